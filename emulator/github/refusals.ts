import { gitHubError } from '../github-answers.ts'
import type { Reply } from '../service.ts'

/** GitHub's refusals (422) of what was sent to its issue and comment routes, and their limits. */

/** GitHub's longest issue or comment body. */
export const MAX_BODY = 65_536

/** GitHub's refusal of an issue's field, or of a list's query parameter. */
export function invalid(field: string, value: string): Reply {
  return gitHubError(422, `Validation Failed: ${field} ${value} is not valid`, [
    { resource: 'Issue', code: 'invalid', field },
  ])
}

export function missing(resource: string, field: string): Reply {
  return gitHubError(422, `Validation Failed: ${field} is required`, [
    { resource, code: 'missing_field', field },
  ])
}

export function tooLong(resource: string, field: string, maximum: number): Reply {
  const message = `${field} is too long (maximum is ${maximum} characters)`
  return gitHubError(422, `Validation Failed: ${message}`, [
    { resource, code: 'custom', field, message },
  ])
}
