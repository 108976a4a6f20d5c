export const id = 414;
export const ids = [414];
export const modules = {

/***/ 9414:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: startDeployStep

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 16 modules
var core = __webpack_require__(3340);
// EXTERNAL MODULE: ./src/shared/github/untrusted.ts
var untrusted = __webpack_require__(455);
;// CONCATENATED MODULE: ./src/deploy/deploy-context.ts

/** The events whose payload is a pull request's (pull_request_target carries the same). */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/** The pull request of a pull request event; undefined for any other event, or without one. */
function pullRequestOf(eventName, payload, repository) {
    if (!PULL_REQUEST_EVENTS.includes(eventName))
        return undefined;
    const pull = payload.pull_request;
    const number = pull?.number;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0)
        return undefined;
    const headRepository = (0,untrusted/* textOf */.b)(pull?.head?.repo?.full_name);
    return {
        number,
        headRef: (0,untrusted/* textOf */.b)(pull?.head?.ref),
        // GitHub names repositories case-insensitively.
        fromFork: headRepository !== '' && headRepository.toLowerCase() !== repository.toLowerCase(),
    };
}
function readDeployContext(env) {
    const repository = env.GITHUB_REPOSITORY ?? '';
    const [owner = '', repo = ''] = repository.split('/');
    const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
    const runId = env.GITHUB_RUN_ID ?? '';
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    return {
        eventName,
        owner,
        repo,
        apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
        runUrl: runId === '' ? '' : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
        refName: env.GITHUB_REF_NAME ?? '',
        pullRequest: pullRequestOf(eventName, (0,untrusted/* readEventPayload */.N)(env.GITHUB_EVENT_PATH), repository),
    };
}

// EXTERNAL MODULE: ./src/shared/inputs.ts
var shared_inputs = __webpack_require__(3876);
;// CONCATENATED MODULE: ./src/deploy/deploy-inputs.ts


const OPERATIONS = ['update', 'preview', 'automation'];
/** `timeout-minutes`: a job on GitHub's runners lasts at most 6 hours. */
const DEFAULT_TIMEOUT_MINUTES = 15;
const MAX_TIMEOUT_MINUTES = 360;
/** `poll-interval`: the agent's default, which the shared back-off eases out (../shared/polling.ts). */
const DEFAULT_POLL_INTERVAL_SECONDS = 5;
/**
 * A branch name as git allows it (`git check-ref-format --branch`): no whitespace, control
 * characters or any of ~^:?*[\, no `..` or `@{`, no part that starts with a dot or ends with
 * `.lock`, no leading `-` or `/`, no trailing `/` or `.`, no `//`.
 */
function isBranchName(name) {
    if (name === '' || name === '@' || name.length > 255)
        return false;
    if (/[\p{Cc}\s~^:?*[\\]|\.\.|@\{|\/\/|^[-/]|[/.]$/u.test(name))
        return false;
    return name.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'));
}
function checkedBranch(value, origin) {
    if (!isBranchName(value)) {
        throw new shared_inputs/* InputError */.dz(`Input 'branch' must be a branch name (no spaces, control characters or any of ~^:?*[\\, no '..')${origin}; got ${(0,shared_inputs/* quote */.hD)(value)}.`);
    }
    return value;
}
/**
 * `branch` for a preview: as given; else the pull request's head branch on a pull request event;
 * else the ref that set the run off (GITHUB_REF_NAME). A pull request from a fork has its branch
 * in another repository, which the service does not deploy: refused unless a branch is given.
 */
function previewBranch(given, context) {
    if (given !== '')
        return checkedBranch(given, '');
    const pull = context.pullRequest;
    if (pull?.fromFork === true) {
        throw new shared_inputs/* InputError */.dz(`Input 'branch' is empty, and pull request #${pull.number} comes from a fork: its branch ${(0,shared_inputs/* quote */.hD)(pull.headRef)} is not in this repository, so it cannot be previewed. Skip forks with an if: (github.event.pull_request.head.repo.full_name == github.repository), or set branch.`);
    }
    const fallback = pull !== undefined ? pull.headRef : context.refName;
    if (fallback === '') {
        throw new shared_inputs/* InputError */.dz(`Input 'branch' is empty, and this run has no branch to preview: ${pull !== undefined ? `the event's pull request #${pull.number} names no head branch` : `outside a pull request event the branch is GITHUB_REF_NAME, which is ${(0,shared_inputs/* quote */.hD)(context.refName)}`}. Set branch, e.g. \`branch: docs/quickstart\`.`);
    }
    const origin = pull !== undefined ? ` (the head branch of #${pull.number})` : ' (GITHUB_REF_NAME, the default)';
    return checkedBranch(fallback, origin);
}
/** An input that only one operation reads: refused elsewhere, since it would be ignored. */
function onlyFor(name, only, operation) {
    const value = (0,shared_inputs/* rawInput */.JR)(name).trim();
    if (value !== '' && operation !== only) {
        throw new shared_inputs/* InputError */.dz(`Input '${name}' applies only to operation ${only}, not ${operation}; got ${(0,shared_inputs/* quote */.hD)(value)}.`);
    }
    return value;
}
function readAutomation(operation) {
    const value = onlyFor('automation', 'automation', operation);
    if (operation !== 'automation')
        return '';
    if (value === '') {
        throw new shared_inputs/* InputError */.dz(`Input 'automation' is required when 'operation' is "automation", and was empty: give the id of a scheduled automation, shown in its settings in the dashboard.`);
    }
    return (0,shared_inputs/* readIdentifier */.yR)('automation', value);
}
/** Reads every input before any request is made, so a bad one costs nothing. */
function getDeployInputs(context) {
    const apiKey = (0,shared_inputs/* readApiKey */.iZ)();
    const githubToken = (0,shared_inputs/* readSecret */.n5)('github-token');
    const projectId = (0,shared_inputs/* readIdentifier */.yR)('project-id', (0,shared_inputs/* readRequired */.yu)('project-id', 'Copy it from the API keys page of your dashboard.'));
    const apiUrl = (0,shared_inputs/* readBaseUrl */.$P)('api-url', shared_inputs/* DEFAULT_API_URL */.rK);
    const operation = (0,shared_inputs/* readChoice */.Kf)('operation', OPERATIONS, 'update');
    const givenBranch = onlyFor('branch', 'preview', operation);
    const inputs = {
        apiKey,
        projectId,
        apiUrl,
        operation,
        branch: operation === 'preview' ? previewBranch(givenBranch, context) : '',
        automation: readAutomation(operation),
        wait: (0,shared_inputs/* readBoolean */.Vf)('wait', true),
        timeoutMs: (0,shared_inputs/* readNumber */.kz)('timeout-minutes', DEFAULT_TIMEOUT_MINUTES, {
            min: 0,
            max: MAX_TIMEOUT_MINUTES,
            unit: 'minutes',
        }) * 60_000,
        pollIntervalMs: (0,shared_inputs/* readNumber */.kz)('poll-interval', DEFAULT_POLL_INTERVAL_SECONDS, {
            min: 0,
            max: 3600,
            unit: 'seconds',
        }) * 1000,
        comment: (0,shared_inputs/* readBoolean */.Vf)('comment', true),
        githubToken,
        requestTimeoutMs: (0,shared_inputs/* readRequestTimeout */.Z6)(),
    };
    core/* debug */.Yz(`Deploy inputs: project ${projectId}, operation ${operation}, branch ${inputs.branch || '(none)'}, ` +
        `automation ${inputs.automation || '(none)'}, wait ${inputs.wait}, timeout ${inputs.timeoutMs} ms, ` +
        `poll-interval ${inputs.pollIntervalMs} ms, comment ${inputs.comment}, api-url ${apiUrl}, ` +
        `${shared_inputs/* REQUEST_TIMEOUT_VARIABLE */.jq} ${inputs.requestTimeoutMs} ms`);
    return inputs;
}

// EXTERNAL MODULE: ./src/shared/deployments/deployment-wait.ts
var deployment_wait = __webpack_require__(4849);
// EXTERNAL MODULE: ./src/shared/http/errors.ts
var errors = __webpack_require__(1903);
// EXTERNAL MODULE: ./src/shared/deployments/deployment.ts + 1 modules
var deployment = __webpack_require__(2695);
// EXTERNAL MODULE: ./src/shared/durations.ts
var durations = __webpack_require__(2760);
;// CONCATENATED MODULE: ./src/deploy/deploy-outcome.ts



/** How many of the deployment's last log lines a failure quotes. */
const LOG_LINES = 10;
function newDeployReport(operation, target, now) {
    return {
        operation,
        target,
        startedAt: now,
        finishedAt: undefined,
        statusId: '',
        previewUrl: '',
        deployment: undefined,
        status: undefined,
        automationRun: '',
    };
}
/**
 * The `status` output for a deployment as last seen. A status this version does not know is
 * treated as still building, as the wait treats it.
 */
function statusOf(deployment, timedOut = false) {
    const status = deployment?.status ?? 'queued';
    if (status === 'success' || status === 'failure')
        return status;
    if (timedOut)
        return 'timed-out';
    return status === 'queued' ? 'queued' : 'in_progress';
}
/** The deployment in words: `the deployment`, `the preview of docs/x`. */
function subjectOf(report) {
    return report.operation === 'preview' ? `the preview of ${report.target}` : 'the deployment';
}
/** How long the deployment took by the service's own clock, when it says. */
function serviceDuration(deployment) {
    const created = Date.parse(deployment?.createdAt ?? '');
    const ended = Date.parse(deployment?.endedAt ?? '');
    return Number.isFinite(created) && Number.isFinite(ended) && ended >= created
        ? ended - created
        : undefined;
}
function sentence(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** The step's verdict and message for how the run ended (pure). */
function deployConclusion(report, ending, timeoutMinutes) {
    const subject = subjectOf(report);
    const id = `status id ${report.statusId}`;
    const url = report.previewUrl === '' ? '' : `: ${report.previewUrl}`;
    switch (ending.kind) {
        case 'triggered':
            return {
                level: 'success',
                message: `Ran automation ${report.target} now${report.automationRun === '' ? '' : ` (run ${report.automationRun})`}.`,
            };
        case 'not-waiting':
            return {
                level: 'success',
                message: `${sentence(subject)} is queued (${id})${url}; not waiting for it (wait: false).`,
            };
        case 'lost':
            return {
                level: 'failure',
                message: `Stopped following ${subject} (${id}), last seen ${statusOf(report.deployment)}: ${ending.message}`,
            };
        case 'stopped':
            return {
                level: 'failure',
                message: `The run was stopped (${ending.signal}) while waiting for ${subject} (${id}); the service goes on with it.`,
            };
    }
    const status = statusOf(report.deployment, ending.timedOut);
    if (status === 'success') {
        const took = serviceDuration(report.deployment);
        const live = report.operation === 'preview' ? `is live${url}` : 'is done: the docs are deployed';
        return {
            level: 'success',
            message: `${sentence(subject)} ${live} (${id}${took === undefined ? '' : `, ${(0,durations/* formatDuration */.a)(took)}`}).`,
        };
    }
    if (status === 'failure')
        return {
            level: 'failure',
            message: `${sentence(subject)} failed (${id})${(0,deployment/* failureDetails */.JK)(report.deployment, LOG_LINES)}`,
        };
    return {
        level: 'failure',
        message: `${sentence(subject)} did not end within timeout-minutes (${timeoutMinutes}); it was last seen ${statusOf(report.deployment)}, and the service goes on with it: follow it by its ${id} (the status-id output) or in the dashboard.`,
    };
}
/**
 * What a refused request says. A 403 on a preview most often means the plan has no previews
 * (api-facts), though a key without the scope gets one too: both are said.
 */
function refusalMessage(report, error) {
    const message = error instanceof Error ? error.message : String(error);
    if (report.operation !== 'preview' || !(error instanceof errors/* ApiError */.hD) || error.status !== 403)
        return message;
    const said = /The service said: (.*)$/s.exec(message)?.[1] ?? '';
    return `Previewing branch ${report.target} failed with HTTP 403: previews need a plan that has them (Pro or Enterprise). If yours does, check that the key has the write scope and that its IP allowlist, if any, admits this runner.${said === '' ? '' : ` The service said: ${said}`}`;
}
const NO_FILES = { added: [], modified: [], removed: [] };
/** The one screenshot the outputs give: the light one, or the only one. */
function screenshotOf(deployment) {
    return deployment?.screenshotLight ?? deployment?.screenshot ?? deployment?.screenshotDark ?? '';
}
/** Every output, or undefined before a status id is known (nothing is set then). */
function deployOutputs(report) {
    if (report.status === undefined)
        return undefined;
    const { deployment } = report;
    return {
        'status-id': report.statusId,
        status: report.status,
        'preview-url': report.previewUrl,
        summary: deployment?.summary ?? '',
        screenshot: screenshotOf(deployment),
        'files-changed': JSON.stringify(deployment?.filesChanged ?? NO_FILES),
    };
}
/** The preview as a comment or the summary shows it. */
function shownPreview(report) {
    const { deployment } = report;
    return {
        status: report.status === 'triggered' || report.status === undefined ? 'queued' : report.status,
        url: report.previewUrl,
        screenshots: {
            screenshot: deployment?.screenshot ?? null,
            screenshotLight: deployment?.screenshotLight ?? null,
            screenshotDark: deployment?.screenshotDark ?? null,
        },
    };
}

// EXTERNAL MODULE: ./src/shared/deployments/preview-view.ts
var preview_view = __webpack_require__(3106);
// EXTERNAL MODULE: ./src/shared/markup.ts
var markup = __webpack_require__(9709);
// EXTERNAL MODULE: ./src/shared/step-summary.ts
var step_summary = __webpack_require__(3866);
;// CONCATENATED MODULE: ./src/deploy/deploy-summary.ts





/**
 * The deploy step's job summary: the operation, the status, how long it took, the files the
 * deployment's commit changed and the screenshot of the docs. Written once a status id is known
 * (or the automation ran); a run refused before has only its error.
 */
/** Files listed per kind of change; the rest are counted. */
const LISTED_FILES = 50;
const HEADINGS = {
    queued: '\u23f3 queued',
    in_progress: '\u23f3 building',
    success: '\u2705 done',
    failure: '\u274c failed',
    'timed-out': '\u231b still building when the step stopped waiting',
    triggered: '\u25b6\ufe0f started',
};
function operationLine(report) {
    const target = `<code>${(0,markup/* escapeMarkup */.My)(report.target)}</code>`;
    switch (report.operation) {
        case 'update':
            return '`update`: the deployment branch';
        case 'preview':
            return `\`preview\` of branch ${target}`;
        case 'automation':
            return `\`automation\` ${target}, run now${report.automationRun === '' ? '' : ` (run <code>${(0,markup/* escapeMarkup */.My)(report.automationRun)}</code>)`}`;
    }
}
function durationLine(report) {
    const took = serviceDuration(report.deployment);
    const step = (0,durations/* formatDuration */.a)((report.finishedAt ?? report.startedAt) - report.startedAt);
    return took === undefined ? `${step} (this step)` : `${(0,durations/* formatDuration */.a)(took)} (${step} this step)`;
}
/** The files changed, counted in the table and listed in a fold; '' when none. */
function filesParts(report) {
    const files = report.deployment?.filesChanged;
    if (files === undefined)
        return { count: '', list: '' };
    const kinds = [
        ['added', files.added],
        ['modified', files.modified],
        ['removed', files.removed],
    ];
    const total = kinds.reduce((sum, [, names]) => sum + names.length, 0);
    if (total === 0)
        return { count: 'none', list: '' };
    const count = kinds.map(([kind, names]) => `${names.length} ${kind}`).join(', ');
    const lines = kinds.flatMap(([kind, names]) => [
        ...names.slice(0, LISTED_FILES).map((name) => `- ${kind}: <code>${(0,markup/* escapeMarkup */.My)(name)}</code>`),
        ...(names.length > LISTED_FILES ? [`- \u2026 ${names.length - LISTED_FILES} more ${kind}`] : []),
    ]);
    return {
        count,
        list: `<details><summary>Files changed (${total})</summary>\n\n${lines.join('\n')}\n\n</details>`,
    };
}
/** The summary's Markdown (pure); '' before a status is known. */
function deploySummary(report) {
    if (report.status === undefined)
        return '';
    const preview = shownPreview(report);
    const files = filesParts(report);
    const rows = [
        ['Operation', operationLine(report)],
        ['Status', `\`${report.status}\``],
        ...(report.statusId === ''
            ? []
            : [['Status id', `<code>${(0,markup/* escapeMarkup */.My)(report.statusId)}</code>`]]),
        ...(report.operation === 'preview'
            ? [['Preview', (0,preview_view/* previewLine */.$)(preview)]]
            : []),
        ['Duration', durationLine(report)],
        ...(files.count === '' ? [] : [['Files changed', files.count]]),
    ];
    // The update's screenshot too: previewPicture shows any live deployment's.
    const picture = (0,preview_view/* previewPicture */.b)(preview);
    return [
        `### Docs deployment: ${HEADINGS[report.status]}`,
        '',
        '| | |',
        '|---|---|',
        ...rows.map(([name, value]) => `| ${name} | ${value} |`),
        ...(picture === '' ? [] : ['', picture]),
        ...(files.list === '' ? [] : ['', files.list]),
        '',
    ].join('\n');
}
async function writeDeploySummary(report) {
    const markdown = deploySummary(report);
    if (markdown !== '')
        await (0,step_summary/* appendSummary */.f)(markdown);
}

;// CONCATENATED MODULE: ./src/deploy/deploy-run.ts





/** Every output of the deploy action, set in this one place (nothing before a status id). */
function setDeployOutputs(report) {
    const outputs = deployOutputs(report);
    if (outputs === undefined)
        return;
    for (const [name, value] of Object.entries(outputs))
        core/* setOutput */.uH(name, value);
}
/**
 * One run of the deploy action: the request (deploy, preview, or run an automation now; each
 * POST sent once), then the deployment followed to its end unless `wait: false`, the preview
 * comment kept current, and the outputs and the job summary written at the report.
 */
class DeployRun {
    secrets;
    record;
    parts;
    stopSignal;
    constructor(parts) {
        const { inputs } = parts;
        this.parts = parts;
        this.secrets = [inputs.apiKey, inputs.githubToken];
        const target = inputs.operation === 'preview' ? inputs.branch : inputs.automation;
        this.record = newDeployReport(inputs.operation, target, parts.clock.now());
    }
    async carryOut() {
        try {
            return this.conclude(await this.work());
        }
        catch (error) {
            return { level: 'failure', message: refusalMessage(this.record, error) };
        }
        finally {
            this.parts.dispose();
        }
    }
    async work() {
        const { inputs, deployments } = this.parts;
        const { record: report } = this;
        if (inputs.operation === 'automation') {
            core/* info */.pq(`Running automation ${inputs.automation} of project ${inputs.projectId} now.`);
            report.automationRun = (await deployments.runAutomation(inputs.automation)).runId;
            report.status = 'triggered';
            return { kind: 'triggered' };
        }
        const queued = inputs.operation === 'preview'
            ? await deployments.preview(inputs.branch)
            : await deployments.update();
        report.statusId = queued.statusId;
        report.previewUrl = queued.previewUrl;
        report.status = 'queued';
        core/* info */.pq(`Queued ${subjectOf(report)} of project ${inputs.projectId} (status id ${queued.statusId})${queued.previewUrl === '' ? '' : `: ${queued.previewUrl}`}.`);
        await this.showComment();
        if (!inputs.wait)
            return { kind: 'not-waiting' };
        return this.follow();
    }
    /** Polls the status until the deployment ends, `timeout-minutes`, or an error. */
    async follow() {
        const { inputs, deployments, clock } = this.parts;
        const { record: report } = this;
        const deadline = clock.now() + inputs.timeoutMs;
        let ending;
        try {
            const result = await (0,deployment_wait/* followDeployment */.p)(deployments, report.statusId, {
                what: subjectOf(report),
                intervalMs: inputs.pollIntervalMs,
                deadline,
                clock,
                onStatus: (deployment) => this.seen(deployment),
            });
            report.deployment = result.deployment ?? report.deployment;
            report.status = statusOf(report.deployment, result.timedOut);
            ending = { kind: 'followed', timedOut: result.timedOut };
        }
        catch (error) {
            if (!(error instanceof errors/* ApiError */.hD))
                throw error;
            ending = { kind: 'lost', message: error.message };
        }
        // A wait that stopped on an error says so, as a stopped run does: the service goes on.
        if (this.stopSignal === undefined)
            await this.showComment(ending.kind === 'lost');
        return ending;
    }
    /** A new status: logged, and shown in the comment. */
    async seen(deployment) {
        this.record.deployment = deployment;
        this.record.status = statusOf(deployment);
        core/* info */.pq(`Status of ${subjectOf(this.record)}: ${deployment.status ?? '(none given)'}.`);
        if (this.stopSignal === undefined)
            await this.showComment();
    }
    /** The comment shows the deployment as last seen, or (`stopped`) that this run stopped waiting. */
    async showComment(stopped = false) {
        const { record: report } = this;
        const preview = shownPreview(report);
        await this.parts.comment?.show({
            branch: report.target,
            preview: stopped ? { ...preview, status: 'timed-out' } : preview,
            runUrl: this.parts.runUrl,
            summary: report.deployment?.summary ?? null,
        });
    }
    conclude(ending) {
        return deployConclusion(this.record, ending, this.parts.inputs.timeoutMs / 60_000);
    }
    /**
     * On cancel: the deployment goes on at the service; the comment says that this run stopped
     * waiting (the state a time-out shows), unless it already ended.
     */
    async stop(signal) {
        this.stopSignal = signal;
        const { record: report } = this;
        if (report.status === 'queued' || report.status === 'in_progress')
            await this.showComment(true);
    }
    stopped(signal) {
        if (this.record.statusId === '')
            return { level: 'failure', message: `The run was stopped (${signal}).` };
        return this.conclude({ kind: 'stopped', signal });
    }
    async report() {
        this.record.finishedAt = this.parts.clock.now();
        setDeployOutputs(this.record);
        await writeDeploySummary(this.record);
    }
}

;// CONCATENATED MODULE: ./src/deploy/preview-comment.ts




/**
 * The one comment a pull request keeps about its preview: the link, how far it got, and the
 * screenshot, edited by every later run. It is found by its hidden marker in a comment written by
 * a bot, or, when the runs write with a person's token, by that person (GitHub's `GET /user` says
 * who the token acts as; it is asked only when a person's comment has the marker). Anyone else
 * can type the marker into a comment of their own, and such a comment is never edited. Two runs
 * may write at once, and a create whose answer was lost may have posted all the same: after a
 * create (or a lost one) the run looks again, keeps the oldest and deletes the rest, so the pull
 * request ends with one.
 */
const PREVIEW_MARKER = '<!-- docs-deploy-preview -->';
/** The comment's body (pure). Everything from outside is escaped or shown only as a link. */
function previewCommentBody(facts) {
    const { preview } = facts;
    const picture = (0,preview_view/* previewPicture */.b)(preview);
    const failed = preview.status === 'failure' && facts.summary !== null
        ? [`The service said: ${(0,markup/* escapeMarkup */.My)(facts.summary)}`]
        : [];
    const run = facts.runUrl === '' ? 'a workflow run' : (0,markup/* linkOrText */.Hw)(facts.runUrl, 'a workflow run');
    return [
        PREVIEW_MARKER,
        `### Docs preview`,
        `Branch <code>${(0,markup/* escapeMarkup */.My)(facts.branch)}</code>: ${(0,preview_view/* previewLine */.$)(preview)}`,
        ...failed,
        ...(picture === '' ? [] : ['', picture]),
        '',
        `<sub>Updated by ${run}.</sub>`,
    ].join('\n');
}
/**
 * The preview comments of a thread, oldest first: issue comments with the marker written by a bot,
 * or by `viewer`, the person whose token the runs write with.
 */
function previewComments(comments, viewer) {
    // A person's other comments may quote the marker: only one that starts with it, as this
    // action writes it, is the preview comment.
    const ours = (c) => c.trusted
        ? c.body.includes(PREVIEW_MARKER)
        : viewer !== undefined && c.author === viewer && c.body.startsWith(PREVIEW_MARKER);
    return comments.filter((c) => c.kind === 'issue' && ours(c)).sort((a, b) => a.id - b.id);
}
/**
 * The comment on pull request `pull`: `show` writes the preview's state into it, creating it the
 * first time. Never throws: a comment that cannot be written is a warning, the deployment goes on.
 */
class PreviewComment {
    github;
    pull;
    /** The comment's id, once found or written. */
    id;
    /** The last body written, so that an unchanged state is not written again. */
    written = '';
    /** Writes go one after another, in the order asked: the last state asked for is the last shown. */
    writing = Promise.resolve();
    /** Who the token acts as, once asked (undefined: no person, or GitHub did not say). */
    viewer;
    constructor(github, pull) {
        this.github = github;
        this.pull = pull;
    }
    show(facts) {
        this.writing = this.writing.then(() => this.write(previewCommentBody(facts)));
        return this.writing;
    }
    async write(body) {
        if (body === this.written)
            return;
        try {
            if (this.id === undefined)
                await this.find();
            if (this.id === undefined)
                await this.create(body);
            else
                await this.github.updateComment('issue', this.id, body);
            this.written = body;
        }
        catch (error) {
            core/* warning */.$e(`Could not write the preview comment on pull request #${this.pull}: ${error.message}`);
        }
    }
    /** The oldest preview comment already there, if any. */
    async find() {
        this.id = (await this.ours())[0]?.id;
    }
    /** The pull request's preview comments; who the token acts as is asked when it may matter. */
    async ours() {
        const comments = await this.github.threadComments(this.pull, true);
        const byPeople = comments.some((c) => !c.trusted && c.body.startsWith(PREVIEW_MARKER));
        if (!byPeople)
            return previewComments(comments);
        // GitHub's answer is kept for the run; a failure to get one is not (the next write asks).
        this.viewer ??= this.github.viewer().catch((error) => {
            this.viewer = undefined;
            throw error;
        });
        return previewComments(comments, await this.viewer);
    }
    /**
     * Posts the comment, then keeps the oldest of the pull request's preview comments. A post whose
     * answer was lost may have posted: the look decides, and the post is never sent again.
     */
    async create(body) {
        let posted;
        try {
            posted = await this.github.createComment(this.pull, body);
        }
        catch (error) {
            if (!(error instanceof errors/* ApiError */.hD && error.mayHaveActed))
                throw error;
            if (!(await this.keepOldest(body)))
                throw error;
            return;
        }
        if (await this.keepOldest(body))
            return;
        // Posted, yet not found as ours: the token is a person's, and GitHub did not say whose. This
        // run edits what it posted; a later run cannot tell it from anyone's comment, and posts its own.
        this.id = posted;
        core/* warning */.$e(`The preview comment on pull request #${this.pull} was written by a person's token that GitHub would not name (GET /user), so a later run cannot know it again and will post another: give github-token the workflow's GITHUB_TOKEN, a GitHub App's token, or a token that may read its user.`);
    }
    /**
     * Deletes every preview comment but the oldest, which becomes this run's (given `body` if it
     * was another run's). False when the pull request has none.
     */
    async keepOldest(body) {
        const [oldest, ...duplicates] = await this.ours();
        if (oldest === undefined)
            return false;
        for (const duplicate of duplicates)
            await this.github.deleteComment(duplicate.id);
        this.id = oldest.id;
        if (oldest.body !== body)
            await this.github.updateComment('issue', oldest.id, body);
        return true;
    }
}

// EXTERNAL MODULE: ./src/shared/dependencies.ts
var dependencies = __webpack_require__(6460);
// EXTERNAL MODULE: ./src/shared/deployments/deployment-api.ts
var deployment_api = __webpack_require__(2046);
// EXTERNAL MODULE: ./src/shared/github/github-client.ts + 16 modules
var github_client = __webpack_require__(3290);
// EXTERNAL MODULE: ./src/shared/lifecycle.ts
var lifecycle = __webpack_require__(1685);
// EXTERNAL MODULE: ./src/shared/service/service-transport.ts
var service_transport = __webpack_require__(2554);
;// CONCATENATED MODULE: ./src/entrypoints/deploy.ts










/** How long after `timeout-minutes` GitHub's rate limits are still waited out (the last edit). */
const LAST_EDIT_MS = 60_000;
/**
 * The GitHub client of the preview comment: only for `preview` with `comment: true` on a pull
 * request event, with a token. Octokit is loaded at its first call.
 */
function commentClient(inputs, context, deps) {
    const pull = context.pullRequest;
    if (inputs.operation !== 'preview' || !inputs.comment || pull === undefined)
        return undefined;
    if (inputs.githubToken === '' || context.owner === '' || context.repo === '') {
        core/* warning */.$e(`No preview comment on pull request #${pull.number}: ${inputs.githubToken === '' ? "input 'github-token' is empty" : 'GITHUB_REPOSITORY does not name the repository'}. Set comment: false to leave it out.`);
        return undefined;
    }
    const github = (0,github_client/* createGitHubClient */.LX)({
        apiUrl: context.apiUrl,
        token: inputs.githubToken,
        owner: context.owner,
        repo: context.repo,
        timeoutMs: inputs.requestTimeoutMs,
        deadline: deps.clock.now() + inputs.timeoutMs + LAST_EDIT_MS,
        onRetry: (message) => core/* info */.pq(message),
    }, deps);
    return { github, pull: pull.number };
}
/** Reads every input (a bad one fails here, before any request), then builds the run. */
function startDeployStep(deps) {
    const context = readDeployContext(deps.env);
    const inputs = getDeployInputs(context);
    const transport = (0,service_transport/* serviceTransport */.J)({
        apiUrl: inputs.apiUrl,
        apiKey: inputs.apiKey,
        timeoutMs: inputs.requestTimeoutMs,
        onRetry: (message) => core/* info */.pq(message),
    }, deps);
    const deployments = new deployment_api/* DeploymentClient */.v(transport, inputs.projectId);
    const commenting = commentClient(inputs, context, deps);
    return new DeployRun({
        inputs,
        deployments,
        clock: deps.clock,
        comment: commenting === undefined ? undefined : new PreviewComment(commenting.github, commenting.pull),
        runUrl: context.runUrl,
        dispose: () => {
            deployments.dispose();
            commenting?.github.dispose();
        },
    });
}
/** The deploy action's step: `dist/deploy/index.js`, or in process. */
function run(deps = dependencies/* realDependencies */._) {
    return (0,lifecycle/* runAction */.C)(deps, startDeployStep);
}


/***/ })

};

//# sourceMappingURL=414.index.js.map