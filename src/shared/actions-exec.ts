/**
 * What `@actions/exec` is in the bundles, the tests and the types (tsconfig.json `paths`): its one
 * function that @actions/core calls, which refuses.
 *
 * @actions/core imports @actions/exec for `core.platform.getDetails()` alone, which names the
 * runner's system by running `lsb_release`, `sw_vers` or PowerShell. The actions never ask it.
 * Loaded, @actions/exec, @actions/io beneath it and Node's child_process would be compiled by
 * every step as it starts, before its first request, and never run (bench/RESULTS.md, section 1,
 * has what that costs).
 */
export function getExecOutput(command: string): Promise<never> {
  return Promise.reject(
    new Error(
      `@actions/exec is not part of this action (src/shared/actions-exec.ts): it cannot run ${command}.`,
    ),
  )
}
