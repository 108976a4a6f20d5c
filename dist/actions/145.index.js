export const id = 145;
export const ids = [145];
export const modules = {

/***/ 4676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OG: () => (/* binding */ handedOffStatus),
/* harmony export */   P: () => (/* binding */ statusLink),
/* harmony export */   Ur: () => (/* binding */ jobStanding),
/* harmony export */   az: () => (/* binding */ killedStatus)
/* harmony export */ });
/**
 * What a job's state means for the docs of a followed pull request (`docs-status`), in the words
 * a commit status shows: one wording for the run that followed the job to its end
 * (../job/docs-status.ts), for a push that brings the job nothing new
 * (../triggers/code-push-diff.ts), and for the `post:` step of a killed run.
 */
/** A link a status's "Details" may go to: http(s) only, else undefined. */
function statusLink(url) {
    return url !== null && url !== undefined && /^https?:\/\/[^\s<>"]+$/.test(url) ? url : undefined;
}
/**
 * The status of a job that ended (completed, failed, archived), or undefined while it works;
 * `runUrl` is the link when the docs pull request is not (none, when a push only copies).
 */
function jobStanding(job, jobId, runUrl) {
    const run = statusLink(runUrl);
    const pull = statusLink(job.prLink);
    switch (job.status) {
        case 'completed':
            return pull === undefined
                ? { state: 'success', description: `No docs change needed (job ${jobId})`, targetUrl: run }
                : {
                    state: 'success',
                    description: `Docs pull request ready (job ${jobId})`,
                    targetUrl: pull,
                };
        case 'failed':
            return { state: 'failure', description: `The docs agent job ${jobId} failed`, targetUrl: run };
        case 'archived':
            return {
                state: 'failure',
                description: `Job ${jobId} was archived before it ended`,
                targetUrl: run,
            };
        default:
            return undefined;
    }
}
/**
 * A job left to a finish run (`wait: hand-off`, or a run that stopped waiting): still pending,
 * and saying who ends it, so that a required check that waits says why.
 */
function handedOffStatus(jobId, targetUrl) {
    return {
        state: 'pending',
        description: `Job ${jobId} works; a finish run (finish: true) sets this status when it ends`,
        ...(targetUrl === undefined ? {} : { targetUrl }),
    };
}
/** What the `post:` step sets for a step killed while its job worked (it left `pending`). */
function killedStatus(jobId, runUrl) {
    return {
        state: 'error',
        description: jobId === ''
            ? 'The workflow stopped before the job was made'
            : `The workflow stopped while job ${jobId} worked: run again with its job-id`,
        targetUrl: statusLink(runUrl),
    };
}


/***/ }),

/***/ 1165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   tJ: () => (/* binding */ inert),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* unused harmony export MAX_COMMENT_LENGTH */
/* harmony import */ var _shared_gaps_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3381);
/* harmony import */ var _shared_markup_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9709);
/* harmony import */ var _shared_durations_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2760);
/* harmony import */ var _shared_deployments_preview_view_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3106);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3515);
/* harmony import */ var _hand_off_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3304);
/* harmony import */ var _request_count_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2506);
/**
 * What a tracking comment shows (CommentView) and its Markdown (renderComment): pure, so that the
 * comment's words are tested apart from GitHub. TrackingComment (./tracking-comment.ts) writes it.
 */







/** GitHub refuses comment bodies longer than this. */
const MAX_COMMENT_LENGTH = 65_536;
const MAX_QUOTED = 2000;
const HEADLINES = {
    working: '\u23f3 The docs agent is working on this',
    completed: '\u2705 The docs agent opened a pull request',
    'no-changes': '\u2139\ufe0f The docs agent finished without changing any files',
    failed: '\u274c The docs agent job failed',
    archived: '\ud83d\uddc4\ufe0f The docs agent job was archived',
    'timed-out': '\u23f8\ufe0f Stopped waiting: the job is still running on the service',
    stopped: '\ud83d\uded1 The workflow stopped before the job finished',
    error: '\u26a0\ufe0f The docs agent action hit an error',
    'ci-held': '\ud83e\uddd1\u200d\ud83d\udd27 CI still fails: a person is needed',
    'push-held': '\ud83e\uddd1\u200d\ud83d\udd27 New pushes are no longer sent to the agent: a person is needed',
    limited: '\u23f8\ufe0f Not sent: a daily request limit is reached',
};
/** The headline of a CI follow-up while the job works on it: what was sent. */
function ciHeadline(ci) {
    return `\ud83d\udd27 CI failed: asked the agent to fix it (${ci.count} of ${ci.cap})`;
}
/** The row and the words of a CI failure: which run, and for a held one why nothing was sent. */
function ciParts(view, ci) {
    const run = ci.url === '' ? (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(ci.workflow) : (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .linkOrText */ .Hw)(ci.url, ci.workflow);
    if (view.state !== 'ci-held')
        return { row: `${run} failed: asked the agent to fix it (${ci.count} of ${ci.cap})`, words: '' };
    const phrase = (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(view.triggerPhrase);
    return {
        row: `${run} failed again; ${ci.count} of ${ci.cap} sent`,
        words: [
            `The job was already sent ${ci.count} CI failure${ci.count === 1 ? '' : 's'}, as many as <code>ci-follow-ups</code> allows, so this one was not sent. This comment is updated with each later failure.`,
            `Fix the failure by hand, or ask the agent for something specific in a comment: <code>${phrase} &lt;instruction&gt;</code>.`,
        ].join('\n\n'),
    };
}
/** The row and the words of a pull request whose pushes reached `code-follow-ups`. */
function pushParts({ count, cap }) {
    return {
        row: `${count} of ${cap} sent`,
        words: [
            `The job was sent ${count} push${count === 1 ? '' : 'es'} of this pull request, as many as <code>code-follow-ups</code> allows: later pushes are not sent, and this comment says so once.`,
            'Bring the docs pull request up to date by hand, or raise <code>code-follow-ups</code> in the workflow: the next push is then sent.',
        ].join('\n\n'),
    };
}
/**
 * Text made inert for a comment: escaped (`@` always, so no mentions), on one line, and a trigger
 * phrase without `@` gets its first character escaped too.
 */
function inert(text, phrase) {
    const escapedPhrase = (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(phrase);
    const line = (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(text);
    return escapedPhrase === '' || escapedPhrase.startsWith('&#')
        ? line
        : line.replace(new RegExp((0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeRegExp */ .Nt)(escapedPhrase), 'gi'), (found) => `&#${found.charCodeAt(0)};${found.slice(1)}`);
}
/** A user's text as a Markdown quote: inert line by line, and shortened. */
function quote(text, phrase) {
    const short = text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}\u2026` : text;
    return short
        .split(/\r?\n/)
        .map((line) => `> ${inert(line, phrase)}`)
        .join('\n');
}
/**
 * The items of the docs-gaps issue the job covers, and its pull request once it has one. The gaps
 * run reads that pull request in the issue's repository, which is the run's: a pull request in
 * another repository is not recorded (the items then say they were asked, not whether it merged).
 */
function gapsCoverMarker(view) {
    if (view.gapsItems === undefined)
        return '';
    const repository = view.runUrl.replace(/\/actions\/runs\/.*$/s, '');
    const here = repository !== '' && (view.prLink ?? '').startsWith(`${repository}/pull/`);
    const pr = here ? /\/pull\/(\d{1,9})(?:$|[/?#])/.exec(view.prLink ?? '')?.[1] : undefined;
    return (0,_shared_gaps_items_js__WEBPACK_IMPORTED_MODULE_0__/* .renderGapsCover */ .L4)({
        job: view.jobId,
        items: view.gapsItems,
        pr: pr === undefined ? undefined : Number(pr),
    });
}
function renderComment(view) {
    const rows = [];
    // A request that failed before it had a job: no job to show, and a marker that names none.
    const jobless = view.jobId === '';
    if (!jobless && (view.state === 'ci-held' || view.state === 'push-held'))
        rows.push(['Job', `<code>${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(view.jobId)}</code>`]);
    else if (!jobless) {
        rows.push([
            'Job',
            `<code>${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(view.jobId)}</code>${view.followUp ? ' (follow-up message)' : ''}`,
        ], ['Status', (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(view.status || 'unknown')]);
    }
    if (view.prLink !== null)
        rows.push(['Pull request', (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .linkOrText */ .Hw)(view.prLink)]);
    const preview = view.preview?.status === 'off' ? undefined : view.preview;
    if (preview !== undefined)
        rows.push(['Preview', (0,_shared_deployments_preview_view_js__WEBPACK_IMPORTED_MODULE_1__/* .previewLine */ .$)(preview)]);
    if (view.durationMs !== undefined)
        rows.push(['Took', (0,_shared_durations_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDuration */ .a)(view.durationMs)]);
    const ci = view.ci === undefined ? undefined : ciParts(view, view.ci);
    if (ci !== undefined)
        rows.push(['CI', ci.row]);
    const pushes = view.pushes === undefined ? undefined : pushParts(view.pushes);
    if (pushes !== undefined)
        rows.push(['Pushes', pushes.row]);
    rows.push(...countsRow(view.budget));
    if (view.runUrl !== '')
        rows.push(['Workflow run', (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .linkOrText */ .Hw)(view.runUrl, 'logs')]);
    const advice = view.state === 'error' ? view.advice : undefined;
    const headline = advice !== undefined
        ? `\u26a0\ufe0f ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(advice.title)}`
        : view.ci !== undefined && view.state === 'working'
            ? ciHeadline(view.ci)
            : HEADLINES[view.state];
    const parts = [
        hiddenParts(view),
        `### ${headline}`,
        '',
        quote(view.instruction, view.triggerPhrase),
        '',
        '| | |',
        '|---|---|',
        ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    ];
    const picture = preview === undefined ? '' : (0,_shared_deployments_preview_view_js__WEBPACK_IMPORTED_MODULE_1__/* .previewPicture */ .b)(preview);
    if (picture !== '')
        parts.push('', picture);
    if (ci !== undefined && ci.words !== '')
        parts.push('', ci.words);
    if (pushes !== undefined)
        parts.push('', pushes.words);
    if (advice !== undefined)
        parts.push('', advice.body);
    else if (view.detail !== '')
        parts.push('', (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(view.detail.slice(0, 1000)));
    if (handedOff(view))
        parts.push('', `No workflow run waits for this job: a finish run (<code>finish: true</code>) updates this comment when the job ends. Without one, run the action with <code>job-id: ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(view.jobId)}</code> to wait for it.`);
    if (view.unreached !== undefined)
        parts.push('', `\u26a0\ufe0f ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(view.unreached.slice(0, 1500))}`);
    const ended = endedWords(view);
    if (ended !== '')
        parts.push('', ended);
    if (view.state === 'timed-out' || view.state === 'stopped') {
        parts.push('', `The job may still be running on the service. To wait for it again, run the action with <code>job-id: ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(view.jobId)}</code>.`);
    }
    return parts.join('\n').slice(0, MAX_COMMENT_LENGTH);
}
/**
 * What a failed or archived job's comment says to do next: what the service reported (a status
 * is all it gives), then the two ways on: ask again, which starts a new job, or look at this one.
 */
function endedWords(view) {
    if ((view.state !== 'failed' && view.state !== 'archived') || view.jobId === '')
        return '';
    const job = `<code>${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(view.jobId)}</code>`;
    const reported = view.state === 'failed'
        ? `The service reported job ${job} as <code>failed</code>: it ended without finishing the work.`
        : `The service reported job ${job} as <code>archived</code>: it was set aside before it ended.`;
    const phrase = (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(view.triggerPhrase);
    const again = phrase === ''
        ? 'run the workflow again'
        : `comment <code>${phrase} &lt;instruction&gt;</code> here`;
    return `${reported} To try again, ${again}: a new job starts. To see what happened, open job ${job} in the platform's dashboard (its agent jobs).`;
}
/** The counts against the daily request limits, as a row, when one is set. */
function countsRow(budget) {
    const counts = budget === undefined ? [] : (0,_request_count_js__WEBPACK_IMPORTED_MODULE_5__/* .budgetWords */ .h)(budget);
    return counts.length === 0 ? [] : [['Requests today', (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkup */ .My)(counts.join('; '))]];
}
/**
 * The hidden comments a tracking comment starts with: the marker (a failure's, for a request
 * without a job), the docs-gaps items it covers, and the hand-off record while no run waits.
 */
function hiddenParts(view) {
    if (view.jobId === '')
        return (0,_marker_js__WEBPACK_IMPORTED_MODULE_6__/* .renderFailureMarker */ .Vl)({
            request: view.requestKey,
            run: view.run,
            claim: view.claim,
            jobMayExist: view.jobMayExist,
            sentBy: view.sentBy,
            sentAt: view.sentAt,
            claimId: view.claimId,
        });
    const marker = (0,_marker_js__WEBPACK_IMPORTED_MODULE_6__/* .renderMarker */ .Bd)({
        job: view.jobId,
        request: view.requestKey,
        run: view.run,
        ci: view.ci?.count,
        preview: previewMarked(view.preview),
        ...(view.prLink === null ? {} : { pr: view.prLink }),
        ...(view.head === undefined ? {} : { head: view.head }),
        ...(view.sentBy === undefined ? {} : { sentBy: view.sentBy, sentAt: view.sentAt }),
    });
    const record = handedOff(view) ? (0,_hand_off_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHandOff */ .vB)(view.handOff, view) : '';
    return marker + gapsCoverMarker(view) + record;
}
/** A job that no run waits for, whose record the comment carries while it works. */
function handedOff(view) {
    return view.handOff !== undefined && view.state === 'working' && view.jobId !== '';
}
/** What the marker records of a preview: its status id and link, once the service gave an id. */
function previewMarked(preview) {
    return preview?.statusId === undefined
        ? undefined
        : { statusId: preview.statusId, url: preview.url };
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

/***/ 3304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fY: () => (/* binding */ checkHandOff),
/* harmony export */   iE: () => (/* binding */ mentionsHandOff),
/* harmony export */   qr: () => (/* binding */ parseHandOff),
/* harmony export */   vB: () => (/* binding */ renderHandOff)
/* harmony export */ });
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7934);

const RECORD_START = '<!-- docs-agent-handoff ';
const RECORD = /<!-- docs-agent-handoff ([A-Za-z0-9_-]{1,60000}) -->/;
/** The instruction as the comment quotes it, at most (comment-body.ts MAX_QUOTED, and its `\u2026`). */
const MAX_INSTRUCTION = 2001;
const Id = valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Wwf(1), valibot__WEBPACK_IMPORTED_MODULE_0__/* .maxValue */ .cGV(Number.MAX_SAFE_INTEGER));
const Value = valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(/^[\w.:-]{1,200}$/));
const Text = (max) => valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .maxLength */ .Ru6(max));
const Time = valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .isoTimestamp */ .yhX());
const Url = valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(/^(?:https?:\/\/[^\s<>"]{1,2000})?$/));
const HandOffShape = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    at: Time,
    startedAt: Time,
    thread: Id,
    place: valibot__WEBPACK_IMPORTED_MODULE_0__/* .variant */ .Oxt('kind', [
        valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: valibot__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('issue'), number: Id }),
        valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: valibot__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('review'), pull: Id, replyTo: Id }),
    ]),
    action: valibot__WEBPACK_IMPORTED_MODULE_0__/* .picklist */ .KIO(['create', 'message', 'wait']),
    react: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .variant */ .Oxt('kind', [
        valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: valibot__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('issue-comment'), id: Id }),
        valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: valibot__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('review-comment'), id: Id }),
        valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: valibot__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('issue'), number: Id }),
    ])),
    requester: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        login: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(/^[\w.[\]-]{1,100}$/)),
        type: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(Text(20)),
    })),
    status: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(/^[0-9a-f]{40}$/)), context: Text(255) })),
});
const Count = valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Wwf(0));
/** The view, as far as a handed-off comment shows it (no failure, no held count, no preview). */
const ViewShape = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    jobId: Value,
    requestKey: Value,
    instruction: Text(MAX_INSTRUCTION),
    followUp: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    runUrl: Url,
    run: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(/^\d{1,20}$/)),
        attempt: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .ndf()),
    })),
    status: Text(100),
    prLink: valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(Url),
    detail: Text(1000),
    triggerPhrase: Text(100),
    ci: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        count: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Wwf(0)),
        cap: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Wwf(0)),
        workflow: Text(500),
        url: Url,
    })),
    head: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(/^[0-9a-f]{40}$/))),
    gapsItems: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Text(200))),
    sentBy: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(/^[\w.[\]-]{0,100}$/))),
    sentAt: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(Count),
    budget: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        repository: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ used: Count, max: Count })),
        person: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ used: Count, max: Count, login: Text(100) })),
    })),
});
const RecordShape = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ handOff: HandOffShape, view: ViewShape });
/** The hidden comment that carries a view's hand-off record (comment-body.ts writes it). */
function renderHandOff(handOff, view) {
    const instruction = view.instruction.length > MAX_INSTRUCTION
        ? `${view.instruction.slice(0, MAX_INSTRUCTION - 1)}\u2026`
        : view.instruction;
    const kept = {
        jobId: view.jobId,
        requestKey: view.requestKey,
        instruction,
        followUp: view.followUp,
        runUrl: view.runUrl,
        ...(view.run === undefined ? {} : { run: view.run }),
        status: view.status,
        prLink: view.prLink,
        detail: view.detail.slice(0, 1000),
        triggerPhrase: view.triggerPhrase,
        ...(view.ci === undefined ? {} : { ci: view.ci }),
        ...(view.head === undefined ? {} : { head: view.head }),
        ...(view.gapsItems === undefined ? {} : { gapsItems: view.gapsItems }),
        ...(view.sentBy === undefined ? {} : { sentBy: view.sentBy }),
        ...(view.sentAt === undefined ? {} : { sentAt: view.sentAt }),
        ...(view.budget === undefined ? {} : { budget: view.budget }),
    };
    // base64url: nothing in it can end the HTML comment, and Markdown leaves it alone.
    const data = Buffer.from(JSON.stringify({ handOff, view: kept }), 'utf8').toString('base64url');
    return `${RECORD_START}${data} -->`;
}
/**
 * The hand-off record of a comment body, checked; undefined when it has none or a record that
 * does not read (mangled, or from a version that wrote another shape).
 */
function parseHandOff(body) {
    const data = RECORD.exec(body)?.[1];
    if (data === undefined)
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    }
    catch {
        return undefined;
    }
    const read = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(RecordShape, parsed);
    return read.success ? read.output : undefined;
}
/** A record as the post step reads it back from the main step's state; undefined if it does not read. */
function checkHandOff(value) {
    const read = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(HandOffShape, value);
    return read.success ? read.output : undefined;
}
/** Whether a body carries a hand-off record at all (cheap, before parsing). */
function mentionsHandOff(body) {
    return body.includes(RECORD_START);
}


/***/ }),

/***/ 3515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ renderMarker),
/* harmony export */   EL: () => (/* binding */ requestComments),
/* harmony export */   FT: () => (/* binding */ parseMarkers),
/* harmony export */   JD: () => (/* binding */ writtenByThisAction),
/* harmony export */   ML: () => (/* binding */ ciFollowUpsSent),
/* harmony export */   Vl: () => (/* binding */ renderFailureMarker),
/* harmony export */   Z3: () => (/* binding */ requestComment),
/* harmony export */   fr: () => (/* binding */ sentRequests),
/* harmony export */   zJ: () => (/* binding */ newestMarker)
/* harmony export */ });
/**
 * The marker protocol. Every comment this action writes (tracking comments, the note on the
 * agent's pull request) carries one hidden marker naming the job and the request it serves:
 * a re-run finds its own job by the request, a follow-up finds the thread's newest job, and a
 * comment with a marker never triggers the action. Only markers in comments written by a bot are
 * trusted; values are checked before they are used.
 */
/** Starts the hidden marker that every comment of this action carries. */
const MARKER_PREFIX = '<!-- docs-agent-action';
const RUN_ID = /^\d{1,20}$/;
/** The hidden comment that names a run, right after a marker; its pattern, for the readers. */
const RUN_PATTERN = '(?:<!-- docs-agent-run id=(\\d{1,20}) attempt=(\\d{1,6}) -->)?';
function renderRun(run) {
    return run === undefined || !RUN_ID.test(run.id)
        ? ''
        : `<!-- docs-agent-run id=${run.id} attempt=${run.attempt} -->`;
}
/**
 * The run goes in a second hidden comment right after the first, so that a version of this
 * action that predates it still reads the job and the request.
 */
function renderMarker(marker) {
    const main = `${MARKER_PREFIX} job=${encodeURIComponent(marker.job)} request=${encodeURIComponent(marker.request)} -->`;
    const { run, ci, preview, pr, head, sentBy, sentAt } = marker;
    const runPart = renderRun(run);
    const ciPart = ci === undefined || !Number.isInteger(ci) || ci < 0 ? '' : `<!-- docs-agent-ci sent=${ci} -->`;
    // Encoded, as the job and the request: nothing of a URL can end the HTML comment. What the
    // readers would not take back (below) is not written.
    const previewPart = preview === undefined || !previewRecordable(preview)
        ? ''
        : `<!-- docs-agent-preview status=${preview.statusId} url=${encodeURIComponent(preview.url)} -->`;
    const prPart = pr === undefined || pr === '' || !MARKED_URL.test(pr)
        ? ''
        : `<!-- docs-agent-pr url=${encodeURIComponent(pr)} -->`;
    const headPart = head === undefined || !SHA.test(head) ? '' : `<!-- docs-agent-head sha=${head} -->`;
    return `${main}${runPart}${ciPart}${previewPart}${prPart}${headPart}${renderSent(sentBy, sentAt)}`;
}
/** A login as the marker keeps it: GitHub's (a bot's `[bot]` included), or none. */
const LOGIN = /^[\w.[\]-]{0,100}$/;
/** The part that says a request was sent, for whom and when; its pattern, for the readers. */
const SENT_PATTERN = '(?:<!-- docs-agent-sent by=([\\w.[\\]-]{0,100})(?: at=(\\d{1,15}))? -->)?';
function renderSent(sentBy, sentAt) {
    if (sentBy === undefined || !LOGIN.test(sentBy))
        return '';
    const at = sentAt !== undefined && Number.isSafeInteger(sentAt) && sentAt > 0 ? ` at=${sentAt}` : '';
    return `<!-- docs-agent-sent by=${sentBy}${at} -->`;
}
/** A URL as a marker may give it: http(s) in ASCII (hosts in punycode), or none. */
const MARKED_URL = /^(?:https?:\/\/[^\s<>"\u0080-\uFFFF]+)?$/;
/** A status id: what the service's ids are made of, and not a path's `.` or `..`. */
const PREVIEW_STATUS_ID = /^(?!\.+$)[\w.:-]{1,200}$/;
/** A preview the marker can record and a reader take back as it was. */
function previewRecordable({ statusId, url }) {
    return PREVIEW_STATUS_ID.test(statusId) && MARKED_URL.test(url);
}
const SHA = /^[0-9a-f]{40}$/;
/** Job ids and request keys as the action writes them: nothing that could break a log line. */
const MARKER_VALUE = /^[\w.:-]{1,200}$/;
function parseMarkers(body) {
    const markers = [];
    const pattern = new RegExp(`<!-- docs-agent-action job=(\\S+) request=(\\S+) -->${RUN_PATTERN}(?:<!-- docs-agent-ci sent=(\\d{1,4}) -->)?(?:<!-- docs-agent-preview status=([\\w.:-]{1,200}) url=(\\S*) -->)?(?:<!-- docs-agent-pr url=(\\S+) -->)?(?:<!-- docs-agent-head sha=([0-9a-f]{40}) -->)?${SENT_PATTERN}`, 'g');
    for (const match of body.matchAll(pattern)) {
        try {
            const [, job = '', request = '', runId, attempt, ci, statusId, url, pr, head, sentBy, sentAt,] = match;
            const previewUrl = url === undefined ? '' : decodeURIComponent(url);
            const prUrl = pr === undefined ? '' : decodeURIComponent(pr);
            markers.push({
                job: decodeURIComponent(job),
                request: decodeURIComponent(request),
                ...(runId === undefined ? {} : { run: { id: runId, attempt: Number(attempt) } }),
                ...(ci === undefined ? {} : { ci: Number(ci) }),
                ...(statusId === undefined || !previewRecordable({ statusId, url: previewUrl })
                    ? {}
                    : { preview: { statusId, url: previewUrl } }),
                ...(prUrl !== '' && MARKED_URL.test(prUrl) ? { pr: prUrl } : {}),
                ...(head === undefined ? {} : { head }),
                ...(sentBy === undefined ? {} : { sentBy }),
                ...(sentBy === undefined || sentAt === undefined ? {} : { sentAt: Number(sentAt) }),
            });
        }
        catch {
            // A marker someone mangled by hand is ignored.
        }
    }
    return markers.filter((m) => MARKER_VALUE.test(m.job) && MARKER_VALUE.test(m.request));
}
/**
 * The newest marker in a thread, optionally only those of one request. Only comments written by
 * a bot count: anyone can type a marker into a comment of their own, and must not be able to
 * steer a follow-up or pass for a re-run that way.
 */
function newestMarker(comments, request) {
    for (const comment of [...comments].reverse()) {
        if (!comment.trusted)
            continue;
        const marker = parseMarkers(comment.body)
            .reverse()
            .find((m) => request === undefined || m.request === request);
        if (marker !== undefined)
            return { ...marker, comment };
    }
    return undefined;
}
/**
 * How many CI failures were sent to `job`: the most any marker of it says (written by a bot), 0
 * when none does. Every comment counts, so that the count survives a newer comment of the job.
 */
function ciFollowUpsSent(comments, job) {
    let sent = 0;
    for (const comment of comments) {
        if (!comment.trusted)
            continue;
        for (const marker of parseMarkers(comment.body))
            if (marker.job === job && marker.ci !== undefined)
                sent = Math.max(sent, marker.ci);
    }
    return sent;
}
/**
 * The marker of a failure comment: a request that failed before it had a job. It names no job,
 * so that neither a re-run nor a follow-up takes it for one (parseMarkers does not read it); only
 * requestComment does, so that the request keeps one comment.
 */
function renderFailureMarker(failure) {
    const { request, run, claim, jobMayExist, sentBy, sentAt, claimId } = failure;
    const runPart = renderRun(run);
    const claimPart = claim === undefined ? '' : `<!-- docs-agent-claim ${claim} -->`;
    // Apart from the marker, so that an older version of this action still reads the request.
    const unknownPart = jobMayExist === true ? '<!-- docs-agent-job may-exist -->' : '';
    // A job that may exist may have been counted by the service: the daily limits count it too.
    const sentPart = jobMayExist === true ? renderSent(sentBy, sentAt) : '';
    // Last, so that a version before it still reads every other part.
    const idPart = claim === 'held' && claimId !== undefined && Number.isSafeInteger(claimId) && claimId > 0
        ? `<!-- docs-agent-claimed reaction=${claimId} -->`
        : '';
    return `${MARKER_PREFIX} failed request=${encodeURIComponent(request)} -->${runPart}${claimPart}${unknownPart}${sentPart}${idPart}`;
}
function failureMarkers(body) {
    const failures = [];
    const pattern = new RegExp(`<!-- docs-agent-action failed request=(\\S+) -->${RUN_PATTERN}(?:<!-- docs-agent-claim (held|unknown) -->)?(<!-- docs-agent-job may-exist -->)?${SENT_PATTERN}(?:<!-- docs-agent-claimed reaction=(\\d{1,15}) -->)?`, 'g');
    for (const match of body.matchAll(pattern)) {
        try {
            const [, request = '', runId, attempt, claim, mayExist, sentBy, sentAt, claimId] = match;
            failures.push({
                request: decodeURIComponent(request),
                ...(runId === undefined ? {} : { run: { id: runId, attempt: Number(attempt) } }),
                ...(claim === 'held' || claim === 'unknown' ? { claim } : {}),
                ...(mayExist === undefined ? {} : { jobMayExist: true }),
                ...(mayExist === undefined || sentBy === undefined ? {} : { sentBy }),
                ...(mayExist === undefined || sentAt === undefined ? {} : { sentAt: Number(sentAt) }),
                ...(claim === 'held' && claimId !== undefined ? { claimId: Number(claimId) } : {}),
            });
        }
        catch {
            // A marker someone mangled by hand is ignored.
        }
    }
    return failures.filter((failure) => MARKER_VALUE.test(failure.request));
}
/**
 * The newest comment (written by a bot) of one request: its tracking comment, with the job, or
 * its failure comment, without one.
 */
function requestComment(comments, request) {
    return requestComments(comments, request).at(-1);
}
/** Every comment (written by a bot) of one request, in the thread's order. */
function requestComments(comments, request) {
    const found = [];
    for (const comment of comments) {
        if (!comment.trusted)
            continue;
        const marker = parseMarkers(comment.body).find((m) => m.request === request);
        const failure = failureMarkers(comment.body).find((f) => f.request === request);
        if (marker !== undefined)
            found.push({ comment, job: marker.job });
        else if (failure !== undefined)
            found.push({ comment, job: undefined, failure });
    }
    return found;
}
/** A comment this action wrote (it carries a marker): it never triggers the action. */
function writtenByThisAction(body) {
    return body.includes(MARKER_PREFIX);
}
/**
 * The requests a comment records as sent (jobs created, follow-ups sent, and creations that may
 * have acted): what the daily limits count (../decide/budget.ts). Only a comment written by a
 * bot counts; held requests, notes and failures that sent nothing record none.
 */
function sentRequests(comment) {
    if (!comment.trusted || !writtenByThisAction(comment.body))
        return [];
    const sent = [];
    for (const marker of parseMarkers(comment.body))
        if (marker.sentBy !== undefined)
            sent.push({ request: marker.request, job: marker.job, by: marker.sentBy, at: marker.sentAt });
    for (const failure of failureMarkers(comment.body))
        if (failure.sentBy !== undefined)
            sent.push({ request: failure.request, job: '', by: failure.sentBy, at: failure.sentAt });
    return sent;
}


/***/ }),

/***/ 2506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ budgetWords)
/* harmony export */ });
/**
 * The counts of the daily request limits (../decide/budget.ts judges them), as the tracking
 * comment and the job summary show them: requests sent in the last 24 hours, against each limit
 * that is set.
 */
/** The counts in plain words (no markup): "7 of 20 in this repository", "2 of 5 for octocat". */
function budgetWords(budget) {
    const words = [];
    if (budget.repository !== undefined)
        words.push(`${budget.repository.used} of ${budget.repository.max} in this repository`);
    if (budget.person !== undefined)
        words.push(`${budget.person.used} of ${budget.person.max} for ${budget.person.login || 'its sender'}`);
    return words;
}


/***/ }),

/***/ 3924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ readSavedRun),
/* harmony export */   Q8: () => (/* binding */ saveFinished),
/* harmony export */   a$: () => (/* binding */ saveHandOff),
/* harmony export */   bv: () => (/* binding */ savePendingStatus),
/* harmony export */   ih: () => (/* binding */ saveJobId),
/* harmony export */   z9: () => (/* binding */ saveComment)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/* harmony import */ var _hand_off_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3304);


const KEYS = {
    jobId: 'job-id',
    comment: 'tracking-comment',
    finished: 'finished',
    pendingStatus: 'docs-status-pending',
    handOff: 'hand-off',
};
function saveJobId(jobId) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEYS.jobId, jobId);
}
function saveComment(id, place, view) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEYS.comment, JSON.stringify({ id, place, view }));
}
function saveFinished() {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEYS.finished, 'true');
}
/** The record a killed step's post step hands the job off with. */
function saveHandOff(handOff) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEYS.handOff, JSON.stringify(handOff));
}
/** The commit whose `docs-status` is pending while the job works; undefined once it is not. */
function savePendingStatus(pending) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEYS.pendingStatus, pending === undefined ? '' : JSON.stringify(pending));
}
function readSavedRun() {
    let comment;
    try {
        const raw = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEYS.comment);
        comment = raw === '' ? undefined : JSON.parse(raw);
    }
    catch {
        comment = undefined;
    }
    return {
        jobId: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEYS.jobId),
        comment,
        finished: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEYS.finished) === 'true',
        pendingStatus: readPending(),
        handOff: readHandOff(),
    };
}
function readHandOff() {
    try {
        const raw = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEYS.handOff);
        // The main step of this same run wrote it: the record's own check reads it back.
        return raw === '' ? undefined : (0,_hand_off_js__WEBPACK_IMPORTED_MODULE_1__/* .checkHandOff */ .fY)(JSON.parse(raw));
    }
    catch {
        return undefined;
    }
}
function readPending() {
    try {
        const raw = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEYS.pendingStatus);
        const read = raw === '' ? undefined : JSON.parse(raw);
        if (typeof read?.sha !== 'string' || typeof read.context !== 'string')
            return undefined;
        const end = read.end;
        const ended = typeof end?.state === 'string' && typeof end.description === 'string'
            ? {
                state: end.state,
                description: end.description,
                ...(typeof end.targetUrl === 'string' ? { targetUrl: end.targetUrl } : {}),
            }
            : undefined;
        return { sha: read.sha, context: read.context, ...(ended && { end: ended }) };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 5936:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ TrackingComment)
/* harmony export */ });
/* harmony import */ var _shared_http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1903);
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1165);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3515);



/**
 * The one comment per request, created once and then edited in place. A failure to write it is a
 * warning: the job itself must not suffer for a missing `permissions:` entry. A create whose
 * answer was lost may still have posted the comment: before creating again, the thread is
 * searched for the request's marker, so a thread never gets two.
 */
class TrackingComment {
    id;
    github;
    place;
    warn;
    shown = '';
    /** Look for an existing comment before creating one (a lost answer, or a later step). */
    search;
    /**
     * Read the thread again once the comment is created: another run of the request may have
     * posted at the same time (the look before posting cannot see that). See sweep().
     */
    sweepAfterCreate;
    /** May take over a comment of the request found in the thread (not for a claim by comment). */
    adopts;
    /** GitHub refused for good (no permission, thread gone): no more attempts, no more warnings. */
    refused = false;
    /** A failure found the tracking comment of a job that serves the request: nothing to write. */
    leftAlone = false;
    /** Edits happen one at a time, so a cancellation cannot race a create into two comments. */
    queue = Promise.resolve();
    /** The claim an earlier attempt's failure comment, taken over, records (keepClaim). */
    keptClaim;
    constructor(github, place, warn, existing = {}) {
        this.github = github;
        this.place = place;
        this.warn = warn;
        this.id = existing.id;
        this.search = existing.search ?? false;
        this.sweepAfterCreate = this.search;
        this.adopts = existing.adopt ?? true;
    }
    /**
     * Creates the comment, or edits it when the body changed; true when it now shows `view`, or
     * when it was left to the tracking comment of the request's job (nothing for a later step).
     */
    show(view) {
        const next = this.queue.then(() => this.write(view));
        this.queue = next.catch(() => undefined);
        return next;
    }
    async write(shown) {
        let view = this.keepClaim(shown);
        let body = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_1__/* .renderComment */ .wQ)(view);
        if (body === this.shown || this.leftAlone)
            return true;
        if (this.refused)
            return false;
        try {
            if (this.id === undefined && this.search) {
                if (!(await this.adopt(view)))
                    return true;
                view = this.keepClaim(shown);
                body = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_1__/* .renderComment */ .wQ)(view);
            }
            if (this.id === undefined) {
                this.id =
                    this.place.kind === 'issue'
                        ? await this.github.createComment(this.place.number, body)
                        : await this.github.replyToReviewComment(this.place.pull, this.place.replyTo, body);
                this.shown = body;
                if (this.sweepAfterCreate)
                    await this.sweep(view, this.id);
                return true;
            }
            await this.github.updateComment(this.place.kind, this.id, body);
            this.shown = body;
            return true;
        }
        catch (error) {
            if (this.id === undefined && error instanceof _shared_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.mayHaveActed && this.adopts)
                this.search = true;
            // A rate limit GitHub could not be waited out for is transient (a 403 too): the next edit
            // tries again, so the comment still reaches its final state.
            if (error instanceof _shared_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD &&
                !error.transient &&
                [401, 403, 404, 410, 422].includes(error.status ?? 0)) {
                this.refused = true;
            }
            this.warn(`Could not ${this.id === undefined ? 'post' : 'update'} the tracking comment: ${error.message}`);
            return false;
        }
    }
    /**
     * After creating a comment that another run of the request may have raced (a failure, or a
     * re-run): of two comments posted at once, the later one's look sees the earlier. A failure
     * comment beside a tracking comment of the request is deleted (its own, or the other run's),
     * so the request keeps the comment that names its job; of those that name none, the one that
     * says most (keepOneFailure). A failure to look or delete is a
     * warning, never the run's failure.
     */
    async sweep(view, id) {
        const { kind } = this.place;
        const number = this.place.kind === 'issue' ? this.place.number : this.place.pull;
        try {
            const found = (0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .requestComments */ .EL)((await this.github.threadComments(number, kind === 'review')).filter((c) => c.kind === kind), view.requestKey);
            const served = found.some((f) => f.job !== undefined && f.comment.id !== id);
            if (view.jobId === '' && served)
                return await this.deleteOwn(id, 'Deleted the comment about this failure: another run of the request posted its tracking comment at the same time, which is left as it is.');
            if (view.jobId === '')
                return await this.keepOneFailure(view, id, found);
            for (const failure of found.filter((f) => f.failure !== undefined && f.comment.id !== id))
                await this.github.deleteComment(failure.comment.id, kind);
        }
        catch (error) {
            this.warn(`Could not check the thread for another comment of this request: ${error.message}`);
        }
    }
    /**
     * Of comments that name no job (two runs' failures or refusals, posted at once), the one that
     * says most stays: a job that may exist, then a claim held, then the newest (the one the runs of
     * the request read). The others are deleted: this run's own, or the ones it outranks.
     */
    async keepOneFailure(view, id, found) {
        const rank = (f) => f.jobMayExist === true ? 2 : f.claim === 'held' ? 1 : 0;
        const others = found.filter((f) => f.failure !== undefined && f.comment.id !== id);
        const mine = rank(view);
        const { kind } = this.place;
        const above = (f) => {
            const theirs = rank(f.failure ?? {});
            return theirs > mine || (theirs === mine && f.comment.id > id);
        };
        if (others.some(above))
            return await this.deleteOwn(id, 'Deleted the comment about this request: another run of it posted one at the same time, which is left as it is.');
        for (const other of others)
            await this.github.deleteComment(other.comment.id, kind);
    }
    /** Deletes this run's comment in favour of another run's, and leaves the thread to that one. */
    async deleteOwn(id, warning) {
        await this.github.deleteComment(id, this.place.kind);
        this.id = undefined;
        this.leftAlone = true;
        this.warn(warning);
    }
    /**
     * A failure that did not come to claim the request keeps what the comment it took over says of
     * an earlier attempt's claim: the \ud83d\udc40 that attempt held is still there, for the next re-run.
     */
    keepClaim(view) {
        const kept = this.keptClaim;
        return kept !== undefined && view.jobId === '' && view.claim === undefined
            ? { ...view, ...kept }
            : view;
    }
    /**
     * Takes over this request's comment if the thread already has it: its tracking comment of the
     * same job, or a failure comment (an earlier attempt that failed before it had a job). False
     * when a failure would stand beside the tracking comment of a job that serves the request (of
     * another run or attempt): that comment is left as it is, and nothing is written, now or later.
     */
    async adopt(view) {
        const review = this.place.kind === 'review';
        const number = this.place.kind === 'issue' ? this.place.number : this.place.pull;
        const comments = (await this.github.threadComments(number, review)).filter((c) => c.kind === this.place.kind);
        this.search = false;
        const found = (0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .requestComment */ .Z3)(comments, view.requestKey);
        if (found === undefined)
            return true;
        if (found.failure?.jobMayExist === true && view.jobId === '' && view.jobMayExist !== true) {
            // That comment says a job may exist and what to do: another failure must not erase it.
            this.leftAlone = true;
            this.warn('Did not post a comment about this failure: the thread already says that a job of this request may exist, and that comment is left as it is.');
            return false;
        }
        if (found.job === undefined || found.job === view.jobId) {
            this.id = found.comment.id;
            const { failure } = found;
            if (failure?.claim === 'held' && failure.run !== undefined && failure.run.id === view.run?.id)
                this.keptClaim = { claim: 'held', claimId: failure.claimId };
            return true;
        }
        if (view.jobId !== '')
            return true;
        this.leftAlone = true;
        this.warn(`Did not post a comment about this failure: the thread already has the tracking comment of job ${found.job} for this request, which is left as it is.`);
        return false;
    }
}


/***/ }),

/***/ 3106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ previewLine),
/* harmony export */   b: () => (/* binding */ previewPicture)
/* harmony export */ });
/* harmony import */ var _markup_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9709);

const WORDS = {
    queued: 'queued',
    in_progress: 'building',
    success: 'live',
    failure: 'failed',
    'timed-out': 'still building when this run stopped waiting',
    unavailable: 'not available',
    off: 'off',
};
/**
 * One line: the link (when there is one) and the state, e.g. `<a \u2026>acme.mintlify.app</a> (live)`.
 * The link reads as its host: a whole URL as a link's text would be linked again inside it by
 * GitHub's autolinker.
 */
function previewLine(preview) {
    const link = preview.url === '' ? '' : `${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .linkOrText */ .Hw)(preview.url, hostOf(preview.url))} `;
    return `${link}(${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(WORDS[preview.status])})`;
}
/**
 * The screenshot of a live preview, linked to it; '' when it has none. Only http(s) URLs are
 * shown (deployment.ts reads nothing else), escaped as attribute values.
 */
function previewPicture(preview, width = 600) {
    if (preview.status !== 'success')
        return '';
    const { screenshot, screenshotLight, screenshotDark } = preview.screenshots;
    const light = screenshotLight ?? screenshot ?? screenshotDark;
    if (light === null)
        return '';
    const img = `<img alt="The preview of the docs" src="${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(light)}" width="${width}">`;
    const dark = screenshotDark !== null && screenshotDark !== light
        ? `<source media="(prefers-color-scheme: dark)" srcset="${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(screenshotDark)}">`
        : '';
    const picture = dark === '' ? img : `<picture>${dark}${img}</picture>`;
    return preview.url === '' ? picture : `<a href="${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(preview.url)}">${picture}</a>`;
}
/** A URL's host, e.g. `acme.mintlify.app`; the URL itself when it has none. */
function hostOf(url) {
    try {
        return new URL(url).host || url;
    }
    catch {
        return url;
    }
}


/***/ }),

/***/ 2760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ utcMoment),
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
/** Durations as people read them, for logs, comments and summaries. */
/** "2 min 5 s", "850 ms". */
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `${seconds} s`;
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    if (minutes < 60)
        return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
    const hours = Math.floor(minutes / 60);
    return `${hours} h ${minutes % 60} min`;
}
/** A moment as people read it in UTC: "10:41 UTC", and its date when that is not `now`'s. */
function utcMoment(at, now) {
    const iso = new Date(at).toISOString();
    const day = iso.slice(0, 10);
    return {
        time: `${iso.slice(11, 16)} UTC`,
        day: day === new Date(now).toISOString().slice(0, 10) ? undefined : day,
    };
}


/***/ }),

/***/ 3381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bw: () => (/* binding */ gapsCoversOf),
/* harmony export */   Co: () => (/* binding */ renderGapsItems),
/* harmony export */   H0: () => (/* binding */ GAPS_ISSUE_MARKER),
/* harmony export */   L4: () => (/* binding */ renderGapsCover),
/* harmony export */   Ng: () => (/* binding */ gapsItemsOf),
/* harmony export */   WB: () => (/* binding */ gapsItemId),
/* harmony export */   WM: () => (/* binding */ validCover),
/* harmony export */   z8: () => (/* binding */ coveredItems)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * What the two actions say to each other about the docs-gaps issue, in hidden comments: the
 * analytics action lists the ids of the issue's numbered items in its body; the agent action,
 * asked on that issue to "cover items 1 and 3", records the ids of those items in its tracking
 * comment's marker, with its job and, once there is one, its pull request; the next gaps run
 * reads them from the issue's thread. Ids are hashes of the items' keys: the comments never
 * repeat a reader's words.
 */
/** Marks the rolling issue; an HTML comment, so the agent's prompt context leaves it out. */
const GAPS_ISSUE_MARKER = '<!-- docs-agent-action:docs-gaps -->';
/** An item's id: 11 base64url characters of the SHA-256 of its signal and key. */
function gapsItemId(section, key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${section}:${key}`).digest('base64url').slice(0, 11);
}
const ID = /^[A-Za-z0-9_-]{11}$/;
const ITEMS = /<!-- docs-agent-gaps-items ([A-Za-z0-9_,-]*) -->/;
/** Most items an issue lists: gaps-top's largest (50) for each of the three signals. */
const MOST_ITEMS = 150;
/** The ids of the issue's items, in their numbering (item 1 first). */
function renderGapsItems(ids) {
    return `<!-- docs-agent-gaps-items ${ids.slice(0, MOST_ITEMS).join(',')} -->`;
}
/** The ids an issue's body lists, or undefined when it lists none (or not as written). */
function gapsItemsOf(body) {
    const listed = ITEMS.exec(body)?.[1];
    if (listed === undefined)
        return undefined;
    const ids = listed === '' ? [] : listed.split(',');
    return ids.length <= MOST_ITEMS && ids.every((id) => ID.test(id)) ? ids : undefined;
}
/** One number or a range (`2-4`) after "item", "items" or "cover", joined by commas, "and", "&". */
const NUMBERS = /\b(?:items?|cover)\s*#?(\d{1,3}(?:\s*[-\u2013]\s*\d{1,3})?(?:\s*(?:,|\band\b|&|\+)\s*#?\d{1,3}(?:\s*[-\u2013]\s*\d{1,3})?)*)/giu;
/**
 * The ids of the items an instruction names ("cover items 1 and 3", "items 2-4", "item 5"):
 * every item when it names no number ("cover all items", "please look at these"); numbers past
 * the list are left out.
 */
function coveredItems(instruction, ids) {
    const named = new Set();
    for (const match of instruction.matchAll(NUMBERS)) {
        for (const part of (match[1] ?? '').split(/,|\band\b|&|\+/iu)) {
            const [from, to = from] = part.split(/[-\u2013]/u).map((n) => Number(n.replace(/[#\s]/gu, '')));
            if (from === undefined || to === undefined || to - from > MOST_ITEMS)
                continue;
            for (let n = from; n <= to; n++)
                named.add(n);
        }
    }
    if (named.size === 0)
        return [...ids];
    return [...named]
        .sort((a, b) => a - b)
        .flatMap((n) => {
        const id = ids[n - 1];
        return id === undefined ? [] : [id];
    });
}
/** A job id as a history keeps it (analytics/gaps/history.ts reads no longer one back). */
const JOB = /^[\w.:-]{1,100}$/;
const COVERS = /<!-- docs-agent-gaps-covers job=([\w.:-]{1,100}) items=([A-Za-z0-9_,-]*)(?: pr=([1-9]\d{0,8}))? -->/g;
/** The job a tracking comment's own marker names (agent/github/marker.ts writes it). */
const TRACKED_JOB = /<!-- docs-agent-action job=(\S+) request=\S+ -->/g;
/** A cover as a history can keep it: a job id it reads back, a pull request number from 1. */
function validCover(cover) {
    return (JOB.test(cover.job) &&
        (cover.pr === undefined || (Number.isInteger(cover.pr) && cover.pr >= 1)) &&
        cover.items.every((id) => ID.test(id)));
}
/** The hidden comment a tracking comment carries ('' for a job that covers nothing). */
function renderGapsCover(cover) {
    if (!validCover(cover) || cover.items.length === 0)
        return '';
    const pr = cover.pr === undefined || !Number.isInteger(cover.pr) ? '' : ` pr=${cover.pr}`;
    return `<!-- docs-agent-gaps-covers job=${cover.job} items=${cover.items.slice(0, MOST_ITEMS).join(',')}${pr} -->`;
}
/**
 * Every cover a comment's body records, as written (a mangled one is left out), of a job the
 * comment's own tracking marker names: a cover typed into another bot's comment counts for
 * nothing.
 */
function gapsCoversOf(body) {
    const tracked = new Set();
    for (const [, job = ''] of body.matchAll(TRACKED_JOB)) {
        try {
            tracked.add(decodeURIComponent(job));
        }
        catch {
            // A marker someone mangled names no job.
        }
    }
    const covers = [];
    for (const [, job = '', listed = '', pr] of body.matchAll(COVERS)) {
        const items = listed.split(',');
        if (!tracked.has(job) || items.length > MOST_ITEMS || !items.every((id) => ID.test(id)))
            continue;
        covers.push({ job, items, pr: pr === undefined ? undefined : Number(pr) });
    }
    return covers;
}


/***/ })

};

//# sourceMappingURL=145.index.js.map