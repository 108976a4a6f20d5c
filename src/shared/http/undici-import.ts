/**
 * The dynamic import of the real undici, alone in its module: the analytics bundle, which never
 * loads undici, then leaves it out altogether (inline in undici-on-demand.ts, ncc kept it as a
 * chunk nobody loaded). Why it is dynamic: undici-on-demand.ts.
 */
export const importUndici = () => import('undici/index.js')
