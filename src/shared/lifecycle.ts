import * as core from '@actions/core'
import type { Dependencies } from './dependencies.js'
import { redact } from './http/errors.js'
import { messageOf } from './log.js'

/**
 * How long a cancelled run may wind down (close the tracking comment, finish the page in hand)
 * before it reports and exits, for both actions. The runner sends SIGINT, then SIGTERM 7.5 s
 * later: 4 s leaves time to write the outputs and the summary before that.
 */
export const CANCEL_GRACE_MS = 4000

/**
 * How a run ends: `failure` fails the step, `warning` and `notice` annotate it, `success` and
 * `skipped` only log (a skip must not annotate every unrelated comment's run).
 */
export interface Conclusion {
  level: 'success' | 'skipped' | 'notice' | 'warning' | 'failure'
  message: string
}

/** One run of an action, its inputs read: the parts the lifecycle calls. */
export interface ActionRun {
  /** Every secret the run holds (masked when it was read), removed from every message. */
  secrets: string[]
  /** The work, from start to conclusion. */
  carryOut(): Promise<Conclusion>
  /** On cancellation: wind down quickly. Waited for at most CANCEL_GRACE_MS. */
  stop(signal: NodeJS.Signals): Promise<void>
  /** The conclusion of a cancelled run, once it has wound down (or the grace is over). */
  stopped(signal: NodeJS.Signals): Conclusion | Promise<Conclusion>
  /** Outputs and job summary for the conclusion (its message already redacted). */
  report(conclusion: Conclusion): Promise<void>
}

/**
 * The one lifecycle of both actions' main steps:
 * 1. `start` reads every input (masking secrets as it reads them) and builds the run; an error
 *    there fails the step with its message, before any request.
 * 2. The run is carried out. A cancellation (SIGINT/SIGTERM) asks it to stop, waits up to
 *    CANCEL_GRACE_MS, reports it stopped and exits with 1.
 * 3. Whichever ending comes first reports, exactly once: the message redacted, outputs and
 *    summary written, then the verdict (`setFailed` for a failure).
 * 4. The process exits once idle, even if a stuck socket would keep it alive.
 */
export async function runAction(
  deps: Dependencies,
  start: (deps: Dependencies) => ActionRun | Promise<ActionRun>,
): Promise<void> {
  let run: ActionRun
  try {
    run = await start(deps)
  } catch (error) {
    core.setFailed(messageOf(error))
    return
  }
  const { secrets } = run
  let ending: Promise<void> | undefined
  const end = (conclusion: Conclusion): Promise<void> =>
    (ending ??= (async () => {
      const safe = { ...conclusion, message: redact(conclusion.message, secrets) }
      await run.report(safe)
      announce(safe)
    })())

  const removeHandlers = onCancel(deps, (signal) => {
    const stopping = run.stop(signal).catch(() => undefined)
    void Promise.race([stopping, deps.clock.sleep(CANCEL_GRACE_MS)])
      .then(async () => end(await run.stopped(signal)))
      .catch((error: unknown) => core.setFailed(redact(messageOf(error), secrets)))
      .finally(() => process.exit(1))
  })
  // A run concludes its own failures; anything that still escapes fails the step with its
  // message (redacted in `end`), never with a stack trace.
  const conclusion = await run
    .carryOut()
    .catch((error: unknown): Conclusion => ({ level: 'failure', message: messageOf(error) }))
  removeHandlers()
  await end(conclusion)
  exitWhenIdle(deps)
}

/** Annotates the run with the verdict. */
function announce(conclusion: Conclusion): void {
  const { level, message } = conclusion
  if (level === 'failure') core.setFailed(message)
  else if (level === 'warning') core.warning(message)
  else if (level === 'notice') core.notice(message)
  else core.info(message)
}

/**
 * Runs `onSignal` once on SIGINT or SIGTERM (the runner cancels with SIGINT, then SIGTERM), when
 * the run owns its process. Returns the function that removes the handlers.
 */
function onCancel(deps: Dependencies, onSignal: (signal: NodeJS.Signals) => void): () => void {
  if (!deps.ownsProcess) return () => undefined
  let fired = false
  const handler = (signal: NodeJS.Signals): void => {
    if (fired) return
    fired = true
    onSignal(signal)
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  return () => {
    process.off('SIGINT', handler)
    process.off('SIGTERM', handler)
  }
}

/** Every socket has been disposed; this only guards against one a proxy agent keeps open. */
function exitWhenIdle(deps: Dependencies): void {
  if (deps.ownsProcess) setTimeout(() => process.exit(), 2000).unref()
}
