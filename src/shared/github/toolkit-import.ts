import { prepareFetch } from '../http/undici-on-demand.js'
import type * as ToolkitModule from './octokit.js'

let toolkit: Promise<typeof ToolkitModule> | undefined

/**
 * The GitHub toolkit (./octokit.ts: @actions/github's `getOctokit` and `context`), a chunk of its
 * own in the bundles, imported once, when a run first needs it: the agent at start for its
 * context, the other actions at their first call to GitHub. Its fetch is loaded first: when a
 * proxy applies, the toolkit makes the proxy's dispatcher as it loads, which needs undici
 * (../http/undici-on-demand.ts).
 */
export function loadToolkit(): Promise<typeof ToolkitModule> {
  toolkit ??= prepareFetch().then(() => import('./octokit.js'))
  return toolkit
}
