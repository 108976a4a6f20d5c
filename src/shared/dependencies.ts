import type { context } from '@actions/github'

/** @actions/github's `context`, as ./github/octokit.ts re-exports it. */
export type GitHubContext = typeof context

/**
 * What a run needs from the outside world, in one type for both actions and everything they
 * build (clients, polling, the lifecycle). Tests pass a fake clock, a fixed random and their own
 * environment, and keep the process to themselves.
 */
export interface Dependencies {
  /** The passage of time, injected so that a 30-minute timeout is tested in milliseconds. */
  clock: {
    now: () => number
    sleep: (ms: number) => Promise<void>
  }
  /** For retry jitter. */
  random: () => number
  env: NodeJS.ProcessEnv
  /**
   * The agent's run context (event, repository, URLs): absent, @actions/github's `context`, read
   * from the process's environment; in-process tests, whose runs share one process, give each
   * run its own (made by the toolkit's class from the run's `env`). Analytics and deploy read
   * their few variables from `env` and load the toolkit only to write to GitHub.
   */
  githubContext?: GitHubContext
  /**
   * The run owns its process (off in in-process tests): it takes over SIGINT/SIGTERM to finish
   * cleanly, and exits once done even if a stuck socket would keep it alive.
   */
  ownsProcess: boolean
}

/** The clock part of the dependencies, for code that needs nothing else (polling). */
export type Clock = Dependencies['clock']

export const realDependencies: Dependencies = {
  clock: {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
  random: Math.random,
  env: process.env,
  ownsProcess: true,
}
