import { randomUUID } from 'node:crypto'
import * as core from '@actions/core'
import { ApiError } from './http/errors.js'
import { InputError } from './inputs.js'

/**
 * Prints text a user or the service wrote, with workflow commands switched off around it, so that
 * a line such as `::add-mask::` or `::error::` inside it is shown, not obeyed.
 */
export function logUntrusted(title: string, text: string): void {
  const token = randomUUID()
  core.startGroup(title)
  core.info(`::stop-commands::${token}`)
  core.info(text)
  core.info(`::${token}::`)
  core.endGroup()
}

/** The user-facing text of any error: ours are written for users; anything else is a bug. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof InputError) return error.message
  if (error instanceof Error) {
    core.debug(error.stack ?? error.message)
    return `Unexpected error: ${error.message}`
  }
  return `Unexpected error: ${String(error)}`
}
