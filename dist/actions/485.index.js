export const id = 485;
export const ids = [485];
export const modules = {

/***/ 8485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 16 modules
var core = __webpack_require__(3340);
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


/***/ })

};

//# sourceMappingURL=485.index.js.map