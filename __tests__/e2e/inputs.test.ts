import { describe, expect, test } from '@jest/globals'
import { errors, runAgent, withEmulator } from './harness.js'

const it = test.concurrent

describe('bad input: a clear error naming the input, and not one request', () => {
  const cases: [Record<string, string>, string][] = [
    [
      { 'api-key': '' },
      "Input 'api-key' is required but was empty. Store your admin API key as a repository secret and pass it with `api-key: ${{ secrets.DOCS_AGENT_API_KEY }}`.",
    ],
    [
      { 'project-id': '' },
      "Input 'project-id' is required but was empty. Copy it from the API keys page of your dashboard.",
    ],
    [
      { prompt: '' },
      "Give the agent an instruction with 'prompt', or the id of an existing job with 'job-id'; both were empty.",
    ],
    [
      { prompt: '   ' },
      "Input 'prompt' contains only whitespace; write an instruction for the agent.",
    ],
    [
      { 'poll-interval': '0' },
      `Input 'poll-interval' must be a number of seconds greater than 0 and at most 3600; got "0".`,
    ],
    [
      { 'poll-interval': 'soon' },
      `Input 'poll-interval' must be a number of seconds greater than 0 and at most 3600; got "soon".`,
    ],
    [
      { 'timeout-minutes': '0' },
      `Input 'timeout-minutes' must be a number of minutes greater than 0 and at most 10080; got "0".`,
    ],
    [
      { 'timeout-minutes': 'ten' },
      `Input 'timeout-minutes' must be a number of minutes greater than 0 and at most 10080; got "ten".`,
    ],
    [{ wait: 'maybe' }, `Input 'wait' must be 'true' or 'false'; got "maybe".`],
    [{ 'fail-on-error': 'no' }, `Input 'fail-on-error' must be 'true' or 'false'; got "no".`],
    [
      { 'api-url': 'api.mintlify.com' },
      `Input 'api-url' must be an http or https URL; got "api.mintlify.com".`,
    ],
    [
      { 'api-url': 'file:///etc/passwd' },
      `Input 'api-url' must be an http or https URL; got "file:///etc/passwd".`,
    ],
  ]
  it.each(cases)('%j', async (bad, message) => {
    await withEmulator({}, async (emulator) => {
      const inputs: Record<string, string> = { prompt: 'x', ...bad }
      if (bad['api-url'] === undefined) inputs['api-url'] = emulator.url
      const run = await runAgent(emulator, inputs)
      expect(run.code).toBe(1)
      expect(errors(run)).toEqual([message])
      expect(emulator.requests).toHaveLength(0)
      expect(run.outputs).toEqual({})
    })
  })

  it('a bad request timeout variable is named too', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runAgent(emulator, { prompt: 'x' }, { DOCS_AGENT_REQUEST_TIMEOUT: '-3' })
      expect(errors(run)).toEqual([
        'Environment variable DOCS_AGENT_REQUEST_TIMEOUT must be a number of seconds greater than 0 and at most 600; got "-3".',
      ])
      expect(emulator.requests).toHaveLength(0)
    })
  })
})
