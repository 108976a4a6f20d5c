import type { RunContext } from '../../shared/github/run-context.js'
import type { Inputs } from '../agent-inputs.js'
import type { Thread } from './fact-shapes.js'

/**
 * The event a kind of request reads (RequestEvent), who set it off (Sender), and what a kind
 * records of it (TriggerSource): what every kind reads alike, before it makes a request of it
 * (request-kind.ts `Trigger`).
 */

/**
 * What a kind of request records of the event that made it (its kind's module types the rest);
 * `kind` names it, for a reader of tests and of a failure's dump.
 */
export interface TriggerSource {
  kind: string
}

/** Who set the event off, as the payload names them. */
export interface Sender {
  login: string
  type: string
}

/** The event a kind reads, with what every kind reads of it alike. */
export interface RequestEvent {
  context: RunContext
  inputs: Inputs
  thread: Thread | undefined
  sender: Sender | undefined
}
