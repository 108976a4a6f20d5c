import { describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { ApiError } from '../../src/shared/http/errors.js'
import {
  interceptGitHub,
  OWN_LOGIN,
  SECONDARY,
  github,
  sealed,
  setup,
  viewerAnswers,
} from './fixtures/github.js'

interceptGitHub()

describe('GitHubClient issues', () => {
  const ISSUES = '/api/v3/repos/acme/docs/issues'
  const LISTED = { labels: 'docs-gaps', state: 'open', sort: 'created', direction: 'desc' }
  const NEXT = { link: '<http://github.example.test/api/v3/x?page=2>; rel="next"' }
  const pull = (number: number) => ({ number, title: 'A pull request', pull_request: { url: 'u' } })
  const issue = (number: number) => ({
    number,
    title: 'Docs gaps',
    body: `Gaps ${number}`,
    html_url: `https://github.com/acme/docs/issues/${number}`,
    labels: [{ id: 1, name: 'docs-gaps', color: 'ededed' }],
    pull_request: null,
  })

  test('the open issue with a label is the newest one listed that is not a pull request', async () => {
    const { client } = setup()
    const scope = github()
      .get(ISSUES)
      .query({ ...LISTED, per_page: 100, page: 1 })
      .reply(200, [pull(9), { title: 'no number' }, issue(8), issue(3)])
    await expect(client.findOpenIssue('docs-gaps')).resolves.toEqual({
      number: 8,
      title: 'Docs gaps',
      body: 'Gaps 8',
      htmlUrl: 'https://github.com/acme/docs/issues/8',
      labels: ['docs-gaps'],
      // Its body has no marker: nothing of ours to read in it.
      trusted: false,
    })
    expect(scope.isDone()).toBe(true)
  })

  test("an issue is ours when the token's login opened it and its marker is sealed for the repository's issues", async () => {
    const { client } = setup()
    const marked = '<!-- docs-agent-action:docs-gaps -->\nGaps'
    const by = (login: string, body: string, number: number) => ({
      ...issue(number),
      body,
      user: { login, type: 'Bot' },
    })
    github()
      .get(ISSUES)
      .query({ ...LISTED, per_page: 100, page: 1 })
      .reply(200, [
        // Another workflow's (or a 1.5 run's) issue: the login, the marker, no seal.
        by(OWN_LOGIN, marked, 9),
        // Another App's, sealed with our key all the same: not our login.
        by('other-app[bot]', sealed(marked, { kind: 'issue-body' }), 8),
        // A thread comment's seal does not pass for an issue body's.
        by(OWN_LOGIN, sealed(marked, { kind: 'issue', number: 7 }), 7),
        by(OWN_LOGIN, sealed(marked, { kind: 'issue-body' }), 6),
      ])
    const login = viewerAnswers()
    const seen: [number, boolean, string][] = []
    const found = await client.findOpenIssue('docs-gaps', (candidate) => {
      seen.push([candidate.number, candidate.trusted, candidate.body])
      return candidate.trusted
    })
    expect(found?.number).toBe(6)
    // Its seal is taken off as it is read; the others' bodies stay as GitHub has them.
    expect(found?.body).toBe(marked)
    expect(seen.map(([number, trusted]) => [number, trusted])).toEqual([
      [9, false],
      [8, false],
      [7, false],
      [6, true],
    ])
    expect(login.isDone()).toBe(true)
  })

  test('the newest open issue `accept` takes, reading on to later pages, none after the one it is on', async () => {
    const { client } = setup()
    const listed = (page: number) =>
      github()
        .get(ISSUES)
        .query({ ...LISTED, per_page: 100, page })
    listed(1).reply(200, [issue(9), pull(8)], NEXT)
    listed(2).reply(200, [issue(7), issue(6), issue(5)], NEXT)
    const seen: number[] = []
    const found = await client.findOpenIssue('docs-gaps', (candidate) => {
      seen.push(candidate.number)
      return candidate.number < 7
    })
    expect(found?.number).toBe(6)
    expect(seen).toEqual([9, 7, 6])
    expect(nock.pendingMocks()).toEqual([])
  })

  test('pages of pull requests only are read on, while GitHub names a next page', async () => {
    const { client } = setup()
    const listed = (page: number) =>
      github()
        .get(ISSUES)
        .query({ ...LISTED, per_page: 100, page })
    listed(1).reply(200, [pull(9)], NEXT)
    listed(2).reply(200, [{ ...issue(4), body: null, html_url: 7, labels: ['docs-gaps', {}] }])
    await expect(client.findOpenIssue('docs-gaps')).resolves.toEqual({
      number: 4,
      title: 'Docs gaps',
      body: '',
      htmlUrl: '',
      labels: ['docs-gaps'],
      trusted: false,
    })
    listed(1).reply(200, [pull(9)], NEXT)
    listed(2).reply(200, [pull(5)])
    await expect(client.findOpenIssue('docs-gaps')).resolves.toBeUndefined()
    expect(nock.pendingMocks()).toEqual([])
  })

  test('at most 10 pages are read; none open is undefined; a 5xx is retried', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const scope = github()
    for (let page = 1; page <= 10; page++) {
      scope
        .get(ISSUES)
        .query({ ...LISTED, per_page: 100, page })
        .reply(200, [pull(page)], NEXT)
    }
    await expect(client.findOpenIssue('docs-gaps')).resolves.toBeUndefined()
    expect(scope.isDone()).toBe(true)
    github().get(ISSUES).query(true).reply(503, {}).get(ISSUES).query(true).reply(200, [])
    await expect(client.findOpenIssue('docs-gaps')).resolves.toBeUndefined()
    expect(sleeps).toEqual([1000])
  })

  test('a label with a comma is refused before any request: GitHub would read two labels', async () => {
    const { client } = setup()
    await expect(client.findOpenIssue('docs,gaps')).rejects.toThrow(
      'An issue cannot be looked up by a label with a comma: "docs,gaps".',
    )
  })

  test('an issue is opened with its title, body and labels; the answer says which labels stuck', async () => {
    const { client } = setup()
    github()
      .post(ISSUES, { title: 'Docs gaps', body: 'Gaps', labels: ['docs-gaps'] })
      .reply(201, issue(12))
      .post(ISSUES)
      .reply(201, { ...issue(13), labels: [] })
    const labels = ['docs-gaps'] as const
    await expect(
      client.createIssue({ title: 'Docs gaps', body: 'Gaps', labels }),
    ).resolves.toMatchObject({ number: 12, labels: ['docs-gaps'] })
    await expect(
      client.createIssue({ title: 'Docs gaps', body: 'Gaps', labels }),
    ).resolves.toMatchObject({ number: 13, labels: [] })
  })

  test('an opening that may have reached GitHub is not repeated; a rate-limited one is', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    const text = { title: 'Docs gaps', body: 'Gaps', labels: ['docs-gaps'] }
    github().post(ISSUES).replyWithError(reset)
    const dropped = (await client.createIssue(text).catch((e: unknown) => e)) as ApiError
    expect(dropped.message).toBe(
      'Opening an issue failed: the connection to http://github.example.test dropped (ECONNRESET) before an answer arrived. The issue may have been opened anyway.',
    )
    expect(dropped).toMatchObject({ mayHaveActed: true })
    github().post(ISSUES).reply(502, 'Bad gateway')
    await expect(client.createIssue(text)).rejects.toThrow(/^Opening an issue failed with HTTP 502/)
    expect(sleeps).toEqual([])
    github()
      .post(ISSUES)
      .reply(403, SECONDARY, { 'retry-after': '5' })
      .post(ISSUES)
      .reply(201, issue(14))
    await expect(client.createIssue(text)).resolves.toMatchObject({ number: 14 })
    expect(sleeps).toEqual([5000])
    expect(nock.pendingMocks()).toEqual([])
  })

  test('an edit replaces the body, and the title only when given; it is retried like a read', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    github()
      .patch(`${ISSUES}/8`, { body: 'New gaps', title: 'Docs gaps (week 48)' })
      .reply(200, { ...issue(8), body: 'New gaps', title: 'Docs gaps (week 48)' })
      .patch(`${ISSUES}/8`, { body: 'Newer gaps' })
      .reply(502, 'Bad gateway')
      .patch(`${ISSUES}/8`, { body: 'Newer gaps' })
      .reply(200, { ...issue(8), body: 'Newer gaps' })
    await expect(
      client.updateIssue(8, { body: 'New gaps', title: 'Docs gaps (week 48)' }),
    ).resolves.toMatchObject({ number: 8, body: 'New gaps', title: 'Docs gaps (week 48)' })
    await expect(client.updateIssue(8, { body: 'Newer gaps' })).resolves.toMatchObject({
      body: 'Newer gaps',
    })
    expect(sleeps).toEqual([1000])
    expect(nock.pendingMocks()).toEqual([])
  })

  test('refusals name the permission issues need; a gone issue and turned-off issues say so', async () => {
    const { client } = setup()
    github()
      .post(ISSUES)
      .reply(403, { message: 'Resource not accessible by integration' })
      .patch(`${ISSUES}/8`)
      .reply(404, { message: 'Not Found' })
      .get(ISSUES)
      .query(true)
      .reply(410, { message: 'Issues are disabled for this repo' })
    await expect(client.createIssue({ title: 't', body: 'b', labels: [] })).rejects.toThrow(
      'Opening an issue failed with HTTP 403: The workflow token lacks a permission: add `permissions: { issues: write }` to the workflow or job (and `contents: read` if you list others). GitHub said: Resource not accessible by integration.',
    )
    await expect(client.updateIssue(8, { body: 'b' })).rejects.toThrow(
      'Updating issue #8 failed with HTTP 404: issue #8 was not found in acme/docs. GitHub said: Not Found.',
    )
    await expect(client.findOpenIssue('docs-gaps')).rejects.toThrow(
      'Looking for the open issue labelled docs-gaps failed with HTTP 410: issues are turned off in the repository',
    )
  })

  test('an issue answered without its number cannot be edited later: an error says so', async () => {
    const { client } = setup()
    github()
      .post(ISSUES)
      .reply(201, { title: 'Docs gaps' })
      .patch(`${ISSUES}/8`)
      .reply(200, { number: '8' })
    await expect(client.createIssue({ title: 't', body: 'b', labels: [] })).rejects.toThrow(
      new ApiError("Opening an issue: GitHub answered without the issue's number."),
    )
    await expect(client.updateIssue(8, { body: 'b' })).rejects.toThrow(
      new ApiError("Updating issue #8: GitHub answered without the issue's number."),
    )
  })
})
