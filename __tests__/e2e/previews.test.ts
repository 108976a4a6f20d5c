import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'
import { runAgent, withEmulator } from './harness.js'

// Previews of the agent's pull request (issue #31): the agent action against the emulator, which
// serves the service's External API as its published spec has it. The agent's step in this
// process (runAgentInProcess) for what a run shows as well there: its outputs, annotations,
// summary, and the comments and requests the emulator saw. Through the bundle as a real process
// (runAgent): 'cancelled while the preview builds', which sends the step SIGTERM.
useInProcessRunner()

/** `@docs-agent …` on issue #1, comment `id`, by a writer. */
function comment(text: string, edit: (p: Record<string, any>) => void = () => undefined) {
  return byUser(
    payload('issue_comment', 'created', (p) => {
      p.comment.body = text
      p.comment.id = 5001
      edit(p)
    }),
    'writer',
  )
}

function ask(
  emulator: Emulator,
  inputs: Record<string, string> = {},
  body = comment('@docs-agent add a quickstart'),
  extra: Record<string, string> = {},
) {
  // The harness turns previews off unless asked: these tests ask.
  return runAgentInProcess(
    emulator,
    { preview: 'true', ...inputs },
    eventEnv('issue_comment', body, extra),
  )
}

const previews = (emulator: Emulator) => emulator.requestsTo('deploy.preview')
const statuses = (emulator: Emulator) => emulator.requestsTo('deploy.status')
const notices = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::notice::'))
const warnings = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::warning::'))
/** Markup as a browser reads its attributes: character references decoded (`&#95;` is `_`). */
const decoded = (text = '') =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

describe('a completed job gets one preview of its branch', () => {
  it('live: the link and the screenshots in the tracking comment, the note, the summary and the outputs', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await ask(emulator)
      expect(run.code).toBe(0)
      const [job] = [...emulator.agent.jobs.values()]
      const branch = job?.source.ref ?? ''
      expect(previews(emulator).map((r) => r.body)).toEqual([{ branch }])
      const [deployment] = [...emulator.deployments.deployments.values()]
      const url = deployment?.previewUrl ?? ''
      const shots = `${emulator.url}/_emulator/screenshots/${deployment?.id ?? ''}`
      expect(run.outputs['preview-url']).toBe(url)
      expect(run.outputs['preview-status']).toBe('success')
      const picture = `<a href="${url}"><picture><source media="(prefers-color-scheme: dark)" srcset="${shots}-dark.png"><img alt="The preview of the docs" src="${shots}-light.png"`
      const [tracking] = emulator.github.thread(REPOSITORY, 1)
      expect(tracking?.body).toContain(`| Preview | <a href="${url}">`)
      expect(decoded(tracking?.body)).toContain(picture)
      const [note] = emulator.github.thread(REPOSITORY, 101)
      expect(note?.body).toContain('request=note')
      expect(decoded(note?.body)).toContain(picture)
      expect(decoded(run.summary)).toContain(picture)
      // The screenshots are there to be seen: PNG images, light and dark.
      for (const theme of ['light', 'dark']) {
        const answer = await fetch(`${shots}-${theme}.png`)
        expect(answer.headers.get('content-type')).toBe('image/png')
        expect(
          Buffer.from(await answer.arrayBuffer())
            .subarray(1, 4)
            .toString(),
        ).toBe('PNG')
      }
    })
  })

  it('a follow-up that completes previews the branch again; a re-run asks for none, and shows its first attempt’s', async () => {
    await withEmulator({}, async (emulator) => {
      expect((await ask(emulator)).code).toBe(0)
      const onAgentPr = comment('@docs-agent use a shorter title', (p) => {
        p.comment.id = 6001
        p.issue.number = 101
        p.issue.pull_request = { url: `https://api.github.com/repos/${REPOSITORY}/pulls/101` }
      })
      const followUp = await ask(emulator, {}, onAgentPr)
      expect(followUp.code).toBe(0)
      expect(followUp.outputs['follow-up']).toBe('true')
      expect(followUp.outputs['preview-status']).toBe('success')
      const branch = [...emulator.agent.jobs.values()][0]?.source.ref ?? ''
      expect(previews(emulator).map((r) => r.body)).toEqual([{ branch }, { branch }])
      // The one note shows the newest preview; the follow-up's tracking comment shows it too.
      const [, second] = [...emulator.deployments.deployments.values()]
      const shot = `/_emulator/screenshots/${second?.id ?? ''}-light.png`
      const notes = emulator.github
        .thread(REPOSITORY, 101)
        .filter((c) => c.body.includes('request=note'))
      expect(notes).toHaveLength(1)
      expect(decoded(notes[0]?.body)).toContain(shot)
      expect(decoded(notes[0]?.body).match(/Preview: /g)).toHaveLength(1)
      const followUpComment = emulator.github
        .thread(REPOSITORY, 101)
        .find((c) => c.body.includes('request=comment%3A6001'))
      expect(decoded(followUpComment?.body)).toContain(shot)
      // Attempt 2 of the follow-up's run finds its request answered: it waits, asks for no
      // preview, and follows the one its first attempt asked for (its comment's marker names
      // it), so that the comment it rewrites still shows it.
      const read = statuses(emulator).length
      const bodies = followUpComment?.history.length ?? 0
      const rerun = await ask(emulator, {}, onAgentPr, { GITHUB_RUN_ATTEMPT: '2' })
      expect(rerun.code).toBe(0)
      expect(previews(emulator)).toHaveLength(2)
      expect(statuses(emulator).length - read).toBe(1)
      expect(rerun.outputs['preview-status']).toBe('success')
      expect(rerun.outputs['preview-url']).toBe(second?.previewUrl)
      const rewritten = emulator.github
        .thread(REPOSITORY, 101)
        .find((c) => c.body.includes('request=comment%3A6001'))
      expect(rewritten?.history.length).toBeGreaterThan(bodies)
      expect(decoded(rewritten?.body)).toContain(shot)
    })
  })
})

describe('a preview that is not live never fails the step', () => {
  it('a plan without previews (403): one notice, unavailable, nothing followed', async () => {
    await withEmulator({ previewsAvailable: false }, async (emulator) => {
      const run = await ask(emulator)
      expect(run.code).toBe(0)
      expect(run.outputs['preview-status']).toBe('unavailable')
      expect(run.outputs['preview-url']).toBe('')
      expect(notices(run.stdout)).toEqual([expect.stringContaining('Previews are not available')])
      expect(warnings(run.stdout)).toEqual([])
      expect(statuses(emulator)).toEqual([])
      expect(emulator.github.thread(REPOSITORY, 1)[0]?.body).toContain(
        '| Preview | (not available) |',
      )
    })
  })

  it("a failed preview: a warning with the service's summary and its logs' last lines", async () => {
    await withEmulator({ deployOutcome: 'failure' }, async (emulator) => {
      const run = await ask(emulator)
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('completed')
      expect(run.outputs['preview-status']).toBe('failure')
      const [warning] = warnings(run.stdout)
      expect(warning).toMatch(
        /^::warning::The preview of docs-agent\/\S+ failed: .+%0ALast lines of its logs:%0A/,
      )
      expect(emulator.github.thread(REPOSITORY, 1)[0]?.body).toContain('(failed)')
    })
  })

  it('still building at preview-timeout-minutes: timed out, with its link', async () => {
    await withEmulator({ deployOutcome: 'stuck' }, async (emulator) => {
      const run = await ask(emulator, { 'preview-timeout-minutes': '0.01' })
      expect(run.code).toBe(0)
      expect(run.outputs['preview-status']).toBe('timed-out')
      expect(run.outputs['preview-url']).toMatch(/^https:\/\//)
      expect(notices(run.stdout)).toEqual([
        expect.stringContaining('was not live within preview-timeout-minutes'),
      ])
    })
  })

  it('preview-timeout-minutes 0: asked, not followed; its link, queued', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await ask(emulator, { 'preview-timeout-minutes': '0' })
      expect(run.code).toBe(0)
      expect(run.outputs['preview-status']).toBe('queued')
      expect(run.outputs['preview-url']).toMatch(/^https:\/\//)
      expect(previews(emulator)).toHaveLength(1)
      expect(statuses(emulator)).toEqual([])
    })
  })

  it("cancelled while the preview builds: the job's end stands, and the note is there", async () => {
    await withEmulator({ deployOutcome: 'stuck' }, async (emulator) => {
      const run = await runAgent(
        emulator,
        { preview: 'true' },
        eventEnv('issue_comment', comment('@docs-agent add a quickstart')),
        { interrupt: { pattern: /^Previewing /m, signal: 'SIGTERM' } },
      )
      expect(run.outputs.status).toBe('completed')
      const [tracking] = emulator.github.thread(REPOSITORY, 1)
      expect(tracking?.body).toContain('The docs agent opened a pull request')
      expect(tracking?.body).not.toContain('cancelled')
      const notes = emulator.github
        .thread(REPOSITORY, 101)
        .filter((c) => c.body.includes('request=note'))
      expect(notes).toHaveLength(1)
    })
  })

  it('preview: false asks nothing', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await ask(emulator, { preview: 'false' })
      expect(run.code).toBe(0)
      expect(run.outputs['preview-status']).toBe('off')
      expect(emulator.requests.filter((r) => r.op.startsWith('deploy.'))).toEqual([])
      expect(emulator.github.thread(REPOSITORY, 1)[0]?.body).not.toContain('Preview')
    })
  })
})

describe('bad preview input fails before any request, naming the input', () => {
  it.each([
    ['preview', 'maybe'],
    ['preview-timeout-minutes', '-1'],
    ['preview-timeout-minutes', '361'],
    ['preview-timeout-minutes', 'soon'],
  ])('%s: %j', async (name, value) => {
    await withEmulator({}, async (emulator) => {
      const run = await ask(emulator, { [name]: value })
      expect(run.code).toBe(1)
      expect(run.stdout).toMatch(new RegExp(`::error::Input '${name}'[^\\n]*${value}`))
      expect(emulator.requests).toEqual([])
    })
  })
})
