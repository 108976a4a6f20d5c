/**
 * The dynamic import of @actions/github, alone in its module so that the mutation run can swap it
 * for a static one (jest.stryker.config.js says why). Where and when it is called: client.ts.
 */
export const importToolkit = () => import('@actions/github')
