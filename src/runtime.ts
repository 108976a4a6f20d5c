import type { Clock } from './poll.js'

/** What a run needs from the outside world; tests pass a fake clock and a fixed random. */
export interface Dependencies {
  clock: Clock
  random: () => number
  env: NodeJS.ProcessEnv
  /**
   * The run owns its process (off in in-process tests): it takes over SIGINT/SIGTERM to finish
   * cleanly, and exits once done even if a stuck socket would keep it alive.
   */
  ownsProcess: boolean
}

export const realDependencies: Dependencies = {
  clock: {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
  random: Math.random,
  env: process.env,
  ownsProcess: true,
}

/**
 * Runs `onSignal` once on SIGINT or SIGTERM (the runner cancels with SIGINT, then SIGTERM), when
 * the run owns its process. Returns the function that removes the handlers.
 */
export function onCancel(
  deps: Dependencies,
  onSignal: (signal: NodeJS.Signals) => void,
): () => void {
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
export function exitWhenIdle(deps: Dependencies): void {
  if (deps.ownsProcess) setTimeout(() => process.exit(), 2000).unref()
}
