import { expect, test } from '@jest/globals'
import nock from 'nock'
import { makeOctokit } from '../../src/shared/github/octokit.js'
import { onlyIntercepted } from './intercepted.js'

// Octokit as the GitHub client makes it (src/shared/github/octokit.ts, @actions/github's
// getOctokit): the token and the user agent it sends.

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
  // The toolkit reads the orchestration id from the process's environment when Octokit is made.
  const saved = process.env.ACTIONS_ORCHESTRATION_ID
  if ('ACTIONS_ORCHESTRATION_ID' in env)
    process.env.ACTIONS_ORCHESTRATION_ID = env.ACTIONS_ORCHESTRATION_ID
  else delete process.env.ACTIONS_ORCHESTRATION_ID
  let octokit: ReturnType<typeof makeOctokit>
  try {
    octokit = makeOctokit('ghs_t0ken', options)
  } finally {
    if (saved === undefined) delete process.env.ACTIONS_ORCHESTRATION_ID
    else process.env.ACTIONS_ORCHESTRATION_ID = saved
  }
  const answer = await octokit.request(
    'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
    { owner: 'o', repo: 'r', username: 'ann' },
  )
  expect(answer.data.permission).toBe('write')
  expect(userAgent.startsWith(agent)).toBe(true)
  expect(unmatched()).toBe(0)
})
