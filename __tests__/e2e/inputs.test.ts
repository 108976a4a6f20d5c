import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'
import { errors, runAgent, scratchFolder, withEmulator } from './harness.js'

// The agent's step in this process (runAgentInProcess) for what a run shows as well there: its
// error, outputs, and that the emulator saw no request. Both runners give the step the defaults
// of action.yml for the inputs a test leaves out (emulator/action-runner.ts inputValues), as
// INPUT_* variables. Through the bundle as a real process (runAgent): an empty api-key, whose
// step ends by exit code 1, and the event file that is not JSON (the in-process runner writes
// each run's event file from its payload, and the runner's reading of it is the process's).
const it = test.concurrent
useInProcessRunner()

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
      "Give the agent an instruction with 'prompt' (or 'prompt-file'), or the id of an existing job with 'job-id'; all were empty.",
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
    [{ wait: 'maybe' }, `Input 'wait' must be true, false or hand-off; got "maybe".`],
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
      const step = bad['api-key'] === '' ? runAgent : runAgentInProcess
      const run = await step(emulator, inputs)
      expect(run.code).toBe(1)
      expect(errors(run)).toEqual([message])
      expect(emulator.requests).toHaveLength(0)
      expect(run.outputs).toEqual({})
    })
  })

  it('an event file that is not JSON fails the step, saying which file, and not one request', async () => {
    const path = join(scratchFolder('event-'), 'event.json')
    writeFileSync(path, '{"action": "created",')
    await withEmulator({}, async (emulator) => {
      const run = await runAgent(emulator, { prompt: 'x' }, { GITHUB_EVENT_PATH: path })
      expect(run.code).toBe(1)
      expect(errors(run)).toEqual([
        expect.stringMatching(
          /^Unexpected error: @actions\/github could not read the run's context \(the event file GITHUB_EVENT_PATH names, which the runner writes\): .*JSON/,
        ),
      ])
      expect(emulator.requests).toHaveLength(0)
    })
  })

  it('a bad request timeout variable is named too', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runAgentInProcess(
        emulator,
        { prompt: 'x' },
        { DOCS_AGENT_REQUEST_TIMEOUT: '-3' },
      )
      expect(errors(run)).toEqual([
        'Environment variable DOCS_AGENT_REQUEST_TIMEOUT must be a number of seconds greater than 0 and at most 600; got "-3".',
      ])
      expect(emulator.requests).toHaveLength(0)
    })
  })
})

describe('prompt-file: a file refused names the input and quotes the path, and not one request', () => {
  /** A job's workspace holding a report, a folder, a binary, and a link to a file outside it. */
  function workspace(): string {
    const root = realpathSync(scratchFolder('prompt-file-'))
    const dir = join(root, 'workspace')
    mkdirSync(join(dir, 'lychee'), { recursive: true })
    writeFileSync(join(root, 'runner-secrets.env'), 'TOKEN=not-for-the-agent')
    symlinkSync(join(root, 'runner-secrets.env'), join(dir, 'lychee', 'out.md'))
    writeFileSync(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))
    writeFileSync(join(dir, 'long.md'), 'x'.repeat(65_530))
    writeFileSync(join(dir, 'empty.md'), '\n  \n')
    return dir
  }

  const cases: [string, Record<string, string>, (dir: string) => string][] = [
    [
      'missing',
      { 'prompt-file': 'lychee/report.md' },
      (dir) =>
        `Input 'prompt-file' names no file in the workspace (${dir}); got "lychee/report.md". Write it in an earlier step of the same job: each job has its own workspace.`,
    ],
    [
      'a directory',
      { 'prompt-file': 'lychee' },
      () => `Input 'prompt-file' must name a file; got "lychee", which is a directory.`,
    ],
    [
      'out of the workspace by ..',
      { 'prompt-file': '../runner-secrets.env' },
      (dir) =>
        `Input 'prompt-file' must be a path inside the workspace (${dir}); got "../runner-secrets.env".`,
    ],
    [
      'a symbolic link out of the workspace',
      { 'prompt-file': 'lychee/out.md' },
      (dir) =>
        `Input 'prompt-file' must be a path inside the workspace (${dir}); got "lychee/out.md", which leads to ${join(dir, '..', 'runner-secrets.env')}.`,
    ],
    [
      'binary',
      { 'prompt-file': 'logo.png' },
      () =>
        `Input 'prompt-file' must name a text file; got "logo.png", which contains NUL bytes (a binary file?).`,
    ],
    [
      'too long with the prompt',
      { prompt: 'Fix the broken links:', 'prompt-file': 'long.md' },
      () =>
        `Input 'prompt-file' ("long.md") holds 65530 characters; after 'prompt' (21 characters) the instruction is 65553, over the limit of 65536.`,
    ],
    [
      'empty',
      { 'prompt-file': 'empty.md' },
      () =>
        `Input 'prompt-file' names a file that is empty or only whitespace; got "empty.md". Run this step only when the step that writes it found something (an if: on its outputs).`,
    ],
  ]
  it.each(cases)('%s', async (_name, inputs, message) => {
    const dir = workspace()
    await withEmulator({}, async (emulator) => {
      const run = await runAgentInProcess(emulator, inputs, { GITHUB_WORKSPACE: dir })
      expect(run.code).toBe(1)
      expect(errors(run)).toEqual([message(dir)])
      expect(emulator.requests).toHaveLength(0)
      expect(run.outputs).toEqual({})
      expect(run.stdout).not.toContain('not-for-the-agent')
    })
  })

  it('a file read: the prompt, a blank line, then the file, in one job', async () => {
    const dir = workspace()
    writeFileSync(
      join(dir, 'report.md'),
      '# Summary\n\n| Status | Count |\n|---|---|\n| 🚫 Errors | 1 |\n\n## Errors per input\n\n### docs/setup.mdx\n* [404] <https://example.com/old> | Network error: Not Found\n',
    )
    await withEmulator({}, async (emulator) => {
      const run = await runAgentInProcess(
        emulator,
        { prompt: 'Fix the broken links this report lists.', 'prompt-file': 'report.md' },
        { GITHUB_WORKSPACE: dir },
      )
      expect(run.code).toBe(0)
      const [job] = [...emulator.agent.jobs.values()]
      expect(job?.prompts).toEqual([
        'Fix the broken links this report lists.\n\n# Summary\n\n| Status | Count |\n|---|---|\n| 🚫 Errors | 1 |\n\n## Errors per input\n\n### docs/setup.mdx\n* [404] <https://example.com/old> | Network error: Not Found',
      ])
      expect(run.outputs).toMatchObject({ 'job-id': job?.id, status: 'completed' })
    })
  })
})
