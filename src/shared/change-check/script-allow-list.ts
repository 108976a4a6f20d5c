/**
 * What a script or component the team allows may name (the allow-list of the `script` kind of the
 * change check, issue #52): the lists, and nothing else. A code file reaches the page (its
 * window, its document, the network, code made from text) only through names: the globals it
 * does not declare, and the members it reads. So every free name must be one of the harmless
 * built-ins below; those whose members reach further (`Object`, `Array`, `JSON`, `React`) only
 * through the members listed; and no member may be one that leads from what React hands a
 * component (an event, an element through a ref) back to the page, or that reaches constructors
 * and prototypes (the Function constructor, and so `eval`). Pure data, and the predicates on it.
 */
import globals from 'globals'

/**
 * Globals whose every member is a value or a function of its arguments alone: naming them, and
 * passing them around, reaches nothing of the page. React's hooks are among them: the platform
 * gives them to snippets without an import.
 */
const FREE = [
  'Math',
  'Number',
  'String',
  'Boolean',
  'BigInt',
  'Symbol',
  'Date',
  'Intl',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Promise',
  'RegExp',
  'console',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'encodeURIComponent',
  'decodeURIComponent',
  'encodeURI',
  'decodeURI',
  'undefined',
  'NaN',
  'Infinity',
]

/** React's hooks and its other functions that take and give only a component's own values. */
const REACT = [
  'useState',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useMemo',
  'useCallback',
  'useRef',
  'useReducer',
  'useId',
  'useContext',
  'useTransition',
  'useDeferredValue',
  'useImperativeHandle',
  'useSyncExternalStore',
  'startTransition',
]

/** Globals the code may name freely. */
export const FREE_GLOBALS: ReadonlySet<string> = new Set([...FREE, ...REACT])

/**
 * Globals whose members reach further than a component needs (`Object.getPrototypeOf`,
 * `Object.values` of an event hands out its `view`, the window; `JSON.stringify` with a function
 * hands it every value): named only as `Global.member` with a member listed here, called or
 * constructed (`Array(3)`, `new Error(…)`), or on the right of `instanceof`. Taken as a value
 * (`const O = Object`), their members would be out of the check's sight.
 */
export const LISTED_MEMBERS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    Object: ['keys', 'assign', 'freeze', 'isFrozen', 'fromEntries', 'is', 'hasOwn'],
    Array: ['isArray', 'from', 'of'],
    JSON: ['parse', 'stringify'],
    React: [
      ...REACT,
      'createElement',
      'cloneElement',
      'Fragment',
      'Children',
      'isValidElement',
      'memo',
      'forwardRef',
      'createContext',
      'Component',
      'PureComponent',
      'StrictMode',
      'Suspense',
      'lazy',
    ],
    Error: [],
    TypeError: [],
    RangeError: [],
    SyntaxError: [],
  }).map(([name, members]) => [name, new Set(members)]),
)

/**
 * Member chains of other globals that a component may take whole, and nothing else of them: the
 * platform's own example copies text to the clipboard (`navigator.clipboard.writeText`), while
 * `navigator.sendBeacon` sends what it is given anywhere.
 */
export const LISTED_CHAINS: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  ['navigator', [['clipboard', 'writeText']]],
])

/**
 * Timers and frames, allowed when they are given a function written in place: given a string,
 * `setTimeout` runs it as code.
 */
export const CALLBACK_GLOBALS: ReadonlySet<string> = new Set([
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
  'queueMicrotask',
])
/** Their counterparts, which only take back what the others gave. */
export const CANCELLING_GLOBALS: ReadonlySet<string> = new Set([
  'clearTimeout',
  'clearInterval',
  'cancelAnimationFrame',
])

/**
 * Property names that reach constructors and prototypes: `[].constructor.constructor` is the
 * Function constructor, which runs a string as code; `__proto__` and the legacy accessors
 * rewrite or read what every object inherits; `caller` and `callee` reach the functions that
 * called. Written as a member, a key, a destructuring key, or a string anywhere (a string can
 * become a key).
 */
export const PROTOTYPE_NAMES: ReadonlySet<string> = new Set([
  'constructor',
  'prototype',
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'caller',
  'callee',
])

/**
 * Members that lead from what React hands a component (an event, an element through a ref or an
 * event's target) back to the page's window or document, whose members then reach anything:
 * an event's `view` (the window) and `nativeEvent`, a node's `ownerDocument`, `parentNode` (the
 * root element's is the document) and `getRootNode()`, the ways up out of the component's own
 * elements to the page's (`parentElement`, `closest`, `offsetParent`: from there `querySelector`
 * reads what a reader typed anywhere), a frame's window or document; and the ways across to other
 * elements of the page, wherever they are.
 *
 * What stays allowed, and why: going down (`children`, `firstChild`, `querySelector`,
 * `getElementsByTagName`) finds only what is below an element the component holds, its own
 * elements and the page's text it was given; inserting (`append`, `appendChild`, `after`,
 * `replaceWith`, `insertAdjacentElement`) moves only nodes it holds, and it can make none but by
 * its markup, since every way to a document (`createElement`'s owner) is refused; `baseURI` is
 * text; a shadow root's `host` is reached only from a shadow root, and the one a component can
 * make (`attachShadow`) is its own element's. A stricter rule, a short list of what an event or a
 * ref may give, would hold only with every alias, argument and return of such a value followed;
 * a name refused here is refused wherever the value has gone.
 */
const PAGE_MEMBERS = new Set([
  'view',
  'nativeEvent',
  'composedPath',
  'ownerDocument',
  'defaultView',
  'parentNode',
  'parentElement',
  'closest',
  'offsetParent',
  'assignedSlot',
  'getRootNode',
  'contentWindow',
  'contentDocument',
  'getSVGDocument',
  // Across: an event's other element (`relatedTarget`: the one the pointer or the focus came
  // from, `<body>` or a password field), the elements beside the component's own, a field's form
  // and its fields, the element a label or an attribute names by id (`control`; `list`'s
  // datalist aside, a common name of data, whose options show no reader's text), the document's
  // own elements, and those an ARIA attribute names (`ariaLabelledByElements`, by pattern).
  'relatedTarget',
  'fromElement',
  'toElement',
  'originalTarget',
  'explicitOriginalTarget',
  // A touch event's `touches` are every finger on the screen, each with its own target.
  'touches',
  'previousSibling',
  'nextSibling',
  'previousElementSibling',
  'nextElementSibling',
  'form',
  'elements',
  'labels',
  'control',
  'shadowRoot',
  'activeElement',
  'documentElement',
  'scrollingElement',
  'frameElement',
  'opener',
  'ownerElement',
  'ownerSVGElement',
  'viewportElement',
  'nearestViewportElement',
  'farthestViewportElement',
  'popoverTargetElement',
  'commandForElement',
  'invokeTargetElement',
])

/**
 * React's fiber, which an event's `_targetInst` (React 16) and an element's `__reactFiber$…`
 * hand out: from any fiber, `return` climbs to the root, whose `stateNode.containerInfo` is the
 * mount node (or the document), and `child` and `sibling` reach every component of the page.
 * With every member whose name starts with `_` (React's internals: `_targetInst`,
 * `_reactInternals`, `_owner`, `_internalRoot`), these names are refused wherever they stand: a
 * value the check cannot follow (an alias, an argument) may be a fiber.
 */
const FIBER_MEMBERS = new Set([
  'return',
  'stateNode',
  'containerInfo',
  'child',
  'sibling',
  'alternate',
  'memoizedProps',
  'memoizedState',
  'pendingProps',
  'updateQueue',
  'dependencies',
  // A class component's `this.updater` sets the state of any instance it is handed.
  'updater',
])

/** Members that put markup into the page, or set any attribute (a handler, a URL) by name. */
const MARKUP_MEMBERS = new Set([
  'innerHTML',
  'outerHTML',
  'insertAdjacentHTML',
  'setHTMLUnsafe',
  'createContextualFragment',
  'srcdoc',
  'setAttribute',
  'setAttributeNS',
  'setAttributeNode',
  'setAttributeNodeNS',
  'attributes',
  'getAttributeNode',
  'getAttributeNodeNS',
])

/** Members that set styles the check cannot hold to the stylesheet rules (keyframes' `url()`). */
const STYLING_MEMBERS = new Set(['animate'])

/** Why a member of this name is a finding, or undefined. */
export function memberRefusal(name: string): string | undefined {
  if (STYLING_MEMBERS.has(name))
    return `the property \`${name}\`, which sets styles the check cannot judge`
  if (PROTOTYPE_NAMES.has(name))
    return `the property \`${name}\`, which reaches constructors and prototypes`
  if (PAGE_MEMBERS.has(name) || /^aria\w*Elements?$/.test(name))
    return `the property \`${name}\`, which leads back to the page`
  if (FIBER_MEMBERS.has(name) || name.startsWith('_'))
    return `the property \`${name}\`, which leads into React's internals and from there to the page`
  if (MARKUP_MEMBERS.has(name)) return `the property \`${name}\`, which puts markup into the page`
  return undefined
}

/**
 * Attributes whose value is a URL the browser follows or loads (React's names, and HTML's in any
 * case): a link, an image and its candidates (a preload's `imageSrcSet` too), a form's target, a
 * frame's page, a request Chrome sends on its own (`attributionSrc`), and the old browsers'
 * (`lowsrc`, `dynsrc`, `longdesc`).
 */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href',
  'src',
  'srcset',
  'imagesrcset',
  'attributionsrc',
  'lowsrc',
  'dynsrc',
  'longdesc',
  'action',
  'formaction',
  'poster',
  'data',
  'xlinkhref',
  'xlink:href',
  'ping',
  'cite',
  'background',
  'manifest',
  'codebase',
])

/**
 * Whether an attribute of this name takes a URL; or, `loosely`, a member assigned on an element
 * (`a.href =`) or a component's prop, where `data` is too common a name of other things (a
 * chart's rows; and `<object>`, whose `data` it is, blocks).
 */
export const takesUrl = (name: string, loosely = false): boolean =>
  URL_ATTRIBUTES.has(name.toLowerCase()) && !(loosely && name === 'data')

/**
 * Names the page's globals have, in a browser or in the language (the maintained `globals`
 * package's `browser` and `builtin` lists): a component named so (`<Image>`) is the page's own
 * constructor, not a component of the docs.
 */
export function isPageGlobal(name: string): boolean {
  return Object.hasOwn(globals.browser, name) || Object.hasOwn(globals.builtin, name)
}

/** The only package a component may import; files of the repository are imported by path. */
export const IMPORTABLE_PACKAGES: ReadonlySet<string> = new Set(['react'])
