/**
 * The dynamic import of the real undici, alone in its module so that the mutation run can swap it
 * for a static one (jest.stryker.config.js says why). Why it is dynamic: undici-on-demand.ts.
 */
export const importUndici = () => import('undici/index.js')
