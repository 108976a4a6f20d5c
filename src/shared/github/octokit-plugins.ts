/**
 * What `@octokit/plugin-rest-endpoint-methods` and `@octokit/plugin-paginate-rest` are in the
 * bundles, the tests and the types (tsconfig.json `paths`): plugins that add nothing to Octokit.
 *
 * @actions/github's `getOctokit` (./octokit.ts) plugs both in: `octokit.rest`, a method per REST
 * operation, and `octokit.paginate`. The actions use neither: each operation names its route
 * (`octokit.request('GET /repos/…', …)`), which types its parameters and answer as well, and
 * reads the pages it needs itself. Yet the first plugin builds a map of its 1,100 routes from a
 * 98 KiB table as it loads, at the start of every step that loads Octokit (bench/RESULTS.md,
 * section 1, has what that costs). With these, `octokit.rest` and `octokit.paginate` are not in
 * Octokit's type either, so a call to them does not compile.
 */

/** The methods the first adds, as @actions/github's types name them: none. */
export type Api = Record<never, never>

/** `octokit.paginate`'s type, as @actions/github's types name it: not there. */
export type PaginateInterface = undefined

/** `@octokit/plugin-rest-endpoint-methods`' plugin, without its methods. */
export function restEndpointMethods(): object {
  return {}
}

/** `@octokit/plugin-paginate-rest`'s plugin, without `paginate`. */
export function paginateRest(): object {
  return {}
}
