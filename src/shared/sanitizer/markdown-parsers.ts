/**
 * The parsers visibleText reads text from GitHub with. In the bundle they are a chunk of their
 * own, loaded by `loadVisibleText()` (./visible-text.ts says why).
 */
export { decodeNamedCharacterReference } from 'decode-named-character-reference'
export { htmlTagNames } from 'html-tag-names'
export { defaultTreeAdapter, html, parseFragment, Tokenizer, TokenizerMode } from 'parse5'
export { compileReader, readMarkdown } from './cmark-gfm/reading.js'
