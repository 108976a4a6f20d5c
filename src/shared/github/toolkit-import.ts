import { prepareFetch } from '../http/undici-on-demand.js'

/**
 * The GitHub toolkit (./octokit.ts: @actions/github's `getOctokit` and `context`), a chunk of its
 * own in the bundles, imported when a run first needs it: the agent at start for its context,
 * the other actions at their first call to GitHub. Its fetch is loaded first: when a proxy
 * applies, the toolkit makes the proxy's dispatcher as it loads, which needs undici
 * (../http/undici-on-demand.ts).
 */
export const importToolkit = () => import('./octokit.js')

type Toolkit = Awaited<ReturnType<typeof importToolkit>>

let toolkit: Promise<Toolkit> | undefined

/** The toolkit, loaded once per process. */
export function loadToolkit(): Promise<Toolkit> {
  toolkit ??= prepareFetch().then(importToolkit)
  return toolkit
}
