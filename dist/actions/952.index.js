export const id = 952;
export const ids = [952];
export const modules = {

/***/ 4481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ readAllowedLinkHosts),
/* harmony export */   Y2: () => (/* binding */ readCheckInputs),
/* harmony export */   he: () => (/* binding */ readAllowedPaths)
/* harmony export */ });
/* harmony import */ var _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6650);
/* harmony import */ var _check_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8337);


function readAllowedPaths() {
    const lines = (0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readItems */ .F1)('allowed-paths', /\r?\n/);
    if (lines.length === 0)
        return [..._check_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ALLOWED_PATHS */ .yT];
    for (const line of lines) {
        const valid = line.length <= MAX_GLOB && !/[\p{Cc}]/u.test(line) && !line.startsWith('!') && balanced(line);
        if (!valid)
            throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`Input 'allowed-paths' takes one glob per line (no '!' negation, at most ${MAX_GLOB} characters), or '${_check_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS_LINE */ .y9}' for the default list; got ${(0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(line)}.`);
    }
    return [
        ...new Set(lines.flatMap((line) => (line === _check_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS_LINE */ .y9 ? _check_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ALLOWED_PATHS */ .yT : [line]))),
    ];
}
const MAX_GLOB = 4096;
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

/***/ 8337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gu: () => (/* binding */ GLOB_OPTIONS),
/* harmony export */   y9: () => (/* binding */ DEFAULTS_LINE),
/* harmony export */   yT: () => (/* binding */ DEFAULT_ALLOWED_PATHS)
/* harmony export */ });
const DEFAULT_ALLOWED_PATHS = [
    '**/*.md',
    '**/*.mdx',
    '**/docs.json',
    '**/mint.json',
    '**/redirects.json',
    '**/[a-z][a-z].json',
    '**/[a-z][a-z]-[a-zA-Z][a-zA-Z].json',
    '.vale/styles/**/*.{yml,txt}',
    '**/*openapi*.{json,yaml,yml}',
    '**/*asyncapi*.{json,yaml,yml}',
    '**/openapi/**/*.{json,yaml,yml}',
    '**/*.{png,jpg,jpeg,gif,webp,avif,svg,ico}',
];
const GLOB_OPTIONS = { dot: false };
const DEFAULTS_LINE = 'defaults';


/***/ }),

/***/ 4642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ SEVERITY),
/* harmony export */   W: () => (/* binding */ checkState)
/* harmony export */ });
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
function checkState(findings) {
    if (findings.some((f) => f.severity === 'block'))
        return 'blocked';
    return findings.length > 0 ? 'warned' : 'passed';
}


/***/ }),

/***/ 444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hv: () => (/* binding */ changesSection),
/* harmony export */   MG: () => (/* binding */ statusOfCheck),
/* harmony export */   Vj: () => (/* binding */ verdictOf)
/* harmony export */ });
/* harmony import */ var _shared_markup_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5283);

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
function verdictOf(description) {
    return (description ?? '').replace(/: see [^:]*$/, '');
}
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
const MAX_NOTE_FINDINGS = 30;
function changesSection(check) {
    const title = '#### Changes to check';
    if (check.state === 'unavailable' && check.tooLarge === true)
        return `${title}\nThe change was not checked: ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(check.reason ?? 'it is too large')}. A person must review it before merging.`;
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

/***/ 9598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ii: () => (/* binding */ CHANGES_CONTEXT),
/* harmony export */   MM: () => (/* binding */ checkRules),
/* harmony export */   Sb: () => (/* binding */ setChangesStatus),
/* harmony export */   fb: () => (/* binding */ checkPullRequest),
/* harmony export */   g$: () => (/* binding */ tooLarge),
/* harmony export */   m$: () => (/* binding */ findingsOutput),
/* harmony export */   oG: () => (/* binding */ beforeWriting),
/* harmony export */   sx: () => (/* binding */ judgeChange),
/* harmony export */   wv: () => (/* binding */ standsWarning)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5264);
/* harmony import */ var _shared_http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33);
/* harmony import */ var _shared_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8997);
/* harmony import */ var _check_change_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4642);
/* harmony import */ var _check_check_view_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(444);





const CHANGES_CONTEXT = 'docs-agent/changes';
const MAX_WHOLE_FILES = 40;
const readWhole = (path) => /\.(mdx?|svg)$/i.test(path) || /(^|\/)(docs|mint|redirects)\.json$/.test(path);
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
let checker;
function loadChecker() {
    checker ??= Promise.all(/* import() */[__webpack_require__.e(951), __webpack_require__.e(938), __webpack_require__.e(232)]).then(__webpack_require__.bind(__webpack_require__, 232));
    return checker;
}
function checkRules(inputs) {
    return {
        allowedPaths: inputs.allowedPaths,
        allowedLinkHosts: inputs.allowedLinkHosts,
        agentFilesAllowed: inputs.allowedPaths.some((glob) => /agents|claude|gemini|copilot|cursorrules|windsurfrules/i.test(glob)),
    };
}
function tooLarge(files, complete) {
    const whole = files.filter((file) => readWhole(file.path) && file.status !== 'removed');
    if (complete && whole.length <= MAX_WHOLE_FILES)
        return undefined;
    return `the change is too large to check (${complete ? whole.length : 'over 3000'} files to read; the check reads at most ${MAX_WHOLE_FILES})`;
}
async function judgeChange(github, files, ends, rules) {
    const changes = [];
    for (const file of files)
        changes.push(await fileChange(github, file, ends));
    const { checkChange } = await loadChecker();
    return checkChange(changes, rules);
}
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
            return { ...unavailable(pull, large, ends.headSha), tooLarge: true };
        const findings = await judgeChange(github, files, ends, checkRules(inputs));
        return { state: (0,_check_change_types_js__WEBPACK_IMPORTED_MODULE_3__/* .checkState */ .W)(findings), pull, findings, headSha: ends.headSha };
    }
    catch (error) {
        return unavailable(pull, `GitHub did not give the change: ${(0,_shared_log_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error)}`, ends?.headSha);
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
function beforeWriting(newest, wanted) {
    if (newest === undefined)
        return 'write';
    if (newest.state === wanted.state &&
        (0,_check_check_view_js__WEBPACK_IMPORTED_MODULE_4__/* .verdictOf */ .Vj)(newest.description) === (0,_check_check_view_js__WEBPACK_IMPORTED_MODULE_4__/* .verdictOf */ .Vj)(wanted.description))
        return 'same';
    return newest.state === 'failure' && wanted.state === 'success' ? 'stands' : 'write';
}
function standsWarning(head, description) {
    return `${CHANGES_CONTEXT} on ${head} says failure (${description ?? ''}), set by another check of this head with other rules: it stands. Give the agent's steps and the check action the same allowed-paths and allowed-link-hosts.`;
}
async function setChangesStatus(github, check, targetUrl) {
    if (github === undefined || check.headSha === undefined)
        return undefined;
    const wanted = (0,_check_check_view_js__WEBPACK_IMPORTED_MODULE_4__/* .statusOfCheck */ .MG)(check);
    if (wanted === undefined)
        return undefined;
    const head = check.headSha.slice(0, 7);
    try {
        const [newest] = await github.commitStatuses(check.headSha, CHANGES_CONTEXT, 1);
        const before = beforeWriting(newest, wanted);
        if (before === 'stands')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(standsWarning(head, newest?.description));
        if (before !== 'write')
            return undefined;
        await github.createCommitStatus(check.headSha, {
            ...wanted,
            context: CHANGES_CONTEXT,
            targetUrl,
        });
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not set the ${CHANGES_CONTEXT} status of ${head}: ${(0,_shared_log_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error)}`);
        const refused = error instanceof _shared_http_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD &&
            !error.transient &&
            (error.status === 403 || error.status === 404);
        if (refused)
            return (0,_shared_log_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error);
    }
    return undefined;
}
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

/***/ 4952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

var core = __webpack_require__(5264);
var github_context = __webpack_require__(2212);
var untrusted = __webpack_require__(7677);
;// CONCATENATED MODULE: ../../agent/pull-check/check-subject.ts


const PULL_ACTIONS = ['opened', 'synchronize', 'reopened', 'ready_for_review'];
const SHA = /^[0-9a-f]{40}$/i;
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

var shared_inputs = __webpack_require__(6650);
var check_inputs = __webpack_require__(4481);
;// CONCATENATED MODULE: ../../agent/pull-check/pull-check-inputs.ts


const DEFAULT_AGENT_LOGINS = ['mintlify[bot]'];
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
function readAgentLogins() {
    const logins = (0,shared_inputs/* readItems */.F1)('agent-logins');
    for (const login of logins)
        if (!LOGIN.test(login))
            throw new shared_inputs/* InputError */.dz(`Input 'agent-logins' takes GitHub logins (mintlify[bot], a user's login), one per line or comma-separated; got ${(0,shared_inputs/* quote */.hD)(login)}.`);
    return logins.length === 0 ? [...DEFAULT_AGENT_LOGINS] : logins.map((l) => l.toLowerCase());
}
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

var markup = __webpack_require__(5283);
var step_summary = __webpack_require__(9924);
var check_view = __webpack_require__(444);
var change_check = __webpack_require__(9598);
;// CONCATENATED MODULE: ../../agent/pull-check/pull-check-report.ts





function setPullCheckOutputs(result) {
    core/* setOutput */.uH('change-check', result.state);
    core/* setOutput */.uH('change-findings', (0,change_check/* findingsOutput */.m$)(result.findings));
}
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

var github_client = __webpack_require__(6904);
var errors = __webpack_require__(33);
var log = __webpack_require__(8997);
var change_types = __webpack_require__(4642);
;// CONCATENATED MODULE: ../../agent/pull-check/pull-check-run.ts







class Unreadable extends Error {
}
class TooLarge extends Unreadable {
}
async function groupFiles(parts, subject) {
    const { github, inputs } = parts;
    const open = await github.openPullRequests(subject.baseBranch);
    if (!open.complete)
        throw new TooLarge(`more open pull requests into ${subject.baseBranch} than the check reads`);
    const agents = open.pulls.filter((pull) => inputs.checkAll || inputs.agentLogins.includes(pull.author.toLowerCase()));
    if (agents.length === 0)
        return `No agent pull request is open into ${subject.baseBranch}`;
    const compared = await github.compareCommits(subject.baseSha, subject.headSha, { bytes: 0 });
    if (compared.kind === 'not-found')
        throw new Unreadable(compared.message);
    if (compared.filesCapped)
        throw new TooLarge('the merge group changes more files than GitHub lists (300)');
    const changed = new Set(compared.files.map((file) => file.filename));
    const files = new Map();
    for (const pull of agents) {
        const { files: listed, complete } = await github.pullRequestChange(pull.number);
        if (!complete)
            throw new TooLarge(`pull request #${pull.number} changes more files than the check reads`);
        for (const file of listed)
            if (changed.has(file.path) ||
                (file.previousPath !== undefined && changed.has(file.previousPath)))
                files.set(file.path, file);
    }
    if (files.size === 0)
        return 'The merge group holds no change of the agent\u2019s pull requests';
    return [...files.values()];
}
async function judged(parts, files, ends) {
    const large = (0,change_check/* tooLarge */.g$)(files, true);
    if (large !== undefined)
        throw new TooLarge(large);
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
        const ends = await parts.github.pullRequestEnds(subject.number);
        if (ends.headSha !== subject.headSha)
            return { state: 'skipped', findings: [], movedTo: ends.headSha };
        const { files, complete } = await parts.github.pullRequestChange(subject.number);
        if (!complete)
            throw new TooLarge((0,change_check/* tooLarge */.g$)(files, false) ?? 'the change is too large to check');
        return judged(parts, files, ends);
    }
    const files = await groupFiles(parts, subject);
    if (typeof files === 'string')
        return passed(subject.headSha, files);
    return judged(parts, files, subject);
}
function writeHint(error, eventName) {
    if (!(error instanceof errors/* ApiError */.hD) || error.status !== 403)
        return '';
    return eventName === 'pull_request'
        ? " A pull_request run from a fork has a read-only token: run the check on pull_request_target (it never checks out the fork's code)."
        : ' The token needs statuses: write.';
}
async function setStatus(github, sha, status, look) {
    if (look) {
        const [newest] = await github.commitStatuses(sha, change_check/* CHANGES_CONTEXT */.Ii, 1);
        const before = (0,change_check/* beforeWriting */.oG)(newest, status);
        if (before === 'same') {
            core/* info */.pq(`${change_check/* CHANGES_CONTEXT */.Ii} on ${sha.slice(0, 7)} already says ${status.state}.`);
            return;
        }
        if (before === 'stands') {
            core/* warning */.$e((0,change_check/* standsWarning */.wv)(sha.slice(0, 7), newest?.description));
            return;
        }
    }
    await github.createCommitStatus(sha, status);
    core/* info */.pq(`Set ${change_check/* CHANGES_CONTEXT */.Ii} on ${sha.slice(0, 7)}: ${status.state} (${status.description ?? ''}).`);
}
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
        const reason = error instanceof Unreadable ? error.message : (0,log/* messageOf */.b)(error);
        const large = error instanceof TooLarge;
        result = {
            state: 'unavailable',
            findings: [],
            sha: subject.headSha,
            ...(large ? { tooLarge: true } : {}),
            status: {
                state: large ? 'failure' : 'error',
                context: change_check/* CHANGES_CONTEXT */.Ii,
                description: (0,github_client/* statusDescription */.$U)(large
                    ? `Not checked (${subject.kind === 'pull' ? 'a person must review it' : "review the agent's pull requests and merge them outside the queue"}): ${reason}`
                    : `Could not read the change: ${reason}. Re-run this check`),
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
            return result.tooLarge === true
                ? {
                    level: 'warning',
                    message: `${description} (${what}): its ${change_check/* CHANGES_CONTEXT */.Ii} status says failure; a re-run reads no more of it.`,
                }
                : {
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

var dependencies = __webpack_require__(2626);
var lifecycle = __webpack_require__(9019);
;// CONCATENATED MODULE: ../check.ts










const CHECK_DEADLINE_MS = 10 * 60_000;
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
function run(deps = dependencies/* realDependencies */._) {
    return (0,lifecycle/* runAction */.C)(deps, start);
}


/***/ }),

/***/ 9019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ runAction)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5264);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8997);



const CANCEL_GRACE_MS = 4000;
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
    const conclusion = await run
        .carryOut()
        .catch((error) => ({ level: 'failure', message: (0,_log_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error) }));
    removeHandlers();
    await end(conclusion);
    exitWhenIdle(deps);
}
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
function exitWhenIdle(deps) {
    if (deps.ownsProcess)
        setTimeout(() => process.exit(), 2000).unref();
}


/***/ }),

/***/ 8997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ messageOf),
/* harmony export */   t: () => (/* binding */ logUntrusted)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5264);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6650);




function logUntrusted(title, text) {
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .startGroup */ .Oh(title);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`::stop-commands::${token}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(text);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`::${token}::`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .endGroup */ .N4();
}
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

/***/ 9924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ appendSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5264);

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

//# sourceMappingURL=952.index.js.map