/**
 * The page rules on an intrinsic element a component renders (`<script>`, a meta refresh, a
 * `<link>` stylesheet, `<style>`, SVG's `<set>`), held to the attributes it is given however the
 * code gives them (issue #52): written out, in a spread of an object (`<meta {...{ httpEquiv:
 * 'refresh' }} />`), in `createElement`'s props, or by a condition whose every branch is the same
 * text. Where the attribute that decides what an element does (`rel`, `http-equiv`) is given by
 * something the check cannot fold to one text, or by a spread it cannot see, the element is
 * `unchecked`: a person reads it.
 */
import type { Node } from 'estree'
import { activeElement, hostAllowed, linkHost } from './active-content.js'
import type { Report } from './script-globals.js'
import type { Value } from './url-values.js'

/** The attributes an element is given, by their lowercased names. */
export interface Attributes {
  /** Those whose value folds to one text. */
  texts: Map<string, string>
  /** Those given by a value that may be other texts, or none. */
  unknown: Set<string>
  /** A spread the check cannot see into (a prop, a value it cannot fold) may give any. */
  unseen: boolean
}

export const noAttributes = (): Attributes => ({
  texts: new Map(),
  unknown: new Set(),
  unseen: false,
})

/** Attribute `name` given `values` (none: written without a value, `<input disabled>`). */
export function record(attributes: Attributes, name: string, values: readonly Value[]): void {
  const lower = name.toLowerCase()
  if (values.length === 0) return
  const [first] = values
  const text = first?.kind === 'text' ? first.text : undefined
  if (text !== undefined && values.every((v) => v.kind === 'text' && v.text === text)) {
    attributes.texts.set(lower, text)
    attributes.unknown.delete(lower)
  } else {
    attributes.texts.delete(lower)
    attributes.unknown.add(lower)
  }
}

/** Link types that load what `href` names into the page, or fetch it ahead. */
const LOADING_RELS = /stylesheet|preload|modulepreload|import|prefetch/

/** `<meta>` and `<link>`: what their deciding attribute says, or that the check cannot tell. */
function headElement(
  report: Report,
  allowedHosts: readonly string[],
  at: Node,
  name: string,
  attributes: Attributes,
): void {
  const { texts, unknown, unseen } = attributes
  if (name === 'meta') {
    if (unseen || unknown.has('http-equiv') || unknown.has('httpequiv'))
      report.unchecked(at, 'a <meta> whose http-equiv the code computes')
    return
  }
  if (name !== 'link') return
  if (unseen || unknown.has('rel')) {
    report.unchecked(at, 'a <link> whose rel the code computes')
    return
  }
  if (!LOADING_RELS.test(texts.get('rel')?.toLowerCase() ?? '')) return
  const href = texts.get('href')
  const host = href === undefined ? null : (linkHost(href) ?? undefined)
  if (host === null) report.script(at, 'a <link> to an address the code computes')
  else if (host !== undefined && !hostAllowed(host, allowedHosts))
    report.script(at, `a <link> to ${host}`)
}

/** An intrinsic element: the page rules on it, with the attributes the code gives it. */
export function intrinsicRules(
  report: Report,
  allowedHosts: readonly string[],
  at: Node,
  tag: string,
  attributes: Attributes,
): void {
  const name = (tag.split(':').at(-1) ?? tag).toLowerCase()
  const { texts } = attributes
  const active = activeElement(name, texts)
  if (active !== undefined) report.script(at, active)
  if (name === 'style') report.script(at, '<style> element (CSS the check does not judge in JSX)')
  // SVG's `<set>` and `<animate>` can make a link's address anything.
  const animated = texts.get('attributename')
  if (
    /^(set|animate)$/.test(name) &&
    (attributes.unknown.has('attributename') || animated === undefined || /href/i.test(animated))
  )
    report.script(at, `<${name}> animating a link`)
  headElement(report, allowedHosts, at, name, attributes)
}

/**
 * `cloneElement(element, props)`, whose element the check does not know: props that make a
 * `<meta>` or a `<link>` do what they would do on one.
 */
export function clonedRules(
  report: Report,
  allowedHosts: readonly string[],
  at: Node,
  attributes: Attributes,
): void {
  const deciding = ['rel', 'http-equiv', 'httpequiv']
  if (!deciding.some((key) => attributes.texts.has(key) || attributes.unknown.has(key))) {
    // The element may be a `<link rel="stylesheet">` of the site's: another host's `href` given
    // to it loads that host's stylesheet.
    const href = attributes.texts.get('href')
    const host = href === undefined ? undefined : linkHost(href)
    const elsewhere = host !== undefined && !hostAllowed(host, allowedHosts)
    if (attributes.unknown.has('href') || elsewhere)
      report.unchecked(at, 'cloneElement giving `href` to an element the check cannot see')
    return
  }
  const active = activeElement('meta', attributes.texts)
  if (active !== undefined) report.script(at, active)
  headElement(report, allowedHosts, at, 'meta', { ...attributes, unseen: false })
  headElement(report, allowedHosts, at, 'link', { ...attributes, unseen: false })
}
