export const id = 245;
export const ids = [245];
export const modules = {

/***/ 9245:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

var core = __webpack_require__(5264);
var run_context = __webpack_require__(3464);
var untrusted = __webpack_require__(7677);
;// CONCATENATED MODULE: ../../check/check-subject.ts


const PULL_ACTIONS = ['opened', 'synchronize', 'reopened', 'ready_for_review'];
const SHA = /^[0-9a-f]{40}$/i;
const branchOf = (ref) => ref.replace(/^refs\/heads\//, '');
function checkSubject(context, inputs) {
    const event = (0,run_context/* eventOf */.A6)(context, [
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
var change_check_inputs = __webpack_require__(4416);
;// CONCATENATED MODULE: ../../check/check-inputs.ts


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
        allowedPaths: (0,change_check_inputs/* readAllowedPaths */.he)(),
        allowedLinkHosts: (0,change_check_inputs/* readAllowedLinkHosts */.C5)(),
        checkAll: (0,shared_inputs/* readBoolean */.Vf)('check-all', false),
    };
}

var markup = __webpack_require__(5283);
var step_summary = __webpack_require__(9924);
var check_view = __webpack_require__(8363);
var change_check = __webpack_require__(5296);
;// CONCATENATED MODULE: ../../check/check-report.ts





function setPullCheckOutputs(result) {
    core/* setOutput */.uH('change-check', result.state);
    core/* setOutput */.uH('change-findings', (0,change_check/* findingsOutput */.m$)(result.findings));
}
async function writePullCheckSummary(result, conclusion) {
    const status = result.status;
    const shown = result.standing ?? status;
    const head = shown === undefined || result.sha === undefined
        ? `### ${change_check/* CHANGES_CONTEXT */.Ii}\n${(0,markup/* escapeMarkup */.My)(conclusion.message)}`
        : `### ${change_check/* CHANGES_CONTEXT */.Ii}: \`${shown.state}\` on ${result.sha.slice(0, 7)}\n${(0,markup/* escapeMarkup */.My)(shown.description ?? '')}${result.standing === undefined ? '' : `\n\n${(0,markup/* escapeMarkup */.My)(conclusion.message)}`}`;
    const { state } = result;
    const findings = state === 'passed' || state === 'warned' || state === 'blocked'
        ? `\n\n${(0,check_view/* changesSection */.Hv)({ state, pull: 0, findings: result.findings }).replace(/^#### .*\n/, '')}`
        : '';
    await (0,step_summary/* appendSummary */.f)(`${head}${findings}\n`);
}

var github_client = __webpack_require__(9593);
var errors = __webpack_require__(33);
var log = __webpack_require__(8997);
var change_types = __webpack_require__(9077);
var status_write = __webpack_require__(3388);
var status_rule = __webpack_require__(829);
;// CONCATENATED MODULE: ../../check/check-read.ts



class Unreadable extends Error {
}
class TooLarge extends Unreadable {
}
class Unknown extends Error {
}
async function knowing(read) {
    try {
        return await read;
    }
    catch (error) {
        throw new Unknown((0,log/* messageOf */.b)(error).replace(/\.*$/, ''));
    }
}
const isAgent = (inputs, login) => inputs.agentLogins.includes(login.toLowerCase());
async function atEnds(github, ends) {
    const change = await github.changeAtEnds(ends.baseSha, ends.headSha);
    if (change.kind === 'not-found')
        throw new Unreadable(change.message);
    if (!change.complete)
        throw new TooLarge((0,change_check/* comparisonTooLarge */.JG)(change.files));
    return change.files;
}
async function agentPullOf(parts, sha) {
    const { pulls, complete } = await knowing(parts.github.commitPulls(sha));
    if (!complete)
        throw new Unreadable(`more pull requests hold ${sha.slice(0, 7)} than the check reads`);
    const agents = pulls
        .filter((pull) => isAgent(parts.inputs, pull.author))
        .sort((a, b) => Number(b.state === 'open') - Number(a.state === 'open') || b.number - a.number);
    const baseless = agents.find((pull) => !/^[0-9a-f]{40}$/.test(pull.baseSha));
    if (baseless !== undefined)
        throw new Unreadable(`GitHub names no base commit of pull request #${baseless.number}`);
    return agents[0];
}
async function readPull(parts, subject) {
    const { github } = parts;
    const asItIs = async () => {
        const ends = await github.pullRequestEnds(subject.number);
        if (ends.headSha !== subject.headSha)
            return { kind: 'moved', to: ends.headSha };
        const listing = { complete: true, changedFiles: ends.changedFiles };
        return { kind: 'files', files: await atEnds(github, ends), ends, listing };
    };
    if (subject.judged && isAgent(parts.inputs, subject.author))
        return asItIs();
    const agent = await agentPullOf(parts, subject.headSha);
    if (agent === undefined && subject.judged)
        return asItIs();
    if (agent === undefined)
        return {
            kind: 'pass',
            description: `${status_rule/* PASS_STARTS */.Si.notTheAgents} (opened by ${subject.author || 'someone'}): not checked`,
        };
    const ends = { headSha: subject.headSha, baseSha: agent.baseSha };
    const files = await atEnds(github, ends);
    return { kind: 'files', files, ends, listing: { complete: true }, asPull: agent.number };
}
async function movedWhileRead(github, subject) {
    const { headSha } = await github.pullRequestEnds(subject.number);
    return headSha === subject.headSha ? undefined : headSha;
}
async function readGroup(parts, subject) {
    const { github, inputs } = parts;
    const open = await knowing(github.openPullRequests(subject.baseBranch));
    if (!open.complete)
        throw new TooLarge(`more open pull requests into ${subject.baseBranch} than the check reads`);
    const agents = open.pulls.filter((pull) => inputs.checkAll || isAgent(inputs, pull.author));
    if (agents.length === 0)
        return { kind: 'pass', description: `${status_rule/* PASS_STARTS */.Si.noAgentPull}${subject.baseBranch}` };
    const change = await github.changeAtEnds(subject.baseSha, subject.headSha);
    if (change.kind === 'not-found')
        throw new Unreadable(change.message);
    if (!change.complete)
        throw new TooLarge((0,change_check/* comparisonTooLarge */.JG)(change.files));
    const agentPaths = new Set();
    for (const pull of agents) {
        const { files: listed, complete } = await github.pullRequestChange(pull.number);
        if (!complete)
            throw new TooLarge(`pull request #${pull.number} changes more files than the check reads`);
        for (const file of listed) {
            agentPaths.add(file.path);
            if (file.previousPath !== undefined)
                agentPaths.add(file.previousPath);
        }
    }
    const files = change.files.filter((file) => agentPaths.has(file.path) ||
        (file.previousPath !== undefined && agentPaths.has(file.previousPath)));
    if (files.length === 0)
        return { kind: 'pass', description: status_rule/* PASS_STARTS */.Si.groupWithoutAgent };
    return { kind: 'files', files, ends: subject, listing: { complete: true } };
}

;// CONCATENATED MODULE: ../../check/check-run.ts









function statusOf(parts, state, description) {
    return {
        state,
        context: change_check/* CHANGES_CONTEXT */.Ii,
        description: (0,github_client/* statusDescription */.$U)(description),
        ...(parts.runUrl === undefined ? {} : { targetUrl: parts.runUrl }),
    };
}
async function judged(parts, files, ends, listing) {
    const large = (0,change_check/* tooLarge */.g$)(files, listing);
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
        status: statusOf(parts, wanted.state, wanted.description),
        kind: 'verdict',
    };
}
async function verdict(parts, subject) {
    const reading = subject.kind === 'pull' ? await readPull(parts, subject) : await readGroup(parts, subject);
    if (reading.kind === 'moved')
        return { state: 'skipped', findings: [], movedTo: reading.to };
    if (reading.kind === 'pass')
        return {
            state: 'skipped',
            findings: [],
            sha: subject.headSha,
            status: statusOf(parts, 'success', reading.description),
            kind: 'pass',
        };
    const result = await judged(parts, reading.files, reading.ends, reading.listing);
    if (subject.kind === 'group')
        return result;
    const moved = await movedWhileRead(parts.github, subject);
    if (moved !== undefined)
        return { state: 'skipped', findings: [], movedTo: moved, movedWhileRead: true };
    return reading.asPull === undefined ? result : { ...result, asPull: reading.asPull };
}
function unreadable(parts, subject, error) {
    const reason = error instanceof Unreadable ? error.message : (0,log/* messageOf */.b)(error);
    const large = error instanceof TooLarge;
    const advice = subject.kind === 'pull'
        ? 'a person must review it'
        : "review the agent's pull requests and merge them outside the queue";
    return {
        state: 'unavailable',
        findings: [],
        sha: subject.headSha,
        ...(large ? { tooLarge: true } : {}),
        status: large
            ? statusOf(parts, 'failure', `Not checked (${advice}): ${reason}`)
            : statusOf(parts, 'error', `Could not read the change: ${reason}. Re-run this check`),
        kind: large ? 'verdict' : 'unread',
    };
}
function writeHint(error, eventName) {
    if (!(error instanceof errors/* ApiError */.hD) || error.status !== 403)
        return '';
    return eventName === 'pull_request'
        ? " A pull_request run from a fork has a read-only token: run the check on pull_request_target (it never checks out the fork's code)."
        : ' The token needs statuses: write.';
}
async function written(parts, result) {
    const { status, sha, kind } = result;
    if (status === undefined || sha === undefined || kind === undefined)
        return result;
    const { ruling, newest } = await (0,status_write/* writeStatus */.K)(parts.github, sha, { ...status, kind });
    if (ruling === 'stands' && kind === 'verdict')
        core/* warning */.$e((0,change_check/* standsWarning */.wv)(sha.slice(0, 7), newest?.description));
    const standing = newest === undefined || ruling === 'write' || ruling === 'same'
        ? {}
        : { standing: { state: newest.state, description: newest.description } };
    return { ...result, ruling, ...standing };
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
        if (error instanceof Unknown)
            return {
                result: { state: 'unavailable', findings: [], sha: subject.headSha },
                conclusion: {
                    level: 'failure',
                    message: `Nothing set on ${subject.headSha.slice(0, 7)}: could not tell whether it holds the agent's change (${error.message}). Re-run this check; until it answers, a required ${change_check/* CHANGES_CONTEXT */.Ii} waits.`,
                },
            };
        result = unreadable(parts, subject, error);
    }
    try {
        result = await written(parts, result);
    }
    catch (error) {
        return {
            result,
            conclusion: {
                level: 'failure',
                message: `Could not set the ${change_check/* CHANGES_CONTEXT */.Ii} status of ${result.sha?.slice(0, 7) ?? 'the head'}: ${(0,log/* messageOf */.b)(error).replace(/\.*$/, '')}.${writeHint(error, parts.eventName)}`,
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
            message: `Nothing set: ${what} has moved on to ${result.movedTo.slice(0, 7)} ${result.movedWhileRead === true ? 'while' : 'since'} ${subject.headSha.slice(0, 7)}, whose event this is, ${result.movedWhileRead === true ? 'was read' : 'was pushed'}; the push that brought it is checked by its own event.`,
        };
    const standing = result.standing;
    if (result.kind === 'pass' && standing !== undefined)
        return {
            level: 'warning',
            message: `Nothing set: ${change_check/* CHANGES_CONTEXT */.Ii} on ${subject.headSha.slice(0, 7)} says ${standing.state} (${standing.description}), and a pass (\u201c${description}\u201d) replaces nothing but a pass; ${what} shows it. ${subject.kind === 'group' ? 'Queue its pull requests again: a new group is checked anew.' : 'A run that judges the commit replaces it.'}`,
        };
    const as = result.asPull === undefined
        ? ''
        : ` ${subject.headSha.slice(0, 7)} is a commit of the agent's pull request #${result.asPull}, so it was judged as its change.`;
    switch (result.state) {
        case 'unavailable':
            return result.tooLarge === true
                ? {
                    level: 'warning',
                    message: `${description} (${what}): its ${change_check/* CHANGES_CONTEXT */.Ii} status says failure; a re-run reads no more of it.`,
                }
                : {
                    level: 'failure',
                    message: `${description} (${what}). Its ${change_check/* CHANGES_CONTEXT */.Ii} status says ${standing?.state ?? 'error'} until a re-run reads it.`,
                };
        case 'blocked':
            return {
                level: 'warning',
                message: `${change_check/* CHANGES_CONTEXT */.Ii}: ${description.replace(/: see .*$/, '')} in ${what}; the findings are in the step summary and the change-findings output.${as}`,
            };
        case 'skipped':
            return {
                level: 'success',
                message: `${change_check/* CHANGES_CONTEXT */.Ii}: success on ${what}: ${description}.`,
            };
        default:
            return { level: 'success', message: `${change_check/* CHANGES_CONTEXT */.Ii}: ${description} (${what}).${as}` };
    }
}

var dependencies = __webpack_require__(2626);
var lifecycle = __webpack_require__(9019);
;// CONCATENATED MODULE: ../check.ts










const CHECK_DEADLINE_MS = 10 * 60_000;
async function start(deps) {
    const inputs = getPullCheckInputs();
    const timeoutMs = (0,shared_inputs/* readRequestTimeout */.Z6)();
    const context = await (0,run_context/* loadRunContext */.v1)(deps);
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

/***/ 1976:
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

/***/ 4416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ readAllowedLinkHosts),
/* harmony export */   Y2: () => (/* binding */ readCheckInputs),
/* harmony export */   he: () => (/* binding */ readAllowedPaths)
/* harmony export */ });
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6650);
/* harmony import */ var _allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1976);


function readAllowedPaths() {
    const lines = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readItems */ .F1)('allowed-paths', /\r?\n/);
    if (lines.length === 0)
        return [..._allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ALLOWED_PATHS */ .yT];
    for (const line of lines) {
        const valid = line.length <= MAX_GLOB && !/[\p{Cc}]/u.test(line) && !line.startsWith('!') && balanced(line);
        if (!valid)
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`Input 'allowed-paths' takes one glob per line (no '!' negation, at most ${MAX_GLOB} characters), or '${_allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS_LINE */ .y9}' for the default list; got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(line)}.`);
    }
    return [
        ...new Set(lines.flatMap((line) => (line === _allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS_LINE */ .y9 ? _allowed_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ALLOWED_PATHS */ .yT : [line]))),
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
    const hosts = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readItems */ .F1)('allowed-link-hosts');
    for (const host of hosts)
        if (host.length > 253 || !HOST.test(host))
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`Input 'allowed-link-hosts' takes host names (docs.example.com, or *.example.com for its subdomains), one per line or comma-separated; got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(host)}.`);
    return hosts.map((host) => host.toLowerCase());
}
function readCheckInputs() {
    return {
        checkChanges: (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readBoolean */ .Vf)('check-changes', true),
        allowedPaths: readAllowedPaths(),
        allowedLinkHosts: readAllowedLinkHosts(),
    };
}


/***/ }),

/***/ 5296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ii: () => (/* binding */ CHANGES_CONTEXT),
/* harmony export */   JG: () => (/* binding */ comparisonTooLarge),
/* harmony export */   MM: () => (/* binding */ checkRules),
/* harmony export */   Sb: () => (/* binding */ setChangesStatus),
/* harmony export */   fb: () => (/* binding */ checkPullRequest),
/* harmony export */   g$: () => (/* binding */ tooLarge),
/* harmony export */   m$: () => (/* binding */ findingsOutput),
/* harmony export */   sx: () => (/* binding */ judgeChange),
/* harmony export */   wv: () => (/* binding */ standsWarning)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5264);
/* harmony import */ var _github_compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8388);
/* harmony import */ var _github_pull_change_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(209);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8997);
/* harmony import */ var _change_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9077);
/* harmony import */ var _check_view_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8363);
/* harmony import */ var _file_kinds_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9565);
/* harmony import */ var _statuses_status_write_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3388);









const CHANGES_CONTEXT = 'docs-agent/changes';
const MAX_WHOLE_FILES = 40;
const readsWhole = (file) => file.status !== 'removed' &&
    ((0,_file_kinds_js__WEBPACK_IMPORTED_MODULE_8__/* .readWhole */ .oD)(file.path) || (file.patch === undefined && !(0,_file_kinds_js__WEBPACK_IMPORTED_MODULE_8__/* .isRasterImage */ .D7)(file.path)));
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
    if (!readsWhole(file))
        return patch === undefined ? { ...change, binary: true } : { ...change, head: addedText(patch) };
    if (status === 'added' && patch !== undefined)
        return { ...change, head: addedText(patch) };
    const head = await github.fileText(path, ends.headSha);
    if (head === null)
        return { ...change, unreadable: true };
    if (head === undefined)
        return change;
    if (head.includes('\u0000'))
        return { ...change, binary: true };
    if (status === 'added')
        return { ...change, head };
    const base = await github.fileText(previousPath ?? path, ends.baseSha);
    return { ...change, head, ...(typeof base === 'string' ? { base } : {}) };
}
const MAX_READ_ALONG = 30;
async function readAlong(github, changes, headSha, refReads, along) {
    for (let wanted = refReads(changes, along); wanted.length > 0; wanted = refReads(changes, along))
        for (const path of wanted) {
            if (along.length >= MAX_READ_ALONG)
                return;
            const read = { path, text: undefined };
            along.push(read);
            read.text = await github.fileText(path, headSha);
        }
}
let checker;
function loadChecker() {
    checker ??= Promise.all(/* import() */[__webpack_require__.e(951), __webpack_require__.e(509), __webpack_require__.e(841)]).then(__webpack_require__.bind(__webpack_require__, 6841));
    return checker;
}
function checkRules(inputs) {
    return { allowedPaths: inputs.allowedPaths, allowedLinkHosts: inputs.allowedLinkHosts };
}
function tooLarge(files, listing) {
    if (!listing.complete || files.length >= _github_pull_change_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LISTED_FILES */ .Zh)
        return `the change has ${files.length} files or more; GitHub lists at most ${_github_pull_change_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LISTED_FILES */ .Zh}`;
    if (listing.changedFiles !== undefined && files.length < listing.changedFiles)
        return `GitHub listed ${files.length} of the ${listing.changedFiles} files the change has`;
    const whole = files.filter(readsWhole);
    if (whole.length <= MAX_WHOLE_FILES)
        return undefined;
    return `the change is too large to check (${whole.length} files to read; the check reads at most ${MAX_WHOLE_FILES})`;
}
function comparisonTooLarge(files) {
    return `the change has ${files.length} files or more; GitHub's comparison lists at most ${_github_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMPARED_FILES */ .nS}`;
}
async function judgeChange(github, files, ends, rules) {
    const { checkChange, redactReadError, refReads } = await loadChecker();
    const changes = [];
    const along = [];
    try {
        for (const file of files)
            changes.push(await fileChange(github, file, ends));
        await readAlong(github, changes, ends.headSha, refReads, along);
    }
    catch (error) {
        const read = [...files, ...along.map(({ path }) => ({ path }))];
        throw error instanceof Error ? await redactReadError(error, read) : error;
    }
    return checkChange(changes, rules, along);
}
async function checkPullRequest(parts, pull) {
    const { inputs, github } = parts;
    if (!inputs.checkChanges || github === undefined || inputs.dryRun)
        return { state: 'off', pull, findings: [] };
    let ends;
    try {
        ends = await github.pullRequestEnds(pull);
        const change = await github.changeAtEnds(ends.baseSha, ends.headSha);
        if (change.kind === 'not-found')
            throw new Error(change.message);
        const large = change.complete
            ? tooLarge(change.files, { complete: true, changedFiles: ends.changedFiles })
            : comparisonTooLarge(change.files);
        if (large !== undefined)
            return { ...unavailable(pull, large, ends.headSha), tooLarge: true };
        const findings = await judgeChange(github, change.files, ends, checkRules(inputs));
        const now = await github.pullRequestEnds(pull);
        if (now.headSha !== ends.headSha)
            return unavailable(pull, `it moved on to ${now.headSha.slice(0, 7)} while ${ends.headSha.slice(0, 7)} was read, and the check action judges the new head`, ends.headSha);
        return { state: (0,_change_types_js__WEBPACK_IMPORTED_MODULE_5__/* .checkState */ .W)(findings), pull, findings, headSha: ends.headSha };
    }
    catch (error) {
        return unavailable(pull, `GitHub did not give the change: ${(0,_log_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .b)(error)}`, ends?.headSha);
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
function standsWarning(head, description) {
    return `${CHANGES_CONTEXT} on ${head} says failure (${description ?? ''}), set by another check of this head with other rules: it stands. Give the agent's steps and the check action the same allowed-paths and allowed-link-hosts.`;
}
async function setChangesStatus(github, check, targetUrl) {
    if (github === undefined || check.headSha === undefined)
        return undefined;
    const wanted = (0,_check_view_js__WEBPACK_IMPORTED_MODULE_6__/* .statusOfCheck */ .MG)(check);
    if (wanted === undefined)
        return undefined;
    const head = check.headSha.slice(0, 7);
    try {
        const { ruling, newest } = await (0,_statuses_status_write_js__WEBPACK_IMPORTED_MODULE_7__/* .writeStatus */ .K)(github, check.headSha, {
            ...wanted,
            context: CHANGES_CONTEXT,
            targetUrl,
            kind: 'verdict',
        });
        if (ruling === 'stands')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(standsWarning(head, newest?.description));
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not set the ${CHANGES_CONTEXT} status of ${head}: ${(0,_log_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .b)(error)}`);
        const refused = error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .hD &&
            !error.transient &&
            (error.status === 403 || error.status === 404);
        if (refused)
            return (0,_log_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .b)(error);
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

/***/ 9077:
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
    unchecked: 'block',
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

/***/ 8363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hv: () => (/* binding */ changesSection),
/* harmony export */   MG: () => (/* binding */ statusOfCheck)
/* harmony export */ });
/* harmony import */ var _markup_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5283);

const KIND_WORDS = {
    path: 'a file outside allowed-paths',
    script: 'markup that runs code or loads active content',
    'mdx-code': 'MDX code beyond plain values',
    secret: 'a credential',
    config: 'a docs config change beyond content',
    unchecked: 'what the check could not read or judge: a person must review it',
    link: 'a link to a new host',
    hidden: 'text a reader of the site does not see',
    removed: 'a page removed without a redirect',
};
const kinds = (findings) => [...new Set(findings.map((f) => f.kind))].join(', ');
const count = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
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
        ? `<code>${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(finding.file)}</code> line ${finding.line}`
        : `<code>${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(finding.file)}</code>`;
    const severity = finding.severity === 'block' ? '\u26d4' : '\u26a0\ufe0f';
    return `- ${severity} ${where}: ${KIND_WORDS[finding.kind]} (<code>${finding.kind}</code>): ${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(finding.detail)}`;
}
const MAX_NOTE_FINDINGS = 30;
function changesSection(check) {
    const title = '#### Changes to check';
    if (check.state === 'unavailable' && check.tooLarge === true)
        return `${title}\nThe change was not checked: ${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(check.reason ?? 'it is too large')}. A person must review it before merging.`;
    if (check.state === 'unavailable')
        return `${title}\nThe change could not be checked: ${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(check.reason ?? 'GitHub did not give it')}. Re-run the workflow to check it.`;
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

/***/ 9565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ isSvg),
/* harmony export */   Cu: () => (/* binding */ isDocsConfig),
/* harmony export */   D7: () => (/* binding */ isRasterImage),
/* harmony export */   oD: () => (/* binding */ readWhole),
/* harmony export */   vM: () => (/* binding */ isDataFile),
/* harmony export */   yp: () => (/* binding */ isPage)
/* harmony export */ });
const isPage = (path) => /\.mdx?$/i.test(path);
const isSvg = (path) => /\.svg$/i.test(path);
const isDocsConfig = (path) => /(^|\/)(docs|mint|redirects)\.json$/.test(path);
const isDataFile = (path) => /\.(json|ya?ml)$/i.test(path);
const isCodeFile = (path) => /\.(m?jsx?|cjs|[mc]?ts|tsx|css|x?html?)$/i.test(path);
const isRasterImage = (path) => /\.(png|jpe?g|gif|webp|avif|ico|bmp|tiff?)$/i.test(path);
const readWhole = (path) => isPage(path) || isSvg(path) || isDocsConfig(path) || isDataFile(path) || isCodeFile(path);


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

//# sourceMappingURL=245.index.js.map