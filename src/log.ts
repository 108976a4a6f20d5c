import { randomUUID } from 'node:crypto'
import * as core from '@actions/core'

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
