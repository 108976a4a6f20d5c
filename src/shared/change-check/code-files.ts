/**
 * Which files of a change are code that runs in readers' browsers, and how each is read: scripts
 * and components by ./script-reading.ts, stylesheets by ./style-reading.ts, HTML by parse5 as a
 * browser reads it (./html-reading.ts). TypeScript is read as the JavaScript it becomes, its types
 * taken out by Node's own `module.stripTypeScriptTypes` (Node 24, which the actions run on): no
 * TypeScript compiler is bundled for it. What this cannot read (TSX, which Node does not strip;
 * TypeScript beyond erasable syntax; a Node without the function) is a finding of its own.
 */
import * as nodeModule from 'node:module'
import type { CodeFacts, Located } from './change-types.js'
import { htmlFacts } from './html-reading.js'
import { readScript } from './script-reading.js'
import { readStyle } from './style-reading.js'

/**
 * Scripts, by what their parser must know: JSX (read in `.js` files too, as React's tools read
 * them), or TypeScript's types.
 */
const SCRIPT = /\.(m?jsx?|cjs)$/i
const TYPESCRIPT = /\.[mc]?ts$/i
const TSX = /\.tsx$/i
const STYLE = /\.css$/i
const HTML = /\.x?html?$/i

/**
 * How the platform runs a script: a snippet's component, JSX, an ES module or TypeScript as a
 * module (MDX imports it); any other script as a classic one, which the site loads on every page
 * (there its top-level names are the page's globals, and `this` the window).
 */
const runsAs = (path: string): 'module' | 'script' =>
  /(^|\/)snippets\//.test(path) || /\.(jsx|mjs|[mc]?ts)$/i.test(path) ? 'module' : 'script'

type Strip = (code: string, options?: { mode?: 'strip' }) => string

/** Node's type stripper, where this Node has one (24 does; the actions run on 24). */
const stripTypes = (nodeModule as { stripTypeScriptTypes?: Strip }).stripTypeScriptTypes

const unjudged = (detail: string, line = 1): CodeFacts => ({
  script: [],
  unchecked: [],
  urls: [],
  unjudged: { line, detail },
})

/**
 * TypeScript as the JavaScript it runs as: its types replaced by blanks, so that every line stays
 * where it was; undefined (with why) when Node cannot strip it.
 */
function stripped(text: string): string | Located {
  if (stripTypes === undefined)
    return { line: 1, detail: 'TypeScript, which this Node cannot read (it needs Node 24)' }
  try {
    return stripTypes(text, { mode: 'strip' })
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { line: 1, detail: `TypeScript the check cannot read as JavaScript (${why})` }
  }
}

/** What a code file at `path` does in readers' browsers; undefined when it is no code file. */
export function codeFacts(
  path: string,
  text: string,
  allowedHosts: readonly string[],
): CodeFacts | undefined {
  try {
    if (SCRIPT.test(path))
      return readScript(text, { path, withJsx: true, runsAs: runsAs(path) }, allowedHosts)
    if (TSX.test(path)) return unjudged('TSX, which the check cannot read: a person must review it')
    if (TYPESCRIPT.test(path)) {
      const script = stripped(text)
      if (typeof script !== 'string') return unjudged(script.detail, script.line)
      return readScript(script, { path, withJsx: false, runsAs: runsAs(path) }, allowedHosts)
    }
    if (STYLE.test(path)) return readStyle(text, allowedHosts)
    if (HTML.test(path)) {
      const html = htmlFacts(text, 1)
      return { script: html.script, unchecked: [], urls: html.urls, unjudged: undefined }
    }
  } catch (error) {
    // Past what the parsers' recursion can hold (a stack overflow), or any other failure: what
    // was not read is not passed.
    const why = error instanceof RangeError ? 'nested too deeply to read' : 'it could not be read'
    return unjudged(`code the check could not judge (${why})`)
  }
  return undefined
}
