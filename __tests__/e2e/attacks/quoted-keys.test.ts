import { describe, expect, test } from '@jest/globals'
import type { StepRun } from '../../../emulator/action-runner.ts'
import type { Emulator } from '../../../emulator/server.ts'
import { eventEnv, payload } from '../../../emulator/webhooks.ts'
import { commentEnv, runAgent, runCheck, withEmulator } from '../harness.js'
import { keyFiles, keysShown } from './key-corpus.js'

const it = test.concurrent

/**
 * Issue #52, "keys are quoted back": a change holding keys in every position a finding can quote
 * (./key-corpus.ts: an expression, an export, an import's source, a tag's name, attributes, a
 * link, an image, a heading, a code block, a path, an unparseable page's error), through the
 * bundles of the check action and of a job's end. On 1.5.1 the `secret` finding said "a
 * credential" while other findings of the same lines quoted the keys into `change-findings`, the
 * step summary and the note on the pull request. Now no key appears, in any case of its letters,
 * in any output, the summary, the log, a status or a comment, while each position still has its
 * finding.
 */

const AGENT = { login: 'mintlify[bot]', type: 'Bot' as const }
const RULES = { 'allowed-paths': 'defaults\nsnippets/**/*.jsx\nstyles/*.css' }

/** Text as a reader sees it: character references and Markdown's escapes undone. */
const shown = (text: string): string =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\\(.)/g, '$1')

/** Everything a run and its writes to GitHub show, as one text. */
function everything(run: StepRun, emulator: Emulator): string {
  return shown(
    [
      run.stdout,
      run.stderr,
      run.summary,
      JSON.stringify(run.outputs),
      JSON.stringify(run.state),
      ...emulator.github.comments.map((c) => c.body),
      ...emulator.github.commits.statuses.map((s) => `${s.description ?? ''} ${s.targetUrl ?? ''}`),
      JSON.stringify(emulator.github.dispatches),
    ].join('\n'),
  )
}

const kinds = (run: StepRun): string[] =>
  [
    ...new Set(
      (JSON.parse(run.outputs['change-findings'] ?? '[]') as { kind: string }[]).map((f) => f.kind),
    ),
  ].sort()

describe('no key of the change is quoted back', () => {
  it('by the check action: its outputs, summary, log and status', async () => {
    await withEmulator({}, async (emulator) => {
      const issue = emulator.github.addIssue('acme/docs', {
        title: 'Docs',
        pullRequest: true,
        user: AGENT,
      })
      const ends = emulator.github.seedPullChange({ number: issue.number, files: keyFiles() })
      const body = payload('pull_request', 'opened', (p) => {
        p.number = issue.number
        p.pull_request.number = issue.number
        p.pull_request.user.login = AGENT.login
        p.pull_request.head.sha = ends.headSha
        p.pull_request.base.sha = ends.baseSha
      })
      const run = await runCheck(emulator, RULES, eventEnv('pull_request_target', body))
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('blocked')
      expect(keysShown(everything(run, emulator))).toEqual([])
      // Each position still has its finding, the key taken out of its words.
      expect(kinds(run)).toEqual(['link', 'mdx-code', 'path', 'script', 'secret', 'unchecked'])
      expect(shown(run.summary)).toContain('[redacted credential]')
    })
  })

  it('by a job’s end: its outputs, summary, log, the status, the note and the tracking comment', async () => {
    await withEmulator({}, async (emulator) => {
      // The job's pull request (#101, as the emulated agent opens it) holds the change.
      emulator.github.seedPullChange({ number: 101, files: keyFiles() })
      const run = await runAgent(emulator, RULES, commentEnv('@docs-agent add a setup guide'))
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('blocked')
      expect(keysShown(everything(run, emulator))).toEqual([])
      // Each position still has its finding, the key taken out of its words.
      expect(kinds(run)).toEqual(['link', 'mdx-code', 'path', 'script', 'secret', 'unchecked'])
      const note = emulator.github.comments.find((c) => c.body.includes('Changes to check'))
      expect(shown(note?.body ?? '')).toContain('[redacted credential]')
    })
  })
})
