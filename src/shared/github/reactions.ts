import { ApiError } from '../http/errors.js'
import { type Call, type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import type { Answered } from './untrusted.js'

/** Where a reaction goes: a comment, a review comment, or the issue itself. */
export type ReactionTarget =
  | { kind: 'issue-comment'; id: number }
  | { kind: 'review-comment'; id: number }
  | { kind: 'issue'; number: number }

export type Reaction = 'eyes' | 'rocket' | 'confused'

/** What GitHub said to a reaction: whether this call created it, and when it was created. */
export interface ReactionAnswer {
  /** 201: this call added it; 200: the same user's identical reaction was already there. */
  created: boolean
  /** ISO time the reaction was created ('' when GitHub did not say). */
  createdAt: string
  /** The reaction's id (0 when GitHub did not say), to remove it. */
  id: number
  /** Who the reaction is by: the token's own user ('' when GitHub did not say). */
  login: string
}

/**
 * Adds a reaction. GitHub answers 201 when it created the reaction and 200 when the same user's
 * identical reaction was already there, so `created` tells whether this call added it: with
 * `claim`, that is the run's claim on the request (see agent/decide/claim.ts). Adding a reaction
 * twice is harmless, so a plain reaction is retried like a read; a claim is not repeated once
 * it may have reached GitHub, since a repeat would answer 200 to this run's own lost 201.
 */
export async function react(
  api: GitHubApi,
  target: ReactionTarget,
  content: Reaction,
  { claim = false }: { claim?: boolean } = {},
): Promise<ReactionAnswer> {
  const call: Call = {
    context: {
      ...errorContext(`Adding a ${content} reaction`, 'the comment was not found (deleted?)'),
      effect: 'The reaction may have been added anyway.',
    },
    idempotent: !claim,
    shape: 'object',
  }
  const { status, data } = await api.send<Answered<'reaction', 'id' | 'created_at' | 'user'>>(
    call,
    (options) =>
      target.kind === 'issue'
        ? api.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/reactions', {
            ...api.repo,
            issue_number: target.number,
            content,
            ...options,
          })
        : target.kind === 'issue-comment'
          ? api.octokit.request(
              'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
              {
                ...api.repo,
                comment_id: target.id,
                content,
                ...options,
              },
            )
          : api.octokit.request(
              'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
              {
                ...api.repo,
                comment_id: target.id,
                content,
                ...options,
              },
            ),
  )
  return {
    created: status === 201,
    createdAt: typeof data.created_at === 'string' ? data.created_at : '',
    id: typeof data.id === 'number' ? data.id : 0,
    login: typeof data.user?.login === 'string' ? data.user.login : '',
  }
}

/**
 * Removes this token's reaction `id` from `target` (a comment, a review comment, or an issue or
 * pull request): true when it did, false when the reaction was no longer there (404). A DELETE
 * may be sent twice.
 */
export async function removeReaction(
  api: GitHubApi,
  target: ReactionTarget,
  id: number,
): Promise<boolean> {
  const where = target.kind === 'issue' ? `#${target.number}` : `comment ${target.id}`
  try {
    await api.send(
      {
        context: errorContext(
          `Removing reaction ${id} from ${where}`,
          `the reaction was not on ${where}`,
        ),
        idempotent: true,
        shape: 'none',
      },
      (options) =>
        target.kind === 'issue'
          ? api.octokit.request(
              'DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}',
              {
                ...api.repo,
                issue_number: target.number,
                reaction_id: id,
                ...options,
              },
            )
          : target.kind === 'issue-comment'
            ? api.octokit.request(
                'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}',
                {
                  ...api.repo,
                  comment_id: target.id,
                  reaction_id: id,
                  ...options,
                },
              )
            : api.octokit.request(
                'DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}',
                {
                  ...api.repo,
                  comment_id: target.id,
                  reaction_id: id,
                  ...options,
                },
              ),
    )
    return true
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false
    throw error
  }
}
