import { describe, expect, test } from '@jest/globals'
import {
  docsPullRequest,
  expectedDocsRepository,
  repositoryAt,
} from '../../src/agent/github/docs-pull.js'

// The one docs repository a job's pull request must be in before anything is written there
// (issue #52): the service's own `source.repository` for the job, else the run's.

const RUN = { owner: 'acme', repo: 'api', serverUrl: 'https://github.com' }
const DOCS = 'https://github.com/acme/docs'

describe('the expected docs repository', () => {
  test("the service's source.repository on this GitHub, else the run's own", () => {
    expect(expectedDocsRepository(DOCS, RUN)).toEqual({ repository: 'acme/docs', basis: 'service' })
    expect(expectedDocsRepository(`${DOCS}.git`, RUN).repository).toBe('acme/docs')
    expect(expectedDocsRepository(`${DOCS}/`, RUN).repository).toBe('acme/docs')
    for (const none of [
      null,
      undefined,
      '',
      'not a url',
      'https://gitlab.com/acme/docs',
      `${DOCS}/pull/3`,
    ])
      expect(expectedDocsRepository(none, RUN)).toEqual({ repository: 'acme/api', basis: 'run' })
  })

  test('on a GitHub Enterprise Server, below its path', () => {
    const ghes = { ...RUN, serverUrl: 'https://git.example.com/github' }
    expect(repositoryAt('https://git.example.com/github/acme/docs', ghes.serverUrl)).toBe(
      'acme/docs',
    )
    expect(repositoryAt('https://git.example.com/acme/docs', ghes.serverUrl)).toBeUndefined()
  })
})

describe("a job's pull request link", () => {
  test('in the expected repository: the pull request, whatever the case of its name', () => {
    expect(docsPullRequest('https://github.com/Acme/Docs/pull/12/files', DOCS, RUN)).toEqual({
      kind: 'pull',
      pull: { owner: 'Acme', repo: 'Docs', number: 12 },
    })
    expect(docsPullRequest(null, DOCS, RUN)).toEqual({ kind: 'none' })
    expect(docsPullRequest('', DOCS, RUN)).toEqual({ kind: 'none' })
  })

  test('elsewhere: said, with where it points and what was expected', () => {
    expect(docsPullRequest('https://github.com/acme/api/pull/7', DOCS, RUN)).toEqual({
      kind: 'elsewhere',
      reason:
        "The job's pull request link https://github.com/acme/api/pull/7 is in acme/api, not in acme/docs, the repository the service names as the job's: nothing was written there (no note, reviewers, labels or status).",
    })
    expect(docsPullRequest('https://evil.example/acme/docs/pull/1', DOCS, RUN)).toMatchObject({
      kind: 'elsewhere',
      reason: expect.stringContaining('names no pull request on this GitHub, not in acme/docs'),
    })
    // Without the service's word, the run's own repository.
    expect(docsPullRequest(`${DOCS}/pull/3`, null, RUN)).toMatchObject({
      kind: 'elsewhere',
      reason: expect.stringContaining(
        "not in acme/api, this run's repository (the service names no repository for the job)",
      ),
    })
    expect(docsPullRequest('https://github.com/acme/api/pull/3', null, RUN)).toMatchObject({
      kind: 'pull',
    })
  })
})
