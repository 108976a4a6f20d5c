import { afterEach, describe, expect, jest, test } from '@jest/globals'
import { botName, getInputs, MAX_PROMPT_LENGTH, type Inputs } from '../../src/agent/inputs.js'
import { InputError } from '../../src/shared/inputs.js'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

/** getInputs() with these INPUT_* values (and nothing else set); stdout is kept for the debug line. */
function read(inputs: Record<string, string>): { inputs: Inputs; log: string } {
  for (const name of Object.keys(process.env))
    if (name.startsWith('INPUT_')) delete process.env[name]
  process.env.RUNNER_DEBUG = '1'
  for (const [name, value] of Object.entries({ 'project-id': 'proj', ...inputs }))
    process.env[`INPUT_${name.toUpperCase()}`] = value
  let log = ''
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    log += String(chunk)
    return true
  })
  try {
    return { inputs: getInputs(), log }
  } finally {
    write.mockRestore()
  }
}

function refusal(inputs: Record<string, string>): string {
  try {
    read(inputs)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as Error).message
  }
  throw new Error('the inputs were accepted')
}

describe('getInputs', () => {
  test('every input has its documented default', () => {
    const { inputs } = read({ prompt: 'Add a FAQ' })
    expect(inputs).toEqual({
      apiKey: '',
      projectId: 'proj',
      prompt: 'Add a FAQ',
      jobId: '',
      wait: true,
      pollIntervalMs: 5000,
      timeoutMs: 30 * 60_000,
      failOnError: true,
      apiUrl: 'https://api.mintlify.com',
      requestTimeoutMs: 30_000,
      triggerPhrase: '@docs-agent',
      githubToken: '',
      comment: true,
      minPermission: 'write',
      allowedBots: [],
      followUp: 'auto',
      dryRun: false,
      labelTrigger: '',
      assigneeTrigger: '',
    })
  })

  test('every input is read, trimmed where it is text, and logged for debugging', () => {
    const { inputs, log } = read({
      'api-key': 'mint_key',
      'github-token': 'ghs_token',
      prompt: '  Add a FAQ \n',
      'job-id': ' job-1 ',
      wait: 'false',
      'poll-interval': '2.5',
      'timeout-minutes': '2',
      'fail-on-error': 'false',
      'api-url': 'https://api.example.test/',
      'trigger-phrase': '  /docs  ',
      comment: 'false',
      'min-permission': 'maintain',
      'allowed-bots': 'Dependabot[bot], renovate\n\nmy-bot,',
      'follow-up': 'new',
      'dry-run': 'true',
      'label-trigger': ' Docs Agent ',
      'assignee-trigger': ' @Docs-Bot ',
    })
    expect(inputs).toEqual({
      apiKey: 'mint_key',
      projectId: 'proj',
      prompt: 'Add a FAQ',
      jobId: 'job-1',
      wait: false,
      pollIntervalMs: 2500,
      timeoutMs: 120_000,
      failOnError: false,
      apiUrl: 'https://api.example.test',
      requestTimeoutMs: 30_000,
      triggerPhrase: '/docs',
      githubToken: 'ghs_token',
      comment: false,
      minPermission: 'maintain',
      allowedBots: ['dependabot', 'renovate', 'my-bot'],
      followUp: 'new',
      dryRun: true,
      labelTrigger: 'Docs Agent',
      assigneeTrigger: 'Docs-Bot',
    })
    expect(log).toContain(
      '::debug::Inputs: project proj, job-id job-1, prompt 9 characters, wait false, poll-interval 2500 ms, timeout 120000 ms, ' +
        'fail-on-error false, api-url https://api.example.test, trigger-phrase /docs, comment false, min-permission maintain, ' +
        'allowed-bots dependabot,renovate,my-bot, follow-up new, dry-run true, label-trigger Docs Agent, assignee-trigger Docs-Bot',
    )
    // Secrets are masked as they are read, and never in the debug line.
    expect(log.split('\n').filter((line) => line.includes('ghs_token'))).toEqual([
      '::add-mask::ghs_token',
    ])
  })

  test('a new job is logged as such', () => {
    expect(read({ prompt: 'x' }).log).toContain('job-id (new job), prompt 1 characters')
  })

  test('a trigger phrase must be short and on one line', () => {
    expect(read({ 'trigger-phrase': 'x'.repeat(100) }).inputs.triggerPhrase).toHaveLength(100)
    expect(refusal({ 'trigger-phrase': 'x'.repeat(101) })).toMatch(
      /^Input 'trigger-phrase' must be a short phrase on one line; got "x+"… \(101 characters\)\.$/,
    )
    expect(refusal({ 'trigger-phrase': '@docs\nagent' })).toMatch(/^Input 'trigger-phrase'/)
    expect(refusal({ 'trigger-phrase': '@docs\u0007' })).toMatch(/^Input 'trigger-phrase'/)
  })

  test('label-trigger is one label; assignee-trigger one login, a leading @ ignored', () => {
    expect(read({ 'label-trigger': 'x'.repeat(50) }).inputs.labelTrigger).toHaveLength(50)
    expect(refusal({ 'label-trigger': 'x'.repeat(51) })).toMatch(
      /^Input 'label-trigger' must be one label's name \(one line, up to 50 characters\); got "x+"/,
    )
    expect(refusal({ 'label-trigger': 'docs\nagent' })).toBe(
      `Input 'label-trigger' must be one label's name (one line, up to 50 characters); got "docs\\nagent".`,
    )
    expect(read({ 'assignee-trigger': 'docs-bot[bot]' }).inputs.assigneeTrigger).toBe(
      'docs-bot[bot]',
    )
    for (const bad of ['two words', '@@bot', '-bot', 'b'.repeat(40), 'a,b'])
      expect(refusal({ 'assignee-trigger': bad })).toBe(
        `Input 'assignee-trigger' must be one GitHub login (up to 39 letters, digits and hyphens, a leading @ allowed); got ${JSON.stringify(bad)}.`,
      )
  })

  test('allowed bots are logins separated by commas or lines', () => {
    expect(refusal({ 'allowed-bots': 'dependabot, not a login' })).toBe(
      `Input 'allowed-bots' must list bot logins (up to 39 letters, digits and hyphens each) separated by commas; got "not a login".`,
    )
    expect(read({ 'allowed-bots': `${'b'.repeat(39)}[bot]` }).inputs.allowedBots).toEqual([
      'b'.repeat(39),
    ])
    for (const bad of ['-bot', 'bot[bot]x', 'x[bot][bot]', 'b'.repeat(40), 'b'.repeat(100_000)])
      expect(refusal({ 'allowed-bots': bad })).toMatch(/^Input 'allowed-bots'/)
    expect(read({ 'allowed-bots': ' \n ' }).inputs.allowedBots).toEqual([])
  })

  test('a prompt may be as long as a GitHub comment, not longer', () => {
    expect(read({ prompt: 'x'.repeat(MAX_PROMPT_LENGTH) }).inputs.prompt).toHaveLength(65_536)
    expect(refusal({ prompt: 'y'.repeat(MAX_PROMPT_LENGTH + 1) })).toMatch(
      /^Input 'prompt' is 65537 characters long; the limit is 65536\. Got "y+/,
    )
  })

  test('a prompt of whitespace is refused; an empty one is not', () => {
    expect(refusal({ prompt: ' \n ' })).toBe(
      "Input 'prompt' contains only whitespace; write an instruction for the agent.",
    )
    expect(read({ prompt: '', 'job-id': 'job-1' }).inputs).toMatchObject({
      prompt: '',
      jobId: 'job-1',
    })
  })

  test('a job id must be an identifier', () => {
    expect(refusal({ 'job-id': 'job 1' })).toMatch(/^Input 'job-id' must be a single identifier/)
  })
})

test('a bot is named without [bot], in lower case', () => {
  expect(botName('Dependabot[bot]')).toBe('dependabot')
  expect(botName('my[bot]-helper')).toBe('my[bot]-helper')
})
