import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import type { GitHubClient } from '../../src/shared/github/github-client.ts'
import { writeStatus } from '../../src/shared/statuses/status-write.ts'
import { inStep } from '../unit/step.ts'
import { emulatedGitHub } from './emulated-github.ts'
import type { ApiError } from '../../src/shared/http/errors.ts'
import { ask } from './answers.ts'

// What pushed commits change and the statuses set on a commit (the groundwork of docs that
// follow an open pull request, issue #32), the client against the emulator, every exchange held
// to GitHub's description.

const REPO = 'acme/docs'
const binary = { filename: 'docs/logo.png', status: 'added', additions: 0, deletions: 0 }

describe('comparing pushed commits, as the client reads them from the emulator', () => {
  let emulator: Emulator
  let client: GitHubClient
  beforeAll(async () => {
    emulator = await startEmulator({ validateGitHub: true })
    client = emulatedGitHub(emulator)
  })
  beforeEach(() => emulator.reset())
  afterAll(() => emulator.close())

  /** The pull request's branch: a first commit, then a push of two more; their SHAs. */
  function push() {
    const [first] = emulator.github.commits.seed({ commits: [{ files: ['docs/cli.md'] }] })
    const pushed = emulator.github.commits.seed({
      parent: first?.sha,
      commits: [{ files: ['src/cli.ts'] }, { files: ['src/cli.ts', binary] }],
    })
    return { before: first?.sha ?? '', after: pushed.at(-1)?.sha ?? '' }
  }

  test('a push: the files its commits change, one patch a file, the binary one named without', async () => {
    const { before, after } = push()
    const compared = await client.compareCommits(before, after, { bytes: 10_000 })
    expect(compared).toEqual({
      kind: 'compared',
      status: 'ahead',
      commits: 2,
      behindBy: 0,
      files: [
        {
          filename: 'src/cli.ts',
          status: 'modified',
          additions: 2,
          deletions: 2,
          patch:
            '@@ -1 +1 @@\n-old src/cli.ts\n+new src/cli.ts\n@@ -1 +1 @@\n-old src/cli.ts\n+new src/cli.ts',
          patchLeftOut: undefined,
        },
        {
          filename: 'docs/logo.png',
          status: 'added',
          additions: 0,
          deletions: 0,
          patch: undefined,
          patchLeftOut: 'github',
        },
      ],
      cut: false,
      filesCapped: false,
    })
    // One request, with one commit on its page: the commits are counted, not read.
    expect(emulator.requestsTo('github.compare').map((r) => r.query)).toEqual([
      { per_page: '1', page: '1' },
    ])
    await expect(client.compareCommits(before, after, { bytes: 20 })).resolves.toMatchObject({
      cut: true,
      files: [{ patchLeftOut: 'budget' }, { patchLeftOut: 'github' }],
    })
    expect(emulator.githubViolations).toEqual([])
  })

  test('a force-push: diverged, the dropped commits counted, the files since the common ancestor', async () => {
    // The branch's old head, two commits past the first, which the force-push goes back to.
    const { after: before } = push()
    const [first] = emulator.github.commits.commits
    const rewritten = emulator.github.commits.seed({
      parent: first?.sha,
      commits: [{ files: ['src/api.ts'] }],
    })
    const after = rewritten[0]?.sha ?? ''
    await expect(client.compareCommits(before, after, { bytes: 10_000 })).resolves.toMatchObject({
      status: 'diverged',
      commits: 1,
      behindBy: 2,
      files: [{ filename: 'src/api.ts' }],
    })
    expect(emulator.githubViolations).toEqual([])
  })

  test('an unreachable `before`, or two commits without history in common: `not-found`, asked once', async () => {
    const { after } = push()
    await expect(client.compareCommits('0'.repeat(40), after, { bytes: 100 })).resolves.toEqual({
      kind: 'not-found',
      message: expect.stringMatching(
        /^Comparing 0000000\.\.\.\w{7} failed with HTTP 404: .* GitHub said: Not Found\.$/,
      ),
    })
    const [orphan] = emulator.github.commits.seed({ commits: [{ message: 'An orphan branch' }] })
    const unrelated = await client.compareCommits(orphan?.sha ?? '', after, { bytes: 100 })
    expect(unrelated.kind === 'not-found' ? unrelated.message : '').toContain(
      `GitHub said: No common ancestor between ${orphan?.sha} and ${after}.`,
    )
    expect(emulator.requestsTo('github.compare')).toHaveLength(2)
    expect(emulator.githubViolations).toEqual([])
  })

  test('who wrote each commit: pages of 100, an author GitHub links to no account named by none', async () => {
    const [root] = emulator.github.commits.seed({ commits: [{}] })
    const authors = Array.from({ length: 120 }, (_, i) =>
      i % 3 === 0 ? null : i % 3 === 1 ? 'writer' : 'dependabot[bot]',
    )
    const line = emulator.github.commits.seed({
      parent: root?.sha,
      commits: authors.map((author) => ({ files: ['src/cli.ts'], author })),
    })
    const compared = await client.compareCommits(
      root?.sha ?? '',
      line.at(-1)?.sha ?? '',
      { bytes: 0 },
      { authors: true },
    )
    expect(compared).toMatchObject({ kind: 'compared', commits: 120 })
    if (compared.kind !== 'compared') throw new Error('not compared')
    expect(compared.authors?.complete).toBe(true)
    expect(compared.authors?.commits.map((c) => c.author)).toEqual(authors.map((a) => a ?? ''))
    expect(compared.authors?.commits.map((c) => c.sha)).toEqual(line.map((c) => c.sha))
    expect(emulator.requestsTo('github.compare').map((r) => r.query)).toEqual([
      { per_page: '100', page: '1' },
      { per_page: '100', page: '2' },
    ])
    expect(emulator.githubViolations).toEqual([])
  })

  test('past 300 changed files GitHub names 300, and the client says more may have changed', async () => {
    const [first] = emulator.github.commits.seed({ commits: [{}] })
    const files = Array.from({ length: 320 }, (_, i) => `docs/page-${i}.md`)
    const [after] = emulator.github.commits.seed({ parent: first?.sha, commits: [{ files }] })
    const compared = await client.compareCommits(first?.sha ?? '', after?.sha ?? '', {
      bytes: 1_000_000,
    })
    expect(compared).toMatchObject({ kind: 'compared', filesCapped: true })
    expect(compared.kind === 'compared' ? compared.files.length : 0).toBe(300)
    expect(emulator.githubViolations).toEqual([])
  })
})

describe("a pull request's head, as a comment's approval is held to it", () => {
  let emulator: Emulator
  let client: GitHubClient
  beforeAll(async () => {
    emulator = await startEmulator({ validateGitHub: true })
    client = emulatedGitHub(emulator)
  })
  afterAll(() => emulator.close())

  test("a fork's head: its commits, its repository and that repository's last push, as GitHub describes them", async () => {
    const pull = emulator.github.addIssue(REPO, {
      title: 'Add --fast',
      pullRequest: true,
      user: { login: 'mallory', type: 'User' },
    })
    const opened = await client.pullRequestHead(pull.number)
    // Never pushed through the emulator: the head's repository was last pushed when it opened.
    expect(opened.headRepository).toBe(REPO)
    expect(Date.parse(opened.pushedAt)).toBeLessThanOrEqual(Date.now())
    const [head, base] = ['b'.repeat(40), 'a'.repeat(40)]
    emulator.github.pullHeads.push(REPO, pull.number, {
      sha: head,
      baseSha: base,
      repository: 'mallory/docs',
      at: '2026-06-01T12:00:00Z',
    })
    await expect(client.pullRequestHead(pull.number)).resolves.toMatchObject({
      headSha: head,
      baseSha: base,
      headRepository: 'mallory/docs',
      pushedAt: '2026-06-01T12:00:00Z',
    })
    expect(emulator.githubViolations).toEqual([])
  })
})

describe("a commit's statuses, set and read back through the emulator", () => {
  let emulator: Emulator
  let client: GitHubClient
  let sha: string
  const wanted = {
    state: 'pending' as const,
    context: 'docs-agent',
    description: 'Updating the docs for this change',
    targetUrl: 'https://github.com/acme/docs/actions/runs/5',
  }
  beforeAll(async () => {
    emulator = await startEmulator({ validateGitHub: true })
    client = emulatedGitHub(emulator, emulator.url)
  })
  beforeEach(() => {
    emulator.reset()
    sha = emulator.github.commits.seed({ commits: [{ files: ['src/cli.ts'] }] })[0]?.sha ?? ''
  })
  afterAll(() => emulator.close())

  test('a status set is on the commit, as the emulator keeps it and as the client reads it back', async () => {
    const created = await client.createCommitStatus(sha, wanted)
    expect(emulator.github.commits.statusesOf(REPO, sha)).toMatchObject([
      {
        id: created.id,
        state: 'pending',
        context: 'docs-agent',
        description: 'Updating the docs for this change',
        targetUrl: 'https://github.com/acme/docs/actions/runs/5',
      },
    ])
    await client.createCommitStatus(sha, {
      ...wanted,
      state: 'success',
      description: 'x'.repeat(300),
    })
    const read = await client.commitStatuses(sha, 'DOCS-AGENT', 10)
    expect(read.map((s) => [s.state, [...s.description].length])).toEqual([
      ['success', 140],
      ['pending', 33],
    ])
    expect(emulator.githubViolations).toEqual([])
  })

  test('a status the answer of which is lost was set: the one writer looks, finds it, and writes no second one', async () => {
    emulator.faults.add({ op: 'github.create-status', kind: 'status-after', status: 502 })
    const error = (await client
      .createCommitStatus(sha, wanted)
      .catch((e: unknown) => e)) as ApiError
    expect(error.mayHaveActed).toBe(true)
    expect(emulator.requestsTo('github.create-status')).toHaveLength(1)
    await inStep({}, async () => {
      const written = await writeStatus(client, sha, { ...wanted, kind: 'standing' })
      expect(written.ruling).toBe('same')
    })
    expect(emulator.requestsTo('github.create-status')).toHaveLength(1)
    expect(emulator.github.commits.statuses).toHaveLength(1)
    expect(emulator.githubViolations).toEqual([])
  })

  test('GitHub’s refusals: an unknown commit, a description over 140 characters', async () => {
    await expect(client.createCommitStatus('f'.repeat(40), wanted)).rejects.toThrow(
      `GitHub said: No commit found for SHA: ${'f'.repeat(40)}.`,
    )
    const tooLong = await ask(emulator, 'POST', `/repos/${REPO}/statuses/${sha}`, {
      body: { state: 'failure', context: 'docs-agent', description: 'é'.repeat(141) },
    })
    expect(tooLong.status).toBe(422)
    expect(tooLong.body).toMatchObject({
      errors: [
        { field: 'description', message: 'description is too long (maximum is 140 characters)' },
      ],
    })
    expect(emulator.github.commits.statuses).toEqual([])
    expect(emulator.githubViolations).toEqual([])
  })
})

describe('the control routes that seed commits and list statuses', () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({})
  })
  afterAll(() => emulator.close())

  test('POST /_emulator/github/commits makes commits GitHub routes then compare; GET .../statuses lists what was set', async () => {
    const post = (body: unknown) =>
      fetch(`${emulator.url}/_emulator/github/commits`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    const seeded = await post({
      repository: REPO,
      commits: [{ message: 'First' }, { files: ['a.md'] }],
    })
    expect(seeded.status).toBe(201)
    const [first, second] = (await seeded.json()) as { sha: string; parent?: string }[]
    expect(second?.parent).toBe(first?.sha)
    const compared = await ask(
      emulator,
      'GET',
      `/repos/${REPO}/compare/${first?.sha}...${second?.sha}`,
    )
    expect(compared.body).toMatchObject({
      status: 'ahead',
      total_commits: 1,
      files: [{ filename: 'a.md' }],
    })
    await ask(emulator, 'POST', `/repos/${REPO}/statuses/${second?.sha}`, {
      body: { state: 'success', context: 'docs-agent' },
    })
    const statuses = await fetch(`${emulator.url}/_emulator/github/statuses`)
    expect(await statuses.json()).toMatchObject([
      { sha: second?.sha, state: 'success', context: 'docs-agent', description: null },
    ])
    expect((await post({ repository: REPO })).status).toBe(400)
    expect((await post({ parent: 'f'.repeat(40), commits: [{}] })).status).toBe(400)
  })

  test("a comparison's commits are paged as GitHub pages them, its files on the first page only", async () => {
    emulator.reset()
    const [root] = emulator.github.commits.seed({ commits: [{}] })
    const line = emulator.github.commits.seed({
      parent: root?.sha,
      commits: Array.from({ length: 260 }, (_, i) => ({ message: `Commit ${i}`, files: ['a.md'] })),
    })
    const path = `/repos/${REPO}/compare/${root?.sha}...${line.at(-1)?.sha}`
    const unpaged = (await ask(emulator, 'GET', path)).body as {
      commits: { sha: string }[]
      files: unknown[]
    }
    // Without paging, the newest 250, the last being the head.
    expect(unpaged.commits).toHaveLength(250)
    expect(unpaged.commits.at(-1)?.sha).toBe(line.at(-1)?.sha)
    expect(unpaged.files).toHaveLength(1)
    const second = await fetch(`${emulator.url}${path}?per_page=100&page=2`, {
      headers: { authorization: 'token t' },
    })
    expect(second.headers.get('link')).toMatch(/page=3>; rel="next"/)
    const body = (await second.json()) as { commits: { sha: string }[]; files?: unknown }
    expect(body.commits[0]?.sha).toBe(line[100]?.sha)
    expect(body).not.toHaveProperty('files')
  })
})

// Issue #52: what a commit is, and a change read at the ends a verdict names, held to GitHub's
// description through the emulator.
describe("a commit's pull requests, and a change at exact ends, as the client reads them", () => {
  let emulator: Emulator
  let client: GitHubClient
  beforeAll(async () => {
    emulator = await startEmulator({ validateGitHub: true })
    client = emulatedGitHub(emulator)
  })
  beforeEach(() => emulator.reset())
  afterAll(() => emulator.close())

  const page = (text: string) => `---\ntitle: Page\n---\n\n${text}\n`

  test("a head the agent's pull request had before its latest push is still its commit; a closed pull request is not listed", async () => {
    const agent = emulator.github.addIssue(REPO, {
      title: 'Docs',
      pullRequest: true,
      user: { login: 'mintlify[bot]', type: 'Bot' },
    }).number
    const first = emulator.github.seedPullChange({
      number: agent,
      files: [{ path: 'a.mdx', base: page('A'), head: page('B') }],
    })
    const second = emulator.github.seedPullChange({
      number: agent,
      files: [{ path: 'a.mdx', base: page('A'), head: page('C') }],
    })
    const fork = emulator.github.addIssue(REPO, { title: 'Mine', pullRequest: true }).number
    emulator.github.seedPullAt({ number: fork, headSha: first.headSha })
    const closed = emulator.github.addIssue(REPO, {
      title: 'Gone',
      pullRequest: true,
      state: 'closed',
    })
    emulator.github.seedPullAt({ number: closed.number, headSha: first.headSha })
    await expect(client.commitPulls(first.headSha)).resolves.toEqual({
      pulls: [
        {
          number: agent,
          author: 'mintlify[bot]',
          headSha: second.headSha,
          baseSha: first.baseSha,
          state: 'open',
        },
        {
          number: fork,
          author: 'octocat',
          headSha: first.headSha,
          baseSha: first.baseSha,
          state: 'open',
        },
      ],
      complete: true,
    })
    await expect(client.commitPulls(first.baseSha)).resolves.toEqual({ pulls: [], complete: true })
    expect(emulator.githubViolations).toEqual([])
  })

  test("a seeded change read at its ends: the pull request's files, renames with their path at base", async () => {
    const number = emulator.github.addIssue(REPO, { title: 'Docs', pullRequest: true }).number
    const ends = emulator.github.seedPullChange({
      number,
      files: [
        { path: 'a.mdx', base: page('A'), head: page('B') },
        { path: 'new.mdx', previousPath: 'old.mdx', head: page('Moved') },
      ],
    })
    const change = await client.changeAtEnds(ends.baseSha, ends.headSha)
    const listed = await client.pullRequestChange(number)
    expect(change).toEqual({ kind: 'compared', files: listed.files, complete: true })
    expect(change.kind === 'compared' && change.files[1]?.previousPath).toBe('old.mdx')
    expect(emulator.githubViolations).toEqual([])
  })
})
