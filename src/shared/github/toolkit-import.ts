/**
 * The dynamic import of @actions/github (Octokit), by which the bundles leave it to a chunk loaded
 * at the first call to GitHub. Where and when it is called: github-api.ts.
 */
export const importToolkit = () => import('@actions/github')
