export const id = 373;
export const ids = [373];
export const modules = {

/***/ 5373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/* harmony import */ var _shared_github_github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3290);
/* harmony import */ var _agent_decide_docs_standing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4676);
/* harmony import */ var _agent_github_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3858);
/* harmony import */ var _agent_github_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3924);
/* harmony import */ var _agent_github_tracking_comment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5936);
/* harmony import */ var _shared_dependencies_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6460);
/* harmony import */ var _shared_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3876);








/**
 * The post step (`post-if: always()`): when the main step did not finish the tracking comment
 * (the run was cancelled, crashed or timed out), say plainly that the workflow stopped, that the
 * job may still be running, and how to resume; and end a `docs-status` it left pending. A job at
 * work whose comment showed it is handed off instead: the comment says so and carries the
 * record a finish run ends it by, and its `docs-status` stays pending for that run. It never
 * fails the run.
 */
async function run(deps = _shared_dependencies_js__WEBPACK_IMPORTED_MODULE_5__/* .realDependencies */ ._) {
    const saved = (0,_agent_github_state_js__WEBPACK_IMPORTED_MODULE_3__/* .readSavedRun */ .F2)();
    const comment = saved.finished ? undefined : saved.comment;
    if (comment === undefined && saved.pendingStatus === undefined)
        return;
    let github;
    try {
        const token = (0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .readSecret */ .n5)('github-token');
        if (token === '')
            return;
        const context = await (0,_agent_github_context_js__WEBPACK_IMPORTED_MODULE_2__/* .loadRunContext */ .v1)(deps);
        if (context.owner === '')
            return;
        github = (0,_shared_github_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .createGitHubClient */ .LX)({
            apiUrl: context.apiUrl,
            token,
            owner: context.owner,
            repo: context.repo,
            timeoutMs: 10_000,
            // A rate limit is waited out for at most a minute: the runner waits for this step.
            deadline: deps.clock.now() + 60_000,
        }, deps);
        const handOff = comment?.view.state === 'working' && comment.view.jobId !== '' ? saved.handOff : undefined;
        // A job at work is handed off when its comment can say so; else the comment says it stopped.
        const handedOff = comment !== undefined &&
            handOff !== undefined &&
            (await handOffComment(github, comment, saved.jobId, { ...handOff, at: now(deps) }));
        if (saved.pendingStatus !== undefined)
            await endPendingStatus(github, 
            // A job handed off stays pending, saying who ends it.
            handedOff
                ? {
                    ...saved.pendingStatus,
                    end: (0,_agent_decide_docs_standing_js__WEBPACK_IMPORTED_MODULE_7__/* .handedOffStatus */ .OG)(saved.jobId, (0,_agent_decide_docs_standing_js__WEBPACK_IMPORTED_MODULE_7__/* .statusLink */ .P)(context.runUrl)),
                }
                : saved.pendingStatus, saved.jobId, context.runUrl);
        if (comment !== undefined && !handedOff)
            await closeComment(github, comment, saved.jobId);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`The post step could not close the tracking comment: ${error.message}`);
    }
    finally {
        github?.dispose();
    }
}
const now = (deps) => new Date(deps.clock.now()).toISOString();
/**
 * The `docs-status` the main step left `pending` when it was killed: the job's end it was
 * writing, if it knew it; else an error that says the workflow stopped, so that a required check
 * does not wait for a run that is gone.
 */
async function endPendingStatus(github, { sha, context, end }, jobId, runUrl) {
    const { state, description, targetUrl } = end ?? (0,_agent_decide_docs_standing_js__WEBPACK_IMPORTED_MODULE_7__/* .killedStatus */ .az)(jobId, runUrl);
    if (!(0,_shared_github_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .isStatusState */ .a)(state))
        return;
    try {
        await github.createCommitStatus(sha, {
            state,
            context,
            ...(description === undefined ? {} : { description }),
            ...(targetUrl === undefined ? {} : { targetUrl }),
        });
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Set the ${context} status of ${sha.slice(0, 7)}: ${state} (the main step could not).`);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`The post step could not set the ${context} status: ${error.message}`);
    }
}
/** The job at work handed off in its tracking comment, with the record a finish run reads. */
async function handOffComment(github, { id, place, view }, jobId, handOff) {
    const comment = new _agent_github_tracking_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .TrackingComment */ .P(github, place, (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(m), { id, search: true });
    const detail = 'The workflow stopped (cancelled, crashed or timed out) while the job worked.';
    const shown = await comment.show({ ...view, detail, handOff });
    if (shown)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Handed off job ${jobId}: a finish run (finish: true) ends it.`);
    return shown;
}
/** The tracking comment the main step did not finish: its final view, or "stopped". */
async function closeComment(github, saved, jobId) {
    const { id, place, view } = saved;
    // Search the thread first when the id is unknown: the main step's create may have landed.
    const comment = new _agent_github_tracking_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .TrackingComment */ .P(github, place, (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(m), { id, search: true });
    // A final view the main step could not show is shown as it was meant; otherwise the workflow
    // stopped while the job was still going.
    const stopped = view.state === 'working';
    await comment.show(stopped
        ? {
            ...view,
            state: 'stopped',
            detail: 'The workflow stopped (cancelled, crashed or timed out) before the job finished.',
        }
        : view);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(stopped
        ? `Closed the tracking comment of job ${jobId}: the workflow stopped before the job finished.`
        : view.jobId === ''
            ? 'Showed the failure in the thread, which the main step could not.'
            : `Finished the tracking comment of job ${jobId}, which the main step could not update.`);
}


/***/ })

};

//# sourceMappingURL=373.index.js.map