export const id = 841;
export const ids = [841];
export const modules = {

/***/ 6841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);

__webpack_require__.d(__webpack_exports__, {
  MAX_PER_KIND: () => (/* binding */ MAX_PER_KIND),
  addedLines: () => (/* binding */ addedLines),
  checkChange: () => (/* binding */ checkChange),
  redactReadError: () => (/* binding */ redactReadError),
  refReads: () => (/* reexport */ refReads)
});

var picomatch = __webpack_require__(2796);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ../../shared/change-check/active-content.ts
const ACTIVE_ELEMENTS = new Set([
    'script',
    'iframe',
    'object',
    'embed',
    'frame',
    'frameset',
    'applet',
    'portal',
    'form',
    'base',
]);
const PLATFORM_COMPONENTS = new Set(['Frame']);
const ACTIVE_SCHEMES = ['javascript:', 'vbscript:', 'data:text/html', 'data:application/xhtml'];
function activeElement(name, attributes) {
    const lower = name.toLowerCase();
    if (PLATFORM_COMPONENTS.has(name))
        return undefined;
    if (ACTIVE_ELEMENTS.has(lower))
        return `<${lower}> element`;
    const equiv = attributes.get('http-equiv') ?? attributes.get('httpequiv');
    if (lower === 'meta' && equiv?.trim().toLowerCase() === 'refresh')
        return '<meta> refresh';
    return undefined;
}
function isHandler(name) {
    return /^on[a-z]{3,}$/i.test(name);
}
function schemeText(url) {
    return url.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
}
function activeScheme(url) {
    const text = schemeText(url);
    return ACTIVE_SCHEMES.find((scheme) => text.startsWith(scheme));
}
const HERE = 'https://here.invalid/';
function linkHost(url) {
    let resolved;
    try {
        resolved = new URL(url, HERE);
    }
    catch {
        return undefined;
    }
    if (resolved.href.startsWith(HERE) || !['http:', 'https:'].includes(resolved.protocol))
        return undefined;
    return resolved.hostname.toLowerCase().replace(/^www\./, '') || undefined;
}
function hostAllowed(host, allowed) {
    return allowed.some((entry) => {
        const rule = entry
            .trim()
            .toLowerCase()
            .replace(/^www\./, '');
        if (rule.startsWith('*.'))
            return host.endsWith(rule.slice(1));
        return rule !== '' && host === rule;
    });
}

var allowed_paths = __webpack_require__(1976);
;// CONCATENATED MODULE: ../../shared/change-check/agent-files.ts


const AGENT_FILES = [
    '**/AGENTS.md',
    '**/AGENT.md',
    '**/CLAUDE.md',
    '**/CLAUDE.local.md',
    '**/.claude/**',
    '**/GEMINI.md',
    '**/.gemini/**',
    '**/copilot-instructions.md',
    '**/.cursorrules',
    '**/.cursor/**',
    '**/.windsurfrules',
    '**/.windsurf/**',
    '**/.clinerules',
    '**/.clinerules/**',
    '**/.roorules',
    '**/.roo/**',
    '**/.kilocode/**',
    '**/.junie/**',
    '**/.goosehints',
    '**/.kiro/**',
    '**/.amazonq/**',
    '**/.continue/**',
    '**/.augment-guidelines',
    '**/.augment/**',
    '**/.openhands/**',
    '**/.openhands_instructions',
    '**/.mcp.json',
    '**/.vscode/mcp.json',
    '**/.mintlify/workflows/**',
];
const isAgentPath = picomatch_default()([...AGENT_FILES], { dot: true, nocase: true });
function isAgentFile(path) {
    return isAgentPath(path);
}
const GLOB_SYNTAX = /[*?[\]{}()!+@\\]/;
function agentFileNamed(path, globs) {
    const name = path.split('/').at(-1) ?? path;
    return globs.some((glob) => {
        const last = glob.split('/').at(-1) ?? glob;
        return last === name && !GLOB_SYNTAX.test(last) && picomatch_default()(glob, allowed_paths/* GLOB_OPTIONS */.gu)(path);
    });
}
function neverAllowed(path) {
    if (/^\.github(\/|$)/i.test(path))
        return `${path} is in .github/, which sets what runs with the repository's secrets: never allowed`;
    if (/^(docs\/)?CODEOWNERS$/i.test(path))
        return `${path} sets who must review changes: never allowed`;
    return undefined;
}

var change_types = __webpack_require__(9077);
var external_node_module_ = __webpack_require__(8995);
var dist = __webpack_require__(8428);
;// CONCATENATED MODULE: ../../shared/change-check/html-reading.ts


const isNamespace = (attr) => /^xmlns/i.test(attr.name) || attr.prefix === 'xmlns';
function htmlFacts(html, firstLine) {
    const facts = { script: [], urls: [], comments: [] };
    const fragment = (0,dist/* parseFragment */.oH)(html, { sourceCodeLocationInfo: true });
    const walk = (nodes) => {
        for (const node of nodes) {
            const line = firstLine + (node.sourceCodeLocation?.startLine ?? 1) - 1;
            if (node.nodeName === '#comment')
                facts.comments.push({ line, detail: 'HTML comment' });
            if (!('tagName' in node))
                continue;
            const values = new Map(node.attrs.map((attr) => [attr.name, attr.value]));
            const active = activeElement(node.tagName, values);
            if (active !== undefined)
                facts.script.push({ line, detail: active });
            for (const attr of node.attrs) {
                if (isHandler(attr.name))
                    facts.script.push({ line, detail: `${attr.name} handler` });
                const scheme = activeScheme(attr.value);
                if (scheme !== undefined)
                    facts.script.push({ line, detail: `${scheme} URL` });
                else if (!isNamespace(attr) && linkHost(attr.value) !== undefined)
                    facts.urls.push({ line, url: attr.value });
            }
            walk(node.childNodes);
            if (node.tagName === 'template' && 'content' in node)
                walk(node.content.childNodes);
        }
    };
    walk(fragment.childNodes);
    return facts;
}
const SVG_ACTIVE = /<\s*(?:[\w.-]+:)?(script|foreignobject|iframe|object|embed|handler|listener)\b/gi;
const SVG_HANDLER = /\son[a-z]{3,}\s*=/gi;
const QUOTED_VALUE = /=\s*("[^"]*"|'[^']*')/g;
const SCHEMES = ['javascript:', 'vbscript:', 'data:text/html'];
const STRIPPED = /[\u0000-\u0020\u007f]/g;
const decodedNumeric = (value) => value.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code) => String.fromCodePoint(code[0]?.toLowerCase() === 'x' ? parseInt(code.slice(1), 16) : parseInt(code, 10)));
function svgFacts(text) {
    const facts = htmlFacts(text, 1);
    const lineAt = (index) => text.slice(0, index).split('\n').length;
    for (const match of text.matchAll(SVG_ACTIVE))
        facts.script.push({
            line: lineAt(match.index),
            detail: `<${match[1]?.toLowerCase() ?? ''}> element in an SVG`,
        });
    for (const match of text.matchAll(SVG_HANDLER))
        facts.script.push({ line: lineAt(match.index), detail: 'an event handler in an SVG' });
    const entity = /<!ENTITY/i.exec(text);
    if (entity !== null)
        facts.script.push({ line: lineAt(entity.index), detail: 'an XML entity declaration' });
    for (const match of text.matchAll(QUOTED_VALUE)) {
        const value = decodedNumeric(match[1] ?? '')
            .replace(STRIPPED, '')
            .toLowerCase();
        const scheme = SCHEMES.find((s) => value.includes(s));
        if (scheme !== undefined)
            facts.script.push({ line: lineAt(match.index), detail: `${scheme} URL in an SVG` });
    }
    return facts;
}

var acorn = __webpack_require__(8425);
var acorn_jsx = __webpack_require__(8735);
var acorn_jsx_default = /*#__PURE__*/__webpack_require__.n(acorn_jsx);
var globals = __webpack_require__(6418);
;// CONCATENATED MODULE: ../../shared/change-check/script-allow-list.ts

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
];
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
];
const FREE_GLOBALS = new Set([...FREE, ...REACT]);
const LISTED_MEMBERS = new Map(Object.entries({
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
}).map(([name, members]) => [name, new Set(members)]));
const LISTED_CHAINS = new Map([
    ['navigator', [['clipboard', 'writeText']]],
]);
const CALLBACK_GLOBALS = new Set([
    'setTimeout',
    'setInterval',
    'requestAnimationFrame',
    'queueMicrotask',
]);
const CANCELLING_GLOBALS = new Set([
    'clearTimeout',
    'clearInterval',
    'cancelAnimationFrame',
]);
const PROTOTYPE_NAMES = new Set([
    'constructor',
    'prototype',
    '__proto__',
    '__defineGetter__',
    '__defineSetter__',
    '__lookupGetter__',
    '__lookupSetter__',
    'caller',
    'callee',
]);
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
    'relatedTarget',
    'fromElement',
    'toElement',
    'originalTarget',
    'explicitOriginalTarget',
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
]);
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
    'updater',
]);
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
]);
const STYLING_MEMBERS = new Set(['animate']);
function memberRefusal(name) {
    if (STYLING_MEMBERS.has(name))
        return `the property \`${name}\`, which sets styles the check cannot judge`;
    if (PROTOTYPE_NAMES.has(name))
        return `the property \`${name}\`, which reaches constructors and prototypes`;
    if (PAGE_MEMBERS.has(name) || /^aria\w*Elements?$/.test(name))
        return `the property \`${name}\`, which leads back to the page`;
    if (FIBER_MEMBERS.has(name) || name.startsWith('_'))
        return `the property \`${name}\`, which leads into React's internals and from there to the page`;
    if (MARKUP_MEMBERS.has(name))
        return `the property \`${name}\`, which puts markup into the page`;
    return undefined;
}
const URL_ATTRIBUTES = new Set([
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
]);
const takesUrl = (name, loosely = false) => URL_ATTRIBUTES.has(name.toLowerCase()) && !(loosely && name === 'data');
function isPageGlobal(name) {
    return Object.hasOwn(globals.browser, name) || Object.hasOwn(globals.builtin, name);
}
const IMPORTABLE_PACKAGES = new Set(['react']);

;// CONCATENATED MODULE: ../../shared/change-check/url-values.ts

const MAX_FOLD_DEPTH = 24;
const MAX_VALUES = 16;
const UNKNOWN = [{ kind: 'unknown' }];
const INERT = [{ kind: 'inert' }];
const capped = (values) => (values.length > MAX_VALUES ? UNKNOWN : values);
const computes = (value) => value.kind === 'start'
    ? value.computed === true
    : value.kind !== 'text' && value.kind !== 'prop' && value.kind !== 'inert';
const startOf = (text, computed) => computed ? { kind: 'start', text, computed } : { kind: 'start', text };
function concat(left, right) {
    const joined = [];
    for (const a of left)
        for (const b of right) {
            if (a.kind === 'text' && b.kind === 'text')
                joined.push({ kind: 'text', text: a.text + b.text });
            else if (a.kind === 'text' && b.kind === 'start')
                joined.push(startOf(a.text + b.text, computes(b)));
            else if (a.kind === 'text')
                joined.push(startOf(a.text, computes(b)));
            else if (a.kind === 'start')
                joined.push(startOf(a.text, computes(a) || computes(b)));
            else if (a.kind === 'object' || a.kind === 'array')
                joined.push({ kind: 'unknown' });
            else
                joined.push(a);
        }
    return capped(joined);
}
function literalText(node) {
    if (node.type !== 'Literal')
        return UNKNOWN;
    if ('regex' in node && node.regex !== undefined)
        return [{ kind: 'text', text: `/${node.regex.pattern}/` }];
    return [{ kind: 'text', text: String(node.value) }];
}
function keyName(key, computed) {
    if (!computed && key.type === 'Identifier')
        return key.name;
    if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
        return String(key.value);
    return undefined;
}
function memberOf(values, name, fold) {
    return capped(values.flatMap((value) => {
        if (name === undefined)
            return UNKNOWN;
        if (value.kind === 'prop')
            return [{ ...value, name: value.name === '*' ? name : value.name }];
        if (value.kind === 'array') {
            if (name === 'length')
                return INERT;
            const element = /^\d+$/.test(name) ? value.node.elements[Number(name)] : undefined;
            return element === undefined || element === null || element.type === 'SpreadElement'
                ? UNKNOWN
                : fold(element);
        }
        if (value.kind === 'object')
            return propertyOf(value.node, name, fold);
        if (value.kind === 'text' && name === 'length')
            return INERT;
        return UNKNOWN;
    }));
}
function propertyOf(node, name, fold) {
    let found = INERT;
    for (const property of node.properties) {
        if (property.type === 'SpreadElement')
            return UNKNOWN;
        const key = keyName(property.key, property.computed);
        if (key === undefined)
            return UNKNOWN;
        if (key === name)
            found = property.kind === 'init' ? fold(property.value) : UNKNOWN;
    }
    return found;
}
function elementsOf(values, fold) {
    return capped(values.flatMap((value) => {
        if (value.kind === 'prop')
            return [value];
        if (value.kind !== 'array')
            return UNKNOWN;
        return value.node.elements.flatMap((element) => element === null ? INERT : element.type === 'SpreadElement' ? UNKNOWN : fold(element));
    }));
}
function fold(node, names, depth = 0) {
    if (depth > MAX_FOLD_DEPTH)
        return UNKNOWN;
    const inner = (next) => fold(next, names, depth + 1);
    switch (node.type) {
        case 'Literal':
            return literalText(node);
        case 'TemplateLiteral': {
            let values = [{ kind: 'text', text: node.quasis[0]?.value.cooked ?? '' }];
            for (const [index, expression] of node.expressions.entries()) {
                values = concat(values, inner(expression));
                values = concat(values, [
                    { kind: 'text', text: node.quasis[index + 1]?.value.cooked ?? '' },
                ]);
            }
            return values;
        }
        case 'BinaryExpression':
            return node.operator === '+' ? concat(inner(node.left), inner(node.right)) : INERT;
        case 'UnaryExpression':
        case 'UpdateExpression':
            return INERT;
        case 'ConditionalExpression':
            return capped([...inner(node.consequent), ...inner(node.alternate)]);
        case 'LogicalExpression':
            return capped([...inner(node.left), ...inner(node.right)]);
        case 'SequenceExpression':
            return node.expressions.length === 0 ? UNKNOWN : inner(node.expressions.at(-1));
        case 'AssignmentExpression':
            return node.operator === '=' ? inner(node.right) : UNKNOWN;
        case 'ChainExpression':
            return inner(node.expression);
        case 'ArrayExpression':
            return [{ kind: 'array', node }];
        case 'ObjectExpression':
            return [{ kind: 'object', node }];
        case 'Identifier':
            return names.identifier(node, depth) ?? UNKNOWN;
        case 'ThisExpression':
            return names.self?.(node) ?? UNKNOWN;
        case 'MemberExpression':
            return memberOf(inner(node.object), keyName(node.property, node.computed), inner);
        default:
            return UNKNOWN;
    }
}
const RUNNING_SCHEMES = new Set(['javascript', 'vbscript', 'data']);
function fixedStart(start) {
    const text = start.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
    if (text === '')
        return false;
    const scheme = /^[a-z][a-z0-9+.-]*/i.exec(text)?.[0];
    if (scheme === undefined)
        return true;
    const rest = text.slice(scheme.length);
    if (rest === '')
        return false;
    if (!rest.startsWith(':'))
        return true;
    return !RUNNING_SCHEMES.has(scheme.toLowerCase());
}
function candidateUrls(text) {
    const urls = [];
    let at = 0;
    let open = false;
    while (at < text.length) {
        while (at < text.length && /[\s,]/.test(text[at] ?? ''))
            at++;
        if (at >= text.length)
            break;
        let end = at;
        while (end < text.length && !/\s/.test(text[end] ?? ''))
            end++;
        const url = text.slice(at, end);
        urls.push(url.replace(/,+$/, ''));
        open = end === text.length && !url.endsWith(',');
        if (url.endsWith(',')) {
            at = end;
            continue;
        }
        let depth = 0;
        for (; end < text.length; end++) {
            const c = text[end];
            if (c === ',' && depth === 0)
                break;
            if (c === '(')
                depth++;
            else if (c === ')')
                depth = Math.max(0, depth - 1);
        }
        at = end + 1;
    }
    return { urls, open };
}
function candidateValues(values) {
    return capped(values.flatMap((value) => {
        if (value.kind !== 'text' && value.kind !== 'start')
            return [value];
        const { urls, open } = candidateUrls(value.text);
        const last = value.kind === 'start' && open ? urls.pop() : undefined;
        const found = urls.map((url) => ({ kind: 'text', text: url }));
        if (value.kind === 'text')
            return found;
        if (last !== undefined)
            found.push(startOf(last, value.computed === true));
        if (value.computed === true)
            found.push({ kind: 'unknown' });
        return found;
    }));
}
const SITE = 'https://docs.invalid/';
function resolved(text) {
    try {
        return new URL(text, SITE);
    }
    catch {
        return undefined;
    }
}
function namesHost(start) {
    const url = resolved(start);
    if (url === undefined || url.host === 'docs.invalid')
        return false;
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return false;
    return resolved(`${start}x`)?.host === url.host;
}
const isWeb = (url) => url?.protocol === 'http:' || url?.protocol === 'https:';
function leavesHost(start) {
    if (namesHost(start))
        return false;
    const url = resolved(start);
    if (url !== undefined && !isWeb(url))
        return false;
    const extended = resolved(`${start}/elsewhere.invalid/`);
    return isWeb(extended) && extended?.host !== 'docs.invalid';
}
function judgeUrl(values, fold) {
    const judged = {
        active: undefined,
        built: false,
        props: [],
        urls: [],
        completed: [],
        hostLeft: [],
    };
    const pending = [...values];
    for (let seen = 0; pending.length > 0 && seen < 4 * MAX_VALUES; seen++) {
        const value = pending.pop();
        if (value.kind === 'text') {
            judged.active ??= activeScheme(value.text);
            judged.urls.push(value.text);
        }
        else if (value.kind === 'start') {
            if (!fixedStart(value.text))
                judged.built = true;
            else if (namesHost(value.text)) {
                judged.urls.push(value.text);
                judged.completed.push(value.text);
            }
            else if (value.computed === true && leavesHost(value.text))
                judged.hostLeft.push(value.text);
        }
        else if (value.kind === 'prop')
            judged.props.push(value);
        else if (value.kind === 'array')
            pending.push(...elementsOf([value], fold));
        else if (value.kind === 'object')
            for (const property of value.node.properties)
                pending.push(...(property.type === 'Property' && !property.computed && property.kind === 'init'
                    ? fold(property.value)
                    : UNKNOWN));
        else if (value.kind === 'unknown')
            judged.built = true;
    }
    if (pending.length > 0)
        judged.built = true;
    return judged;
}

;// CONCATENATED MODULE: ../../shared/change-check/script-globals.ts


function written(node, parents) {
    const parent = parents.get(node);
    if (parent?.type === 'AssignmentExpression')
        return parent.left === node;
    if (parent?.type === 'UpdateExpression')
        return true;
    return parent?.type === 'UnaryExpression' && parent.operator === 'delete';
}
const CALLED_MEMBERS = new Set([
    'Object.assign',
    'JSON.stringify',
    'React.createElement',
    'React.cloneElement',
]);
function callRefusal(member, call) {
    if (call.type !== 'CallExpression')
        return undefined;
    const [first, second] = call.arguments;
    if (member === 'Object.assign' && first?.type !== 'ObjectExpression')
        return '`Object.assign` into an object not made in place';
    const plain = second === undefined ||
        second.type === 'ArrayExpression' ||
        (second.type === 'Literal' && second.value === null) ||
        (second.type === 'Identifier' && second.name === 'undefined');
    if (member === 'JSON.stringify' && !plain)
        return '`JSON.stringify` with a replacer, which is handed every value';
    return undefined;
}
function listedUse(node, name, members, parents, report) {
    const parent = parents.get(node);
    if (parent?.type === 'MemberExpression' && parent.object === node) {
        const member = keyName(parent.property, parent.computed);
        if (member === undefined)
            return;
        if (!members.has(member)) {
            report.script(parent, `\`${name}.${member}\`, a member the check does not allow`);
            return;
        }
        const call = parents.get(parent);
        const called = (call?.type === 'CallExpression' || call?.type === 'NewExpression') && call.callee === parent;
        const whole = `${name}.${member}`;
        if (!called && CALLED_MEMBERS.has(whole))
            report.unchecked(parent, `\`${whole}\` taken as a value`);
        const refusal = called ? callRefusal(whole, call) : undefined;
        if (refusal !== undefined)
            report.script(call, refusal);
        if (written(parent, parents))
            report.script(parent, `changes the page's global \`${name}\``);
        return;
    }
    const jsxMember = parent;
    if (jsxMember?.type === 'JSXMemberExpression' && jsxMember.object === node) {
        const member = jsxMember.property?.name ?? '';
        if (!members.has(member))
            report.script(parent, `\`${name}.${member}\`, a member the check does not allow`);
        return;
    }
    if ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') &&
        parent.callee === node)
        return;
    if (parent?.type === 'BinaryExpression' &&
        parent.operator === 'instanceof' &&
        parent.right === node)
        return;
    report.unchecked(node, `\`${name}\` taken as a value: its members reach further than the check allows`);
}
function chainUse(node, name, parents, report) {
    const chains = LISTED_CHAINS.get(name) ?? [];
    const taken = [];
    let at = node;
    for (let step = 0; step < 4; step++) {
        const parent = parents.get(at);
        if (parent?.type !== 'MemberExpression' || parent.object !== at)
            break;
        const member = keyName(parent.property, parent.computed);
        if (member === undefined)
            return;
        taken.push(member);
        at = parent;
    }
    if (chains.some((chain) => chain.join('.') === taken.join('.')) && !written(at, parents))
        return;
    const shown = [name, ...taken].join('.');
    report.script(at, `\`${shown}\`, a global the check does not allow`);
}
function callbackUse(node, name, parents, report) {
    const parent = parents.get(node);
    const first = parent?.type === 'CallExpression' && parent.callee === node ? parent.arguments[0] : undefined;
    if (first?.type === 'ArrowFunctionExpression' || first?.type === 'FunctionExpression')
        return;
    report.script(node, `\`${name}\` given something other than a function written in place`);
}
function freeName(reference, parents, report) {
    const node = reference.identifier;
    const name = node.name;
    if (reference.isWrite()) {
        report.script(node, `changes the page's global \`${name}\``);
        return;
    }
    const parent = parents.get(node);
    if (parent?.type === 'UnaryExpression' && parent.operator === 'typeof')
        return;
    if (FREE_GLOBALS.has(name)) {
        if (parent?.type === 'MemberExpression' && parent.object === node && written(parent, parents))
            report.script(parent, `changes the page's global \`${name}\``);
        return;
    }
    const members = LISTED_MEMBERS.get(name);
    if (members !== undefined)
        listedUse(node, name, members, parents, report);
    else if (LISTED_CHAINS.has(name))
        chainUse(node, name, parents, report);
    else if (CALLBACK_GLOBALS.has(name))
        callbackUse(node, name, parents, report);
    else if (!CANCELLING_GLOBALS.has(name))
        report.script(node, `\`${name}\`, a global the check does not allow`);
}
function globalFindings(free, parents, report) {
    for (const reference of free) {
        const type = reference.identifier.type;
        if (type !== 'JSXIdentifier')
            freeName(reference, parents, report);
    }
}

var lib = __webpack_require__(6648);
var visitor_keys = __webpack_require__(2013);
;// CONCATENATED MODULE: ../../shared/change-check/script-writes.ts

const TEXT_RESULTS = new Set([
    'join',
    'includes',
    'indexOf',
    'lastIndexOf',
    'findIndex',
    'findLastIndex',
    'some',
    'every',
    'toString',
    'toLocaleString',
    'hasOwnProperty',
    'trim',
    'trimStart',
    'trimEnd',
    'toLowerCase',
    'toUpperCase',
    'startsWith',
    'endsWith',
    'replace',
    'replaceAll',
    'padStart',
    'padEnd',
    'repeat',
    'charAt',
    'substring',
    'toFixed',
]);
const LEAVING = new Set([
    ...TEXT_RESULTS,
    'map',
    'flatMap',
    'forEach',
    'filter',
    'find',
    'findLast',
    'reduce',
    'reduceRight',
    'slice',
    'concat',
    'at',
    'flat',
    'toSorted',
    'toReversed',
    'toSpliced',
    'with',
    'valueOf',
    'split',
]);
const MAX_DEPTH = 4;
function script_writes_written(node, parent, parents) {
    switch (parent?.type) {
        case 'AssignmentExpression':
            return parent.left === node;
        case 'UpdateExpression':
            return true;
        case 'UnaryExpression':
            return parent.operator === 'delete';
        case 'ForInStatement':
        case 'ForOfStatement':
            return parent.left === node;
        case 'ArrayPattern':
        case 'RestElement':
        case 'AssignmentPattern':
            return true;
        case 'Property':
            return parent.value === node && parents.get(parent)?.type === 'ObjectPattern';
        default:
            return false;
    }
}
function intrinsicElement(node) {
    const element = node;
    if (element?.type === 'JSXFragment')
        return true;
    const name = element?.openingElement?.name;
    return name?.type === 'JSXIdentifier' && typeof name.name === 'string' && /^[a-z]/.test(name.name);
}
function onlyRead(node, parent, parents) {
    const type = parent?.type;
    switch (type) {
        case 'BinaryExpression':
            return parent.operator !== 'instanceof';
        case 'TemplateLiteral':
            return parents.get(parent)?.type !== 'TaggedTemplateExpression';
        case 'ExpressionStatement':
        case 'SwitchCase':
            return true;
        case 'UnaryExpression':
            return parent.operator !== 'delete';
        case 'IfStatement':
        case 'WhileStatement':
        case 'DoWhileStatement':
        case 'ForStatement':
        case 'ConditionalExpression':
            return parent.test === node;
        case 'SwitchStatement':
            return parent.discriminant === node;
        case 'MemberExpression':
            return parent.property === node;
        case 'JSXSpreadAttribute':
        case 'JSXExpressionContainer': {
            const holder = parents.get(parent);
            if (holder?.type === 'JSXAttribute' || type === 'JSXSpreadAttribute') {
                const opening = type === 'JSXSpreadAttribute' ? holder : parents.get(holder);
                return intrinsicElement(parents.get(opening));
            }
            return intrinsicElement(holder);
        }
        default:
            return false;
    }
}
function callbacksChange(call, method, context, depth) {
    if (call.type !== 'CallExpression')
        return true;
    const parts = method === 'reduce' || method === 'reduceRight' ? 2 : 1;
    for (const argument of call.arguments) {
        if (argument.type === 'FunctionExpression')
            return true;
        if (argument.type !== 'ArrowFunctionExpression') {
            if (argument.type === 'Identifier' || argument.type === 'MemberExpression')
                return true;
            continue;
        }
        if (argument.params.length > 2 || argument.params.some((p) => p.type === 'RestElement'))
            return true;
        const given = argument.params.slice(0, parts);
        const within = (node, outer) => (node.range?.[0] ?? -1) >= (outer.range?.[0] ?? 0) &&
            (node.range?.[1] ?? Infinity) <= (outer.range?.[1] ?? 0);
        for (const variable of context.manager.getDeclaredVariables(argument)) {
            const name = variable.defs[0]?.name;
            if (name === undefined || !given.some((param) => within(name, param)))
                continue;
            if (mayChange(variable, context, depth + 1))
                return true;
        }
    }
    return false;
}
function mapsToMarkup(call) {
    if (call.type !== 'CallExpression')
        return false;
    const [callback] = call.arguments;
    if (callback?.type !== 'ArrowFunctionExpression')
        return false;
    return /^JSX(Element|Fragment)$/.test(callback.body.type);
}
function useChanges(identifier, context, depth) {
    const { parents } = context;
    let at = identifier;
    let part = false;
    for (let steps = 0; steps < 64; steps++) {
        const parent = parents.get(at);
        if (parent?.type === 'ChainExpression' || parent?.type === 'LogicalExpression') {
            at = parent;
            continue;
        }
        if (parent?.type === 'ConditionalExpression' && parent.test !== at) {
            at = parent;
            continue;
        }
        if (parent?.type !== 'MemberExpression' || parent.object !== at)
            break;
        const call = parents.get(parent);
        if (call?.type !== 'CallExpression' || call.callee !== parent) {
            at = parent;
            part = true;
            continue;
        }
        const method = keyName(parent.property, parent.computed);
        if (method === undefined || !LEAVING.has(method))
            return true;
        if (callbacksChange(call, method, context, depth))
            return true;
        if (TEXT_RESULTS.has(method) || (method === 'map' && mapsToMarkup(call)))
            return false;
        at = call;
        part = true;
    }
    const parent = parents.get(at);
    if (script_writes_written(at, parent, parents))
        return true;
    if (onlyRead(at, parent, parents))
        return false;
    return !part || !context.valueOf(at).every((v) => v.kind === 'text' || v.kind === 'inert');
}
function exported(variable, parents) {
    const declaration = variable.defs[0]?.parent;
    return (declaration !== null &&
        declaration !== undefined &&
        parents.get(declaration)?.type === 'ExportNamedDeclaration');
}
function mayChange(variable, context, depth = 0) {
    if (depth > MAX_DEPTH || exported(variable, context.parents))
        return true;
    const read = variable.references.find((reference) => reference.init !== true);
    if (read === undefined)
        return false;
    const values = context.valueOf(read.identifier);
    if (values.every((v) => v.kind === 'text' || v.kind === 'inert'))
        return false;
    return variable.references.some((reference) => reference.init !== true && useChanges(reference.identifier, context, depth));
}

;// CONCATENATED MODULE: ../../shared/change-check/script-scope.ts




function scopesOf(tree, sourceType) {
    const manager = (0,lib/* analyze */.ns)(tree, {
        ecmaVersion: 2026,
        sourceType,
        jsx: true,
        childVisitorKeys: visitor_keys/* default */.A,
    });
    const references = new Map();
    for (const scope of manager.scopes)
        for (const reference of scope.references)
            references.set(reference.identifier, reference);
    const free = manager.globalScope?.through ?? [];
    return { manager, references, free, components: componentsOf(tree, manager) };
}
const isComponentName = (name) => /^[A-Z]/.test(name ?? '');
const WRAPPERS = new Set(['memo', 'forwardRef']);
function componentValue(node) {
    let value = node;
    for (let depth = 0; value?.type === 'CallExpression' && depth < 4; depth++) {
        const callee = value.callee;
        const name = callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression'
                ? keyName(callee.property, callee.computed)
                : undefined;
        if (name === undefined || !WRAPPERS.has(name))
            return undefined;
        value = value.arguments[0];
    }
    if (value === null || value === undefined)
        return undefined;
    return /^(ArrowFunctionExpression|FunctionExpression|FunctionDeclaration|ClassExpression|ClassDeclaration)$/.test(value.type)
        ? value
        : undefined;
}
function componentsOf(tree, manager) {
    const components = new Map();
    const named = (node, variable) => {
        components.set(node, variable);
    };
    for (const statement of tree.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
            ? statement.declaration
            : statement;
        if (declaration === null || declaration === undefined)
            continue;
        const node = declaration;
        if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
            if (isComponentName(node.id?.name) || statement.type === 'ExportDefaultDeclaration')
                named(node, manager.getDeclaredVariables(node)[0]);
        }
        else if (node.type === 'VariableDeclaration') {
            for (const declarator of node.declarations) {
                const value = componentValue(declarator.init);
                if (value !== undefined && declarator.id.type === 'Identifier')
                    if (isComponentName(declarator.id.name))
                        named(value, manager.getDeclaredVariables(declarator)[0]);
            }
        }
        else if (statement.type === 'ExportDefaultDeclaration') {
            const value = componentValue(node);
            if (value !== undefined)
                named(value, undefined);
        }
    }
    return components;
}
const ELEMENT_CALLBACKS = new Set([
    'map',
    'flatMap',
    'forEach',
    'filter',
    'find',
    'findLast',
    'findIndex',
    'findLastIndex',
    'some',
    'every',
]);
function patternValues(pattern, target, values, take, depth) {
    if (depth > MAX_FOLD_DEPTH)
        return [{ kind: 'unknown' }];
    const inner = (next, whole) => patternValues(next, target, whole, take, depth + 1);
    switch (pattern.type) {
        case 'Identifier':
            return pattern === target ? values : undefined;
        case 'AssignmentPattern': {
            const found = inner(pattern.left, values);
            return found === undefined ? undefined : [...found, ...take(pattern.right)];
        }
        case 'RestElement':
            return inner(pattern.argument, values.map((v) => (v.kind === 'prop' ? v : { kind: 'unknown' })));
        case 'ArrayPattern':
            for (const [index, element] of pattern.elements.entries()) {
                if (element === null)
                    continue;
                const part = element.type === 'RestElement' ? values : memberOf(values, String(index), take);
                const found = inner(element, part);
                if (found !== undefined)
                    return found;
            }
            return undefined;
        case 'ObjectPattern':
            for (const property of pattern.properties) {
                const part = property.type === 'RestElement'
                    ? values
                    : memberOf(values, keyName(property.key, property.computed), take);
                const found = inner(property.type === 'RestElement' ? property : property.value, part);
                if (found !== undefined)
                    return found;
            }
            return undefined;
        default:
            return undefined;
    }
}
function parameterValues(variable, scopes, parents, take, depth) {
    const definition = variable.defs[0];
    const fn = definition?.node;
    const target = definition?.name;
    const [first] = fn.params;
    if (first === undefined)
        return undefined;
    let whole;
    if (scopes.components.has(fn))
        whole = [{ kind: 'prop', owner: fn, name: '*' }];
    else {
        const call = parents.get(fn);
        const callee = call?.type === 'CallExpression' && call.arguments[0] === fn ? call.callee : null;
        if (callee?.type === 'MemberExpression') {
            const method = keyName(callee.property, callee.computed);
            if (method !== undefined && ELEMENT_CALLBACKS.has(method))
                whole = elementsOf(take(callee.object), take);
        }
    }
    if (whole === undefined)
        return undefined;
    return patternValues(first, target, whole, take, depth);
}
const holdsParts = (values) => values.some((v) => v.kind === 'object' || v.kind === 'array');
function scriptNames(scopes, parents) {
    const asking = new Set();
    const changed = new Map();
    const changes = (variable, depth) => {
        if (asking.has(variable))
            return false;
        const known = changed.get(variable);
        if (known !== undefined)
            return known;
        const settled = asking.size === 0;
        asking.add(variable);
        const valueOf = (node) => fold(node, names, depth + 1);
        const answer = mayChange(variable, { parents, manager: scopes.manager, valueOf });
        asking.delete(variable);
        if (settled)
            changed.set(variable, answer);
        return answer;
    };
    const names = {
        identifier(node, depth) {
            const reference = scopes.references.get(node);
            if (reference === undefined)
                return undefined;
            const variable = reference.resolved;
            const take = (next) => fold(next, names, depth + 1);
            if (variable === null) {
                const name = node.name;
                if (name === 'undefined')
                    return [{ kind: 'text', text: 'undefined' }];
                return name === 'NaN' || name === 'Infinity' ? [{ kind: 'inert' }] : undefined;
            }
            const definition = variable.defs[0];
            if (definition === undefined || variable.defs.length > 1)
                return undefined;
            if (definition.type === 'Parameter')
                return parameterValues(variable, scopes, parents, take, depth);
            if (definition.type !== 'Variable')
                return undefined;
            if (variable.references.some((r) => r.isWrite() && r.init !== true))
                return undefined;
            const declarator = definition.node;
            if (declarator.init === null || declarator.init === undefined)
                return undefined;
            const target = definition.name;
            const values = patternValues(declarator.id, target, take(declarator.init), take, depth);
            return values !== undefined && holdsParts(values) && changes(variable, depth)
                ? undefined
                : values;
        },
    };
    return names;
}

;// CONCATENATED MODULE: ../../shared/change-check/script-elements.ts

const noAttributes = () => ({
    texts: new Map(),
    unknown: new Set(),
    unseen: false,
});
function record(attributes, name, values) {
    const lower = name.toLowerCase();
    if (values.length === 0)
        return;
    const [first] = values;
    const text = first?.kind === 'text' ? first.text : undefined;
    if (text !== undefined && values.every((v) => v.kind === 'text' && v.text === text)) {
        attributes.texts.set(lower, text);
        attributes.unknown.delete(lower);
    }
    else {
        attributes.texts.delete(lower);
        attributes.unknown.add(lower);
    }
}
const LOADING_RELS = /stylesheet|preload|modulepreload|import|prefetch/;
function headElement(report, allowedHosts, at, name, attributes) {
    const { texts, unknown, unseen } = attributes;
    if (name === 'meta') {
        if (unseen || unknown.has('http-equiv') || unknown.has('httpequiv'))
            report.unchecked(at, 'a <meta> whose http-equiv the code computes');
        return;
    }
    if (name !== 'link')
        return;
    if (unseen || unknown.has('rel')) {
        report.unchecked(at, 'a <link> whose rel the code computes');
        return;
    }
    if (!LOADING_RELS.test(texts.get('rel')?.toLowerCase() ?? ''))
        return;
    const href = texts.get('href');
    const host = href === undefined ? null : (linkHost(href) ?? undefined);
    if (host === null)
        report.script(at, 'a <link> to an address the code computes');
    else if (host !== undefined && !hostAllowed(host, allowedHosts))
        report.script(at, `a <link> to ${host}`);
}
function intrinsicRules(report, allowedHosts, at, tag, attributes) {
    const name = (tag.split(':').at(-1) ?? tag).toLowerCase();
    const { texts } = attributes;
    const active = activeElement(name, texts);
    if (active !== undefined)
        report.script(at, active);
    if (name === 'style')
        report.script(at, '<style> element (CSS the check does not judge in JSX)');
    const animated = texts.get('attributename');
    if (/^(set|animate)$/.test(name) &&
        (attributes.unknown.has('attributename') || animated === undefined || /href/i.test(animated)))
        report.script(at, `<${name}> animating a link`);
    headElement(report, allowedHosts, at, name, attributes);
}
function clonedRules(report, allowedHosts, at, attributes) {
    const deciding = ['rel', 'http-equiv', 'httpequiv'];
    if (!deciding.some((key) => attributes.texts.has(key) || attributes.unknown.has(key))) {
        const href = attributes.texts.get('href');
        const host = href === undefined ? undefined : linkHost(href);
        const elsewhere = host !== undefined && !hostAllowed(host, allowedHosts);
        if (attributes.unknown.has('href') || elsewhere)
            report.unchecked(at, 'cloneElement giving `href` to an element the check cannot see');
        return;
    }
    const active = activeElement('meta', attributes.texts);
    if (active !== undefined)
        report.script(at, active);
    headElement(report, allowedHosts, at, 'meta', { ...attributes, unseen: false });
    headElement(report, allowedHosts, at, 'link', { ...attributes, unseen: false });
}

var css_tokenizer_dist = __webpack_require__(6777);
var invisible = __webpack_require__(8416);
var log_secrets = __webpack_require__(3485);
;// CONCATENATED MODULE: ../../shared/change-check/text-findings.ts


const REDACTION = /\[redacted (?:secret|credential)\]/;
function lineLocator(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return (at) => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >> 1;
            if ((starts[middle] ?? 0) <= at)
                low = middle;
            else
                high = middle - 1;
        }
        return low + 1;
    };
}
async function secretsOf(text) {
    const lineOf = lineLocator(text);
    const marker = text.search(REDACTION);
    const { spans, values } = await (0,log_secrets/* secretsIn */.VY)(text);
    return {
        lines: [
            ...(marker >= 0 ? [{ line: lineOf(marker), detail: 'a redaction marker' }] : []),
            ...(marker >= 0
                ? []
                : spans.map(([start]) => ({ line: lineOf(start), detail: 'a credential' }))),
        ],
        values: [...values, ...spans.map(([start, end]) => text.slice(start, end))],
    };
}
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const codePoint = (c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
function hiddenCharacters(text) {
    const found = [];
    const lineOf = lineLocator(text);
    for (const match of text.matchAll(invisible/* INVISIBLE */.kH)) {
        const at = match.index;
        const c = match[0];
        if (at === 0 && c === '\uFEFF')
            continue;
        if (c === '\u200D' &&
            PICTOGRAPH.test(text.slice(Math.max(0, at - 2), at)) &&
            PICTOGRAPH.test(text.slice(at + 1, at + 3)))
            continue;
        if (c === '\r' || c === '\t')
            continue;
        const line = lineOf(at);
        if (found.at(-1)?.line !== line)
            found.push({ line, detail: `invisible character ${codePoint(c)}` });
    }
    return found;
}

;// CONCATENATED MODULE: ../../shared/change-check/style-reading.ts



const FETCHING_FUNCTIONS = new Set(['url', 'src', 'image-set', '-webkit-image-set']);
const RUNNING_FUNCTIONS = new Set(['expression', 'javascript']);
const RUNNING_PROPERTIES = new Set(['behavior', '-moz-binding']);
const isBlank = (token) => token?.[0] === css_tokenizer_dist/* TokenType */.ks.Whitespace || token?.[0] === css_tokenizer_dist/* TokenType */.ks.Comment;
function style_reading_valueOf(token) {
    const data = token?.[4];
    return typeof data?.value === 'string' ? data.value : undefined;
}
function nextToken(tokens, at) {
    let index = at;
    while (isBlank(tokens[index]))
        index++;
    return tokens[index];
}
function addresses(tokens) {
    const found = [];
    let depth = 0;
    for (const [index, token] of tokens.entries()) {
        const [type, , at] = token;
        if (type === css_tokenizer_dist/* TokenType */.ks.URL)
            found.push({ at, address: style_reading_valueOf(token) ?? '' });
        if (type === css_tokenizer_dist/* TokenType */.ks.AtKeyword && style_reading_valueOf(token)?.toLowerCase() === 'import') {
            const next = nextToken(tokens, index + 1);
            if (next?.[0] === css_tokenizer_dist/* TokenType */.ks.String)
                found.push({ at, address: style_reading_valueOf(next) ?? '' });
        }
        if (type === css_tokenizer_dist/* TokenType */.ks.Function &&
            FETCHING_FUNCTIONS.has(style_reading_valueOf(token)?.toLowerCase() ?? '')) {
            depth++;
            const next = nextToken(tokens, index + 1);
            const named = next?.[0] === css_tokenizer_dist/* TokenType */.ks.Function ? (style_reading_valueOf(next)?.toLowerCase() ?? '') : '';
            const given = next?.[0] === css_tokenizer_dist/* TokenType */.ks.String ||
                next?.[0] === css_tokenizer_dist/* TokenType */.ks.URL ||
                FETCHING_FUNCTIONS.has(named) ||
                named.endsWith('-gradient');
            if (!given)
                found.push({ at, address: null });
            continue;
        }
        if (depth === 0)
            continue;
        if (type === css_tokenizer_dist/* TokenType */.ks.String)
            found.push({ at, address: style_reading_valueOf(token) ?? '' });
        if (type === css_tokenizer_dist/* TokenType */.ks.Function || type === css_tokenizer_dist/* TokenType */.ks.OpenParen)
            depth++;
        if (type === css_tokenizer_dist/* TokenType */.ks.CloseParen)
            depth--;
    }
    return found;
}
function readStyle(text, allowedHosts) {
    const script = [];
    const lineOf = lineLocator(text);
    let tokens;
    try {
        tokens = (0,css_tokenizer_dist/* tokenize */.qw)({ css: text });
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        return {
            script,
            unchecked: [],
            urls: [],
            unjudged: { line: 1, detail: `CSS that does not read (${why})` },
        };
    }
    for (const { at, address } of addresses(tokens)) {
        const line = lineOf(at);
        const scheme = address === null ? undefined : activeScheme(address);
        const host = address === null ? undefined : linkHost(address);
        if (address === null)
            script.push({ line, detail: 'a CSS address left to run time' });
        else if (scheme !== undefined)
            script.push({ line, detail: `a ${scheme} URL in CSS` });
        else if (host !== undefined && !hostAllowed(host, allowedHosts))
            script.push({ line, detail: `CSS that loads from ${host}` });
    }
    for (const [index, token] of tokens.entries()) {
        const name = style_reading_valueOf(token)?.toLowerCase() ?? '';
        const line = lineOf(token[2]);
        if (token[0] === css_tokenizer_dist/* TokenType */.ks.Function && RUNNING_FUNCTIONS.has(name))
            script.push({ line, detail: `CSS ${name}(), which runs code` });
        if (token[0] === css_tokenizer_dist/* TokenType */.ks.Ident &&
            RUNNING_PROPERTIES.has(name) &&
            nextToken(tokens, index + 1)?.[0] === css_tokenizer_dist/* TokenType */.ks.Colon)
            script.push({ line, detail: `CSS ${name}, which runs code` });
    }
    return {
        script: script.sort((a, b) => a.line - b.line),
        unchecked: [],
        urls: [],
        unjudged: undefined,
    };
}

;// CONCATENATED MODULE: ../../shared/change-check/script-style.ts


const ADDRESS_PROPERTIES = new Set([
    'background',
    'backgroundimage',
    'borderimage',
    'borderimagesource',
    'liststyle',
    'liststyleimage',
    'mask',
    'maskimage',
    'maskborder',
    'maskbordersource',
    'webkitmask',
    'webkitmaskimage',
    'webkitmaskboximage',
    'webkitboxreflect',
    'content',
    'cursor',
    'filter',
    'backdropfilter',
    'src',
    'shapeoutside',
    'clippath',
    'offsetpath',
    'behavior',
    'mozbinding',
]);
const takesAddress = (property) => property.startsWith('--') || ADDRESS_PROPERTIES.has(property.replace(/-/g, '').toLowerCase());
function judgeDeclarations(report, at, css, allowedHosts) {
    const facts = readStyle(`a { ${css} }`, allowedHosts);
    for (const found of [...facts.script, ...(facts.unjudged ? [facts.unjudged] : [])])
        report.script(at, `${found.detail} (a style)`);
}
function judgeValues(report, at, property, values, allowedHosts) {
    if (!takesAddress(property))
        return;
    for (const value of values) {
        if (value.kind === 'text')
            judgeDeclarations(report, at, `${property}: ${value.text}`, allowedHosts);
        else if (value.kind !== 'inert' && value.kind !== 'prop') {
            report.unchecked(at, `a style the code builds (\`${property}\`)`);
            return;
        }
    }
}
function judgeStyle(report, at, value, names, allowedHosts) {
    const take = (next) => fold(next, names);
    for (const style of take(value)) {
        if (style.kind === 'prop' || style.kind === 'inert')
            continue;
        if (style.kind === 'text' || style.kind === 'start') {
            judgeText(report, at, [style], allowedHosts);
            continue;
        }
        if (style.kind !== 'object') {
            report.unchecked(at, 'a style the code computes');
            continue;
        }
        for (const property of style.node.properties) {
            const key = property.type === 'Property' ? keyName(property.key, property.computed) : undefined;
            if (property.type !== 'Property' || key === undefined || property.kind !== 'init') {
                report.unchecked(at, 'a style the code computes');
                continue;
            }
            judgeValues(report, at, key, take(property.value), allowedHosts);
        }
    }
}
const isStyle = (node) => node.type === 'MemberExpression' && keyName(node.property, node.computed) === 'style';
function styleMember(report, node, names, allowedHosts) {
    const take = (next) => fold(next, names);
    if (node.type === 'AssignmentExpression' && node.left.type === 'MemberExpression') {
        const { left } = node;
        const property = keyName(left.property, left.computed);
        if (isStyle(left) || (isStyle(left.object) && property === 'cssText'))
            judgeText(report, node, take(node.right), allowedHosts);
        else if (isStyle(left.object) && property !== undefined)
            judgeValues(report, node, property, take(node.right), allowedHosts);
        return;
    }
    if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression')
        return;
    const { callee } = node;
    if (!isStyle(callee.object) || keyName(callee.property, callee.computed) !== 'setProperty')
        return;
    const [name, value] = node.arguments;
    const property = name?.type === 'Literal' && typeof name.value === 'string' ? name.value : undefined;
    if (property === undefined || value === undefined)
        report.unchecked(node, 'a style the code computes');
    else
        judgeValues(report, node, property, take(value), allowedHosts);
}
function judgeText(report, at, values, allowedHosts) {
    for (const value of values) {
        if (value.kind === 'text')
            judgeDeclarations(report, at, value.text, allowedHosts);
        else if (value.kind !== 'inert' && value.kind !== 'prop') {
            report.unchecked(at, 'a style the code computes');
            return;
        }
    }
}

;// CONCATENATED MODULE: ../../shared/change-check/script-jsx.ts






const script_jsx_UNKNOWN = [{ kind: 'unknown' }];
const lineOf = (node) => node.loc?.start.line ?? 1;
function valueNode(attribute) {
    const held = attribute.value;
    if (held === null || held === undefined)
        return undefined;
    if (held.type === 'JSXExpressionContainer')
        return held.expression?.type === 'JSXEmptyExpression' ? undefined : held.expression;
    return held;
}
function attributeName(name) {
    if (name?.type === 'JSXNamespacedName')
        return `${String(name.namespace?.name)}:${String(name.name?.name)}`;
    return typeof name?.name === 'string' ? name.name : '';
}
function urlSink(markup, at, value, what) {
    const folded = fold(value, markup.names);
    const values = /^`\.?(image)?srcset`$/i.test(what) ? candidateValues(folded) : folded;
    const judged = judgeUrl(values, (next) => fold(next, markup.names));
    if (judged.active !== undefined)
        markup.report.script(at, `a ${judged.active} URL`);
    if (judged.built)
        markup.report.unchecked(at, `a URL built in code (${what})`);
    if (judged.hostLeft.length > 0)
        markup.report.unchecked(at, `a URL whose host the code computes (${what})`);
    for (const start of judged.completed) {
        const host = linkHost(start);
        if (host !== undefined && !hostAllowed(host, markup.allowedHosts))
            markup.report.script(at, `a URL to ${host} that the code completes (${what})`);
    }
    for (const prop of judged.props) {
        const names = markup.urlProps.get(prop.owner) ?? new Set();
        names.add(prop.name);
        markup.urlProps.set(prop.owner, names);
    }
    const texts = values.flatMap((v) => (v.kind === 'text' ? [v.text] : []));
    for (const url of judged.urls)
        if (linkHost(url) !== undefined)
            markup.urls.push({ line: lineOf(at), url });
    return texts;
}
function givenProps(markup, at, value, intrinsic, attributes) {
    const values = fold(value, markup.names);
    for (const given of values) {
        if (given.kind === 'prop') {
            attributes.unseen = true;
            urlSink(markup, at, value, 'a spread of props');
            continue;
        }
        if (given.kind !== 'object') {
            if (given.kind !== 'inert')
                attributes.unseen = true;
            if (intrinsic || given.kind !== 'inert')
                markup.report.unchecked(at, 'a spread of attributes the check cannot see');
            continue;
        }
        for (const property of given.node.properties) {
            const key = property.type === 'Property' ? keyName(property.key, property.computed) : undefined;
            if (property.type !== 'Property' || key === undefined) {
                attributes.unseen = true;
                markup.report.unchecked(at, 'a spread of attributes the check cannot see');
                continue;
            }
            attribute(markup, at, key, property.value, intrinsic ? 'intrinsic' : 'strict');
            const folded = values.length === 1 ? fold(property.value, markup.names) : script_jsx_UNKNOWN;
            record(attributes, key, folded);
        }
    }
}
function attribute(markup, at, name, value, element) {
    const lower = name.toLowerCase();
    if (lower === 'dangerouslysetinnerhtml' || lower === 'srcdoc')
        markup.report.script(at, `markup injected through ${name}`);
    if (value === undefined)
        return;
    if (lower === 'style') {
        judgeStyle(markup.report, at, value, markup.names, markup.allowedHosts);
        return;
    }
    if (takesUrl(name, element !== 'intrinsic')) {
        urlSink(markup, at, value, `\`${name}\``);
        return;
    }
    if (element === 'intrinsic')
        return;
    const given = fold(value, markup.names).filter((v) => element === 'strict'
        ? v.kind === 'text' || v.kind === 'start' || v.kind === 'prop'
        : v.kind === 'text' || v.kind === 'start');
    const judged = judgeUrl(given, (next) => fold(next, markup.names));
    if (judged.active !== undefined)
        markup.report.script(at, `a ${judged.active} URL`);
    if (element === 'loose')
        return;
    if (judged.built)
        markup.report.unchecked(at, `a URL built in code (\`${name}\`)`);
    if (judged.hostLeft.length > 0)
        markup.report.unchecked(at, `a URL whose host the code computes (\`${name}\`)`);
    for (const prop of judged.props) {
        const names = markup.urlProps.get(prop.owner) ?? new Set();
        names.add(prop.name);
        markup.urlProps.set(prop.owner, names);
    }
}
function strictProps(markup, name) {
    if (name.type !== 'JSXIdentifier')
        return true;
    const variable = markup.scopes.references.get(name)?.resolved;
    if (variable === null)
        return false;
    return variable === undefined || variable.defs[0]?.type === 'ImportBinding';
}
function tagOf(markup, name) {
    if (name.type === 'JSXNamespacedName')
        return String(name.name?.name);
    if (name.type === 'JSXMemberExpression') {
        let root = name;
        for (let depth = 0; root?.type === 'JSXMemberExpression' && depth < 32; depth++)
            root = root.object;
        const rootName = typeof root?.name === 'string' ? root.name : '';
        const reference = root === undefined ? undefined : markup.scopes.references.get(root);
        const listed = LISTED_MEMBERS.get(rootName);
        const member = typeof name.property?.name === 'string' ? name.property.name : '';
        if (reference?.resolved === null && listed !== undefined && listed.has(member))
            return undefined;
        if (reference?.resolved === null || /^[a-z]/.test(rootName))
            markup.report.unchecked(name, `\`<${rootName}.\u2026>\`, a component the check cannot follow`);
        return undefined;
    }
    const tag = typeof name.name === 'string' ? name.name : '';
    if (/^[a-z]/.test(tag) || tag.includes('-'))
        return tag;
    return componentTag(markup, name, tag);
}
function componentTag(markup, node, tag) {
    const reference = markup.scopes.references.get(node);
    const variable = reference?.resolved;
    if (variable === null || variable === undefined) {
        if (isPageGlobal(tag))
            markup.report.script(node, `\`<${tag}>\`, a component named like the page's global \`${tag}\``);
        return undefined;
    }
    const definition = variable.defs[0];
    if (definition?.type === 'FunctionName' || definition?.type === 'ClassName')
        return undefined;
    if (definition?.type === 'ImportBinding')
        return undefined;
    const values = markup.names.identifier(node, 0) ?? [{ kind: 'unknown' }];
    if (values.length > 0 && values.every((v) => v.kind === 'text')) {
        const [first] = values;
        return first?.kind === 'text' ? first.text : undefined;
    }
    const declarator = definition?.type === 'Variable' ? definition.node : undefined;
    if (declarator !== undefined && componentValue(declarator.init) !== undefined)
        return undefined;
    markup.report.unchecked(node, 'an element whose type the code computes');
    return undefined;
}
function script_jsx_element(markup, node) {
    if (node.type !== 'JSXOpeningElement')
        return;
    const opening = node;
    const tag = tagOf(markup, opening.name);
    const isIntrinsic = tag !== undefined;
    const kind = isIntrinsic ? 'intrinsic' : strictProps(markup, opening.name) ? 'strict' : 'loose';
    const attributes = noAttributes();
    for (const given of opening.attributes) {
        if (given.type === 'JSXSpreadAttribute') {
            givenProps(markup, node, given.argument, isIntrinsic, attributes);
            continue;
        }
        const name = attributeName(given.name);
        const value = valueNode(given);
        attribute(markup, node, name, value, kind);
        record(attributes, name, value === undefined ? [] : fold(value, markup.names));
    }
    if (tag !== undefined)
        intrinsicRules(markup.report, markup.allowedHosts, node, tag, attributes);
}
function reactFunction(markup, callee) {
    if (callee.type === 'MemberExpression') {
        const name = keyName(callee.property, callee.computed);
        const object = callee.object;
        if (object.type !== 'Identifier' || (name !== 'createElement' && name !== 'cloneElement'))
            return undefined;
        const variable = markup.scopes.references.get(object)?.resolved;
        const fromReact = variable === null
            ? object.name === 'React'
            : variable !== undefined && importedFromReact(variable);
        return fromReact ? name : undefined;
    }
    if (callee.type !== 'Identifier')
        return undefined;
    const variable = markup.scopes.references.get(callee)?.resolved;
    if (variable === null || variable === undefined || !importedFromReact(variable))
        return undefined;
    const specifier = variable.defs[0]?.node;
    const name = specifier?.imported?.name;
    return name === 'createElement' || name === 'cloneElement' ? name : undefined;
}
function importedFromReact(variable) {
    const definition = variable.defs[0];
    const declaration = definition?.parent;
    return definition?.type === 'ImportBinding' && declaration?.source?.value === 'react';
}
function reactCall(markup, node) {
    if (node.type !== 'CallExpression')
        return;
    const name = reactFunction(markup, node.callee);
    if (name === undefined)
        return;
    const [type, props] = node.arguments;
    const tag = type?.type === 'Literal' && typeof type.value === 'string' ? type.value : undefined;
    if (name === 'createElement' && tag === undefined) {
        markup.report.unchecked(node, 'createElement with a type the code computes');
        return;
    }
    const attributes = noAttributes();
    const none = props === undefined || (props.type === 'Literal' && props.value === null);
    if (!none)
        givenProps(markup, node, props, true, attributes);
    const { report, allowedHosts } = markup;
    if (name === 'cloneElement')
        clonedRules(report, allowedHosts, node, attributes);
    else if (tag !== undefined)
        intrinsicRules(report, allowedHosts, node, tag, attributes);
}
function urlMember(markup, node) {
    if (node.type !== 'AssignmentExpression' || node.left.type !== 'MemberExpression')
        return;
    const name = keyName(node.left.property, node.left.computed);
    if (name !== undefined && takesUrl(name, true))
        urlSink(markup, node, node.right, `\`.${name}\``);
}
function propsGiven(markup) {
    const judged = new Set();
    const seen = new Map();
    for (let round = 0; round < 16; round++) {
        let grew = false;
        for (const [owner, props] of [...markup.urlProps]) {
            if (seen.get(owner) === props.size)
                continue;
            seen.set(owner, props.size);
            grew = true;
            const variable = markup.scopes.components.get(owner);
            for (const reference of variable?.references ?? [])
                if (reference.init !== true)
                    usesOf(markup, reference.identifier, props, judged);
        }
        if (!grew)
            return;
    }
}
function usesOf(markup, node, props, judged) {
    const parent = markup.parents.get(node);
    const kind = parent?.type;
    if (kind === 'JSXClosingElement' ||
        kind === 'ExportSpecifier' ||
        kind === 'ExportDefaultDeclaration')
        return;
    if (kind !== 'JSXOpeningElement' || parent?.name !== node) {
        if (!judged.has(node))
            markup.report.unchecked(node, 'a component whose props become URLs, used other than as an element');
        judged.add(node);
        return;
    }
    for (const given of parent.attributes ?? []) {
        const name = attributeName(given.name);
        const value = given.type === 'JSXAttribute' ? valueNode(given) : undefined;
        const attributeNode = given;
        if (value === undefined || judged.has(attributeNode))
            continue;
        if (!props.has('*') && !props.has(name))
            continue;
        judged.add(attributeNode);
        urlSink(markup, parent, value, `\`${name}\``);
    }
}

;// CONCATENATED MODULE: ../../shared/change-check/script-nodes.ts




function numericKey(node) {
    const pending = [node];
    for (let seen = 0; seen < 32; seen++) {
        const at = pending.pop();
        if (at === undefined)
            return true;
        if (at.type === 'Literal') {
            if (typeof at.value !== 'number' && typeof at.value !== 'bigint')
                return false;
        }
        else if (at.type === 'BinaryExpression') {
            if (at.operator === '+')
                pending.push(at.left, at.right);
        }
        else if (at.type !== 'UnaryExpression' && at.type !== 'UpdateExpression')
            return false;
    }
    return false;
}
function member(node, report) {
    if (node.type !== 'MemberExpression')
        return;
    const name = keyName(node.property, node.computed);
    if (name === undefined) {
        if (!numericKey(node.property))
            report.unchecked(node, 'a property whose name the code computes');
        return;
    }
    const refusal = memberRefusal(name);
    if (refusal !== undefined)
        report.script(node, refusal);
}
function property(node, parent, report) {
    if (node.type !== 'Property')
        return;
    const name = keyName(node.key, node.computed);
    if (parent?.type === 'ObjectPattern') {
        if (name === undefined)
            report.unchecked(node, 'a property whose name the code computes');
        const refusal = name === undefined ? undefined : memberRefusal(name);
        if (refusal !== undefined)
            report.script(node, refusal);
        return;
    }
    if (name !== undefined && PROTOTYPE_NAMES.has(name))
        report.script(node, `the property \`${name}\`, which reaches constructors and prototypes`);
    if (name?.toLowerCase() === 'dangerouslysetinnerhtml')
        report.script(node, 'markup injected through dangerouslySetInnerHTML');
}
function script_nodes_text(node, report) {
    let value;
    if (node.type === 'Literal' && typeof node.value === 'string')
        value = node.value;
    else if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
        value = node.quasis[0]?.value.cooked ?? undefined;
    if (value === undefined)
        return;
    const scheme = activeScheme(value);
    if (scheme !== undefined)
        report.script(node, `a ${scheme} URL`);
    if (PROTOTYPE_NAMES.has(value))
        report.script(node, `the string "${value}", a key that reaches constructors and prototypes`);
}
function thisInClass(node, parents) {
    for (let at = parents.get(node); at !== undefined; at = parents.get(at)) {
        if (at.type === 'ArrowFunctionExpression')
            continue;
        if (at.type === 'PropertyDefinition' || at.type === 'StaticBlock')
            return true;
        if (at.type === 'FunctionExpression' || at.type === 'FunctionDeclaration')
            return parents.get(at)?.type === 'MethodDefinition';
    }
    return false;
}
function codeImportRefusal(source, path) {
    const named = JSON.stringify(source);
    if (typeof source === 'string' && IMPORTABLE_PACKAGES.has(source))
        return undefined;
    if (typeof source !== 'string' || !/^(\.{1,2}\/|\/(?!\/))/.test(source))
        return `an import of ${named}: only react and files of the repository may be imported`;
    const parts = source.startsWith('/') ? [] : path.split('/').slice(0, -1);
    for (const segment of source.split(/[?#]/)[0]?.split('/') ?? []) {
        if (segment === '' || segment === '.')
            continue;
        if (segment !== '..')
            parts.push(segment);
        else if (parts.pop() === undefined)
            return `an import of ${named}: a path outside the repository`;
    }
    if (parts.some((segment) => segment.startsWith('.')))
        return `an import of ${named}: a hidden file`;
    return undefined;
}
function reactImport(node, scopes, parents, report) {
    const members = LISTED_MEMBERS.get('React') ?? new Set();
    for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportSpecifier') {
            const imported = keyName(specifier.imported, false) ?? '';
            if (!members.has(imported))
                report.script(specifier, `\`React.${imported}\`, a member the check does not allow`);
            continue;
        }
        for (const variable of scopes.getDeclaredVariables(specifier))
            for (const reference of variable.references)
                listedUse(reference.identifier, 'React', members, parents, report);
    }
}
function imported(node, path, scopes, parents, report) {
    if (node.type === 'ImportExpression')
        report.script(node, 'a dynamic import');
    if (node.type === 'MetaProperty' && node.meta.name === 'import')
        report.script(node, '`import.meta`');
    if (node.type !== 'ImportDeclaration' &&
        node.type !== 'ExportAllDeclaration' &&
        node.type !== 'ExportNamedDeclaration')
        return;
    if (node.source === null || node.source === undefined)
        return;
    const refusal = codeImportRefusal(node.source.value, path);
    if (refusal !== undefined)
        report.script(node, refusal);
    else if (node.type === 'ImportDeclaration' && node.source.value === 'react')
        reactImport(node, scopes, parents, report);
}
function nodeFindings(node, parent, context) {
    const { report, parents } = context;
    member(node, report);
    property(node, parent, report);
    script_nodes_text(node, report);
    imported(node, context.path, context.scopes, parents, report);
    if (node.type === 'ThisExpression' && !thisInClass(node, parents))
        report.script(node, '`this` outside a class (in a classic script, the window)');
    if (node.type === 'WithStatement')
        report.script(node, 'a `with` statement, which hides what its names refer to');
}
function redefinedGlobals(scopes, report) {
    const global = scopes.globalScope;
    if (global === null || scopes.isModule())
        return;
    for (const variable of global.variables)
        if (isPageGlobal(variable.name))
            for (const definition of variable.defs)
                report.script(definition.name, `redefines the page's global \`${variable.name}\``);
}

var eslint_visitor_keys_lib = __webpack_require__(9086);
;// CONCATENATED MODULE: ../../shared/change-check/syntax-walk.ts

const isNode = (value) => typeof value === 'object' && value !== null && typeof value.type === 'string';
function placedNodes(root) {
    const placed = [];
    const stack = [{ node: root, parent: undefined, key: undefined }];
    while (stack.length > 0) {
        const next = stack.pop();
        placed.push(next);
        const { node } = next;
        const keys = visitor_keys/* default */.A[node.type] ?? (0,eslint_visitor_keys_lib/* getKeys */.xD)(node);
        const children = [];
        for (const key of keys) {
            const value = node[key];
            for (const child of Array.isArray(value) ? value : [value])
                if (isNode(child))
                    children.push({ node: child, parent: node, key });
        }
        for (let i = children.length - 1; i >= 0; i--)
            stack.push(children[i]);
    }
    return placed;
}

;// CONCATENATED MODULE: ../../shared/change-check/script-reading.ts








const JSX_PARSER = acorn/* Parser */.iX.extend(acorn_jsx_default()());
const OPTIONS = {
    ecmaVersion: 'latest',
    locations: true,
    ranges: true,
    allowHashBang: true,
};
function parse(text, kind) {
    const parser = kind.withJsx ? JSX_PARSER : acorn/* Parser */.iX;
    const order = kind.runsAs === 'module' ? ['module', 'script'] : ['script', 'module'];
    let error;
    for (const sourceType of order) {
        try {
            return {
                tree: parser.parse(text, { ...OPTIONS, sourceType }),
                as: sourceType,
            };
        }
        catch (caught) {
            error ??= caught;
        }
    }
    const { loc, message } = error;
    return {
        line: loc?.line ?? 1,
        detail: `code that does not parse (${message ?? 'a syntax error'})`,
    };
}
function located(node, detail) {
    const line = node.loc?.start.line ?? 1;
    const end = node.loc?.end.line ?? line;
    return { line, ...(end > line ? { endLine: end } : {}), detail };
}
function once(found) {
    const seen = new Set();
    return found
        .filter((f) => {
        const key = `${f.line}\0${f.detail}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    })
        .sort((a, b) => a.line - b.line);
}
function readScript(text, kind, allowedHosts) {
    const facts = { script: [], unchecked: [], urls: [], unjudged: undefined };
    const parsed = parse(text, kind);
    if (!('tree' in parsed))
        return { ...facts, unjudged: parsed };
    const placed = placedNodes(parsed.tree);
    const parents = new Map();
    for (const { node, parent } of placed)
        if (parent !== undefined)
            parents.set(node, parent);
    const scopes = scopesOf(parsed.tree, parsed.as);
    const report = {
        script: (node, detail) => facts.script.push(located(node, detail)),
        unchecked: (node, detail) => facts.unchecked.push(located(node, detail)),
    };
    const markup = {
        scopes,
        parents,
        names: scriptNames(scopes, parents),
        report,
        allowedHosts,
        urls: facts.urls,
        urlProps: new Map(),
    };
    globalFindings(scopes.free, parents, report);
    redefinedGlobals(scopes.manager, report);
    const context = { path: kind.path, scopes: scopes.manager, parents, report };
    for (const { node, parent } of placed) {
        nodeFindings(node, parent, context);
        script_jsx_element(markup, node);
        reactCall(markup, node);
        urlMember(markup, node);
        styleMember(report, node, markup.names, allowedHosts);
    }
    propsGiven(markup);
    return { ...facts, script: once(facts.script), unchecked: once(facts.unchecked) };
}

;// CONCATENATED MODULE: ../../shared/change-check/code-files.ts




const SCRIPT = /\.(m?jsx?|cjs)$/i;
const TYPESCRIPT = /\.[mc]?ts$/i;
const TSX = /\.tsx$/i;
const STYLE = /\.css$/i;
const HTML = /\.x?html?$/i;
const runsAs = (path) => /(^|\/)snippets\//.test(path) || /\.(jsx|mjs|[mc]?ts)$/i.test(path) ? 'module' : 'script';
const stripTypes = external_node_module_.stripTypeScriptTypes;
const unjudged = (detail, line = 1) => ({
    script: [],
    unchecked: [],
    urls: [],
    unjudged: { line, detail },
});
function stripped(text) {
    if (stripTypes === undefined)
        return { line: 1, detail: 'TypeScript, which this Node cannot read (it needs Node 24)' };
    try {
        return stripTypes(text, { mode: 'strip' });
    }
    catch (error) {
        const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
        return { line: 1, detail: `TypeScript the check cannot read as JavaScript (${why})` };
    }
}
function codeFacts(path, text, allowedHosts) {
    try {
        if (SCRIPT.test(path))
            return readScript(text, { path, withJsx: true, runsAs: runsAs(path) }, allowedHosts);
        if (TSX.test(path))
            return unjudged('TSX, which the check cannot read: a person must review it');
        if (TYPESCRIPT.test(path)) {
            const script = stripped(text);
            if (typeof script !== 'string')
                return unjudged(script.detail, script.line);
            return readScript(script, { path, withJsx: false, runsAs: runsAs(path) }, allowedHosts);
        }
        if (STYLE.test(path))
            return readStyle(text, allowedHosts);
        if (HTML.test(path)) {
            const html = htmlFacts(text, 1);
            return { script: html.script, unchecked: [], urls: html.urls, unjudged: undefined };
        }
    }
    catch (error) {
        const why = error instanceof RangeError ? 'nested too deeply to read' : 'it could not be read';
        return unjudged(`code the check could not judge (${why})`);
    }
    return undefined;
}

;// CONCATENATED MODULE: ../../shared/change-check/json-depth.ts
const MAX_JSON_DEPTH = 100;
function nestedDeeperThan(value, max) {
    const stack = [[value, 0]];
    while (stack.length > 0) {
        const [next, depth] = stack.pop();
        if (next === null || typeof next !== 'object')
            continue;
        if (depth + 1 > max)
            return true;
        for (const child of Object.values(next))
            stack.push([child, depth + 1]);
    }
    return false;
}

var file_kinds = __webpack_require__(9565);
;// CONCATENATED MODULE: ../../shared/change-check/docs-config.ts


const ACTIVE_KEYS = [
    'integrations',
    'analytics',
    'scripts',
    'script',
    'js',
    'css',
    'customJS',
    'customCSS',
    'head',
];

function docs_config_parse(text) {
    if (text === undefined)
        return {};
    try {
        const value = JSON.parse(text);
        if (nestedDeeperThan(value, MAX_JSON_DEPTH))
            return undefined;
        if (Array.isArray(value))
            return { redirects: value };
        return typeof value === 'object' && value !== null ? value : undefined;
    }
    catch {
        return undefined;
    }
}
function canonical(value) {
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    if (value !== null && typeof value === 'object')
        return `{${Object.keys(value)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
            .join(',')}}`;
    return JSON.stringify(value) ?? 'undefined';
}
function docs_config_lineOf(text, string) {
    const at = text.indexOf(JSON.stringify(string));
    return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}
function externalRedirects(config) {
    const redirects = config.redirects;
    if (!Array.isArray(redirects))
        return [];
    return redirects.flatMap((redirect) => {
        if (redirect === null || typeof redirect !== 'object' || Array.isArray(redirect))
            return [];
        const destination = redirect.destination;
        if (typeof destination !== 'string')
            return [];
        const host = linkHost(destination);
        return host === undefined ? [] : [`${host}`];
    });
}
function activeUrls(value) {
    if (typeof value === 'string')
        return activeScheme(value) === undefined ? [] : [value];
    if (Array.isArray(value))
        return value.flatMap(activeUrls);
    if (value !== null && typeof value === 'object')
        return Object.values(value).flatMap(activeUrls);
    return [];
}
function configChanges(base, head) {
    if (head === undefined)
        return [];
    const after = docs_config_parse(head);
    if (after === undefined)
        return [
            {
                line: 1,
                detail: `not a JSON object, or one nested more than ${MAX_JSON_DEPTH} deep: cannot be checked`,
            },
        ];
    const before = docs_config_parse(base) ?? {};
    const found = [];
    for (const key of Object.keys(after))
        if (ACTIVE_KEYS.some((active) => active.toLowerCase() === key.toLowerCase()))
            if (canonical(after[key]) !== canonical(before[key]))
                found.push({ line: docs_config_lineOf(head, key), detail: `"${key}" changed` });
    const known = activeUrls(before);
    for (const url of activeUrls(after))
        if (!known.includes(url))
            found.push({ line: docs_config_lineOf(head, url), detail: `a ${activeScheme(url) ?? ''} URL` });
    const earlier = externalRedirects(before);
    for (const host of externalRedirects(after)) {
        const at = earlier.indexOf(host);
        if (at >= 0)
            earlier.splice(at, 1);
        else
            found.push({ line: docs_config_lineOf(head, 'redirects'), detail: `a redirect to ${host}` });
    }
    return found;
}
function redirectSources(text) {
    const config = docs_config_parse(text) ?? {};
    const redirects = Array.isArray(config.redirects) ? config.redirects : [];
    const sources = new Set();
    for (const redirect of redirects)
        if (redirect !== null && typeof redirect === 'object' && !Array.isArray(redirect)) {
            const source = redirect.source;
            if (typeof source === 'string')
                sources.add(pagePath(source));
        }
    return sources;
}
function pagePath(path) {
    return path
        .trim()
        .replace(/^\/+/, '')
        .replace(/\/+$/, '')
        .replace(/\.mdx?$/, '');
}

var credentials = __webpack_require__(2581);
;// CONCATENATED MODULE: ../../shared/change-check/finding-redaction.ts


const MIN_SECRET = 8;
const escaped = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function valuesPattern(values) {
    const kept = [...new Set(values.map((value) => value.trim()))]
        .filter((value) => value.length >= MIN_SECRET)
        .sort((a, b) => b.length - a.length);
    return kept.length === 0 ? undefined : new RegExp(kept.map(escaped).join('|'), 'gi');
}
const oneLine = (text) => text.replace(/[\r\n\u2028\u2029]+/g, ' ');
async function redactedFields(fields) {
    if (fields.length === 0)
        return [];
    const joined = await (0,log_secrets/* redactLogSecrets */.XW)(fields.join('\n'), []);
    const lines = joined.split('\n');
    if (lines.length === fields.length)
        return lines;
    return Promise.all(fields.map((field) => (0,log_secrets/* redactLogSecrets */.XW)(field, [])));
}
async function redactFindings(findings, secrets) {
    const pattern = valuesPattern(secrets);
    const known = (text) => (0,credentials/* redactCredentials */.UY)(pattern === undefined ? oneLine(text) : oneLine(text).replace(pattern, credentials/* REDACTED_CREDENTIAL */.tp));
    const fields = findings.flatMap((finding) => [known(finding.file), known(finding.detail)]);
    const clean = await redactedFields(fields);
    return findings.map((finding, index) => ({
        ...finding,
        file: clean[2 * index] ?? credentials/* REDACTED_CREDENTIAL */.tp,
        detail: clean[2 * index + 1] ?? credentials/* REDACTED_CREDENTIAL */.tp,
    }));
}
async function redactError(error, secrets) {
    const pattern = valuesPattern(secrets);
    const clean = async (text) => (0,log_secrets/* redactLogSecrets */.XW)(pattern === undefined ? text : text.replace(pattern, credentials/* REDACTED_CREDENTIAL */.tp), []);
    const message = await clean(error.message);
    if (message === error.message)
        return error;
    error.message = message;
    if (error.stack !== undefined)
        error.stack = await clean(error.stack);
    return error;
}

var mdast_util_from_markdown_lib = __webpack_require__(304);
var mdast_util_gfm_lib = __webpack_require__(7684);
var mdast_util_mdx_lib = __webpack_require__(1795);
var mdast_util_frontmatter_lib = __webpack_require__(4160);
var syntax = __webpack_require__(778);
var micromark_extension_gfm = __webpack_require__(6007);
var micromark_extension_mdxjs = __webpack_require__(9614);
var unist_util_visit_lib = __webpack_require__(5195);
var estree_util_visit_lib = __webpack_require__(8419);
;// CONCATENATED MODULE: ../../shared/change-check/mdx-code.ts


function plainValue(node) {
    if (node === null || node === undefined)
        return true;
    switch (node.type) {
        case 'Literal':
            return true;
        case 'TemplateLiteral':
            return node.expressions.length === 0;
        case 'UnaryExpression':
            return ['-', '+'].includes(node.operator) && node.argument.type === 'Literal';
        case 'ArrayExpression':
            return node.elements.every((element) => element?.type !== 'SpreadElement' && plainValue(element));
        case 'ObjectExpression':
            return node.properties.every((property) => property.type === 'Property' &&
                !property.computed &&
                property.kind === 'init' &&
                !property.method &&
                plainValue(property.value));
        default:
            return false;
    }
}
const IMPORTABLE = /\.(mdx?|png|jpe?g|gif|svg|webp|avif|ico)$|(^|\/)snippets\/.*\.(jsx?|tsx?|json)$/i;
function importRefusal(source, page) {
    if (typeof source !== 'string' || !/^(\.{1,2}\/|\/)/.test(source) || source.startsWith('//'))
        return 'not a file of the repository';
    const parts = source.startsWith('/') ? [] : page.split('/').slice(0, -1);
    for (const segment of source.split(/[?#]/)[0]?.split('/') ?? []) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (parts.pop() === undefined)
                return 'a path outside the repository';
        }
        else
            parts.push(segment);
    }
    const path = parts.join('/');
    if (parts.some((segment) => segment.startsWith('.')))
        return `a hidden file (${path})`;
    if (!IMPORTABLE.test(path))
        return `not a docs page, image or snippet (${path})`;
    return undefined;
}
function definedNames(programs) {
    const names = new Set();
    for (const program of programs)
        for (const statement of program.body) {
            if (statement.type === 'ImportDeclaration')
                for (const specifier of statement.specifiers)
                    names.add(specifier.local.name);
            if (statement.type === 'ExportNamedDeclaration' &&
                statement.declaration?.type === 'VariableDeclaration')
                for (const declarator of statement.declaration.declarations)
                    if (declarator.id.type === 'Identifier')
                        names.add(declarator.id.name);
        }
    return names;
}
function esmCode(program, page) {
    const from = (kind, source) => {
        const refusal = importRefusal(source, page);
        const named = (0,credentials/* redactCredentials */.UY)(JSON.stringify(source));
        return refusal === undefined ? [] : [`${kind} from ${named}: ${refusal}`];
    };
    return program.body.flatMap((statement) => {
        switch (statement.type) {
            case 'ImportDeclaration':
                return from('import', statement.source.value);
            case 'ExportNamedDeclaration': {
                if (statement.source !== null && statement.source !== undefined)
                    return from('export', statement.source.value);
                const declaration = statement.declaration;
                if (declaration === null || declaration === undefined)
                    return [];
                if (declaration.type !== 'VariableDeclaration')
                    return [`export of a ${kindOf(declaration.type)}`];
                return declaration.declarations
                    .filter((declarator) => declarator.id.type !== 'Identifier' || !plainValue(declarator.init))
                    .map((declarator) => `export of code (${mdx_code_name(declarator.id)})`);
            }
            case 'ExportAllDeclaration':
                return from('export', statement.source.value);
            default:
                return [`${kindOf(statement.type)} statement`];
        }
    });
}
const mdx_code_name = (node) => (node.type === 'Identifier' ? node.name : 'a pattern');
const kindOf = (type) => type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const RUNS = new Map([
    ['CallExpression', 'a function call'],
    ['NewExpression', 'a constructor call'],
    ['TaggedTemplateExpression', 'a tagged template'],
    ['ImportExpression', 'a dynamic import'],
    ['AssignmentExpression', 'an assignment'],
    ['UpdateExpression', 'an assignment'],
    ['AwaitExpression', 'an await'],
    ['YieldExpression', 'a yield'],
    ['FunctionExpression', 'a function'],
    ['ArrowFunctionExpression', 'a function'],
    ['ClassExpression', 'a class'],
    ['ThisExpression', '`this`'],
    ['MetaProperty', 'import.meta'],
    ['SequenceExpression', 'a sequence'],
    ['ChainExpression', 'an optional chain'],
]);
const HARMLESS = new Set(['undefined', 'NaN', 'Infinity', 'props']);
function expressionCode(program, defined, jsx) {
    let found;
    (0,estree_util_visit_lib/* visit */.YR)(program, (node, key, _index, ancestors) => {
        if (found !== undefined)
            return estree_util_visit_lib/* EXIT */.dc;
        const parent = ancestors.at(-1);
        const type = node.type;
        if (type === 'JSXElement' || type === 'JSXFragment')
            jsx(node);
        const runs = RUNS.get(type);
        if (runs !== undefined) {
            found = runs;
            return estree_util_visit_lib/* EXIT */.dc;
        }
        if (type !== 'Identifier')
            return undefined;
        if (parent?.type === 'Property' && key === 'key' && !parent.computed)
            return undefined;
        if (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed)
            return undefined;
        const identifier = node.name;
        if (!defined.has(identifier) && !HARMLESS.has(identifier))
            found = `the global \`${identifier}\``;
        return undefined;
    });
    return found;
}

;// CONCATENATED MODULE: ../../shared/change-check/page-urls.ts




function pageNames(programs) {
    const declared = new Map();
    for (const program of programs)
        for (const statement of program.body) {
            const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
            if (declaration?.type !== 'VariableDeclaration')
                continue;
            for (const declarator of declaration.declarations) {
                if (declarator.id.type !== 'Identifier')
                    continue;
                const name = declarator.id.name;
                const once = declaration.kind === 'const' && !declared.has(name);
                declared.set(name, once ? (declarator.init ?? null) : null);
            }
        }
    const names = {
        identifier(node, depth) {
            const init = declared.get(node.name ?? '');
            return init === undefined || init === null ? undefined : fold(init, names, depth + 1);
        },
    };
    return names;
}
function expressionUrl(name, expression, names, component) {
    const values = fold(expression, names);
    const urlAttribute = takesUrl(name, component);
    const kept = urlAttribute
        ? values
        : values.filter((value) => value.kind === 'text' || value.kind === 'start');
    const judged = judgeUrl(kept, (next) => fold(next, names));
    return {
        active: judged.active,
        built: urlAttribute && judged.built,
        urls: /^xmlns/i.test(name) ? [] : judged.urls,
    };
}
function esmActiveUrls(program) {
    const found = [];
    for (const { node } of placedNodes(program)) {
        let text;
        if (node.type === 'Literal' && typeof node.value === 'string')
            text = node.value;
        if (node.type === 'TemplateLiteral')
            text = node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
        const scheme = text === undefined ? undefined : activeScheme(text);
        if (scheme !== undefined)
            found.push({ node, scheme });
    }
    return found;
}

;// CONCATENATED MODULE: ../../shared/change-check/page-reading.ts












const emptyFacts = (unparsed) => ({
    script: [],
    code: [],
    unchecked: [],
    urls: [],
    comments: [],
    unparsed,
});
const spanOf = (node, fallback) => node.position === undefined
    ? (fallback ?? { line: 1 })
    : { line: node.position.start.line, endLine: node.position.end.line };
const at = (span, detail) => ({ ...span, detail });
const ACTIVE_ATTRIBUTES = new Set(['dangerouslysetinnerhtml', 'srcdoc']);
function readPage(text, path = 'page.mdx') {
    let tree;
    try {
        tree = (0,mdast_util_from_markdown_lib/* fromMarkdown */.Y)(text, {
            extensions: [(0,syntax/* frontmatter */.v)(), (0,micromark_extension_mdxjs/* mdxjs */.d)(), (0,micromark_extension_gfm/* gfm */.T)()],
            mdastExtensions: [(0,mdast_util_frontmatter_lib/* frontmatterFromMarkdown */.q)(), (0,mdast_util_mdx_lib/* mdxFromMarkdown */.r)(), (0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)()],
        });
    }
    catch (error) {
        const { line, reason } = error;
        return readMarkdown(text, {
            line: line ?? 1,
            detail: `a page MDX cannot parse (${reason ?? 'a syntax error'})`,
        });
    }
    const facts = emptyFacts();
    const programs = [];
    (0,unist_util_visit_lib/* visit */.YR)(tree, 'mdxjsEsm', (node) => {
        if (node.data?.estree)
            programs.push(node.data.estree);
        for (const detail of node.data?.estree ? esmCode(node.data.estree, path) : ['unreadable code'])
            facts.code.push(at(spanOf(node), detail));
        for (const { node: string, scheme } of node.data?.estree ? esmActiveUrls(node.data.estree) : [])
            facts.script.push(at({ line: string.loc?.start.line ?? spanOf(node).line }, `${scheme} URL`));
    });
    const known = { defined: definedNames(programs), names: pageNames(programs) };
    (0,unist_util_visit_lib/* visit */.YR)(tree, (node) => readNode(node, facts, known));
    return facts;
}
const LINTER_DIRECTIVE = /^\s*\/\*\s*vale\b[^*]*\*\/\s*$/i;
function readNode(node, facts, known) {
    switch (node.type) {
        case 'link':
        case 'image':
        case 'definition': {
            const span = spanOf(node);
            facts.urls.push({ line: span.line, url: node.url });
            const scheme = activeScheme(node.url);
            if (scheme !== undefined)
                facts.script.push(at(span, `${scheme} URL`));
            return;
        }
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
            const program = node.data?.estree;
            if (program === undefined || program === null)
                return;
            if (program.body.length === 0 &&
                node.value.trim() !== '' &&
                !LINTER_DIRECTIVE.test(node.value))
                facts.comments.push(at(spanOf(node), 'MDX comment'));
            expression(program, spanOf(node), facts, known);
            return;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
            page_reading_element(node, facts, known);
            return;
        case 'html':
            merge(facts, htmlFacts(node.value, spanOf(node).line));
            return;
        default:
    }
}
function expression(program, span, facts, known) {
    const code = expressionCode(program, known.defined, (jsx) => {
        const found = jsxElementFacts(jsx, known.names);
        for (const detail of found.script)
            facts.script.push(at(span, detail));
        for (const detail of found.unchecked)
            facts.unchecked.push(at(span, detail));
        for (const url of found.urls)
            facts.urls.push({ line: span.line, url });
    });
    if (code !== undefined)
        facts.code.push(at(span, `expression with ${code}`));
}
const elementName = (name) => name.split(/[.:]/).at(-1) ?? name;
function activeAttribute(name) {
    if (isHandler(name))
        return `${name} handler`;
    if (ACTIVE_ATTRIBUTES.has(name.toLowerCase()))
        return `${name} attribute`;
    return undefined;
}
function page_reading_element(node, facts, known) {
    const start = { line: spanOf(node).line };
    const values = new Map();
    for (const attribute of node.attributes) {
        const span = spanOf(attribute, start);
        if (attribute.type === 'mdxJsxExpressionAttribute') {
            facts.script.push(at(span, 'a spread of attributes'));
            const program = attribute.data?.estree;
            if (program)
                expression(program, span, facts, known);
            continue;
        }
        const name = attribute.name;
        const active = activeAttribute(name);
        if (active !== undefined)
            facts.script.push(at(span, active));
        const value = attribute.value;
        if (typeof value === 'string') {
            values.set(name.toLowerCase(), value);
            attributeUrl(name, value, span, facts);
        }
        else if (value !== null && value !== undefined) {
            const program = value.data?.estree;
            if (!program)
                continue;
            const text = stringOf(program);
            if (text !== undefined) {
                values.set(name.toLowerCase(), text);
                attributeUrl(name, text, span, facts);
            }
            else {
                const component = node.name !== null && isComponent(node.name);
                const found = urlOf(name, program.body[0], known.names, component);
                for (const detail of found.script)
                    facts.script.push(at(span, detail));
                for (const detail of found.unchecked)
                    facts.unchecked.push(at(span, detail));
                for (const url of found.urls)
                    facts.urls.push({ line: span.line, url });
            }
            expression(program, span, facts, known);
        }
    }
    if (node.name === null)
        return;
    const active = activeElement(elementName(node.name), values);
    if (active !== undefined)
        facts.script.push(at(start, active));
}
function stringValue(value) {
    const node = value;
    if (node.type === 'Literal' && typeof node.value === 'string')
        return node.value;
    if (node.type === 'TemplateLiteral' && node.expressions?.length === 0)
        return (node.quasis ?? []).map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
    return undefined;
}
function stringOf(program) {
    const [statement] = program.body;
    if (program.body.length !== 1 || statement?.type !== 'ExpressionStatement')
        return undefined;
    return stringValue(statement.expression);
}
function attributeUrl(name, value, span, facts) {
    const scheme = activeScheme(value);
    if (scheme !== undefined)
        facts.script.push(at(span, `${scheme} URL`));
    else if (!/^xmlns/i.test(name) && linkHost(value) !== undefined)
        facts.urls.push({ line: span.line, url: value });
}
const isComponent = (name) => /^[A-Z]/.test(name) || name.includes('.');
function urlOf(name, held, names, component) {
    const node = held;
    const expression = node?.type === 'ExpressionStatement' ? node.expression : node;
    if (expression === undefined || expression.type === 'JSXEmptyExpression')
        return { script: [], unchecked: [], urls: [] };
    const found = expressionUrl(name, expression, names, component);
    return {
        script: found.active === undefined ? [] : [`${found.active} URL`],
        unchecked: found.built ? [`a URL built in code (\`${name}\`)`] : [],
        urls: found.urls.filter((url) => linkHost(url) !== undefined),
    };
}
function jsxName(name) {
    if (name === undefined)
        return undefined;
    if (name.type === 'JSXIdentifier' && typeof name.name === 'string')
        return name.name;
    if (name.type === 'JSXNamespacedName' && typeof name.name === 'object')
        return `${jsxName(name.namespace) ?? ''}:${jsxName(name.name) ?? ''}`;
    if (name.type === 'JSXMemberExpression')
        return jsxName(name.property);
    return undefined;
}
function jsxElementFacts(node, names) {
    const script = [];
    const unchecked = [];
    const urls = [];
    const opening = node
        .openingElement;
    if (opening === undefined)
        return { script, unchecked, urls };
    const values = new Map();
    for (const attribute of opening.attributes) {
        if (attribute.type === 'JSXSpreadAttribute') {
            script.push('a spread of attributes');
            continue;
        }
        const name = jsxName(attribute.name);
        if (name === undefined)
            continue;
        const active = activeAttribute(name);
        if (active !== undefined)
            script.push(active);
        const held = attribute.value;
        const value = held?.type === 'JSXExpressionContainer' ? stringValue(held.expression) : stringValue(held);
        if (value === undefined && held?.type === 'JSXExpressionContainer') {
            const component = opening.name.type === 'JSXMemberExpression' || isComponent(jsxName(opening.name) ?? '');
            const found = urlOf(name, held.expression, names, component);
            script.push(...found.script);
            unchecked.push(...found.unchecked);
            urls.push(...found.urls);
        }
        if (value === undefined)
            continue;
        values.set(name.toLowerCase(), value);
        const scheme = activeScheme(value);
        if (scheme !== undefined)
            script.push(`${scheme} URL`);
        else if (!/^xmlns/i.test(name) && linkHost(value) !== undefined)
            urls.push(value);
    }
    const name = jsxName(opening.name);
    const active = name === undefined ? undefined : activeElement(elementName(name), values);
    if (active !== undefined)
        script.push(active);
    return { script, unchecked, urls };
}
function readMarkdown(text, unparsed) {
    const facts = emptyFacts(unparsed);
    const tree = (0,mdast_util_from_markdown_lib/* fromMarkdown */.Y)(text, {
        extensions: [(0,syntax/* frontmatter */.v)(), (0,micromark_extension_gfm/* gfm */.T)()],
        mdastExtensions: [(0,mdast_util_frontmatter_lib/* frontmatterFromMarkdown */.q)(), (0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)()],
    });
    (0,unist_util_visit_lib/* visit */.YR)(tree, (node) => readNode(node, facts, { defined: new Set(), names: pageNames([]) }));
    return facts;
}
function readSvg(text) {
    const facts = emptyFacts();
    merge(facts, svgFacts(text));
    return facts;
}
function merge(facts, more) {
    facts.script.push(...more.script);
    facts.urls.push(...more.urls);
    facts.comments.push(...more.comments);
}

;// CONCATENATED MODULE: ../../shared/change-check/page-bounds.ts
const MAX_PAGE_BYTES = 128 * 1024;
const MAX_NESTING = 100;
const VOID = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));
const FENCE = /^[ \t>]*(`{3,}|~{3,})/;
const PREFIX = /^(?:[ \t]|>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))*/;
function prefixDepth(line) {
    const prefix = PREFIX.exec(line)?.[0] ?? '';
    let depth = 0;
    let columns = 0;
    for (const char of prefix) {
        if (char === ' ')
            columns += 1;
        else if (char === '\t')
            columns += 4;
        else if (char === '>' ||
            char === '-' ||
            char === '+' ||
            char === '*' ||
            char === '.' ||
            char === ')')
            depth += 1;
    }
    return depth + Math.floor(columns / 2);
}
function opensElement(line, at) {
    const name = /^[A-Za-z][\w.:-]*/.exec(line.slice(at, at + 64))?.[0];
    if (name === undefined || VOID.has(name.toLowerCase()))
        return false;
    const end = line.indexOf('>', at);
    return !(end > 0 && line[end - 1] === '/');
}
const RULE = /^[ \t>]*([*_])(?:[ \t]*\1)*[ \t]*$/;
function lineDepth(line, open, base) {
    let deepest = base + open.elements + open.braces + open.brackets;
    const isRule = RULE.test(line);
    let run = 0;
    for (let at = 0; at < line.length; at += 1) {
        const char = line[at];
        if (char === '`') {
            let length = 1;
            while (line[at + length] === '`')
                length += 1;
            const close = line.indexOf('`'.repeat(length), at + length);
            at = close < 0 ? at + length - 1 : close + length - 1;
            continue;
        }
        run = !isRule && (char === '*' || char === '_') ? run + 1 : 0;
        if (char === '<' && line[at + 1] === '/')
            open.elements = Math.max(0, open.elements - 1);
        else if (char === '<' && opensElement(line, at + 1))
            open.elements += 1;
        else if (char === '{')
            open.braces += 1;
        else if (char === '}')
            open.braces = Math.max(0, open.braces - 1);
        else if (char === '[' || char === '(')
            open.brackets += 1;
        else if (char === ']' || char === ')')
            open.brackets = Math.max(0, open.brackets - 1);
        const depth = base + open.elements + open.braces + open.brackets + Math.floor(run / 2);
        if (depth > deepest)
            deepest = depth;
    }
    return deepest;
}
function tooDeep(text) {
    const open = { elements: 0, braces: 0, brackets: 0 };
    let fence;
    const lines = text.split(/\r\n|\r|\n/);
    for (const [index, line] of lines.entries()) {
        const marker = FENCE.exec(line)?.[1];
        if (fence !== undefined) {
            if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
                fence = undefined;
            continue;
        }
        if (marker !== undefined) {
            fence = marker;
            continue;
        }
        if (line.trim() === '' && open.braces === 0)
            open.brackets = 0;
        const depth = lineDepth(line, open, prefixDepth(line));
        if (depth > MAX_NESTING)
            return { line: index + 1, depth };
    }
    return undefined;
}
function pastBounds(text) {
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_PAGE_BYTES)
        return {
            line: 1,
            detail: `${bytes.toLocaleString('en-US')} bytes, over the ${MAX_PAGE_BYTES.toLocaleString('en-US')} the check parses`,
        };
    const deep = tooDeep(text);
    if (deep === undefined)
        return undefined;
    return {
        line: deep.line,
        detail: `nested more than ${MAX_NESTING} deep, past what the check parses`,
    };
}

var external_node_path_ = __webpack_require__(6760);
var yaml_dist = __webpack_require__(1917);
;// CONCATENATED MODULE: ../../shared/change-check/data-reading.ts


const MAX_YAML_BYTES = 256 * 1024;
const MAX_ALIASES = 100;
const MAX_VISITS = 1_000_000;
const isJson = (path) => /\.json$/i.test(path);
function lineOfPosition(text, message) {
    const at = /position (\d+)/.exec(message);
    return at === null ? 1 : lineLocator(text)(Number(at[1]));
}
function readJson(text) {
    try {
        return { value: JSON.parse(text.replace(/^\uFEFF/, '')) };
    }
    catch (error) {
        const line = lineOfPosition(text, error instanceof Error ? error.message : '');
        return { unread: { line, detail: 'JSON that does not parse: a person must review it' } };
    }
}
function readYaml(text) {
    if (Buffer.byteLength(text, 'utf8') > MAX_YAML_BYTES)
        return {
            unread: {
                line: 1,
                detail: `YAML past ${MAX_YAML_BYTES / 1024} KiB, which the check does not parse: a person must review it`,
            },
        };
    const unread = (line) => ({
        unread: { line, detail: 'YAML that does not parse: a person must review it' },
    });
    try {
        const document = (0,yaml_dist/* parseDocument */.Tp)(text, { merge: true, prettyErrors: true });
        const [error] = document.errors;
        if (error !== undefined)
            return unread(error.linePos?.[0].line ?? 1);
        const value = document.toJS({ maxAliasCount: MAX_ALIASES });
        JSON.stringify(value);
        return { value };
    }
    catch {
        return unread(1);
    }
}
function readData(path, text) {
    return isJson(path) ? readJson(text) : readYaml(text);
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function childrenOf(value) {
    if (Array.isArray(value))
        return value.map((child, index) => [index, child]);
    return isRecord(value) ? Object.entries(value) : [];
}
function walkData(start, visit) {
    const stack = [...start].reverse();
    let visits = 0;
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        if (++visits > MAX_VISITS)
            return false;
        const children = [...visit(next[0], next[1])];
        for (let i = children.length - 1; i >= 0; i--)
            stack.push(children[i]);
    }
    return true;
}
function pathText(parent, key) {
    const joined = typeof key === 'number'
        ? `${parent}[${key}]`
        : parent === ''
            ? key
            : `${parent}.${/^[\w$-]+$/.test(key) ? key : JSON.stringify(key)}`;
    return joined.length > 80 ? `\u2026${joined.slice(-79)}` : joined;
}
const MAX_RESCANS = 100;
function valueLines(text) {
    let lineOf;
    let from = 0;
    let rescans = 0;
    const find = (needle) => {
        const ahead = text.indexOf(needle, from);
        if (ahead >= 0 || from === 0 || rescans >= MAX_RESCANS)
            return ahead;
        rescans++;
        return text.indexOf(needle);
    };
    return (value) => {
        const quoted = find(JSON.stringify(value));
        const at = quoted >= 0 ? quoted : value === '' ? -1 : find(value);
        if (at < 0)
            return 1;
        from = at;
        lineOf ??= lineLocator(text);
        return lineOf(at);
    };
}

;// CONCATENATED MODULE: ../../shared/change-check/config-refs.ts


const isRefRoot = (path) => /(^|\/)(docs|mint)\.json$/.test(path);
function refTarget(from, root, ref) {
    if (typeof ref !== 'string' || ref.trim() === '')
        return { refused: 'a $ref that is no path' };
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || /^[/\\]{2}/.test(ref))
        return { refused: 'a $ref to a URL' };
    if (ref.includes('#'))
        return { refused: 'a $ref with a JSON pointer, which the check does not follow' };
    if (/[\\%\u0000-\u001f]/.test(ref))
        return { refused: 'a $ref the check cannot read as a path' };
    const folder = external_node_path_.posix.dirname(root);
    const path = external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(from), ref));
    const inside = folder === '.' ? !path.startsWith('../') && path !== '..' : path.startsWith(`${folder}/`);
    if (ref.startsWith('/') || !inside)
        return { refused: "a $ref out of the docs config's folder" };
    return { path };
}
function refsIn(value) {
    const refs = [];
    walkData([[value, null]], (node) => {
        if (isRecord(node) && '$ref' in node)
            refs.push(node.$ref ?? null);
        return childrenOf(node).map(([, child]) => [child, null]);
    });
    return refs;
}
function textsOf(path, files, along) {
    const changed = files.filter((file) => file.path === path || file.previousPath === path);
    if (changed.length > 0)
        return changed.flatMap((file) => [file.base, file.head]);
    const read = along.find((file) => file.path === path);
    return read === undefined ? undefined : [read.text];
}
function foldersAbove(path) {
    const folders = [];
    for (let folder = external_node_path_.posix.dirname(path); folder !== '.'; folder = external_node_path_.posix.dirname(folder))
        folders.push(folder);
    return [...folders, ''];
}
function refReads(files, along) {
    const wanted = new Set();
    const roots = [
        ...files.filter((file) => isRefRoot(file.path)).map((file) => file.path),
        ...along
            .filter((file) => isRefRoot(file.path) && typeof file.text === 'string')
            .map((f) => f.path),
    ];
    for (const root of new Set(roots)) {
        const queue = [root];
        const seen = new Set(queue);
        for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
            const texts = textsOf(from, files, along);
            if (texts === undefined) {
                wanted.add(from);
                continue;
            }
            for (const text of texts) {
                if (typeof text !== 'string')
                    continue;
                const read = readJson(text);
                if (!('value' in read))
                    continue;
                for (const ref of refsIn(read.value)) {
                    const target = refTarget(from, root, ref);
                    if ('path' in target && !seen.has(target.path)) {
                        seen.add(target.path);
                        queue.push(target.path);
                    }
                }
            }
        }
    }
    for (const file of files)
        if (/\.json$/i.test(file.path) && !isRefRoot(file.path) && file.status !== 'removed')
            for (const folder of foldersAbove(file.path)) {
                const config = folder === '' ? 'docs.json' : `${folder}/docs.json`;
                if (textsOf(config, files, along) === undefined)
                    wanted.add(config);
            }
    return [...wanted];
}

;// CONCATENATED MODULE: ../../shared/change-check/setting-urls.ts


const ROLE_WORDS = {
    server: 'an API server',
    'sign-in': 'a sign-in URL',
    'x-mint': 'an x-mint setting',
    overlay: 'an overlay of an API spec',
    api: 'an API setting',
    spec: 'an API spec',
    endpoint: 'an API endpoint',
    font: 'a font',
    image: 'an image',
    meta: 'a meta tag',
    link: 'a link',
};
const MAX_PER_STRING = 50;
const EMBEDDED = /\bhttps?:\/\/[^\s"'<>()[\]{}`\\|^]+/gi;
function hostsIn(text) {
    const whole = hostOf(text);
    if (whole !== undefined && !/\s/.test(text.trim()))
        return [whole];
    const hosts = new Set();
    for (const match of text.matchAll(EMBEDDED)) {
        const host = hostOf(match[0]);
        if (host !== undefined)
            hosts.add(host);
        if (hosts.size >= MAX_PER_STRING)
            break;
    }
    return [...hosts];
}
function hostOf(url) {
    const host = linkHost(url);
    return host === undefined || /[{}]|%7b|%7d/i.test(host) ? undefined : host;
}
function urlsOf(text, role, path) {
    return hostsIn(text).map((host) => ({ role, host, raw: text, path }));
}
const hostName = (host) => host.toLowerCase().replace(/^www\./, '');
function serverHost(address) {
    const text = address.trim();
    if (text === '' || /^([./?#]|\/(?![/\\]))/.test(text))
        return undefined;
    const scheme = /^[a-z][a-z0-9+.-]*:(?!(\d+|\{[^{}]*\})([/\\?#]|$))/i.exec(text);
    const rest = (scheme === null ? text : text.slice(scheme[0].length)).replace(/^[/\\]*/, '');
    const candidate = `https://${rest}`.replace(/:\{[^{}]*\}(?=[/\\?#]|$)/, '');
    try {
        const host = new URL(candidate).hostname;
        return host === '' || /[{}]|%7b|%7d/i.test(host) ? null : hostName(host);
    }
    catch {
        return null;
    }
}
function variableValues(variables) {
    const values = new Map();
    if (!isRecord(variables))
        return values;
    for (const [name, variable] of Object.entries(variables)) {
        if (!isRecord(variable))
            continue;
        const listed = [variable.default, ...(Array.isArray(variable.enum) ? variable.enum : [])];
        const texts = listed.filter((v) => typeof v === 'string' || typeof v === 'number');
        values.set(name, [...new Set(texts.map(String))].slice(0, 20));
    }
    return values;
}
function serverAddresses(template, variables) {
    const values = variableValues(variables);
    const fill = (name, value) => template.replace(/\{([^{}]*)\}/g, (whole, key) => key === name && value !== undefined ? value : (values.get(key)?.[0] ?? whole));
    const addresses = new Set([fill()]);
    for (const [name, options] of values)
        for (const option of options)
            addresses.add(fill(name, option));
    return [...addresses];
}
function serverUrls(server, path) {
    if (!isRecord(server))
        return [];
    const key = typeof server.url === 'string' ? 'url' : typeof server.host === 'string' ? 'host' : '';
    const template = server[key];
    if (typeof template !== 'string')
        return [];
    const urls = new Map();
    const at = `${path}.${key}`;
    for (const address of serverAddresses(template, server.variables)) {
        const host = serverHost(address);
        if (host === undefined)
            continue;
        const url = host === null
            ? { role: 'server', host: template, unknown: true, raw: template, path: at }
            : { role: 'server', host, raw: template, path: at };
        urls.set(url.host, url);
    }
    return [...urls.values()];
}

;// CONCATENATED MODULE: ../../shared/change-check/setting-pages.ts


const isConfigPageText = (path) => /^banner\.content$|^errors\.[^.]+\.(?:title|description)$/.test(path);
const isSpecPageText = (key) => key === 'content';
function blocking(text) {
    const past = pastBounds(text);
    if (past !== undefined)
        return past;
    try {
        const facts = readPage(text, 'setting.mdx');
        return [facts.unparsed, ...facts.script, ...facts.unchecked, ...facts.code].find((found) => found !== undefined);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        return { line: 1, detail: 'nested too deep to read (the parser ran out of stack)' };
    }
}
function judgePageTexts(head, base) {
    const before = new Set(base.map((text) => `${text.path}\n${text.raw}`));
    return head.flatMap((text) => {
        if (before.has(`${text.path}\n${text.raw}`))
            return [];
        const found = blocking(text.raw);
        return found === undefined
            ? []
            : [
                {
                    file: text.file,
                    raw: text.raw,
                    detail: `${text.path}, shown as markup: ${found.detail}`,
                },
            ];
    });
}

;// CONCATENATED MODULE: ../../shared/change-check/config-settings.ts






const MAX_REF_FILES = 50;
const isActive = (key) => ACTIVE_KEYS.some((active) => active.toLowerCase() === key.toLowerCase());
function linkRole(key) {
    if (key === 'openapi' || key === 'asyncapi')
        return 'spec';
    if (key === 'pages')
        return 'pages';
    return key === 'icon' ? 'image' : 'link';
}
function topRole(key, mint) {
    if (isActive(key))
        return 'judged';
    const roles = {
        redirects: 'redirect',
        api: 'api',
        fonts: 'font',
        font: 'font',
        logo: 'logo',
        favicon: 'image',
        backgroundImage: 'image',
        background: 'background',
        seo: 'seo',
    };
    if (key === 'metadata')
        return mint ? 'tags' : 'link';
    return Object.hasOwn(roles, key) ? (roles[key] ?? 'link') : linkRole(key);
}
function childRole(place, key, mint) {
    if (place.depth === 0)
        return typeof key === 'string' ? topRole(key, mint) : 'link';
    switch (place.role) {
        case 'logo':
            return key === 'href' ? 'link' : 'image';
        case 'background':
            return key === 'image' ? 'image' : 'link';
        case 'seo':
            return key === 'metatags' ? 'tags' : 'link';
        case 'pages':
            return typeof key === 'number' ? 'pages' : linkRole(key);
        case 'link':
            return linkRole(key);
        case 'api':
            return key === 'openapi' || key === 'asyncapi' ? 'spec' : 'api';
        default:
            return place.role;
    }
}
const reading = () => ({
    urls: [],
    metatags: new Map(),
    judged: new Map(),
    running: [],
    redirects: [],
    markup: [],
    pages: [],
    refused: [],
    unread: [],
    files: new Set(),
});
function urlRole(role) {
    switch (role) {
        case 'pages':
            return 'spec';
        case 'logo':
            return 'image';
        case 'tags':
            return 'meta';
        case 'background':
        case 'seo':
        case 'judged':
        case 'redirect':
            return 'link';
        default:
            return role;
    }
}
function readLeaf(found, root, value, place) {
    const { file, path, role } = place;
    const text = typeof value === 'string' ? value : undefined;
    if (role === 'judged') {
        const judged = found.judged.get(place.top) ?? { values: [], files: new Set() };
        judged.values.push(`${path}=${JSON.stringify(value)}`);
        judged.files.add(file);
        found.judged.set(place.top, judged);
    }
    if (role === 'tags')
        found.metatags.set(path, { file, raw: text ?? path, detail: JSON.stringify(value) });
    if (text === undefined)
        return;
    const fromRef = file !== root;
    const host = role === 'redirect' && path.endsWith('.destination') ? linkHost(text) : undefined;
    if (fromRef && host !== undefined)
        found.redirects.push({ file, raw: text, detail: host });
    if (role !== 'judged' && role !== 'redirect')
        found.urls.push(...urlsOf(text, urlRole(role), path).map((url) => ({ ...url, file })));
    if (isConfigPageText(path))
        found.pages.push({ file, path, raw: text });
    if (urlRole(role) === 'image' && /(^|\.)icon$/.test(path) && text.includes('<'))
        found.markup.push({ file, raw: text, detail: path });
    const scheme = fromRef ? activeScheme(text) : undefined;
    if (scheme !== undefined)
        found.running.push({ file, raw: text, detail: `a ${scheme} URL` });
}
function followRef(found, root, ref, place, textAt) {
    const target = refTarget(place.file, root, ref);
    const raw = typeof ref === 'string' ? ref : '$ref';
    const at = (detail) => ({ file: place.file, raw, detail });
    if ('refused' in target) {
        found.refused.push(at(`${target.refused} (${place.path || 'the top'})`));
        return undefined;
    }
    const text = textAt(target.path);
    if (found.files.size >= MAX_REF_FILES && !found.files.has(target.path)) {
        found.unread.push(at(`$ref files past the ${MAX_REF_FILES} the check follows`));
        return undefined;
    }
    if (typeof text !== 'string') {
        const why = text === false
            ? 'which the check did not read'
            : text === null
                ? 'of which GitHub gives no text'
                : 'which is not there';
        found.unread.push(at(`a $ref to ${target.path}, ${why}`));
        return undefined;
    }
    const read = readJson(text);
    if ('unread' in read) {
        found.unread.push({ file: target.path, raw: '', detail: read.unread.detail });
        return undefined;
    }
    found.files.add(target.path);
    return { value: read.value, file: target.path };
}
function readConfig(root, textAt) {
    const text = textAt(root);
    if (typeof text !== 'string')
        return undefined;
    const start = readJson(text);
    if (!('value' in start))
        return undefined;
    const found = reading();
    const mint = root.endsWith('mint.json');
    const first = { file: root, path: '', depth: 0, top: '', role: 'link' };
    const complete = walkData([[start.value, first]], (node, place) => {
        if (typeof node !== 'object' || node === null) {
            readLeaf(found, root, node, place);
            return [];
        }
        const next = [];
        if (isRecord(node) && Object.hasOwn(node, '$ref')) {
            const ref = followRef(found, root, node.$ref ?? null, place, textAt);
            if (ref !== undefined)
                next.push([ref.value, { ...place, file: ref.file }]);
        }
        for (const [key, child] of childrenOf(node)) {
            if (key === '$ref' && isRecord(node))
                continue;
            const role = childRole(place, key, mint);
            const top = place.depth === 0 ? String(key) : place.top;
            next.push([
                child,
                { ...place, path: pathText(place.path, key), depth: place.depth + 1, top, role },
            ]);
        }
        return next;
    });
    if (!complete)
        found.unread.push({ file: root, raw: '', detail: 'a config past what the check walks' });
    return found;
}

;// CONCATENATED MODULE: ../../shared/change-check/spec-settings.ts



const SIGN_IN_KEYS = new Set(['authorizationUrl', 'tokenUrl', 'refreshUrl', 'openIdConnectUrl']);
const MINT_KEYS = new Set(['x-mint', 'x-mintlify']);
function specKind(value) {
    if (!isRecord(value))
        return undefined;
    if ('openapi' in value || 'swagger' in value)
        return 'openapi';
    if ('asyncapi' in value)
        return 'asyncapi';
    return 'overlay' in value ? 'overlay' : undefined;
}
function serversOf(servers, path) {
    return childrenOf(servers).flatMap(([key, server]) => serverUrls(server, pathText(path, key)));
}
function swaggerHost(root) {
    if (!isRecord(root) || !('swagger' in root) || typeof root.host !== 'string')
        return [];
    const host = serverHost(root.host);
    if (host === undefined)
        return [];
    return host === null
        ? [{ role: 'server', host: root.host, unknown: true, raw: root.host, path: 'host' }]
        : [{ role: 'server', host, raw: root.host, path: 'host' }];
}
function specUrls(value, kind) {
    const urls = swaggerHost(value);
    const pages = [];
    const start = { path: '', role: kind === 'overlay' ? 'overlay' : 'link' };
    const complete = walkData([[value, start]], (node, place) => {
        if (typeof node === 'string') {
            urls.push(...urlsOf(node, place.role, place.path));
            return [];
        }
        return childrenOf(node).map(([key, child]) => {
            const path = pathText(place.path, key);
            if (key === 'servers')
                urls.push(...serversOf(child, path));
            if (key === 'server')
                urls.push(...serverUrls(child, path));
            if (typeof key === 'string' && SIGN_IN_KEYS.has(key) && typeof child === 'string')
                urls.push(...urlsOf(child, 'sign-in', path));
            if (key === '$ref' && typeof child === 'string')
                urls.push(...urlsOf(child, 'spec', path));
            const extension = place.role === 'x-mint' || place.role === 'overlay';
            if (extension && isSpecPageText(key) && typeof child === 'string')
                pages.push({ path, raw: child });
            const mint = typeof key === 'string' && MINT_KEYS.has(key.toLowerCase());
            return [child, { path, role: mint && place.role === 'link' ? 'x-mint' : place.role }];
        });
    });
    return { urls, complete, pages };
}
function dataUrls(value) {
    const urls = [];
    const complete = walkData([[value, '']], (node, path) => {
        if (typeof node === 'string') {
            urls.push(...urlsOf(node, 'link', path));
            return [];
        }
        return childrenOf(node).map(([key, child]) => [child, pathText(path, key)]);
    });
    return { urls, complete };
}

;// CONCATENATED MODULE: ../../shared/change-check/settings-check.ts








const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const FRONT_KEYS = { api: 'endpoint', openapi: 'spec', asyncapi: 'spec' };
function frontMatterUrls(text) {
    const front = FRONT_MATTER.exec(text.slice(0, 64 * 1024))?.[1];
    if (front === undefined)
        return [];
    const read = readData('front-matter.yaml', front);
    const entries = 'value' in read &&
        typeof read.value === 'object' &&
        read.value !== null &&
        !Array.isArray(read.value)
        ? Object.entries(read.value)
        : front.split('\n').flatMap((line) => {
            const key = /^["']?([\w-]+)["']?\s*:(.*)$/.exec(line);
            return key === null ? [] : [[key[1] ?? '', key[2]]];
        });
    return entries.flatMap(([key, value]) => Object.hasOwn(FRONT_KEYS, key) && typeof value === 'string'
        ? urlsOf(value, FRONT_KEYS[key], `front matter ${key}`)
        : []);
}
function endsOf(files, along) {
    const readAlong = (path) => {
        const read = along.find((file) => file.path === path);
        return read === undefined ? false : read.text;
    };
    return {
        head: (path) => {
            const file = files.find((f) => f.path === path);
            if (file === undefined)
                return readAlong(path);
            if (file.status === 'removed')
                return undefined;
            return file.head ?? (file.unreadable === true || file.binary === true ? null : false);
        },
        base: (path) => {
            const file = files.find((f) => (f.previousPath ?? f.path) === path);
            if (file === undefined)
                return readAlong(path);
            return file.status === 'added' ? undefined : (file.base ?? false);
        },
    };
}
function fileUrls(path, text) {
    if ((0,file_kinds/* isPage */.yp)(path))
        return { urls: frontMatterUrls(text), pages: [] };
    const read = readData(path, text);
    if ('unread' in read)
        return { urls: [], pages: [], unread: read.unread };
    const kind = specKind(read.value);
    const walked = kind === undefined ? { ...dataUrls(read.value), pages: [] } : specUrls(read.value, kind);
    const found = { urls: walked.urls, pages: walked.pages.map((page) => ({ ...page, file: path })) };
    if (walked.complete)
        return found;
    return { ...found, unread: { line: 1, detail: 'a file past what the check walks' } };
}
function lineFinders(textAt) {
    const made = new Map();
    return (file) => {
        const text = textAt(file);
        const lines = made.get(file) ?? valueLines(typeof text === 'string' ? text : '');
        made.set(file, lines);
        return lines;
    };
}
const blocks = (url) => url.role !== 'link';
const hostKey = (url) => (url.unknown === true ? `?${url.host}` : url.host);
function configReadings(files, along, ends) {
    const roots = new Set([
        ...files.filter((file) => isRefRoot(file.path)).map((file) => file.path),
        ...along
            .filter((file) => isRefRoot(file.path) && typeof file.text === 'string')
            .map((file) => file.path),
    ]);
    return [...roots].map((root) => ({
        root,
        base: readConfig(root, ends.base),
        head: readConfig(root, ends.head),
    }));
}
function configFindings(root, base, head) {
    const placed = [];
    for (const key of new Set([...head.metatags.keys(), ...(base?.metatags.keys() ?? [])])) {
        const now = head.metatags.get(key);
        if (now?.detail === base?.metatags.get(key)?.detail)
            continue;
        const change = now === undefined ? 'removed' : 'changed';
        placed.push({
            file: now?.file ?? root,
            raw: now?.raw ?? '',
            detail: `${key} ${change} (a meta tag on every page)`,
        });
    }
    for (const [top, judged] of head.judged) {
        const before = base?.judged.get(top);
        const files = [...judged.files, ...(before?.files ?? [])].filter((file) => file !== root);
        if (files.length === 0 || judged.values.join('\n') === before?.values.join('\n'))
            continue;
        placed.push({ file: files[0] ?? root, raw: '', detail: `"${top}" changed, through $ref` });
    }
    const newOnes = (now, then = []) => {
        const left = then.map((p) => `${p.raw}\n${p.detail}`);
        return now.filter((p) => {
            const at = left.indexOf(`${p.raw}\n${p.detail}`);
            if (at >= 0)
                left.splice(at, 1);
            return at < 0;
        });
    };
    placed.push(...newOnes(head.running, base?.running));
    placed.push(
    ...newOnes(head.redirects, base?.redirects)
        .filter((p) => !(0,file_kinds/* isDocsConfig */.Cu)(p.file))
        .map((p) => ({
        ...p,
        detail: `a redirect to ${p.detail}`,
    })));
    placed.push(...newOnes(head.markup, base?.markup).map((p) => ({
        ...p,
        detail: `an icon given as markup (${p.detail})`,
    })));
    placed.push(...newOnes(head.refused, base?.refused));
    placed.push(...judgePageTexts(head.pages, base?.pages ?? []));
    return placed;
}
function gather(files, along, ends) {
    const gathered = { head: [], base: [], findings: [] };
    const configs = configReadings(files, along, ends);
    const mounted = new Set(configs.flatMap(({ head }) => [...(head?.files ?? [])]));
    for (const { root, base, head } of configs) {
        gathered.base.push(...(base?.urls ?? []));
        if (head === undefined)
            continue;
        gathered.head.push(...head.urls);
        const lines = lineFinders(ends.head);
        for (const p of configFindings(root, base, head))
            gathered.findings.push({
                file: p.file,
                kind: 'config',
                found: { line: p.raw === '' ? 1 : lines(p.file)(p.raw), detail: p.detail },
            });
        for (const p of head.unread)
            gathered.findings.push({
                file: p.file,
                kind: 'unchecked',
                found: { line: p.raw === '' ? 1 : lines(p.file)(p.raw), detail: p.detail },
            });
    }
    for (const file of files) {
        if (!((0,file_kinds/* isDataFile */.vM)(file.path) || (0,file_kinds/* isPage */.yp)(file.path)) ||
            (0,file_kinds/* isDocsConfig */.Cu)(file.path) ||
            mounted.has(file.path))
            continue;
        const head = file.head === undefined ? undefined : fileUrls(file.path, file.head);
        const base = file.base === undefined ? undefined : fileUrls(file.previousPath ?? file.path, file.base);
        gathered.base.push(...(base?.urls ?? []).map((url) => ({ ...url, file: file.path })));
        if (head === undefined)
            continue;
        gathered.head.push(...head.urls.map((url) => ({ ...url, file: file.path })));
        if (head.unread !== undefined)
            gathered.findings.push({ file: file.path, kind: 'unchecked', found: head.unread });
        const lines = lineFinders(ends.head)(file.path);
        for (const p of judgePageTexts(head.pages, base?.pages ?? []))
            gathered.findings.push({
                file: file.path,
                kind: 'config',
                found: { line: lines(p.raw), detail: p.detail },
            });
    }
    return gathered;
}
function judgeSettings(files, along, rules) {
    const ends = endsOf(files, along);
    const { head, base, findings } = gather(files, along, ends);
    const known = new Set(base.filter(blocks).map(hostKey));
    const reported = new Set();
    const blockLines = lineFinders(ends.head);
    for (const url of head.filter(blocks)) {
        const key = hostKey(url);
        if (known.has(key) || (url.unknown !== true && hostAllowed(url.host, rules.allowedLinkHosts)))
            continue;
        if (reported.has(`${url.file}\n${key}`))
            continue;
        reported.add(`${url.file}\n${key}`);
        const line = blockLines(url.file)(url.raw);
        const detail = url.unknown === true
            ? `${ROLE_WORDS[url.role]} whose host is left to a variable (${url.path})`
            : `${ROLE_WORDS[url.role]} at ${url.host} (${url.path})`;
        findings.push({ file: url.file, kind: 'config', found: { line, detail } });
    }
    const links = new Map();
    const linkLines = lineFinders(ends.head);
    for (const url of head.filter((u) => !blocks(u) && !reported.has(`${u.file}\n${u.host}`))) {
        const entry = { line: linkLines(url.file)(url.raw), url: `https://${url.host}/` };
        const listed = links.get(url.file);
        if (listed === undefined)
            links.set(url.file, [entry]);
        else
            listed.push(entry);
    }
    const seen = new Set();
    return {
        findings: findings.filter((f) => {
            const key = `${f.file}\n${f.kind}\n${f.found.detail}`;
            return !seen.has(key) && seen.add(key) !== undefined;
        }),
        links: [...links].map(([file, urls]) => ({ file, urls })),
        baseHosts: [...new Set(base.filter((url) => url.unknown !== true).map((url) => url.host))],
    };
}

;// CONCATENATED MODULE: ../../shared/change-check/check-change.ts














const isShownPage = (path) => (0,file_kinds/* isPage */.yp)(path) && !/(^|\/)snippets\//.test(path) && !/(^|\/)\./.test(path);
function pageFacts(path, text) {
    if (!(0,file_kinds/* isPage */.yp)(path) && !(0,file_kinds/* isSvg */.$D)(path))
        return undefined;
    const past = pastBounds(text);
    if (past !== undefined)
        return past;
    try {
        return (0,file_kinds/* isPage */.yp)(path) ? readPage(text, path) : readSvg(text);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        return { line: 1, detail: 'nested too deep to read (the parser ran out of stack)' };
    }
}
async function read(path, text, rules) {
    if (text === undefined)
        return { facts: {}, urls: [], unparsed: undefined, unjudged: undefined, secrets: [] };
    const secrets = await secretsOf(text);
    const page = pageFacts(path, text);
    if (page !== undefined && 'detail' in page)
        return {
            facts: {},
            urls: [],
            unparsed: undefined,
            unjudged: undefined,
            secrets: secrets.values,
            unread: page,
        };
    const code = page === undefined ? codeFacts(path, text, rules.allowedLinkHosts) : undefined;
    const facts = {
        script: [...(page?.script ?? []), ...(code?.script ?? [])],
        'mdx-code': page?.code ?? [],
        hidden: [...hiddenCharacters(text), ...(page?.comments ?? [])],
        secret: secrets.lines,
        unchecked: [...(page?.unchecked ?? []), ...(code?.unchecked ?? [])],
    };
    return {
        facts,
        urls: [...(page?.urls ?? []), ...(code?.urls ?? [])],
        unparsed: page?.unparsed,
        unjudged: code?.unjudged,
        secrets: secrets.values,
    };
}
function addedLines(base, head) {
    const left = new Map();
    for (const line of (base ?? '').split('\n'))
        left.set(line, (left.get(line) ?? 0) + 1);
    const added = new Set();
    for (const [index, line] of head.split('\n').entries()) {
        const count = left.get(line) ?? 0;
        if (count > 0)
            left.set(line, count - 1);
        else
            added.add(index + 1);
    }
    return added;
}
function touches(found, added) {
    for (let line = found.line; line <= (found.endLine ?? found.line); line++)
        if (added.has(line))
            return true;
    return false;
}
function newOnes(head, base, added) {
    const fresh = new Set(head.filter((found) => touches(found, added)));
    const left = new Map();
    for (const found of head)
        left.set(found.detail, (left.get(found.detail) ?? 0) + 1);
    for (const found of [...base, ...fresh])
        left.set(found.detail, (left.get(found.detail) ?? 0) - 1);
    const more = [];
    for (const found of head) {
        if (fresh.has(found))
            continue;
        const extra = left.get(found.detail) ?? 0;
        if (extra <= 0)
            continue;
        left.set(found.detail, extra - 1);
        more.push(found);
    }
    return [...fresh, ...more].sort((a, b) => a.line - b.line);
}
const MAX_PER_KIND = 50;
function check_change_capped(found) {
    if (found.length <= MAX_PER_KIND)
        return found;
    const [next] = found.slice(MAX_PER_KIND);
    const more = {
        line: next?.line ?? 1,
        detail: `and ${found.length - MAX_PER_KIND} more like these`,
    };
    return [...found.slice(0, MAX_PER_KIND), more];
}
const finding = (file, kind, found) => ({
    file,
    line: found.line,
    kind,
    severity: change_types/* SEVERITY */.C[kind],
    detail: found.detail,
});
function pathFindings(files, rules) {
    const allowed = picomatch_default()([...rules.allowedPaths], allowed_paths/* GLOB_OPTIONS */.gu);
    const blocked = (file, detail) => finding(file.path, 'path', { line: 0, detail });
    return files.flatMap((file) => {
        const paths = [file.path, ...(file.previousPath === undefined ? [] : [file.previousPath])];
        return paths
            .filter((path, index) => paths.indexOf(path) === index)
            .flatMap((path) => {
            const never = neverAllowed(path);
            if (never !== undefined)
                return [blocked(file, never)];
            if (!allowed(path))
                return [blocked(file, `${path} is outside allowed-paths`)];
            if (isAgentFile(path) && !agentFileNamed(path, rules.allowedPaths))
                return [blocked(file, `${path} instructs AI agents`)];
            return [];
        });
    });
}
function unreadFindings(file) {
    const unchecked = (detail) => [
        finding(file.path, 'unchecked', { line: 0, detail }),
    ];
    if (file.status === 'removed')
        return [];
    if (file.unreadable === true)
        return unchecked('not a file GitHub gives as text (a symlink, a submodule, or over 1 MB)');
    if (file.binary === true)
        return (0,file_kinds/* isRasterImage */.D7)(file.path) ? [] : unchecked('a binary file, which the check cannot read');
    if (file.head === undefined)
        return unchecked('a file whose text the check did not read');
    return [];
}
async function pathSecrets(files) {
    const owners = [];
    const lines = [];
    for (const file of files)
        for (const path of [
            file.path,
            ...(file.previousPath === undefined ? [] : [file.previousPath]),
        ]) {
            owners.push(file.path);
            lines.push(path.replace(/[\r\n\u2028\u2029]/g, ' '));
        }
    const found = await secretsOf(lines.join('\n'));
    const named = new Set(found.lines.map(({ line }) => owners[line - 1] ?? ''));
    const findings = [...named].map((path) => finding(path, 'secret', { line: 0, detail: 'a credential in its path' }));
    return [findings, found.values];
}
function removedPages(files) {
    const added = new Set();
    for (const file of files.filter((f) => (0,file_kinds/* isDocsConfig */.Cu)(f.path))) {
        const before = redirectSources(file.base);
        for (const source of redirectSources(file.head))
            if (!before.has(source))
                added.add(source);
    }
    return files
        .filter((file) => file.status === 'removed' || file.status === 'renamed')
        .map((file) => file.previousPath ?? file.path)
        .filter((path) => isShownPage(path) && !added.has(pagePath(path)))
        .map((path) => finding(path, 'removed', { line: 0, detail: `${path} has no redirect` }));
}
function linkFindings(heads, known, rules) {
    const findings = [];
    for (const { file, urls } of heads) {
        const seen = new Set();
        for (const { line, url } of urls) {
            const host = linkHost(url);
            if (host === undefined || known.has(host) || seen.has(host))
                continue;
            if (hostAllowed(host, rules.allowedLinkHosts))
                continue;
            seen.add(host);
            findings.push(finding(file, 'link', { line, detail: `a link to ${host}` }));
        }
    }
    return findings;
}
function fileFindings(file, head, base) {
    if (file.head === undefined)
        return [];
    if (head.unread !== undefined)
        return [finding(file.path, 'unchecked', head.unread)];
    const findings = [];
    const added = addedLines(file.base, file.head);
    if (head.unparsed !== undefined)
        findings.push(finding(file.path, 'mdx-code', head.unparsed));
    if (head.unjudged !== undefined)
        findings.push(finding(file.path, 'unchecked', head.unjudged));
    for (const kind of Object.keys(head.facts))
        for (const found of check_change_capped(newOnes(head.facts[kind] ?? [], base.facts[kind] ?? [], added)))
            findings.push(finding(file.path, kind, found));
    if ((0,file_kinds/* isDocsConfig */.Cu)(file.path))
        for (const found of configChanges(file.base, file.head))
            findings.push(finding(file.path, 'config', found));
    return findings;
}
async function checkChange(files, rules, along = []) {
    try {
        return await judged(files, rules, along);
    }
    catch (error) {
        if (!(error instanceof Error))
            throw error;
        const [, secrets] = await pathSecrets(files);
        const texts = [...files.flatMap((f) => [f.head, f.base]), ...along.map((read) => read.text)];
        for (const text of texts)
            if (typeof text === 'string')
                secrets.push(...(await secretsOf(text)).values);
        throw await redactError(error, secrets);
    }
}
async function judged(files, rules, along) {
    const [inPaths, secrets] = await pathSecrets(files);
    const findings = [...pathFindings(files, rules), ...removedPages(files), ...inPaths];
    const known = new Set();
    const heads = [];
    for (const file of files) {
        const [head, base] = await Promise.all([
            read(file.path, file.head, rules),
            read(file.path, file.base, rules),
        ]);
        secrets.push(...head.secrets, ...base.secrets);
        for (const { url } of base.urls) {
            const host = linkHost(url);
            if (host !== undefined)
                known.add(host);
        }
        findings.push(...unreadFindings(file), ...fileFindings(file, head, base));
        if (file.head !== undefined)
            heads.push({ file: file.path, urls: head.urls });
    }
    const settings = judgeSettings(files, along, rules);
    for (const { file, kind, found } of settings.findings)
        findings.push(finding(file, kind, found));
    for (const host of settings.baseHosts)
        known.add(host);
    for (const read of along)
        if (typeof read.text === 'string')
            secrets.push(...(await secretsOf(read.text)).values);
    findings.push(...linkFindings([...heads, ...settings.links], known, rules));
    const order = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
    findings.sort((a, b) => order(a.file, b.file) || a.line - b.line || order(a.kind, b.kind));
    return redactFindings(findings, secrets);
}
async function redactReadError(error, files) {
    const [, secrets] = await pathSecrets(files.map((file) => ({ ...file, status: 'modified' })));
    return redactError(error, secrets);
}


/***/ }),

/***/ 2581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ credentialSpans),
/* harmony export */   UY: () => (/* binding */ redactCredentials),
/* harmony export */   tp: () => (/* binding */ REDACTED_CREDENTIAL)
/* harmony export */ });
const CREDENTIAL_FORMATS = [
    {
        name: "GitHub's tokens (docs.github.com, About authentication: GitHub's token formats)",
        pattern: /gh[pousr]_[A-Za-z0-9]{30,}/,
        own: true,
        secretlint: true,
    },
    {
        name: "GitHub's fine-grained personal access tokens (`github_pat_`)",
        pattern: /github_pat_[A-Za-z0-9_]{30,}/,
        own: true,
        secretlint: true,
    },
    {
        name: "The service's admin API keys (api-facts: admin keys start with `mint_`)",
        pattern: /mint_[A-Za-z0-9_-]{16,}/,
        own: true,
        secretlint: false,
    },
    {
        name: "Google's API keys (`AIza`: GitHub's secret scanning calls them google_api_key)",
        pattern: /AIza[0-9A-Za-z_-]{35}/,
        own: false,
        secretlint: false,
    },
];
const CREDENTIAL = new RegExp(CREDENTIAL_FORMATS.map(({ pattern }) => pattern.source).join('|'), 'g');
const WORDS_ONLY = /^mint_(?=.*[_-])[^0-9]*$/;
const REDACTED_CREDENTIAL = '[redacted credential]';
function redactCredentials(text) {
    return text.replace(CREDENTIAL, (match) => (WORDS_ONLY.test(match) ? match : REDACTED_CREDENTIAL));
}
function credentialSpans(text) {
    const spans = [];
    for (const match of text.matchAll(CREDENTIAL))
        if (!WORDS_ONLY.test(match[0]))
            spans.push([match.index, match.index + match[0].length]);
    return spans;
}


/***/ }),

/***/ 8416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OT: () => (/* binding */ withoutInvisible),
/* harmony export */   kH: () => (/* binding */ INVISIBLE),
/* harmony export */   ru: () => (/* binding */ markInvisible)
/* harmony export */ });
const INVISIBLE = /(?![\t\n\r\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}])[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]|[\u{E0100}-\u{E01EF}\u034F]|(?<=[\uFE00-\uFE0F])[\uFE00-\uFE0F]+/gu;
function withoutInvisible(text) {
    return text.replace(INVISIBLE, '');
}
function markInvisible(text) {
    return text.replace(INVISIBLE, (found) => Array.from(found, (c) => `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`).join(''));
}


/***/ }),

/***/ 3485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VY: () => (/* binding */ secretsIn),
/* harmony export */   XW: () => (/* binding */ redactLogSecrets)
/* harmony export */ });
/* harmony import */ var _credentials_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2581);

const REDACTED_SECRET = '[redacted secret]';
const PEM_WHOLE = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----|$)/g;
const PEM_END = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----/;
const AUTHORIZATION = /\b((?:proxy-)?authorization["']?\s{0,5}[:=]\s{0,5}["']?(?:(?:bearer|basic|token|bot|digest)\s{1,5})?)[^\s"',;]+/gi;
const NAMED = /((?:_authtoken|_auth|password|passwd|secret|api[_-]?key|access[_-]?key|access[_-]?token|client[_-]?secret)["']?\s{0,3}[:=]\s{0,3}["']?)[^\s"',;]{4,}/gi;
async function redactLogSecrets(text, known) {
    let clean = text;
    for (const secret of known) {
        if (secret.length >= 4)
            clean = clean.split(secret).join(REDACTED_SECRET);
    }
    const end = PEM_END.exec(clean);
    if (end !== null && !clean.slice(0, end.index).includes('-----BEGIN '))
        clean = REDACTED_SECRET + clean.slice(end.index + end[0].length);
    clean = clean.replace(PEM_WHOLE, REDACTED_SECRET);
    clean = clean.replace(AUTHORIZATION, (_, name) => `${name}${REDACTED_SECRET}`);
    clean = clean.replace(NAMED, (_, name) => `${name}${REDACTED_SECRET}`);
    return withoutLintedSecrets((0,_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .redactCredentials */ .UY)(clean));
}
let secretlint;
async function secretlintFindings(text) {
    secretlint ??= Promise.all([
        __webpack_require__.e(/* import() */ 472).then(__webpack_require__.bind(__webpack_require__, 8472)),
        __webpack_require__.e(/* import() */ 255).then(__webpack_require__.bind(__webpack_require__, 255)),
    ]);
    const [{ lintSource }, { creator }] = await secretlint;
    const result = await lintSource({
        source: { filePath: 'job.log', content: text, contentType: 'text' },
        options: {
            config: {
                rules: [
                    {
                        id: '@secretlint/secretlint-rule-preset-recommend',
                        rule: creator,
                        rules: [{ id: '@secretlint/secretlint-rule-aws', options: { enableIDScanRule: true } }],
                    },
                ],
            },
            noPhysicFilePath: true,
        },
    });
    return result.messages;
}
async function withoutLintedSecrets(text) {
    const messages = await secretlintFindings(text);
    const values = new Set();
    const ranges = messages.map(({ range, data }) => {
        for (const value of Object.values(data ?? {}))
            if (typeof value === 'string' && value.length >= 8)
                values.add(value);
        return [range[0], tokenEnd(text, range[1])];
    });
    let clean = '';
    let at = 0;
    for (const [start, end] of merged(ranges)) {
        clean += `${text.slice(at, start)}${REDACTED_SECRET}`;
        at = end;
    }
    clean += text.slice(at);
    for (const value of values)
        clean = clean.split(value).join(REDACTED_SECRET);
    return clean;
}
function tokenEnd(text, end) {
    const stop = /[\s"'`,;]/g;
    stop.lastIndex = end;
    return stop.exec(text)?.index ?? text.length;
}
function merged(ranges) {
    const out = [];
    for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
        const last = out.at(-1);
        if (last !== undefined && start <= last[1])
            last[1] = Math.max(last[1], end);
        else
            out.push([start, end]);
    }
    return out;
}
async function secretsIn(text) {
    const exact = [];
    const end = PEM_END.exec(text);
    if (end !== null && !text.slice(0, end.index).includes('-----BEGIN '))
        exact.push([0, end.index + end[0].length]);
    for (const match of text.matchAll(PEM_WHOLE))
        exact.push([match.index, match.index + match[0].length]);
    for (const pattern of [AUTHORIZATION, NAMED])
        for (const match of text.matchAll(pattern))
            exact.push([match.index + (match[1]?.length ?? 0), match.index + match[0].length]);
    exact.push(...(0,_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .credentialSpans */ .Hd)(text));
    const values = new Set();
    const spans = [...exact];
    for (const { range, data } of await secretlintFindings(text)) {
        exact.push([range[0], range[1]]);
        spans.push([range[0], tokenEnd(text, range[1])]);
        for (const value of Object.values(data ?? {}))
            if (typeof value === 'string' && value.length >= 8) {
                values.add(value);
                for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length))
                    spans.push([at, at + value.length]);
            }
    }
    for (const [start, stop] of exact)
        values.add(text.slice(start, stop));
    return { spans: merged(spans), values: [...values] };
}


/***/ })

};

//# sourceMappingURL=841.index.js.map