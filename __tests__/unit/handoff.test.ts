import { describe, expect, test } from '@jest/globals'
import { handoff } from '../../src/agent/triggers/handoff.js'
import { merge } from '../../src/agent/triggers/merge.js'
import { NO_HANDOFF, reactionTarget, resolveTrigger, type Handoffs } from './fixtures/requests.js'
import { payload } from '../../emulator/webhooks.ts'
import type { AnyPayload, RunContext } from '../../src/shared/github/run-context.js'
import { runContext } from './fixtures/run-context.js'
import { loadVisibleText } from '../../src/shared/sanitizer/visible-text.js'

// Text from GitHub is read with parsers loaded on demand, as a run does in makePlan.
await loadVisibleText()

const TRIGGERS = { label: 'docs-agent', assignee: 'docs-bot' }

/**
 * What the hand-off kinds (handoff.ts, merge.ts) make of an event: a hand-off, an inert event
 * (theirs, but not acting), or undefined (another kind's event).
 */
function handoffOf(
  context: RunContext,
  triggers: Handoffs,
):
  | {
      kind: 'handoff'
      handoff: { how: string; name: string; requestKey: string; requestedAt?: string }
    }
  | { kind: 'inert'; reason: string }
  | undefined {
  const read = resolveTrigger(context, '@docs-agent', triggers)
  if (read.kind === 'skip')
    return read.from === handoff || read.from === merge
      ? { kind: 'inert', reason: read.reason }
      : undefined
  const { kind, requestKey, requestedAt } = read.trigger
  if (kind !== handoff && kind !== merge) return undefined
  // The two kinds' sources, as their modules type them.
  const source = read.trigger.source as { how?: string; name?: string; label?: string }
  const how = kind === merge ? 'merge' : String(source.how)
  const name = String(kind === merge ? source.label : source.name)
  return { kind: 'handoff', handoff: { how, name, requestKey, requestedAt } }
}
const AT = '2026-11-25T08:00:00Z'

interface Item {
  number: number
  updated_at?: string
  title?: string
  body?: string
  merged?: boolean
  labels?: { name: string }[]
}
/** The parts of a real payload these tests edit. */
interface Editable {
  label: { name: string }
  assignee: { login: string }
  issue: Item
  pull_request: Item
  sender?: unknown
}
type Edit = (p: Editable) => void

/** A real example payload of `event`.`action`, on #12, edited. */
function on(
  event: 'issues' | 'pull_request' | 'pull_request_target',
  action: string,
  edit: Edit = () => undefined,
): RunContext {
  const body = payload(event === 'pull_request_target' ? 'pull_request' : event, action, (raw) => {
    const p = raw as Editable
    const item = event === 'issues' ? p.issue : p.pull_request
    item.number = 12
    item.updated_at = AT
    edit(p)
  }) as AnyPayload
  return { ...runContext('issues', {}), eventName: event, payload: body }
}

describe('handoffOf', () => {
  test.each([
    [
      'issues',
      'labeled',
      (p: Editable): unknown => (p.label.name = 'Docs-Agent'),
      'label',
      'Docs-Agent',
      `handoff:12:${AT}`,
    ],
    [
      'pull_request',
      'labeled',
      (p: Editable): unknown => (p.label.name = 'docs-agent'),
      'label',
      'docs-agent',
      `handoff:12:${AT}`,
    ],
    [
      'pull_request_target',
      'labeled',
      (p: Editable): unknown => (p.label.name = 'DOCS-AGENT'),
      'label',
      'DOCS-AGENT',
      `handoff:12:${AT}`,
    ],
    [
      'issues',
      'assigned',
      (p: Editable): unknown => (p.assignee.login = 'Docs-Bot'),
      'assignment',
      'Docs-Bot',
      `handoff:12:${AT}`,
    ],
    [
      'pull_request',
      'assigned',
      (p: Editable): unknown => (p.assignee.login = 'docs-bot'),
      'assignment',
      'docs-bot',
      `handoff:12:${AT}`,
    ],
    [
      'pull_request',
      'closed',
      (p: Editable): void => {
        p.pull_request.merged = true
        p.pull_request.labels = [{ name: 'x' }, { name: 'Docs-Agent' }]
      },
      'merge',
      'Docs-Agent',
      'merge:12',
    ],
  ] as const)('%s.%s hands over', (event, action, edit, how, name, key) => {
    expect(handoffOf(on(event, action, edit), TRIGGERS)).toEqual({
      kind: 'handoff',
      handoff: { how, name, requestKey: key, requestedAt: AT },
    })
  })

  test('a label and an assignment of one edit share their request key', () => {
    const label = handoffOf(
      on('issues', 'labeled', (p) => (p.label.name = 'docs-agent')),
      TRIGGERS,
    )
    const assign = handoffOf(
      on('issues', 'assigned', (p) => (p.assignee.login = 'docs-bot')),
      TRIGGERS,
    )
    expect(label?.kind === 'handoff' && label.handoff.requestKey).toBe(
      assign?.kind === 'handoff' && assign.handoff.requestKey,
    )
  })

  test.each([
    [
      'issues',
      'labeled',
      (p: Editable): unknown => (p.label.name = 'bug'),
      "the label 'bug' added to this issue is not label-trigger 'docs-agent'",
    ],
    [
      'pull_request',
      'labeled',
      (p: Editable): unknown => (p.label.name = 'bug'),
      "the label 'bug' added to this pull request is not label-trigger 'docs-agent'",
    ],
    ['issues', 'unlabeled', () => undefined, 'removing a label never triggers the agent'],
    ['issues', 'unassigned', () => undefined, 'unassigning never triggers the agent'],
    [
      'issues',
      'assigned',
      (p: Editable): unknown => (p.assignee.login = 'octocat'),
      'this issue was assigned to octocat, not to assignee-trigger docs-bot',
    ],
    [
      'pull_request',
      'closed',
      (p: Editable): unknown => (p.pull_request.merged = false),
      'the pull request was closed without being merged',
    ],
    [
      'pull_request',
      'closed',
      (p: Editable): void => {
        p.pull_request.merged = true
        p.pull_request.labels = [{ name: 'docs' }]
      },
      "the merged pull request does not carry the label 'docs-agent'",
    ],
  ] as const)('%s.%s is inert', (event, action, edit, reason) => {
    expect(handoffOf(on(event, action, edit), TRIGGERS)).toEqual({ kind: 'inert', reason })
  })

  test('with both inputs empty, nothing changes: not a hand-off event', () => {
    for (const [event, action] of [
      ['issues', 'labeled'],
      ['issues', 'assigned'],
      ['pull_request', 'labeled'],
      ['pull_request', 'closed'],
    ] as const)
      expect(handoffOf(on(event, action), NO_HANDOFF)).toBeUndefined()
    // Other actions, and an issue's closing, are never hand-offs.
    expect(handoffOf(on('issues', 'opened'), TRIGGERS)).toBeUndefined()
    expect(handoffOf(on('pull_request', 'opened'), TRIGGERS)).toBeUndefined()
  })

  test('a payload without a time still names one request per run', () => {
    const ctx = on('issues', 'labeled', (p) => {
      p.label.name = 'docs-agent'
      delete p.issue.updated_at
    })
    expect(handoffOf(ctx, TRIGGERS)).toMatchObject({
      handoff: { requestKey: 'handoff:12:run-7', requestedAt: '' },
    })
  })
})

describe('resolveTrigger with hand-offs', () => {
  test('a label acts for the sender, with the issue as instruction, reacting on the issue', () => {
    const ctx = on('issues', 'labeled', (p) => {
      p.label.name = 'docs-agent'
      p.issue.title = 'Explain retries'
      p.issue.body = 'Readers ask.'
    })
    const decision = resolveTrigger(ctx, '@docs-agent', TRIGGERS)
    expect(decision).toMatchObject({
      kind: 'act',
      trigger: {
        source: { kind: 'handoff', how: 'label', name: 'docs-agent' },
        instruction: 'Explain retries\n\nReaders ask.',
        sender: { login: 'Codertocat', type: 'User' },
        requestedAt: AT,
      },
    })
    if (decision.kind === 'act')
      expect(reactionTarget(decision.trigger)).toEqual({ kind: 'issue', number: 12 })
  })

  test('a merge asks to document the changes', () => {
    const ctx = on('pull_request', 'closed', (p) => {
      p.pull_request.merged = true
      p.pull_request.labels = [{ name: 'docs-agent' }]
    })
    expect(resolveTrigger(ctx, '@docs-agent', TRIGGERS)).toMatchObject({
      kind: 'act',
      trigger: {
        instruction: 'Document the changes of this pull request.',
        requestKey: 'merge:12',
      },
    })
  })

  test('an inert event is skipped with its reason; without inputs the old rules hold', () => {
    const bug = on('issues', 'labeled', (p) => (p.label.name = 'bug'))
    expect(resolveTrigger(bug, '@docs-agent', TRIGGERS)).toMatchObject({
      kind: 'skip',
      reason: "the label 'bug' added to this issue is not label-trigger 'docs-agent'",
    })
    expect(resolveTrigger(bug, '@docs-agent')).toMatchObject({
      kind: 'skip',
      reason: "only a newly opened issue can trigger the agent; this issues event was 'labeled'",
    })
    expect(resolveTrigger(on('pull_request', 'labeled'), '@docs-agent')).toMatchObject({
      kind: 'act',
      trigger: { source: { kind: 'input' } },
    })
  })

  test('a hand-off without a sender is refused', () => {
    const ctx = on('issues', 'labeled', (p) => {
      p.label.name = 'docs-agent'
      delete p.sender
    })
    expect(resolveTrigger(ctx, '@docs-agent', TRIGGERS)).toMatchObject({
      kind: 'skip',
      reason: 'the event names no sender, so no permission can be checked',
    })
  })
})
