import { describe, expect, test } from '@jest/globals'
import { getPullCheckInputs } from '../../src/check/check-inputs.js'
import { inStep } from './step.js'

// The check action's inputs, as a runner passes them (INPUT_* variables).
async function inputsOf(given: Record<string, string>) {
  let read: ReturnType<typeof getPullCheckInputs> | undefined
  let refused: unknown
  const step = await inStep(given, () => {
    try {
      read = getPullCheckInputs()
    } catch (error) {
      refused = error
    }
    return Promise.resolve()
  })
  return { read, refused: refused instanceof Error ? refused.message : undefined, log: step.log }
}

describe('getPullCheckInputs', () => {
  test('the defaults: the platform app is the agent, only its pull requests are judged', async () => {
    const { read, log } = await inputsOf({ 'github-token': 'ghs_secret' })
    expect(read).toMatchObject({
      githubToken: 'ghs_secret',
      agentLogins: ['mintlify[bot]'],
      allowedLinkHosts: [],
      checkAll: false,
    })
    expect(read?.allowedPaths.length).toBeGreaterThan(0)
    expect(log).toContain('::add-mask::ghs_secret')
  })

  test('agent logins by line or comma, kept in lower case; check-all read', async () => {
    const { read } = await inputsOf({
      'github-token': 't',
      'agent-logins': 'Docs-Bot[bot]\nOctoCat, someone',
      'check-all': 'true',
      'allowed-link-hosts': 'Docs.Example.com',
      'allowed-paths': 'docs/**',
    })
    expect(read).toMatchObject({
      agentLogins: ['docs-bot[bot]', 'octocat', 'someone'],
      checkAll: true,
      allowedLinkHosts: ['docs.example.com'],
      allowedPaths: ['docs/**'],
    })
  })

  test.each([
    ['a space', 'octo cat'],
    ['a leading dash', '-octocat'],
    ['40 characters', 'a'.repeat(40)],
    ['a suffix other than [bot]', 'app[robot]'],
  ])('an agent login with %s is refused, quoted', async (_, login) => {
    const { refused } = await inputsOf({ 'github-token': 't', 'agent-logins': login })
    expect(refused).toBe(
      `Input 'agent-logins' takes GitHub logins (mintlify[bot], a user's login), one per line or comma-separated; got "${login}".`,
    )
  })

  test('a login of 39 characters is one', async () => {
    const { read } = await inputsOf({ 'github-token': 't', 'agent-logins': 'a'.repeat(39) })
    expect(read?.agentLogins).toEqual(['a'.repeat(39)])
  })

  test('an empty token is refused before any request, saying what it is for', async () => {
    const { refused } = await inputsOf({ 'github-token': ' ' })
    expect(refused).toBe(
      "Input 'github-token' is empty: the check reads the change and writes its status with it. Leave it out to use the workflow's token.",
    )
  })

  test('check-all takes true or false only', async () => {
    const { refused } = await inputsOf({ 'github-token': 't', 'check-all': 'yes' })
    expect(refused).toBe(`Input 'check-all' must be 'true' or 'false'; got "yes".`)
  })
})
