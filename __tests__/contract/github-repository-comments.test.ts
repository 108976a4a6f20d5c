import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import { createGitHubClient } from '../../src/shared/github/github-client.ts'
import { markerAuthorship } from '../../src/shared/github/authorship.ts'
import { sealBody, sealKeys } from '../../src/shared/github/marker-seal.ts'

// The repository's lists of comments, one comment by its id and repository_dispatch: what the
// emulator answers (as GitHub's REST API does), and the shared client reading it.

const REPO = 'acme/docs'
const TOKEN = 'ghs_contract'
const BOT = { login: 'github-actions[bot]', type: 'Bot' as const }
const START = Date.parse('2026-11-23T08:00:00Z')
const MINUTE = 60_000

let now = START
let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({ now: () => now, githubTokens: { [TOKEN]: 'write' } })
})
beforeEach(() => {
  emulator.reset()
  now = START
})
afterAll(() => emulator.close())

/** A request to the emulator's GitHub, with the token; its answer and its link header. */
async function ask(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${emulator.url}/repos/${REPO}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return {
    status: response.status,
    body: (text === '' ? undefined : JSON.parse(text)) as unknown,
    link: response.headers.get('link'),
  }
}

const ids = (body: unknown): unknown[] => (body as { id: unknown }[]).map((c) => c.id)

/** The API key the client's seals are made with, as an action's `api-key`. */
const KEY = 'mint_contract0key'

/**
 * The client as an action makes it, on a clock whose waits pass at once; `/api/v3` as on GHES.
 * It seals and reads markers with KEY.
 */
function client() {
  return createGitHubClient(
    {
      apiUrl: `${emulator.url}/api/v3`,
      token: TOKEN,
      owner: 'acme',
      repo: 'docs',
      timeoutMs: 5000,
    },
    { clock: { now: () => now, sleep: () => Promise.resolve() }, random: () => 0 },
    markerAuthorship({ apiKey: KEY, markerKeys: [], markerLogins: [] }),
  )
}

/** Comments at one-minute steps: #1's at 08:00, #2's review comment at 08:01, #3's at 08:02. */
function threads() {
  const first = emulator.github.addComment(REPO, 1, 'first')
  now += MINUTE
  const review = emulator.github.addComment(REPO, 2, 'on a line', undefined, 'review')
  now += MINUTE
  const third = emulator.github.addComment(REPO, 3, 'third', BOT)
  emulator.github.addComment('acme/other', 1, 'elsewhere')
  return { first, review, third }
}

describe("the repository's comments, as GitHub lists them", () => {
  test('by id without sort; by created or updated time with it, descending unless asked', async () => {
    const { first, third } = threads()
    const another = emulator.github.addComment(REPO, 1, 'another')
    now += MINUTE
    // An edit moves the first comment's update time past every other.
    const edited = await ask(`/issues/comments/${first.id}`, {
      method: 'PATCH',
      body: { body: 'edited' },
    })
    expect(edited.body).toMatchObject({ updated_at: new Date(now).toISOString() })
    expect(ids((await ask('/issues/comments')).body)).toEqual([first.id, third.id, another.id])
    expect(ids((await ask('/issues/comments?sort=created')).body)).toEqual([
      another.id,
      third.id,
      first.id,
    ])
    expect(ids((await ask('/issues/comments?sort=updated&direction=asc')).body)).toEqual([
      third.id,
      another.id,
      first.id,
    ])
  })

  test('`since` keeps those updated at or after it; review comments are listed apart', async () => {
    const { first, review, third } = threads()
    const since = (at: number) => encodeURIComponent(new Date(at).toISOString())
    expect(ids((await ask(`/issues/comments?since=${since(START + MINUTE)}`)).body)).toEqual([
      third.id,
    ])
    expect(ids((await ask(`/pulls/comments?since=${since(START + MINUTE)}`)).body)).toEqual([
      review.id,
    ])
    expect(ids((await ask(`/pulls/comments?since=${since(START + 2 * MINUTE)}`)).body)).toEqual([])
    const listed = (await ask('/issues/comments')).body as Record<string, unknown>[]
    expect(listed[0]).toMatchObject({
      id: first.id,
      issue_url: 'https://api.github.com/repos/acme/docs/issues/1',
      updated_at: new Date(START).toISOString(),
    })
    const reviews = (await ask('/pulls/comments')).body as Record<string, unknown>[]
    expect(reviews[0]).toMatchObject({
      pull_request_url: 'https://api.github.com/repos/acme/docs/pulls/2',
    })
  })

  test('paged as GitHub pages: per_page, page, and a link to the next page', async () => {
    for (let i = 0; i < 5; i++) emulator.github.addComment(REPO, i + 1, `#${i}`)
    const firstPage = await ask('/issues/comments?sort=updated&direction=asc&per_page=2&page=1')
    expect(ids(firstPage.body)).toEqual([1000, 1001])
    expect(firstPage.link).toBe('<?per_page=2&page=2>; rel="next"')
    const lastPage = await ask('/issues/comments?sort=updated&direction=asc&per_page=2&page=3')
    expect(ids(lastPage.body)).toEqual([1004])
    expect(lastPage.link).toBeNull()
  })

  test('one comment by its id, of its own kind only; 404 for another', async () => {
    const { first, review } = threads()
    expect(await ask(`/issues/comments/${first.id}`)).toMatchObject({
      status: 200,
      body: { id: first.id, body: 'first' },
    })
    expect(await ask(`/pulls/comments/${review.id}`)).toMatchObject({
      status: 200,
      body: { id: review.id, pull_request_url: expect.stringMatching(/\/pulls\/2$/) },
    })
    expect((await ask(`/pulls/comments/${first.id}`)).status).toBe(404)
    expect((await ask(`/issues/comments/${review.id}`)).status).toBe(404)
  })
})

describe('repository_dispatch, as GitHub takes it', () => {
  test('recorded with 204; refused with 422 as GitHub refuses it, nothing recorded', async () => {
    const sent = { event_type: 'docs-agent-job-ended', client_payload: { job: 'j1' } }
    expect(await ask('/dispatches', { method: 'POST', body: sent })).toMatchObject({ status: 204 })
    expect(
      await ask('/dispatches', { method: 'POST', body: { event_type: 'bare' } }),
    ).toMatchObject({ status: 204 })
    const keys = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))
    const refused: unknown[] = [
      {},
      { event_type: '' },
      { event_type: 'x'.repeat(101) },
      { event_type: 'ok', client_payload: keys(11) },
      { event_type: 'ok', client_payload: ['a'] },
      { event_type: 'ok', client_payload: { big: 'x'.repeat(65_536) } },
    ]
    for (const body of refused) {
      expect(await ask('/dispatches', { method: 'POST', body })).toMatchObject({
        status: 422,
        body: { message: expect.stringMatching(/^Invalid request\./) },
      })
    }
    expect(
      (
        await ask('/dispatches', {
          method: 'POST',
          body: { event_type: 'x'.repeat(100), client_payload: keys(10) },
        })
      ).status,
    ).toBe(204)
    expect(emulator.github.dispatches).toEqual([
      {
        repository: REPO,
        eventType: 'docs-agent-job-ended',
        clientPayload: { job: 'j1' },
        at: new Date(START).toISOString(),
      },
      { repository: REPO, eventType: 'bare', clientPayload: {}, at: new Date(START).toISOString() },
      expect.objectContaining({ eventType: 'x'.repeat(100) }),
    ])
    emulator.reset()
    expect(emulator.github.dispatches).toEqual([])
  })
})

describe('the shared client and the emulator agree', () => {
  test("a comment the token's identity wrote, sealed for its thread, is the action's; a copy elsewhere is not", async () => {
    const marker = '<!-- docs-agent-action job=j request=r -->'
    const sealed = sealBody(marker, { repository: REPO, kind: 'issue', number: 3 }, sealKeys(KEY))
    const ours = emulator.github.addComment(REPO, 3, sealed, BOT)
    const copy = emulator.github.addComment(REPO, 4, sealed, BOT)
    const other = emulator.github.addComment(REPO, 3, sealed, { login: 'other[bot]', type: 'Bot' })
    const read = await client().repositoryComments(new Date(START).toISOString())
    const trusted = Object.fromEntries(read.comments.map((c) => [c.id, [c.trusted, c.body]]))
    expect(trusted).toEqual({
      [ours.id]: [true, marker],
      [copy.id]: [false, sealed],
      // A valid seal is taken off, but another login's comment is not ours.
      [other.id]: [false, marker],
    })
    // Who the token is, from the emulator's GraphQL, once.
    expect(emulator.requestsTo('github.graphql')).toHaveLength(1)
    // What the client writes, the emulator keeps as written: sealed for its thread.
    const id = await client().createComment(5, marker)
    const kept = emulator.github.comments.find((c) => c.id === id)
    expect(kept?.body).toBe(
      sealBody(marker, { repository: REPO, kind: 'issue', number: 5 }, sealKeys(KEY)),
    )
  })

  test("the repository's comments since a time, with their numbers, paged to the end", async () => {
    const { review, third } = threads()
    for (let i = 0; i < 150; i++) emulator.github.addComment(REPO, 4, `#${i}`)
    const read = await client().repositoryComments(new Date(START + MINUTE).toISOString())
    expect(read.complete).toBe(true)
    expect(read.comments).toHaveLength(152)
    expect(read.comments.slice(0, 2)).toEqual([
      {
        id: review.id,
        kind: 'review',
        number: 2,
        body: 'on a line',
        createdAt: new Date(START + MINUTE).toISOString(),
        updatedAt: new Date(START + MINUTE).toISOString(),
        trusted: false,
        author: 'octocat',
      },
      // Written as github-actions[bot], but with no marker: nothing of ours to read in it.
      expect.objectContaining({ id: third.id, kind: 'issue', number: 3, trusted: false }),
    ])
    const short = await client().repositoryComments(new Date(START).toISOString(), 1)
    expect(short.complete).toBe(false)
    expect(short.comments).toHaveLength(101)
    expect(emulator.requestsTo('github.list-repo-comments').map((r) => r.query)).toContainEqual({
      since: new Date(START).toISOString(),
      sort: 'updated',
      direction: 'desc',
      per_page: '100',
      page: '1',
    })
  })

  test('one comment by its id, undefined once deleted; a dispatch sent once', async () => {
    const { first } = threads()
    const github = client()
    await expect(github.comment('issue', first.id)).resolves.toMatchObject({ body: 'first' })
    await github.deleteComment(first.id)
    await expect(github.comment('issue', first.id)).resolves.toBeUndefined()
    emulator.faults.add({ op: 'github.dispatch', kind: 'status-after', status: 502 })
    await expect(github.dispatch('docs-agent-job-ended', { job: 'j1' })).rejects.toMatchObject({
      mayHaveActed: true,
    })
    expect(emulator.requestsTo('github.dispatch')).toHaveLength(1)
    expect(emulator.github.dispatches).toHaveLength(1)
  })
})
