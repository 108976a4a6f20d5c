import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import { changedFile } from '../../emulator/github-answers.ts'
import { GITHUB_ROUTES, routeStatuses, type GitHubRoute } from '../../emulator/github-routes.ts'
import { gitHubDescription } from '../../emulator/github-description.ts'
import { PullChanges } from '../../emulator/pull-changes.ts'
import type { PullChangeFile } from '../../emulator/pull-change-files.ts'
import { startEmulator, type Emulator } from '../../emulator/server.ts'

// Every GitHub route the emulator serves, with each status it can answer, against GitHub's own
// OpenAPI description (@octokit/openapi): the request a client sends and the answer it gets.

const REPO = 'acme/docs'
const WRITE = 'ghs_contract_write'
const READ = 'ghs_contract_read'
/** A token that reaches another repository only: GitHub answers it 404 here. */
const ELSEWHERE = 'ghs_contract_elsewhere'
/** A personal access token: it acts as a person, not as a bot. */
const PERSON = 'ghp_contract_person'

/** A request to one route, and what it needs in the emulator first. */
interface Exchange {
  /** Puts what the request needs in place; returns path parameters beyond the defaults. */
  setup?: (emulator: Emulator) => Record<string, string | number>
  query?: Record<string, string>
  body?: unknown
  /**
   * The description itself refuses the request (a value outside an enum, a missing required
   * field): its request must then break the description, which the 422 answers for.
   */
  offDescription?: true
  /**
   * A status GitHub answers that the description leaves out for this operation, and why the
   * emulator answers it anyway: the only way the exchange may break the description.
   */
  undocumentedStatus?: string
  /** The token, where the answer depends on who it acts as (a person's: PERSON). */
  token?: string
}

const DEFAULT_PARAMS: Record<string, string | number> = {
  owner: 'acme',
  repo: 'docs',
  number: 1,
  id: 999,
  reaction: 999,
}

const comment = (kind: 'issue' | 'review') => (emulator: Emulator) => ({
  id: emulator.github.addComment(REPO, 1, 'Please document --fast', undefined, kind).id,
})

/** A comment (or the issue, for `issue:`) with the token's reaction on it already. */
const reacted = (target: 'comment' | 'review-comment' | 'issue') => (emulator: Emulator) => {
  const kind = target === 'review-comment' ? 'review' : 'issue'
  const { id } = comment(kind)(emulator)
  const on = target === 'issue' ? 'issue:1' : `${target}:${id}`
  return { id, reaction: emulator.github.addReaction(REPO, on, 'eyes').id }
}

const TOO_LONG = 'x'.repeat(65_537)

/** A run whose link check failed, with an annotation and a log. */
const failedRun = (emulator: Emulator) =>
  emulator.github.workflowRuns.seed({
    repository: REPO,
    name: 'Docs CI',
    jobs: [
      {
        name: 'links',
        steps: [
          { name: 'Set up job' },
          { name: 'Check links', conclusion: 'failure', log: ['quickstart.mdx: 404 /api/ref'] },
        ],
        annotations: [{ path: 'quickstart.mdx', startLine: 12, message: 'Broken link /api/ref' }],
      },
    ],
  })
/** A pull request opened by octocat, with a label already. */
const pullRequest = (emulator: Emulator) => ({
  number: emulator.github.addIssue(REPO, {
    title: 'Document --fast',
    pullRequest: true,
    labels: ['docs'],
  }).number,
})
/** A submitted review on pull request #1 with a body and two inline comments. */
const submittedReview = (emulator: Emulator) => ({
  review: emulator.github.addReview(REPO, 1, {
    body: 'Please address these',
    user: { login: 'writer', type: 'User' },
    comments: [
      { body: 'Say when', path: 'docs/cli.md', line: 3, diffHunk: '@@ -1,3 +1,3 @@\n a\n b\n+c' },
      { body: 'And why', path: 'docs/faq.md', line: 1, diffHunk: '@@ -1 +1 @@\n-x\n+y' },
    ],
  }).id,
})

/** A push: two commits on a first one, a binary file among their changes; their SHAs. */
const pushed = (emulator: Emulator) => {
  const [before] = emulator.github.commits.seed({ commits: [{ files: ['docs/cli.md'] }] })
  const after = emulator.github.commits.seed({
    parent: before?.sha,
    commits: [
      { files: ['src/cli.ts'] },
      {
        files: [
          'src/cli.ts',
          { filename: 'docs/logo.png', status: 'added', additions: 0, deletions: 0 },
        ],
      },
    ],
  })
  return { before: before?.sha ?? '', after: after.at(-1)?.sha ?? '' }
}
/** A commit with a status set by an earlier run and one of another context. */
const withStatuses = (emulator: Emulator) => {
  const { after } = pushed(emulator)
  emulator.github.commits.addStatus(REPO, after, {
    state: 'pending',
    context: 'docs-agent',
    description: 'Reading the change',
    ageMs: 60_000,
  })
  emulator.github.commits.addStatus(REPO, after, {
    state: 'success',
    context: 'ci/test',
    targetUrl: 'https://ci.example.test/1',
  })
  return { ref: after }
}

/** A pull request's change: a file edited, one added, one renamed, a binary one removed. */
const seededFiles: PullChangeFile[] = [
  { path: 'docs/cli.md', base: '# CLI\n\nRun it.\n', head: '# CLI\n\nRun it with --fast.\n' },
  { path: 'docs/quickstart.mdx', head: '# Quickstart\n' },
  { path: 'docs/guide.md', previousPath: 'guide.md', head: '# Guide\n' },
  { path: 'docs/logo.png', base: 'PNG', binary: true },
]
/** Its commits, the same in every emulator once reset (whose first seeding it is). */
const SEEDED = new PullChanges().seed({ number: 1, files: seededFiles })
/** The change seeded on pull request #1, and `path` to read. */
const seededChange = (path: string) => (emulator: Emulator) => {
  emulator.github.seedPullChange({ number: 1, files: seededFiles })
  return { path }
}

/** For each route, a request for each status its handler answers. */
const EXCHANGES: Record<string, Record<number, Exchange>> = {
  'github.list-comments': {
    200: {
      setup: (emulator) => {
        comment('issue')(emulator)
        emulator.github.addComment(REPO, 1, 'On it', { login: 'github-actions[bot]', type: 'Bot' })
        return {}
      },
      query: { per_page: '100', page: '1' },
    },
  },
  'github.list-repo-comments': {
    200: {
      setup: (emulator) => {
        comment('issue')(emulator)
        const bot = { login: 'github-actions[bot]', type: 'Bot' as const }
        emulator.github.addComment(REPO, 2, '<!-- docs-agent-action -->', bot)
        comment('review')(emulator)
        return {}
      },
      query: {
        since: '2020-01-01T00:00:00Z',
        sort: 'updated',
        direction: 'asc',
        per_page: '100',
        page: '1',
      },
    },
  },
  'github.list-repo-review-comments': {
    200: {
      setup: (emulator) => {
        const { id } = comment('review')(emulator)
        const reply = emulator.github.addComment(REPO, 1, 'Agreed', undefined, 'review')
        reply.inReplyTo = id
        comment('issue')(emulator)
        return {}
      },
      query: {
        since: '2020-01-01T00:00:00Z',
        sort: 'updated',
        direction: 'asc',
        per_page: '100',
        page: '1',
      },
    },
  },
  'github.get-comment': { 200: { setup: comment('issue') }, 404: {} },
  'github.get-review-comment': { 200: { setup: comment('review') }, 404: {} },
  'github.dispatch': {
    204: { body: { event_type: 'docs-agent-job-ended', client_payload: { job: 'j1', thread: 1 } } },
    // GitHub takes at most 10 top-level keys (the description's maxProperties).
    422: {
      body: {
        event_type: 'docs-agent-job-ended',
        client_payload: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])),
      },
      offDescription: true,
    },
  },
  'github.create-comment': {
    201: { body: { body: 'Working on it' } },
    422: { body: { body: '' } },
  },
  'github.update-comment': {
    200: { setup: comment('issue'), body: { body: 'Done' } },
    404: { body: { body: 'Done' } },
    422: { setup: comment('issue'), body: { body: TOO_LONG } },
  },
  'github.react-comment': {
    200: { setup: reacted('comment'), body: { content: 'eyes' } },
    201: { setup: comment('issue'), body: { content: 'eyes' } },
    422: { setup: comment('issue'), body: { content: 'smile' }, offDescription: true },
  },
  'github.react-issue': {
    200: { setup: reacted('issue'), body: { content: 'eyes' } },
    201: { body: { content: 'rocket' } },
    422: { body: { content: 'smile' }, offDescription: true },
  },
  'github.delete-comment': {
    204: { setup: comment('issue') },
    404: {
      undocumentedStatus:
        'GitHub answers 404 Not Found for a comment that does not exist (already deleted); the description lists only 204',
    },
  },
  'github.delete-review-comment': { 204: { setup: comment('review') }, 404: {} },
  'github.unreact-issue': { 204: { setup: reacted('issue') }, 404: {} },
  'github.unreact-comment': { 204: { setup: reacted('comment') }, 404: {} },
  'github.unreact-review-comment': { 204: { setup: reacted('review-comment') }, 404: {} },
  'github.list-review-comments': {
    200: {
      setup: (emulator) => {
        const { id } = comment('review')(emulator)
        const reply = emulator.github.addComment(REPO, 1, 'Agreed', undefined, 'review')
        reply.inReplyTo = id
        return {}
      },
      query: { per_page: '100', page: '1' },
    },
  },
  'github.reply': {
    201: { setup: comment('review'), body: { body: 'On it' } },
    404: { body: { body: 'On it' } },
    422: {
      setup: (emulator) => {
        const { id } = comment('review')(emulator)
        const reply = emulator.github.addComment(REPO, 1, 'Agreed', undefined, 'review')
        reply.inReplyTo = id
        return { id: reply.id }
      },
      body: { body: 'On it' },
    },
  },
  'github.update-review-comment': {
    200: { setup: comment('review'), body: { body: 'Done' } },
    404: { body: { body: 'Done' } },
    422: { setup: comment('review'), body: { body: TOO_LONG } },
  },
  'github.react-review-comment': {
    200: { setup: reacted('review-comment'), body: { content: 'eyes' } },
    201: { setup: comment('review'), body: { content: 'eyes' } },
    422: { setup: comment('review'), body: { content: 'smile' }, offDescription: true },
  },
  'github.user': {
    200: { token: PERSON },
    // The workflow's GITHUB_TOKEN acts as no user.
    403: {},
  },
  'github.permission': {
    200: { setup: () => ({ login: 'writer' }) },
    404: { setup: () => ({ login: 'a-stranger' }) },
  },
  'github.pull-files': {
    200: {
      setup: (emulator) => {
        emulator.github.pullFiles.set(`${REPO}#1`, [
          changedFile('docs/cli.md'),
          // A binary file: GitHub leaves the patch out.
          { filename: 'docs/logo.png', status: 'added', additions: 0, deletions: 0 },
        ])
        return {}
      },
      query: { per_page: '100' },
    },
  },
  'github.list-issues': {
    200: {
      setup: (emulator) => {
        emulator.github.addIssue(REPO, { title: 'Docs gaps', body: 'Gaps', labels: ['docs-gaps'] })
        emulator.github.addIssue(REPO, { title: 'A pull request', pullRequest: true })
        emulator.github.addIssue(REPO, { title: 'Old gaps', state: 'closed' })
        return {}
      },
      query: {
        labels: 'docs-gaps',
        state: 'all',
        sort: 'created',
        direction: 'desc',
        per_page: '100',
        page: '1',
      },
    },
    422: { query: { state: 'merged' }, offDescription: true },
  },
  'github.create-issue': {
    201: { body: { title: 'Docs gaps', body: 'Gaps', labels: ['docs-gaps'] } },
    422: { body: { body: 'Gaps' }, offDescription: true },
  },
  'github.update-issue': {
    200: {
      setup: (emulator) => ({
        number: emulator.github.addIssue(REPO, { title: 'Docs gaps', labels: ['docs-gaps'] })
          .number,
      }),
      body: { title: 'Docs gaps (week 48)', body: 'Gaps' },
    },
    404: { setup: () => ({ number: 99 }), body: { body: 'Gaps' } },
    422: {
      setup: (emulator) => ({ number: emulator.github.addIssue(REPO, { title: 'Gaps' }).number }),
      body: { state: 'done' },
      offDescription: true,
    },
  },
  'github.run-jobs': {
    200: {
      setup: (emulator) => ({ run_id: failedRun(emulator).id }),
      query: { filter: 'latest', per_page: '100', page: '1' },
    },
    404: { setup: () => ({ run_id: 404 }) },
  },
  'github.check-run-annotations': {
    200: {
      setup: (emulator) => ({ check_run_id: failedRun(emulator).jobs[0]?.id ?? 0 }),
      query: { per_page: '100' },
    },
    404: { setup: () => ({ check_run_id: 404 }) },
  },
  'github.job-logs': {
    302: { setup: (emulator) => ({ job_id: failedRun(emulator).jobs[0]?.id ?? 0 }) },
    404: { setup: () => ({ job_id: 404 }) },
    410: {
      setup: (emulator) => ({
        job_id:
          emulator.github.workflowRuns.seed({ jobs: [{ logExpired: true }] }).jobs[0]?.id ?? 0,
      }),
    },
  },
  'github.request-reviewers': {
    201: {
      setup: pullRequest,
      body: { reviewers: ['writer'], team_reviewers: ['docs-team'] },
    },
    404: { setup: () => ({ number: 99 }), body: { reviewers: ['writer'] } },
    // A reviewer who is not a collaborator: GitHub refuses the whole request.
    422: { setup: pullRequest, body: { reviewers: ['a-stranger'] } },
  },
  'github.list-pulls': {
    200: {
      // An open pull request with a seeded change: its head and base are listed.
      setup: (emulator) => {
        const { number } = pullRequest(emulator)
        emulator.github.seedPullChange({ number, files: seededFiles })
        return {}
      },
      query: { state: 'open', base: 'main', per_page: '100', page: '1' },
    },
  },
  'github.pull-request': {
    200: {
      // Its head and base are those of a seeded change.
      setup: (emulator) => {
        const { number } = pullRequest(emulator)
        emulator.github.seedPullChange({ number, files: seededFiles })
        return { number }
      },
    },
    404: { setup: () => ({ number: 99 }) },
  },
  'github.contents': {
    200: { setup: seededChange('docs/cli.md'), query: { ref: SEEDED.headSha } },
    // The file is added by the change: its base does not have it.
    404: { setup: seededChange('docs/quickstart.mdx'), query: { ref: SEEDED.baseSha } },
  },
  'github.add-labels': {
    200: { setup: pullRequest, body: { labels: ['docs', 'agent'] } },
    404: { setup: () => ({ number: 99 }), body: { labels: ['docs'] } },
    422: { setup: pullRequest, body: { labels: [] }, offDescription: true },
  },
  'github.review-comments': {
    200: { setup: submittedReview, query: { per_page: '100', page: '1' } },
    404: { setup: () => ({ review: 99 }) },
  },
  'github.review': {
    200: { setup: submittedReview },
    404: { setup: () => ({ review: 99 }) },
  },
  'github.compare': {
    200: {
      setup: (emulator) => {
        const { before, after } = pushed(emulator)
        return { basehead: `${before}...${after}` }
      },
      query: { per_page: '1', page: '1' },
    },
    // A `before` that a force-push left unreachable, and GitHub then collected.
    404: {
      setup: (emulator) => ({ basehead: `${'0'.repeat(40)}...${pushed(emulator).after}` }),
    },
  },
  'github.create-status': {
    201: {
      setup: (emulator) => ({ sha: pushed(emulator).after }),
      body: {
        state: 'success',
        context: 'docs-agent',
        description: 'The docs follow this change',
        target_url: 'https://github.com/acme/docs/pull/2',
      },
    },
    422: {
      setup: (emulator) => ({ sha: pushed(emulator).after }),
      body: { state: 'pending', context: 'docs-agent', description: 'x'.repeat(141) },
    },
  },
  'github.list-statuses': {
    200: { setup: withStatuses, query: { per_page: '100', page: '1' } },
  },
  'github.commit-pulls': {
    200: {
      // Two pull requests at the same head: one with a seeded change, one opened at its head.
      setup: (emulator) => {
        const { number } = pullRequest(emulator)
        const { headSha } = emulator.github.seedPullChange({ number, files: seededFiles })
        emulator.github.seedPullAt({ number: pullRequest(emulator).number, headSha })
        return { commit_sha: headSha }
      },
      query: { per_page: '100', page: '1' },
    },
  },
}

interface Answer {
  status: number
  body: unknown
}

/** The route's path with its parameters filled in. */
function pathOf(route: GitHubRoute, params: Record<string, string | number>): string {
  // A `:path+` parameter is sent encoded whole (slashes as %2F), as Octokit sends it.
  return route.path.replace(/:(\w+)\+?/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? DEFAULT_PARAMS[name])),
  )
}

async function send(
  emulator: Emulator,
  route: GitHubRoute,
  exchange: Exchange,
  token: string | null,
): Promise<Answer & { params: Record<string, string> }> {
  const params = Object.fromEntries(
    Object.entries({ ...DEFAULT_PARAMS, ...exchange.setup?.(emulator) }).map(([k, v]) => [
      k,
      String(v),
    ]),
  )
  const query = new URLSearchParams(exchange.query)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token !== null) headers.authorization = `token ${token}`
  const response = await fetch(`${emulator.url}${pathOf(route, params)}?${query.toString()}`, {
    method: route.method,
    headers,
    body: exchange.body === undefined ? undefined : JSON.stringify(exchange.body),
    // A 302 is the answer to check (a job's log), not what its Location serves.
    redirect: 'manual',
  })
  const text = await response.text()
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text), params }
}

/** The case's name, how its status is brought about, the route, the status, the request, the token. */
type Case = [string, string, GitHubRoute, number, Exchange, string | null]

/** Every route × every status it can answer, and how each is brought about. */
function cases(): Case[] {
  return GITHUB_ROUTES.flatMap((route) => {
    const own = EXCHANGES[route.op] ?? {}
    // Authorization answers before the handler: any request of the route will do.
    const any = Object.values(own)[0] ?? {}
    return routeStatuses(route).map((status): Case => {
      const name = `${route.op} HTTP ${status}`
      if (status === 401) return [name, 'without a token', route, status, any, null]
      if (status === 403 && !(403 in own)) {
        return [name, 'a token that may only read', route, status, any, READ]
      }
      if (status === 404 && !(404 in own)) {
        // GitHub answers Not Found to a token that cannot see the repository, on every one of
        // its routes; the description lists it for some operations only.
        const listed = gitHubDescription().operation(route)?.responses['404'] !== undefined
        const reach = listed
          ? any
          : { ...any, undocumentedStatus: 'a token that cannot see the repository gets 404' }
        return [name, 'a token that does not reach the repository', route, status, reach, ELSEWHERE]
      }
      const exchange = own[status] ?? {}
      return [name, 'from its handler', route, status, exchange, exchange.token ?? WRITE]
    })
  })
}

describe("the emulator's GitHub routes are GitHub's, as its OpenAPI description has them", () => {
  const description = gitHubDescription()
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({
      githubTokens: {
        [WRITE]: 'write',
        [READ]: 'read',
        [PERSON]: 'write',
        [ELSEWHERE]: { access: 'write', repositories: ['acme/elsewhere'] },
      },
      people: { [PERSON]: 'octocat' },
    })
  })
  beforeEach(() => emulator.reset())
  afterAll(() => emulator.close())

  test.each(GITHUB_ROUTES.map((route) => [route.method, route.path, route] as const))(
    '%s %s is an operation of the description',
    (_method, _path, route) => {
      expect(description.operation(route)).toMatchObject({ operationId: expect.any(String) })
    },
  )

  test.each(cases())('%s (%s)', async (name, _how, route, status, exchange, token) => {
    // A status the handler answers needs a request here that brings it about.
    const known = (token !== WRITE && token !== PERSON) || status in (EXCHANGES[route.op] ?? {})
    expect({ name, known }).toEqual({ name, known: true })
    const answer = await send(emulator, route, exchange, token)
    const request = description.requestProblems(route, {
      params: answer.params,
      query: new URLSearchParams(exchange.query),
      body: exchange.body,
    })
    const undocumented =
      exchange.undocumentedStatus === undefined
        ? []
        : [
            `HTTP ${status} is not an answer the description gives to ${description.operation(route)?.operationId ?? ''}`,
          ]
    expect({
      status: answer.status,
      answer: description.answerProblems(route, answer.status, answer.body),
      requestBreaksDescription: request.length > 0,
    }).toEqual({
      status,
      answer: undocumented,
      requestBreaksDescription: exchange.offDescription === true,
    })
  })

  test.each(GITHUB_ROUTES.map((route) => [route.op, route] as const))(
    '%s: a secondary rate limit is answered as GitHub answers it',
    async (op, route) => {
      emulator.faults.add({ op, kind: 'secondary-rate-limit' })
      const answer = await send(emulator, route, Object.values(EXCHANGES[op] ?? {})[0] ?? {}, WRITE)
      expect(answer.status).toBe(403)
      expect(description.answerProblems(route, answer.status, answer.body)).toEqual([])
    },
  )
})

describe('the check itself finds what breaks the description', () => {
  const description = gitHubDescription()
  const route = (op: string): GitHubRoute => {
    const found = GITHUB_ROUTES.find((r) => r.op === op)
    if (found === undefined) throw new Error(`no route ${op}`)
    return found
  }
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({})
  })
  afterAll(() => emulator.close())

  /** A conforming answer of `op`, to break one field of. */
  async function conforming(op: string, status: number): Promise<Record<string, unknown>> {
    emulator.reset()
    const answer = await send(emulator, route(op), EXCHANGES[op]?.[status] ?? {}, WRITE)
    expect(description.answerProblems(route(op), status, answer.body)).toEqual([])
    return answer.body as Record<string, unknown>
  }

  test('a comment without its node_id, or a reaction whose user has no id', async () => {
    const created = await conforming('github.create-comment', 201)
    delete created.node_id
    expect(description.answerProblems(route('github.create-comment'), 201, created)).toEqual([
      "answer must have required property 'node_id'",
    ])
    const reaction = await conforming('github.react-issue', 201)
    delete (reaction.user as Record<string, unknown>).id
    expect(description.answerProblems(route('github.react-issue'), 201, reaction)).toEqual([
      "answer/user must have required property 'id'",
    ])
  })

  test('a listed issue whose label is a number, and an error whose message is not text', async () => {
    emulator.reset()
    emulator.github.addIssue(REPO, { title: 'Docs gaps', labels: ['docs-gaps'] })
    const listed = await send(emulator, route('github.list-issues'), {}, WRITE)
    const issues = listed.body as { labels: unknown[] }[]
    issues[0]?.labels.splice(0, 1, 7)
    expect(description.answerProblems(route('github.list-issues'), 200, issues)).toContain(
      'answer/0/labels/0 must be string',
    )
    expect(description.answerProblems(route('github.update-issue'), 404, { message: 404 })).toEqual(
      ['answer/message must be string'],
    )
  })

  test('a status the description does not give, a body where none goes, a route it lacks', () => {
    expect(description.answerProblems(route('github.update-issue'), 418, {})).toEqual([
      'HTTP 418 is not an answer the description gives to issues/update',
    ])
    expect(description.answerProblems(route('github.unreact-issue'), 204, {})).toEqual([
      'HTTP 204 has no body, but one came',
    ])
    const invented: GitHubRoute = {
      method: 'GET',
      path: '/repos/:owner/:repo/docs-agent/:number',
      op: 'github.invented',
      statuses: [200],
    }
    expect(description.operation(invented)).toBeUndefined()
    expect(description.answerProblems(invented, 200, {})).toEqual([
      "GET /repos/:owner/:repo/docs-agent/:number is not in GitHub's description",
    ])
  })

  test('a request with a parameter it does not know, a number that is not one, no body', () => {
    const params = { owner: 'acme', repo: 'docs', number: 'first' }
    expect(
      description.requestProblems(route('github.create-comment'), {
        params,
        query: new URLSearchParams({ page: '1' }),
        body: undefined,
      }),
    ).toEqual([
      'issue_number must be integer',
      'query page is not a parameter of the operation',
      'body is required',
    ])
    expect(
      description.requestProblems(route('github.list-issues'), {
        params,
        query: new URLSearchParams({ per_page: 'all' }),
        body: undefined,
      }),
    ).toEqual(['per_page must be integer'])
  })
})
