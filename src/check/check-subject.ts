import { textOf as text } from '../shared/github/untrusted.js'
import { eventOf, type RunContext } from '../shared/github/run-context.js'
import type { PullCheckInputs } from './check-inputs.js'

/**
 * What a run of the check action is about, read from its event alone (pure): a pull request's
 * head, judged when it is the agent's (or with `check-all`), else passed at once; a merge
 * group's head, whose agent changes are judged; or nothing to answer.
 */
export type CheckSubject =
  | {
      kind: 'pull'
      number: number
      headSha: string
      baseSha: string
      /** The pull request's author, as its event names them. */
      author: string
      /** Judged: the agent's, or `check-all`. Otherwise it passes without a read. */
      judged: boolean
    }
  | { kind: 'group'; headSha: string; baseSha: string; baseBranch: string }
  | { kind: 'none'; reason: string }

/** The actions of a pull request event that bring a head to answer for. */
export const PULL_ACTIONS = ['opened', 'synchronize', 'reopened', 'ready_for_review'] as const

const SHA = /^[0-9a-f]{40}$/i

/** `refs/heads/main` as `main`. */
const branchOf = (ref: string): string => ref.replace(/^refs\/heads\//, '')

export function checkSubject(
  context: Pick<RunContext, 'eventName' | 'payload'>,
  inputs: Pick<PullCheckInputs, 'agentLogins' | 'checkAll'>,
): CheckSubject {
  const event = eventOf(context as RunContext, [
    'pull_request',
    'pull_request_target',
    'merge_group',
  ])
  if (event === undefined)
    return {
      kind: 'none',
      reason: `the event is ${context.eventName || 'unnamed'}: the check answers pull_request, pull_request_target and merge_group`,
    }
  const action = text(event.payload.action)
  if (event.name === 'merge_group') {
    const group = event.payload.merge_group
    const headSha = text(group?.head_sha).toLowerCase()
    const baseSha = text(group?.base_sha).toLowerCase()
    if (action !== 'checks_requested')
      return { kind: 'none', reason: `merge_group.${action || 'unnamed'} asks for no check` }
    const baseBranch = branchOf(text(group?.base_ref))
    if (!SHA.test(headSha) || !SHA.test(baseSha) || baseBranch === '')
      return {
        kind: 'none',
        reason: 'the merge_group event names no head and base commits and no base branch',
      }
    return { kind: 'group', headSha, baseSha, baseBranch }
  }
  const pull = event.payload.pull_request
  if (!(PULL_ACTIONS as readonly string[]).includes(action))
    return {
      kind: 'none',
      reason: `${event.name}.${action || 'unnamed'} brings no new head to check (the check answers ${PULL_ACTIONS.join(', ')})`,
    }
  const headSha = text(pull?.head?.sha).toLowerCase()
  const baseSha = text(pull?.base?.sha).toLowerCase()
  const number = typeof pull?.number === 'number' ? pull.number : 0
  if (!SHA.test(headSha) || !SHA.test(baseSha) || number <= 0)
    return { kind: 'none', reason: `the ${event.name} event names no pull request and head commit` }
  const author = text(pull?.user?.login)
  const agents = inputs.agentLogins.includes(author.toLowerCase())
  return { kind: 'pull', number, headSha, baseSha, author, judged: agents || inputs.checkAll }
}
