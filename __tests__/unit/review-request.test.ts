import { describe, expect, test } from '@jest/globals'
import {
  pullRequestAt,
  reviewRequestFor,
  type ReviewRequestFacts,
} from '../../src/agent/github/review-request.js'

const FACTS: ReviewRequestFacts = {
  reviewers: [{ kind: 'requester' }, { kind: 'user', login: 'octocat' }],
  labels: ['docs'],
  action: 'create',
  prLink: 'https://github.com/acme/docs/pull/101',
  requester: { login: 'writer', type: 'User' },
  serverUrl: 'https://github.com',
}

const decide = (changes: Partial<ReviewRequestFacts>) => reviewRequestFor({ ...FACTS, ...changes })

describe('reviewers and labels for the job’s pull request', () => {
  test('the run that created the job asks the requester and the listed reviewers, and labels', () => {
    expect(decide({})).toEqual({
      kind: 'request',
      pull: { owner: 'acme', repo: 'docs', number: 101 },
      users: ['writer', 'octocat'],
      teams: [],
      labels: ['docs'],
      dropped: [],
    })
  })

  test('a follow-up or a re-run (a job it did not create) repeats nothing', () => {
    for (const action of ['message', 'wait'] as const) {
      expect(decide({ action })).toEqual({
        kind: 'none',
        reason: 'the run that created the job requests them, once; this run did not create it',
        warning: false,
      })
    }
  })

  test('nothing when both inputs are empty, or before the job has a pull request', () => {
    expect(decide({ reviewers: [], labels: [] })).toMatchObject({ kind: 'none', warning: false })
    expect(decide({ prLink: null })).toEqual({
      kind: 'none',
      reason: 'the job has no pull request (yet)',
      warning: false,
    })
  })

  test('a pull request in another repository is asked there', () => {
    expect(decide({ prLink: 'https://github.com/acme/website/pull/7/files' })).toMatchObject({
      pull: { owner: 'acme', repo: 'website', number: 7 },
    })
  })

  test('a link on another host than the token’s GitHub is a warning, and no request', () => {
    expect(decide({ prLink: 'https://gitlab.example/acme/docs/pull/7' })).toEqual({
      kind: 'none',
      reason:
        "the job's pull request link (https://gitlab.example/acme/docs/pull/7) names no pull request on https://github.com, which github-token is for",
      warning: true,
    })
  })

  test('teams of the pull request’s organization are asked by slug; others are dropped, saying why', () => {
    const request = decide({
      reviewers: [
        { kind: 'team', org: 'ACME', slug: 'docs-team' },
        { kind: 'team', org: 'other', slug: 'writers' },
      ],
    })
    expect(request).toMatchObject({
      teams: ['docs-team'],
      dropped: ['other/writers: the team is not of acme, which owns the pull request'],
    })
  })

  test('requester: no one named, or a bot, is dropped; the same login twice is asked once', () => {
    expect(decide({ requester: undefined })).toMatchObject({
      users: ['octocat'],
      dropped: ['requester: the event names no one who made the request'],
    })
    expect(decide({ requester: { login: 'renovate[bot]', type: 'Bot' } })).toMatchObject({
      users: ['octocat'],
      dropped: ['requester (renovate[bot]): a bot cannot review'],
    })
    expect(decide({ requester: { login: 'OctoCat' } })).toMatchObject({ users: ['OctoCat'] })
  })
})

describe('pullRequestAt', () => {
  test.each([
    [
      'https://github.com/acme/docs/pull/42',
      'https://github.com',
      { owner: 'acme', repo: 'docs', number: 42 },
    ],
    [
      'https://GHE.example/acme/docs.site/pull/3#x',
      'https://ghe.example',
      { owner: 'acme', repo: 'docs.site', number: 3 },
    ],
    ['https://github.com/acme/docs/issues/42', 'https://github.com', undefined],
    ['https://github.com/acme/docs/pull/42x', 'https://github.com', undefined],
    ['not a link', 'https://github.com', undefined],
  ])('%s on %s', (link, server, expected) => {
    expect(pullRequestAt(link, server)).toEqual(expected)
  })
})
