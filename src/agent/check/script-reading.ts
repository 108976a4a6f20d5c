/**
 * What a script the team allows does in readers' browsers (the `script` kind of the change
 * check): a snippet's component (`snippets/**\/*.jsx`), a custom script the platform puts on
 * every page (a `.js` file in the docs). Read with acorn and acorn-jsx, the parser MDX itself
 * uses for a page's code, and judged on the syntax tree, never on the source's text: a remote
 * script (a `<script>` element, one made at run time, an import from a host), `eval` and the
 * `Function` constructor, the reader's cookies, a request to a host `allowed-link-hosts` does not
 * name (or to an address the code computes), and markup injected as HTML. Code that reaches
 * these through a computed name (`window[name]`) is a finding too: the check cannot tell what it
 * reaches. What does not parse cannot be judged, which is a finding of its own.
 */
import { Parser, type Options } from 'acorn'
import jsx from 'acorn-jsx'
import type { Node, Program } from 'estree'
import { visit } from 'estree-util-visit'
import { activeElement, activeScheme, hostAllowed, linkHost } from './active-content.js'
import type { Located } from './change-types.js'

/** What a code file holds that the change check judges. */
export interface CodeFacts {
  /** What runs or loads code in readers' browsers (`script`). */
  script: Located[]
  /** URLs its markup links or shows, for the `link` warnings pages get too. */
  urls: { line: number; url: string }[]
  /** Why the file cannot be judged (`unchecked`), and where; undefined when it was. */
  unjudged: Located | undefined
}

const JSX_PARSER = Parser.extend(jsx())

/** The objects through which code reaches the page's globals. */
const WINDOWS = new Set(['window', 'self', 'globalThis', 'top', 'parent', 'frames'])

/** Globals that run a string as code. */
const EVALUATORS = new Map([
  ['eval', 'eval'],
  ['Function', 'the Function constructor'],
  ['execScript', 'execScript'],
  ['importScripts', 'importScripts (a remote script)'],
])

/** Calls that take a string as code when given one. */
const TIMERS = new Set(['setTimeout', 'setInterval', 'setImmediate'])

/** Globals that send a request to the address given first. */
const REQUESTS = new Map([
  ['fetch', 'a fetch'],
  ['WebSocket', 'a WebSocket'],
  ['EventSource', 'an EventSource'],
  ['Worker', 'a worker script'],
  ['SharedWorker', 'a worker script'],
])

/** Methods that parse a string as markup into the page. */
const INJECTING_METHODS = new Set([
  'insertAdjacentHTML',
  'createContextualFragment',
  'setHTMLUnsafe',
])
/** Properties whose assignment puts markup into the page. */
const INJECTING_PROPERTIES = new Set(['innerHTML', 'outerHTML', 'srcdoc'])
/** React's, and the HTML attribute, that do the same. */
const INJECTING_ATTRIBUTES = new Set(['dangerouslysetinnerhtml', 'srcdoc'])

/** The URL every address is read against: one no page has, to tell the site from a host. */
const HERE = 'https://here.invalid/'

type Address = { text: string; whole: boolean } | undefined

/**
 * The address an expression gives, as far as the code says it: a string (whole), or the string a
 * template or a concatenation starts with (its start only); undefined when the code computes it.
 */
function addressOf(node: Node | undefined): Address {
  if (node === undefined) return undefined
  if (node.type === 'Literal' && typeof node.value === 'string')
    return { text: node.value, whole: true }
  if (node.type === 'TemplateLiteral') {
    const first = node.quasis[0]?.value
    return { text: first?.cooked ?? first?.raw ?? '', whole: node.expressions.length === 0 }
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = addressOf(node.left)
    return left === undefined ? undefined : { text: left.text, whole: false }
  }
  return undefined
}

/**
 * The host an address sends to: undefined for the site itself (a path), or for no host at all
 * (`data:`); `null` when the code leaves the host to run time (a start that ends before the
 * host is whole: `"https://" + host`).
 */
function hostOf(address: Address): string | undefined | null {
  if (address === undefined) return null
  const { text, whole } = address
  // A start that stops inside the scheme or the host names no host yet.
  if (!whole && !/^(\/(?!\/)|\.{1,2}\/|[a-z][a-z0-9+.-]*:\/\/[^/?#]+[/?#])/i.test(text)) return null
  let url: URL
  try {
    url = new URL(text, HERE)
  } catch {
    return whole ? undefined : null
  }
  if (url.href.startsWith(HERE)) return undefined
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return undefined
  return url.hostname.toLowerCase().replace(/^www\./, '') || null
}

/** A static member name: `a.b` and `a["b"]` name `b`; `a[b]` names nothing the code says. */
function memberName(node: Node): string | undefined {
  if (node.type !== 'MemberExpression') return undefined
  if (!node.computed && node.property.type === 'Identifier') return node.property.name
  if (node.property.type === 'Literal' && typeof node.property.value === 'string')
    return node.property.value
  return undefined
}

/** The global a reference names: `fetch`, `window.fetch`, `globalThis["eval"]`. */
function globalName(node: Node): string | undefined {
  if (node.type === 'Identifier') return node.name
  if (node.type !== 'MemberExpression') return undefined
  const object = node.object as Node
  if (object.type === 'Identifier' && WINDOWS.has(object.name)) return memberName(node)
  if (object.type === 'MemberExpression' && globalName(object) !== undefined) {
    const outer = globalName(object)
    return outer !== undefined && WINDOWS.has(outer) ? memberName(node) : undefined
  }
  return undefined
}

/** Whether an identifier, where it stands, is a name of a property rather than a reference. */
function namesProperty(key: string | undefined, parent: Node | undefined): boolean {
  if (parent === undefined || key === undefined) return false
  const computed = (parent as { computed?: boolean }).computed === true
  if (key === 'property' && parent.type === 'MemberExpression') return !computed
  if (key === 'key' && !computed)
    return ['Property', 'MethodDefinition', 'PropertyDefinition'].includes(parent.type)
  return false
}

/** One reading of a script: where it is, what is found, and the rules it is held to. */
class Reading {
  readonly facts: CodeFacts = { script: [], urls: [], unjudged: undefined }
  /** `.open(method, url)` calls, judged once the file is known to use XMLHttpRequest. */
  readonly opens: { node: Node; address: Node | undefined }[] = []
  requestObject = false

  readonly allowedHosts: readonly string[]

  constructor(allowedHosts: readonly string[]) {
    this.allowedHosts = allowedHosts
  }

  found(node: Node, detail: string): void {
    const line = node.loc?.start.line ?? 1
    const end = node.loc?.end.line ?? line
    this.facts.script.push({ line, ...(end > line ? { endLine: end } : {}), detail })
  }

  /** A request from the page to what `address` gives. */
  request(node: Node, what: string, address: Node | undefined): void {
    const host = hostOf(addressOf(address))
    if (host === null) this.found(node, `${what} to an address the code computes`)
    else if (host !== undefined && !hostAllowed(host, this.allowedHosts))
      this.found(node, `${what} to ${host}`)
  }

  /** A script loaded from what `address` gives: from any host, it is a remote script. */
  load(node: Node, what: string, address: Node | undefined): void {
    const host = hostOf(addressOf(address))
    if (host === null) this.found(node, `${what} of an address the code computes`)
    else if (host !== undefined) this.found(node, `${what} from ${host}`)
  }
}

/** The calls and constructions a script makes. */
function call(reading: Reading, node: Node): void {
  if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return
  const callee = node.callee as Node
  const [first, second] = node.arguments as Node[]
  const name = globalName(callee)
  const method = memberName(callee)
  const requested = name === undefined ? undefined : REQUESTS.get(name)
  if (requested === 'a worker script') reading.load(node, requested, first)
  else if (requested !== undefined) reading.request(node, requested, first)
  if (name !== undefined && TIMERS.has(name) && first !== undefined && addressOf(first))
    reading.found(node, `code in a string given to ${name}`)
  if (method === 'sendBeacon') reading.request(node, 'a beacon', first)
  if (method === 'open' && node.arguments.length >= 2) reading.opens.push({ node, address: second })
  if (method !== undefined && INJECTING_METHODS.has(method))
    reading.found(node, `markup injected with ${method}`)
  const object = callee.type === 'MemberExpression' ? globalName(callee.object) : undefined
  if ((method === 'write' || method === 'writeln') && object === 'document')
    reading.found(node, `markup injected with document.${method}`)
  if (method === 'constructor') reading.found(node, 'the Function constructor (.constructor)')
  if (method === 'createElement' || method === 'createElementNS') {
    const tag = addressOf(method === 'createElement' ? first : second)
    const active =
      tag?.whole === true ? activeElement(tag.text.toLowerCase(), new Map()) : undefined
    if (active !== undefined) reading.found(node, `${active} made at run time`)
  }
}

/** A reference to a global, or to a member of one. */
function reference(reading: Reading, node: Node, key?: string, parent?: Node): void {
  if (node.type === 'Identifier' && namesProperty(key, parent)) return
  const name = globalName(node)
  if (name === 'XMLHttpRequest') reading.requestObject = true
  const evaluator = name === undefined ? undefined : EVALUATORS.get(name)
  if (evaluator !== undefined) reading.found(node, evaluator)
  if (name === 'cookieStore') reading.found(node, "the reader's cookies (cookieStore)")
  if (node.type !== 'MemberExpression') return
  const object = globalName(node.object)
  if (memberName(node) === 'cookie' && object === 'document')
    reading.found(node, "the reader's cookies (document.cookie)")
  if (node.computed && memberName(node) === undefined && object !== undefined)
    if (WINDOWS.has(object) || object === 'document')
      reading.found(node, `a computed property of ${object}`)
}

/** Imports, markup, assignments and strings. */
function statement(reading: Reading, node: Node): void {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
      if (node.source) reading.load(node, 'an import', node.source)
      return
    case 'ImportExpression':
      reading.load(node, 'a dynamic import', node.source)
      return
    case 'AssignmentExpression': {
      const property = memberName(node.left)
      if (property !== undefined && INJECTING_PROPERTIES.has(property))
        reading.found(node, `markup injected through ${property}`)
      return
    }
    case 'Property': {
      const key = node.key as Node
      const name = key.type === 'Identifier' ? key.name : addressOf(key)?.text
      if (!node.computed && name?.toLowerCase() === 'dangerouslysetinnerhtml')
        reading.found(node, 'markup injected through dangerouslySetInnerHTML')
      return
    }
    case 'Literal':
      if (typeof node.value === 'string' && activeScheme(node.value) !== undefined)
        reading.found(node, `a ${activeScheme(node.value) ?? ''} URL`)
      return
    default:
      element(reading, node)
  }
}

type JsxAttribute = {
  type: string
  name?: { type: string; name?: unknown }
  value?: Node | null
}

/** An HTML element of the script's JSX: `<script>`, a stylesheet, a handler's markup. */
function element(reading: Reading, node: Node): void {
  const opening = node as unknown as {
    type: string
    name: { type: string; name?: unknown }
    attributes: JsxAttribute[]
  }
  if (opening.type !== 'JSXOpeningElement') return
  const values = new Map<string, string>()
  for (const attribute of opening.attributes) {
    if (attribute.type !== 'JSXAttribute' || typeof attribute.name?.name !== 'string') continue
    const name = attribute.name.name.toLowerCase()
    if (INJECTING_ATTRIBUTES.has(name))
      reading.found(node, `markup injected through ${attribute.name.name}`)
    const held = attribute.value as { type: string; expression?: Node } | null | undefined
    const address = addressOf(
      held?.type === 'JSXExpressionContainer' ? held.expression : (held as Node | undefined),
    )
    if (address?.whole !== true) continue
    values.set(name, address.text)
    if (linkHost(address.text) !== undefined && !/^xmlns/.test(name))
      reading.facts.urls.push({ line: node.loc?.start.line ?? 1, url: address.text })
  }
  // A lowercase name is an HTML element; a capitalised one is a component.
  const tag = opening.name.type === 'JSXIdentifier' ? opening.name.name : undefined
  if (typeof tag !== 'string' || !/^[a-z]/.test(tag)) return
  const active = activeElement(tag, values)
  if (active !== undefined) reading.found(node, active)
  const rel = values.get('rel')?.toLowerCase() ?? ''
  if (tag === 'link' && /stylesheet|preload|modulepreload|import/.test(rel)) {
    const host = linkHost(values.get('href') ?? '')
    if (host !== undefined && !hostAllowed(host, reading.allowedHosts))
      reading.found(node, `a <link> to ${host}`)
  }
}

const OPTIONS: Options = { ecmaVersion: 'latest', locations: true, allowHashBang: true }

/**
 * A script's syntax tree: as a module (a snippet's `export`s), else as a classic script (a custom
 * script the site loads as one); the reason when it is neither.
 */
function parse(text: string, withJsx: boolean): Program | Located {
  const parser = withJsx ? JSX_PARSER : Parser
  let error: unknown
  for (const sourceType of ['module', 'script'] as const) {
    try {
      return parser.parse(text, { ...OPTIONS, sourceType }) as unknown as Program
    } catch (caught) {
      error ??= caught
    }
  }
  const { loc, message } = error as { loc?: { line: number }; message?: string }
  return {
    line: loc?.line ?? 1,
    detail: `code that does not parse (${message ?? 'a syntax error'})`,
  }
}

/**
 * What a script does in readers' browsers: `text` is JavaScript, with JSX when `withJsx`
 * (TypeScript comes here with its types taken out: ./code-files.ts).
 */
export function readScript(
  text: string,
  withJsx: boolean,
  allowedHosts: readonly string[],
): CodeFacts {
  const reading = new Reading(allowedHosts)
  const tree = parse(text, withJsx)
  if (!('type' in tree)) return { ...reading.facts, unjudged: tree }
  visit(tree, (node, key, _index, ancestors) => {
    call(reading, node)
    reference(reading, node, key, ancestors.at(-1))
    statement(reading, node)
  })
  // XMLHttpRequest's address is given to its `open`: judged wherever the file uses one.
  if (reading.requestObject)
    for (const { node, address } of reading.opens)
      reading.request(node, 'an XMLHttpRequest', address)
  return reading.facts
}
