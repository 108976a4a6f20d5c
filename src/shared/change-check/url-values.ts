/**
 * What a URL given by an expression may be, as far as the check can tell without running the
 * code (issue #52): a page's `href={…}` or a component's `<a href={…}>` is judged by the same URL
 * rules as a string, whatever builds it. The expression is folded into the values it may give: a
 * whole text (`'java' + 'script:…'`, a template, either branch of a condition, `[…][0]`, a
 * `const` it names), a text's known start, a prop of a component (the page that passes it is
 * judged there), or something the check cannot know. A URL is accepted when every value is a
 * text the URL rules pass, a prop, or a start that already fixes a harmless scheme; anything else
 * is "a URL built in code". Pure; the names an expression uses are resolved by the caller.
 */
import type { ArrayExpression, Node, ObjectExpression } from 'estree'
import { activeScheme } from './active-content.js'

/** What an expression may give. */
export type Value =
  | { kind: 'text'; text: string }
  /**
   * A text that starts with `text`; its rest the code computes (`computed`: from more than texts,
   * numbers and props, such as what a reader typed).
   */
  | { kind: 'start'; text: string; computed?: true }
  /** A prop of the component `owner` (`*`: its props whole). */
  | { kind: 'prop'; owner: Node; name: string }
  | { kind: 'object'; node: ObjectExpression }
  | { kind: 'array'; node: ArrayExpression }
  /** A number, a boolean, the name of a type: no text a scheme can start. */
  | { kind: 'inert' }
  | { kind: 'unknown' }

/** How the names an expression uses are known: by the caller, who has the scopes. */
export interface Names {
  /** The values a name may have (undefined: the check cannot know). */
  identifier(node: Node, depth: number): Value[] | undefined
  /** `this` where it stands (undefined: the check cannot know). */
  self?(node: Node): Value[] | undefined
}

/** How deep a fold follows an expression and the names in it. */
export const MAX_FOLD_DEPTH = 24
/** The most values a fold keeps apart (a condition of conditions); past it, unknown. */
const MAX_VALUES = 16

const UNKNOWN: Value[] = [{ kind: 'unknown' }]
const INERT: Value[] = [{ kind: 'inert' }]

const capped = (values: Value[]): Value[] => (values.length > MAX_VALUES ? UNKNOWN : values)

/** Whether a part gives more than texts, numbers and props: what the code computes. */
const computes = (value: Value): boolean =>
  value.kind === 'start'
    ? value.computed === true
    : value.kind !== 'text' && value.kind !== 'prop' && value.kind !== 'inert'

/** A start of `text`, its rest computed when `computed`. */
const startOf = (text: string, computed: boolean): Value =>
  computed ? { kind: 'start', text, computed } : { kind: 'start', text }

/** `a + b` (or a template's parts) of what each may give. */
function concat(left: Value[], right: Value[]): Value[] {
  const joined: Value[] = []
  for (const a of left)
    for (const b of right) {
      if (a.kind === 'text' && b.kind === 'text')
        joined.push({ kind: 'text', text: a.text + b.text })
      else if (a.kind === 'text' && b.kind === 'start')
        joined.push(startOf(a.text + b.text, computes(b)))
      else if (a.kind === 'text') joined.push(startOf(a.text, computes(b)))
      else if (a.kind === 'start') joined.push(startOf(a.text, computes(a) || computes(b)))
      else if (a.kind === 'object' || a.kind === 'array') joined.push({ kind: 'unknown' })
      // A prop or an inert value stays what the whole starts with.
      else joined.push(a)
    }
  return capped(joined)
}

/** The text a literal is, as JavaScript turns it into a string. */
function literalText(node: Node): Value[] {
  if (node.type !== 'Literal') return UNKNOWN
  if ('regex' in node && node.regex !== undefined)
    return [{ kind: 'text', text: `/${node.regex.pattern}/` }]
  return [{ kind: 'text', text: String(node.value) }]
}

/** The key a member or a property names, when the code writes it out. */
export function keyName(key: Node, computed: boolean): string | undefined {
  if (!computed && key.type === 'Identifier') return key.name
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value)
  return undefined
}

/** The value of member `name` of what `values` may be. */
export function memberOf(values: Value[], name: string | undefined, fold: Fold): Value[] {
  return capped(
    values.flatMap((value): Value[] => {
      if (name === undefined) return UNKNOWN
      if (value.kind === 'prop') return [{ ...value, name: value.name === '*' ? name : value.name }]
      if (value.kind === 'array') {
        if (name === 'length') return INERT
        const element = /^\d+$/.test(name) ? value.node.elements[Number(name)] : undefined
        return element === undefined || element === null || element.type === 'SpreadElement'
          ? UNKNOWN
          : fold(element)
      }
      if (value.kind === 'object') return propertyOf(value.node, name, fold)
      if (value.kind === 'text' && name === 'length') return INERT
      return UNKNOWN
    }),
  )
}

/** An object literal's property `name`; unknown when a spread or a computed key may give it. */
function propertyOf(node: ObjectExpression, name: string, fold: Fold): Value[] {
  let found: Value[] = INERT
  for (const property of node.properties) {
    if (property.type === 'SpreadElement') return UNKNOWN
    const key = keyName(property.key, property.computed)
    if (key === undefined) return UNKNOWN
    if (key === name) found = property.kind === 'init' ? fold(property.value) : UNKNOWN
  }
  return found
}

/** What an array literal's elements may be; or a prop's, whose elements are the page's too. */
export function elementsOf(values: Value[], fold: Fold): Value[] {
  return capped(
    values.flatMap((value): Value[] => {
      if (value.kind === 'prop') return [value]
      if (value.kind !== 'array') return UNKNOWN
      return value.node.elements.flatMap((element) =>
        element === null ? INERT : element.type === 'SpreadElement' ? UNKNOWN : fold(element),
      )
    }),
  )
}

type Fold = (node: Node) => Value[]

/** What `node` may give, following names through `names`, at most MAX_FOLD_DEPTH deep. */
export function fold(node: Node, names: Names, depth = 0): Value[] {
  if (depth > MAX_FOLD_DEPTH) return UNKNOWN
  const inner: Fold = (next) => fold(next, names, depth + 1)
  switch (node.type) {
    case 'Literal':
      return literalText(node)
    case 'TemplateLiteral': {
      let values: Value[] = [{ kind: 'text', text: node.quasis[0]?.value.cooked ?? '' }]
      for (const [index, expression] of node.expressions.entries()) {
        values = concat(values, inner(expression))
        values = concat(values, [
          { kind: 'text', text: node.quasis[index + 1]?.value.cooked ?? '' },
        ])
      }
      return values
    }
    case 'BinaryExpression':
      // Any other operator gives a number or a boolean.
      return node.operator === '+' ? concat(inner(node.left), inner(node.right)) : INERT
    case 'UnaryExpression':
    case 'UpdateExpression':
      return INERT
    case 'ConditionalExpression':
      return capped([...inner(node.consequent), ...inner(node.alternate)])
    case 'LogicalExpression':
      return capped([...inner(node.left), ...inner(node.right)])
    case 'SequenceExpression':
      return node.expressions.length === 0 ? UNKNOWN : inner(node.expressions.at(-1) as Node)
    case 'AssignmentExpression':
      return node.operator === '=' ? inner(node.right) : UNKNOWN
    case 'ChainExpression':
      return inner(node.expression)
    case 'ArrayExpression':
      return [{ kind: 'array', node }]
    case 'ObjectExpression':
      return [{ kind: 'object', node }]
    case 'Identifier':
      return names.identifier(node, depth) ?? UNKNOWN
    case 'ThisExpression':
      return names.self?.(node) ?? UNKNOWN
    case 'MemberExpression':
      return memberOf(inner(node.object), keyName(node.property, node.computed), inner)
    default:
      return UNKNOWN
  }
}

/** Schemes that run code or make a document of the link's own: never a fixed start. */
const RUNNING_SCHEMES = new Set(['javascript', 'vbscript', 'data'])

/**
 * Whether a URL that starts with `start` (the rest computed) can no longer run code: read as
 * WHATWG's URL parser reads a scheme (tabs and line breaks dropped anywhere, leading controls and
 * spaces trimmed; a scheme is a letter, then letters, digits, `+`, `-` or `.`, ended by `:`), the
 * start is a path, a query or a fragment of the site (`/`, `?`, `#`, `./`, `Step `), or already
 * names a scheme that runs nothing (`https:`, `mailto:`). `java`, or nothing, may still become
 * `javascript:`.
 */
export function fixedStart(start: string): boolean {
  // eslint-disable-next-line no-control-regex -- what a browser drops or trims
  const text = start.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '')
  if (text === '') return false
  const scheme = /^[a-z][a-z0-9+.-]*/i.exec(text)?.[0]
  if (scheme === undefined) return true
  const rest = text.slice(scheme.length)
  if (rest === '') return false
  if (!rest.startsWith(':')) return true
  return !RUNNING_SCHEMES.has(scheme.toLowerCase())
}

/**
 * The URLs of a `srcset` (HTML's image candidates, `a.png 1x, b.png 2x`), as HTML parses them:
 * each candidate's URL is a run of characters other than white space, after separators; its
 * descriptors run to a comma outside parentheses. `open` says the text ends inside a URL.
 */
function candidateUrls(text: string): { urls: string[]; open: boolean } {
  const urls: string[] = []
  let at = 0
  let open = false
  while (at < text.length) {
    while (at < text.length && /[\s,]/.test(text[at] ?? '')) at++
    if (at >= text.length) break
    let end = at
    while (end < text.length && !/\s/.test(text[end] ?? '')) end++
    const url = text.slice(at, end)
    urls.push(url.replace(/,+$/, ''))
    open = end === text.length && !url.endsWith(',')
    if (url.endsWith(',')) {
      at = end
      continue
    }
    let depth = 0
    for (; end < text.length; end++) {
      const c = text[end]
      if (c === ',' && depth === 0) break
      if (c === '(') depth++
      else if (c === ')') depth = Math.max(0, depth - 1)
    }
    at = end + 1
  }
  return { urls, open }
}

/**
 * What a `srcset` may give, as the URLs its candidates load: a text's every candidate; of a start,
 * the candidates it writes out, the last one a start where the text ends inside it, and, where
 * the code computes the rest (more than props), candidates the check cannot see.
 */
export function candidateValues(values: Value[]): Value[] {
  return capped(
    values.flatMap((value): Value[] => {
      if (value.kind !== 'text' && value.kind !== 'start') return [value]
      const { urls, open } = candidateUrls(value.text)
      const last = value.kind === 'start' && open ? urls.pop() : undefined
      const found: Value[] = urls.map((url) => ({ kind: 'text', text: url }))
      if (value.kind === 'text') return found
      if (last !== undefined) found.push(startOf(last, value.computed === true))
      if (value.computed === true) found.push({ kind: 'unknown' })
      return found
    }),
  )
}

/** A URL value judged: what runs, what the check cannot know, and what it links. */
export interface UrlJudgement {
  /** The running scheme a whole text has (`javascript:`). */
  active: string | undefined
  /** Some value is built in a way the check cannot see fix a harmless start. */
  built: boolean
  /** The props the URL comes from: the page, or the file's own elements, pass them. */
  props: Extract<Value, { kind: 'prop' }>[]
  /** Texts it may be, and starts that name a host: for the `link` warnings. */
  urls: string[]
  /** Starts that name a host whole, the rest computed: a request that carries what the code adds. */
  completed: string[]
  /**
   * Starts that leave the host to what the code computes after them (`'/' + …`, `'https://' + …`):
   * a request to a host the code chooses, with what it chooses to add.
   */
  hostLeft: string[]
}

/** A site no URL names: what a start is resolved against to tell the site's own from a host. */
const SITE = 'https://docs.invalid/'

/** `text` resolved as a browser resolves it on the site, or undefined where it does not parse. */
function resolved(text: string): URL | undefined {
  try {
    return new URL(text, SITE)
  } catch {
    return undefined
  }
}

/**
 * Whether a start names another host whole, whatever the code appends (`https://x.test/` +
 * path): resolved on the site as WHATWG's URL parser resolves it (which strips what a browser
 * strips, reads `\` as `/`, and takes `//x.test/`, `/\x.test/` and `http:x.test/` for x.test),
 * its host is not the site's, and a letter more does not change the host (the host is ended;
 * `https://` + host, left to the code, is no start that names one).
 */
function namesHost(start: string): boolean {
  const url = resolved(start)
  if (url === undefined || url.host === 'docs.invalid') return false
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  return resolved(`${start}x`)?.host === url.host
}

const isWeb = (url: URL | undefined): boolean =>
  url?.protocol === 'http:' || url?.protocol === 'https:'

/**
 * Whether what follows a start may still name the host (`/` + `/x.test/`, `https://` + host,
 * `//x.` + `test/`): a start that names none, after which a path of another host's resolves to
 * that host. `/guides/`, `#`, `?q=`, `./`, `Step ` and `mailto:` have fixed where it goes.
 */
function leavesHost(start: string): boolean {
  if (namesHost(start)) return false
  const url = resolved(start)
  if (url !== undefined && !isWeb(url)) return false
  const extended = resolved(`${start}/elsewhere.invalid/`)
  return isWeb(extended) && extended?.host !== 'docs.invalid'
}

/**
 * `values` as the value of a URL: each text held to the URL rules, each start to a fixed start;
 * an array's or object's leaves (React writes an array as its elements joined) each the same.
 */
export function judgeUrl(values: Value[], fold: Fold): UrlJudgement {
  const judged: UrlJudgement = {
    active: undefined,
    built: false,
    props: [],
    urls: [],
    completed: [],
    hostLeft: [],
  }
  const pending = [...values]
  for (let seen = 0; pending.length > 0 && seen < 4 * MAX_VALUES; seen++) {
    const value = pending.pop() as Value
    if (value.kind === 'text') {
      judged.active ??= activeScheme(value.text)
      judged.urls.push(value.text)
    } else if (value.kind === 'start') {
      if (!fixedStart(value.text)) judged.built = true
      else if (namesHost(value.text)) {
        judged.urls.push(value.text)
        judged.completed.push(value.text)
      } else if (value.computed === true && leavesHost(value.text)) judged.hostLeft.push(value.text)
    } else if (value.kind === 'prop') judged.props.push(value)
    else if (value.kind === 'array') pending.push(...elementsOf([value], fold))
    else if (value.kind === 'object')
      for (const property of value.node.properties)
        pending.push(
          ...(property.type === 'Property' && !property.computed && property.kind === 'init'
            ? fold(property.value)
            : UNKNOWN),
        )
    else if (value.kind === 'unknown') judged.built = true
  }
  if (pending.length > 0) judged.built = true
  return judged
}
