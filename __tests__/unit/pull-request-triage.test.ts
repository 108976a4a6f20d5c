import { describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { ApiError } from '../../src/shared/http/errors.js'
import { interceptGitHub, github, setup } from './fixtures/github.js'

interceptGitHub()

// The agent's pull request may be in another repository than the client's (acme/docs).
const PULL = { owner: 'acme', repo: 'website', number: 12 }
const REVIEWERS = '/api/v3/repos/acme/website/pulls/12/requested_reviewers'
const LABELS = '/api/v3/repos/acme/website/issues/12/labels'

describe('GitHubClient reviewers and labels', () => {
  test('reviews are requested in the pull request’s own repository; the answer says whom', async () => {
    const { client } = setup()
    const scope = github()
      .post(REVIEWERS, { reviewers: ['octocat'], team_reviewers: ['docs-team'] })
      .reply(201, {
        number: 12,
        requested_reviewers: [{ login: 'octocat' }, { login: 'hubot' }, null],
        requested_teams: [{ slug: 'docs-team' }],
      })
    await expect(
      client.requestReviewers(PULL, { users: ['octocat'], teams: ['docs-team'] }),
    ).resolves.toEqual({ users: ['octocat', 'hubot'], teams: ['docs-team'] })
    expect(scope.isDone()).toBe(true)
  })

  test('only users, or only teams, sends only that list', async () => {
    const { client } = setup()
    github()
      .post(REVIEWERS, { team_reviewers: ['docs-team'] })
      .reply(201, {})
    await expect(
      client.requestReviewers(PULL, { users: [], teams: ['docs-team'] }),
    ).resolves.toEqual({ users: [], teams: [] })
    expect(nock.pendingMocks()).toEqual([])
  })

  test('a request that may have reached GitHub is not repeated: reviewers would be notified twice', async () => {
    const { client } = setup(60_000)
    github().post(REVIEWERS).reply(502, 'Bad Gateway')
    const refused = client.requestReviewers(PULL, { users: ['octocat'], teams: [] })
    await expect(refused).rejects.toThrow(
      'Requesting reviews on acme/website#12 failed with HTTP 502: GitHub had an error',
    )
    expect(nock.pendingMocks()).toEqual([])
  })

  test('a 422 names the refusal in GitHub’s words', async () => {
    const { client } = setup()
    const said = 'Review cannot be requested from pull request author.'
    github().post(REVIEWERS).reply(422, { message: said })
    const error = await client
      .requestReviewers(PULL, { users: ['mintlify'], teams: [] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(422)
    expect((error as ApiError).message).toContain(said)
  })

  test('labels are added, retried like a read; the answer lists every label it now has', async () => {
    const { client, retries } = setup(60_000)
    github()
      .post(LABELS, { labels: ['docs', 'agent'] })
      .reply(502, 'Bad Gateway')
    github()
      .post(LABELS, { labels: ['docs', 'agent'] })
      .reply(200, [{ name: 'bug' }, { name: 'docs' }, { name: 'agent' }, {}])
    await expect(client.addLabels(PULL, ['docs', 'agent'])).resolves.toEqual([
      'bug',
      'docs',
      'agent',
    ])
    expect(retries).toEqual(['Adding labels to acme/website#12: HTTP 502; retrying in 1 s.'])
  })

  test('a 404 says the pull request was not found or the token cannot see its repository', async () => {
    const { client } = setup()
    github().post(LABELS).reply(404, { message: 'Not Found' })
    await expect(client.addLabels(PULL, ['docs'])).rejects.toThrow(
      'Adding labels to acme/website#12 failed with HTTP 404: pull request acme/website#12 was not found, or github-token cannot see acme/website.',
    )
  })
})
