import {
  InputError,
  quote,
  rawInput,
  readBoolean,
  readInteger,
  readItems,
} from '../shared/inputs.js'

/**
 * The inputs of waiting and of finish runs (`wait`, `finish`, `finish-within-hours`,
 * `finished-event`), read with the others by getInputs, and their checks against the others.
 */

/** `wait`: `true`, `false` or `hand-off` (GitHub's boolean spellings as readBoolean takes them). */
function readWait(): { wait: boolean; handOff: boolean } {
  const value = rawInput('wait').trim()
  if (value.toLowerCase() === 'hand-off') return { wait: false, handOff: true }
  try {
    return { wait: readBoolean('wait', true), handOff: false }
  } catch {
    throw new InputError(`Input 'wait' must be true, false or hand-off; got ${quote(value)}.`)
  }
}

/**
 * `finished-event`: a `repository_dispatch` event type. GitHub takes 1 to 100 characters; a type
 * on one line, without spaces, is what a workflow's `types:` can name.
 */
function readFinishedEvent(): string {
  // An empty value sends none, so the default is taken only when the input is absent (a run
  // outside a runner: a runner always sets it, from action.yml's default when unset).
  const absent = process.env['INPUT_FINISHED-EVENT'] === undefined
  const value = rawInput('finished-event')
  const type = absent ? 'docs-agent-job-finished' : value.trim()
  if (type !== '' && !/^[\w.:-]{1,100}$/.test(type))
    throw new InputError(
      `Input 'finished-event' must be a repository_dispatch type of 1 to 100 letters, digits, '-', '_', '.' or ':' (or empty to send none); got ${quote(value)}.`,
    )
  return type
}

/** `owner/name`, as GitHub spells a repository. */
const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[\w.-]{1,100}$/

/** `finish-repositories`: the repositories whose handed-off jobs a finish run ends. */
function readFinishRepositories(): string[] {
  const names = readItems('finish-repositories')
  for (const name of names)
    if (!REPOSITORY.test(name) || /(^|\/)\.\.?$/.test(name))
      throw new InputError(
        `Input 'finish-repositories' takes repositories as owner/name (octo-org/api), one per line or comma-separated; got ${quote(name)}.`,
      )
  // Each once, as first written: GitHub's names ignore case.
  return names.filter(
    (name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i,
  )
}

/** The inputs of waiting and of finish runs, as agent-inputs.ts Inputs holds them. */
export interface WaitInputs {
  /**
   * Poll until the job ends; false returns right after the job is created or messaged. With
   * `wait: hand-off` it is false and `handOff` true.
   */
  wait: boolean
  /**
   * `wait: hand-off`: return once the job is sent, leaving its end to a finish run (its record is
   * in the tracking comment: github/hand-off.ts).
   */
  handOff: boolean
  /**
   * `finish: true`: take no request from the event; end the repository's handed-off jobs that
   * have ended (../finish/finish-run.ts).
   */
  finish: boolean
  /** How far back a finish run looks for handed-off jobs, in milliseconds. */
  finishWithinMs: number
  /** The `repository_dispatch` type a finish run sends for each job's end; '' sends none. */
  finishedEvent: string
  /**
   * The repositories (`owner/name`) whose handed-off jobs a finish run ends; empty: the run's
   * own. Each is read with `github-token`, which must reach it.
   */
  finishRepositories: string[]
}

/** `wait`, and what a finish run reads. */
export function readWaitAndFinish(): WaitInputs {
  return {
    ...readWait(),
    finish: readBoolean('finish', false),
    finishWithinMs: readInteger('finish-within-hours', 72, 1, 720) * 3_600_000,
    finishedEvent: readFinishedEvent(),
    finishRepositories: readFinishRepositories(),
  }
}

/** What `wait` and `finish` need of the other inputs; refused before any request. */
export function checkWaitAndFinish(
  inputs: WaitInputs & {
    comment: boolean
    docsStatus: string
    followCodeChanges: boolean
    prompt: string
    jobId: string
    dryRun: boolean
  },
): void {
  // The status says where the job got to, so the run (or a finish run) must follow the job to
  // its end; a finish step names the context it may set.
  const follows = inputs.followCodeChanges && (inputs.wait || inputs.handOff)
  if (inputs.docsStatus !== '' && !follows && !inputs.finish)
    throw new InputError(
      `Input 'docs-status' (${quote(inputs.docsStatus)}) sets the status of a followed pull request's head commit until its job ends: it needs follow-code-changes: true and wait: true or hand-off (or finish: true).`,
    )
  // A handed-off job is found again by its tracking comment: without one, nobody could end it.
  if (inputs.handOff && !inputs.comment)
    throw new InputError(
      `Input 'wait' is 'hand-off', but 'comment' is false: a finish run finds a handed-off job by its tracking comment. Set comment: true, or wait: false.`,
    )
  if (inputs.finish && inputs.dryRun)
    throw new InputError(
      `Input 'finish' (${quote(rawInput('finish').trim())}) ends jobs, which a dry run must not: set dry-run: false, or leave finish out.`,
    )
  if (inputs.finish && inputs.handOff)
    throw new InputError(
      `Input 'finish' (${quote(rawInput('finish').trim())}) takes no request, so 'wait' ('hand-off') has nothing to hand off: leave wait out of a finish step.`,
    )
  if (!inputs.finish && inputs.finishRepositories.length > 0)
    throw new InputError(
      `Input 'finish-repositories' (${quote(inputs.finishRepositories.join(', '))}) names whose handed-off jobs a finish run ends: set finish: true, or leave it out.`,
    )
  if (inputs.finish && (inputs.prompt !== '' || inputs.jobId !== ''))
    throw new InputError(
      `Input 'finish' (${quote(rawInput('finish').trim())}) ends the repository's handed-off jobs and takes no request: leave 'prompt', 'prompt-file' and 'job-id' empty in a finish step.`,
    )
}
