export const id = 873;
export const ids = [873];
export const modules = {

/***/ 4873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});


var core = __webpack_require__(5264);
var untrusted = __webpack_require__(7677);
;// CONCATENATED MODULE: ../../deploy/deploy-context.ts

const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
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

var shared_inputs = __webpack_require__(6650);
;// CONCATENATED MODULE: ../../deploy/deploy-inputs.ts


const OPERATIONS = ['update', 'preview', 'automation'];
const DEFAULT_TIMEOUT_MINUTES = 15;
const MAX_TIMEOUT_MINUTES = 360;
const DEFAULT_POLL_INTERVAL_SECONDS = 5;
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
        ...(0,shared_inputs/* readMarkerInputs */.c2)(),
        requestTimeoutMs: (0,shared_inputs/* readRequestTimeout */.Z6)(),
    };
    core/* debug */.Yz(`Deploy inputs: project ${projectId}, operation ${operation}, branch ${inputs.branch || '(none)'}, ` +
        `automation ${inputs.automation || '(none)'}, wait ${inputs.wait}, timeout ${inputs.timeoutMs} ms, ` +
        `poll-interval ${inputs.pollIntervalMs} ms, comment ${inputs.comment}, api-url ${apiUrl}, ` +
        `${shared_inputs/* REQUEST_TIMEOUT_VARIABLE */.jq} ${inputs.requestTimeoutMs} ms`);
    return inputs;
}

var deployment_wait = __webpack_require__(9175);
var errors = __webpack_require__(33);
var deployment = __webpack_require__(6969);
var durations = __webpack_require__(5018);
;// CONCATENATED MODULE: ../../deploy/deploy-outcome.ts



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
function statusOf(deployment, timedOut = false) {
    const status = deployment?.status ?? 'queued';
    if (status === 'success' || status === 'failure')
        return status;
    if (timedOut)
        return 'timed-out';
    return status === 'queued' ? 'queued' : 'in_progress';
}
function subjectOf(report) {
    return report.operation === 'preview' ? `the preview of ${report.target}` : 'the deployment';
}
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
function refusalMessage(report, error) {
    const message = error instanceof Error ? error.message : String(error);
    if (report.operation !== 'preview' || !(error instanceof errors/* ApiError */.hD) || error.status !== 403)
        return message;
    const said = /The service said: (.*)$/s.exec(message)?.[1] ?? '';
    return `Previewing branch ${report.target} failed with HTTP 403: previews need a plan that has them (Pro or Enterprise). If yours does, check that the key has the write scope and that its IP allowlist, if any, admits this runner.${said === '' ? '' : ` The service said: ${said}`}`;
}
const NO_FILES = { added: [], modified: [], removed: [] };
function screenshotOf(deployment) {
    return deployment?.screenshotLight ?? deployment?.screenshot ?? deployment?.screenshotDark ?? '';
}
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

var preview_view = __webpack_require__(4180);
var markup = __webpack_require__(5283);
var step_summary = __webpack_require__(9924);
;// CONCATENATED MODULE: ../../deploy/deploy-summary.ts





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

;// CONCATENATED MODULE: ../../deploy/deploy-run.ts





function setDeployOutputs(report) {
    const outputs = deployOutputs(report);
    if (outputs === undefined)
        return;
    for (const [name, value] of Object.entries(outputs))
        core/* setOutput */.uH(name, value);
}
class DeployRun {
    secrets;
    record;
    parts;
    stopSignal;
    constructor(parts) {
        const { inputs } = parts;
        this.parts = parts;
        this.secrets = [inputs.apiKey, inputs.githubToken, ...inputs.markerKeys];
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
        if (this.stopSignal === undefined)
            await this.showComment(ending.kind === 'lost');
        return ending;
    }
    async seen(deployment) {
        this.record.deployment = deployment;
        this.record.status = statusOf(deployment);
        core/* info */.pq(`Status of ${subjectOf(this.record)}: ${deployment.status ?? '(none given)'}.`);
        if (this.stopSignal === undefined)
            await this.showComment();
    }
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

;// CONCATENATED MODULE: ../../deploy/preview-comment.ts




const PREVIEW_MARKER = '<!-- docs-deploy-preview -->';
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
function previewComments(comments) {
    const ours = (c) => c.trusted && c.body.startsWith(PREVIEW_MARKER);
    return comments.filter((c) => c.kind === 'issue' && ours(c)).sort((a, b) => a.id - b.id);
}
class PreviewComment {
    github;
    pull;
    id;
    written = '';
    writing = Promise.resolve();
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
                await this.github.updateComment('issue', this.id, body, this.pull);
            this.written = body;
        }
        catch (error) {
            core/* warning */.$e(`Could not write the preview comment on pull request #${this.pull}: ${error.message}`);
        }
    }
    async find() {
        this.id = (await this.ours())[0]?.id;
    }
    async ours() {
        return previewComments(await this.github.threadComments(this.pull, true));
    }
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
        this.id = posted;
        core/* warning */.$e(`The preview comment on pull request #${this.pull} was posted, but is not found again as this action's (its author is not the login GitHub gives for github-token): a later run will post another.`);
    }
    async keepOldest(body) {
        const [oldest, ...duplicates] = await this.ours();
        if (oldest === undefined)
            return false;
        for (const duplicate of duplicates)
            await this.github.deleteComment(duplicate.id);
        this.id = oldest.id;
        if (oldest.body !== body)
            await this.github.updateComment('issue', oldest.id, body, this.pull);
        return true;
    }
}

var dependencies = __webpack_require__(2626);
var deployment_api = __webpack_require__(2004);
var github_client = __webpack_require__(9593);
var authorship = __webpack_require__(8610);
var lifecycle = __webpack_require__(9019);
var service_transport = __webpack_require__(2836);
;// CONCATENATED MODULE: ../deploy.ts











const LAST_EDIT_MS = 60_000;
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
    }, deps, (0,authorship/* markerAuthorship */.iv)(inputs, (message) => core/* warning */.$e(message)));
    return { github, pull: pull.number };
}
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
function run(deps = dependencies/* realDependencies */._) {
    return (0,lifecycle/* runAction */.C)(deps, startDeployStep);
}


/***/ }),

/***/ 2004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ DeploymentClient)
/* harmony export */ });
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33);
/* harmony import */ var _deployment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6969);


const PREVIEW_RATE_LIMIT = '5 preview requests per minute per organization';
class DeploymentClient {
    transport;
    projectId;
    constructor(transport, projectId) {
        this.transport = transport;
        this.projectId = projectId;
    }
    context(operation, notFound, rateLimit, effect) {
        return { operation, notFound, rateLimit, effect };
    }
    get project() {
        return encodeURIComponent(this.projectId);
    }
    async update() {
        const context = this.context('Deploying the docs', `project ${this.projectId} was not found; check project-id and api-url`, 'the deployment requests its plan allows', 'The service may have started the deployment anyway: look in the dashboard before running again.');
        const body = await this.transport.object({
            method: 'POST',
            path: `/v1/project/update/${this.project}`,
            context,
        });
        return queued(body, context);
    }
    async preview(branch) {
        const context = this.context(`Previewing branch ${branch}`, `project ${this.projectId} was not found; check project-id and api-url`, PREVIEW_RATE_LIMIT, 'The service may have started the preview anyway: look in the dashboard before running again.');
        const body = await this.transport.object({
            method: 'POST',
            path: `/v1/project/preview/${this.project}`,
            body: { branch },
            context,
        });
        return queued(body, context);
    }
    async status(statusId, deadline) {
        const context = this.context(`Checking deployment ${statusId}`, `deployment status ${statusId} was not found; check status-id and api-url`, 'the status requests its plan allows');
        const body = await this.transport.object({
            method: 'GET',
            path: `/v1/project/update-status/${encodeURIComponent(statusId)}`,
            context,
            deadline,
        });
        return (0,_deployment_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDeployment */ .zi)(body);
    }
    async runAutomation(automation) {
        const context = this.context(`Running automation ${automation}`, `automation ${automation} was not found in project ${this.projectId}; check automation (its id is in the automation's settings) and project-id`, 'the automation runs its plan allows', 'The service may have queued the run anyway: look at the automation runs in the dashboard before running again.');
        const body = await this.transport.object({
            method: 'POST',
            path: `/v1/workflow/${this.project}/${encodeURIComponent(automation)}/trigger`,
            context,
        });
        return { runId: text(body.instanceId) };
    }
    dispose() {
        this.transport.dispose();
    }
}
function queued(body, context) {
    const statusId = text(body.statusId);
    if (statusId === '')
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD(`${context.operation}: the service accepted the request but returned no status id, so the deployment cannot be followed. Look in the dashboard.`);
    const previewUrl = text(body.previewUrl);
    return { statusId, previewUrl: /^https?:\/\/\S+$/.test(previewUrl) ? previewUrl : '' };
}
function text(value) {
    return typeof value === 'string' ? value : '';
}


/***/ }),

/***/ 9175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ followDeployment)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5264);
/* harmony import */ var _polling_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3072);
/* harmony import */ var _deployment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6969);



async function followDeployment(deployments, statusId, options) {
    const { what, deadline } = options;
    const result = await (0,_polling_js__WEBPACK_IMPORTED_MODULE_1__/* .pollUntilDone */ .Ar)(() => deployments.status(statusId, deadline), {
        isTerminal: _deployment_js__WEBPACK_IMPORTED_MODULE_2__/* .deploymentEnded */ .WL,
        isKnown: _deployment_js__WEBPACK_IMPORTED_MODULE_2__/* .deploymentStatusKnown */ .$O,
        intervalMs: options.intervalMs,
        deadline,
        immediate: false,
        initial: undefined,
        clock: options.clock,
        onStatus: options.onStatus,
        onUnknownStatus: (status) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${capitalized(what)} reports the status '${status}', which this action does not know; it is treated as still building.`),
        onPollError: (error) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${error.message} Still waiting for ${what}.`),
    });
    return { deployment: result.job, timedOut: result.timedOut };
}
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ }),

/***/ 6969:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  WL: () => (/* binding */ deploymentEnded),
  $O: () => (/* binding */ deploymentStatusKnown),
  JK: () => (/* binding */ failureDetails),
  zi: () => (/* binding */ parseDeployment)
});


var valibot = __webpack_require__(1500);
var service_api_shapes = __webpack_require__(6872);
;// CONCATENATED MODULE: ../../shared/deployments/deployment-api-shapes.ts


const DEPLOYMENT_STATUSES = ['queued', 'in_progress', 'success', 'failure'];
const UPDATE_SOURCES = [
    'internal',
    'github-app-installation',
    'api',
    'github',
    'dashboard',
    'gitlab',
    'onboarding',
];
const Names = valibot/* optional */.lq(valibot/* array */.YO(valibot/* string */.Yj()));
const FilesChanged = valibot/* strictObject */.re({ added: Names, modified: Names, removed: Names });
const DeploymentStatus = valibot/* strictObject */.re({
    _id: valibot/* optional */.lq(valibot/* string */.Yj()),
    projectId: valibot/* optional */.lq(valibot/* string */.Yj()),
    createdAt: valibot/* optional */.lq(valibot/* string */.Yj()),
    endedAt: valibot/* optional */.lq(valibot/* string */.Yj()),
    status: valibot/* optional */.lq(valibot/* picklist */.KI(DEPLOYMENT_STATUSES)),
    summary: valibot/* optional */.lq(valibot/* string */.Yj()),
    logs: valibot/* optional */.lq(valibot/* array */.YO(valibot/* string */.Yj())),
    subdomain: valibot/* optional */.lq(valibot/* string */.Yj()),
    screenshot: valibot/* optional */.lq(valibot/* string */.Yj()),
    screenshotLight: valibot/* optional */.lq(valibot/* string */.Yj()),
    screenshotDark: valibot/* optional */.lq(valibot/* string */.Yj()),
    author: valibot/* optional */.lq(valibot/* nullable */.me(valibot/* strictObject */.re({
        name: valibot/* optional */.lq(valibot/* string */.Yj()),
        avatarUrl: valibot/* optional */.lq(valibot/* string */.Yj()),
        githubUserId: valibot/* optional */.lq(valibot/* number */.ai()),
    }))),
    commit: valibot/* optional */.lq(valibot/* strictObject */.re({
        sha: valibot/* optional */.lq(valibot/* string */.Yj()),
        ref: valibot/* optional */.lq(valibot/* string */.Yj()),
        message: valibot/* optional */.lq(valibot/* string */.Yj()),
        filesChanged: valibot/* optional */.lq(FilesChanged),
    })),
    source: valibot/* optional */.lq(valibot/* picklist */.KI(UPDATE_SOURCES)),
});
const UpdateQueued = valibot/* strictObject */.re({ statusId: valibot/* optional */.lq(valibot/* string */.Yj()) });
const PreviewQueued = valibot/* strictObject */.re({
    statusId: valibot/* optional */.lq(valibot/* string */.Yj()),
    previewUrl: valibot/* optional */.lq(valibot/* string */.Yj()),
});
const PreviewRequest = valibot/* object */.Ik({ branch: valibot/* pipe */.Fs(valibot/* string */.Yj(), valibot/* minLength */.Bp(1)) });
const AutomationQueued = valibot/* strictObject */.re({
    schemaId: valibot/* optional */.lq(valibot/* string */.Yj()),
    instanceId: valibot/* optional */.lq(valibot/* string */.Yj()),
    jobId: valibot/* optional */.lq(valibot/* string */.Yj()),
});
const DEPLOYMENT_ENDPOINTS = {
    'deploy.update': {
        method: 'POST',
        path: '/v1/project/update/{projectId}',
        answers: { 202: UpdateQueued },
    },
    'deploy.status': {
        method: 'GET',
        path: '/v1/project/update-status/{statusId}',
        answers: { 200: DeploymentStatus },
    },
    'deploy.preview': {
        method: 'POST',
        path: '/v1/project/preview/{projectId}',
        body: PreviewRequest,
        answers: { 202: PreviewQueued, 400: service_api_shapes/* ServiceError */._7, 403: service_api_shapes/* ServiceError */._7 },
    },
    'deploy.automation': {
        method: 'POST',
        path: '/v1/workflow/{projectId}/{workflowSchemaId}/trigger',
        answers: { 202: AutomationQueued, 400: service_api_shapes/* ServiceError */._7, 404: service_api_shapes/* ServiceError */._7 },
    },
};

;// CONCATENATED MODULE: ../../shared/deployments/deployment.ts



const DEPLOYMENT_TERMINAL = ['success', 'failure'];
const DEPLOYMENT_KNOWN = DEPLOYMENT_STATUSES;
function deploymentEnded(status) {
    return status !== null && DEPLOYMENT_TERMINAL.includes(status);
}
function deploymentStatusKnown(status) {
    return status !== null && DEPLOYMENT_KNOWN.includes(status);
}
const Text = valibot/* fallback */.Np(valibot/* pipe */.Fs(valibot/* string */.Yj(), valibot/* transform */.pd((value) => value.replace(/\p{Cc}/gu, ' ').trim() || null)), null);
const Texts = valibot/* fallback */.Np(valibot/* pipe */.Fs(valibot/* array */.YO(valibot/* unknown */.L5()), valibot/* transform */.pd((items) => items.flatMap((item) => {
    const text = valibot/* parse */.qg(Text, item);
    return text === null ? [] : [text];
}))), []);
const Url = valibot/* fallback */.Np(valibot/* pipe */.Fs(valibot/* string */.Yj(), valibot/* transform */.pd((value) => (/^https?:\/\/[^\s"'<>]+$/.test(value) ? value : null))), null);
const Reading = valibot/* object */.Ik({
    ...(0,service_api_shapes/* forgiving */.yr)(DeploymentStatus, Text).entries,
    logs: Texts,
    screenshot: Url,
    screenshotLight: Url,
    screenshotDark: Url,
    commit: valibot/* fallback */.Np(valibot/* object */.Ik({
        filesChanged: valibot/* fallback */.Np((0,service_api_shapes/* forgiving */.yr)(FilesChanged, Texts), () => ({
            added: [],
            modified: [],
            removed: [],
        })),
    }), () => ({ filesChanged: { added: [], modified: [], removed: [] } })),
});
function parseDeployment(body) {
    const read = valibot/* parse */.qg(Reading, body);
    return {
        status: read.status,
        summary: read.summary,
        logs: read.logs,
        subdomain: read.subdomain,
        screenshot: read.screenshot,
        screenshotLight: read.screenshotLight,
        screenshotDark: read.screenshotDark,
        createdAt: read.createdAt,
        endedAt: read.endedAt,
        filesChanged: read.commit.filesChanged,
    };
}
function failureDetails(deployment, lines) {
    const summary = deployment?.summary ?? null;
    const logs = (deployment?.logs ?? []).slice(-lines);
    return ((summary === null ? '' : `: ${summary}`) +
        (logs.length === 0 ? '' : `\nLast lines of its logs:\n${logs.join('\n')}`));
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

/***/ 3072:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ pollUntilDone)
/* harmony export */ });
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33);

const MAX_POLL_INTERVAL_MS = 30_000;
const BRISK_PHASE_MS = 300_000;
const EARLY_GROWTH = 1.5;
const LATE_GROWTH = 1.1;
const MAX_FAILED_POLLS = 3;
function nextInterval(previousMs, elapsedMs, baseMs) {
    const cap = Math.max(MAX_POLL_INTERVAL_MS, baseMs);
    if (elapsedMs < BRISK_PHASE_MS)
        return Math.min(2 * baseMs, previousMs * EARLY_GROWTH, cap);
    return Math.min(cap, previousMs * LATE_GROWTH);
}
async function pollUntilDone(getJob, options) {
    const { clock, deadline } = options;
    const started = clock.now();
    const unknown = new Set();
    let job = options.initial;
    let status = job?.status ?? null;
    let polls = 0;
    let failures = 0;
    let interval = options.intervalMs;
    let pollNow = options.immediate;
    let asked = 0;
    for (;;) {
        if (!pollNow) {
            const remaining = deadline - clock.now();
            if (remaining <= 0)
                return { job, timedOut: true, polls };
            await clock.sleep(Math.min(Math.max(interval, asked), remaining));
            asked = 0;
            interval = nextInterval(interval, clock.now() - started, options.intervalMs);
        }
        pollNow = false;
        polls++;
        try {
            job = await getJob();
            failures = 0;
        }
        catch (error) {
            if (!(error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD) || !error.transient)
                throw error;
            if (clock.now() >= deadline)
                return { job, timedOut: true, polls };
            if (error.retryAfterMs !== undefined) {
                asked = error.retryAfterMs;
            }
            else if (++failures >= MAX_FAILED_POLLS) {
                throw error;
            }
            options.onPollError?.(error);
            continue;
        }
        if (job.status !== status) {
            await options.onStatus?.(job, status);
            status = job.status;
        }
        else {
            await options.onUnchanged?.(job);
        }
        if (options.isTerminal(job.status))
            return { job, timedOut: false, polls };
        if (job.status !== null && !options.isKnown(job.status) && !unknown.has(job.status)) {
            unknown.add(job.status);
            options.onUnknownStatus?.(job.status);
        }
        if (clock.now() >= deadline)
            return { job, timedOut: true, polls };
    }
}


/***/ }),

/***/ 2836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ serviceTransport)
/* harmony export */ });
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33);
/* harmony import */ var _http_retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4378);
/* harmony import */ var _http_json_transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7296);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6667);
/* harmony import */ var _service_message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2566);





function serviceTransport(settings, deps) {
    return new _http_json_transport_js__WEBPACK_IMPORTED_MODULE_2__/* .Transport */ .o({
        baseUrl: settings.apiUrl,
        urlSetting: 'api-url',
        headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
        secrets: [settings.apiKey],
        userAgent: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .USER_AGENT */ ._O,
        timeoutMs: settings.timeoutMs,
        retry: _http_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_RETRY_POLICY */ .cO,
        explain: _http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceErrorMessage */ .FY,
        readError: _service_message_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceMessage */ .X,
        clock: deps.clock,
        random: deps.random,
        onRetry: settings.onRetry,
    });
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

//# sourceMappingURL=873.index.js.map