import { expect, test } from '@jest/globals'
import nock from 'nock'
import { makeOctokit } from '../../src/shared/github/octokit.js'
import { onlyIntercepted } from './intercepted.js'

// Octokit as the GitHub client makes it (src/shared/github/octokit.ts): what @actions/github's
// getOctokit sent, it sends.

const GITHUB = 'https://api.github.example'
const unmatched = onlyIntercepted()
const options = {
  baseUrl: GITHUB,
  userAgent: 'docs-agent-action/1.0.0',
  log: {
    debug: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
  },
}

test.each([
  ['without an orchestration id', {}, 'docs-agent-action/1.0.0 octokit-core.js/'],
  [
    "with the runner's orchestration id, made safe for a header",
    { ACTIONS_ORCHESTRATION_ID: ' run 7/x ' },
    'docs-agent-action/1.0.0 actions_orchestration_id/run_7_x octokit-core.js/',
  ],
])('the token as `token …` and the user agent %s', async (_, env, agent) => {
  let userAgent = ''
  nock(GITHUB, {
    reqheaders: {
      authorization: 'token ghs_t0ken',
      'user-agent': (value: string | null) => ((userAgent = value ?? ''), true),
    },
  })
    .get('/repos/o/r/collaborators/ann/permission')
    .reply(200, { permission: 'write' })
  const octokit = makeOctokit('ghs_t0ken', options, env)
  const answer = await octokit.request(
    'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
    { owner: 'o', repo: 'r', username: 'ann' },
  )
  expect(answer.data.permission).toBe('write')
  expect(userAgent.startsWith(agent)).toBe(true)
  expect(unmatched()).toBe(0)
})
