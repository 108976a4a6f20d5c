export const id = 232;
export const ids = [232];
export const modules = {

/***/ 232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);

__webpack_require__.d(__webpack_exports__, {
  MAX_PER_KIND: () => (/* binding */ MAX_PER_KIND),
  addedLines: () => (/* binding */ addedLines),
  checkChange: () => (/* binding */ checkChange)
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

var change_types = __webpack_require__(4642);
var allowed_paths = __webpack_require__(8337);
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
function isDocsConfig(path) {
    return /(^|\/)(docs|mint|redirects)\.json$/.test(path);
}
function parse(text) {
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
    const after = parse(head);
    if (after === undefined)
        return [{ line: 1, detail: 'not a JSON object: cannot be checked' }];
    const before = parse(base) ?? {};
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
    const config = parse(text) ?? {};
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

var lib = __webpack_require__(304);
var mdast_util_gfm_lib = __webpack_require__(7684);
var mdast_util_mdx_lib = __webpack_require__(1795);
var mdast_util_frontmatter_lib = __webpack_require__(4160);
var syntax = __webpack_require__(778);
var micromark_extension_gfm = __webpack_require__(6007);
var micromark_extension_mdxjs = __webpack_require__(5665);
var unist_util_visit_lib = __webpack_require__(5195);
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

var estree_util_visit_lib = __webpack_require__(8419);
var credentials = __webpack_require__(2581);
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
        tree = (0,lib/* fromMarkdown */.Y)(text, {
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
    const tree = (0,lib/* fromMarkdown */.Y)(text, {
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

var invisible = __webpack_require__(8416);
var log_secrets = __webpack_require__(3485);
;// CONCATENATED MODULE: ../../agent/check/text-findings.ts


const REDACTION = /\[redacted (?:secret|credential)\]/;
function lines(text) {
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
const lineAt = (text, at) => lines(text)(at);
async function secretLines(text) {
    if (REDACTION.test(text))
        return [{ line: lineAt(text, text.search(REDACTION)), detail: 'a redaction marker' }];
    const redacted = await (0,log_secrets/* redactLogSecrets */.XW)(text, []);
    if (redacted === text)
        return [];
    const pieces = redacted.split(REDACTION);
    const found = [];
    const lineOf = lines(text);
    let at = 0;
    for (const [index, piece] of pieces.slice(0, -1).entries()) {
        at += piece.length;
        found.push({ line: lineOf(at), detail: 'a credential' });
        const next = pieces[index + 1] ?? '';
        const end = next === '' ? at + 1 : text.indexOf(next, at + 1);
        at = end < 0 ? at + 1 : end;
    }
    return found;
}
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const codePoint = (c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
function hiddenCharacters(text) {
    const found = [];
    const lineOf = lines(text);
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

;// CONCATENATED MODULE: ../../agent/check/check-change.ts







const isPage = (path) => /\.mdx?$/i.test(path);
const isSvg = (path) => /\.svg$/i.test(path);
const isShownPage = (path) => isPage(path) && !/(^|\/)snippets\//.test(path) && !/(^|\/)\./.test(path);
function pageFacts(path, text) {
    if (isPage(path))
        return readPage(text, path);
    if (isSvg(path))
        return readSvg(text);
    return undefined;
}
async function read(path, text) {
    if (text === undefined)
        return { facts: {}, urls: [], unparsed: undefined };
    const page = pageFacts(path, text);
    const facts = {
        script: page?.script ?? [],
        'mdx-code': page?.code ?? [],
        hidden: [...hiddenCharacters(text), ...(page?.comments ?? [])],
        secret: await secretLines(text),
    };
    return { facts, urls: page?.urls ?? [], unparsed: page?.unparsed };
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
const AGENT_INSTRUCTIONS = /(^|\/)(agents|claude|gemini|copilot-instructions)\.md$|(^|\/)\.(cursorrules|windsurfrules)$/i;
function pathFindings(files, rules) {
    const allowed = picomatch_default()([...rules.allowedPaths], allowed_paths/* GLOB_OPTIONS */.gu);
    const blocked = (file, detail) => finding(file.path, 'path', { line: 0, detail });
    return files.flatMap((file) => [
        ...[file.path, ...(file.previousPath === undefined ? [] : [file.previousPath])]
            .filter((path, index, all) => all.indexOf(path) === index && !allowed(path))
            .map((path) => blocked(file, `${path} is outside allowed-paths`)),
        ...(rules.agentFilesAllowed !== true && AGENT_INSTRUCTIONS.test(file.path)
            ? [blocked(file, `${file.path} instructs AI agents`)]
            : []),
        ...(file.unreadable === true
            ? [
                blocked(file, `${file.path} is not a file GitHub gives as text (a symlink, a submodule, or over 1 MB)`),
            ]
            : []),
    ]);
}
function removedPages(files) {
    const added = new Set();
    for (const file of files.filter((f) => isDocsConfig(f.path))) {
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
async function checkChange(files, rules) {
    const findings = [...pathFindings(files, rules), ...removedPages(files)];
    const known = new Set();
    const heads = [];
    for (const file of files) {
        const [head, base] = await Promise.all([read(file.path, file.head), read(file.path, file.base)]);
        for (const { url } of base.urls) {
            const host = linkHost(url);
            if (host !== undefined)
                known.add(host);
        }
        if (file.head === undefined)
            continue;
        const added = addedLines(file.base, file.head);
        if (head.unparsed !== undefined && (file.base === undefined || base.unparsed === undefined))
            findings.push(finding(file.path, 'mdx-code', head.unparsed));
        for (const kind of Object.keys(head.facts))
            for (const found of capped(newOnes(head.facts[kind] ?? [], base.facts[kind] ?? [], added)))
                findings.push(finding(file.path, kind, found));
        if (isDocsConfig(file.path))
            for (const found of configChanges(file.base, file.head))
                findings.push(finding(file.path, 'config', found));
        heads.push({ file: file.path, urls: head.urls });
    }
    for (const { file, urls } of heads) {
        const seen = new Set();
        for (const { line, url } of urls) {
            const host = linkHost(url);
            if (host === undefined ||
                known.has(host) ||
                seen.has(host) ||
                hostAllowed(host, rules.allowedLinkHosts))
                continue;
            seen.add(host);
            findings.push(finding(file, 'link', { line, detail: `a link to ${host}` }));
        }
    }
    const order = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
    return findings.sort((a, b) => order(a.file, b.file) || a.line - b.line || order(a.kind, b.kind));
}


/***/ }),

/***/ 2581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UY: () => (/* binding */ redactCredentials)
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


/***/ })

};

//# sourceMappingURL=232.index.js.map