import { gitHubError } from '../github-answers.ts'
import { json, type Reply } from '../service.ts'
import { nowIso, type GitHubHandlers, type GitHubRequest } from './state.ts'

/** `repository_dispatch` events sent to a repository. */

/** GitHub's longest `event_type` of a dispatch, and most top-level keys of its `client_payload`. */
const MAX_EVENT_TYPE = 100
const MAX_PAYLOAD_KEYS = 10
/** The JSON of a dispatch's `client_payload` must be shorter than this (64 KB). */
const MAX_PAYLOAD_BYTES = 65_536

/**
 * POST /repos/{owner}/{repo}/dispatches: recorded, and 204; refused (422) as GitHub refuses it:
 * no `event_type`, or one over 100 characters, a `client_payload` that is not an object, has
 * more than 10 top-level keys, or whose JSON is 64 KB or more.
 */
function dispatch({ call, state, repository }: GitHubRequest): Reply {
  const sent = call.body
  const fields = (typeof sent === 'object' && sent !== null ? sent : {}) as {
    event_type?: unknown
    client_payload?: unknown
  }
  const eventType = fields.event_type
  if (typeof eventType !== 'string' || eventType === '') {
    return gitHubError(422, 'Invalid request.\n\n"event_type" wasn\'t supplied.')
  }
  if (eventType.length > MAX_EVENT_TYPE) {
    return gitHubError(
      422,
      `Invalid request.\n\nFor 'properties/event_type', "${eventType}" is too long (maximum is ${MAX_EVENT_TYPE} characters).`,
    )
  }
  const payload = fields.client_payload ?? {}
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return gitHubError(
      422,
      `Invalid request.\n\nFor 'properties/client_payload', ${JSON.stringify(payload)} is not an object.`,
    )
  }
  const keys = Object.keys(payload).length
  if (keys > MAX_PAYLOAD_KEYS) {
    return gitHubError(
      422,
      `Invalid request.\n\nNo more than ${MAX_PAYLOAD_KEYS} properties are allowed; ${keys} were supplied.`,
    )
  }
  if (Buffer.byteLength(JSON.stringify(payload)) >= MAX_PAYLOAD_BYTES) {
    return gitHubError(422, 'Invalid request.\n\nclient_payload must be smaller than 64 KB.')
  }
  const clientPayload = payload as Record<string, unknown>
  state.dispatches.push({ repository, eventType, clientPayload, at: nowIso(state) })
  return json(204, undefined)
}

export const DISPATCH_HANDLERS: GitHubHandlers = { 'github.dispatch': dispatch }
