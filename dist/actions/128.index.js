export const id = 128;
export const ids = [128];
export const modules = {

/***/ 6128:
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
;// CONCATENATED MODULE: ../../agent/check/active-content.ts
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

var allowed_paths = __webpack_require__(8337);
;// CONCATENATED MODULE: ../../agent/check/agent-files.ts


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

var change_types = __webpack_require__(4642);
var external_node_module_ = __webpack_require__(8995);
var dist = __webpack_require__(8428);
;// CONCATENATED MODULE: ../../agent/check/html-reading.ts


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
var lib = __webpack_require__(8419);
;// CONCATENATED MODULE: ../../agent/check/script-reading.ts




const JSX_PARSER = acorn/* Parser */.iX.extend(acorn_jsx_default()());
const WINDOWS = new Set(['window', 'self', 'globalThis', 'top', 'parent', 'frames']);
const EVALUATORS = new Map([
    ['eval', 'eval'],
    ['Function', 'the Function constructor'],
    ['execScript', 'execScript'],
    ['importScripts', 'importScripts (a remote script)'],
]);
const TIMERS = new Set(['setTimeout', 'setInterval', 'setImmediate']);
const REQUESTS = new Map([
    ['fetch', 'a fetch'],
    ['WebSocket', 'a WebSocket'],
    ['EventSource', 'an EventSource'],
    ['Worker', 'a worker script'],
    ['SharedWorker', 'a worker script'],
]);
const INJECTING_METHODS = new Set([
    'insertAdjacentHTML',
    'createContextualFragment',
    'setHTMLUnsafe',
]);
const INJECTING_PROPERTIES = new Set(['innerHTML', 'outerHTML', 'srcdoc']);
const INJECTING_ATTRIBUTES = new Set(['dangerouslysetinnerhtml', 'srcdoc']);
const script_reading_HERE = 'https://here.invalid/';
function addressOf(node) {
    if (node === undefined)
        return undefined;
    if (node.type === 'Literal' && typeof node.value === 'string')
        return { text: node.value, whole: true };
    if (node.type === 'TemplateLiteral') {
        const first = node.quasis[0]?.value;
        return { text: first?.cooked ?? first?.raw ?? '', whole: node.expressions.length === 0 };
    }
    if (node.type === 'BinaryExpression' && node.operator === '+') {
        const left = addressOf(node.left);
        return left === undefined ? undefined : { text: left.text, whole: false };
    }
    return undefined;
}
function hostOf(address) {
    if (address === undefined)
        return null;
    const { text, whole } = address;
    if (!whole && !/^(\/(?!\/)|\.{1,2}\/|[a-z][a-z0-9+.-]*:\/\/[^/?#]+[/?#])/i.test(text))
        return null;
    let url;
    try {
        url = new URL(text, script_reading_HERE);
    }
    catch {
        return whole ? undefined : null;
    }
    if (url.href.startsWith(script_reading_HERE))
        return undefined;
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol))
        return undefined;
    return url.hostname.toLowerCase().replace(/^www\./, '') || null;
}
function memberName(node) {
    if (node.type !== 'MemberExpression')
        return undefined;
    if (!node.computed && node.property.type === 'Identifier')
        return node.property.name;
    if (node.property.type === 'Literal' && typeof node.property.value === 'string')
        return node.property.value;
    return undefined;
}
function globalName(node) {
    if (node.type === 'Identifier')
        return node.name;
    if (node.type !== 'MemberExpression')
        return undefined;
    const object = node.object;
    if (object.type === 'Identifier' && WINDOWS.has(object.name))
        return memberName(node);
    if (object.type === 'MemberExpression' && globalName(object) !== undefined) {
        const outer = globalName(object);
        return outer !== undefined && WINDOWS.has(outer) ? memberName(node) : undefined;
    }
    return undefined;
}
function namesProperty(key, parent) {
    if (parent === undefined || key === undefined)
        return false;
    const computed = parent.computed === true;
    if (key === 'property' && parent.type === 'MemberExpression')
        return !computed;
    if (key === 'key' && !computed)
        return ['Property', 'MethodDefinition', 'PropertyDefinition'].includes(parent.type);
    return false;
}
class Reading {
    facts = { script: [], urls: [], unjudged: undefined };
    opens = [];
    requestObject = false;
    allowedHosts;
    constructor(allowedHosts) {
        this.allowedHosts = allowedHosts;
    }
    found(node, detail) {
        const line = node.loc?.start.line ?? 1;
        const end = node.loc?.end.line ?? line;
        this.facts.script.push({ line, ...(end > line ? { endLine: end } : {}), detail });
    }
    request(node, what, address) {
        const host = hostOf(addressOf(address));
        if (host === null)
            this.found(node, `${what} to an address the code computes`);
        else if (host !== undefined && !hostAllowed(host, this.allowedHosts))
            this.found(node, `${what} to ${host}`);
    }
    load(node, what, address) {
        const host = hostOf(addressOf(address));
        if (host === null)
            this.found(node, `${what} of an address the code computes`);
        else if (host !== undefined)
            this.found(node, `${what} from ${host}`);
    }
}
function call(reading, node) {
    if (node.type !== 'CallExpression' && node.type !== 'NewExpression')
        return;
    const callee = node.callee;
    const [first, second] = node.arguments;
    const name = globalName(callee);
    const method = memberName(callee);
    const requested = name === undefined ? undefined : REQUESTS.get(name);
    if (requested === 'a worker script')
        reading.load(node, requested, first);
    else if (requested !== undefined)
        reading.request(node, requested, first);
    if (name !== undefined && TIMERS.has(name) && first !== undefined && addressOf(first))
        reading.found(node, `code in a string given to ${name}`);
    if (method === 'sendBeacon')
        reading.request(node, 'a beacon', first);
    if (method === 'open' && node.arguments.length >= 2)
        reading.opens.push({ node, address: second });
    if (method !== undefined && INJECTING_METHODS.has(method))
        reading.found(node, `markup injected with ${method}`);
    const object = callee.type === 'MemberExpression' ? globalName(callee.object) : undefined;
    if ((method === 'write' || method === 'writeln') && object === 'document')
        reading.found(node, `markup injected with document.${method}`);
    if (method === 'constructor')
        reading.found(node, 'the Function constructor (.constructor)');
    if (method === 'createElement' || method === 'createElementNS') {
        const tag = addressOf(method === 'createElement' ? first : second);
        const active = tag?.whole === true ? activeElement(tag.text.toLowerCase(), new Map()) : undefined;
        if (active !== undefined)
            reading.found(node, `${active} made at run time`);
    }
}
function reference(reading, node, key, parent) {
    if (node.type === 'Identifier' && namesProperty(key, parent))
        return;
    const name = globalName(node);
    if (name === 'XMLHttpRequest')
        reading.requestObject = true;
    const evaluator = name === undefined ? undefined : EVALUATORS.get(name);
    if (evaluator !== undefined)
        reading.found(node, evaluator);
    if (name === 'cookieStore')
        reading.found(node, "the reader's cookies (cookieStore)");
    if (node.type !== 'MemberExpression')
        return;
    const object = globalName(node.object);
    if (memberName(node) === 'cookie' && object === 'document')
        reading.found(node, "the reader's cookies (document.cookie)");
    if (node.computed && memberName(node) === undefined && object !== undefined)
        if (WINDOWS.has(object) || object === 'document')
            reading.found(node, `a computed property of ${object}`);
}
function statement(reading, node) {
    switch (node.type) {
        case 'ImportDeclaration':
        case 'ExportAllDeclaration':
        case 'ExportNamedDeclaration':
            if (node.source)
                reading.load(node, 'an import', node.source);
            return;
        case 'ImportExpression':
            reading.load(node, 'a dynamic import', node.source);
            return;
        case 'AssignmentExpression': {
            const property = memberName(node.left);
            if (property !== undefined && INJECTING_PROPERTIES.has(property))
                reading.found(node, `markup injected through ${property}`);
            return;
        }
        case 'Property': {
            const key = node.key;
            const name = key.type === 'Identifier' ? key.name : addressOf(key)?.text;
            if (!node.computed && name?.toLowerCase() === 'dangerouslysetinnerhtml')
                reading.found(node, 'markup injected through dangerouslySetInnerHTML');
            return;
        }
        case 'Literal':
            if (typeof node.value === 'string' && activeScheme(node.value) !== undefined)
                reading.found(node, `a ${activeScheme(node.value) ?? ''} URL`);
            return;
        default:
            script_reading_element(reading, node);
    }
}
function script_reading_element(reading, node) {
    const opening = node;
    if (opening.type !== 'JSXOpeningElement')
        return;
    const values = new Map();
    for (const attribute of opening.attributes) {
        if (attribute.type !== 'JSXAttribute' || typeof attribute.name?.name !== 'string')
            continue;
        const name = attribute.name.name.toLowerCase();
        if (INJECTING_ATTRIBUTES.has(name))
            reading.found(node, `markup injected through ${attribute.name.name}`);
        const held = attribute.value;
        const address = addressOf(held?.type === 'JSXExpressionContainer' ? held.expression : held);
        if (address?.whole !== true)
            continue;
        values.set(name, address.text);
        if (linkHost(address.text) !== undefined && !/^xmlns/.test(name))
            reading.facts.urls.push({ line: node.loc?.start.line ?? 1, url: address.text });
    }
    const tag = opening.name.type === 'JSXIdentifier' ? opening.name.name : undefined;
    if (typeof tag !== 'string' || !/^[a-z]/.test(tag))
        return;
    const active = activeElement(tag, values);
    if (active !== undefined)
        reading.found(node, active);
    const rel = values.get('rel')?.toLowerCase() ?? '';
    if (tag === 'link' && /stylesheet|preload|modulepreload|import/.test(rel)) {
        const host = linkHost(values.get('href') ?? '');
        if (host !== undefined && !hostAllowed(host, reading.allowedHosts))
            reading.found(node, `a <link> to ${host}`);
    }
}
const OPTIONS = { ecmaVersion: 'latest', locations: true, allowHashBang: true };
function parse(text, withJsx) {
    const parser = withJsx ? JSX_PARSER : acorn/* Parser */.iX;
    let error;
    for (const sourceType of ['module', 'script']) {
        try {
            return parser.parse(text, { ...OPTIONS, sourceType });
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
function readScript(text, withJsx, allowedHosts) {
    const reading = new Reading(allowedHosts);
    const tree = parse(text, withJsx);
    if (!('type' in tree))
        return { ...reading.facts, unjudged: tree };
    (0,lib/* visit */.YR)(tree, (node, key, _index, ancestors) => {
        call(reading, node);
        reference(reading, node, key, ancestors.at(-1));
        statement(reading, node);
    });
    if (reading.requestObject)
        for (const { node, address } of reading.opens)
            reading.request(node, 'an XMLHttpRequest', address);
    return reading.facts;
}

var css_tokenizer_dist = __webpack_require__(6777);
var invisible = __webpack_require__(8416);
var log_secrets = __webpack_require__(3485);
;// CONCATENATED MODULE: ../../agent/check/text-findings.ts


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

;// CONCATENATED MODULE: ../../agent/check/style-reading.ts



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
        return { script, urls: [], unjudged: { line: 1, detail: `CSS that does not read (${why})` } };
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
    return { script: script.sort((a, b) => a.line - b.line), urls: [], unjudged: undefined };
}

;// CONCATENATED MODULE: ../../agent/check/code-files.ts




const SCRIPT = /\.(m?jsx?|cjs)$/i;
const TYPESCRIPT = /\.[mc]?ts$/i;
const TSX = /\.tsx$/i;
const STYLE = /\.css$/i;
const HTML = /\.x?html?$/i;
const stripTypes = external_node_module_.stripTypeScriptTypes;
const unjudged = (detail, line = 1) => ({
    script: [],
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
            return readScript(text, true, allowedHosts);
        if (TSX.test(path))
            return unjudged('TSX, which the check cannot read: a person must review it');
        if (TYPESCRIPT.test(path)) {
            const script = stripped(text);
            if (typeof script !== 'string')
                return unjudged(script.detail, script.line);
            return readScript(script, false, allowedHosts);
        }
        if (STYLE.test(path))
            return readStyle(text, allowedHosts);
        if (HTML.test(path)) {
            const html = htmlFacts(text, 1);
            return { script: html.script, urls: html.urls, unjudged: undefined };
        }
    }
    catch (error) {
        const why = error instanceof RangeError ? 'nested too deeply to read' : 'it could not be read';
        return unjudged(`code the check could not judge (${why})`);
    }
    return undefined;
}

var file_kinds = __webpack_require__(5982);
;// CONCATENATED MODULE: ../../agent/check/docs-config.ts

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
function lineOf(text, string) {
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
        return [{ line: 1, detail: 'not a JSON object: cannot be checked' }];
    const before = docs_config_parse(base) ?? {};
    const found = [];
    for (const key of Object.keys(after))
        if (ACTIVE_KEYS.some((active) => active.toLowerCase() === key.toLowerCase()))
            if (canonical(after[key]) !== canonical(before[key]))
                found.push({ line: lineOf(head, key), detail: `"${key}" changed` });
    const known = activeUrls(before);
    for (const url of activeUrls(after))
        if (!known.includes(url))
            found.push({ line: lineOf(head, url), detail: `a ${activeScheme(url) ?? ''} URL` });
    const earlier = externalRedirects(before);
    for (const host of externalRedirects(after)) {
        const at = earlier.indexOf(host);
        if (at >= 0)
            earlier.splice(at, 1);
        else
            found.push({ line: lineOf(head, 'redirects'), detail: `a redirect to ${host}` });
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
;// CONCATENATED MODULE: ../../agent/check/finding-redaction.ts


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
;// CONCATENATED MODULE: ../../agent/check/mdx-code.ts


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
    (0,lib/* visit */.YR)(program, (node, key, _index, ancestors) => {
        if (found !== undefined)
            return lib/* EXIT */.dc;
        const parent = ancestors.at(-1);
        const type = node.type;
        if (type === 'JSXElement' || type === 'JSXFragment')
            jsx(node);
        const runs = RUNS.get(type);
        if (runs !== undefined) {
            found = runs;
            return lib/* EXIT */.dc;
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

;// CONCATENATED MODULE: ../../agent/check/page-reading.ts











const emptyFacts = (unparsed) => ({
    script: [],
    code: [],
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
    });
    const defined = definedNames(programs);
    (0,unist_util_visit_lib/* visit */.YR)(tree, (node) => readNode(node, facts, defined));
    return facts;
}
const LINTER_DIRECTIVE = /^\s*\/\*\s*vale\b[^*]*\*\/\s*$/i;
function readNode(node, facts, defined) {
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
            expression(program, spanOf(node), facts, defined);
            return;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
            page_reading_element(node, facts, defined);
            return;
        case 'html':
            merge(facts, htmlFacts(node.value, spanOf(node).line));
            return;
        default:
    }
}
function expression(program, span, facts, defined) {
    const code = expressionCode(program, defined, (jsx) => {
        const found = jsxElementFacts(jsx);
        for (const detail of found.script)
            facts.script.push(at(span, detail));
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
function page_reading_element(node, facts, defined) {
    const start = { line: spanOf(node).line };
    const values = new Map();
    for (const attribute of node.attributes) {
        const span = spanOf(attribute, start);
        if (attribute.type === 'mdxJsxExpressionAttribute') {
            facts.script.push(at(span, 'a spread of attributes'));
            const program = attribute.data?.estree;
            if (program)
                expression(program, span, facts, defined);
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
            expression(program, span, facts, defined);
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
function jsxElementFacts(node) {
    const script = [];
    const urls = [];
    const opening = node
        .openingElement;
    if (opening === undefined)
        return { script, urls };
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
    return { script, urls };
}
function readMarkdown(text, unparsed) {
    const facts = emptyFacts(unparsed);
    const tree = (0,mdast_util_from_markdown_lib/* fromMarkdown */.Y)(text, {
        extensions: [(0,syntax/* frontmatter */.v)(), (0,micromark_extension_gfm/* gfm */.T)()],
        mdastExtensions: [(0,mdast_util_frontmatter_lib/* frontmatterFromMarkdown */.q)(), (0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)()],
    });
    (0,unist_util_visit_lib/* visit */.YR)(tree, (node) => readNode(node, facts, new Set()));
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

;// CONCATENATED MODULE: ../../agent/check/page-bounds.ts
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
;// CONCATENATED MODULE: ../../agent/check/data-reading.ts


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

;// CONCATENATED MODULE: ../../agent/check/config-refs.ts


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

;// CONCATENATED MODULE: ../../agent/check/setting-urls.ts


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
    const whole = setting_urls_hostOf(text);
    if (whole !== undefined && !/\s/.test(text.trim()))
        return [whole];
    const hosts = new Set();
    for (const match of text.matchAll(EMBEDDED)) {
        const host = setting_urls_hostOf(match[0]);
        if (host !== undefined)
            hosts.add(host);
        if (hosts.size >= MAX_PER_STRING)
            break;
    }
    return [...hosts];
}
function setting_urls_hostOf(url) {
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

;// CONCATENATED MODULE: ../../agent/check/config-settings.ts





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

;// CONCATENATED MODULE: ../../agent/check/spec-settings.ts


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
            const mint = typeof key === 'string' && MINT_KEYS.has(key.toLowerCase());
            return [child, { path, role: mint && place.role === 'link' ? 'x-mint' : place.role }];
        });
    });
    return { urls, complete };
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

;// CONCATENATED MODULE: ../../agent/check/settings-check.ts







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
        return { urls: frontMatterUrls(text) };
    const read = readData(path, text);
    if ('unread' in read)
        return { urls: [], unread: read.unread };
    const kind = specKind(read.value);
    const walked = kind === undefined ? dataUrls(read.value) : specUrls(read.value, kind);
    if (walked.complete)
        return { urls: walked.urls };
    return { urls: walked.urls, unread: { line: 1, detail: 'a file past what the check walks' } };
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
        if (file.head !== undefined) {
            const head = fileUrls(file.path, file.head);
            gathered.head.push(...head.urls.map((url) => ({ ...url, file: file.path })));
            if (head.unread !== undefined)
                gathered.findings.push({ file: file.path, kind: 'unchecked', found: head.unread });
        }
        if (file.base !== undefined)
            gathered.base.push(...fileUrls(file.previousPath ?? file.path, file.base).urls.map((url) => ({
                ...url,
                file: file.path,
            })));
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

;// CONCATENATED MODULE: ../../agent/check/check-change.ts














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
    const page = pageFacts(path, text);
    if (page !== undefined && 'detail' in page)
        return {
            facts: {},
            urls: [],
            unparsed: undefined,
            unjudged: undefined,
            secrets: [],
            unread: page,
        };
    const code = page === undefined ? codeFacts(path, text, rules.allowedLinkHosts) : undefined;
    const secrets = await secretsOf(text);
    const facts = {
        script: [...(page?.script ?? []), ...(code?.script ?? [])],
        'mdx-code': page?.code ?? [],
        hidden: [...hiddenCharacters(text), ...(page?.comments ?? [])],
        secret: secrets.lines,
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
function capped(found) {
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
        for (const found of capped(newOnes(head.facts[kind] ?? [], base.facts[kind] ?? [], added)))
            findings.push(finding(file.path, kind, found));
    if ((0,file_kinds/* isDocsConfig */.Cu)(file.path))
        for (const found of configChanges(file.base, file.head))
            findings.push(finding(file.path, 'config', found));
    return findings;
}
async function checkChange(files, rules, along = []) {
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

//# sourceMappingURL=128.index.js.map