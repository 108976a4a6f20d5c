import type { ReactionTarget } from '../../shared/github/github-client.js'
import type { CommentPlace } from '../github/tracking-comment.js'
import type { Trigger } from '../decide/request-kind.js'

/**
 * Where most kinds of request are answered: the tracking comment in their issue or pull request,
 * and the reactions on it.
 */

/** The tracking comment's place in thread `number`. */
export function onThread(_trigger: Trigger, number: number): CommentPlace {
  return { kind: 'issue', number }
}

/** Reactions on the issue or pull request itself; none without one. */
export function reactOnThread(trigger: Trigger): ReactionTarget | undefined {
  return trigger.thread === undefined ? undefined : { kind: 'issue', number: trigger.thread.number }
}
