/**
 * What reads text from GitHub as GitHub does: cmark-gfm as WebAssembly, parse5, and the
 * projection. In the bundle they are a chunk of their own, loaded by `loadVisibleText()`
 * (./visible-text.ts says why); nothing outside the chunk imports them but through here.
 */
export { compileReader } from './cmark-gfm/reading.js'
export { readGitHub } from './github-reading.js'
