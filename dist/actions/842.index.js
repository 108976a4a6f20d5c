export const id = 842;
export const ids = [842];
export const modules = {

/***/ 1842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_PER_KIND: () => (/* binding */ MAX_PER_KIND),
  addedLines: () => (/* binding */ addedLines),
  checkChange: () => (/* binding */ checkChange)
});

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/agent/check/active-content.ts
/**
 * What in a page's markup runs code or loads active content (the `script` kind of the change
 * check): elements, attributes and URLs, judged on names and values a parser has already decoded
 * (MDX's JSX, or parse5's HTML), never on raw text.
 */
/** HTML elements that run code, embed another document or send the reader's input elsewhere. */
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
/**
 * The platform's own components whose names are an active element's in another case: a component
 * is not HTML (`<Frame>` is the platform's image frame, not `<frame>`).
 */
const PLATFORM_COMPONENTS = new Set(['Frame']);
/** URL schemes that run code or render a document of the link's own making. */
const ACTIVE_SCHEMES = ['javascript:', 'vbscript:', 'data:text/html', 'data:application/xhtml'];
/**
 * Why an element of this name is active content, or undefined. An element an MDX page names with a
 * lowercase first letter is HTML; one with a capital is a component, which counts when its name is
 * an active element's in another case (`<SCRIPT>`, `<IFrame>`) and not one of the platform's.
 */
function activeElement(name, attributes) {
    const lower = name.toLowerCase();
    if (PLATFORM_COMPONENTS.has(name))
        return undefined;
    if (ACTIVE_ELEMENTS.has(lower))
        return `<${lower}> element`;
    // `http-equiv` in HTML, `httpEquiv` as React (and so MDX) names it.
    const equiv = attributes.get('http-equiv') ?? attributes.get('httpequiv');
    if (lower === 'meta' && equiv?.trim().toLowerCase() === 'refresh')
        return '<meta> refresh';
    return undefined;
}
/** Whether an attribute of this name is an event handler (`onerror`, `onClick`, `ONLOAD`). */
function isHandler(name) {
    return /^on[a-z]{3,}$/i.test(name);
}
/**
 * The URL as a browser reads its scheme: without the ASCII whitespace and control characters it
 * strips anywhere in a scheme (`java\tscript:`), lowercased. Character references are already
 * decoded by the parser that read the value.
 */
function schemeText(url) {
    // eslint-disable-next-line no-control-regex -- the control characters are what is stripped
    return url.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
}
/** The active scheme a URL starts with (`javascript:`), or undefined. */
function activeScheme(url) {
    const text = schemeText(url);
    return ACTIVE_SCHEMES.find((scheme) => text.startsWith(scheme));
}
/** A base no page has: what a URL resolves against to tell a path from another host. */
const HERE = 'https://here.invalid/';
/**
 * The host a URL points to (lowercase, without `www.`), or undefined for one within the site (a
 * path, an anchor) or without a host (`mailto:`). Read as a browser reads it, with WHATWG's URL
 * parser: it drops tabs, newlines and leading controls, and reads `\` as `/`, so `/\x.test`,
 * `https:\\x.test` and `ht<tab>tps://x.test` all point to `x.test`.
 */
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
/** Whether a host is one of the allowed (a leading `*.` takes its subdomains, not itself). */
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

// EXTERNAL MODULE: ./src/agent/check/change-types.ts
var change_types = __webpack_require__(9120);
// EXTERNAL MODULE: ./src/agent/check/allowed-paths.ts
var allowed_paths = __webpack_require__(799);
;// CONCATENATED MODULE: ./src/agent/check/docs-config.ts

/** Top-level settings that load scripts, styles or third parties on every page. */
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
/**
 * Whether a path is a docs config file: `docs.json`, `mint.json`, or `redirects.json`, the list
 * of redirects a config may keep apart.
 */
function isDocsConfig(path) {
    return /(^|\/)(docs|mint|redirects)\.json$/.test(path);
}
/** A config's settings; a list of redirects (`redirects.json`) is its `redirects`. */
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
/** JSON with its objects' keys sorted, so that a reordering is no change. */
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
/** The 1-based line where a JSON string (a key or a value) first stands in the text (1 if not found). */
function lineOf(text, string) {
    const at = text.indexOf(JSON.stringify(string));
    return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}
/** Redirect destinations on another host, with the source each comes from. */
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
/** Every string of a config that is a URL running code (a navbar link to `javascript:`). */
function activeUrls(value) {
    if (typeof value === 'string')
        return activeScheme(value) === undefined ? [] : [value];
    if (Array.isArray(value))
        return value.flatMap(activeUrls);
    if (value !== null && typeof value === 'object')
        return Object.values(value).flatMap(activeUrls);
    return [];
}
/** What a docs config change adds that goes beyond the docs' content. */
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
/** The page paths (no extension, no leading slash) the config's redirects lead away from. */
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
/** A page's path as redirects name it: no leading slash, no `.md`/`.mdx`, no trailing slash. */
function pagePath(path) {
    return path
        .trim()
        .replace(/^\/+/, '')
        .replace(/\/+$/, '')
        .replace(/\.mdx?$/, '');
}

// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 42 modules
var lib = __webpack_require__(5486);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm/lib/index.js + 8 modules
var mdast_util_gfm_lib = __webpack_require__(4922);
// EXTERNAL MODULE: ./node_modules/mdast-util-mdx/lib/index.js + 10 modules
var mdast_util_mdx_lib = __webpack_require__(1925);
// EXTERNAL MODULE: ./node_modules/mdast-util-frontmatter/lib/index.js
var mdast_util_frontmatter_lib = __webpack_require__(8494);
// EXTERNAL MODULE: ./node_modules/micromark-extension-frontmatter/lib/syntax.js
var syntax = __webpack_require__(796);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm/index.js + 7 modules
var micromark_extension_gfm = __webpack_require__(2297);
// EXTERNAL MODULE: ./node_modules/micromark-extension-mdxjs/index.js + 12 modules
var micromark_extension_mdxjs = __webpack_require__(3583);
// EXTERNAL MODULE: ./node_modules/unist-util-visit/lib/index.js
var unist_util_visit_lib = __webpack_require__(3617);
// EXTERNAL MODULE: ./node_modules/parse5/dist/index.js + 17 modules
var dist = __webpack_require__(3194);
;// CONCATENATED MODULE: ./src/agent/check/html-reading.ts
/**
 * Raw HTML as a browser reads it (parse5, the WHATWG parser): in a page MDX cannot parse and in an
 * SVG file. Tag and attribute names come lowercased and values with their character references
 * decoded, so `<ScRiPt>`, `&#x6a;avascript:` and a tag cut by line breaks are what they are.
 */


/** A namespace declaration (`xmlns`, `xmlns:xlink`): a name, not a link. */
const isNamespace = (attr) => /^xmlns/i.test(attr.name) || attr.prefix === 'xmlns';
/** What raw HTML holds, its lines counted from `firstLine`. */
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
            // A <template>'s content is a fragment of its own.
            if (node.tagName === 'template' && 'content' in node)
                walk(node.content.childNodes);
        }
    };
    walk(fragment.childNodes);
    return facts;
}
/** Elements of SVG (or XML within it) that run code or embed another document. */
const SVG_ACTIVE = /<\s*(?:[\w.-]+:)?(script|foreignobject|iframe|object|embed|handler|listener)\b/gi;
/** An event handler attribute, as an XML reader of the file sees it. */
const SVG_HANDLER = /\son[a-z]{3,}\s*=/gi;
/** A quoted attribute value anywhere in the file, markup parse5 reads as text included. */
const QUOTED_VALUE = /=\s*("[^"]*"|'[^']*')/g;
const SCHEMES = ['javascript:', 'vbscript:', 'data:text/html'];
// eslint-disable-next-line no-control-regex -- what a browser strips from a URL
const STRIPPED = /[\u0000-\u0020\u007f]/g;
/** A value's numeric character references decoded, as an XML reader decodes them. */
const decodedNumeric = (value) => value.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code) => String.fromCodePoint(code[0]?.toLowerCase() === 'x' ? parseInt(code.slice(1), 16) : parseInt(code, 10)));
/**
 * An SVG file as a browser opens it: as XML, where parse5's HTML rules do not hold (a `<p>` in
 * an `<svg>` ends it for parse5 and makes a `<script>` after it text; in XML it runs). So beside
 * parse5's reading, the whole text is searched, conservatively, for what would run anywhere in
 * it: such elements, handlers, entity declarations and a running URL inside any quoted value
 * (`values="x;javascript:\u2026"` of an animation included). An image has no business with any.
 */
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

// EXTERNAL MODULE: ./node_modules/estree-util-visit/lib/index.js + 1 modules
var estree_util_visit_lib = __webpack_require__(6537);
// EXTERNAL MODULE: ./src/shared/sanitizer/credentials.ts
var credentials = __webpack_require__(6279);
;// CONCATENATED MODULE: ./src/agent/check/mdx-code.ts


/** A plain value: literals, and arrays, objects and templates of them, with no code. */
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
/** Files a page may import: docs pages, and snippets' components and pages; images. */
const IMPORTABLE = /\.(mdx?|png|jpe?g|gif|svg|webp|avif|ico)$|(^|\/)snippets\/.*\.(jsx?|tsx?|json)$/i;
/**
 * Why a page at `page` may not import `source`, or undefined when it may: a docs file of the
 * repository, by a path (`./`, `../`, or `/` from the repository's root) that stays inside it,
 * enters no dot folder or dot file (`.env`, `.github/`) and names a page, an image or a snippet's
 * component. A package, a URL or anything else runs or reads what is not the docs.
 */
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
/** The names a page's `import`s and `export`s define: expressions may show them. */
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
/**
 * What in an `import`/`export` block of the page at `page` goes beyond docs files of the
 * repository and plain values.
 */
function esmCode(program, page) {
    const from = (kind, source) => {
        const refusal = importRefusal(source, page);
        // A URL's key is no detail to copy into a note, a summary or an output.
        const named = (0,credentials/* redactCredentials */.U)(JSON.stringify(source));
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
/** `FunctionDeclaration` as "function declaration". */
const kindOf = (type) => type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
/** Node types that run code wherever they sit in an expression. */
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
/** Names a value may use without running or reaching anything: MDX's own `props` among them. */
const HARMLESS = new Set(['undefined', 'NaN', 'Infinity', 'props']);
/**
 * What an `{expression}` does beyond showing a value: the first node that runs code, or a name
 * that neither the page defines nor is a harmless global (`window`, `document`, `fetch`). JSX in
 * an expression is left to the caller (`jsx`), which judges its elements as the page's own.
 */
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
        // A property's key, or a member's name after a dot, names no variable.
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

;// CONCATENATED MODULE: ./src/agent/check/page-reading.ts











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
/** Attributes whose value names something that runs as the page's own markup. */
const ACTIVE_ATTRIBUTES = new Set(['dangerouslysetinnerhtml', 'srcdoc']);
/** The facts of an MDX or Markdown page at `path` (its imports are judged from where it is). */
function readPage(text, path = 'page.mdx') {
    let tree;
    try {
        tree = (0,lib/* fromMarkdown */.Y)(text, {
            // The YAML front matter the platform reads its title and description from is text.
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
/** An MDX comment `vale off` and the like: a directive to the docs linter, not hidden words. */
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
            // `{/* \u2026 */}`: a comment, which the site never shows.
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
            // A page MDX cannot parse, read as Markdown: its raw HTML, by parse5.
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
/** The name an element is judged by: the last part of `x.script` or `svg:script`. */
const elementName = (name) => name.split(/[.:]/).at(-1) ?? name;
/** What an attribute's name makes active, whatever its value. */
function activeAttribute(name) {
    if (isHandler(name))
        return `${name} handler`;
    if (ACTIVE_ATTRIBUTES.has(name.toLowerCase()))
        return `${name} attribute`;
    return undefined;
}
/** An MDX element: its name, its attributes' values and expressions. */
function page_reading_element(node, facts, defined) {
    const start = { line: spanOf(node).line };
    const values = new Map();
    for (const attribute of node.attributes) {
        const span = spanOf(attribute, start);
        if (attribute.type === 'mdxJsxExpressionAttribute') {
            // `{...{href: "javascript:\u2026"}}`: attributes no reader of the source can check.
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
            // `href={"javascript:\u2026"}` is the string it holds.
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
/** The string an expression is, when it is one: `"\u2026"`, or a template without `${}`. */
function stringValue(value) {
    const node = value;
    if (node.type === 'Literal' && typeof node.value === 'string')
        return node.value;
    if (node.type === 'TemplateLiteral' && node.expressions?.length === 0)
        return (node.quasis ?? []).map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
    return undefined;
}
/** The string a program is, when it is one expression that is one. */
function stringOf(program) {
    const [statement] = program.body;
    if (program.body.length !== 1 || statement?.type !== 'ExpressionStatement')
        return undefined;
    return stringValue(statement.expression);
}
/** An attribute's value: a URL that runs code, or one that points somewhere (not a namespace). */
function attributeUrl(name, value, span, facts) {
    const scheme = activeScheme(value);
    if (scheme !== undefined)
        facts.script.push(at(span, `${scheme} URL`));
    else if (!/^xmlns/i.test(name) && linkHost(value) !== undefined)
        facts.urls.push({ line: span.line, url: value });
}
/** A JSX name as text: `a`, `x.script`, `svg:script`. */
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
/** JSX inside an expression (`{<script/>}`), judged as the page's own elements. */
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
/** A page MDX cannot parse, read as CommonMark and GFM with its raw HTML. */
function readMarkdown(text, unparsed) {
    const facts = emptyFacts(unparsed);
    const tree = (0,lib/* fromMarkdown */.Y)(text, {
        extensions: [(0,syntax/* frontmatter */.v)(), (0,micromark_extension_gfm/* gfm */.T)()],
        mdastExtensions: [(0,mdast_util_frontmatter_lib/* frontmatterFromMarkdown */.q)(), (0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)()],
    });
    (0,unist_util_visit_lib/* visit */.YR)(tree, (node) => readNode(node, facts, new Set()));
    return facts;
}
/** The facts of an SVG image, which runs its scripts when opened from the site. */
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

// EXTERNAL MODULE: ./src/shared/sanitizer/invisible.ts
var invisible = __webpack_require__(5202);
// EXTERNAL MODULE: ./src/shared/sanitizer/log-secrets.ts
var log_secrets = __webpack_require__(6175);
;// CONCATENATED MODULE: ./src/agent/check/text-findings.ts
/**
 * What a file's text holds wherever it stands, code blocks included: credentials (the `secret`
 * kind: a pasted key leaks wherever it sits) and characters no reader sees (`hidden`: zero-width
 * and bidi controls, the Trojan-source tricks).
 */


/** What the log redaction writes for what it takes out (../../shared/sanitizer/). */
const REDACTION = /\[redacted (?:secret|credential)\]/;
/**
 * The 1-based line of each offset of a text: the offsets of its line starts, searched by
 * halves, so that many findings in a long file cost no more than reading it.
 */
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
/**
 * The credentials in a text, by line: found with the rules the action redacts logs with
 * (secretlint's recommended preset and ours), each redaction located by the unchanged text around
 * it.
 */
async function secretLines(text) {
    if (REDACTION.test(text))
        return [{ line: lineAt(text, text.search(REDACTION)), detail: 'a redaction marker' }];
    const redacted = await (0,log_secrets/* redactLogSecrets */.X)(text, []);
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
        // The secret ends where the unchanged text after it starts.
        const end = next === '' ? at + 1 : text.indexOf(next, at + 1);
        at = end < 0 ? at + 1 : end;
    }
    return found;
}
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** The name GitHub's diff view shows for a character: `U+202E`. */
const codePoint = (c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
/**
 * Invisible characters by line, but for a byte-order mark that opens the file and a zero-width
 * joiner between two pictographs (an emoji sequence: \ud83d\udc69\u200d\ud83d\udcbb).
 */
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

;// CONCATENATED MODULE: ./src/agent/check/check-change.ts
/**
 * The change check (issue #40): what an agent's change adds that goes beyond editing
 * documentation text, found in the files as GitHub holds them at the pull request's base and
 * head. Only what the change adds counts: a finding of the head that the base has as often (same
 * kind, same detail) is the docs' own, and where the head has more, those on lines the change
 * added are the new ones.
 */







const isPage = (path) => /\.mdx?$/i.test(path);
const isSvg = (path) => /\.svg$/i.test(path);
/** Pages the site shows: not a snippet (only ever part of one), nor a file in a dot folder. */
const isShownPage = (path) => isPage(path) && !/(^|\/)snippets\//.test(path) && !/(^|\/)\./.test(path);
function pageFacts(path, text) {
    if (isPage(path))
        return readPage(text, path);
    if (isSvg(path))
        return readSvg(text);
    return undefined;
}
/** A file's findings by kind, and the URLs it links. */
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
/** The 1-based lines of `head` whose text `base` does not have as often. */
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
/** Whether a finding stands on a line the change added (or changed), anywhere in its range. */
function touches(found, added) {
    for (let line = found.line; line <= (found.endLine ?? found.line); line++)
        if (added.has(line))
            return true;
    return false;
}
/**
 * The head's findings that the change adds: every one on a line it added or changed (a handler
 * rewritten, a key replaced, an `export` edited inside), and of the rest, those of a kind and
 * detail the head has more often than the base (an element moved by a line the change split).
 */
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
/** The most findings of one kind in one file; the rest are counted in one more. */
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
/** Instructions to AI agents, which the platform's agent (`AGENTS.md`) and others read as theirs. */
const AGENT_INSTRUCTIONS = /(^|\/)(agents|claude|gemini|copilot-instructions)\.md$|(^|\/)\.(cursorrules|windsurfrules)$/i;
/**
 * Files outside `allowed-paths`, at either end of a rename; with the default paths, instructions
 * to AI agents, which the platform's agent reads as part of its prompt; and files whose text
 * GitHub would not give, which the check cannot see.
 */
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
/** Pages deleted or renamed with no redirect from their old path added to the docs config. */
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
/** Everything the change adds that goes beyond documentation text, in file and line order. */
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
        // A page MDX cannot parse fails the site's build, and is read as Markdown: what the platform's
        // parser would make of it is beyond the check, so a page the change breaks blocks.
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
    // In code-point order, as a file list is read: the same on every machine and locale.
    const order = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
    return findings.sort((a, b) => order(a.file, b.file) || a.line - b.line || order(a.kind, b.kind));
}


/***/ })

};

//# sourceMappingURL=842.index.js.map