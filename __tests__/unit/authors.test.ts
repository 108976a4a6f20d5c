import { describe, expect, test } from '@jest/globals'
import {
  approveWords,
  standingOf,
  whoseContent,
  type Sendable,
} from '../../src/agent/decide/authors.js'
import type { Approval, Thread } from '../../src/agent/decide/fact-shapes.js'
import type { Asking, Need } from '../../src/agent/decide/fact-needs.js'
import type { Decision, Facts, RequestKind, Trigger } from '../../src/agent/decide/request-kind.js'
import { readThread, renderFailureMarker, renderMarker } from '../../src/agent/github/marker.js'
import { codePullRequest } from '../../src/agent/triggers/code-pull-request.js'
import {
  pushAuthor,
  pushCommitsApproved,
  unapprovedStart,
} from '../../src/agent/triggers/code-authors.js'
import { codePush } from '../../src/agent/triggers/code-push.js'
import { refusal } from '../../src/agent/job/docs-status-refusal.js'
import { handoff } from '../../src/agent/triggers/handoff.js'
import { issueComment } from '../../src/agent/triggers/issue-comment.js'
import { merge } from '../../src/agent/triggers/merge.js'
import { promptInput } from '../../src/agent/triggers/prompt-input.js'
import { review } from '../../src/agent/triggers/review.js'
import { reviewComment } from '../../src/agent/triggers/review-comment.js'
import { REQUEST_KINDS } from '../../src/agent/triggers/request-kinds.js'
import type { CommitComparison } from '../../src/shared/github/github-client.js'
import { firstAnswer } from './fixtures/facts.js'
import { INPUTS } from './fixtures/inputs.js'
import { runContext } from './fixtures/run-context.js'

// The pure gate of issue #52 (src/agent/decide/authors.ts): what of a thread a request may send,
// by who wrote it and what the request's gesture approves, for every gesture and every standing
// of its author; and the followed pull request's own refusals (src/agent/triggers/code-authors.ts).

const [BASE, HEAD, LATER] = ['0', 'a', 'b'].map((c) => c.repeat(40)) as [string, string, string]
const WRITER = { role: 'write', permission: 'write' }
const READER = { role: 'read', permission: 'read' }
const NONE = { role: 'none', permission: 'none' }

/** The run's facts: `writer` asked (the gate read their role); `roles` read of others. */
function facts(more: Partial<Facts> = {}): Facts {
  return {
    inputs: { ...INPUTS, allowedBots: ['renovate'] },
    kinds: REQUEST_KINDS,
    context: runContext('workflow_dispatch', {}),
    github: true,
    lookUpJobs: true,
    role: WRITER,
    ...more,
  }
}

/** Pull request #12 (or issue #12), opened by `author` ('' for none GitHub names). */
function thread(author: string, isPullRequest = true): Thread {
  return {
    number: 12,
    isPullRequest,
    title: 'Add --fast',
    body: 'It is faster.',
    url: 'https://github.com/acme/docs/pull/12',
    fromFork: true,
    // Its author's own fork: only its author pushes to its branch.
    headRepository: `${author || 'ghost'}/docs`,
    ...(author === '' ? {} : { author: { login: author, association: 'CONTRIBUTOR' } }),
    commits: { head: HEAD, base: BASE },
  }
}

function trigger(kind: RequestKind, on: Thread, approves?: Approval): Trigger {
  return {
    kind,
    source: { kind: 'test' },
    instruction: 'x',
    thread: on,
    sender: { login: 'writer', type: 'User' },
    requestKey: 'test:1',
    ...(approves === undefined ? {} : { approves }),
  }
}

const COMMENT: Approval = { how: 'a comment', code: { asOf: '2026-06-01T12:00:00Z' } }
const AT_HEAD = (how: string): Approval => ({ how, code: { at: HEAD } })

/** A question's first answer, or the need it first asks for (as a leaf once returned it). */
function asked<T>(asking: Asking<T>): T | Need {
  const answer = firstAnswer(asking)
  return typeof answer === 'object' && answer !== null && 'need' in answer ? answer.need : answer
}

/** whoseContent with the roles of `read` answered as fact-gathering.ts gathers them. */
function content(t: Trigger, known: Facts): { sent: Sendable; asked: string[] } {
  const asked: string[] = []
  const asking = whoseContent(t, known)
  for (let step = asking.next(); asked.length < 5; step = asking.next()) {
    if (step.done === true) return { sent: step.value, asked }
    const need = step.value
    asked.push(need.fact)
    if (need.fact === 'authorRole')
      known.roles = { ...known.roles, [need.login.toLowerCase()]: ROLES[need.login] ?? NONE }
    else if (need.fact === 'pull')
      known.pull = {
        headSha: LATER,
        baseSha: BASE,
        headRepository: 'mallory/docs',
        pushedAt: PUSHED_AT,
      }
    else throw new Error(`asked for ${need.fact}`)
  }
  throw new Error('kept asking')
}
const MAINTAINER = { role: 'maintain', permission: 'write' }
const ROLES: Record<string, { role: string; permission: string }> = {
  writer: WRITER,
  maintainer: MAINTAINER,
  reader: READER,
  'custom-writer': { role: 'docs-editor', permission: 'push' },
}
let PUSHED_AT = '2026-06-01T11:00:00Z'

describe('standingOf: how the author of a text or commit stands', () => {
  test.each([
    ['the asker', 'writer', {}, { kind: 'role' }],
    ['the asker, in another case', 'WRITER', {}, { kind: 'role' }],
    ['a bot allowed-bots names', 'renovate[bot]', {}, { kind: 'role' }],
    [
      'a bot it does not',
      'dependabot[bot]',
      {},
      { kind: 'below', why: 'dependabot[bot] is not in allowed-bots' },
    ],
    [
      'an account GitHub does not know',
      '',
      {},
      { kind: 'below', why: expect.stringMatching(/no account/) },
    ],
    ['someone whose role is not read yet', 'alice', {}, { fact: 'authorRole', login: 'alice' }],
    ['a maintainer', 'alice', { roles: { alice: MAINTAINER } }, { kind: 'role' }],
    [
      'a custom role on write',
      'alice',
      { roles: { alice: { role: 'docs-editor', permission: 'push' } } },
      { kind: 'role' },
    ],
    [
      'a reader',
      'alice',
      { roles: { alice: READER } },
      { kind: 'below', why: 'alice has the read role' },
    ],
    ['no role', 'alice', { roles: { alice: NONE } }, { kind: 'below', why: 'alice has no role' }],
    [
      'a role that could not be read',
      'Alice',
      { roles: { alice: { error: 'HTTP 502' } } },
      { kind: 'below', why: "Alice's role could not be read" },
    ],
    [
      'anyone, without a token to read roles',
      'alice',
      { github: false },
      { kind: 'below', why: "alice's role cannot be read without a token" },
    ],
  ] as [string, string, Partial<Facts>, unknown][])('%s', (_, login, more, expected) => {
    expect(asked(standingOf(login, facts(more), { login: 'writer', type: 'User' }))).toEqual(
      expected,
    )
  })
})

describe('whoseContent: every gesture, every author', () => {
  // [gesture, its kind, what it approves]
  const GESTURES: [string, RequestKind, Approval | undefined][] = [
    ['a comment', issueComment, COMMENT],
    ['a review', review, AT_HEAD('a review')],
    ['a review comment', reviewComment, AT_HEAD('a review comment')],
    ['a label (label-trigger)', handoff, AT_HEAD("the label 'docs'")],
    ['an assignment (assignee-trigger)', handoff, AT_HEAD('an assignment to docs-bot')],
    ['the label on a followed pull request', codePullRequest, AT_HEAD("the label 'docs'")],
    ['a merge', merge, { how: 'the merge', code: 'merged' }],
    ['a reopen, ready for review or an edit', codePullRequest, undefined],
    ["the `prompt` input on the pull request's event", promptInput, undefined],
  ]
  const AUTHORS: [string, string][] = [
    ['the asker', 'writer'],
    ['a maintainer', 'maintainer'],
    ['a reader', 'reader'],
    ['an outsider', 'mallory'],
    ['an account GitHub does not know', ''],
    ['a bot not in allowed-bots', 'dependabot[bot]'],
  ]
  const below = (login: string) => !['writer', 'maintainer'].includes(login)

  for (const [gesture, kind, approves] of GESTURES)
    describe(gesture, () => {
      test.each(AUTHORS)('by %s', (_, login) => {
        PUSHED_AT = '2026-06-01T11:00:00Z'
        const { sent } = content(trigger(kind, thread(login), approves), facts())
        const asker = login === 'writer' && kind.who === 'role'
        if (approves === undefined) {
          // Nothing approves it: only content by someone with the role goes.
          if (below(login)) {
            expect(sent).toMatchObject({ text: false, code: { kind: 'none' } })
            expect(sent.left).toMatch(/^The title, body and code of #12 were not sent: /)
          } else expect(sent).toEqual({ text: true, code: { kind: 'files' }, approved: undefined })
          return
        }
        if (asker) return expect(sent).toEqual({ text: true, code: { kind: 'files' } })
        // A gesture that names a commit, or a merge: what it names, whoever wrote it.
        if (approves.code === 'merged')
          return expect(sent).toEqual({
            text: true,
            code: { kind: 'files' },
            approved: 'merged by writer',
          })
        if ('at' in approves.code)
          return expect(sent).toEqual({
            text: true,
            code: { kind: 'at', base: BASE, head: HEAD },
            approved: `approved by writer (write role), at aaaaaaa, by ${approves.how}`,
          })
        // A comment: a writer's code as it is; anyone else's at the head the run reads.
        expect(sent).toEqual(
          below(login)
            ? {
                text: true,
                code: { kind: 'at', base: BASE, head: LATER },
                approved: 'approved by writer (write role), at bbbbbbb, by a comment',
              }
            : {
                text: true,
                code: { kind: 'files' },
                approved: 'approved by writer (write role), by a comment',
              },
        )
      })
    })

  describe("a writer's pull request from a fork someone else owns (its owner still pushes there)", () => {
    const strangers = (headRepository?: string): Thread => {
      // An issue comment's payload does not say: the pull request's head (mallory/docs) does.
      const rest: Thread = { ...thread('writer') }
      delete rest.headRepository
      return headRepository === undefined ? rest : { ...rest, headRepository }
    }
    test.each([
      ['as the event says', 'mallory/docs'],
      ['as the pull request says, for a comment', undefined],
    ])(
      "the writer's own comment sends the head only as it was before the comment (%s)",
      (_, headRepository) => {
        PUSHED_AT = '2026-06-01T11:00:00Z'
        const { sent } = content(trigger(issueComment, strangers(headRepository), COMMENT), facts())
        expect(sent.code).toEqual({ kind: 'at', base: BASE, head: LATER })
        PUSHED_AT = '2026-06-01T12:00:30Z'
        const later = content(trigger(issueComment, strangers(headRepository), COMMENT), facts())
        expect(later.sent.code).toMatchObject({
          kind: 'none',
          why: expect.stringMatching(/pushed to at 2026-06-01T12:00:30Z/),
        })
      },
    )
    test('a label sends the head it was given; a reopen sends no code', () => {
      const label = content(
        trigger(handoff, strangers('mallory/docs'), AT_HEAD("the label 'docs'")),
        facts(),
      )
      expect(label.sent.code).toEqual({ kind: 'at', base: BASE, head: HEAD })
      const reopen = content(
        trigger(codePullRequest, strangers('mallory/docs'), undefined),
        facts(),
      )
      expect(reopen.sent).toMatchObject({ code: { kind: 'none' } })
      expect(reopen.sent.left).toContain(
        'its branch is in mallory/docs, a fork its author does not own',
      )
    })
    test("a deleted fork is no one's: no code without a gesture", () => {
      const { sent } = content(trigger(codePullRequest, strangers(''), undefined), facts())
      expect(sent.left).toContain('its branch is in a deleted fork')
    })
  })

  test.each([
    ['after it', '2026-06-01T12:00:01Z'],
    // GitHub gives both times to the second: a push in the comment's second may be after it.
    ['in its second', '2026-06-01T12:00:00Z'],
  ])(
    "a comment's approval of a pull request pushed to %s: the title and body, not its code",
    (_, at) => {
      PUSHED_AT = at
      const { sent, asked } = content(trigger(issueComment, thread('mallory'), COMMENT), facts())
      expect(asked).toEqual(['authorRole', 'pull'])
      expect(sent.text).toBe(true)
      expect(sent.code).toEqual({
        kind: 'none',
        why: `its branch's repository was pushed to at ${at}, not before a comment (2026-06-01T12:00:00Z)`,
      })
      expect(sent.left).toMatch(
        /Comment again \(`@docs-agent <instruction>`\) to send it as it is then\.$/,
      )
    },
  )

  test('a pull request whose head cannot be read, or whose last push GitHub does not say: no code', () => {
    const known = facts({ roles: { mallory: NONE }, pull: { error: 'HTTP 404' } })
    expect(
      firstAnswer(whoseContent(trigger(issueComment, thread('mallory'), COMMENT), known)),
    ).toMatchObject({
      code: { kind: 'none', why: 'its head could not be read: HTTP 404' },
    })
    known.pull = { headSha: LATER, baseSha: BASE, headRepository: '', pushedAt: '' }
    expect(
      firstAnswer(whoseContent(trigger(issueComment, thread('mallory'), COMMENT), known)),
    ).toMatchObject({
      code: { kind: 'none', why: 'GitHub does not say when its branch was last pushed to' },
    })
  })

  test('an issue: a gesture approves its title and body, whoever wrote them, without a read', () => {
    const { sent, asked } = content(
      trigger(issueComment, thread('mallory', false), COMMENT),
      facts(),
    )
    expect(asked).toEqual([])
    expect(sent).toEqual({
      text: true,
      code: { kind: 'files' },
      approved: 'approved by writer (write role), by a comment',
    })
  })

  test("a job's own pull request (its thread holds our note) is the agent's: all of it goes, pushed to since or not", () => {
    const note = renderMarker({ job: 'job-1', request: 'note' })
    const agents = { ...thread('mintlify[bot]'), fromFork: false }
    const comment = (trusted: boolean) => ({
      id: 1,
      kind: 'issue' as const,
      body: `${note}\nThe docs agent opened this pull request.`,
      createdAt: '',
      trusted,
    })
    PUSHED_AT = '2026-06-01T12:05:00Z'
    try {
      const ours = facts({ thread: readThread([comment(true)]) })
      expect(content(trigger(issueComment, agents, COMMENT), ours)).toEqual({
        sent: { text: true, code: { kind: 'files' } },
        asked: [],
      })
      // A note in a comment we did not write makes nobody's pull request the agent's.
      const forged = facts({ thread: readThread([comment(false)]) })
      expect(content(trigger(issueComment, agents, COMMENT), forged).sent.code).toMatchObject({
        kind: 'none',
        why: expect.stringMatching(/pushed to at 2026-06-01T12:05:00Z, not before a comment/),
      })
    } finally {
      PUSHED_AT = '2026-06-01T11:00:00Z'
    }
  })

  test('a gesture naming no commit the event can compare sends no code', () => {
    const on = { ...thread('mallory'), commits: undefined }
    expect(
      firstAnswer(whoseContent(trigger(review, on, AT_HEAD('a review')), facts())),
    ).toMatchObject({
      code: { kind: 'none', why: 'the event names no head and base commits to compare' },
    })
  })
})

describe("a followed pull request's refusals", () => {
  const followed = { ...INPUTS, followCodeChanges: true, docsStatus: 'docs', labelTrigger: 'docs' }
  /** Pull request #12's thread, its job (ours, sealed: trusted) last given `head`. */
  const jobAt = (head: string) =>
    readThread([
      {
        id: 1,
        kind: 'issue',
        body: renderMarker({ job: 'job-1', request: 'code:12', head }),
        createdAt: '',
        trusted: true,
      },
    ])
  const JOB_AT_HEAD = jobAt(HEAD)
  /** What a refusal's head shows, over no status: "state: description", or `left`. */
  const headSays = (decision: unknown): string => {
    const { plan } = decision as Extract<Decision, { kind: 'decided' }>
    const note = plan.kind === 'skip' ? plan.docsStatus : undefined
    if (note === undefined || !('refused' in note)) return 'no refusal'
    const head = refusal(note, undefined)
    return 'leave' in head ? 'left' : `${head.status.state}: ${head.status.description}`
  }
  const start = (author: string, approves?: Approval): Trigger => ({
    ...trigger(codePullRequest, thread(author), approves),
    source: {
      kind: 'code-pull-request',
      action: 'reopened',
      label: '',
      head: HEAD,
    } as Trigger['source'],
  })

  test('a start of an outsider’s pull request: refused, with the gesture, said once in the thread', () => {
    const known = facts({ inputs: followed, roles: { mallory: NONE }, thread: readThread([]) })
    const refused = firstAnswer(unapprovedStart(start('mallory'), known))
    expect(refused).toMatchObject({
      kind: 'decided',
      plan: {
        kind: 'skip',
        docsStatus: {
          sha: HEAD,
          refused: 'mallory has no role (below min-permission)',
          followed: 'none',
          approve: { label: 'docs', phrase: INPUTS.triggerPhrase },
          approveInPass: true,
        },
        notice: {
          requestKey: 'code:12:unapproved',
          instruction: 'aaaaaaa: nothing was sent to the agent.',
        },
      },
    })
    // The thread has heard it: no second notice.
    const said = renderFailureMarker({ request: 'code:12:unapproved' })
    const heard = readThread([{ id: 1, kind: 'issue', body: said, createdAt: '', trusted: true }])
    const again = firstAnswer(unapprovedStart(start('mallory'), { ...known, thread: heard }))
    expect(again).toMatchObject({ plan: { kind: 'skip' } })
    expect(again?.kind === 'decided' && again.plan.kind === 'skip' && again.plan.notice).toBe(
      undefined,
    )
  })

  test('a start of a writer’s pull request, or one the label approves, goes on', () => {
    const known = facts({ inputs: followed, roles: { maintainer: MAINTAINER } })
    expect(firstAnswer(unapprovedStart(start('maintainer'), known))).toBeUndefined()
    expect(
      firstAnswer(unapprovedStart(start('mallory', AT_HEAD("the label 'docs'")), known)),
    ).toBeUndefined()
  })

  const push = (approves?: Approval): Trigger => ({
    ...trigger(codePush, thread('writer'), approves),
    source: {
      kind: 'code-push',
      before: HEAD,
      after: LATER,
      via: 'synchronize',
      draft: false,
    } as Trigger['source'],
  })
  const compared = (
    authors: string[],
    complete = true,
  ): Extract<CommitComparison, { kind: 'compared' }> => ({
    kind: 'compared',
    status: 'ahead',
    commits: authors.length,
    behindBy: 0,
    files: [],
    cut: false,
    filesCapped: false,
    authors: {
      commits: authors.map((author, i) => ({ sha: String(i + 1).repeat(40), author })),
      complete,
    },
  })

  test("a writer's push: each commit author is asked, one below the role holds it", () => {
    const known = facts({ inputs: followed, thread: JOB_AT_HEAD })
    expect(
      firstAnswer(pushCommitsApproved(push(), compared(['writer', 'reader']), known, LATER)),
    ).toEqual({
      kind: 'gather',
      need: { fact: 'authorRole', login: 'reader' },
    })
    known.roles = { reader: READER }
    const held = firstAnswer(
      pushCommitsApproved(push(), compared(['writer', 'reader']), known, LATER),
    )
    // The pull request's own commits are read, to tell the base branch's apart.
    expect(held).toMatchObject({
      kind: 'gather',
      need: { fact: 'own', own: { name: 'pullRequestCommits' } },
    })
    known.own = { pullRequestCommits: compared(['writer', 'reader']) }
    const refused = firstAnswer(
      pushCommitsApproved(push(), compared(['writer', 'reader']), known, LATER),
    )
    expect(refused).toMatchObject({
      plan: { kind: 'skip', docsStatus: { sha: LATER, followed: 'job' } },
    })
    expect(headSays(refused)).toBe(
      "failure: Not sent: re-add the label 'docs' to approve it; commit 2222222: reader has the read role (below min-permission)",
    )
  })

  test('a commit below the role that is the base branch’s (a rebase, a merge of main) does not hold it', () => {
    const known = facts({ inputs: followed, roles: { mallory: NONE } })
    // The pull request's own commits since its base: only the writer's second one.
    const own = {
      ...compared(['writer']),
      authors: { commits: [{ sha: '2'.repeat(40), author: 'writer' }], complete: true },
    }
    known.own = { pullRequestCommits: own }
    expect(
      firstAnswer(pushCommitsApproved(push(), compared(['mallory', 'writer']), known, LATER)),
    ).toBeUndefined()
  })

  test('unlinked authors, more commits than read, and a label’s approval', () => {
    const known = facts({
      inputs: followed,
      own: { pullRequestCommits: { error: 'HTTP 500' } },
      thread: JOB_AT_HEAD,
    })
    expect(
      headSays(firstAnswer(pushCommitsApproved(push(), compared(['writer', '']), known, LATER))),
    ).toMatch(/^failure: Not sent: .*commit 2222222: GitHub links its author to no account/)
    expect(
      headSays(firstAnswer(pushCommitsApproved(push(), compared(['writer'], false), known, LATER))),
    ).toMatch(/^failure: Not sent: .*more commits than can be attributed/)
    expect(
      firstAnswer(
        pushCommitsApproved(
          push(AT_HEAD("the label 'docs'")),
          compared(['', 'reader']),
          known,
          LATER,
        ),
      ),
    ).toBeUndefined()
  })

  test("a push to an outsider's pull request: refused when it has a job, else only said", () => {
    const known = facts({ inputs: followed, roles: { mallory: NONE }, thread: JOB_AT_HEAD })
    const outsiders: Trigger = { ...push(), thread: thread('mallory') }
    const refused = firstAnswer(pushAuthor(outsiders, known, 'job-1'))
    expect(refused).toMatchObject({ plan: { kind: 'skip', docsStatus: { sha: LATER } } })
    expect(headSays(refused)).toBe(
      "failure: Not sent: re-add the label 'docs' to approve it; mallory has no role (below min-permission)",
    )
    // The same push delivered again once a label approved it (its job was given LATER): left.
    const given = { ...known, thread: jobAt(LATER) }
    expect(headSays(firstAnswer(pushAuthor(outsiders, given, 'job-1')))).toBe('left')
    // A thread that could not be read: nobody can tell, and no pass is written.
    const unread = { ...known, thread: { error: 'HTTP 502' } }
    expect(headSays(firstAnswer(pushAuthor(outsiders, unread, 'job-1')))).toMatch(/^error: /)
    // No job: the head says how to start one.
    expect(firstAnswer(pushAuthor(outsiders, known, undefined))).toEqual({
      kind: 'below',
      why: 'mallory has no role',
    })
    // Pushes not sent (code-follow-ups 0): the head would show the job's state, so it is
    // refused the same, whoever pushed (a writer's "Update branch" carries the outsider's code).
    const zero = { ...known, inputs: { ...followed, codeFollowUps: 0 } }
    expect(headSays(firstAnswer(pushAuthor(outsiders, zero, 'job-1')))).toBe(
      "failure: Not sent: re-add the label 'docs' to approve it; mallory has no role (below min-permission)",
    )
    // The label added again approves the head: nobody's role is asked.
    expect(
      firstAnswer(
        pushAuthor({ ...outsiders, approves: AT_HEAD("the label 'docs'") }, facts(), 'job-1'),
      ),
    ).toEqual({
      kind: 'role',
    })
  })

  test('approveWords: the label when there is one, else a comment', () => {
    expect(approveWords({ label: 'docs', phrase: '@docs-agent' }, false)).toBe(
      "add the label 'docs' to approve it",
    )
    expect(approveWords({ label: 'docs', phrase: '@docs-agent' }, true)).toBe(
      "re-add the label 'docs' to approve it",
    )
    expect(approveWords({ label: '', phrase: '@docs-agent' }, true)).toBe(
      "comment '@docs-agent …' to send it",
    )
  })
})
