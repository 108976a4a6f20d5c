/**
 * What `@actions/exec` is in the bundles, the tests and the types (tsconfig.json `paths`): its one
 * function that @actions/core calls, which refuses.
 *
 * @actions/core imports @actions/exec for `core.platform.getDetails()` alone, which names the
 * runner's system by running `lsb_release`, `sw_vers` or PowerShell. The actions never ask it.
 * Yet @actions/exec, @actions/io beneath it and Node's child_process were loaded by every step
 * as it started, before its first request: 46 KB to compile, and child_process, up to 2 ms
 * (analytics' start 2.6% slower, the agent's 0.6%; whole processes timed in pairs, 2026-12-06).
 */
export function getExecOutput(command: string): Promise<never> {
  return Promise.reject(
    new Error(
      `@actions/exec is not part of this action (src/shared/actions-exec.ts): it cannot run ${command}.`,
    ),
  )
}
