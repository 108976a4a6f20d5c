import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import {
  playWorkflow,
  type PlayedWorkflow,
  type PlayOptions,
} from '../../emulator/workflow-runner.ts'
import { payload } from '../../emulator/webhooks.ts'
import { ROOT, withEmulator } from './harness.js'

// The workflow player's own rules, on small workflows. A step of this action with no api-key
// fails at once (before any request), which gives a real failing step without a service.

const it = test.concurrent
const FAILING = `uses: acme/docs-agent-action@v1
        with:
          project-id: p`

async function playText(yaml: string, more: Partial<PlayOptions> = {}): Promise<PlayedWorkflow> {
  const folder = mkdtempSync(join(tmpdir(), 'workflow-'))
  const file = join(folder, 'workflow.yml')
  writeFileSync(file, yaml)
  try {
    return await playWorkflow({
      file,
      root: ROOT,
      apiUrl: 'http://127.0.0.1:9',
      secrets: {},
      vars: {},
      ...more,
    })
  } finally {
    rmSync(folder, { recursive: true })
  }
}

const ran = (played: PlayedWorkflow) =>
  played.steps.filter((s) => !s.skipped).map((s) => `${s.job}:${s.name}`)

describe('jobs and their needs', () => {
  it('after a skipped job: default skips, always() runs, failure() does not', async () => {
    const played = await playText(`on: workflow_dispatch
jobs:
  first:
    if: false
    runs-on: ubuntu-latest
    steps:
      - run: echo first
  plain:
    needs: first
    runs-on: ubuntu-latest
    steps:
      - run: echo plain
  always:
    needs: first
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: echo always
  onfailure:
    needs: first
    if: failure()
    runs-on: ubuntu-latest
    steps:
      - run: echo failure
`)
    expect(played.jobs).toMatchObject({
      first: { result: 'skipped' },
      plain: { result: 'skipped' },
      always: { result: 'success' },
      onfailure: { result: 'skipped' },
    })
    expect(ran(played)).toEqual(['always:run: echo always'])
  })

  it('after a failed job: default skips, failure() runs', async () => {
    const played = await playText(`on: workflow_dispatch
jobs:
  first:
    runs-on: ubuntu-latest
    steps:
      - ${FAILING}
  plain:
    needs: first
    runs-on: ubuntu-latest
    steps:
      - run: echo plain
  onfailure:
    needs: [first]
    if: failure()
    runs-on: ubuntu-latest
    steps:
      - run: echo failure
`)
    expect(played.jobs.first?.result).toBe('failure')
    expect(played.jobs.plain?.result).toBe('skipped')
    expect(played.jobs.onfailure?.result).toBe('success')
  })

  it("refuses, with GitHub's parser, a job that needs a missing one", async () => {
    await expect(
      playText(`on: workflow_dispatch
jobs:
  a:
    needs: nope
    runs-on: ubuntu-latest
    steps:
      - run: echo a
  b:
    runs-on: ubuntu-latest
    steps:
      - run: echo b
`),
    ).rejects.toThrow(/^GitHub would refuse the workflow: .*Job 'a' depends on unknown job 'nope'/)
  })

  it('refuses a context where GitHub does not allow it: steps in a job if:', async () => {
    await expect(
      playText(`on: workflow_dispatch
jobs:
  a:
    if: steps.x.outcome == 'success'
    runs-on: ubuntu-latest
    steps:
      - run: echo a
`),
    ).rejects.toThrow(/Unrecognized named-value: 'steps'/)
  })
})

describe('expressions', () => {
  it('${{ }} in a string is read as GitHub reads it: other braces are text', async () => {
    const played = await playText(`on:
  workflow_dispatch:
    inputs:
      name:
        default: Ada
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - env:
          GREETING: "{0} {{x}} \${{ format('{{0}}', 'y') }} \${{ inputs.name }}"
        run: echo "$GREETING"
`)
    expect(played.steps[0]?.env.GREETING).toBe('{0} {{x}} {0} Ada')
  })

  it('the env context holds the workflow and job env; a missing name is empty', async () => {
    const played = await playText(`on: workflow_dispatch
env:
  SITE: docs
jobs:
  a:
    runs-on: ubuntu-latest
    env:
      PAGE: faq
    steps:
      - with:
          url: \${{ env.site }}/\${{ env.page }}\${{ env.NOPE }}
        uses: actions/checkout@v4
`)
    expect(played.steps[0]?.with.url).toBe('docs/faq')
    expect(played.steps[0]?.env).toEqual({ SITE: 'docs', PAGE: 'faq' })
  })

  it("a step's own env is in the env context of its with:", async () => {
    const played = await playText(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    env:
      PAGE: faq
    steps:
      - env:
          PAGE: quickstart
          SECTION: sdk
        with:
          url: \${{ env.PAGE }}#\${{ env.SECTION }}
        uses: actions/checkout@v4
`)
    expect(played.steps[0]?.with.url).toBe('quickstart#sdk')
  })

  it('a run: step with expressions is listed as the file writes it', async () => {
    const played = await playText(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo \${{ github.event_name }}
      - run: \${{ 'echo alone' }}
`)
    expect(played.steps.map((step) => step.name)).toEqual([
      'run: echo ${{ github.event_name }}',
      "run: ${{ 'echo alone' }}",
    ])
  })

  it('a name that a strict context does not have stops the play, naming it', async () => {
    await expect(
      playText(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - env:
          KEY: \${{ secrets.DOCS_AGENT_APIKEY }}
        run: echo "$KEY"
`),
    ).rejects.toThrow('the workflow uses secrets.DOCS_AGENT_APIKEY, which does not exist')
  })

  it("'failure()' inside a string is text: the implicit success() still applies", async () => {
    const played = await playText(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - ${FAILING}
      - if: github.event.comment.body != 'failure()'
        run: echo not a status check
      - if: failure() && github.event.comment.body != 'failure()'
        run: echo a status check
`)
    expect(ran(played)).toEqual(['a:acme/docs-agent-action@v1', 'a:run: echo a status check'])
  })
})

describe('steps', () => {
  it('a skipped step can be referred to; a failed one stops the next unless always()', async () => {
    const played = await playText(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: maybe
        if: false
        run: echo never
      - id: check
        if: steps.Maybe.outcome == 'skipped'
        run: echo skipped
      - id: bad
        ${FAILING}
      - run: echo after
      - if: always() && steps.bad.outcome == 'failure'
        run: echo cleanup
`)
    expect(ran(played)).toEqual(['a:check', 'a:bad', 'a:run: echo cleanup'])
    expect(played.jobs.a?.result).toBe('failure')
  })

  it("a stand-in plays another action: the step's with: and workspace in, its outputs out", async () => {
    const yaml = `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: check
        uses: acme/checker@v1
        with:
          output: out/report.md
      - if: steps.check.outputs.found == 'yes'
        env:
          REPORT: \${{ steps.check.outputs.report }}
        run: cat "$REPORT"
      - uses: acme/other@v1
`
    const played = await playText(yaml, {
      standIns: {
        'acme/checker@v1': (step) => ({
          found: 'yes',
          report: join(step.workspace, step.with.output ?? ''),
        }),
      },
    })
    const [check, cat, other] = played.steps
    expect(ran(played)).toEqual(['a:check', 'a:run: cat "$REPORT"', 'a:acme/other@v1'])
    expect(cat?.env.REPORT).toBe(join(check?.workspace ?? '', 'out/report.md'))
    expect(other?.run).toBeUndefined()
    await expect(playText(yaml, { standIns: { 'acme/checker@v2': () => ({}) } })).rejects.toThrow(
      'no step uses acme/checker@v2, which a stand-in was given for',
    )
  })
})

describe('matrices', () => {
  const matrix = (failFast: string) => `on: workflow_dispatch
jobs:
  m:
    runs-on: ubuntu-latest
    strategy:
      ${failFast}
      max-parallel: 1
      matrix:
        n: [1, 2]
    steps:
      - if: matrix.n == 1
        ${FAILING}
      - run: echo \${{ matrix.n }}
`
  it('fail-fast (the default) does not start the rest after a failure', async () => {
    const played = await playText(matrix(''))
    expect(played.steps.map((s) => s.matrix.n)).toEqual([1, 1])
    expect(played.jobs.m?.result).toBe('failure')
  })

  it('with fail-fast: false every combination runs', async () => {
    const played = await playText(matrix('fail-fast: false'))
    expect(played.steps.map((s) => s.matrix.n)).toEqual([1, 1, 2, 2])
    expect(played.jobs.m?.result).toBe('failure')
  })
})

describe('workspaces', () => {
  const workflow = `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo a
`
  it('a job workspace made by the player is removed when the play ends', async () => {
    const played = await playText(workflow)
    const workspace = played.steps[0]?.workspace ?? ''
    expect(workspace).not.toBe('')
    expect(existsSync(workspace)).toBe(false)
  })

  it('a workspace in a folder the caller gave is kept for the caller', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'workspaces-'))
    try {
      const played = await playText(workflow, { workspaces: folder })
      expect(played.steps[0]?.workspace.startsWith(folder)).toBe(true)
      expect(existsSync(played.steps[0]?.workspace ?? '')).toBe(true)
    } finally {
      rmSync(folder, { recursive: true })
    }
  })
})

describe('a run in the emulated repository', () => {
  // The player given the emulated GitHub: the file's version is the one the event's runs read,
  // and the event must be one it lists. No step runs an action here: what each version would do
  // is what its steps were given.
  const version = (on: string, step: string) => `on: ${on}
jobs:
  job:
    runs-on: ubuntu-latest
    steps:
      - run: echo ${step}
`
  /**
   * Plays `event` of pull request #7, whose base has `base` as the workflow and whose head has
   * `head`, with the file given being `base` (the default branch's).
   */
  async function onPullRequest(base: string, head: string, events: string[]) {
    return withEmulator({}, async (emulator) => {
      const ends = emulator.github.seedPullChange({
        number: 7,
        files: [{ path: '.github/workflows/workflow.yml', base, head }],
      })
      const played: PlayedWorkflow[] = []
      for (const name of events) {
        const action = name === 'pull_request_review' ? 'submitted' : 'opened'
        const event = payload(
          name === 'pull_request_review' ? name : 'pull_request',
          action,
          (p) => (p.pull_request.head.sha = ends.headSha),
        )
        played.push(
          await playText(base, { github: emulator.github, event: { name, payload: event } }),
        )
      }
      return played
    })
  }

  it("pull_request runs the head's version; pull_request_target the default branch's", async () => {
    const [head, base] = await onPullRequest(
      version('[pull_request, pull_request_target]', 'base'),
      version('[pull_request, pull_request_target]', 'head'),
      ['pull_request', 'pull_request_target'],
    )
    expect(head?.from).toMatchObject({ what: "the pull request's merge commit", seeded: true })
    expect(ran(head!)).toEqual(['job:run: echo head'])
    expect(base?.from).toEqual({ ref: 'main', what: 'the default branch', seeded: true })
    expect(ran(base!)).toEqual(['job:run: echo base'])
  })

  it('a head that lists pull_request runs its own version even where the default branch lists only pull_request_target: GitHub does so, which is why the agent is kept out of .github/', async () => {
    const [head, base] = await onPullRequest(
      version('pull_request_target', 'base'),
      version('pull_request', 'head'),
      ['pull_request', 'pull_request_target'],
    )
    expect(ran(head!)).toEqual(['job:run: echo head'])
    expect(ran(base!)).toEqual(['job:run: echo base'])
  })

  it("a review's run takes the head's version too; an event the version does not list starts nothing", async () => {
    const [review, other] = await onPullRequest(
      version('pull_request_review', 'base'),
      version('pull_request_review', 'head'),
      ['pull_request_review', 'pull_request_target'],
    )
    expect(ran(review!)).toEqual(['job:run: echo head'])
    expect(other).toMatchObject({ started: false, steps: [], jobs: {} })
  })

  it("each job's GITHUB_TOKEN reaches the run's repository alone, with the job's permissions", async () => {
    await withEmulator({}, async (emulator) => {
      const played = await playText(
        `on: workflow_dispatch
permissions:
  issues: write
jobs:
  comments:
    runs-on: ubuntu-latest
    steps:
      - run: echo
        env:
          TOKEN: \${{ github.token }}
  statuses:
    permissions:
      statuses: write
    runs-on: ubuntu-latest
    steps:
      - run: echo
        env:
          TOKEN: \${{ github.token }}
`,
        { github: emulator.github },
      )
      const tokenOf = (job: string) => played.steps.find((s) => s.job === job)?.env.TOKEN ?? ''
      const send = (token: string, path: string, body: object) =>
        fetch(`${emulator.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((answer) => answer.status)
      const comment = { body: 'hello' }
      const status = { state: 'success', context: 'ci' }
      const statuses = `/repos/acme/docs/statuses/${'a'.repeat(40)}`
      expect(played.githubTokens.sort()).toEqual([tokenOf('comments'), tokenOf('statuses')].sort())
      expect(await send(tokenOf('comments'), '/repos/acme/docs/issues/1/comments', comment)).toBe(
        201,
      )
      expect(await send(tokenOf('comments'), statuses, status)).toBe(403)
      expect(await send(tokenOf('statuses'), '/repos/acme/docs/issues/1/comments', comment)).toBe(
        403,
      )
      expect(await send(tokenOf('statuses'), '/repos/acme/api/issues/1/comments', comment)).toBe(
        404,
      )
    })
  })
})
