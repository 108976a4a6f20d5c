import { decideWith } from './fixtures/facts.js'
import { describe, expect, test } from '@jest/globals'
import {
  decided,
  type Facts,
  type Plan,
  type RequestKind,
} from '../../src/agent/decide/request-kind.js'
import { readRequest } from '../../src/agent/decide/request-reading.js'
import { REQUEST_KINDS } from '../../src/agent/triggers/request-kinds.js'
import { promptInput } from '../../src/agent/triggers/prompt-input.js'
import type { AnyPayload } from '../../src/shared/github/run-context.js'
import { payload } from '../../emulator/webhooks.ts'
import { release } from './fixtures/release-kind.js'
import { reopen } from './fixtures/reopen-kind.js'
import { newIssue } from '../../src/agent/triggers/new-issue.js'
import { readThread, renderFailureMarker } from '../../src/agent/github/marker.js'
import { INPUTS } from './fixtures/inputs.js'
import { runContext } from './fixtures/run-context.js'
import { loadVisibleText } from '../../src/shared/sanitizer/visible-text.js'

// Text from GitHub is read with parsers loaded on demand, as a run does in makePlan.
await loadVisibleText()

// A kind of request is one module behind one interface, and the list the only place that names
// them all (issue #30): a sample kind written in a fixture, added to the list in one line, is
// read, gated, claimed, described and planned by decide with nothing else changed.

/** The list with the sample kind in it: one line, before the `prompt` input that reads anything. */
const WITH_RELEASE: readonly RequestKind[] = [...REQUEST_KINDS.slice(0, -1), release, promptInput]

const published = (edit: (p: Record<string, unknown>) => void = () => undefined) => ({
  ...runContext('release', {}),
  payload: payload('release', 'published', (p) => {
    ;(p.release as { body: string }).body = 'Adds `--fast`.'
    edit(p)
  }) as AnyPayload,
})

/** decide over the facts, each fact it asks for answered from `answers`. */
function plan(
  facts: Partial<Facts>,
  answers: Partial<Facts> = {},
): { plan: Plan; asked: string[] } {
  const known: Facts = {
    inputs: INPUTS,
    kinds: WITH_RELEASE,
    context: published(),
    github: true,
    lookUpJobs: true,
    ...facts,
  }
  const asked: string[] = []
  const decision = decideWith(known, (need) => {
    asked.push(need.fact)
    Object.assign(known, { [need.fact]: answers[need.fact as keyof Facts] })
  })
  return { plan: decision.plan, asked }
}

describe('a kind of request added in one module and one line of the list', () => {
  test('its event is its request: its source, its instruction, its key', () => {
    const read = readRequest(WITH_RELEASE, published(), INPUTS)
    expect(read).toMatchObject({
      kind: 'act',
      trigger: {
        kind: release,
        source: { kind: 'release', tag: '0.0.1' },
        instruction: 'Document release 0.0.1.\n\nAdds `--fast`.',
        requestKey: 'release:17372790',
        sender: { login: 'Codertocat', type: 'User' },
      },
    })
    // Its other actions are its own to refuse; without it in the list the `prompt` input reads
    // the event, as before.
    const created = { ...published(), payload: payload('release', 'created') as AnyPayload }
    expect(readRequest(WITH_RELEASE, created, INPUTS)).toMatchObject({
      kind: 'skip',
      reason: "only a published release is documented; this release event was 'created'",
      from: release,
    })
    // A kind that makes another kind's trigger is a bug, stopped where the event is read.
    const copy: RequestKind = { ...release }
    expect(() => readRequest([copy], published(), INPUTS)).toThrow(/made a trigger of another/)
    expect(readRequest(REQUEST_KINDS, published(), INPUTS)).toMatchObject({
      kind: 'act',
      trigger: { kind: promptInput, requestKey: 'run:7' },
    })
  })

  test('decide gates it by role, describes it in the prompt and plans its job', () => {
    const writer = { role: { role: 'write', permission: 'write' } }
    const made = plan({}, writer)
    expect(made.asked).toEqual(['role'])
    expect(made.plan).toMatchObject({
      kind: 'run',
      action: 'create',
      instruction: 'Document release 0.0.1.\n\nAdds `--fast`.',
      claimed: false,
    })
    const prompt = made.plan.kind === 'run' ? made.plan.prompt : ''
    expect(prompt).toContain(
      'Codertocat (write role) published release 0.0.1; the request above is its release notes',
    )
    // The `prompt` input replaces its instruction, as the kind says.
    const byPrompt = plan({ inputs: { ...INPUTS, prompt: 'Write the upgrade guide.' } }, writer)
    expect(byPrompt.plan).toMatchObject({ kind: 'run', instruction: 'Write the upgrade guide.' })
    // A reader is refused, in the kind's words for a bot's or a person's request.
    const reader = plan({}, { role: { role: 'read', permission: 'read' } })
    expect(reader.plan).toEqual({
      kind: 'skip',
      reason: 'Codertocat has the read role in this repository; min-permission is write',
      trigger: expect.objectContaining({ kind: release }),
    })
    const bot = plan({
      context: published((p) => ((p.sender as { type: string }).type = 'Bot')),
    })
    expect(bot.plan).toMatchObject({
      kind: 'skip',
      reason: 'releases from bots are ignored: Codertocat is not listed in allowed-bots',
    })
  })
})

/** The list with the reopening kind in it: one line, before the phrase's new issue. */
const WITH_REOPEN: readonly RequestKind[] = REQUEST_KINDS.flatMap((kind) =>
  kind === newIssue ? [reopen, kind] : [kind],
)

const reopened = () => ({
  ...runContext('issues', {}),
  payload: payload('issues', 'reopened', (p) => {
    const issue = p.issue as { number: number; title: string; body: string; updated_at: string }
    Object.assign(issue, { number: 12, title: 'Retries', body: 'Explain them.' })
    issue.updated_at = '2026-11-27T08:00:00Z'
  }) as AnyPayload,
})

describe('a kind with a thread: claimed, answered and asked again as its module says', () => {
  const writer = { role: { role: 'write', permission: 'write' } }

  test('it claims its issue with 👀 before its job, and its tracking comment goes there', () => {
    const claimed = { created: true, createdAt: '2026-11-27T08:00:01Z' }
    const made = plan(
      { kinds: WITH_REOPEN, context: reopened() },
      { ...writer, thread: readThread([]), claim: claimed },
    )
    expect(made.asked).toEqual(['role', 'thread', 'claim'])
    expect(made.plan).toMatchObject({
      kind: 'run',
      action: 'create',
      claimed: true,
      instruction: 'Retries\n\nExplain them.',
      trigger: { requestKey: 'reopen:12:2026-11-27T08:00:00Z' },
    })
    const trigger = made.plan.kind === 'run' ? made.plan.trigger : undefined
    expect(trigger?.kind.reactionTarget(trigger)).toEqual({ kind: 'issue', number: 12 })
    expect(trigger?.kind.commentPlace(trigger, 12)).toEqual({ kind: 'issue', number: 12 })
    // Its title and body are the instruction, so the context does not repeat the body.
    const prompt = made.plan.kind === 'run' ? made.plan.prompt : ''
    expect(prompt.match(/Explain them\./g)).toHaveLength(1)
    expect(prompt).toContain(
      'Codertocat (write role) reopened #12; the request above is its title and body',
    )
  })

  test('an earlier run whose job may exist stops it, saying how its person asks again', () => {
    const marker = renderFailureMarker({
      request: 'reopen:12:2026-11-27T08:00:00Z',
      run: { id: '6', attempt: 1 },
      claim: 'held',
      jobMayExist: true,
    })
    const mayExist = {
      id: 40,
      kind: 'issue' as const,
      body: `${marker}\nThe job may exist.`,
      createdAt: '2026-11-27T08:00:02Z',
      trusted: true,
    }
    expect(() =>
      plan(
        { kinds: WITH_REOPEN, context: reopened() },
        { ...writer, thread: readThread([mayExist]) },
      ),
    ).toThrow(/close the issue and reopen it to make the request anew/)
  })
})

describe('a kind with a way of its own', () => {
  /** The release kind with a way of its own, asked by a person (`role`) or not (`workflow`). */
  const ownWay = (who: 'role' | 'workflow'): RequestKind => {
    const kind: RequestKind = {
      ...release,
      who,
      // Its triggers are its own: readRequest refuses a kind that makes another's.
      read: (event) => {
        const read = release.read(event)
        return read?.kind === 'act' ? { ...read, trigger: { ...read.trigger, kind } } : read
      },
      // eslint-disable-next-line require-yield
      *plan() {
        return decided({ kind: 'skip', reason: 'its own way', trigger: undefined })
      },
    }
    return kind
  }

  test('is gated first when a person asks by it, and taken at once when none does', () => {
    const byPerson = [...REQUEST_KINDS.slice(0, -1), ownWay('role'), promptInput]
    const reader = plan({ kinds: byPerson }, { role: { role: 'read', permission: 'read' } })
    expect(reader.asked).toEqual(['role'])
    expect(reader.plan).toMatchObject({ reason: expect.stringMatching(/min-permission is write/) })
    const writer = plan({ kinds: byPerson }, { role: { role: 'write', permission: 'write' } })
    expect(writer.plan).toMatchObject({ reason: 'its own way' })
    const byWorkflow = [...REQUEST_KINDS.slice(0, -1), ownWay('workflow'), promptInput]
    const taken = plan({ kinds: byWorkflow })
    expect(taken).toMatchObject({ asked: [], plan: { reason: 'its own way' } })
  })
})
