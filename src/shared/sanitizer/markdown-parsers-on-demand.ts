/**
 * The parsers of text from GitHub, loaded on demand (visible-text.ts says why):
 * ./markdown-parsers.ts is a chunk of its own in the bundle, as undici is
 * (../http/undici-on-demand.ts).
 */
import type * as Parsers from './markdown-parsers.js'

let parsers: typeof Parsers | undefined

/** Loads the parsers `visibleText` needs; a run awaits it before reading text from GitHub. */
export async function loadVisibleText(): Promise<void> {
  if (parsers !== undefined) return
  const loading = await import('./markdown-parsers.js')
  await loading.compileReader()
  parsers ??= loading
}

/**
 * Thrown by `visibleText` for a text that needs parsing before `loadVisibleText()` was awaited: a
 * bug, since whoever reads such a text loads them first (visible-text.ts `needsParsers`).
 */
export class ParsersNotLoaded extends Error {
  override name = 'ParsersNotLoaded'
  constructor() {
    super('visibleText was called before its parsers were loaded: await loadVisibleText() first.')
  }
}

/** The parsers, for code that runs only on text that needs them; throws ParsersNotLoaded. */
export function loaded(): typeof Parsers {
  if (parsers === undefined) throw new ParsersNotLoaded()
  return parsers
}
