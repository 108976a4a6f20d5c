import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/server.ts'

// GitHub's GraphQL API as the emulator answers it: the one query the actions send, who a token
// acts as (`query { viewer { login } }`), for each kind of token, at github.com's address and a
// GitHub Enterprise Server's, as GitHub answers it (HTTP 200 with `errors` for a query it cannot
// answer, 401 for a token it does not know).

const READ = 'ghs_read0only'
const WRITE = 'ghs_workflow0token'
const APP = 'ghs_app0installation'
const PERSON = 'ghp_a0person'
/** A job's GITHUB_TOKEN whose `permissions:` grant it nothing to write. */
const NARROW = 'ghs_narrow0job0token'

let emulator: Emulator
beforeAll(async () => {
  emulator = await startEmulator({
    githubTokens: {
      [READ]: 'read',
      [WRITE]: 'write',
      [APP]: 'write',
      [PERSON]: 'write',
      [NARROW]: { access: 'write', repositories: ['acme/docs'], permissions: { contents: 'read' } },
    },
    apps: { [APP]: 'docs-bot' },
    people: { [PERSON]: 'octocat' },
  })
})
afterAll(() => emulator.close())

async function graphql(token: string, body: unknown, path = '/graphql') {
  const response = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer: unknown = await response.json()
  return { status: response.status, body: answer }
}

const VIEWER = { query: 'query { viewer { login } }' }

describe("GraphQL's viewer", () => {
  test('names each kind of token as GitHub does, at /graphql and at /api/graphql', async () => {
    expect(await graphql(WRITE, VIEWER)).toEqual({
      status: 200,
      body: { data: { viewer: { login: 'github-actions[bot]' } } },
    })
    expect((await graphql(APP, VIEWER, '/api/graphql')).body).toEqual({
      data: { viewer: { login: 'docs-bot[bot]' } },
    })
    expect((await graphql(PERSON, { query: '{ viewer { login } }' })).body).toEqual({
      data: { viewer: { login: 'octocat' } },
    })
    // A query is a POST that reads: a token that may only read sends it all the same.
    expect((await graphql(READ, VIEWER)).status).toBe(200)
    expect((await graphql(NARROW, VIEWER)).status).toBe(200)
  })

  test('what it cannot answer is HTTP 200 with errors; an unknown token is refused (401)', async () => {
    const unknown = await graphql(WRITE, {
      query: 'query { repository(owner: "a", name: "b") { id } }',
    })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toMatchObject({ errors: [{ message: expect.any(String) }] })
    expect(await graphql(WRITE, {})).toEqual({
      status: 200,
      body: { errors: [{ message: 'A query attribute must be specified and must be a string.' }] },
    })
    expect((await graphql('ghs_nobody', VIEWER)).status).toBe(401)
  })

  test('what an App token posts is its own login, as its viewer says', async () => {
    const response = await fetch(`${emulator.url}/repos/acme/docs/issues/1/comments`, {
      method: 'POST',
      headers: { authorization: `bearer ${APP}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'hello' }),
    })
    expect(response.status).toBe(201)
    expect(
      ((await response.json()) as { user: { login: string; type: string } }).user,
    ).toMatchObject({
      login: 'docs-bot[bot]',
      type: 'Bot',
    })
  })
})
