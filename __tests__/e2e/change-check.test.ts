import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.ts'
import { renderedTokens } from '../unit/github-renderer.ts'
import {
  annotations,
  commentEnv,
  runAgent,
  STATUSES_REFUSED,
  tracking,
  withEmulator,
} from './harness.js'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'

// The agent's step in this process (runAgentInProcess) for most runs here: each test asserts what
// a run shows as well there (its outputs, annotations, and the statuses, notes and requests the
// emulator saw). A status GitHub refuses is played through the bundle (runAgent); every event
// kind is played through the bundle as a real process in bundle-events.test.ts.
const it = test.concurrent
useInProcessRunner()

/** The agent's first pull request in the emulator. */
const PULL = 101
const PAGE = 'guides/quickstart.mdx'
const BASE = '---\ntitle: Quickstart\n---\n\n# Quickstart\n\nInstall the SDK.\n'

const seed = (emulator: Emulator, head: string, more: { path: string; head: string }[] = []) =>
  emulator.github.seedPullChange({
    number: PULL,
    files: [{ path: PAGE, base: BASE, head }, ...more],
  })

const statuses = (emulator: Emulator) =>
  emulator.github.commits.statuses.filter((s) => s.context === 'docs-agent/changes')

const notes = (emulator: Emulator) =>
  emulator.github.comments.filter((c) => c.number === PULL && c.body.includes('request=note'))

/** What a reader of GitHub sees of a body (cmark-gfm, as GitHub renders it), on one line. */
const shownText = (body: string): string => renderedTokens(body).shown.replace(/\s+/g, ' ')

const findings = (outputs: Record<string, string>) =>
  JSON.parse(outputs['change-findings'] ?? '[]') as {
    file: string
    kind: string
    severity: string
  }[]

describe('the change check of the agent’s pull request', () => {
  it('a clean change passes: success on its head, the note says so, the outputs are empty of findings', async () => {
    await withEmulator({}, async (emulator) => {
      const { headSha } = seed(emulator, `${BASE}\nThen run \`init\`.\n`)
      const run = await runAgentInProcess(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('passed')
      expect(run.outputs['change-findings']).toBe('[]')
      expect(statuses(emulator).map((s) => [s.sha, s.state, s.description])).toEqual([
        [headSha, 'success', 'Nothing beyond docs text'],
      ])
      const [note] = notes(emulator)
      expect(notes(emulator)).toHaveLength(1)
      expect(shownText(note?.body ?? '')).toContain(
        'Changes to check Nothing beyond documentation text.',
      )
    })
  })

  it('a warned change succeeds with its warnings counted and listed', async () => {
    await withEmulator({}, async (emulator) => {
      seed(emulator, `${BASE}\nSee [the guide](https://elsewhere.example/guide).\n`)
      const run = await runAgentInProcess(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(run.outputs['change-check']).toBe('warned')
      expect(findings(run.outputs)).toEqual([
        {
          file: PAGE,
          line: 9,
          kind: 'link',
          severity: 'warn',
          detail: 'a link to elsewhere.example',
        },
      ])
      expect(statuses(emulator).map((s) => [s.state, s.description])).toEqual([
        ['success', 'Docs text, with 1 warning (link)'],
      ])
      const shown = shownText(notes(emulator)[0]?.body ?? '')
      expect(shown).toContain(
        `${PAGE} line 9: a link to a new host ( link ): a link to elsewhere.example`,
      )
    })
  })

  it('a blocked change fails the status, lists each finding escaped, and the step still succeeds', async () => {
    await withEmulator({}, async (emulator) => {
      const evil = 'docs/<img src=x onerror=alert(1)>.js'
      seed(emulator, `${BASE}\n<iframe src="https://evil.example" />\n`, [
        { path: '.github/workflows/release.yml', head: 'on: push\n' },
        { path: evil, head: '# Fine\n' },
      ])
      const run = await runAgentInProcess(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('completed')
      expect(run.outputs['change-check']).toBe('blocked')
      expect(findings(run.outputs).map((f) => [f.file, f.kind, f.severity])).toEqual([
        ['.github/workflows/release.yml', 'path', 'block'],
        [evil, 'path', 'block'],
        // A script that does not parse: the check cannot judge it (issue #52).
        [evil, 'unchecked', 'block'],
        [PAGE, 'link', 'warn'],
        [PAGE, 'script', 'block'],
      ])
      expect(statuses(emulator).map((s) => [s.state, s.description])).toEqual([
        ['failure', '4 findings beyond docs text (path, unchecked, script): see the note'],
      ])
      const body = notes(emulator)[0]?.body ?? ''
      expect(body).not.toContain('<img src=x')
      const shown = shownText(body)
      expect(shown).toContain(`${evil} : a file outside allowed-paths ( path ): ${evil} is outside`)
      expect(shown).toContain(
        `${PAGE} line 9: markup that runs code or loads active content ( script ): <iframe> element`,
      )
    })
  })

  it('a change GitHub will not give is unavailable: said once, no status, exit 0', async () => {
    await withEmulator({}, async (emulator) => {
      seed(emulator, `${BASE}\n<script>alert(1)</script>\n`)
      emulator.faults.add({ op: 'github.compare', kind: 'status', status: 403, times: 0 })
      const run = await runAgentInProcess(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('unavailable')
      expect(statuses(emulator)).toEqual([])
      const warnings = annotations(run, 'warning').filter((w) => w.includes('Could not check'))
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(/pull request #101.*HTTP 403/)
      expect(shownText(notes(emulator)[0]?.body ?? '')).toContain('The change could not be checked')
    })
  })

  it('a change past what the check reads: the note says a person must review it, not to re-run', async () => {
    await withEmulator({}, async (emulator) => {
      const pages = Array.from({ length: 41 }, (_, i) => ({ path: `guides/p${i}.mdx`, head: BASE }))
      seed(emulator, `${BASE}\nMore.\n`, pages)
      const run = await runAgentInProcess(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('unavailable')
      expect(statuses(emulator)).toEqual([])
      const shown = shownText(notes(emulator)[0]?.body ?? '')
      expect(shown).toContain(
        'The change was not checked: the change is too large to check (42 files to read; the check reads at most 40). A person must review it before merging.',
      )
      expect(shown).not.toContain('Re-run')
    })
  })

  it('a status GitHub refuses (no statuses: write): the thread says so once, naming the permission; through the bundle', async () => {
    await withEmulator({}, async (emulator) => {
      seed(emulator, `${BASE}\n<script>alert(1)</script>\n`)
      emulator.faults.add(STATUSES_REFUSED)
      const run = await runAgent(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('blocked')
      expect(statuses(emulator)).toEqual([])
      const said = tracking(emulator)
      expect(said.count).toBe(1)
      const shown = shownText(said.body)
      expect(shown).toMatch(
        /⚠️ Setting the docs-agent\/changes status of [0-9a-f]{7} failed with HTTP 403: .*permissions: \{ statuses: write \}.* So the pull request's head has no docs-agent\/changes verdict from this run\.\s*$/,
      )
      expect(shown.split('Setting the docs-agent/changes status')).toHaveLength(2)
      expect(
        annotations(run, 'warning').filter((w) => w.includes('Could not set the docs-agent')),
      ).toHaveLength(1)
      // The verdict still stands in the note on the pull request.
      expect(shownText(notes(emulator)[0]?.body ?? '')).toContain('<script> element')
    })
  })

  it('a note GitHub refuses here leaves the thread alone: the status was set, and no refusal is claimed for it', async () => {
    await withEmulator({}, async (emulator) => {
      const { headSha } = seed(emulator, `${BASE}\nThen run \`init\`.\n`)
      // The tracking comment is written; the note on the pull request is refused.
      emulator.faults.add({ op: 'github.create-comment', kind: 'status', status: 403, skip: 1 })
      const run = await runAgentInProcess(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(run.code).toBe(0)
      expect(statuses(emulator).map((s) => [s.sha, s.state])).toEqual([[headSha, 'success']])
      expect(notes(emulator)).toEqual([])
      expect(tracking(emulator).body).not.toContain('verdict')
    })
  })

  it('a follow-up that fixes a blocked change is checked again: a new status, the section rewritten', async () => {
    await withEmulator({}, async (emulator) => {
      const first = seed(emulator, `${BASE}\n<script>alert(1)</script>\n`)
      const blocked = await runAgentInProcess(
        emulator,
        {},
        commentEnv('@docs-agent add a quickstart'),
      )
      expect(blocked.outputs['change-check']).toBe('blocked')
      const fixed = seed(emulator, `${BASE}\nRun the installer.\n`)
      expect(fixed.headSha).not.toBe(first.headSha)
      const followUp = await runAgentInProcess(
        emulator,
        {},
        commentEnv('@docs-agent remove the script tag', 5002),
      )
      expect(followUp.outputs['follow-up']).toBe('true')
      expect(followUp.outputs['change-check']).toBe('passed')
      expect(statuses(emulator).map((s) => [s.sha, s.state])).toEqual([
        [first.headSha, 'failure'],
        [fixed.headSha, 'success'],
      ])
      expect(notes(emulator)).toHaveLength(1)
      const shown = shownText(notes(emulator)[0]?.body ?? '')
      expect(shown.match(/Changes to check/g)).toHaveLength(1)
      expect(shown).toContain('Nothing beyond documentation text.')
      expect(emulator.requestsTo('github.contents').every((r) => r.result === 200)).toBe(true)
      // A re-run of the follow-up shows the same: the head's newest status, one section.
      await runAgentInProcess(
        emulator,
        {},
        {
          ...commentEnv('@docs-agent remove the script tag', 5002),
          GITHUB_RUN_ATTEMPT: '2',
        },
      )
      expect(statuses(emulator).at(-1)).toMatchObject({ sha: fixed.headSha, state: 'success' })
      expect(notes(emulator)).toHaveLength(1)
      expect(shownText(notes(emulator)[0]?.body ?? '').match(/Changes to check/g)).toHaveLength(1)
    })
  })

  it('check-changes: false reads nothing and sets nothing', async () => {
    await withEmulator({}, async (emulator) => {
      seed(emulator, `${BASE}\n<script>alert(1)</script>\n`)
      const run = await runAgentInProcess(
        emulator,
        { 'check-changes': 'false' },
        commentEnv('@docs-agent add a quickstart'),
      )
      expect(run.outputs['change-check']).toBe('off')
      expect(emulator.requestsTo('github.compare')).toEqual([])
      expect(statuses(emulator)).toEqual([])
    })
  })
})
