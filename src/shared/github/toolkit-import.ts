/**
 * The dynamic import of Octokit (./octokit.ts), by which the bundles leave it to a chunk loaded
 * at the first call to GitHub. Where and when it is called: github-api.ts.
 */
export const importToolkit = () => import('./octokit.js')
