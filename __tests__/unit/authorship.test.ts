import { describe, expect, test } from '@jest/globals'
import nock from 'nock'
import {
  carriesMarker,
  openSeal,
  sealBody,
  sealKeys,
  SEAL_LENGTH,
  type SealPlace,
} from '../../src/shared/github/marker-seal.js'
import {
  API,
  interceptGitHub,
  NOW,
  TOKEN,
  OWN_LOGIN,
  SEAL_API_KEY,
  github,
  ownComment,
  sealed,
  setup,
  viewerAnswers,
} from './fixtures/github.js'
import { markerAuthorship } from '../../src/shared/github/authorship.js'
import { createGitHubClient } from '../../src/shared/github/github-client.js'

// "Written by us" (issue #52): the seal on the action's markers, and the client's one judgement
// of whose a comment is: the token's own login (GraphQL `viewer`) or `marker-logins`, and a seal
// of the run's keys for this repository and thread.

interceptGitHub()

const REPO = '/api/v3/repos/acme/docs'
const MARKER = '<!-- docs-agent-action job=j1 request=comment%3A5 -->'
const HERE: SealPlace = { repository: 'acme/docs', kind: 'issue', number: 1 }
const KEYS = sealKeys(SEAL_API_KEY)

describe('the seal', () => {
  test('covers the markers, the repository and the place; the visible text is free', () => {
    const body = `${MARKER}\n### Working on it`
    const written = sealBody(body, HERE, KEYS)
    expect(written.length).toBe(body.length + SEAL_LENGTH)
    expect(written).toMatch(/\n<!-- docs-agent-seal v1 [A-Za-z0-9_-]{43} -->$/)
    expect(openSeal(written, HERE, KEYS)).toEqual({ body, sealed: true })
    // A maintainer may edit the visible text, or add a note after the seal: still ours, the
    // note kept.
    expect(openSeal(`${written}\n`, HERE, KEYS).sealed).toBe(true)
    expect(openSeal(written.replace('Working', 'Done'), HERE, KEYS).sealed).toBe(true)
    expect(openSeal(`${written}\n\nOur note.`, HERE, KEYS)).toEqual({
      body: `${body}\n\nOur note.`,
      sealed: true,
    })
    const elsewhere: SealPlace[] = [
      { ...HERE, number: 2 },
      { ...HERE, kind: 'review' },
      { ...HERE, repository: 'acme/other' },
      { repository: 'acme/docs', kind: 'issue-body' },
    ]
    for (const place of elsewhere) expect(openSeal(written, place, KEYS).sealed).toBe(false)
    // The repository's name is compared as GitHub compares it.
    expect(openSeal(written, { ...HERE, repository: 'Acme/Docs' }, KEYS).sealed).toBe(true)
    const changed = written.replace('job=j1', 'job=j2')
    expect(openSeal(changed, HERE, KEYS)).toEqual({ body: changed, sealed: false })
    const added = written.replace('### Working', '<!-- docs-agent-head sha=x -->\n### Working')
    expect(openSeal(added, HERE, KEYS).sealed).toBe(false)
  })

  test('is made from the API key, never shows it, and another key does not make it', () => {
    const written = sealBody(MARKER, HERE, KEYS)
    expect(written).not.toContain(SEAL_API_KEY)
    expect(written).not.toContain(Buffer.from(SEAL_API_KEY).toString('base64url'))
    expect(openSeal(written, HERE, sealKeys('mint_another0key')).sealed).toBe(false)
    // A seal nobody made, of the right shape.
    const forged = `${MARKER}\n<!-- docs-agent-seal v1 ${'A'.repeat(43)} -->`
    expect(openSeal(forged, HERE, KEYS).sealed).toBe(false)
  })

  test("a rotation: marker-keys' keys verify, only api-key's seals", () => {
    const old = sealBody(MARKER, HERE, sealKeys('mint_old0key'))
    const rotated = sealKeys('mint_new0key', ['mint_old0key'])
    expect(openSeal(old, HERE, rotated).sealed).toBe(true)
    expect(sealBody(MARKER, HERE, rotated)).toBe(sealBody(MARKER, HERE, sealKeys('mint_new0key')))
    // Without a key nothing is sealed, and nothing verifies.
    const none = sealKeys('')
    expect(sealBody(MARKER, HERE, none)).toBe(MARKER)
    expect(openSeal(old, HERE, none).sealed).toBe(false)
  })

  test('a text without a marker is not sealed; a seal already there is replaced, never doubled', () => {
    expect(sealBody('just words', HERE, KEYS)).toBe('just words')
    expect(carriesMarker(sealBody(MARKER, HERE, KEYS))).toBe(true)
    expect(carriesMarker(`words\n<!-- docs-agent-seal v1 ${'A'.repeat(43)} -->`)).toBe(false)
    const once = sealBody(MARKER, HERE, KEYS)
    expect(sealBody(once, HERE, KEYS)).toBe(once)
  })

  test('a 64 KiB text of unclosed markers with a seal is judged in linear time', () => {
    const body = `${'<!-- docs-'.repeat(6500)}\n<!-- docs-agent-seal v1 ${'A'.repeat(43)} -->`
    const started = performance.now()
    expect(openSeal(body, HERE, sealKeys(SEAL_API_KEY, ['mint_b', 'mint_c'])).sealed).toBe(false)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

describe('the client reads as ours only what the token wrote, sealed', () => {
  const listed = (number: number, comments: Record<string, unknown>[]) =>
    github().get(`${REPO}/issues/${number}/comments`).query(true).reply(200, comments)

  test("another App's, a person's, an echo by the token's own login, an empty login, a copy from another thread: none", async () => {
    const { client, warnings } = setup()
    const stamp = (c: Record<string, unknown>) => ({ created_at: '2026-01-01', ...c })
    listed(1, [
      ownComment({ id: 1, body: MARKER }, { kind: 'issue', number: 1 }),
      stamp({ id: 2, body: sealed(MARKER, HERE), user: { login: 'other-app[bot]', type: 'Bot' } }),
      stamp({ id: 3, body: MARKER, user: { login: 'mallory', type: 'User' } }),
      stamp({ id: 4, body: MARKER, user: { login: OWN_LOGIN, type: 'Bot' } }),
      stamp({ id: 5, body: sealed(MARKER, HERE), user: { login: '', type: 'Bot' } }),
      stamp({ id: 6, body: sealed(MARKER, HERE), user: null }),
      ownComment({ id: 7, body: MARKER }, { kind: 'issue', number: 2 }),
      stamp({ id: 8, body: 'no marker', user: { login: OWN_LOGIN, type: 'Bot' } }),
      // A person who copied a sealed comment of ours into one of theirs.
      stamp({ id: 9, body: sealed(MARKER, HERE), user: { login: 'mallory', type: 'User' } }),
    ])
    const login = viewerAnswers()
    const read = await client.threadComments(1, false)
    expect(read.map((c) => [c.id, c.trusted])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
      [7, false],
      [8, false],
      [9, false],
    ])
    // Ours is read without its seal; the others as GitHub has them.
    expect(read[0]?.body).toBe(MARKER)
    expect(login.isDone()).toBe(true)
    // What the token's own login wrote without a seal it can verify is said, once per client;
    // so is what another App wrote with our seal (our own, with another token?), never a person.
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Left out 2 comments by github-actions\[bot\] whose markers carry no seal this run can verify: written by a version of this action before 1\.6\.0, sealed with another API key \(name it in marker-keys\), or written by another workflow\./,
      ),
      "Left out 1 comment by other-app[bot], sealed with this run's key by an App that is neither github-token's nor one of marker-logins. If a workflow of yours writes with that App's token, name it in marker-logins (docs/security.md#markers-and-records).",
    ])
    listed(1, [stamp({ id: 4, body: MARKER, user: { login: OWN_LOGIN, type: 'Bot' } })])
    await client.threadComments(1, false)
    expect(warnings).toHaveLength(2)
  })

  test('who the token is: asked once per client and its clients in other repositories, only where a marker is', async () => {
    const { client } = setup()
    listed(1, [{ id: 1, body: 'hello', user: { login: 'alice', type: 'User' } }])
    await client.threadComments(1, false)
    expect(nock.pendingMocks()).toEqual([])
    const login = viewerAnswers()
    listed(1, [ownComment({ id: 2, body: MARKER }, { kind: 'issue', number: 1 })])
    expect((await client.threadComments(1, false))[0]?.trusted).toBe(true)
    const other = client.inRepository('acme', 'api')
    const there = sealed(MARKER, { kind: 'issue', number: 3 }, SEAL_API_KEY, 'acme/api')
    github()
      .get('/api/v3/repos/acme/api/issues/3/comments')
      .query(true)
      .reply(200, [{ id: 9, body: there, user: { login: OWN_LOGIN, type: 'Bot' } }])
    expect((await other.threadComments(3, false))[0]?.trusted).toBe(true)
    expect(login.isDone()).toBe(true)
    expect(nock.pendingMocks()).toEqual([])
  })

  test('after a first write, the author GitHub names on it is the token: nobody is asked', async () => {
    const { client } = setup()
    github()
      .post(`${REPO}/issues/1/comments`)
      .reply(201, { id: 3, user: { login: OWN_LOGIN, type: 'Bot' } })
    await client.createComment(1, MARKER)
    listed(1, [ownComment({ id: 3, body: MARKER }, { kind: 'issue', number: 1 })])
    expect((await client.threadComments(1, false))[0]?.trusted).toBe(true)
    expect(nock.pendingMocks()).toEqual([])
  })

  test("each token of a run is judged as its own login: the other repositories' token asks for itself", async () => {
    const OTHER = 'ghs_unit0other0repositories0token'
    const client = createGitHubClient(
      {
        apiUrl: API,
        token: TOKEN,
        owner: 'acme',
        repo: 'docs',
        timeoutMs: 5000,
        elsewhere: { home: 'acme/docs', homeToken: TOKEN, token: OTHER },
      },
      { clock: { now: () => NOW, sleep: () => Promise.resolve() }, random: () => 1 },
      markerAuthorship({ apiKey: SEAL_API_KEY, markerKeys: [], markerLogins: [] }),
    )
    const there = sealed(MARKER, { kind: 'issue', number: 3 }, SEAL_API_KEY, 'acme/api')
    const who = (token: string, login: string) =>
      github()
        .post('/api/graphql')
        .matchHeader('authorization', `token ${token}`)
        .reply(200, { data: { viewer: { login } } })
    who(OTHER, 'docs-bot[bot]')
    github()
      .get('/api/v3/repos/acme/api/issues/3/comments')
      .query(true)
      .times(2)
      .reply(200, [
        { id: 1, body: there, user: { login: 'docs-bot[bot]', type: 'Bot' } },
        { id: 2, body: there, user: { login: OWN_LOGIN, type: 'Bot' } },
      ])
    const code = client.inRepository('acme', 'api')
    expect((await code.threadComments(3, false)).map((c) => c.trusted)).toEqual([true, false])
    // Its clients share what they learned: nobody is asked again.
    expect((await client.inRepository('acme', 'api').threadComments(3, false)).length).toBe(2)
    // The run's own token, home again, is asked for itself.
    who(TOKEN, OWN_LOGIN)
    listed(1, [ownComment({ id: 5, body: MARKER }, { kind: 'issue', number: 1 })])
    expect((await code.inRepository('acme', 'docs').threadComments(1, false))[0]?.trusted).toBe(
      true,
    )
    expect(nock.pendingMocks()).toEqual([])
  })

  test('a failure to learn who the token is fails the read, and is asked again; no login is a failure', async () => {
    const { client } = setup()
    const own = ownComment({ id: 1, body: MARKER }, { kind: 'issue', number: 1 })
    const graphql = () => github().post('/api/graphql')
    listed(1, [own])
    // Five attempts, as every read gets.
    graphql().times(5).reply(502, 'Bad gateway')
    await expect(client.threadComments(1, false)).rejects.toThrow(
      /^Reading who github-token acts as \(GraphQL viewer\) failed with HTTP 502/,
    )
    for (const answer of [
      { data: { viewer: { login: '' } } },
      { data: null, errors: [{ message: 'Resource not accessible' }] },
      {},
    ]) {
      listed(1, [own])
      graphql().reply(200, answer)
      await expect(client.threadComments(1, false)).rejects.toThrow(
        'Reading who github-token acts as (GraphQL viewer) failed: GitHub answered without a login',
      )
    }
    listed(1, [own])
    viewerAnswers()
    expect((await client.threadComments(1, false))[0]?.trusted).toBe(true)
  })

  test("marker-logins are read as the token's own (no need to ask who it is); their seals still count", async () => {
    const { client } = setup(undefined, {
      ...markerAuthorship({
        apiKey: SEAL_API_KEY,
        markerKeys: [],
        markerLogins: ['Docs-Bot[bot]'],
      }),
    })
    const by = (id: number, body: string, login: string) => ({
      id,
      body,
      created_at: '2026-01-01',
      user: { login, type: 'Bot' },
    })
    listed(1, [
      by(1, sealed(MARKER, HERE), 'docs-bot[bot]'),
      by(2, MARKER, 'docs-bot[bot]'),
      by(3, sealed(MARKER, HERE, 'mint_someone0else'), 'docs-bot[bot]'),
    ])
    const read = await client.threadComments(1, false)
    expect(read.map((c) => c.trusted)).toEqual([true, false, false])
    expect(nock.pendingMocks()).toEqual([])
  })

  test('what the client writes is sealed for its thread: a comment, a reply, an edit, an issue', async () => {
    const { client } = setup()
    const issueBody = '<!-- docs-agent-action:docs-gaps -->\nGaps'
    const scope = github()
      .post(`${REPO}/issues/4/comments`, { body: sealed(MARKER, { kind: 'issue', number: 4 }) })
      .reply(201, { id: 1 })
      .post(`${REPO}/pulls/8/comments/10/replies`, {
        body: sealed(MARKER, { kind: 'review', number: 8 }),
      })
      .reply(201, { id: 2 })
      .patch(`${REPO}/issues/comments/1`, { body: sealed(MARKER, { kind: 'issue', number: 4 }) })
      .reply(200, { id: 1 })
      .patch(`${REPO}/issues/comments/5`, { body: 'no marker, no seal' })
      .reply(200, { id: 5 })
      .post(`${REPO}/issues`, (sent: { body?: string }) => {
        return sent.body === sealed(issueBody, { kind: 'issue-body' })
      })
      .reply(201, { number: 12, title: 't', labels: [] })
    await client.createComment(4, MARKER)
    await client.replyToReviewComment(8, 10, MARKER)
    await client.updateComment('issue', 1, MARKER, 4)
    await client.updateComment('issue', 5, 'no marker, no seal', 4)
    await client.createIssue({ title: 't', body: issueBody, labels: [] })
    expect(scope.isDone()).toBe(true)
  })

  test('one comment by its id is judged in the thread GitHub says it is on', async () => {
    const { client } = setup()
    const one = (id: number, issue: number) =>
      github()
        .get(`${REPO}/issues/comments/${id}`)
        .reply(200, {
          ...ownComment({ id, body: MARKER }, { kind: 'issue', number: 1 }),
          issue_url: `https://api.github.com/repos/acme/docs/issues/${issue}`,
        })
    viewerAnswers()
    one(5, 1)
    expect((await client.comment('issue', 5))?.trusted).toBe(true)
    // Sealed for #1, found on #2: a copy.
    one(6, 2)
    expect((await client.comment('issue', 6))?.trusted).toBe(false)
    // GitHub does not say where it is: nobody's.
    github()
      .get(`${REPO}/issues/comments/7`)
      .reply(200, ownComment({ id: 7, body: MARKER }, { kind: 'issue', number: 1 }))
    expect((await client.comment('issue', 7))?.trusted).toBe(false)
  })
})
