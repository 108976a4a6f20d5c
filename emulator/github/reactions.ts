import { gitHubError, gitHubUser, nodeId, TOKEN_USER } from '../github-answers.ts'
import { json, type Reply } from '../service.ts'
import {
  newId,
  nowIso,
  type EmulatedReaction,
  type GitHubHandlers,
  type GitHubRequest,
  type GitHubState,
} from './state.ts'

/** Reactions on issues, issue comments and review comments: add one, remove one. */

const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes']

/**
 * A reaction by the token's user on `target` (`comment:<id>`, `review-comment:<id>`,
 * `issue:<number>`), created `ageMs` ago: for a claim left by an earlier run.
 */
export function addReaction(
  state: GitHubState,
  repository: string,
  target: string,
  content: string,
  ageMs = 0,
): EmulatedReaction {
  const reaction: EmulatedReaction = {
    id: newId(state),
    repository,
    target,
    content,
    user: TOKEN_USER,
    createdAt: nowIso(state, ageMs),
  }
  state.reactions.push(reaction)
  return reaction
}

function reactionView(reaction: EmulatedReaction): Record<string, unknown> {
  return {
    id: reaction.id,
    node_id: nodeId('Reaction', reaction.id),
    user: gitHubUser({ login: reaction.user, type: 'Bot' }),
    content: reaction.content,
    created_at: reaction.createdAt,
  }
}

/** What a reaction route is on: `issue:<number>`, `comment:<id>` or `review-comment:<id>`. */
type Target = 'issue' | 'comment' | 'review-comment'

function targetOf({ call }: GitHubRequest, target: Target): string {
  const p = call.route.params
  return target === 'issue' ? `issue:${p.number}` : `${target}:${p.id}`
}

/**
 * POST .../reactions. As GitHub does: 201 with the new reaction, or 200 with the same user's
 * identical one. One request is handled at a time, so two concurrent POSTs get one 201 and one
 * 200.
 */
function react(request: GitHubRequest, on: Target): Reply {
  const { call, state, repository } = request
  const sent = call.body as { content?: unknown } | undefined
  const content = typeof sent?.content === 'string' ? sent.content : ''
  if (!REACTIONS.includes(content)) {
    return gitHubError(422, `Validation Failed: content ${content}`, [
      { resource: 'Reaction', code: 'invalid', field: 'content' },
    ])
  }
  const target = targetOf(request, on)
  const existing = state.reactions.find(
    (r) =>
      r.repository === repository &&
      r.target === target &&
      r.content === content &&
      r.user === TOKEN_USER,
  )
  if (existing !== undefined) return json(200, reactionView(existing))
  return json(201, reactionView(addReaction(state, repository, target, content)))
}

/** DELETE .../reactions/{reaction}: 204 when the token's user's reaction was there, else 404. */
function unreact(request: GitHubRequest, on: Target): Reply {
  const { call, state, repository } = request
  const target = targetOf(request, on)
  const found = state.reactions.findIndex(
    (r) =>
      r.repository === repository &&
      r.target === target &&
      r.id === Number(call.route.params.reaction) &&
      r.user === TOKEN_USER,
  )
  if (found < 0) return gitHubError(404, 'Not Found')
  state.reactions.splice(found, 1)
  return json(204, undefined)
}

export const REACTION_HANDLERS: GitHubHandlers = {
  'github.react-issue': (request) => react(request, 'issue'),
  'github.react-comment': (request) => react(request, 'comment'),
  'github.react-review-comment': (request) => react(request, 'review-comment'),
  'github.unreact-issue': (request) => unreact(request, 'issue'),
  'github.unreact-comment': (request) => unreact(request, 'comment'),
  'github.unreact-review-comment': (request) => unreact(request, 'review-comment'),
}
