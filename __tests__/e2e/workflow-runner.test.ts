import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import {
  playWorkflow,
  type PlayedWorkflow,
  type PlayOptions,
} from '../../emulator/workflow-runner.ts'
import { ROOT } from './harness.js'

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
