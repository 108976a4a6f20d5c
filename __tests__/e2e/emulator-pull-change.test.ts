import { describe, expect, test } from '@jest/globals'
import { GITHUB_ROUTES } from '../../emulator/github-routes.ts'
import { gitHubDescription } from '../../emulator/github-description.ts'
import { PullChanges } from '../../emulator/pull-changes.ts'
import type { PullChangeFile } from '../../emulator/pull-change-files.ts'
import { withEmulator, type Emulator } from '../../emulator/server.ts'

// The emulator's GitHub serving a pull request's change as seeded by `seedPullChange`: the files
// with the patches GitHub would show, paged as GitHub pages them, the pull request's head and
// base, and each file's contents at either, all held to GitHub's OpenAPI description.

const it = test.concurrent
const REPO = 'acme/docs'
const validating = { validateGitHub: true }

/** A GET of the emulator's GitHub: the status, the `link` header and the parsed body. */
async function get(
  emulator: Emulator,
  path: string,
): Promise<{ status: number; link: string | null; body: any }> {
  const url = path.startsWith('http') ? path : `${emulator.url}${path}`
  const response = await fetch(url, { headers: { authorization: 'token t' } })
  return {
    status: response.status,
    link: response.headers.get('link'),
    body: await response.json(),
  }
}

/** The links of a `link` header by their rel. */
function links(header: string | null): Record<string, string> {
  const found = [...(header ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)]
  return Object.fromEntries(found.map(([, url = '', rel = '']) => [rel, url]))
}

/** The names of the files a page of the files list holds. */
const filenames = (body: unknown): string[] =>
  (body as { filename: string }[]).map((file) => file.filename)

/** The text a contents answer holds. */
const decoded = (body: { content: string }): string =>
  Buffer.from(body.content, 'base64').toString('utf8')

/** Twenty numbered lines of a page, the tenth then edited and a line added after it. */
const BASE = Array.from({ length: 20 }, (_, i) => `Line ${i + 1} of the guide.`).join('\n') + '\n'
const HEAD = BASE.replace('Line 10 of the guide.\n', 'Line 10, edited.\nA new line.\n')
const HEAD_PATCH = [
  '@@ -7,7 +7,8 @@ Line 6 of the guide.',
  ' Line 7 of the guide.',
  ' Line 8 of the guide.',
  ' Line 9 of the guide.',
  '-Line 10 of the guide.',
  '+Line 10, edited.',
  '+A new line.',
  ' Line 11 of the guide.',
  ' Line 12 of the guide.',
  ' Line 13 of the guide.',
].join('\n')

describe('a seeded pull request change', () => {
  it('lists a modified file with the patch GitHub shows, and the pull request names its commits', async () => {
    await withEmulator(validating, async (emulator) => {
      const { number } = emulator.github.addIssue(REPO, { title: 'Guide', pullRequest: true })
      const seeded = emulator.github.seedPullChange({
        number,
        files: [{ path: 'docs/guide.md', base: BASE, head: HEAD }],
      })
      expect(seeded.headSha).toMatch(/^[0-9a-f]{40}$/)
      expect(seeded.baseSha).toMatch(/^[0-9a-f]{40}$/)
      expect(seeded.headSha).not.toBe(seeded.baseSha)
      const files = await get(emulator, `/repos/${REPO}/pulls/${number}/files`)
      expect(files.status).toBe(200)
      expect(files.link).toBeNull()
      expect(files.body).toEqual([
        expect.objectContaining({
          filename: 'docs/guide.md',
          status: 'modified',
          additions: 2,
          deletions: 1,
          changes: 3,
          patch: HEAD_PATCH,
          contents_url: `https://api.github.com/repos/${REPO}/contents/docs/guide.md?ref=${seeded.headSha}`,
        }),
      ])
      const pull = await get(emulator, `/repos/${REPO}/pulls/${number}`)
      expect(pull.body).toMatchObject({
        head: { sha: seeded.headSha },
        base: { sha: seeded.baseSha, ref: 'main' },
        commits: 1,
        additions: 2,
        deletions: 1,
        changed_files: 1,
      })
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it('pages 150 files as GitHub does: 30 by default, at most 100, with next, last, prev and first', async () => {
    await withEmulator(validating, async (emulator) => {
      const paths = Array.from(
        { length: 150 },
        (_, i) => `docs/page-${String(i).padStart(3, '0')}.md`,
      )
      emulator.github.seedPullChange({
        number: 7,
        files: paths.map((path) => ({ path, head: `# ${path}\n` })),
      })
      const first = await get(emulator, `/repos/${REPO}/pulls/7/files`)
      expect(first.body).toHaveLength(30)
      expect(links(first.link)).toEqual({
        next: `${emulator.url}/repos/${REPO}/pulls/7/files?page=2`,
        last: `${emulator.url}/repos/${REPO}/pulls/7/files?page=5`,
      })
      const third = await get(emulator, `/repos/${REPO}/pulls/7/files?per_page=30&page=3`)
      expect(Object.keys(links(third.link))).toEqual(['prev', 'next', 'last', 'first'])
      expect(links(third.link).prev).toBe(
        `${emulator.url}/repos/${REPO}/pulls/7/files?per_page=30&page=2`,
      )
      // Following `next` from the first page of 100 (more is not given) reads every file once.
      const read: string[] = []
      let next: string | undefined = `/api/v3/repos/${REPO}/pulls/7/files?per_page=500`
      const pages: number[] = []
      while (next !== undefined) {
        const page = await get(emulator, next)
        pages.push(page.body.length)
        read.push(...filenames(page.body))
        next = links(page.link).next
        // A GitHub Enterprise Server's prefix stays in the links.
        if (next !== undefined) expect(next).toContain('/api/v3/repos/')
      }
      expect(pages).toEqual([100, 50])
      expect(read).toEqual(paths)
      const beyond = await get(emulator, `/repos/${REPO}/pulls/7/files?per_page=100&page=3`)
      expect(beyond.body).toEqual([])
      expect(emulator.githubViolations).toEqual([])
    })
  })

  // Issue #52: GitHub lists at most 3000 files of a pull request, and after them names no next
  // page, while the pull request's changed_files counts them all.
  it('lists at most 3000 files, with no next page after them, while changed_files counts every one', async () => {
    await withEmulator(validating, async (emulator) => {
      const files = Array.from({ length: 3001 }, (_, i) => ({
        path: `images/${String(i).padStart(4, '0')}.png`,
        head: 'PNG',
        binary: true,
      }))
      const { number } = emulator.github.addIssue(REPO, { title: 'Images', pullRequest: true })
      emulator.github.seedPullChange({ number, files })
      const last = await get(emulator, `/repos/${REPO}/pulls/${number}/files?per_page=100&page=30`)
      expect(last.body).toHaveLength(100)
      expect(filenames(last.body).at(-1)).toBe('images/2999.png')
      expect(links(last.link).next).toBeUndefined()
      const beyond = await get(
        emulator,
        `/repos/${REPO}/pulls/${number}/files?per_page=100&page=31`,
      )
      expect(beyond.body).toEqual([])
      const pull = await get(emulator, `/repos/${REPO}/pulls/${number}`)
      expect(pull.body.changed_files).toBe(3001)
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it('lists a rename with its previous_filename, a binary file without a patch, a removal', async () => {
    await withEmulator(validating, async (emulator) => {
      emulator.github.seedPullChange({
        number: 8,
        files: [
          {
            path: 'docs/setup.md',
            previousPath: 'setup.md',
            base: 'Set up.\n',
            head: 'Set it up.\n',
          },
          { path: 'docs/faq.md', previousPath: 'faq.md', head: 'FAQ\n' },
          { path: 'images/logo.png', base: 'PNG one', head: 'PNG two', binary: true },
          { path: 'old.md', base: 'Old\nText\n' },
        ],
      })
      const { body } = await get(emulator, `/repos/${REPO}/pulls/8/files`)
      expect(body).toMatchObject([
        {
          filename: 'docs/setup.md',
          previous_filename: 'setup.md',
          status: 'renamed',
          patch: '@@ -1 +1 @@\n-Set up.\n+Set it up.',
        },
        { filename: 'docs/faq.md', previous_filename: 'faq.md', status: 'renamed', changes: 0 },
        { filename: 'images/logo.png', status: 'modified', additions: 0, deletions: 0 },
        {
          filename: 'old.md',
          status: 'removed',
          deletions: 2,
          patch: '@@ -1,2 +0,0 @@\n-Old\n-Text',
        },
      ])
      expect(body[1]).not.toHaveProperty('patch')
      expect(body[2]).not.toHaveProperty('patch')
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it('answers each file at base and at head, and 404 where the file is not', async () => {
    await withEmulator(validating, async (emulator) => {
      const long = 'A long line of the page that wraps in base64. '.repeat(3)
      const big = 'x'.repeat(1024 * 1024 + 1)
      const { baseSha, headSha } = emulator.github.seedPullChange({
        number: 9,
        files: [
          { path: 'docs/guide.md', base: BASE, head: HEAD },
          { path: 'docs/new page.mdx', head: long },
          { path: 'docs/gone.md', base: 'Gone\n' },
          { path: 'docs/moved.md', previousPath: 'moved.md', head: 'Moved\n' },
          { path: 'docs/big.json', head: big },
        ],
      })
      const at = (path: string, ref: string) =>
        get(emulator, `/repos/${REPO}/contents/${path}?ref=${ref}`)
      const base = await at('docs/guide.md', baseSha)
      expect(decoded(base.body)).toBe(BASE)
      expect(base.body).toMatchObject({
        type: 'file',
        encoding: 'base64',
        name: 'guide.md',
        path: 'docs/guide.md',
        size: Buffer.byteLength(BASE),
        sha: expect.stringMatching(/^[0-9a-f]{40}$/),
        html_url: `https://github.com/${REPO}/blob/${baseSha}/docs/guide.md`,
      })
      // As GitHub sends it: a line break after every 60 characters, and one at the end.
      const lines = String(base.body.content).split('\n')
      expect(lines.at(-1)).toBe('')
      expect(lines.slice(0, -2).every((line) => line.length === 60)).toBe(true)
      // The slashes sent encoded, as Octokit sends them, are the same path.
      const head = await at('docs%2Fguide.md', headSha)
      expect(decoded(head.body)).toBe(HEAD)
      expect(head.body.sha).not.toBe(base.body.sha)
      expect(decoded((await at('docs/new%20page.mdx', headSha)).body)).toBe(long)
      expect((await at('docs/new%20page.mdx', baseSha)).status).toBe(404)
      expect(decoded((await at('docs/gone.md', baseSha)).body)).toBe('Gone\n')
      expect((await at('docs/gone.md', headSha)).status).toBe(404)
      expect(decoded((await at('moved.md', baseSha)).body)).toBe('Moved\n')
      expect((await at('moved.md', headSha)).status).toBe(404)
      expect((await at('docs/moved.md', headSha)).status).toBe(200)
      const unknown = await at('docs/guide.md', 'f'.repeat(40))
      expect(unknown).toMatchObject({
        status: 404,
        body: { message: `No commit found for the ref ${'f'.repeat(40)}` },
      })
      // Over 1 MB, without its content, as GitHub answers a file of 1 to 100 MB.
      expect((await at('docs/big.json', headSha)).body).toMatchObject({
        encoding: 'none',
        content: '',
        size: big.length,
      })
      // Without a ref: the default branch, which holds the newest base.
      expect(decoded((await get(emulator, `/repos/${REPO}/contents/docs/guide.md`)).body)).toBe(
        BASE,
      )
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it('a second seeding is a push: a new head on the same base, the old head still readable', async () => {
    await withEmulator(validating, async (emulator) => {
      const { number } = emulator.github.addIssue(REPO, { title: 'Guide', pullRequest: true })
      const first = emulator.github.seedPullChange({
        number,
        files: [{ path: 'docs/guide.md', base: BASE, head: HEAD }],
      })
      const followUp = HEAD.replace('A new line.', 'A better line.')
      const second = emulator.github.seedPullChange({
        number,
        files: [
          { path: 'docs/guide.md', base: BASE, head: followUp },
          { path: 'docs/faq.md', head: 'FAQ\n' },
        ],
      })
      expect(second.baseSha).toBe(first.baseSha)
      expect(second.headSha).not.toBe(first.headSha)
      const pull = await get(emulator, `/repos/${REPO}/pulls/${number}`)
      expect(pull.body).toMatchObject({ head: { sha: second.headSha }, commits: 2 })
      const files = await get(emulator, `/repos/${REPO}/pulls/${number}/files`)
      expect(filenames(files.body)).toEqual(['docs/guide.md', 'docs/faq.md'])
      expect(files.body[0].patch).toContain('+A better line.')
      const at = (ref: string) => get(emulator, `/repos/${REPO}/contents/docs/guide.md?ref=${ref}`)
      expect(decoded((await at(first.headSha)).body)).toBe(HEAD)
      expect(decoded((await at(second.headSha)).body)).toBe(followUp)
      expect(decoded((await at(first.baseSha)).body)).toBe(BASE)
      // The same files again are still a new commit.
      const third = emulator.github.seedPullChange({
        number,
        files: [{ path: 'docs/guide.md', base: BASE, head: followUp }],
      })
      expect(third.headSha).not.toBe(second.headSha)
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it("the agent's pull request takes a change seeded before it opens it, or after", async () => {
    await withEmulator(validating, async (emulator) => {
      const job = async (): Promise<void> => {
        const created = await fetch(`${emulator.url}/v2/agent/p/job`, {
          method: 'POST',
          headers: { authorization: 'Bearer mint_test', 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: 'Document the guide' }),
        })
        const { id } = (await created.json()) as { id: string }
        const made = emulator.agent.jobs.get(id)
        if (made === undefined) throw new Error('no job')
        emulator.agent.finish(made, 'completed')
      }
      const before = emulator.github.seedPullChange({
        number: 101,
        files: [{ path: 'docs/guide.md', base: BASE, head: HEAD }],
      })
      expect((await get(emulator, `/repos/${REPO}/pulls/101`)).status).toBe(404)
      await job()
      expect((await get(emulator, `/repos/${REPO}/pulls/101`)).body).toMatchObject({
        user: { login: 'mintlify[bot]' },
        head: { sha: before.headSha },
        base: { sha: before.baseSha },
      })
      await job()
      const unseeded = await get(emulator, `/repos/${REPO}/pulls/102`)
      expect(unseeded.status).toBe(200)
      const after = emulator.github.seedPullChange({
        number: 102,
        files: [{ path: 'docs/faq.md', head: 'FAQ\n' }],
      })
      expect((await get(emulator, `/repos/${REPO}/pulls/102`)).body).toMatchObject({
        head: { sha: after.headSha },
        base: { sha: after.baseSha },
      })
      expect(unseeded.body.head.sha).not.toBe(after.headSha)
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it('the control API seeds a change too, for the emulator run on its own', async () => {
    await withEmulator({}, async (emulator) => {
      const post = (body: unknown) =>
        fetch(`${emulator.url}/_emulator/github/pull-changes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      const seeded = await post({ number: 3, files: [{ path: 'docs/a.md', head: 'A\n' }] })
      expect(seeded.status).toBe(201)
      const { headSha } = (await seeded.json()) as { headSha: string }
      const file = await get(emulator, `/repos/${REPO}/contents/docs/a.md?ref=${headSha}`)
      expect(decoded(file.body)).toBe('A\n')
      const refused = await post({ number: 3, files: [{ path: 'docs/a.md' }] })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({
        error: 'seedPullChange: docs/a.md: added, so it needs a head text',
      })
    })
  })

  test('a seeding that cannot be is refused with why', () => {
    const seed = (file: PullChangeFile) => () =>
      new PullChanges().seed({ number: 1, files: [file] })
    expect(seed({ path: 'a.md' })).toThrow('seedPullChange: a.md: added, so it needs a head text')
    expect(seed({ path: 'a.md', status: 'added', base: 'x', head: 'y' })).toThrow(
      'added, so it has no base text',
    )
    expect(seed({ path: 'a.md', status: 'renamed', head: 'y' })).toThrow('previousPath')
  })
})

describe('the routes in the contract check and under faults', () => {
  test("github.contents is an operation of GitHub's description, with the statuses it answers", () => {
    const route = GITHUB_ROUTES.find((r) => r.op === 'github.contents')
    expect(route).toMatchObject({
      method: 'GET',
      path: '/repos/:owner/:repo/contents/:path+',
      statuses: [200, 404],
    })
    const files = GITHUB_ROUTES.find((r) => r.op === 'github.pull-files')
    if (route === undefined || files === undefined) throw new Error('no route')
    const description = gitHubDescription()
    expect(description.operation(route)?.operationId).toBe('repos/get-content')
    expect(description.operation(files)?.operationId).toBe('pulls/list-files')
    // The path is the description's one parameter, its slashes and all.
    expect(
      description.requestProblems(route, {
        params: { owner: 'acme', repo: 'docs', path: 'docs/guide.md' },
        query: new URLSearchParams({ ref: 'main', page: '1' }),
        body: undefined,
      }),
    ).toEqual(['query page is not a parameter of the operation'])
  })

  it('a 403 or a 500 injected on the files or the contents, then the answer', async () => {
    await withEmulator(validating, async (emulator) => {
      const { headSha } = emulator.github.seedPullChange({
        number: 11,
        files: [{ path: 'docs/guide.md', base: BASE, head: HEAD }],
      })
      emulator.faults.add({ op: 'github.pull-files', kind: 'status', status: 500 })
      emulator.faults.add({ op: 'github.contents', kind: 'secondary-rate-limit', retryAfter: 2 })
      emulator.faults.add({ op: 'github.contents', kind: 'status', status: 403, skip: 1 })
      const files = `/repos/${REPO}/pulls/11/files`
      const contents = `/repos/${REPO}/contents/docs/guide.md?ref=${headSha}`
      expect((await get(emulator, files)).status).toBe(500)
      expect((await get(emulator, files)).status).toBe(200)
      const limited = await fetch(`${emulator.url}${contents}`, {
        headers: { authorization: 'token t' },
      })
      expect([limited.status, limited.headers.get('retry-after')]).toEqual([403, '2'])
      expect((await get(emulator, contents)).status).toBe(200)
      expect((await get(emulator, contents)).status).toBe(403)
      expect((await get(emulator, contents)).status).toBe(200)
      expect(emulator.requestsTo('github.contents').map((r) => [r.result, r.fault])).toEqual([
        [403, 'secondary-rate-limit'],
        [200, undefined],
        [403, 'status'],
        [200, undefined],
      ])
      expect(emulator.requestsTo('github.pull-files').map((r) => r.result)).toEqual([500, 200])
      expect(emulator.githubViolations).toEqual([])
    })
  })
})
