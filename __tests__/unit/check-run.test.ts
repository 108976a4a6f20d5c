import { describe, expect, test } from '@jest/globals'
import type {
  CommitPull,
  CommitStatus,
  GitHubClient,
  NewStatus,
  PullFile,
} from '../../src/shared/github/github-client.js'
import { statusDescription } from '../../src/shared/github/github-client.js'
import { ApiError } from '../../src/shared/http/errors.js'
import { runPullCheck, type PullCheckParts } from '../../src/check/check-run.js'
import type { CheckSubject } from '../../src/check/check-subject.js'
import { inStep } from './step.js'

// The check action's run, in process, against a GitHub that answers from tables: the status it
// sets on the commit (or leaves), and how the step ends.
const [BASE, HEAD, NEWER, AGENT_BASE] = ['b', 'c', 'd', 'a'].map((c) => c.repeat(40)) as [
  string,
  string,
  string,
  string,
]
const AGENT = 'mintlify[bot]'
const RUN_URL = 'https://github.example/o/r/actions/runs/7'
const CONTEXT = 'docs-agent/changes'

/** A page the change adds, whole in its patch. */
const page = (path: string, ...lines: string[]): PullFile => ({
  path,
  status: 'added',
  previousPath: undefined,
  patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}`,
})
const PLAIN = page('docs/guide.mdx', '# Guide', '', 'Plain words.')
const OUTSIDE = page('.github/workflows/release.yml', 'on: push')
const LINKED = page('docs/links.mdx', '# Links', '', 'See [this](https://elsewhere.example/x).')

interface World {
  files?: PullFile[]
  /** The comparison's answer: not found, or a list GitHub cut short. */
  change?: 'not-found' | 'incomplete'
  /** The pull request's head, as each read of it answers in turn. */
  heads?: string[]
  changedFiles?: number
  commitPulls?: CommitPull[] | Error
  /** GitHub lists more pull requests holding the head than it gave. */
  morePulls?: boolean
  open?: { pulls: { number: number; author: string }[]; complete: boolean } | Error
  /** Each open pull request's own files; `false`: a list GitHub cut short. */
  pullFiles?: Record<number, PullFile[] | false>
  /** The commit's newest status of the context, before the run. */
  newest?: Partial<CommitStatus>
  writeFails?: Error
  /** The comparison fails in a way no read expects. */
  compareFails?: Error
}

/** A GitHub answering from `world`; records the statuses written and what was asked. */
function gitHub(world: World) {
  const written: { sha: string; status: NewStatus }[] = []
  const compared: string[] = []
  const asked: string[] = []
  const heads = [...(world.heads ?? [HEAD])]
  const client = {
    pullRequestEnds: (number: number) => {
      asked.push(`pull ${number}`)
      return Promise.resolve({
        number,
        headSha: heads.length > 1 ? heads.shift() : heads[0],
        baseSha: BASE,
        changedFiles: world.changedFiles ?? (world.files ?? [PLAIN]).length,
      })
    },
    changeAtEnds: (base: string, head: string) => {
      compared.push(`${base.slice(0, 1)}...${head.slice(0, 1)}`)
      if (world.compareFails !== undefined) return Promise.reject(world.compareFails)
      if (world.change === 'not-found')
        return Promise.resolve({ kind: 'not-found', message: 'No common ancestor between b and c' })
      return Promise.resolve({
        kind: 'change',
        files: world.files ?? [PLAIN],
        complete: world.change !== 'incomplete',
      })
    },
    commitPulls: (sha: string) => {
      asked.push(`pulls of ${sha.slice(0, 1)}`)
      return world.commitPulls instanceof Error
        ? Promise.reject(world.commitPulls)
        : Promise.resolve({ pulls: world.commitPulls ?? [], complete: world.morePulls !== true })
    },
    openPullRequests: () =>
      world.open instanceof Error
        ? Promise.reject(world.open)
        : Promise.resolve(world.open ?? { pulls: [], complete: true }),
    pullRequestChange: (number: number) => {
      const files = world.pullFiles?.[number] ?? []
      return Promise.resolve({ files: files === false ? [] : files, complete: files !== false })
    },
    // Every page read whole holds plain text.
    fileText: () => Promise.resolve('# Page\n\nPlain words.\n'),
    commitStatuses: () =>
      Promise.resolve(
        world.newest === undefined
          ? []
          : [{ id: 1, context: CONTEXT, description: '', targetUrl: undefined, ...world.newest }],
      ),
    createCommitStatus: (sha: string, status: NewStatus) => {
      if (world.writeFails !== undefined) return Promise.reject(world.writeFails)
      written.push({ sha, status })
      return Promise.resolve()
    },
  }
  return { github: client as unknown as GitHubClient, written, compared, asked }
}

const pull = (author = AGENT, judged = author === AGENT): CheckSubject => ({
  kind: 'pull',
  number: 9,
  headSha: HEAD,
  baseSha: BASE,
  author,
  judged,
})
const GROUP: CheckSubject = { kind: 'group', headSha: HEAD, baseSha: BASE, baseBranch: 'main' }

async function check(
  world: World,
  subject: CheckSubject = pull(),
  more: Partial<PullCheckParts> = {},
) {
  const { github, written, compared, asked } = gitHub(world)
  const parts: PullCheckParts = {
    inputs: {
      allowedPaths: ['docs/**'],
      allowedLinkHosts: [],
      agentLogins: [AGENT],
      checkAll: false,
    },
    github,
    runUrl: RUN_URL,
    eventName: 'pull_request_target',
    ...more,
  }
  let ran: Awaited<ReturnType<typeof runPullCheck>> | undefined
  const step = await inStep({}, async () => {
    ran = await runPullCheck(parts, subject)
  })
  if (ran === undefined) throw new Error('the run did not end')
  return { ...ran, written, compared, asked, log: step.log }
}

describe("the agent's pull request: judged, and its verdict set on the head read", () => {
  test('plain docs text: success, linked to the run', async () => {
    const { result, conclusion, written, log } = await check({})
    expect(log).not.toContain('::warning::')
    expect(written).toEqual([
      {
        sha: HEAD,
        status: {
          state: 'success',
          context: CONTEXT,
          description: 'Nothing beyond docs text',
          targetUrl: RUN_URL,
        },
      },
    ])
    expect(result).toMatchObject({ state: 'passed', sha: HEAD, ruling: 'write' })
    expect(result).not.toHaveProperty('standing')
    expect(conclusion).toEqual({
      level: 'success',
      message: `${CONTEXT}: Nothing beyond docs text (pull request #9).`,
    })
  })

  test('its own pull request: judged without asking which pull requests hold its head', async () => {
    const { asked, result } = await check({
      commitPulls: new ApiError('Server Error.', { status: 502 }),
    })
    expect(asked).toEqual(['pull 9', 'pull 9'])
    expect(result.state).toBe('passed')
  })

  test("a verdict over a pass (another run's): written, and the summary shows the new one", async () => {
    const newest = {
      state: 'success',
      description: "Not the agent's pull request (opened by x): not checked",
    }
    const { result, written, log } = await check({ files: [OUTSIDE], newest })
    expect(written[0]?.status.state).toBe('failure')
    expect(result.ruling).toBe('write')
    expect(result).not.toHaveProperty('standing')
    expect(log).not.toContain('::warning::')
  })

  test('no run to link: the status has no details link', async () => {
    const { written } = await check({}, pull(), { runUrl: undefined })
    expect(written[0]?.status).not.toHaveProperty('targetUrl')
  })

  test('a file outside allowed-paths: failure, and the step warns', async () => {
    const { result, conclusion, written } = await check({ files: [PLAIN, OUTSIDE] })
    expect(written[0]?.status).toMatchObject({
      state: 'failure',
      description: '1 finding beyond docs text (path): see the check’s run',
    })
    expect(result.state).toBe('blocked')
    expect(result.findings).toEqual([
      expect.objectContaining({ kind: 'path', severity: 'block', file: OUTSIDE.path }),
    ])
    expect(conclusion).toEqual({
      level: 'warning',
      message: `${CONTEXT}: 1 finding beyond docs text (path) in pull request #9; the findings are in the step summary and the change-findings output.`,
    })
  })

  test('a link to a new host: success with a warning', async () => {
    const { result, written, conclusion } = await check({ files: [LINKED] })
    expect(result.state).toBe('warned')
    expect(written[0]?.status).toMatchObject({
      state: 'success',
      description: 'Docs text, with 1 warning (link)',
    })
    expect(conclusion.level).toBe('success')
  })

  test('the same verdict already set: nothing written, nothing said of a standing status', async () => {
    const { result, written, conclusion } = await check({
      newest: { state: 'success', description: 'Nothing beyond docs text', targetUrl: RUN_URL },
    })
    expect(written).toEqual([])
    expect(result.ruling).toBe('same')
    expect(result).not.toHaveProperty('standing')
    expect(conclusion.level).toBe('success')
  })

  test("a pass over another run's failure: the failure stands, and the step warns why", async () => {
    const newest = { state: 'failure', description: '1 finding beyond docs text (path): see x' }
    const { result, written, log } = await check({ newest })
    expect(written).toEqual([])
    expect(result).toMatchObject({ ruling: 'stands', standing: newest })
    expect(log).toContain(
      `::warning::${CONTEXT} on ${HEAD.slice(0, 7)} says failure (1 finding beyond docs text (path): see x), set by another check of this head`,
    )
  })
})

describe('a head that moved: nothing set, its own event judges it', () => {
  test('moved before the read: not read at all', async () => {
    const { result, conclusion, written, compared } = await check({ heads: [NEWER] })
    expect(written).toEqual([])
    expect(compared).toEqual([])
    expect(result).toEqual({ state: 'skipped', findings: [], movedTo: NEWER })
    expect(conclusion).toEqual({
      level: 'skipped',
      message: `Nothing set: pull request #9 has moved on to ${NEWER.slice(0, 7)} since ${HEAD.slice(0, 7)}, whose event this is, was pushed; the push that brought it is checked by its own event.`,
    })
  })

  test('moved while read: the verdict is not written', async () => {
    const { result, conclusion, written } = await check({ heads: [HEAD, NEWER] })
    expect(written).toEqual([])
    expect(result).toEqual({ state: 'skipped', findings: [], movedTo: NEWER, movedWhileRead: true })
    expect(conclusion.message).toBe(
      `Nothing set: pull request #9 has moved on to ${NEWER.slice(0, 7)} while ${HEAD.slice(0, 7)}, whose event this is, was read; the push that brought it is checked by its own event.`,
    )
  })
})

describe("anyone else's pull request", () => {
  test('passed without a read of its change, saying whose it is', async () => {
    const { result, written, compared, conclusion } = await check({}, pull('octocat'))
    expect(compared).toEqual([])
    expect(written[0]?.status).toMatchObject({
      state: 'success',
      description: "Not the agent's pull request (opened by octocat): not checked",
    })
    expect(result).toMatchObject({ state: 'skipped', findings: [], kind: 'pass', sha: HEAD })
    expect(conclusion).toEqual({
      level: 'success',
      message: `${CONTEXT}: success on pull request #9: Not the agent's pull request (opened by octocat): not checked.`,
    })
  })

  test('a pass does not replace a failure: nothing set, and the step warns', async () => {
    const newest = { state: 'failure', description: '2 findings beyond docs text (script): see x' }
    const { written, conclusion, log } = await check({ newest }, pull('octocat'))
    expect(written).toEqual([])
    expect(log).not.toContain('::warning::')
    expect(conclusion).toEqual({
      level: 'warning',
      message: `Nothing set: ${CONTEXT} on ${HEAD.slice(0, 7)} says failure (2 findings beyond docs text (script): see x), and a pass (“Not the agent's pull request (opened by octocat): not checked”) replaces nothing but a pass; pull request #9 shows it. A run that judges the commit replaces it.`,
    })
  })

  test("its head a commit of the agent's pull request: judged as that change, from its base", async () => {
    const agents: CommitPull = {
      number: 4,
      author: AGENT,
      headSha: HEAD,
      baseSha: AGENT_BASE,
      state: 'open',
    }
    const { result, compared, conclusion } = await check(
      { commitPulls: [agents], files: [OUTSIDE] },
      pull('octocat'),
    )
    expect(compared).toEqual(['a...c'])
    expect(result).toMatchObject({ state: 'blocked', asPull: 4 })
    expect(conclusion.message).toBe(
      `${CONTEXT}: 1 finding beyond docs text (path) in pull request #9; the findings are in the step summary and the change-findings output. ${HEAD.slice(0, 7)} is a commit of the agent's pull request #4, so it was judged as its change.`,
    )
  })

  test("the agent's pull request it is a commit of: an open one first, then the newest", async () => {
    const agents = (number: number, state: string, baseSha = AGENT_BASE): CommitPull => ({
      number,
      author: AGENT,
      headSha: HEAD,
      baseSha,
      state,
    })
    const someone = { ...agents(12, 'open', BASE), author: 'octocat' }
    const { result, compared } = await check(
      { commitPulls: [someone, agents(8, 'closed', BASE), agents(4, 'open'), agents(6, 'open')] },
      pull('octocat'),
    )
    expect(result.asPull).toBe(6)
    expect(compared).toEqual(['a...c'])
    const closed = await check(
      { commitPulls: [agents(3, 'closed', BASE), agents(5, 'closed')] },
      pull('octocat'),
    )
    expect(closed.result.asPull).toBe(5)
  })

  test.each([
    ['a character before it', `z${AGENT_BASE}`],
    ['a character after it', `${AGENT_BASE}z`],
  ])("a base of the agent's pull request with %s is no base: never passed", async (_, baseSha) => {
    const agents: CommitPull = { number: 4, author: AGENT, headSha: HEAD, baseSha, state: 'open' }
    const { written, compared } = await check({ commitPulls: [agents] }, pull('octocat'))
    expect(compared).toEqual([])
    expect(written[0]?.status).toMatchObject({
      state: 'error',
      description:
        'Could not read the change: GitHub names no base commit of pull request #4. Re-run this check',
    })
  })

  test('more pull requests hold the head than GitHub lists: error, never a pass', async () => {
    const { written } = await check({ morePulls: true }, pull('octocat'))
    expect(written[0]?.status).toMatchObject({
      state: 'error',
      description: `Could not read the change: more pull requests hold ${HEAD.slice(0, 7)} than the check reads. Re-run this check`,
    })
  })

  test('an opener GitHub does not name is someone', async () => {
    const { written } = await check({}, pull(''))
    expect(written[0]?.status.description).toBe(
      "Not the agent's pull request (opened by someone): not checked",
    )
  })

  test('GitHub does not say which pull requests hold the head: nothing set, the step fails', async () => {
    const { result, conclusion, written } = await check(
      { commitPulls: new ApiError('Server Error (502).', { status: 502 }) },
      pull('octocat'),
    )
    expect(written).toEqual([])
    expect(result).toEqual({ state: 'unavailable', findings: [], sha: HEAD })
    expect(conclusion).toEqual({
      level: 'failure',
      message: `Nothing set on ${HEAD.slice(0, 7)}: could not tell whether it holds the agent's change (Server Error (502)). Re-run this check; until it answers, a required ${CONTEXT} waits.`,
    })
  })
})

describe('a change the check cannot read is never a pass', () => {
  test('GitHub gives no comparison: error, and the step fails for a re-run', async () => {
    const { result, conclusion, written } = await check({ change: 'not-found' })
    expect(written[0]?.status).toEqual({
      state: 'error',
      context: CONTEXT,
      description:
        'Could not read the change: No common ancestor between b and c. Re-run this check',
      targetUrl: RUN_URL,
    })
    expect(result).toMatchObject({ state: 'unavailable', findings: [], kind: 'unread' })
    expect(result).not.toHaveProperty('tooLarge')
    expect(conclusion).toEqual({
      level: 'failure',
      message: `Could not read the change: No common ancestor between b and c. Re-run this check (pull request #9). Its ${CONTEXT} status says error until a re-run reads it.`,
    })
  })

  test('an unread change does not replace a verdict: the verdict stands, and the step says so', async () => {
    const newest = { state: 'failure', description: '1 finding beyond docs text (path): see x' }
    const { written, conclusion } = await check({ change: 'not-found', newest })
    expect(written).toEqual([])
    expect(conclusion.message).toMatch(
      /Its docs-agent\/changes status says failure until a re-run reads it\.$/,
    )
  })

  test('more files than the comparison lists: failure, a person must review it, the step warns', async () => {
    const { result, conclusion, written } = await check({ change: 'incomplete' })
    expect(written[0]?.status).toMatchObject({
      state: 'failure',
      description:
        "Not checked (a person must review it): the change has 1 files or more; GitHub's comparison lists at most 300",
    })
    expect(result).toMatchObject({ state: 'unavailable', tooLarge: true, kind: 'verdict' })
    expect(conclusion).toEqual({
      level: 'warning',
      message: `Not checked (a person must review it): the change has 1 files or more; GitHub's comparison lists at most 300 (pull request #9): its ${CONTEXT} status says failure; a re-run reads no more of it.`,
    })
  })

  test('fewer files listed than the pull request changes: too large', async () => {
    const { written } = await check({ changedFiles: 5 })
    expect(written[0]?.status.description).toBe(
      'Not checked (a person must review it): GitHub listed 1 of the 5 files the change has',
    )
  })

  test('an unexpected failure is said as it is: error', async () => {
    const { written } = await check({ compareFails: new TypeError('socket hang up') })
    expect(written[0]?.status).toMatchObject({
      state: 'error',
      description: 'Could not read the change: Unexpected error: socket hang up. Re-run this check',
    })
  })
})

describe('a status GitHub refuses to write: the step fails, saying what the token needs', () => {
  test.each([
    [
      'pull_request',
      " A pull_request run from a fork has a read-only token: run the check on pull_request_target (it never checks out the fork's code).",
    ],
    ['pull_request_target', ' The token needs statuses: write.'],
  ])('on %s', async (eventName, hint) => {
    const writeFails = new ApiError('Resource not accessible by integration.', { status: 403 })
    const { conclusion } = await check({ writeFails }, pull(), { eventName })
    expect(conclusion).toEqual({
      level: 'failure',
      message: `Could not set the ${CONTEXT} status of ${HEAD.slice(0, 7)}: Resource not accessible by integration.${hint}`,
    })
  })

  test('any other failure: no hint', async () => {
    const writeFails = new ApiError('Server Error', { status: 500 })
    const { conclusion } = await check({ writeFails })
    expect(conclusion.message).toBe(
      `Could not set the ${CONTEXT} status of ${HEAD.slice(0, 7)}: Server Error.`,
    )
  })
})

describe('a merge group: judged on the changes of the agent’s open pull requests it holds', () => {
  const open = (...authors: string[]) => ({
    pulls: authors.map((author, i) => ({ number: i + 1, author })),
    complete: true,
  })

  test('none of the agent’s pull requests is open: a pass, nothing read', async () => {
    const { written, compared, conclusion } = await check({ open: open('octocat') }, GROUP)
    expect(compared).toEqual([])
    expect(written[0]?.status).toMatchObject({
      state: 'success',
      description: 'No agent pull request is open into main',
    })
    expect(conclusion.message).toBe(
      `${CONTEXT}: success on the merge group: No agent pull request is open into main.`,
    )
  })

  test("only the agent's files of the group are judged", async () => {
    const { result, compared, written } = await check(
      {
        open: open('octocat', AGENT),
        files: [OUTSIDE, LINKED],
        pullFiles: { 1: [OUTSIDE], 2: [LINKED] },
      },
      GROUP,
    )
    expect(compared).toEqual(['b...c'])
    expect(result.state).toBe('warned')
    expect(result.findings.map((f) => f.file)).toEqual([LINKED.path])
    expect(written[0]?.sha).toBe(HEAD)
  })

  test("a file the group renames from one of the agent's is judged", async () => {
    const moved = { ...OUTSIDE, status: 'renamed', previousPath: PLAIN.path }
    const { result } = await check(
      { open: open(AGENT), files: [moved], pullFiles: { 1: [PLAIN] } },
      GROUP,
    )
    expect(result.findings).toContainEqual(
      expect.objectContaining({ kind: 'path', file: OUTSIDE.path }),
    )
  })

  test("a file the agent's pull request renames is judged at its old path too", async () => {
    const renamed = {
      ...PLAIN,
      path: 'docs/new.mdx',
      status: 'renamed',
      previousPath: OUTSIDE.path,
    }
    const { result } = await check(
      { open: open(AGENT), files: [OUTSIDE], pullFiles: { 1: [renamed] } },
      GROUP,
    )
    expect(result.findings).toEqual([expect.objectContaining({ kind: 'path', file: OUTSIDE.path })])
  })

  test('the group holds none of their files: a pass', async () => {
    const { written } = await check(
      { open: open(AGENT), files: [OUTSIDE], pullFiles: { 1: [PLAIN] } },
      GROUP,
    )
    expect(written[0]?.status.description).toBe(
      'The merge group holds no change of the agent’s pull requests',
    )
  })

  test('a pass that does not replace a failure tells how to check the group anew', async () => {
    const newest = { state: 'failure', description: '1 finding beyond docs text (path): see x' }
    const { conclusion } = await check({ open: open('octocat'), newest }, GROUP)
    expect(conclusion.level).toBe('warning')
    expect(conclusion.message).toMatch(
      /the merge group shows it\. Queue its pull requests again: a new group is checked anew\.$/,
    )
  })

  test('check-all: everyone’s open pull requests count', async () => {
    const inputs = {
      allowedPaths: ['docs/**'],
      allowedLinkHosts: [],
      agentLogins: [AGENT],
      checkAll: true,
    }
    const { result } = await check(
      { open: open('octocat'), files: [OUTSIDE], pullFiles: { 1: [OUTSIDE] } },
      GROUP,
      { inputs },
    )
    expect(result.state).toBe('blocked')
  })

  test.each([
    [
      'the open pull requests',
      { open: { pulls: [], complete: false } },
      'more open pull requests into main than the check reads',
    ],
    [
      'a pull request’s files',
      { open: open(AGENT), pullFiles: { 1: false as const } },
      'pull request #1 changes more files than the check reads',
    ],
    [
      'the comparison',
      { open: open(AGENT), change: 'incomplete' as const },
      "the change has 1 files or more; GitHub's comparison lists at most 300",
    ],
  ])('%s past what the check reads: failure, review outside the queue', async (_, world, why) => {
    const { written, conclusion } = await check(world, GROUP)
    expect(written[0]?.status).toMatchObject({
      state: 'failure',
      description: statusDescription(
        `Not checked (review the agent's pull requests and merge them outside the queue): ${why}`,
      ),
    })
    expect(conclusion.level).toBe('warning')
  })

  test('GitHub gives no comparison: error, saying why', async () => {
    const { written } = await check({ open: open(AGENT), change: 'not-found' }, GROUP)
    expect(written[0]?.status).toMatchObject({
      state: 'error',
      description:
        'Could not read the change: No common ancestor between b and c. Re-run this check',
    })
  })

  test("a merge group's head is no pull request's: no pull request's head is read", async () => {
    const { asked, result } = await check(
      { open: open(AGENT), files: [PLAIN], pullFiles: { 1: [PLAIN] } },
      GROUP,
    )
    expect(result.state).toBe('passed')
    expect(asked).toEqual([])
  })

  test('the open pull requests cannot be read: nothing set, the step fails', async () => {
    const { written, conclusion } = await check({ open: new Error('Bad gateway') }, GROUP)
    expect(written).toEqual([])
    expect(conclusion.level).toBe('failure')
  })
})

test('nothing to check: skipped, nothing read or written', async () => {
  const { result, conclusion, written } = await check(
    {},
    { kind: 'none', reason: 'the event is push' },
  )
  expect(written).toEqual([])
  expect(result).toEqual({ state: 'skipped', findings: [] })
  expect(conclusion).toEqual({ level: 'skipped', message: 'Nothing to check: the event is push.' })
})
