import { execFileSync } from 'node:child_process'
import { DEFAULT_ALLOWED_PATHS } from '../../src/shared/change-check/allowed-paths.js'
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, jest, test } from '@jest/globals'
import {
  botName,
  getInputs,
  MAX_PROMPT_FILE_BYTES,
  MAX_PROMPT_LENGTH,
  type Inputs,
} from '../../src/agent/agent-inputs.js'
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

describe('marker-logins and marker-keys', () => {
  test('logins one a line or by commas; keys masked, each, before anything else', () => {
    const { inputs, log } = read({
      'marker-logins': 'github-actions[bot]\n docs-bot[bot], Octo-Cat',
      'marker-keys': ' mint_old0key \n mint_other0key',
    })
    expect(inputs.markerLogins).toEqual(['github-actions[bot]', 'docs-bot[bot]', 'Octo-Cat'])
    expect(inputs.markerKeys).toEqual(['mint_old0key', 'mint_other0key'])
    expect(log).toContain('::add-mask::mint_old0key')
    expect(log).toContain('::add-mask::mint_other0key')
    // The debug line names neither key.
    expect(
      log.split('\n').filter((line) => line.includes('mint_o') && !line.includes('add-mask')),
    ).toEqual([])
  })

  test('anything but a login is refused before any request, and quoted', () => {
    expect(refusal({ prompt: 'x', 'marker-logins': 'octocat, @mallory' })).toBe(
      `Input 'marker-logins' must list GitHub logins (octocat, my-app[bot]), one a line or separated by commas; "@mallory" is not one.`,
    )
    expect(refusal({ prompt: 'x', 'marker-logins': 'a[bot][bot]' })).toMatch(
      /"a\[bot\]\[bot\]" is not one/,
    )
  })

  test('a key with a control character is refused without quoting it', () => {
    const message = refusal({ prompt: 'x', 'marker-keys': 'mint_a\u0000b' })
    expect(message).toBe(
      "Input 'marker-keys' contains control characters; it must hold API keys alone, one a line or separated by commas.",
    )
  })
})

describe('getInputs', () => {
  test('every input has its documented default', () => {
    const { inputs } = read({ prompt: 'Add a FAQ' })
    expect(inputs).toEqual({
      handOff: false,
      finish: false,
      finishWithinMs: 72 * 3_600_000,
      finishedEvent: 'docs-agent-job-finished',
      finishRepositories: [],
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
      otherRepositoriesToken: '',
      comment: true,
      dailyRequestLimit: 0,
      dailyRequestLimitPerPerson: 0,
      minPermission: 'write',
      allowedBots: [],
      checkChanges: true,
      allowedPaths: [...DEFAULT_ALLOWED_PATHS],
      allowedLinkHosts: [],
      followUp: 'auto',
      dryRun: false,
      labelTrigger: '',
      markerLogins: [],
      markerKeys: [],
      assigneeTrigger: '',
      prReviewers: [],
      prLabels: [],
      ciFollowUps: 2,
      preview: true,
      previewTimeoutMs: 600_000,
      followCodeChanges: false,
      includeDrafts: false,
      codeFollowUps: 5,
      docsStatus: '',
    })
  })

  test('every input is read, trimmed where it is text, and logged for debugging', () => {
    const { inputs, log } = read({
      'api-key': 'mint_key',
      'github-token': 'ghs_token',
      'other-repositories-token': ' ghs_other ',
      prompt: '  Add a FAQ \n',
      'job-id': ' job-1 ',
      wait: 'true',
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
      'pr-reviewers': ' requester, @octocat,\nacme/docs-team ',
      'pr-labels': 'docs, Agent,docs ',
      'ci-follow-ups': ' 0 ',
      preview: 'false',
      'preview-timeout-minutes': '2.5',
      'follow-code-changes': 'TRUE',
      'include-drafts': 'true',
      'code-follow-ups': ' 0 ',
      'docs-status': ' docs / agent ',
    })
    expect(inputs).toEqual({
      handOff: false,
      finish: false,
      finishWithinMs: 72 * 3_600_000,
      finishedEvent: 'docs-agent-job-finished',
      finishRepositories: [],
      apiKey: 'mint_key',
      projectId: 'proj',
      prompt: 'Add a FAQ',
      jobId: 'job-1',
      wait: true,
      pollIntervalMs: 2500,
      timeoutMs: 120_000,
      failOnError: false,
      apiUrl: 'https://api.example.test',
      requestTimeoutMs: 30_000,
      triggerPhrase: '/docs',
      githubToken: 'ghs_token',
      otherRepositoriesToken: 'ghs_other',
      comment: false,
      dailyRequestLimit: 0,
      dailyRequestLimitPerPerson: 0,
      minPermission: 'maintain',
      allowedBots: ['dependabot', 'renovate', 'my-bot'],
      checkChanges: true,
      allowedPaths: [...DEFAULT_ALLOWED_PATHS],
      allowedLinkHosts: [],
      followUp: 'new',
      dryRun: true,
      labelTrigger: 'Docs Agent',
      markerLogins: [],
      markerKeys: [],
      assigneeTrigger: 'Docs-Bot',
      prReviewers: [
        { kind: 'requester' },
        { kind: 'user', login: 'octocat' },
        { kind: 'team', org: 'acme', slug: 'docs-team' },
      ],
      prLabels: ['docs', 'Agent'],
      ciFollowUps: 0,
      preview: false,
      previewTimeoutMs: 150_000,
      followCodeChanges: true,
      includeDrafts: true,
      codeFollowUps: 0,
      docsStatus: 'docs / agent',
    })
    expect(log).toContain(
      '::debug::Inputs: project proj, job-id job-1, prompt 9 characters, wait true, finish false, poll-interval 2500 ms, timeout 120000 ms, ' +
        'fail-on-error false, api-url https://api.example.test, trigger-phrase /docs, comment false, min-permission maintain, ' +
        'allowed-bots dependabot,renovate,my-bot, follow-up new, dry-run true, label-trigger Docs Agent, assignee-trigger Docs-Bot, ' +
        'pr-reviewers 3, pr-labels docs,Agent, ci-follow-ups 0, follow-code-changes true, include-drafts true, ' +
        'code-follow-ups 0, docs-status docs / agent',
    )
    // Secrets are masked as they are read, and never in the debug line.
    expect(log.split('\n').filter((line) => line.includes('ghs_token'))).toEqual([
      '::add-mask::ghs_token',
    ])
    expect(log.split('\n').filter((line) => line.includes('ghs_other'))).toEqual([
      '::add-mask::ghs_other',
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

  test('pr-reviewers are logins, org/team slugs or requester; a bad one is quoted', () => {
    expect(read({ 'pr-reviewers': 'Requester,a/b' }).inputs.prReviewers).toEqual([
      { kind: 'requester' },
      { kind: 'team', org: 'a', slug: 'b' },
    ])
    for (const bad of ['two words', '-octocat', 'b'.repeat(40), 'acme/', 'a/b/c', 'acme/docs team'])
      expect(refusal({ 'pr-reviewers': `octocat, ${bad}` })).toBe(
        `Input 'pr-reviewers' must list GitHub logins, \`org/team\` slugs or the word \`requester\`, separated by commas; got ${JSON.stringify(bad)}.`,
      )
    const many = Array.from({ length: 16 }, (_, i) => `user${i}`).join(',')
    expect(refusal({ 'pr-reviewers': many })).toMatch(
      /^Input 'pr-reviewers' lists 16 reviewers; GitHub takes at most 15\. Got "user0,user1,/,
    )
  })

  test('pr-reviewers: a bot’s login is left out with a warning, the others stand', () => {
    const { inputs, log } = read({ 'pr-reviewers': 'dependabot[bot], octocat' })
    expect(inputs.prReviewers).toEqual([{ kind: 'user', login: 'octocat' }])
    expect(log).toContain(
      "::warning::Input 'pr-reviewers' names dependabot[bot], a bot; bots cannot review, so it is left out.",
    )
  })

  test('ci-follow-ups is a whole number from 0 to 20', () => {
    expect(read({ 'ci-follow-ups': '20' }).inputs.ciFollowUps).toBe(20)
    for (const bad of ['-1', '21', '1.5', 'two', '1e1'])
      expect(refusal({ 'ci-follow-ups': bad })).toBe(
        `Input 'ci-follow-ups' must be a whole number from 0 to 20; got "${bad}".`,
      )
  })

  test('follow-code-changes and include-drafts are booleans', () => {
    expect(refusal({ 'follow-code-changes': 'yes' })).toBe(
      `Input 'follow-code-changes' must be 'true' or 'false'; got "yes".`,
    )
    expect(refusal({ 'include-drafts': '1' })).toBe(
      `Input 'include-drafts' must be 'true' or 'false'; got "1".`,
    )
  })

  test('code-follow-ups is a whole number from 0 to 100', () => {
    expect(read({ 'code-follow-ups': '0' }).inputs.codeFollowUps).toBe(0)
    expect(read({ 'code-follow-ups': '100' }).inputs.codeFollowUps).toBe(100)
    for (const bad of ['-1', '101', '2.5', 'five', '1e1'])
      expect(refusal({ 'code-follow-ups': bad })).toBe(
        `Input 'code-follow-ups' must be a whole number from 0 to 100; got "${bad}".`,
      )
  })

  test("docs-status is a commit status's name on one line, up to 100 characters", () => {
    const follow = { 'follow-code-changes': 'true' }
    expect(read({ ...follow, 'docs-status': 'x'.repeat(100) }).inputs.docsStatus).toHaveLength(100)
    expect(refusal({ 'docs-status': 'x'.repeat(101) })).toMatch(
      /^Input 'docs-status' must be a commit status's name on one line \(up to 100 characters\), e\.g\. docs; got "x+"/,
    )
    expect(refusal({ 'docs-status': 'docs\nagent' })).toBe(
      `Input 'docs-status' must be a commit status's name on one line (up to 100 characters), e.g. docs; got "docs\\nagent".`,
    )
  })

  test('follow-code-changes needs the tracking comment, unless no push is followed', () => {
    expect(refusal({ 'follow-code-changes': 'true', comment: 'false' })).toBe(
      `Input 'comment' is false, but follow-code-changes sends a pull request's pushes to its job, which its tracking comment names: set comment: true, or code-follow-ups: 0.`,
    )
    const unfollowed = { 'follow-code-changes': 'true', comment: 'false', 'code-follow-ups': '0' }
    expect(read(unfollowed).inputs.comment).toBe(false)
  })

  test('docs-status needs follow-code-changes and wait: it follows a code pull request to its end', () => {
    const needs = `Input 'docs-status' ("docs") sets the status of a followed pull request's head commit until its job ends: it needs follow-code-changes: true and wait: true or hand-off (or finish: true).`
    expect(refusal({ 'docs-status': 'docs' })).toBe(needs)
    expect(refusal({ 'docs-status': 'docs', 'follow-code-changes': 'true', wait: 'false' })).toBe(
      needs,
    )
    expect(read({ 'docs-status': 'docs', 'follow-code-changes': 'true' }).inputs.docsStatus).toBe(
      'docs',
    )
  })

  test('pr-labels are label names, up to 50 characters, each asked for once', () => {
    expect(read({ 'pr-labels': ',, docs ,\n' }).inputs.prLabels).toEqual(['docs'])
    expect(refusal({ 'pr-labels': `docs, ${'x'.repeat(51)}` })).toMatch(
      /^Input 'pr-labels' must list label names \(up to 50 characters each\) separated by commas; got "x+"/,
    )
    expect(refusal({ 'pr-labels': 'docs\u0007' })).toBe(
      `Input 'pr-labels' must list label names (up to 50 characters each) separated by commas; got "docs\\u0007".`,
    )
    const many = Array.from({ length: 21 }, (_, i) => `l${i}`).join(',')
    expect(refusal({ 'pr-labels': many })).toMatch(/^Input 'pr-labels' lists 21 labels; at most 20/)
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

describe('prompt-file', () => {
  // A workspace with a neighbour outside it, both removed at the end.
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'prompt-file-')))
  const workspace = join(root, 'workspace')
  const outside = join(root, 'outside')
  mkdirSync(join(workspace, 'lychee'), { recursive: true })
  mkdirSync(outside)
  writeFileSync(join(outside, 'secret.txt'), 'the runner’s own file')
  afterAll(() => rmSync(root, { recursive: true }))

  /** A file in the workspace, and the inputs that name it (the workspace set as a runner does). */
  function file(name: string, content: string | Buffer): string {
    writeFileSync(join(workspace, name), content)
    return name
  }
  const named = (path: string, more: Record<string, string> = {}) => {
    process.env.GITHUB_WORKSPACE = workspace
    return { 'prompt-file': path, ...more }
  }

  test('the file alone is the prompt, trimmed; its resolved path and size are logged', () => {
    const path = file('lychee/out.md', '\n# Summary\n\n| Errors | 2 |\n\n')
    const { inputs, log } = read(named(path))
    expect(inputs.prompt).toBe('# Summary\n\n| Errors | 2 |')
    expect(log).toContain(`::debug::prompt-file: ${join(workspace, 'lychee/out.md')}, 28 bytes`)
    expect(log).toContain('prompt 25 characters')
  })

  test('with prompt, the prompt comes first, then a blank line, then the file', () => {
    file('notes.md', 'Adds --fast.\n')
    expect(read(named('notes.md', { prompt: '  Document this release: \n' })).inputs.prompt).toBe(
      'Document this release:\n\nAdds --fast.',
    )
  })

  test('an absolute path inside the workspace, and a link to a file inside it, are read', () => {
    file('report.md', 'Broken: /guides/old')
    symlinkSync(join(workspace, 'report.md'), join(workspace, 'latest.md'))
    expect(read(named(join(workspace, 'report.md'))).inputs.prompt).toBe('Broken: /guides/old')
    expect(read(named('latest.md')).inputs.prompt).toBe('Broken: /guides/old')
  })

  test('a name that starts with two dots is a file inside the workspace', () => {
    file('..report.md', 'Broken: /api/v1')
    expect(read(named('..report.md')).inputs.prompt).toBe('Broken: /api/v1')
  })

  test('an empty or whitespace value reads no file', () => {
    process.env.GITHUB_WORKSPACE = workspace
    expect(read({ prompt: 'x', 'prompt-file': ' \n ' }).inputs.prompt).toBe('x')
  })

  test('without GITHUB_WORKSPACE, the path is relative to where the step runs', () => {
    delete process.env.GITHUB_WORKSPACE
    const path = join('__tests__', 'unit', 'fixtures', 'prompt-file.md')
    expect(read({ 'prompt-file': path }).inputs.prompt).toBe(
      'Fix the broken links this report lists.',
    )
  })

  test('a missing file is refused, with where it was looked for', () => {
    expect(refusal(named('lychee/missing.md'))).toBe(
      `Input 'prompt-file' names no file in the workspace (${workspace}); got "lychee/missing.md". ` +
        'Write it in an earlier step of the same job: each job has its own workspace.',
    )
    file('plain.txt', 'x')
    expect(refusal(named('plain.txt/inside'))).toMatch(/^Input 'prompt-file' names no file/)
  })

  test('a directory is refused', () => {
    expect(refusal(named('lychee'))).toBe(
      `Input 'prompt-file' must name a file; got "lychee", which is a directory.`,
    )
    expect(refusal(named('.'))).toBe(
      `Input 'prompt-file' must be a path inside the workspace (${workspace}); got ".".`,
    )
  })

  test('a FIFO is refused at once instead of waiting for a writer', () => {
    execFileSync('mkfifo', [join(workspace, 'pipe')])
    expect(refusal(named('pipe'))).toBe(
      `Input 'prompt-file' must name a file; got "pipe", which is not a regular file.`,
    )
  })

  test('a path out of the workspace is refused before anything outside is looked at', () => {
    for (const path of ['../outside/secret.txt', '../outside/none', '/etc/hostname', 'a/../../x'])
      expect(refusal(named(path))).toBe(
        `Input 'prompt-file' must be a path inside the workspace (${workspace}); got ${JSON.stringify(path)}.`,
      )
  })

  test('a symbolic link that leads out of the workspace is refused, naming where it leads', () => {
    symlinkSync(join(outside, 'secret.txt'), join(workspace, 'out-file.md'))
    symlinkSync(outside, join(workspace, 'out-dir'))
    expect(refusal(named('out-file.md'))).toBe(
      `Input 'prompt-file' must be a path inside the workspace (${workspace}); got "out-file.md", which leads to ${join(outside, 'secret.txt')}.`,
    )
    expect(refusal(named('out-dir/secret.txt'))).toMatch(
      /^Input 'prompt-file' must be a path inside the workspace .*; got "out-dir\/secret\.txt", which leads to /,
    )
  })

  test('a file that is not text is refused: NUL bytes, or not UTF-8', () => {
    file('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]))
    expect(refusal(named('logo.png'))).toBe(
      `Input 'prompt-file' must name a text file; got "logo.png", which contains NUL bytes (a binary file?).`,
    )
    file('latin1.txt', Buffer.from('caf\xe9', 'latin1'))
    expect(refusal(named('latin1.txt'))).toBe(
      `Input 'prompt-file' must name a UTF-8 text file; got "latin1.txt", which is not valid UTF-8.`,
    )
  })

  test('an empty or blank file is refused, saying so', () => {
    for (const content of ['', ' \n\t\n'])
      expect(refusal(named(file('empty.md', content)))).toBe(
        `Input 'prompt-file' names a file that is empty or only whitespace; got "empty.md". ` +
          'Run this step only when the step that writes it found something (an if: on its outputs).',
      )
  })

  test('the prompt and the file together may be as long as a prompt, not longer', () => {
    file('max.md', 'x'.repeat(MAX_PROMPT_LENGTH))
    expect(read(named('max.md')).inputs.prompt).toHaveLength(MAX_PROMPT_LENGTH)
    // Characters, not bytes: 65,536 two-byte characters fit.
    file('accents.md', 'é'.repeat(MAX_PROMPT_LENGTH))
    expect(read(named('accents.md')).inputs.prompt).toHaveLength(MAX_PROMPT_LENGTH)
    file('over.md', 'x'.repeat(MAX_PROMPT_LENGTH + 1))
    expect(refusal(named('over.md'))).toBe(
      `Input 'prompt-file' ("over.md") holds 65537 characters, over the limit of 65536.`,
    )
    file('long.md', 'x'.repeat(MAX_PROMPT_LENGTH - 10))
    expect(refusal(named('long.md', { prompt: 'Fix these' }))).toBe(
      `Input 'prompt-file' ("long.md") holds 65526 characters; after 'prompt' (9 characters) the instruction is 65537, over the limit of 65536.`,
    )
    expect(read(named('long.md', { prompt: 'Fix' })).inputs.prompt).toHaveLength(65_531)
  })

  test('a file larger than 4 bytes per allowed character is refused without being read', () => {
    // Sparse: 1 GB on disk costs nothing, and reading it whole would take a gigabyte of memory.
    truncateSync(join(workspace, file('huge.log', '')), 2 ** 30)
    const started = Date.now()
    expect(refusal(named('huge.log'))).toBe(
      `Input 'prompt-file' names a file of 1073741824 bytes, "huge.log": too large for a prompt of at most 65536 characters, so it was not read.`,
    )
    expect(Date.now() - started).toBeLessThan(1000)
    file('edge.md', 'x'.repeat(MAX_PROMPT_FILE_BYTES + 1))
    expect(refusal(named('edge.md'))).toMatch(/^Input 'prompt-file' names a file of 262145 bytes/)
  })

  test('a path with control characters is refused, quoted', () => {
    expect(refusal(named('out\n::error::x.md'))).toBe(
      `Input 'prompt-file' must be a file path without control characters; got "out\\n::error::x.md".`,
    )
  })
})

test('a bot is named without [bot], in lower case', () => {
  expect(botName('Dependabot[bot]')).toBe('dependabot')
  expect(botName('my[bot]-helper')).toBe('my[bot]-helper')
})

describe('the change check’s inputs', () => {
  test('allowed-paths: empty is the default list; `defaults` widens it; each line a glob', () => {
    expect(read({}).inputs.allowedPaths).toEqual([...DEFAULT_ALLOWED_PATHS])
    expect(
      read({ 'allowed-paths': 'defaults\n snippets/**/*.jsx \n\n' }).inputs.allowedPaths,
    ).toEqual([...DEFAULT_ALLOWED_PATHS, 'snippets/**/*.jsx'])
    expect(read({ 'allowed-paths': 'docs/**' }).inputs.allowedPaths).toEqual(['docs/**'])
  })

  test.each([
    ['!.github/**', '"!.github/**"'],
    ['docs/[a-z.md', '"docs/[a-z.md"'],
    ['docs/{a,b.md', '"docs/{a,b.md"'],
    ['x'.repeat(5000), '"xxxxxxxx'],
  ])('allowed-paths %s is refused, naming the input and quoting the line', (line, quoted) => {
    expect(() => read({ 'allowed-paths': `defaults\n${line}` })).toThrow(
      new RegExp(
        `^Input 'allowed-paths' takes one glob per line .*; got ${quoted.replace(/[[\]{}*!.]/g, '\\$&')}`,
      ),
    )
  })

  test('allowed-link-hosts: hosts by line or comma, lowercased; a URL or a path is refused', () => {
    expect(
      read({ 'allowed-link-hosts': 'Docs.Example.com, *.cdn.example\napi.example.org' }).inputs
        .allowedLinkHosts,
    ).toEqual(['docs.example.com', '*.cdn.example', 'api.example.org'])
    expect(() => read({ 'allowed-link-hosts': 'https://example.com' })).toThrow(
      /^Input 'allowed-link-hosts' takes host names .*; got "https:\/\/example\.com"\.$/,
    )
  })

  test('check-changes takes true or false only', () => {
    expect(read({ 'check-changes': 'FALSE' }).inputs.checkChanges).toBe(false)
    expect(() => read({ 'check-changes': 'off' })).toThrow(
      "Input 'check-changes' must be 'true' or 'false'; got \"off\".",
    )
  })
})

describe('finish-repositories', () => {
  test('lists repositories, one per line or comma-separated, each once', () => {
    const { inputs, log } = read({
      finish: 'true',
      'finish-repositories': ' octo-org/api,\nocto-org/docs\nOcto-Org/API ',
    })
    expect(inputs.finishRepositories).toEqual(['octo-org/api', 'octo-org/docs'])
    expect(log).toContain('finish true (octo-org/api,octo-org/docs)')
  })

  test.each(['octo-org', 'octo-org/api/x', 'octo org/api', '-octo/api', 'octo/..'])(
    '%j is refused, quoted',
    (value) => {
      expect(refusal({ finish: 'true', 'finish-repositories': value })).toBe(
        `Input 'finish-repositories' takes repositories as owner/name (octo-org/api), one per line or comma-separated; got ${JSON.stringify(value)}.`,
      )
    },
  )

  test('without finish: true it is refused, naming both', () => {
    expect(refusal({ prompt: 'x', 'finish-repositories': 'octo-org/api' })).toMatch(
      /^Input 'finish-repositories' \("octo-org\/api"\) names whose handed-off jobs a finish run ends: set finish: true/,
    )
  })
})
