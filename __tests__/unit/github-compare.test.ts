import { describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { ApiError } from '../../src/shared/http/errors.js'
import { github, interceptGitHub, setup } from './fixtures/github.js'

interceptGitHub()

// What pushed commits change (a `synchronize` event's `before` and `after`), as the client reads
// GitHub's comparison of the two.

const BEFORE = 'a'.repeat(40)
const AFTER = 'b'.repeat(40)
const COMPARE = `/api/v3/repos/acme/docs/compare/${BEFORE}...${AFTER}`
const NEXT = { link: '<http://github.example.test/api/v3/x?page=2>; rel="next"' }

const file = (filename: string, patch?: string, status = 'modified') => ({
  sha: 'bbcd538c8e72b8c175046e27cc8f907076331401',
  filename,
  status,
  additions: 2,
  deletions: 1,
  changes: 3,
  ...(patch === undefined ? {} : { patch }),
})
const comparison = (files: unknown[], more: object = {}) => ({
  status: 'ahead',
  ahead_by: 3,
  behind_by: 0,
  total_commits: 3,
  commits: [{ sha: 'c'.repeat(40) }],
  files,
  ...more,
})
/** GitHub's first page, asked with one commit on it. */
const compare = () => github().get(COMPARE).query({ per_page: 1, page: 1 })

describe('comparing the commits of a push', () => {
  test('every changed file with its counts and patch, the commits counted, nothing cut', async () => {
    const { client } = setup()
    compare().reply(
      200,
      comparison([
        file('src/cli.ts', '@@ -1 +1,2 @@\n-a\n+b\n+c'),
        file('docs/logo.png', undefined, 'added'),
        file('docs/old.md', '@@ -1 +0,0 @@\n-gone', 'removed'),
      ]),
    )
    await expect(client.compareCommits(BEFORE, AFTER, { bytes: 10_000 })).resolves.toEqual({
      kind: 'compared',
      status: 'ahead',
      commits: 3,
      behindBy: 0,
      files: [
        {
          filename: 'src/cli.ts',
          status: 'modified',
          additions: 2,
          deletions: 1,
          patch: '@@ -1 +1,2 @@\n-a\n+b\n+c',
          patchLeftOut: undefined,
        },
        // A binary file: GitHub gives no patch, and the file is named all the same.
        {
          filename: 'docs/logo.png',
          status: 'added',
          additions: 2,
          deletions: 1,
          patch: undefined,
          patchLeftOut: 'github',
        },
        {
          filename: 'docs/old.md',
          status: 'removed',
          additions: 2,
          deletions: 1,
          patch: '@@ -1 +0,0 @@\n-gone',
          patchLeftOut: undefined,
        },
      ],
      cut: false,
      filesCapped: false,
    })
  })

  test('patches over the byte budget are left out, files kept; a later smaller one still fits', async () => {
    const { client } = setup()
    const big = `@@ -1 +1 @@\n+${'x'.repeat(60)}`
    // 18 bytes of the first patch leave 22: this one's 19 characters would fit, its 25 bytes
    // ('é' is two in UTF-8) do not.
    const accented = `@@ -1 +1 @@\n+${'é'.repeat(6)}`
    compare().reply(
      200,
      comparison([
        file('a.md', '@@ -1 +1 @@\n+first'),
        file('big.md', big),
        file('accented.md', accented),
        file('small.md', '@@ -1 +1 @@\n+s'),
      ]),
    )
    const compared = await client.compareCommits(BEFORE, AFTER, { bytes: 40 })
    expect(compared).toMatchObject({ kind: 'compared', cut: true })
    const files = compared.kind === 'compared' ? compared.files : []
    expect(files.map((f) => [f.filename, f.patchLeftOut])).toEqual([
      ['a.md', undefined],
      ['big.md', 'budget'],
      ['accented.md', 'budget'],
      ['small.md', undefined],
    ])
    expect(files.find((f) => f.filename === 'big.md')?.patch).toBeUndefined()
    const kept = files.flatMap((f) => (f.patch === undefined ? [] : [f.patch]))
    expect(Buffer.byteLength(kept.join(''))).toBeLessThanOrEqual(40)
  })

  test('a budget of nothing keeps no patch; a budget that is not a number of bytes sends nothing', async () => {
    const { client } = setup()
    compare().reply(200, comparison([file('a.md', '@@ -1 +1 @@\n+a')]))
    await expect(client.compareCommits(BEFORE, AFTER, { bytes: 0 })).resolves.toMatchObject({
      cut: true,
      files: [{ filename: 'a.md', patch: undefined, patchLeftOut: 'budget' }],
    })
    await expect(client.compareCommits(BEFORE, AFTER, { bytes: -1 })).rejects.toThrow(
      "A comparison's patch budget must be a whole number of bytes: -1.",
    )
    await expect(client.compareCommits(BEFORE, AFTER, { bytes: 1.5 })).rejects.toThrow(/1\.5/)
  })

  test('a force-push whose old head GitHub still has: diverged, with the commits it dropped', async () => {
    const { client } = setup()
    compare().reply(
      200,
      comparison([file('src/cli.ts', '@@ -1 +1 @@\n+b')], {
        status: 'diverged',
        ahead_by: 1,
        behind_by: 2,
        total_commits: 1,
      }),
    )
    await expect(client.compareCommits(BEFORE, AFTER, { bytes: 100 })).resolves.toMatchObject({
      status: 'diverged',
      commits: 1,
      behindBy: 2,
    })
  })

  test('300 files, GitHub’s most, may not be all; its next page holds commits only and is not read', async () => {
    const { client } = setup()
    const many = Array.from({ length: 300 }, (_, i) => file(`docs/page-${i}.md`, '@@ -1 +1 @@'))
    compare().reply(200, comparison(many, { total_commits: 400 }), NEXT)
    const compared = await client.compareCommits(BEFORE, AFTER, { bytes: 1_000_000 })
    expect(compared).toMatchObject({ kind: 'compared', commits: 400, filesCapped: true })
    expect(compared.kind === 'compared' ? compared.files : []).toHaveLength(300)
    expect(nock.pendingMocks()).toEqual([])
  })

  test('read forgivingly: an entry without a name is skipped, missing counts are 0', async () => {
    const { client } = setup()
    compare().reply(200, { status: 'ahead', files: [null, { status: 'added' }, { filename: 'a' }] })
    await expect(client.compareCommits(BEFORE, AFTER, { bytes: 10 })).resolves.toEqual({
      kind: 'compared',
      status: 'ahead',
      commits: 0,
      behindBy: 0,
      files: [
        {
          filename: 'a',
          status: 'modified',
          additions: 0,
          deletions: 0,
          patch: undefined,
          patchLeftOut: 'github',
        },
      ],
      cut: false,
      filesCapped: false,
    })
  })
})

describe('when GitHub has no comparison, or fails', () => {
  test('an unreachable `before` (404) is a result of its own, not an error, and is asked once', async () => {
    const { client, sleeps } = setup()
    compare().reply(404, {
      message: `No common ancestor between ${BEFORE} and ${AFTER}.`,
      documentation_url: 'https://docs.github.com/rest/commits/commits#compare-two-commits',
      status: '404',
    })
    await expect(client.compareCommits(BEFORE, AFTER, { bytes: 100 })).resolves.toEqual({
      kind: 'not-found',
      message: `Comparing aaaaaaa...bbbbbbb failed with HTTP 404: aaaaaaa or bbbbbbb is not a commit of acme/docs, or they share no history. GitHub said: No common ancestor between ${BEFORE} and ${AFTER}.`,
    })
    expect(sleeps).toEqual([])
  })

  test('a server error is retried, as for any read, and then the comparison lands', async () => {
    const { client, sleeps, retries } = setup(10 * 60_000)
    compare().reply(502, 'Bad gateway')
    compare().reply(200, comparison([]))
    await expect(client.compareCommits(BEFORE, AFTER, { bytes: 100 })).resolves.toMatchObject({
      kind: 'compared',
      commits: 3,
    })
    expect(sleeps).toEqual([1000])
    expect(retries).toEqual(['Comparing aaaaaaa...bbbbbbb: HTTP 502; retrying in 1 s.'])
  })

  test('a token without contents: read is an error that names the permission', async () => {
    const { client } = setup()
    compare().reply(403, { message: 'Resource not accessible by integration' })
    const error = await client
      .compareCommits(BEFORE, AFTER, { bytes: 100 })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toContain('`permissions: { contents: read }`')
  })
})

// Issue #52: the change check reads a change at the exact ends its verdict names.
describe('a change read at its exact ends, as the change check reads it', () => {
  test('every file with its whole patch and a rename’s path at base; complete under 300 files', async () => {
    const { client } = setup()
    const big = '+x\n'.repeat(40_000)
    compare().reply(
      200,
      comparison([
        file('guides/a.mdx', big),
        { ...file('guides/new.mdx', undefined, 'renamed'), previous_filename: 'guides/old.mdx' },
      ]),
    )
    await expect(client.changeAtEnds(BEFORE, AFTER)).resolves.toEqual({
      kind: 'compared',
      files: [
        { path: 'guides/a.mdx', status: 'modified', previousPath: undefined, patch: big },
        {
          path: 'guides/new.mdx',
          status: 'renamed',
          previousPath: 'guides/old.mdx',
          patch: undefined,
        },
      ],
      complete: true,
    })
  })

  test('300 files listed: GitHub names no more, so the change is not complete', async () => {
    const { client } = setup()
    compare().reply(200, comparison(Array.from({ length: 300 }, (_, i) => file(`p${i}.mdx`))))
    await expect(client.changeAtEnds(BEFORE, AFTER)).resolves.toMatchObject({ complete: false })
  })

  test('an unknown commit: not-found, with the message', async () => {
    const { client } = setup()
    compare().reply(404, { message: 'Not Found' })
    await expect(client.changeAtEnds(BEFORE, AFTER)).resolves.toMatchObject({
      kind: 'not-found',
      message: expect.stringContaining(`Comparing aaaaaaa...bbbbbbb`),
    })
  })
})

describe("a commit's pull requests", () => {
  const PULLS = `/api/v3/repos/acme/docs/commits/${AFTER}/pulls`
  const pull = (number: number, login: string | null, state = 'open') => ({
    number,
    state,
    user: login === null ? null : { login },
    head: { sha: AFTER.toUpperCase() },
    base: { sha: BEFORE },
  })

  test('every page, each pull request with its author, ends and state; one without a number is left out', async () => {
    const { client } = setup()
    github()
      .get(PULLS)
      .query({ per_page: 100, page: 1 })
      .reply(200, [pull(3, 'mintlify[bot]'), { state: 'open' }], NEXT)
    github()
      .get(PULLS)
      .query({ per_page: 100, page: 2 })
      .reply(200, [pull(9, null, 'closed')])
    await expect(client.commitPulls(AFTER)).resolves.toEqual({
      pulls: [
        { number: 3, author: 'mintlify[bot]', headSha: AFTER, baseSha: BEFORE, state: 'open' },
        { number: 9, author: '', headSha: AFTER, baseSha: BEFORE, state: 'closed' },
      ],
      complete: true,
    })
  })

  test('a refusal names the permissions the read needs', async () => {
    const { client } = setup()
    github()
      .get(PULLS)
      .query({ per_page: 100, page: 1 })
      .reply(403, { message: 'Resource not accessible by integration' })
    await expect(client.commitPulls(AFTER)).rejects.toThrow(
      /Listing the pull requests of commit bbbbbbb.*pull-requests: read/s,
    )
  })
})
