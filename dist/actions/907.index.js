export const id = 907;
export const ids = [907];
export const modules = {

/***/ 2046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ DeploymentClient)
/* harmony export */ });
/* unused harmony export PREVIEW_RATE_LIMIT */
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1903);
/* harmony import */ var _deployment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2695);


/** The preview endpoint's budget (api-facts); the others state none. */
const PREVIEW_RATE_LIMIT = '5 preview requests per minute per organization';
/**
 * The deployment endpoints of the service's External API (v1): deploy the docs, preview a branch,
 * follow either's status, and run a scheduled automation now. Every POST here is sent once: a
 * second one would deploy, preview or run again.
 */
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
    /** POST /v1/project/update/{projectId} (202): deploys the deployment branch. */
    async update() {
        const context = this.context('Deploying the docs', `project ${this.projectId} was not found; check project-id and api-url`, 'the deployment requests its plan allows', 'The service may have started the deployment anyway: look in the dashboard before running again.');
        const body = await this.transport.object({
            method: 'POST',
            path: `/v1/project/update/${this.project}`,
            context,
        });
        return queued(body, context);
    }
    /** POST /v1/project/preview/{projectId} (202): previews `branch` (a redeploy if it has one). */
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
    /** GET /v1/project/update-status/{statusId} (200); retries stop at `deadline`. */
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
    /**
     * POST /v1/workflow/{projectId}/{automation}/trigger (202): runs a scheduled automation now.
     * Its run's id, '' when the service gives none.
     */
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
/** A queued deployment's answer; without a status id it cannot be followed. */
function queued(body, context) {
    const statusId = text(body.statusId);
    if (statusId === '')
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD(`${context.operation}: the service accepted the request but returned no status id, so the deployment cannot be followed. Look in the dashboard.`);
    const previewUrl = text(body.previewUrl);
    return { statusId, previewUrl: /^https?:\/\/\S+$/.test(previewUrl) ? previewUrl : '' };
}
/** A string of an answer: '' when it is missing or of another type. */
function text(value) {
    return typeof value === 'string' ? value : '';
}


/***/ }),

/***/ 4849:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ followDeployment)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/* harmony import */ var _polling_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5170);
/* harmony import */ var _deployment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2695);



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

/***/ 2695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WL: () => (/* binding */ deploymentEnded),
  $O: () => (/* binding */ deploymentStatusKnown),
  JK: () => (/* binding */ failureDetails),
  zi: () => (/* binding */ parseDeployment)
});

// UNUSED EXPORTS: DEPLOYMENT_KNOWN, DEPLOYMENT_TERMINAL

// EXTERNAL MODULE: ./node_modules/valibot/dist/index.mjs
var dist = __webpack_require__(7934);
// EXTERNAL MODULE: ./src/shared/service/service-api-shapes.ts
var service_api_shapes = __webpack_require__(6526);
;// CONCATENATED MODULE: ./src/shared/deployments/deployment-api-shapes.ts
/**
 * The deployment endpoints (v1) of the service's External API, as this project understands them
 * from its published spec (api-facts: "Deployments, previews and automations"): what the agent
 * action (previews of its pull requests) and the deploy action call, through
 * ./deployment-api.ts. Shared by both, so it lives here; the emulator serves them and the
 * contract tests hold them to the spec, as ../service/service-api-shapes.ts says.
 */

// By its .ts name: the emulator runs this file with Node's type stripping, which finds no .js.

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
const Names = dist/* optional */.lqM(dist/* array */.YOg(dist/* string */.YjP()));
/** The files a deployment's commit changed. */
const FilesChanged = dist/* strictObject */.rej({ added: Names, modified: Names, removed: Names });
/** A deployment's status: an update's or a preview's (one endpoint). The spec requires no field. */
const DeploymentStatus = dist/* strictObject */.rej({
    _id: dist/* optional */.lqM(dist/* string */.YjP()),
    projectId: dist/* optional */.lqM(dist/* string */.YjP()),
    /** ISO dates in UTC ("An ISODate"); no format is stated. */
    createdAt: dist/* optional */.lqM(dist/* string */.YjP()),
    endedAt: dist/* optional */.lqM(dist/* string */.YjP()),
    status: dist/* optional */.lqM(dist/* picklist */.KIO(DEPLOYMENT_STATUSES)),
    summary: dist/* optional */.lqM(dist/* string */.YjP()),
    logs: dist/* optional */.lqM(dist/* array */.YOg(dist/* string */.YjP())),
    subdomain: dist/* optional */.lqM(dist/* string */.YjP()),
    /** URLs of screenshots of the docs (described as "a screenshot", no format stated). */
    screenshot: dist/* optional */.lqM(dist/* string */.YjP()),
    screenshotLight: dist/* optional */.lqM(dist/* string */.YjP()),
    screenshotDark: dist/* optional */.lqM(dist/* string */.YjP()),
    author: dist/* optional */.lqM(dist/* nullable */.mee(dist/* strictObject */.rej({
        name: dist/* optional */.lqM(dist/* string */.YjP()),
        avatarUrl: dist/* optional */.lqM(dist/* string */.YjP()),
        githubUserId: dist/* optional */.lqM(dist/* number */.aig()),
    }))),
    commit: dist/* optional */.lqM(dist/* strictObject */.rej({
        sha: dist/* optional */.lqM(dist/* string */.YjP()),
        ref: dist/* optional */.lqM(dist/* string */.YjP()),
        message: dist/* optional */.lqM(dist/* string */.YjP()),
        filesChanged: dist/* optional */.lqM(FilesChanged),
    })),
    source: dist/* optional */.lqM(dist/* picklist */.KIO(UPDATE_SOURCES)),
});
/** The answer of an update: the status to follow. */
const UpdateQueued = dist/* strictObject */.rej({ statusId: dist/* optional */.lqM(dist/* string */.YjP()) });
/** The answer of a preview: the status to follow, and where the preview will be. */
const PreviewQueued = dist/* strictObject */.rej({
    statusId: dist/* optional */.lqM(dist/* string */.YjP()),
    previewUrl: dist/* optional */.lqM(dist/* string */.YjP()),
});
/** The body of a preview request: the branch (required, at least one character). */
const PreviewRequest = dist/* object */.Ikc({ branch: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* minLength */.BpQ(1)) });
/** The answer of an automation run now. */
const AutomationQueued = dist/* strictObject */.rej({
    schemaId: dist/* optional */.lqM(dist/* string */.YjP()),
    instanceId: dist/* optional */.lqM(dist/* string */.YjP()),
    jobId: dist/* optional */.lqM(dist/* string */.YjP()),
});
/**
 * Every deployment endpoint, keyed by the operation names the emulator logs and faults use. The
 * spec lists no 401, 404 or 429 for most; they happen in practice and carry a `ServiceError`.
 */
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

;// CONCATENATED MODULE: ./src/shared/deployments/deployment.ts



const DEPLOYMENT_TERMINAL = ['success', 'failure'];
const DEPLOYMENT_KNOWN = DEPLOYMENT_STATUSES;
function deploymentEnded(status) {
    return status !== null && DEPLOYMENT_TERMINAL.includes(status);
}
function deploymentStatusKnown(status) {
    return status !== null && DEPLOYMENT_KNOWN.includes(status);
}
/** Any string, one line, without control characters; anything else is null. */
const Text = dist/* fallback */.NpB(dist/* pipe */.FsL(dist/* string */.YjP(), dist/* transform */.pdi((value) => value.replace(/\p{Cc}/gu, ' ').trim() || null)), null);
/** Strings of a list; anything else in it is dropped, and a list that is none is empty. */
const Texts = dist/* fallback */.NpB(dist/* pipe */.FsL(dist/* array */.YOg(dist/* unknown */.L5J()), dist/* transform */.pdi((items) => items.flatMap((item) => {
    const text = dist/* parse */.qgA(Text, item);
    return text === null ? [] : [text];
}))), []);
/** An http(s) URL as sent, or null: a screenshot goes into a comment only as a link. */
const Url = dist/* fallback */.NpB(dist/* pipe */.FsL(dist/* string */.YjP(), dist/* transform */.pdi((value) => (/^https?:\/\/[^\s"'<>]+$/.test(value) ? value : null))), null);
const Reading = dist/* object */.Ikc({
    ...(0,service_api_shapes/* forgiving */.yr)(DeploymentStatus, Text).entries,
    logs: Texts,
    screenshot: Url,
    screenshotLight: Url,
    screenshotDark: Url,
    commit: dist/* fallback */.NpB(dist/* object */.Ikc({
        filesChanged: dist/* fallback */.NpB((0,service_api_shapes/* forgiving */.yr)(FilesChanged, Texts), () => ({
            added: [],
            modified: [],
            removed: [],
        })),
    }), () => ({ filesChanged: { added: [], modified: [], removed: [] } })),
});
/** Tolerant: nothing here throws. */
function parseDeployment(body) {
    const read = dist/* parse */.qgA(Reading, body);
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
/**
 * A failed deployment's own words, to follow "\u2026 failed": `: ` and the service's summary, then
 * its logs' last `lines` lines; '' when it gave neither.
 */
function failureDetails(deployment, lines) {
    const summary = deployment?.summary ?? null;
    const logs = (deployment?.logs ?? []).slice(-lines);
    return ((summary === null ? '' : `: ${summary}`) +
        (logs.length === 0 ? '' : `\nLast lines of its logs:\n${logs.join('\n')}`));
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

/***/ 5170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ pollUntilDone)
/* harmony export */ });
/* unused harmony exports MAX_POLL_INTERVAL_MS, BRISK_PHASE_MS, EARLY_GROWTH, LATE_GROWTH, MAX_FAILED_POLLS, nextInterval */
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1903);

/**
 * Waiting for something the service works on (an agent job, a deployment) to end: one poll after
 * another, the interval easing off, until a terminal status or the deadline. Shared by both
 * kinds of wait: neither API documents a polling interval, so both use the agent jobs' back-off.
 */
/** The interval never grows past 30 s, or past the chosen interval when that is longer. */
const MAX_POLL_INTERVAL_MS = 30_000;
/** Most jobs end within minutes: until then polls stay frequent (at most twice the interval). */
const BRISK_PHASE_MS = 300_000;
/** Growth per poll: quick to twice the interval at the start, gentle after the brisk phase. */
const EARLY_GROWTH = 1.5;
const LATE_GROWTH = 1.1;
/** Consecutive polls that may fail transiently (after the client's own retries) before giving up. */
const MAX_FAILED_POLLS = 3;
/**
 * The wait after a poll, given the last wait and the time spent waiting. With the default 5 s:
 * 5, 7.5, then every 10 s for five minutes (as often as a hand-written 10 s loop, without its
 * wasted first request), then 11, 12.1, \u2026 up to 30 s, so a 30-minute wait costs about 90 polls
 * rather than 360. Measured in bench/RESULTS.md.
 */
function nextInterval(previousMs, elapsedMs, baseMs) {
    const cap = Math.max(MAX_POLL_INTERVAL_MS, baseMs);
    if (elapsedMs < BRISK_PHASE_MS)
        return Math.min(2 * baseMs, previousMs * EARLY_GROWTH, cap);
    return Math.min(cap, previousMs * LATE_GROWTH);
}
/**
 * Polls until the first terminal status or the deadline. A transient failure that outlasts the
 * client's retries is tolerated a few times in a row: a brief outage must not abandon a long job.
 */
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
    /** A wait the service asked for (a Retry-After too long for the client to sit through). */
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
            // A last poll at the deadline that fails is a timeout, not an error.
            if (clock.now() >= deadline)
                return { job, timedOut: true, polls };
            if (error.retryAfterMs !== undefined) {
                // Rate limited: waiting as asked is not a failure of the service.
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

/***/ 2554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ serviceTransport)
/* harmony export */ });
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1903);
/* harmony import */ var _http_retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7712);
/* harmony import */ var _http_json_transport_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(854);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9189);
/* harmony import */ var _service_message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1644);





/** A transport for the docs platform's API: bearer key, its error messages, its retry policy. */
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

//# sourceMappingURL=907.index.js.map