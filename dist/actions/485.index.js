export const id = 485;
export const ids = [485];
export const modules = {

/***/ 3499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ readAllowedLinkHosts),
/* harmony export */   Y2: () => (/* binding */ readCheckInputs),
/* harmony export */   he: () => (/* binding */ readAllowedPaths)
/* harmony export */ });
/* harmony import */ var _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3876);
/* harmony import */ var _check_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(799);


function readAllowedPaths() {
    const lines = (0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readItems */ .F1)('allowed-paths', /\r?\n/);
    if (lines.length === 0)
        return [..._check_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ALLOWED_PATHS */ .yT];
    for (const line of lines) {
        // picomatch (../check/) takes any other text as a glob; it loads only when a check runs.
        const valid = line.length <= MAX_GLOB && !/[\p{Cc}]/u.test(line) && !line.startsWith('!') && balanced(line);
        if (!valid)
            throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`Input 'allowed-paths' takes one glob per line (no '!' negation, at most ${MAX_GLOB} characters), or '${_check_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS_LINE */ .y9}' for the default list; got ${(0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(line)}.`);
    }
    return [
        ...new Set(lines.flatMap((line) => (line === _check_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS_LINE */ .y9 ? _check_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ALLOWED_PATHS */ .yT : [line]))),
    ];
}
/** The longest glob taken: a path is at most 4096 bytes, and picomatch refuses 64 KiB. */
const MAX_GLOB = 4096;
/** Whether a glob's brackets and braces close in order. */
function balanced(glob) {
    const open = [];
    for (const c of glob.replace(/\\./g, '')) {
        if (c === '[' || c === '{')
            open.push(c === '[' ? ']' : '}');
        else if (c === ']' || c === '}')
            if (open.pop() !== c)
                return false;
    }
    return open.length === 0;
}
/** A host name, or `*.` and one for its subdomains. */
const HOST = /^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
function readAllowedLinkHosts() {
    const hosts = (0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readItems */ .F1)('allowed-link-hosts');
    for (const host of hosts)
        if (host.length > 253 || !HOST.test(host))
            throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`Input 'allowed-link-hosts' takes host names (docs.example.com, or *.example.com for its subdomains), one per line or comma-separated; got ${(0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(host)}.`);
    return hosts.map((host) => host.toLowerCase());
}
function readCheckInputs() {
    return {
        checkChanges: (0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readBoolean */ .Vf)('check-changes', true),
        allowedPaths: readAllowedPaths(),
        allowedLinkHosts: readAllowedLinkHosts(),
    };
}


/***/ }),

/***/ 799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gu: () => (/* binding */ GLOB_OPTIONS),
/* harmony export */   y9: () => (/* binding */ DEFAULTS_LINE),
/* harmony export */   yT: () => (/* binding */ DEFAULT_ALLOWED_PATHS)
/* harmony export */ });
/**
 * The files a docs change may touch without a `path` finding, unless `allowed-paths` says
 * otherwise: what a docs repository holds as content. Measured on the platform's own agent
 * changes (docs/change-check.md says which of them it still blocks, and why).
 */
const DEFAULT_ALLOWED_PATHS = [
    // Pages and snippets.
    '**/*.md',
    '**/*.mdx',
    // The docs config, and the navigation files a config may split out beside it, one per
    // language (`es.json`, `pt-BR.json`).
    '**/docs.json',
    '**/mint.json',
    '**/redirects.json',
    '**/[a-z][a-z].json',
    '**/[a-z][a-z]-[a-zA-Z][a-zA-Z].json',
    // Vale's styles: the docs' own rules and word lists.
    '.vale/styles/**/*.{yml,txt}',
    // API descriptions the API pages are generated from.
    '**/*openapi*.{json,yaml,yml}',
    '**/*asyncapi*.{json,yaml,yml}',
    '**/openapi/**/*.{json,yaml,yml}',
    // Images.
    '**/*.{png,jpg,jpeg,gif,webp,avif,svg,ico}',
];
/**
 * Globs match with `**` never entering a folder whose name starts with a dot: `.github/`,
 * `.mintlify/workflows/` (the platform agent's own instructions) and `.claude/` hold automation,
 * not docs, even as Markdown. A glob that names such a folder (`.vale/\u2026`) reaches it.
 */
const GLOB_OPTIONS = { dot: false };
/** The line of `allowed-paths` that stands for the default list, so that it can be widened. */
const DEFAULTS_LINE = 'defaults';


/***/ }),

/***/ 9120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ SEVERITY),
/* harmony export */   W: () => (/* binding */ checkState)
/* harmony export */ });
/**
 * What the change check (issue #40) reads and reports: the files an agent's pull request changes,
 * whole at its base and head where a finding needs them, and what in them goes beyond editing
 * documentation text. Pure data: the reading is ../job/change-check.ts, the judging ./check-change.ts.
 */
/** The severity of each kind: stable, documented in docs/change-check.md. */
const SEVERITY = {
    path: 'block',
    script: 'block',
    'mdx-code': 'block',
    secret: 'block',
    config: 'block',
    link: 'warn',
    hidden: 'warn',
    removed: 'warn',
};
/** The state of a check that found these. */
function checkState(findings) {
    if (findings.some((f) => f.severity === 'block'))
        return 'blocked';
    return findings.length > 0 ? 'warned' : 'passed';
}


/***/ }),

/***/ 3646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hv: () => (/* binding */ changesSection),
/* harmony export */   MG: () => (/* binding */ statusOfCheck)
/* harmony export */ });
/* unused harmony export MAX_NOTE_FINDINGS */
/* harmony import */ var _shared_markup_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9709);
/**
 * How the change check's result shows: the `docs-agent/changes` status (its state and words) and
 * the "Changes to check" section of the note on the agent's pull request. Findings' files and
 * details are escaped like every other text we show: a file name is the agent's to choose.
 */

/** What each kind means, in the note. */
const KIND_WORDS = {
    path: 'a file outside allowed-paths',
    script: 'markup that runs code or loads active content',
    'mdx-code': 'MDX code beyond plain values',
    secret: 'a credential',
    config: 'a docs config change beyond content',
    link: 'a link to a new host',
    hidden: 'text a reader of the site does not see',
    removed: 'a page removed without a redirect',
};
const kinds = (findings) => [...new Set(findings.map((f) => f.kind))].join(', ');
const count = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/**
 * The status the check sets; undefined when it sets none (off, or unavailable). `where` lists
 * the findings: the note on the agent's pull request, or the check's run.
 */
function statusOfCheck(check, where = 'the note') {
    const blocks = check.findings.filter((f) => f.severity === 'block');
    const warnings = check.findings.filter((f) => f.severity === 'warn');
    switch (check.state) {
        case 'blocked':
            return {
                state: 'failure',
                description: `${count(blocks.length, 'finding')} beyond docs text (${kinds(blocks)}): see ${where}`,
            };
        case 'warned':
            return {
                state: 'success',
                description: `Docs text, with ${count(warnings.length, 'warning')} (${kinds(warnings)})`,
            };
        case 'passed':
            return { state: 'success', description: 'Nothing beyond docs text' };
        default:
            return undefined;
    }
}
function findingLine(finding) {
    const where = finding.line > 0
        ? `<code>${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(finding.file)}</code> line ${finding.line}`
        : `<code>${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(finding.file)}</code>`;
    const severity = finding.severity === 'block' ? '\u26d4' : '\u26a0\ufe0f';
    return `- ${severity} ${where}: ${KIND_WORDS[finding.kind]} (<code>${finding.kind}</code>): ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(finding.detail)}`;
}
/** The most findings the note lists; the output lists them all. */
const MAX_NOTE_FINDINGS = 30;
/** The note's "Changes to check" section. */
function changesSection(check) {
    const title = '#### Changes to check';
    if (check.state === 'unavailable')
        return `${title}\nThe change could not be checked: ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(check.reason ?? 'GitHub did not give it')}. Re-run the workflow to check it.`;
    if (check.findings.length === 0)
        return `${title}\nNothing beyond documentation text.`;
    const listed = check.findings.slice(0, MAX_NOTE_FINDINGS).map(findingLine);
    const more = check.findings.length - listed.length;
    const verdict = check.state === 'blocked'
        ? 'Something here goes beyond documentation text: review it before merging.'
        : 'Nothing blocks; worth a look:';
    return [
        title,
        verdict,
        '',
        ...listed,
        ...(more > 0
            ? [`- and ${count(more, 'more finding')}: see the \`change-findings\` output`]
            : []),
    ].join('\n');
}


/***/ }),

/***/ 3858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A6: () => (/* binding */ eventOf),
/* harmony export */   v1: () => (/* binding */ loadRunContext),
/* harmony export */   wk: () => (/* binding */ repoUrl)
/* harmony export */ });
/* unused harmony export readRunContext */
/* harmony import */ var _shared_github_toolkit_import_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9209);

/** The run's event with its typed payload when its name is one of `names`, else undefined. */
function eventOf(context, names) {
    const name = names.find((candidate) => candidate === context.eventName);
    // The runner writes the payload of the event it names, so the name is what types the payload.
    return name === undefined ? undefined : { name, payload: context.payload };
}
/** The repository's page, e.g. https://github.com/acme/docs. */
function repoUrl(context) {
    return `${context.serverUrl}/${context.owner}/${context.repo}`;
}
/**
 * The run's context, read from @actions/github's `context` (the toolkit is loaded for it, once:
 * ../../shared/github/toolkit-import.ts), or from the one a test gives.
 */
async function loadRunContext(deps) {
    if (deps.githubContext !== undefined)
        return readRunContext(deps.githubContext);
    let toolkit;
    try {
        toolkit = await (0,_shared_github_toolkit_import_js__WEBPACK_IMPORTED_MODULE_0__/* .loadToolkit */ .f)();
    }
    catch (error) {
        // Its likeliest cause: the toolkit reads the event file as it loads, and JSON it is not.
        throw new Error(`@actions/github could not read the run's context (the event file GITHUB_EVENT_PATH names, which the runner writes): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    return readRunContext(toolkit.context);
}
/**
 * The run's context from the toolkit's. What it lacks is empty: no repository (no
 * GITHUB_REPOSITORY and none in the payload) leaves owner and repo '', no run id (or 0) '', no
 * attempt (or one below 1) 1; a payload that is not an object is {}.
 */
function readRunContext(github) {
    const { owner, repo } = repositoryOf(github);
    const serverUrl = github.serverUrl.replace(/\/+$/, '');
    // The toolkit reads both numbers with parseInt: NaN when absent or not a number.
    const runId = github.runId > 0 ? String(github.runId) : '';
    const attempt = github.runAttempt;
    const payload = github.payload;
    return {
        eventName: github.eventName ?? '',
        payload: typeof payload === 'object' && payload !== null ? payload : {},
        owner,
        repo,
        serverUrl,
        apiUrl: github.apiUrl.replace(/\/+$/, ''),
        runId,
        runAttempt: attempt > 0 ? attempt : 1,
        runUrl: runId === '' ? '' : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
    };
}
/** The toolkit's repository, which throws when it knows none. */
function repositoryOf(github) {
    try {
        const { owner, repo } = github.repo;
        return { owner: owner ?? '', repo: repo ?? '' };
    }
    catch {
        return { owner: '', repo: '' };
    }
}


/***/ }),

/***/ 12:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ii: () => (/* binding */ CHANGES_CONTEXT),
/* harmony export */   MM: () => (/* binding */ checkRules),
/* harmony export */   Sb: () => (/* binding */ setChangesStatus),
/* harmony export */   fb: () => (/* binding */ checkPullRequest),
/* harmony export */   g$: () => (/* binding */ tooLarge),
/* harmony export */   m$: () => (/* binding */ findingsOutput),
/* harmony export */   sx: () => (/* binding */ judgeChange)
/* harmony export */ });
/* unused harmony exports MAX_WHOLE_FILES, addedText, loadChecker */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/* harmony import */ var _shared_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1827);
/* harmony import */ var _check_change_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9120);
/* harmony import */ var _check_check_view_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3646);




/**
 * The change check of a job's pull request (issue #40): its files read from GitHub, judged by
 * ../check/check-change.ts (loaded on demand: only a run whose job opened a pull request pays for
 * the MDX parser), and the `docs-agent/changes` commit status on its head.
 */
const CHANGES_CONTEXT = 'docs-agent/changes';
/**
 * The most files a check reads whole, at base and head (two reads each): pages, SVG images and
 * the docs config. A change with more is `unavailable`, said in the note; the agent's changes
 * measured touch a few (docs/change-check.md).
 */
const MAX_WHOLE_FILES = 40;
/** Files the check must read whole: those it parses. */
const readWhole = (path) => /\.(mdx?|svg)$/i.test(path) || /(^|\/)(docs|mint|redirects)\.json$/.test(path);
/**
 * What a patch adds, each line where it stands in the head version and the others empty, so that
 * a finding's line is the head's (an added file's patch is the whole file).
 */
function addedText(patch) {
    const lines = [];
    let next = 0;
    for (const line of patch.split('\n')) {
        const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
        if (hunk !== null)
            next = Number(hunk[1]) - 1;
        else if (line.startsWith('+'))
            lines[next++] = line.slice(1);
        else if (line.startsWith(' '))
            next++;
    }
    return Array.from(lines, (line) => line ?? '').join('\n');
}
/**
 * A file as the check reads it: whole where it parses it, else what its patch adds. A path whose
 * text GitHub will not give (a symlink, a submodule, a file over 1 MB) is `unreadable`: the
 * check cannot see it, so it blocks.
 */
async function fileChange(github, file, ends) {
    const { path, status, previousPath, patch } = file;
    const change = {
        path,
        status,
        ...(previousPath === undefined ? {} : { previousPath }),
    };
    if (status === 'removed')
        return change;
    if (!readWhole(path))
        return patch === undefined ? change : { ...change, head: addedText(patch) };
    // An added file's patch is the whole file.
    if (status === 'added' && patch !== undefined)
        return { ...change, head: addedText(patch) };
    const head = await github.fileText(path, ends.headSha);
    if (head === null)
        return { ...change, unreadable: true };
    if (status === 'added' || head === undefined)
        return { ...change, ...(head === undefined ? {} : { head }) };
    const base = await github.fileText(previousPath ?? path, ends.baseSha);
    return { ...change, head, ...(base === undefined || base === null ? {} : { base }) };
}
/** The checker, imported once, at the first pull request checked. */
let checker;
/** The checker and its parsers (MDX, parse5, secretlint), loaded on demand. */
function loadChecker() {
    checker ??= Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(944), __webpack_require__.e(842)]).then(__webpack_require__.bind(__webpack_require__, 1842));
    return checker;
}
/** The team's rules as the check reads them: its inputs `allowed-paths` and `allowed-link-hosts`. */
function checkRules(inputs) {
    return {
        allowedPaths: inputs.allowedPaths,
        allowedLinkHosts: inputs.allowedLinkHosts,
        // Instructions to AI agents change only where the team's own globs name them.
        agentFilesAllowed: inputs.allowedPaths.some((glob) => /agents|claude|gemini|copilot|cursorrules|windsurfrules/i.test(glob)),
    };
}
/** Why a change is too large to read whole, or undefined when it is not. */
function tooLarge(files, complete) {
    const whole = files.filter((file) => readWhole(file.path) && file.status !== 'removed');
    if (complete && whole.length <= MAX_WHOLE_FILES)
        return undefined;
    return `the change is too large to check (${complete ? whole.length : 'over 3000'} files to read; the check reads at most ${MAX_WHOLE_FILES})`;
}
/**
 * The one judge of a change (a job's end and the check action both call it): `files` read at
 * `ends` (whole where the checker parses them) and held to `rules`. Throws when GitHub fails a
 * read: a change that cannot be read is never a pass.
 */
async function judgeChange(github, files, ends, rules) {
    const changes = [];
    for (const file of files)
        changes.push(await fileChange(github, file, ends));
    const { checkChange } = await loadChecker();
    return checkChange(changes, rules);
}
/** Reads and judges pull request `pull`; never throws (a failure is `unavailable`). */
async function checkPullRequest(parts, pull) {
    const { inputs, github } = parts;
    if (!inputs.checkChanges || github === undefined || inputs.dryRun)
        return { state: 'off', pull, findings: [] };
    let ends;
    try {
        ends = await github.pullRequestEnds(pull);
        const { files, complete } = await github.pullRequestChange(pull);
        const large = tooLarge(files, complete);
        if (large !== undefined)
            return unavailable(pull, large, ends.headSha);
        const findings = await judgeChange(github, files, ends, checkRules(inputs));
        return { state: (0,_check_change_types_js__WEBPACK_IMPORTED_MODULE_2__/* .checkState */ .W)(findings), pull, findings, headSha: ends.headSha };
    }
    catch (error) {
        return unavailable(pull, `GitHub did not give the change: ${(0,_shared_log_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .b)(error)}`, ends?.headSha);
    }
}
function unavailable(pull, reason, headSha) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not check what pull request #${pull} changes: ${reason}. The ${CHANGES_CONTEXT} status is not set.`);
    return {
        state: 'unavailable',
        pull,
        findings: [],
        reason,
        ...(headSha === undefined ? {} : { headSha }),
    };
}
/**
 * The `docs-agent/changes` status on the checked head: a follow-up's new head gets its own. A
 * head shows one verdict, written once: the head's newest status of the context is read first
 * (the check action may have judged it already), and nothing is written when it says the same,
 * nor `success` over a `failure` (another judge, with stricter rules, blocks it: a warning says
 * so). A failure is a warning: the note still shows the findings.
 */
async function setChangesStatus(github, check, targetUrl) {
    if (github === undefined || check.headSha === undefined)
        return;
    const wanted = (0,_check_check_view_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOfCheck */ .MG)(check);
    if (wanted === undefined)
        return;
    const head = check.headSha.slice(0, 7);
    try {
        const [newest] = await github.commitStatuses(check.headSha, CHANGES_CONTEXT, 1);
        if (newest?.state === wanted.state && newest.description === wanted.description)
            return;
        if (newest?.state === 'failure' && wanted.state === 'success') {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${CHANGES_CONTEXT} on ${head} says failure (${newest.description}), set by another check of this head with other rules: it stands. Give the agent's steps and the check action the same allowed-paths and allowed-link-hosts.`);
            return;
        }
        await github.createCommitStatus(check.headSha, {
            ...wanted,
            context: CHANGES_CONTEXT,
            targetUrl,
        });
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not set the ${CHANGES_CONTEXT} status of ${head}: ${(0,_shared_log_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .b)(error)}`);
    }
}
/** The findings as the `change-findings` output lists them. */
function findingsOutput(findings) {
    return JSON.stringify(findings.map(({ file, line, kind, severity, detail }) => ({
        file,
        line,
        kind,
        severity,
        detail,
    })));
}


/***/ }),

/***/ 8485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 12 modules
var core = __webpack_require__(143);
// EXTERNAL MODULE: ./src/agent/github/context.ts
var github_context = __webpack_require__(3858);
// EXTERNAL MODULE: ./src/shared/github/untrusted.ts
var untrusted = __webpack_require__(455);
;// CONCATENATED MODULE: ./src/agent/pull-check/check-subject.ts


/** The actions of a pull request event that bring a head to answer for. */
const PULL_ACTIONS = ['opened', 'synchronize', 'reopened', 'ready_for_review'];
const SHA = /^[0-9a-f]{40}$/i;
/** `refs/heads/main` as `main`. */
const branchOf = (ref) => ref.replace(/^refs\/heads\//, '');
function checkSubject(context, inputs) {
    const event = (0,github_context/* eventOf */.A6)(context, [
        'pull_request',
        'pull_request_target',
        'merge_group',
    ]);
    if (event === undefined)
        return {
            kind: 'none',
            reason: `the event is ${context.eventName || 'unnamed'}: the check answers pull_request, pull_request_target and merge_group`,
        };
    const action = (0,untrusted/* textOf */.b)(event.payload.action);
    if (event.name === 'merge_group') {
        const group = event.payload.merge_group;
        const headSha = (0,untrusted/* textOf */.b)(group?.head_sha).toLowerCase();
        const baseSha = (0,untrusted/* textOf */.b)(group?.base_sha).toLowerCase();
        if (action !== 'checks_requested')
            return { kind: 'none', reason: `merge_group.${action || 'unnamed'} asks for no check` };
        const baseBranch = branchOf((0,untrusted/* textOf */.b)(group?.base_ref));
        if (!SHA.test(headSha) || !SHA.test(baseSha) || baseBranch === '')
            return {
                kind: 'none',
                reason: 'the merge_group event names no head and base commits and no base branch',
            };
        return { kind: 'group', headSha, baseSha, baseBranch };
    }
    const pull = event.payload.pull_request;
    if (!PULL_ACTIONS.includes(action))
        return {
            kind: 'none',
            reason: `${event.name}.${action || 'unnamed'} brings no new head to check (the check answers ${PULL_ACTIONS.join(', ')})`,
        };
    const headSha = (0,untrusted/* textOf */.b)(pull?.head?.sha).toLowerCase();
    const baseSha = (0,untrusted/* textOf */.b)(pull?.base?.sha).toLowerCase();
    const number = typeof pull?.number === 'number' ? pull.number : 0;
    if (!SHA.test(headSha) || !SHA.test(baseSha) || number <= 0)
        return { kind: 'none', reason: `the ${event.name} event names no pull request and head commit` };
    const author = (0,untrusted/* textOf */.b)(pull?.user?.login);
    const agents = inputs.agentLogins.includes(author.toLowerCase());
    return { kind: 'pull', number, headSha, baseSha, author, judged: agents || inputs.checkAll };
}

// EXTERNAL MODULE: ./src/shared/inputs.ts
var shared_inputs = __webpack_require__(3876);
// EXTERNAL MODULE: ./src/agent/check-inputs.ts
var check_inputs = __webpack_require__(3499);
;// CONCATENATED MODULE: ./src/agent/pull-check/pull-check-inputs.ts


/** The platform's app, which opens the agent's pull requests. */
const DEFAULT_AGENT_LOGINS = ['mintlify[bot]'];
/** A GitHub login, or an App's bot login (`name[bot]`). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
function readAgentLogins() {
    const logins = (0,shared_inputs/* readItems */.F1)('agent-logins');
    for (const login of logins)
        if (!LOGIN.test(login))
            throw new shared_inputs/* InputError */.dz(`Input 'agent-logins' takes GitHub logins (mintlify[bot], a user's login), one per line or comma-separated; got ${(0,shared_inputs/* quote */.hD)(login)}.`);
    return logins.length === 0 ? [...DEFAULT_AGENT_LOGINS] : logins.map((l) => l.toLowerCase());
}
/** Every input, read and checked before any request. */
function getPullCheckInputs() {
    const githubToken = (0,shared_inputs/* readSecret */.n5)('github-token');
    if (githubToken === '')
        throw new shared_inputs/* InputError */.dz("Input 'github-token' is empty: the check reads the change and writes its status with it. Leave it out to use the workflow's token.");
    return {
        githubToken,
        agentLogins: readAgentLogins(),
        allowedPaths: (0,check_inputs/* readAllowedPaths */.he)(),
        allowedLinkHosts: (0,check_inputs/* readAllowedLinkHosts */.C5)(),
        checkAll: (0,shared_inputs/* readBoolean */.Vf)('check-all', false),
    };
}

// EXTERNAL MODULE: ./src/shared/markup.ts
var markup = __webpack_require__(9709);
// EXTERNAL MODULE: ./src/shared/step-summary.ts
var step_summary = __webpack_require__(3866);
// EXTERNAL MODULE: ./src/agent/check/check-view.ts
var check_view = __webpack_require__(3646);
// EXTERNAL MODULE: ./src/agent/job/change-check.ts
var change_check = __webpack_require__(12);
;// CONCATENATED MODULE: ./src/agent/pull-check/pull-check-report.ts





/** The check action's outputs, set in this one place. */
function setPullCheckOutputs(result) {
    core/* setOutput */.uH('change-check', result.state);
    core/* setOutput */.uH('change-findings', (0,change_check/* findingsOutput */.m$)(result.findings));
}
/** The step summary: the status set and, for a judged change, each finding escaped. */
async function writePullCheckSummary(result, conclusion) {
    const status = result.status;
    const head = status === undefined || result.sha === undefined
        ? `### ${change_check/* CHANGES_CONTEXT */.Ii}\n${(0,markup/* escapeMarkup */.My)(conclusion.message)}`
        : `### ${change_check/* CHANGES_CONTEXT */.Ii}: \`${status.state}\` on ${result.sha.slice(0, 7)}\n${(0,markup/* escapeMarkup */.My)(status.description ?? '')}`;
    const { state } = result;
    const findings = state === 'passed' || state === 'warned' || state === 'blocked'
        ? `\n\n${(0,check_view/* changesSection */.Hv)({ state, pull: 0, findings: result.findings }).replace(/^#### .*\n/, '')}`
        : '';
    await (0,step_summary/* appendSummary */.f)(`${head}${findings}\n`);
}

// EXTERNAL MODULE: ./src/shared/github/github-client.ts + 16 modules
var github_client = __webpack_require__(3290);
// EXTERNAL MODULE: ./src/shared/http/errors.ts
var errors = __webpack_require__(1903);
// EXTERNAL MODULE: ./src/shared/log.ts
var log = __webpack_require__(1827);
// EXTERNAL MODULE: ./src/agent/check/change-types.ts
var change_types = __webpack_require__(9120);
;// CONCATENATED MODULE: ./src/agent/pull-check/pull-check-run.ts







/** A change that could not be read, and which read failed. */
class Unreadable extends Error {
}
/** The files of the agent's pull requests that a merge group changes. */
async function groupFiles(parts, subject) {
    const { github, inputs } = parts;
    const open = await github.openPullRequests(subject.baseBranch);
    if (!open.complete)
        throw new Unreadable(`more open pull requests into ${subject.baseBranch} than the check reads`);
    const agents = open.pulls.filter((pull) => inputs.checkAll || inputs.agentLogins.includes(pull.author.toLowerCase()));
    if (agents.length === 0)
        return `No agent pull request is open into ${subject.baseBranch}`;
    const compared = await github.compareCommits(subject.baseSha, subject.headSha, { bytes: 0 });
    if (compared.kind === 'not-found')
        throw new Unreadable(compared.message);
    if (compared.filesCapped)
        throw new Unreadable('the merge group changes more files than GitHub lists (300)');
    const changed = new Set(compared.files.map((file) => file.filename));
    const files = new Map();
    for (const pull of agents) {
        const { files: listed, complete } = await github.pullRequestChange(pull.number);
        if (!complete)
            throw new Unreadable(`pull request #${pull.number} changes more files than the check reads`);
        for (const file of listed)
            if (changed.has(file.path) ||
                (file.previousPath !== undefined && changed.has(file.previousPath)))
                files.set(file.path, file);
    }
    if (files.size === 0)
        return 'The merge group holds no change of the agent\u2019s pull requests';
    return [...files.values()];
}
/** Judges `files` between the subject's ends: the check's result and its status. */
async function judged(parts, files, ends) {
    const large = (0,change_check/* tooLarge */.g$)(files, true);
    if (large !== undefined)
        throw new Unreadable(large);
    const findings = await (0,change_check/* judgeChange */.sx)(parts.github, files, ends, (0,change_check/* checkRules */.MM)(parts.inputs));
    const check = {
        state: (0,change_types/* checkState */.W)(findings),
        pull: 0,
        findings,
        headSha: ends.headSha,
    };
    const wanted = (0,check_view/* statusOfCheck */.MG)(check, 'the check\u2019s run') ?? { state: 'error', description: '' };
    return {
        state: check.state,
        findings,
        sha: ends.headSha,
        status: {
            ...wanted,
            context: change_check/* CHANGES_CONTEXT */.Ii,
            ...(parts.runUrl === undefined ? {} : { targetUrl: parts.runUrl }),
        },
    };
}
/** What the subject's status is, reading and judging what it needs. */
async function verdict(parts, subject) {
    const passed = (sha, description) => ({
        state: 'skipped',
        findings: [],
        sha,
        status: {
            state: 'success',
            context: change_check/* CHANGES_CONTEXT */.Ii,
            description: (0,github_client/* statusDescription */.$U)(description),
            ...(parts.runUrl === undefined ? {} : { targetUrl: parts.runUrl }),
        },
    });
    if (subject.kind === 'pull') {
        if (!subject.judged)
            return passed(subject.headSha, `Not the agent's pull request (opened by ${subject.author || 'someone'}): not checked`);
        // The files GitHub lists are the pull request's now: judged only while its head is the
        // event's (a later push's own event judges the head it brings).
        const ends = await parts.github.pullRequestEnds(subject.number);
        if (ends.headSha !== subject.headSha)
            return { state: 'skipped', findings: [], movedTo: ends.headSha };
        const { files, complete } = await parts.github.pullRequestChange(subject.number);
        if (!complete)
            throw new Unreadable((0,change_check/* tooLarge */.g$)(files, false) ?? 'the change is too large to check');
        return judged(parts, files, ends);
    }
    const files = await groupFiles(parts, subject);
    if (typeof files === 'string')
        return passed(subject.headSha, files);
    return judged(parts, files, subject);
}
/** The hint for a status GitHub refused to write. */
function writeHint(error, eventName) {
    if (!(error instanceof errors/* ApiError */.hD) || error.status !== 403)
        return '';
    return eventName === 'pull_request'
        ? " A pull_request run from a fork has a read-only token: run the check on pull_request_target (it never checks out the fork's code)."
        : ' The token needs statuses: write.';
}
/**
 * Sets `status` on `sha`, unless its newest status of the context already says it (`look`: a
 * judged head, where a job's end may have written the same verdict).
 */
async function setStatus(github, sha, status, look) {
    if (look) {
        const [newest] = await github.commitStatuses(sha, change_check/* CHANGES_CONTEXT */.Ii, 1);
        // The same verdict, whoever set it (a job's end links the pull request, this the run).
        if (newest !== undefined && (0,github_client/* isStatus */.zM)({ ...newest, targetUrl: status.targetUrl }, status)) {
            core/* info */.pq(`${change_check/* CHANGES_CONTEXT */.Ii} on ${sha.slice(0, 7)} already says ${status.state}.`);
            return;
        }
    }
    await github.createCommitStatus(sha, status);
    core/* info */.pq(`Set ${change_check/* CHANGES_CONTEXT */.Ii} on ${sha.slice(0, 7)}: ${status.state} (${status.description ?? ''}).`);
}
/** The run: the subject's verdict, its status written, and how the step ends. */
async function runPullCheck(parts, subject) {
    if (subject.kind === 'none')
        return {
            result: { state: 'skipped', findings: [] },
            conclusion: { level: 'skipped', message: `Nothing to check: ${subject.reason}.` },
        };
    let result;
    try {
        result = await verdict(parts, subject);
    }
    catch (error) {
        const reason = (0,log/* messageOf */.b)(error);
        result = {
            state: 'unavailable',
            findings: [],
            sha: subject.headSha,
            status: {
                state: 'error',
                context: change_check/* CHANGES_CONTEXT */.Ii,
                description: (0,github_client/* statusDescription */.$U)(`Could not read the change: ${reason}. Re-run this check`),
                ...(parts.runUrl === undefined ? {} : { targetUrl: parts.runUrl }),
            },
        };
    }
    const { status, sha } = result;
    try {
        if (status !== undefined && sha !== undefined)
            await setStatus(parts.github, sha, status, result.state !== 'skipped' || parts.runAttempt > 1);
    }
    catch (error) {
        return {
            result,
            conclusion: {
                level: 'failure',
                message: `Could not set the ${change_check/* CHANGES_CONTEXT */.Ii} status of ${sha?.slice(0, 7) ?? 'the head'}: ${(0,log/* messageOf */.b)(error).replace(/\.*$/, '')}.${writeHint(error, parts.eventName)}`,
            },
        };
    }
    return { result, conclusion: conclusionOf(result, subject) };
}
function conclusionOf(result, subject) {
    const what = subject.kind === 'pull' ? `pull request #${subject.number}` : 'the merge group';
    const description = result.status?.description ?? '';
    if (result.movedTo !== undefined)
        return {
            level: 'skipped',
            message: `Nothing set: ${what} has moved on to ${result.movedTo.slice(0, 7)} since ${subject.headSha.slice(0, 7)}, whose event this is; the push that brought it is checked by its own event.`,
        };
    switch (result.state) {
        case 'unavailable':
            return {
                level: 'failure',
                message: `${description} (${what}). Its ${change_check/* CHANGES_CONTEXT */.Ii} status says error until a re-run reads it.`,
            };
        case 'blocked':
            return {
                level: 'warning',
                message: `${change_check/* CHANGES_CONTEXT */.Ii}: ${description.replace(/: see .*$/, '')} in ${what}; the findings are in the step summary and the change-findings output.`,
            };
        case 'skipped':
            return {
                level: 'success',
                message: `${change_check/* CHANGES_CONTEXT */.Ii}: success on ${what}: ${description}.`,
            };
        default:
            return { level: 'success', message: `${change_check/* CHANGES_CONTEXT */.Ii}: ${description} (${what}).` };
    }
}

// EXTERNAL MODULE: ./src/shared/dependencies.ts
var dependencies = __webpack_require__(6460);
// EXTERNAL MODULE: ./src/shared/lifecycle.ts
var lifecycle = __webpack_require__(1685);
;// CONCATENATED MODULE: ./src/entrypoints/check.ts










/** The most a check may take, GitHub's rate limits waited out included. */
const CHECK_DEADLINE_MS = 10 * 60_000;
/** Reads every input (a bad one fails here, before any request), then builds the run. */
async function start(deps) {
    const inputs = getPullCheckInputs();
    const timeoutMs = (0,shared_inputs/* readRequestTimeout */.Z6)();
    const context = await (0,github_context/* loadRunContext */.v1)(deps);
    if (context.owner === '')
        throw new Error('GITHUB_REPOSITORY does not name the repository: the check has no commit to answer.');
    const subject = checkSubject(context, inputs);
    const github = (0,github_client/* createGitHubClient */.LX)({
        apiUrl: context.apiUrl,
        token: inputs.githubToken,
        owner: context.owner,
        repo: context.repo,
        timeoutMs,
        deadline: deps.clock.now() + CHECK_DEADLINE_MS,
        onRetry: (message) => core/* info */.pq(message),
    }, deps);
    let result = { state: 'skipped', findings: [] };
    return {
        secrets: [inputs.githubToken],
        carryOut: async () => {
            const parts = {
                inputs,
                github,
                runUrl: context.runUrl === '' ? undefined : context.runUrl,
                eventName: context.eventName,
                runAttempt: context.runAttempt,
            };
            const ran = await runPullCheck(parts, subject);
            result = ran.result;
            return ran.conclusion;
        },
        // Between requests there is nothing to undo: a status is one write.
        stop: () => Promise.resolve(),
        stopped: (signal) => ({
            level: 'failure',
            message: `The check was stopped (${signal}) before it set its status: re-run it.`,
        }),
        report: async (conclusion) => {
            setPullCheckOutputs(result);
            await writePullCheckSummary(result, conclusion);
        },
    };
}
/** The check action's step: `dist/check/index.js`, or in process. */
function run(deps = dependencies/* realDependencies */._) {
    return (0,lifecycle/* runAction */.C)(deps, start);
}


/***/ }),

/***/ 1685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ runAction)
/* harmony export */ });
/* unused harmony export CANCEL_GRACE_MS */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1903);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1827);



/**
 * How long a cancelled run may wind down (close the tracking comment, finish the page in hand)
 * before it reports and exits, for both actions. The runner sends SIGINT, then SIGTERM 7.5 s
 * later: 4 s leaves time to write the outputs and the summary before that.
 */
const CANCEL_GRACE_MS = 4000;
/**
 * The one lifecycle of both actions' main steps:
 * 1. `start` reads every input (masking secrets as it reads them) and builds the run; an error
 *    there fails the step with its message, before any request.
 * 2. The run is carried out. A cancellation (SIGINT/SIGTERM) asks it to stop, waits up to
 *    CANCEL_GRACE_MS, reports it stopped and exits with 1.
 * 3. Whichever ending comes first reports, exactly once: the message redacted, outputs and
 *    summary written, then the verdict (`setFailed` for a failure).
 * 4. The process exits once idle, even if a stuck socket would keep it alive.
 */
async function runAction(deps, start) {
    let run;
    try {
        run = await start(deps);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_log_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error));
        return;
    }
    const { secrets } = run;
    let ending;
    const end = (conclusion) => (ending ??= (async () => {
        const safe = { ...conclusion, message: (0,_http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(conclusion.message, secrets) };
        await run.report(safe);
        announce(safe);
    })());
    const removeHandlers = onCancel(deps, (signal) => {
        const stopping = run.stop(signal).catch(() => undefined);
        void Promise.race([stopping, deps.clock.sleep(CANCEL_GRACE_MS)])
            .then(async () => end(await run.stopped(signal)))
            .catch((error) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)((0,_log_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error), secrets)))
            .finally(() => process.exit(1));
    });
    // A run concludes its own failures; anything that still escapes fails the step with its
    // message (redacted in `end`), never with a stack trace.
    const conclusion = await run
        .carryOut()
        .catch((error) => ({ level: 'failure', message: (0,_log_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error) }));
    removeHandlers();
    await end(conclusion);
    exitWhenIdle(deps);
}
/** Annotates the run with the verdict. */
function announce(conclusion) {
    const { level, message } = conclusion;
    if (level === 'failure')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(message);
    else if (level === 'warning')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message);
    else if (level === 'notice')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(message);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(message);
}
/**
 * Runs `onSignal` once on SIGINT or SIGTERM (the runner cancels with SIGINT, then SIGTERM), when
 * the run owns its process. Returns the function that removes the handlers.
 */
function onCancel(deps, onSignal) {
    if (!deps.ownsProcess)
        return () => undefined;
    let fired = false;
    const handler = (signal) => {
        if (fired)
            return;
        fired = true;
        onSignal(signal);
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return () => {
        process.off('SIGINT', handler);
        process.off('SIGTERM', handler);
    };
}
/** Every socket has been disposed; this only guards against one a proxy agent keeps open. */
function exitWhenIdle(deps) {
    if (deps.ownsProcess)
        setTimeout(() => process.exit(), 2000).unref();
}


/***/ }),

/***/ 1827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ messageOf),
/* harmony export */   t: () => (/* binding */ logUntrusted)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(143);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1903);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3876);




/**
 * Prints text a user or the service wrote, with workflow commands switched off around it, so that
 * a line such as `::add-mask::` or `::error::` inside it is shown, not obeyed.
 */
function logUntrusted(title, text) {
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .startGroup */ .Oh(title);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`::stop-commands::${token}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(text);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`::${token}::`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .endGroup */ .N4();
}
/** The user-facing text of any error: ours are written for users; anything else is a bug. */
function messageOf(error) {
    if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD || error instanceof _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz)
        return error.message;
    if (error instanceof Error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz(error.stack ?? error.message);
        return `Unexpected error: ${error.message}`;
    }
    return `Unexpected error: ${String(error)}`;
}


/***/ }),

/***/ 3866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ appendSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);

/** Appends to the job summary; a summary that cannot be written is a warning, not a failure. */
async function appendSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown, true).write();
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary: ${error.message}`);
    }
}


/***/ })

};

//# sourceMappingURL=485.index.js.map