export const id = 10;
export const ids = [10];
export const modules = {

/***/ 1010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);

__webpack_require__.d(__webpack_exports__, {
  DocsStatus: () => (/* reexport */ DocsStatus),
  JobSession: () => (/* reexport */ JobSession),
  setJobOutputs: () => (/* reexport */ setJobOutputs),
  startFinish: () => (/* reexport */ startFinish),
  writeJobSummary: () => (/* reexport */ writeJobSummary)
});

var core = __webpack_require__(5264);
var errors = __webpack_require__(33);
var run_context = __webpack_require__(3464);
var decide_claim = __webpack_require__(4683);
var log = __webpack_require__(8997);
var marker = __webpack_require__(9065);
;// CONCATENATED MODULE: ../../agent/github/comment-claim.ts


function commentClaimOwner(comments, requestKey) {
    const own = comments
        .filter((c) => c.trusted && c.kind === 'issue')
        .sort((a, b) => a.id - b.id)
        .map((comment) => ({ comment, marker: (0,marker/* newestMarker */.zJ)([comment], requestKey) }))
        .find(({ marker }) => marker !== undefined);
    return own?.marker;
}
async function claimByComment(parts) {
    const { github, number, requestKey, run, comment } = parts;
    const mine = (marker) => marker?.run?.id === run.id && marker.run.attempt === run.attempt;
    let owner;
    let comments = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
        await parts.post();
        try {
            comments = await github.threadComments(number, true);
        }
        catch (error) {
            return {
                kind: 'unclaimed',
                warning: `Could not read #${number} again to see whether another run claimed this CI failure first, so another run of it would not be noticed: ${(0,log/* messageOf */.b)(error)}`,
            };
        }
        owner = commentClaimOwner(comments, requestKey);
        const landed = comments.some((c) => c.trusted && mine((0,marker/* newestMarker */.zJ)([c], requestKey)));
        if (landed || comment.refused || owner !== undefined)
            break;
    }
    if (owner === undefined) {
        return {
            kind: 'unclaimed',
            warning: 'Could not post the tracking comment that claims this CI failure, so another run of it would not be noticed.',
        };
    }
    if (mine(owner))
        comment.id = owner.comment.id;
    const leftOver = (c) => {
        if (!c.trusted || c.kind !== 'issue' || c.id === owner.comment.id)
            return false;
        const found = (0,marker/* requestComment */.Z3)([c], requestKey);
        return (found !== undefined && (found.failure !== undefined || mine((0,marker/* newestMarker */.zJ)([c], requestKey))));
    };
    for (const c of comments.filter(leftOver)) {
        await github
            .deleteComment(c.id)
            .catch((error) => parts.warn(`Could not delete comment ${c.id} of this CI failure: ${(0,log/* messageOf */.b)(error)}`));
    }
    return mine(owner) ? { kind: 'owned' } : { kind: 'elsewhere', owner };
}

var make_plan = __webpack_require__(171);
var agent_job = __webpack_require__(2654);
var markup = __webpack_require__(5283);
var durations = __webpack_require__(5018);
var shared_inputs = __webpack_require__(6650);
var ask_again = __webpack_require__(1456);
;// CONCATENATED MODULE: ../../agent/job/failure-advice.ts






const HOURLY_BUDGET = 100;
const READINGS = {
    role: "checking the requester's role",
    thread: "reading the thread's comments",
    files: "listing the pull request's files",
    authorRole: 'checking the role of whoever wrote what would be sent',
    pull: "reading the pull request's head",
    claim: 'claiming the request',
    reclaim: 'claiming the request again',
    owner: "looking for the request's tracking comment",
    budget: "counting the repository's requests of the last 24 hours",
};
function failedStep(calling, read, error, secrets, jobId) {
    if (calling !== undefined)
        return { api: 'service', call: calling, job: calling === 'create' ? '' : jobId };
    if (read?.fact === 'newestJob')
        return { api: 'service', call: 'thread-job', job: '' };
    if (read?.fact === 'own')
        return { api: 'github', reading: read.own.reading };
    if (read !== undefined && read.fact !== 'parsers')
        return { api: 'github', reading: READINGS[read.fact] };
    const refusal = error instanceof shared_inputs/* InputError */.dz ? (0,errors/* redact */.E$)(error.message, secrets) : undefined;
    return { api: 'action', refusal };
}
function orAgain(facts) {
    const again = facts.askAgain ?? ask_again/* COMMENT_AGAIN */.R;
    return again === '' ? '' : `, or ${again}`;
}
function failureOf(error, run) {
    const { calling, plan, report, secrets } = run;
    const api = error instanceof errors/* ApiError */.hD ? error : undefined;
    const jobId = plan === undefined || (plan.action === 'message' && !report.followUp) ? '' : report.jobId;
    return {
        step: failedStep(calling, (0,make_plan/* failedRead */.Yr)(error), error, secrets, report.jobId),
        status: api?.status,
        retryAfterMs: api?.retryAfterMs,
        mayHaveActed: api?.mayHaveActed ?? false,
        jobId,
    };
}
const code = (text) => `<code>${(0,markup/* escapeMarkup */.My)(text)}</code>`;
function utcTime(at, now) {
    const { time, day } = (0,durations/* utcMoment */.Z)(Math.ceil(at / 60_000) * 60_000, now);
    return day === undefined ? time : `${day} ${time}`;
}
function whenToRetry(facts, otherwise) {
    const { retryAfterMs, now } = facts;
    if (retryAfterMs === undefined)
        return otherwise;
    return `after ${utcTime(now + retryAfterMs, now)} (in ${(0,errors/* formatWait */.Du)(retryAfterMs)})`;
}
function lostOrLate(facts) {
    const { status } = facts;
    return status !== undefined && status >= 500
        ? `An HTTP ${status} can come after the work was done`
        : 'Its answer was lost';
}
function serviceEffect(facts, call, job) {
    switch (call) {
        case 'create':
            return facts.mayHaveActed
                ? `${lostOrLate(facts)}, so it may have created the job anyway.`
                : 'No job was started.';
        case 'message':
            return facts.mayHaveActed
                ? `${lostOrLate(facts)}, so the follow-up message to job ${code(job)} may have arrived anyway.`
                : `The follow-up message was not delivered to job ${code(job)}.`;
        case 'thread-job':
            return "Nothing was sent: the action could not read the state of the thread's newest job, which this request would continue.";
        default:
            return `Job ${code(job)} may still be running, but this run could not follow it.`;
    }
}
function fromService(facts, call, job) {
    const { status } = facts;
    const effect = serviceEffect(facts, call, job);
    const again = `Then re-run the workflow${orAgain(facts)}.`;
    const byComment = (facts.askAgain ?? ask_again/* COMMENT_AGAIN */.R) === ask_again/* COMMENT_AGAIN */.R;
    if (status === 401 || status === 403) {
        const why = status === 401
            ? 'the key is unknown, revoked or expired'
            : 'the key lacks the scope for this request, or its IP allowlist does not admit the runner';
        return {
            title: 'The service refused the API key',
            happened: `The docs platform refused this workflow's API key (HTTP ${status}): ${why}. ${effect}`,
            todo: `Check the ${code('api-key')} secret of the workflow: is the key revoked or expired, or does it belong to another project? Admin keys start with ${code('mint_')}. ${again}`,
        };
    }
    if (status === 429) {
        return {
            title: 'The hourly budget of agent requests is spent',
            happened: `This project's budget of ${HOURLY_BUDGET} agent requests per hour (job creations and follow-up messages) is spent. ${effect}`,
            todo: `Try again ${whenToRetry(facts, 'in up to an hour')}: re-run the workflow${orAgain(facts)}. If this happens often, spread runs out with a ${code('concurrency')} group.`,
        };
    }
    if (status === 404) {
        return call === 'create'
            ? {
                title: 'The project was not found',
                happened: `The service has no project by this workflow's ${code('project-id')} (HTTP 404). ${effect}`,
                todo: `Check the ${code('project-id')} and ${code('api-url')} inputs, then re-run the workflow.`,
            }
            : {
                title: 'The job was not found',
                happened: `The service has no job ${code(job)} in this project (HTTP 404): it was deleted, or it belongs to another project.`,
                todo: `Start a new job: ${byComment ? 'comment again with the instruction (or run the workflow without' : 'run the workflow without'} ${code('job-id')}${byComment ? ')' : ''}. If the job should exist, check ${code('project-id')}.`,
            };
    }
    if (status === 400) {
        return {
            title: 'The service refused the request',
            happened: `The service refused the request as invalid (HTTP 400). ${effect}`,
            todo: `Most often the instruction is too long, or ${code('project-id')} is malformed; the run's logs quote the service's reason. ${byComment ? 'Comment again with a shorter instruction, or fix' : 'Shorten the instruction, or fix'} the workflow and re-run it.`,
        };
    }
    if (status === undefined || status >= 500 || (status >= 200 && status < 300)) {
        const answer = status === undefined
            ? 'could not be reached or did not answer in time'
            : status < 300
                ? `answered HTTP ${status} with something other than a job`
                : `answered HTTP ${status}`;
        let todo = `Re-run the workflow later${orAgain(facts)}.`;
        if (call === 'create' && facts.mayHaveActed) {
            const again = facts.askAgain ?? ask_again/* COMMENT_AGAIN */.R;
            todo = `Look for the job in the project's dashboard: if it is there, follow it with ${code('job-id')}; if it is not, ${again === '' ? ask_again/* ASK_BY_HAND */.a : again}. Re-running this workflow sends nothing, so that this request cannot make a second job.`;
        }
        else if (call === 'message' && facts.mayHaveActed)
            todo = `Re-run the workflow to wait for job ${code(job)}: ${byComment ? 'commenting' : 'asking'} again would send the message a second time.`;
        else if (call === 'poll' || call === 'look')
            todo = 'Re-run the workflow later.';
        return {
            title: 'The service is unavailable',
            happened: `The docs platform ${answer}, even after the retries that were safe. ${effect}`,
            todo,
        };
    }
    return {
        title: 'The service refused the request',
        happened: `The service answered HTTP ${status}. ${effect}`,
        todo: `Read the service's reason in the run's logs, then re-run the workflow${orAgain(facts)}.`,
    };
}
function fromGitHub(facts, reading) {
    const { status, retryAfterMs } = facts;
    const answer = status === undefined ? 'did not answer' : `answered HTTP ${status}`;
    const limited = retryAfterMs !== undefined;
    return {
        title: 'GitHub failed before the job could start',
        happened: `GitHub's API ${limited ? 'was rate limited' : answer} while the action was ${(0,markup/* escapeMarkup */.My)(reading)}, even after retries. Nothing was sent to the docs platform.`,
        todo: `Re-run the workflow ${whenToRetry(facts, 'once GitHub answers again')} (${(0,markup/* linkOrText */.Hw)('https://www.githubstatus.com', "GitHub's status")}).`,
    };
}
function fromAction(facts, refusal) {
    if (refusal !== undefined) {
        return {
            title: 'The docs agent stopped before starting a job',
            happened: facts.inert(refusal.length > 600 ? `${refusal.slice(0, 600)}\u2026` : refusal),
            todo: 'Do as the message above says, then re-run the workflow.',
        };
    }
    return {
        title: 'The docs agent action hit an unexpected error',
        happened: 'The action failed in a way it does not know how to explain.',
        todo: "Re-run the workflow; if it fails again, report it with the run's logs.",
    };
}
function failureAdvice(facts) {
    const { step, jobId } = facts;
    const said = step.api === 'service'
        ? fromService(facts, step.call, step.job)
        : step.api === 'github'
            ? fromGitHub(facts, step.reading)
            : fromAction(facts, step.refusal);
    const parts = [`**What happened:** ${said.happened}`, `**What to do:** ${said.todo}`];
    const gone = step.api === 'service' && step.call !== 'create' && facts.status === 404;
    if (jobId !== '' && !gone) {
        parts.push(`Job ${code(jobId)} belongs to this request: re-running the workflow waits for it, and ${code(`job-id: ${jobId}`)} follows it from any workflow.`);
    }
    const logs = facts.runUrl === ''
        ? "The workflow run's logs"
        : `The ${(0,markup/* linkOrText */.Hw)(facts.runUrl, "run's logs")}`;
    parts.push(`${logs} have the details.`);
    return { title: said.title, body: parts.join('\n\n') };
}

;// CONCATENATED MODULE: ../../agent/job/outcome.ts



function stateOf(job, timedOut) {
    if (timedOut)
        return 'timed-out';
    switch (job?.status) {
        case 'completed':
            return job.prLink === null ? 'no-changes' : 'completed';
        case 'failed':
            return 'failed';
        case 'archived':
            return 'archived';
        default:
            return 'working';
    }
}
function verdict(final, state) {
    const { jobId: id, job } = final;
    const failure = final.failOnError ? 'failure' : 'warning';
    switch (state) {
        case 'timed-out':
            return {
                level: failure,
                message: `Stopped waiting for job ${id} after ${(0,durations/* formatDuration */.a)(final.elapsedMs)}; it was still ${job?.status ?? 'in an unknown state'}. Resume with job-id: ${id}.`,
            };
        case 'failed':
            return { level: failure, message: `Job ${id} failed on the service.` };
        case 'archived':
            return { level: 'warning', message: `Job ${id} was archived.` };
        case 'no-changes':
            return {
                level: 'notice',
                message: `Job ${id} completed without changing any files, so no pull request was opened.`,
            };
        case 'completed':
            return { level: 'success', message: `Job ${id} completed: ${job?.prLink ?? ''}` };
        default:
            return { level: 'success', message: `Job ${id} is ${job?.status ?? 'in an unknown state'}.` };
    }
}
function pullRequestHere(prLink, pullRequestUrl) {
    return prLink?.startsWith(pullRequestUrl) === true ? (0,agent_job/* pullRequestOf */._n)(prLink) : undefined;
}
function noteTarget(final) {
    const number = pullRequestHere(final.job?.prLink, final.pullRequestUrl);
    return number === final.threadNumber ? undefined : number;
}
function notWaiting(final, unrecorded) {
    const { jobId: id } = final;
    const status = final.job?.status ?? 'started';
    return {
        conclusion: unrecorded
            ? {
                level: 'warning',
                message: `Job ${id} is ${status}, but was not handed off: no tracking comment records it for a finish run (the run has no issue or pull request, or the comment could not be written). Follow it with job-id: ${id}.`,
            }
            : { level: 'success', message: `Job ${id} is ${status}; not waiting (wait: false).` },
        comment: undefined,
        reaction: undefined,
        noteOn: undefined,
    };
}
function handedOff(final, ending) {
    const { jobId: id } = final;
    const status = final.job?.status;
    const stopped = ending.why === 'asked'
        ? {
            conclusion: {
                level: 'success',
                message: `Job ${id} is ${status ?? 'active'}; handed off (wait: hand-off): a finish run ends it.`,
            },
            comment: undefined,
            reaction: undefined,
            noteOn: undefined,
        }
        : ending.why === 'timed-out'
            ? outcome({ ...final, ending: { kind: 'waited', timedOut: true } })
            : outcome({ ...final, ending: { kind: 'cancelled', signal: ending.signal ?? '' } });
    const detail = ending.why === 'asked'
        ? ''
        : ending.why === 'timed-out'
            ? `Stopped waiting after ${(0,durations/* formatDuration */.a)(final.elapsedMs)}; the job was still ${status ?? 'in an unknown state'}.`
            : 'The workflow was cancelled while the job worked.';
    return { ...stopped, comment: { state: 'working', detail }, reaction: undefined };
}
function outcome(final) {
    const { ending, jobId: id } = final;
    const resume = id === '' ? '' : ` Resume with job-id: ${id}.`;
    switch (ending.kind) {
        case 'not-waiting':
            return notWaiting(final, ending.unrecorded === true);
        case 'handed-off':
            return handedOff(final, ending);
        case 'error': {
            const message = id === ''
                ? ending.message
                : `${ending.message} The job id is ${id}: resume with job-id: ${id} rather than starting again.`;
            return {
                conclusion: { level: 'failure', message },
                comment: {
                    state: 'error',
                    detail: message,
                    advice: failureAdvice({
                        ...ending.failure,
                        runUrl: final.runUrl,
                        now: final.now,
                        inert: final.inert,
                        askAgain: final.askAgain,
                    }),
                },
                reaction: 'confused',
                noteOn: undefined,
            };
        }
        case 'cancelled':
            return {
                conclusion: {
                    level: 'failure',
                    message: ending.inFlight === 'create'
                        ? `The step was stopped (${ending.signal}) while the job was being created. The service may have created it anyway: check the dashboard before running again, so as not to start a second one.`
                        : ending.inFlight === 'message'
                            ? `The step was stopped (${ending.signal}) while the follow-up message was being sent. It may have arrived: wait for the job with job-id ${id} and no prompt before sending it again.`
                            : `The step was stopped (${ending.signal}) before the job finished.${resume}`,
                },
                comment: {
                    state: 'stopped',
                    detail: 'The workflow was cancelled before the job finished.',
                    durationMs: final.elapsedMs,
                },
                reaction: undefined,
                noteOn: undefined,
            };
        case 'waited': {
            const state = stateOf(final.job, ending.timedOut);
            const conclusion = verdict(final, state);
            return {
                conclusion,
                comment: {
                    state,
                    detail: state === 'timed-out' ? conclusion.message : '',
                    durationMs: final.elapsedMs,
                },
                reaction: state === 'completed' ? 'rocket' : state === 'failed' ? 'confused' : undefined,
                noteOn: state === 'completed' ? noteTarget(final) : undefined,
            };
        }
    }
}

;// CONCATENATED MODULE: ../../agent/job/plan-words.ts

function describePlan(plan, projectId) {
    switch (plan.action) {
        case 'create':
            return `Creating an agent job in project ${projectId} (${plan.prompt.length} characters).`;
        case 'message':
            return `Sending a follow-up message to job ${plan.jobId}, found through ${plan.reason} (${plan.prompt.length} characters).`;
        case 'wait':
            return `Waiting for job ${plan.jobId}, found through ${plan.reason}; nothing is sent to it.`;
    }
}
function reportDryRun(plan, report) {
    const { action, prompt, conclusion } = dryRunOf(plan);
    report.dryRun = { action, prompt };
    report.jobId = plan.jobId;
    if (prompt !== '')
        (0,log/* logUntrusted */.t)('The prompt that would be sent', prompt);
    return conclusion;
}
function dryRunOf(plan) {
    const action = plan.action === 'create'
        ? 'create a new job'
        : plan.action === 'message'
            ? `send a follow-up message to job ${plan.jobId}`
            : `wait for job ${plan.jobId}`;
    return {
        action,
        prompt: plan.action === 'wait' ? '' : plan.prompt,
        conclusion: { level: 'notice', message: `Dry run: would ${action}; nothing was sent.` },
    };
}
function uncounted(ci) {
    return `The tracking comment could not be written, so this CI follow-up (${ci.count} of ${ci.cap}) is not counted: the next failure may be sent beyond ci-follow-ups.`;
}

var request_reading = __webpack_require__(9160);
var tracking_comment = __webpack_require__(1794);
;// CONCATENATED MODULE: ../../agent/job/comment-view.ts



function commentPlace(trigger) {
    return trigger.kind.commentPlace(trigger, trigger.thread.number);
}
function openingView(state, trigger, plan, jobId, run) {
    const { inputs, context, report } = run;
    const instruction = plan?.instruction ?? (0,request_reading/* instructionOf */.ut)(trigger, inputs).instruction;
    return {
        state,
        jobId,
        requestKey: plan?.requestKey ?? trigger.requestKey,
        instruction: instruction || '(no new instruction: waiting for the job)',
        ci: jobId === '' ? undefined : plan?.ci,
        pushes: jobId === '' ? undefined : plan?.pushes,
        head: plan?.pushes === undefined ? trigger.kind.statusCommit?.(trigger) : undefined,
        gapsItems: trigger.kind.gapsItems?.(trigger),
        sentBy: plan?.sentBy,
        sentAt: plan?.sentBy === undefined ? undefined : (plan.sentAt ?? report.sentAt ?? report.startedAt),
        budget: plan?.budget,
        ...(plan?.left === undefined ? {} : { left: plan.left }),
        followUp: report.followUp,
        runUrl: context.runUrl,
        run: context.runId === '' ? undefined : { id: context.runId, attempt: context.runAttempt },
        status: report.job?.status ?? '',
        prLink: null,
        durationMs: undefined,
        detail: inputs.wait ? '' : 'This workflow does not wait for the job (wait: false).',
        triggerPhrase: inputs.triggerPhrase,
    };
}
function openComment(run, state, trigger, plan, jobId, mayAdopt, 
searchFirst = false) {
    const { inputs, github, context } = run;
    const thread = trigger.thread;
    if (!inputs.comment || inputs.dryRun || github === undefined || thread === undefined)
        return undefined;
    const existing = plan?.existingComment?.id;
    const comment = new tracking_comment/* TrackingComment */.P(github, commentPlace({ ...trigger, thread }), (m) => core/* warning */.$e(m), {
        id: existing,
        search: mayAdopt &&
            existing === undefined &&
            (searchFirst || state === 'error' || context.runAttempt > 1),
        adopt: mayAdopt,
    });
    return { comment, view: openingView(state, trigger, plan, jobId, run) };
}

var polling = __webpack_require__(3072);
;// CONCATENATED MODULE: ../../agent/job/job-wait.ts




async function waitForJob(parts, immediate, comment) {
    const { report, inputs, clock, service } = parts;
    const { jobId } = report;
    const deadline = report.startedAt + inputs.timeoutMs;
    core/* info */.pq(`Waiting for job ${jobId}: polling every ${(0,durations/* formatDuration */.a)(inputs.pollIntervalMs)} at first, for up to ${(0,durations/* formatDuration */.a)(inputs.timeoutMs)}.`);
    const result = await (0,polling/* pollUntilDone */.Ar)(() => service.getJob(jobId, deadline), {
        isTerminal: agent_job/* isTerminal */.Hd,
        isKnown: agent_job/* isKnownStatus */.ih,
        intervalMs: inputs.pollIntervalMs,
        deadline,
        immediate,
        initial: report.job,
        clock,
        onStatus: async (job, previous) => {
            report.job = job;
            const elapsed = (0,durations/* formatDuration */.a)(clock.now() - report.startedAt);
            const from = previous === null ? '' : ` (was ${previous})`;
            core/* info */.pq(`Job ${jobId} is ${job.status ?? 'in an unknown state'}${from} after ${elapsed}.`);
            await comment.show(job.status ?? '', previous);
        },
        onUnchanged: async (job) => {
            if ((job.prLink ?? null) !== (report.job?.prLink ?? null)) {
                report.job = job;
                await comment.show(job.status ?? '', job.status);
            }
            else
                await comment.catchUp();
        },
        onUnknownStatus: (status) => core/* warning */.$e(`Job ${jobId} reports the status '${status}', which this action does not know; it is treated as still running.`),
        onPollError: (error) => core/* warning */.$e(`${error.message} Still waiting.`),
    });
    report.job = result.job ?? report.job;
    report.polls = result.polls;
    report.timedOut = result.timedOut;
    return result.timedOut;
}

var job_report = __webpack_require__(991);
var step_state = __webpack_require__(4601);
var comment_body = __webpack_require__(195);
var review_request = __webpack_require__(7915);
var token_inputs = __webpack_require__(3722);
;// CONCATENATED MODULE: ../../agent/job/code-end.ts







const END_SECTION = '<!-- docs-agent-code-end -->';
function endMarker(code, merged) {
    return `<!-- docs-agent-code-end from=${encodeURIComponent(code)} state=${merged ? 'merged' : 'closed'} -->`;
}
function docsPullBody(codeUrl, code, merged) {
    const link = (0,markup/* linkOrText */.Hw)(codeUrl, code);
    return [
        endMarker(code, merged),
        merged
            ? `### \ud83d\udd00 The code this pull request documents was merged`
            : `### \ud83d\udeab The code this pull request documents was closed without merging`,
        '',
        merged
            ? `${link} was merged: these docs can be reviewed and merged now.`
            : `${link} was closed without merging: these docs may no longer be needed. Close this pull request, or keep what still holds.`,
    ].join('\n');
}
function trackingWithEnd(body, merged, docs) {
    const at = body.indexOf(END_SECTION);
    const kept = (at === -1 ? body : body.slice(0, at)).trimEnd();
    const pull = docs.url === undefined ? undefined : (0,markup/* linkOrText */.Hw)(docs.url);
    const line = merged
        ? `\ud83d\udd00 **This pull request was merged.** ${pull === undefined ? 'The job has no docs pull request.' : `The docs pull request ${pull} can be merged now.`}`
        : `\ud83d\udeab **This pull request was closed without merging.** ${pull === undefined ? 'The job has no docs pull request.' : `The docs pull request ${pull} may no longer be needed.`}`;
    return [kept, '', END_SECTION, '', line, ...(docs.told === '' ? [] : ['', docs.told])].join('\n');
}
async function tellCodeEnd(parts, plan) {
    const { inputs, context, github, report } = parts;
    const number = plan.trigger.thread?.number ?? 0;
    const how = plan.merged ? 'merged' : 'closed without merging';
    report.jobId = plan.jobId;
    if (inputs.dryRun || github === undefined)
        return {
            level: 'notice',
            message: `Dry run: pull request #${number} was ${how}; nothing was written.`,
        };
    const code = `${context.owner}/${context.repo}#${number}`;
    const said = (error) => (0,errors/* redact */.E$)((0,log/* messageOf */.b)(error), (0,token_inputs/* runSecrets */.T)(inputs));
    const told = await tellDocsPull(github, context, plan, code, said);
    const body = trackingWithEnd(plan.comment.body, plan.merged, {
        url: plan.docsPull,
        told: told.failure === '' ? '' : (0,markup/* escapeMarkup */.My)(told.failure),
    });
    let edited = true;
    if (body !== plan.comment.body) {
        try {
            await github.updateComment(plan.comment.kind, plan.comment.id, body, number);
        }
        catch (error) {
            edited = false;
            core/* warning */.$e(`Could not update the tracking comment of job ${plan.jobId}: ${said(error)}`);
        }
    }
    const failed = told.failure !== '' || !edited;
    const docs = plan.docsPull === undefined && plan.docsElsewhere === undefined
        ? 'the job has no docs pull request'
        : told.done;
    return {
        level: failed ? 'warning' : 'notice',
        message: `Pull request #${number} was ${how}: nothing was sent to the service; ${docs}${edited ? '' : '; its tracking comment could not be updated'}.`,
    };
}
async function tellDocsPull(github, context, plan, code, said) {
    const pull = plan.docsPull === undefined ? undefined : (0,review_request/* pullRequestAt */.Yy)(plan.docsPull, context.serverUrl);
    if (plan.docsPull === undefined) {
        if (plan.docsElsewhere === undefined)
            return { done: '', failure: '' };
        core/* warning */.$e(plan.docsElsewhere);
        return { done: 'its pull request is outside the docs repository', failure: plan.docsElsewhere };
    }
    if (pull === undefined) {
        const failure = `The docs pull request ${plan.docsPull} is not on this GitHub, so it was not told.`;
        core/* warning */.$e(failure);
        return { done: 'the docs pull request was not told', failure };
    }
    const where = `${pull.owner}/${pull.repo}#${pull.number}`;
    const here = `${context.owner}/${context.repo}`.toLowerCase() === `${pull.owner}/${pull.repo}`.toLowerCase();
    const docs = here ? github : github.inRepository(pull.owner, pull.repo);
    try {
        const comments = await docs.threadComments(pull.number, false);
        const marker = endMarker(code, plan.merged);
        if (saidBefore(comments, marker))
            return { done: `${where} was told before`, failure: '' };
        const codeUrl = `${(0,run_context/* repoUrl */.wk)(context)}/pull/${plan.trigger.thread?.number ?? 0}`;
        await docs.createComment(pull.number, docsPullBody(codeUrl, code, plan.merged));
        core/* info */.pq(`Told the docs pull request ${where} that ${code} was ${plan.merged ? 'merged' : 'closed'}.`);
        return { done: `told ${where}`, failure: '' };
    }
    catch (error) {
        const failure = `Could not comment on the docs pull request ${where}: ${said(error)}`;
        core/* warning */.$e(failure);
        return { done: `${where} was not told`, failure };
    }
}
function saidBefore(comments, marker) {
    return comments.some((c) => c.kind === 'issue' && c.trusted && c.body.startsWith(marker));
}

;// CONCATENATED MODULE: ../../agent/job/limit-refusal.ts



async function refuseOverLimit(run, plan) {
    const { report } = run;
    report.budget = plan.budget;
    const { trigger, instruction, budget, existingComment, claimed, claimId } = plan;
    const comment = { instruction, budget, existingComment };
    const opened = openComment(run, 'limited', trigger, comment, '', true, !claimed);
    if (opened !== undefined) {
        const again = trigger.kind.askAgain(trigger);
        const view = {
            ...opened.view,
            detail: `Nothing was sent to the agent: ${plan.reason}. ` +
                `Re-run this workflow once that time has passed (a re-run is judged again)${again === '' ? '' : `, or ${again} then`}.`,
            ...(claimed ? { claim: 'held', claimId } : {}),
        };
        const { comment: refusal } = opened;
        (0,step_state/* saveComment */.z9)(refusal.id, refusal.place, view);
        if (await refusal.show(view)) {
            report.commentId = refusal.id;
            (0,step_state/* saveComment */.z9)(refusal.id, refusal.place, view);
            (0,step_state/* saveFinished */.Q8)();
        }
    }
    return (0,job_report/* skipped */.h)(report, plan.reason);
}
async function refuseOrSkip(run, plan) {
    const { notice, trigger } = plan;
    if (notice === undefined || trigger === undefined)
        return (0,job_report/* skipped */.h)(run.report, plan.reason);
    const { requestKey, instruction, words } = notice;
    const opened = openComment(run, 'unapproved', trigger, { requestKey, instruction }, '', false);
    if (opened !== undefined) {
        const view = { ...opened.view, detail: words };
        (0,step_state/* saveComment */.z9)(opened.comment.id, opened.comment.place, view);
        if (await opened.comment.show(view))
            (0,step_state/* saveFinished */.Q8)();
    }
    return (0,job_report/* skipped */.h)(run.report, plan.reason);
}

var preview_view = __webpack_require__(4180);
;// CONCATENATED MODULE: ../../agent/github/pull-request-note.ts





const PREVIEW_PART = '<!-- docs-agent-note-preview -->';
const CHANGES_PART = '<!-- docs-agent-note-changes -->';
function notesOf(comments, jobId, pull) {
    return comments
        .filter((c) => c.kind === 'issue' && (0,marker/* newestMarker */.zJ)([c], marker/* NOTE_REQUEST */.VB)?.job === jobId)
        .map((c) => ({ ...c, pull }))
        .sort((a, b) => a.id - b.id);
}
async function notePullRequest(parts, number, thread, createdJob, more = {}) {
    const { github, context, inputs, report } = parts;
    const { changes, from, asker } = more;
    if (!inputs.comment || github === undefined)
        return undefined;
    const noteOf = (comments) => notesOf(comments, report.jobId, number);
    try {
        if (!createdJob) {
            const [found] = noteOf(await github.threadComments(number, true));
            if (found !== undefined)
                return found;
        }
        const origin = thread === undefined
            ? `<a href="${(0,markup/* escapeMarkup */.My)(context.runUrl)}">a workflow run</a>`
            : `${from === undefined ? '' : (0,markup/* escapeMarkup */.My)(from)}#${thread}`;
        const who = asker === undefined ? '' : `, asked by ${(0,markup/* escapeMarkup */.My)(asker)}`;
        const phrase = (0,markup/* escapeMarkup */.My)(inputs.triggerPhrase);
        const body = [
            (0,marker/* renderMarker */.Bd)({ job: report.jobId, request: marker/* NOTE_REQUEST */.VB }),
            `\ud83d\udcdd The docs agent opened this pull request for ${origin}${who} (job <code>${(0,markup/* escapeMarkup */.My)(report.jobId)}</code>).`,
            `To continue the same job, comment here: <code>${phrase} &lt;instruction&gt;</code>`,
            ...(changes === undefined ? [] : ['', `${CHANGES_PART}\n${changes}`]),
        ].join('\n');
        try {
            await github.createComment(number, body);
        }
        catch (error) {
            if (!(error instanceof errors/* ApiError */.hD && error.mayHaveActed))
                throw error;
            const kept = await removeDuplicates(github, number, noteOf);
            if (kept === undefined)
                throw error;
            return kept;
        }
        return await removeDuplicates(github, number, noteOf);
    }
    catch (error) {
        const message = `Could not leave a note on pull request ${more.repository ?? ''}#${number}: ${error.message}`;
        core/* warning */.$e(message);
        if (error instanceof errors/* ApiError */.hD && (error.status === 403 || error.status === 404))
            more.refused?.(message);
        return undefined;
    }
}
async function findJobNote(parts, number) {
    const { github, report } = parts;
    if (github === undefined || !parts.inputs.comment)
        return undefined;
    try {
        return notesOf(await github.threadComments(number, true), report.jobId, number)[0];
    }
    catch {
        return undefined;
    }
}
function noteParts(body) {
    const [before = body, ...after] = body.split(PREVIEW_PART);
    const preview = after.length === 0 ? '' : `${PREVIEW_PART}${after.join(PREVIEW_PART)}`;
    const [intro = before, ...changes] = before.split(CHANGES_PART);
    return {
        intro: intro.trimEnd(),
        changes: changes.length === 0 ? '' : `${CHANGES_PART}${changes.join(CHANGES_PART)}`.trimEnd(),
        preview,
    };
}
const joinParts = (parts) => parts.filter((p) => p !== '').join('\n\n');
async function showChangesInNote(github, note, section) {
    if (github === undefined)
        return note;
    const { intro, preview } = noteParts(note.body);
    const body = joinParts([intro, `${CHANGES_PART}\n${section}`, preview]);
    if (body === note.body)
        return note;
    try {
        await github.updateComment('issue', note.id, body, note.pull);
        return { ...note, body };
    }
    catch (error) {
        core/* warning */.$e(`Could not show the change check in the note: ${error.message}`);
        return note;
    }
}
async function showPreviewInNote(github, note, preview) {
    if (github === undefined || preview.status === 'off')
        return;
    const { intro, changes } = noteParts(note.body);
    const head = joinParts([intro, changes]);
    const picture = (0,preview_view/* previewPicture */.b)(preview);
    const body = [
        head,
        '',
        PREVIEW_PART,
        `Preview: ${(0,preview_view/* previewLine */.$)(preview)}`,
        ...(picture === '' ? [] : ['', picture]),
    ].join('\n');
    if (body === note.body)
        return;
    try {
        await github.updateComment('issue', note.id, body, note.pull);
    }
    catch (error) {
        core/* warning */.$e(`Could not show the preview in the note: ${error.message}`);
    }
}
async function removeDuplicates(github, number, noteOf) {
    const [oldest, ...duplicates] = noteOf(await github.threadComments(number, true));
    for (const duplicate of duplicates)
        await github.deleteComment(duplicate.id);
    return oldest;
}

var check_view = __webpack_require__(8363);
var change_check = __webpack_require__(5296);
var docs_pull = __webpack_require__(3062);
var deployments_deployment = __webpack_require__(6969);
var deployment_wait = __webpack_require__(9175);
;// CONCATENATED MODULE: ../../agent/job/preview.ts




const NO_SCREENSHOTS = { screenshot: null, screenshotLight: null, screenshotDark: null };
const OFF = { status: 'off', url: '', screenshots: NO_SCREENSHOTS };
function shown(status, url = '') {
    return { status, url, screenshots: NO_SCREENSHOTS };
}
function previewWanted(inputs, action, job, earlier) {
    if (!inputs.preview)
        return 'off';
    if (inputs.dryRun)
        return undefined;
    if (job?.status !== 'completed' || job.prLink === null || job.sourceRef === null)
        return undefined;
    if (action !== 'wait')
        return { ask: job.sourceRef };
    return earlier === undefined ? undefined : { follow: earlier, branch: job.sourceRef };
}
function ended(deployment, url, timedOut, branch) {
    const status = deployment?.status ?? null;
    if (status === 'success') {
        core/* info */.pq(`The preview of ${branch} is live${url === '' ? '' : `: ${url}`}.`);
        return { status: 'success', url, screenshots: deployment ?? NO_SCREENSHOTS };
    }
    if (status === 'failure') {
        core/* warning */.$e(`The preview of ${branch} failed${(0,deployments_deployment/* failureDetails */.JK)(deployment, 5)}`);
        return shown('failure', url);
    }
    if (timedOut)
        core/* notice */.lm(`The preview of ${branch} was not live within preview-timeout-minutes; it may still go live${url === '' ? '' : ` at ${url}`}.`);
    return shown(timedOut ? 'timed-out' : status === 'in_progress' ? 'in_progress' : 'queued', url);
}
function showPreview(parts, wanted) {
    if (wanted === 'off')
        return Promise.resolve(OFF);
    if ('ask' in wanted)
        return previewPullRequest(parts, wanted.ask);
    core/* info */.pq(`Following the preview of ${wanted.branch} that an earlier attempt asked for.`);
    return followPreview(parts, wanted.follow, wanted.branch, true);
}
async function previewPullRequest(parts, branch) {
    let queued;
    try {
        queued = await parts.deployments.preview(branch);
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 403)
            core/* notice */.lm(`Previews are not available for this project (HTTP 403: the plan has none), so the pull request has no preview. Set preview: false to stop asking.`);
        else
            core/* warning */.$e(`Could not ask for a preview of ${branch}: ${error.message}`);
        return shown('unavailable');
    }
    const { statusId, previewUrl } = queued;
    core/* info */.pq(`Previewing ${branch} (status ${statusId})${previewUrl === '' ? '' : `: ${previewUrl}`}.`);
    return (await followPreview(parts, { statusId, url: previewUrl }, branch)) ?? shown('queued');
}
async function followPreview({ deployments, clock, inputs }, { statusId, url }, branch, earlier = false) {
    const withId = (preview) => ({ ...preview, statusId });
    if (inputs.previewTimeoutMs === 0)
        return withId(shown('queued', url));
    const deadline = clock.now() + inputs.previewTimeoutMs;
    let seen = null;
    try {
        const result = await (0,deployment_wait/* followDeployment */.p)(deployments, statusId, {
            what: 'the preview',
            intervalMs: inputs.pollIntervalMs,
            deadline,
            clock,
            onStatus: (deployment) => {
                seen = deployment.status;
            },
        });
        return withId(ended(result.deployment, url, result.timedOut, branch));
    }
    catch (error) {
        const message = error.message;
        if (earlier && seen === null) {
            core/* warning */.$e(`Could not read the preview of ${branch} that an earlier attempt asked for (status ${statusId}), so this run does not show it: ${message}`);
            return undefined;
        }
        core/* warning */.$e(`Stopped following the preview of ${branch}: ${message}`);
        return withId(shown(seen === 'in_progress' ? 'in_progress' : 'queued', url));
    }
}

;// CONCATENATED MODULE: ../../agent/job/triage.ts



const where = (pull) => `${pull.owner}/${pull.repo}#${pull.number}`;
const said = (error) => (error instanceof Error ? error.message : String(error));
async function requestReviewAndLabels(parts, action, 
requester) {
    const { inputs, context, github, report } = parts;
    if (github === undefined)
        return;
    const request = (0,review_request/* reviewRequestFor */.T3)({
        reviewers: inputs.prReviewers,
        labels: inputs.prLabels,
        action,
        prLink: report.job?.prLink ?? null,
        requester,
        serverUrl: context.serverUrl,
    });
    if (request.kind === 'none') {
        const message = `No reviewers or labels requested: ${request.reason}.`;
        if (request.warning)
            core/* warning */.$e(message);
        else if (inputs.prReviewers.length + inputs.prLabels.length > 0)
            core/* info */.pq(message);
        return;
    }
    for (const reason of request.dropped) {
        core/* warning */.$e(`Not asked to review ${where(request.pull)}: ${reason}.`);
    }
    const needs = tokenNeeds(request.pull, context);
    report.reviewersRequested = await requestReviewers(github, request, needs);
    report.labelsAdded = await addLabels(github, request, needs);
}
function tokenNeeds(pull, context) {
    const there = `${pull.owner}/${pull.repo}`;
    return there.toLowerCase() === `${context.owner}/${context.repo}`.toLowerCase()
        ? `github-token needs pull-requests: write on ${there}`
        : `${there} is another repository than this run's, which the workflow's own token cannot reach whatever its permissions: other-repositories-token (or github-token, without it) must be a token for ${there} (a GitHub App's, or a fine-grained one) with pull-requests: write`;
}
async function requestReviewers(github, request, needs) {
    const { pull, users, teams } = request;
    const everyone = [
        ...users.map((login) => ({ name: login, users: [login], teams: [] })),
        ...teams.map((slug) => ({ name: `${pull.owner}/${slug}`, users: [], teams: [slug] })),
    ];
    if (everyone.length === 0)
        return [];
    const accepted = (answer) => everyone
        .filter((one) => one.users.some((login) => answer.users.some((u) => u.toLowerCase() === login.toLowerCase())) ||
        one.teams.some((slug) => answer.teams.some((t) => t.toLowerCase() === slug.toLowerCase())))
        .map((one) => one.name);
    try {
        return accepted(await github.requestReviewers(pull, { users, teams }));
    }
    catch (error) {
        const refusedOne = error instanceof errors/* ApiError */.hD && error.status === 422 && everyone.length > 1;
        if (!refusedOne) {
            warnRefused(everyone.map((one) => one.name).join(', '), pull, error, needs);
            return [];
        }
    }
    const requested = [];
    for (const one of everyone) {
        try {
            requested.push(...accepted(await github.requestReviewers(pull, one)));
        }
        catch (error) {
            warnRefused(one.name, pull, error, needs);
        }
    }
    return requested;
}
function warnRefused(who, pull, error, needs) {
    core/* warning */.$e(`GitHub refused to request a review from ${who} on ${where(pull)}: ${said(error)} ` +
        `(${needs}; a reviewer must be a collaborator there and not the pull request's author.)`);
}
async function addLabels(github, request, needs) {
    const { pull, labels } = request;
    if (labels.length === 0)
        return [];
    try {
        const now = await github.addLabels(pull, labels);
        return labels.filter((label) => now.some((name) => name.toLowerCase() === label.toLowerCase()));
    }
    catch (error) {
        core/* warning */.$e(`GitHub refused to add the labels ${labels.join(', ')} to ${where(pull)}: ${said(error)} ` +
            `(${needs}.)`);
        return [];
    }
}

;// CONCATENATED MODULE: ../../agent/job/job-end.ts











async function tellEnd(parts, request, end, ended) {
    const elsewhere = pullElsewhere(parts);
    if (ended !== undefined && elsewhere === undefined)
        await requestReviewAndLabels(parts, request.action, request.requester);
    const commentShown = end.comment !== undefined && request.comment !== 'none'
        ? await request.show(end.comment)
        : false;
    if (ended?.commit === true && !commentShown)
        return { commentShown };
    if (end.reaction !== undefined)
        await react(parts, request.react, end.reaction);
    const { report } = parts;
    const pull = elsewhere === undefined
        ? pullRequestHere(report.job?.prLink, `${(0,run_context/* repoUrl */.wk)(parts.context)}/pull/`)
        : undefined;
    const checked = ended === undefined || elsewhere !== undefined ? undefined : await checkEnd(parts);
    const check = checked?.check;
    const section = checked?.section;
    const target = elsewhere === undefined ? job_end_noteTarget(parts, end, ended !== undefined) : undefined;
    const unreached = [];
    const written = await writeNote(parts, request, target, section, unreached);
    if (target?.from !== undefined &&
        check?.state === 'unavailable' &&
        /HTTP 40[34]\b/.test(check.reason ?? ''))
        unreached.unshift(`Could not check pull request ${target.repository}#${target.number}: ${check.reason ?? ''}`);
    await sayUnreached(request, target, unreached, checked?.statusRefused, elsewhere);
    if (ended === undefined)
        return { commentShown };
    ended.told();
    const found = written ??
        (section === undefined || pull === undefined ? undefined : await findJobNote(parts, pull));
    const noteClient = written === undefined ? parts.github : target?.github;
    const shown = found === undefined || section === undefined
        ? found
        : await showChangesInNote(noteClient, found, section);
    await parts.docsStatus.ended(parts.report, end.conclusion);
    if (!(await preview(parts, request)))
        return { commentShown };
    if (request.comment !== 'none')
        await request.show({});
    const noted = shown ?? (pull === undefined ? undefined : await findJobNote(parts, pull));
    if (noted !== undefined && report.preview !== undefined)
        await showPreviewInNote(shown === undefined ? parts.github : noteClient, noted, report.preview);
    return { commentShown };
}
function pullElsewhere(parts) {
    const { report, context } = parts;
    const docs = (0,docs_pull/* docsPullRequest */._P)(report.job?.prLink, report.job?.sourceRepository, context);
    if (docs.kind !== 'elsewhere')
        return undefined;
    core/* warning */.$e(docs.reason);
    return docs.reason;
}
async function writeNote(parts, request, target, section, unreached) {
    if (target === undefined || request.comment === 'refused')
        return undefined;
    const from = target.from === undefined
        ? {}
        : { from: target.from, repository: target.repository, asker: request.requester?.login };
    return notePullRequest({ ...parts, github: target.github }, target.number, request.thread, request.action === 'create', { changes: section, ...from, refused: (message) => unreached.push(message) });
}
function job_end_noteTarget(parts, end, ended) {
    const { context, github, report } = parts;
    const here = `${context.owner}/${context.repo}`;
    if (end.noteOn !== undefined)
        return { github, number: end.noteOn, repository: here };
    const at = (0,review_request/* pullRequestAt */.Yy)(report.job?.prLink ?? '', context.serverUrl);
    if (!ended || at === undefined || report.job?.status !== 'completed')
        return undefined;
    const repository = `${at.owner}/${at.repo}`;
    if (repository.toLowerCase() === here.toLowerCase())
        return undefined;
    return {
        github: github?.inRepository(at.owner, at.repo),
        number: at.number,
        repository,
        from: here,
    };
}
function unreachedWords(repository, problems) {
    return `${problems.join(' ')} This run's token does not reach ${repository}: pass one that does as other-repositories-token (a GitHub App's installation token, from actions/create-github-app-token with owner: and repositories:), allowed issues: write and to read pull requests and contents there; or let a finish run in ${repository} end the job (wait: hand-off here, finish-repositories there).`;
}
async function sayUnreached(request, target, unreached, statusRefused, elsewhere) {
    if (request.comment === 'none')
        return;
    const said = elsewhere === undefined ? [] : [elsewhere];
    if (target?.from !== undefined && unreached.length > 0)
        said.push(unreachedWords(target.repository, unreached));
    if (statusRefused !== undefined)
        said.push(`${statusRefused} So the pull request's head has no ${change_check/* CHANGES_CONTEXT */.Ii} verdict from this run.`);
    if (said.length > 0)
        await request.show({ unreached: said.join(' ') });
}
function gateElsewhereSection(repository) {
    return `#### Changes to check\nThis repository's own check sets ${change_check/* CHANGES_CONTEXT */.Ii} on each head of this pull request; the end of a job asked in ${(0,markup/* escapeMarkup */.My)(repository)} does not.`;
}
async function checkEnd(parts) {
    const { report, github, context } = parts;
    const link = report.job?.prLink ?? '';
    const at = (0,review_request/* pullRequestAt */.Yy)(link, context.serverUrl);
    if (at === undefined || report.job?.status !== 'completed')
        return undefined;
    const here = `${context.owner}/${context.repo}`.toLowerCase() === `${at.owner}/${at.repo}`.toLowerCase();
    const client = here ? github : github?.inRepository(at.owner, at.repo);
    const check = await (0,change_check/* checkPullRequest */.fb)({ inputs: parts.inputs, github: client }, at.number);
    report.changeCheck = check;
    if (check.state === 'off')
        return undefined;
    if (!here) {
        core/* info */.pq(`Not setting ${change_check/* CHANGES_CONTEXT */.Ii} on ${at.owner}/${at.repo}#${at.number}: that repository's own check sets it.`);
        return { check, section: gateElsewhereSection(`${context.owner}/${context.repo}`) };
    }
    const section = (0,check_view/* changesSection */.Hv)(check);
    const statusRefused = await (0,change_check/* setChangesStatus */.Sb)(client, check, link);
    return statusRefused === undefined ? { check, section } : { check, section, statusRefused };
}
async function preview(parts, request) {
    const { inputs, report } = parts;
    const wanted = previewWanted(inputs, request.action, report.job, request.earlierPreview);
    if (wanted === undefined)
        return false;
    report.preview = await showPreview(parts, wanted);
    return wanted !== 'off';
}
async function react(parts, target, content) {
    const { github } = parts;
    if (github === undefined || target === undefined || parts.inputs.dryRun)
        return;
    try {
        await github.react(target, content);
    }
    catch (error) {
        core/* warning */.$e(`Could not add the ${content} reaction: ${error.message}`);
    }
}

var hand_off = __webpack_require__(5682);
;// CONCATENATED MODULE: ../../agent/github/end-claim.ts

const STALE_CLAIM_MS = 10 * 60_000;
function target(comment) {
    return comment.kind === 'issue'
        ? { kind: 'issue-comment', id: comment.id }
        : { kind: 'review-comment', id: comment.id };
}
async function handedOffNow(github, kind, id) {
    const now = await github.comment(kind, id);
    if (now === undefined || !now.trusted)
        return undefined;
    const record = (0,hand_off/* parseHandOff */.qr)(now.body);
    if (record === undefined)
        return undefined;
    const { at } = record.handOff;
    return { kind, id, at, jobId: record.view.jobId, handOff: record.handOff };
}
async function endShown(github, comment, edited) {
    if (edited)
        return true;
    try {
        return (await handedOffNow(github, comment.kind, comment.id))?.at !== comment.at;
    }
    catch {
        return false;
    }
}
async function claimEnd(github, comment, now) {
    const on = target(comment);
    let answer = await github.react(on, 'eyes', { claim: true });
    if (!answer.created) {
        const age = now - Date.parse(answer.createdAt);
        if (age < STALE_CLAIM_MS)
            return undefined;
        if ((await handedOffNow(github, comment.kind, comment.id))?.at !== comment.at)
            return undefined;
        await github.removeReaction(on, answer.id);
        answer = await github.react(on, 'eyes', { claim: true });
        if (!answer.created)
            return undefined;
    }
    const claim = { target: on, reaction: answer.id };
    const found = await handedOffNow(github, comment.kind, comment.id).catch(async (error) => {
        await releaseEnd(github, claim);
        throw error;
    });
    if (found?.at === comment.at)
        return claim;
    await releaseEnd(github, claim);
    return undefined;
}
async function releaseEnd(github, claim) {
    try {
        await github.removeReaction(claim.target, claim.reaction);
    }
    catch {
    }
}

;// CONCATENATED MODULE: ../../agent/job/finished-event.ts




function finishedPayload(request, end, repository) {
    return {
        'job-id': request.jobId,
        status: end.status,
        'pr-link': end.prLink ?? '',
        'pr-number': (0,agent_job/* pullRequestNumber */.Kd)(end.prLink),
        'preview-url': end.previewUrl,
        repository,
        thread: request.thread,
        request: request.requestKey,
    };
}
async function announceEnd(parts, github, request, report) {
    const type = parts.inputs.finishedEvent;
    if (type === '')
        return;
    const payload = finishedPayload(request, {
        status: report.job?.status ?? '',
        prLink: report.job?.prLink ?? null,
        previewUrl: report.preview?.url ?? '',
    }, `${parts.context.owner}/${parts.context.repo}`);
    try {
        await github.dispatch(type, payload);
        core/* info */.pq(`Sent repository_dispatch ${type} for job ${request.jobId}.`);
    }
    catch (error) {
        core/* warning */.$e(`Could not send repository_dispatch ${type} for job ${request.jobId}: ${(0,log/* messageOf */.b)(error)}${error instanceof errors/* ApiError */.hD && error.mayHaveActed
            ? ' It may have been sent: it is not sent again.'
            : ''}`);
    }
}

;// CONCATENATED MODULE: ../../agent/job/end-duty.ts
function nextEndStep(facts) {
    if (!facts.handedOff)
        return facts.shown === undefined ? 'tell' : 'done';
    if (facts.claim === undefined)
        return 'claim';
    if (facts.claim !== 'won')
        return 'done';
    if (facts.shown === undefined)
        return 'tell';
    if (!facts.shown || !facts.announces || facts.announced === true)
        return 'done';
    return 'announce';
}
async function carryEndDuty(start, actions) {
    const facts = { ...start };
    for (let step = nextEndStep(facts); step !== 'done'; step = nextEndStep(facts)) {
        if (step === 'claim')
            facts.claim = await actions.claim();
        else if (step === 'tell')
            facts.shown = await actions.tell();
        else {
            facts.announced = true;
            await actions.announce();
        }
    }
    return facts;
}

;// CONCATENATED MODULE: ../../agent/job/session-hand-off.ts






function recordHandOff(parts, plan, comment) {
    const { report, clock, docsStatus } = parts;
    const thread = plan.trigger.thread?.number;
    if (comment?.id === undefined || thread === undefined)
        return undefined;
    if (report.jobId === '' || comment.refused)
        return undefined;
    const requester = plan.trigger.author ?? plan.trigger.sender;
    const react = plan.trigger.kind.reactionTarget(plan.trigger);
    const status = docsStatus.following();
    const type = requester !== undefined && 'type' in requester ? requester.type : undefined;
    const record = {
        at: new Date(clock.now()).toISOString(),
        startedAt: new Date(report.startedAt).toISOString(),
        thread,
        place: comment.place,
        action: plan.action,
        ...(react === undefined ? {} : { react }),
        ...(requester === undefined
            ? {}
            : { requester: { login: requester.login, ...(type === undefined ? {} : { type }) } }),
        ...(status === undefined ? {} : { status }),
    };
    (0,step_state/* saveHandOff */.a$)(record);
    return record;
}
async function earlierHandOff(parts, plan, previous) {
    const { github, report } = parts;
    const existing = plan.existingComment;
    if (github === undefined || existing === undefined || report.jobId === '')
        return undefined;
    if (previous !== undefined && (previous === null || plan.action !== 'wait'))
        return undefined;
    try {
        const found = await handedOffNow(github, existing.kind, existing.id);
        return found?.jobId === report.jobId ? found : undefined;
    }
    catch (error) {
        core/* warning */.$e(`Could not read whether an earlier attempt handed job ${report.jobId} off: ${(0,log/* messageOf */.b)(error)}.`);
        return undefined;
    }
}
async function endHandedOff(parts, plan, earlier, tell) {
    const { github, clock, report } = parts;
    const thread = plan.trigger.thread?.number;
    const handedOff = earlier !== undefined && github !== undefined;
    const done = await carryEndDuty({ handedOff, announces: thread !== undefined }, {
        claim: async () => {
            if (!handedOff)
                return 'failed';
            try {
                if (await claimEnd(github, earlier, clock.now()))
                    return 'won';
                core/* info */.pq(`Another run tells the end of job ${report.jobId}, which was handed off.`);
                return 'lost';
            }
            catch (error) {
                core/* warning */.$e(`Could not claim the end of job ${report.jobId}, which was handed off: ${(0,log/* messageOf */.b)(error)}. A finish run ends it.`);
                return 'failed';
            }
        },
        tell: async () => {
            const told = await tell();
            return handedOff ? endShown(github, earlier, told) : told;
        },
        announce: async () => {
            if (github === undefined || thread === undefined)
                return;
            const request = { jobId: report.jobId, requestKey: plan.trigger.requestKey, thread };
            await announceEnd(parts, github, request, report);
        },
    });
    if (done.claim === 'lost' || done.claim === 'failed')
        return false;
    if (handedOff && thread !== undefined && done.shown === false)
        core/* warning */.$e(`The tracking comment of job ${report.jobId} still hands it off: its end is not announced now. A finish run tells it again once this run's claim is 10 minutes old.`);
    return true;
}
async function handOffJob(parts, record, end, show) {
    if (record === undefined)
        return false;
    const at = new Date(parts.clock.now()).toISOString();
    const detail = end.comment?.detail ?? '';
    if (!(await show({ state: 'working', detail, handOff: { ...record, at } })))
        return false;
    parts.report.handedOff = true;
    await parts.docsStatus.handedOff(parts.report);
    (0,step_state/* saveFinished */.Q8)();
    core/* info */.pq(`Handed off job ${parts.report.jobId}: a finish run (finish: true) ends it and updates the tracking comment.`);
    return true;
}

;// CONCATENATED MODULE: ../../agent/job/session.ts




















class JobSession {
    parts;
    comment;
    view;
    trigger;
    plan;
    inFlight;
    calling;
    stopping = false;
    commentBehind = false;
    ended;
    handOffRecord;
    earlier;
    deferred = false;
    constructor(parts) {
        this.parts = parts;
    }
    async carryOut(plan) {
        const { report, inputs } = this.parts;
        if (plan.kind === 'skip')
            return refuseOrSkip(this.parts, plan);
        this.trigger = plan.trigger;
        if (plan.kind === 'held')
            return this.hold(plan);
        if (plan.kind !== 'run')
            return plan.kind === 'closed'
                ? tellCodeEnd(this.parts, plan)
                : refuseOverLimit(this.parts, plan);
        this.plan = plan;
        core/* info */.pq(describePlan(plan, inputs.projectId));
        if (plan.instruction !== '')
            (0,log/* logUntrusted */.t)('Instruction', plan.instruction);
        if (inputs.dryRun)
            return reportDryRun(plan, this.parts.report);
        if (!plan.claimed)
            await react(this.parts, plan.trigger.kind.reactionTarget(plan.trigger), 'eyes');
        if (plan.trigger.kind.claim === 'tracking-comment' && plan.action === 'message') {
            const elsewhere = await this.claimByComment(plan);
            if (elsewhere !== undefined)
                return elsewhere;
        }
        await this.start(plan);
        report.ciFollowUps = plan.ci?.count;
        this.earlier = await earlierHandOff(this.parts, plan);
        this.deferred = this.earlier !== undefined;
        const kept = { handOff: this.earlier?.handOff };
        let shown = this.view === undefined
            ? !this.openComment('working', plan.trigger, plan) || (await this.updateComment(kept))
            : await this.updateComment({ followUp: report.followUp, ...kept });
        if (!shown && this.commentBehind && !inputs.wait)
            shown = await this.updateComment({});
        if (!shown && plan.ci !== undefined && plan.action === 'message')
            core/* warning */.$e(uncounted(plan.ci));
        await this.parts.docsStatus.working(report); // after the comment, which other runs look for
        this.handOffRecord = recordHandOff(this.parts, plan, this.comment); // a stop hands off from now
        if (inputs.handOff && !(0,agent_job/* isTerminal */.Hd)(report.job?.status ?? null)) {
            const end = this.outcome({ kind: 'handed-off', why: 'asked' });
            if (await this.handOff(end))
                return end.conclusion;
            if (shown)
                (0,step_state/* saveFinished */.Q8)();
            return this.outcome({ kind: 'not-waiting', unrecorded: true }).conclusion;
        }
        if (!inputs.wait && !inputs.handOff) {
            if (shown)
                (0,step_state/* saveFinished */.Q8)();
            return this.outcome({ kind: 'not-waiting' }).conclusion;
        }
        const timedOut = await this.wait(plan);
        if (timedOut && this.handOffRecord !== undefined) {
            const end = this.outcome({ kind: 'handed-off', why: 'timed-out' });
            if (await this.handOff(end))
                return end.conclusion;
        }
        const end = this.outcome({ kind: 'waited', timedOut });
        if (this.view === undefined)
            (0,step_state/* saveFinished */.Q8)();
        const tell = () => ((this.deferred = false), this.finish(end, true));
        if (!(await endHandedOff(this.parts, plan, this.earlier, tell))) {
            this.ended = end;
            (0,step_state/* saveFinished */.Q8)();
        }
        return end.conclusion;
    }
    async handOff(end) {
        const show = (change) => this.updateComment(change);
        const done = this.view !== undefined && (await handOffJob(this.parts, this.handOffRecord, end, show));
        if (done)
            this.ended = end;
        return done;
    }
    async claimByComment(plan) {
        const { github, report, context } = this.parts;
        const number = plan.trigger.thread?.number;
        if (github === undefined || number === undefined)
            return undefined;
        const fresh = { ...plan, existingComment: undefined };
        if (!this.openComment('working', plan.trigger, fresh, plan.jobId, false))
            return undefined;
        const comment = this.comment;
        if (comment === undefined)
            return undefined;
        const claim = await claimByComment({
            github,
            number,
            requestKey: plan.trigger.requestKey,
            run: { id: context.runId, attempt: context.runAttempt },
            comment,
            post: () => this.updateComment({}),
            warn: (message) => core/* warning */.$e(message),
        });
        if (claim.kind === 'unclaimed')
            core/* warning */.$e(claim.warning);
        if (claim.kind !== 'elsewhere')
            return undefined;
        this.view = undefined;
        this.comment = undefined;
        (0,step_state/* saveFinished */.Q8)();
        return (0,job_report/* skipped */.h)(report, (0,decide_claim/* ownedElsewhere */.Sx)(claim.owner, (0,run_context/* repoUrl */.wk)(context)));
    }
    async hold(plan) {
        const { report, inputs } = this.parts;
        const { jobId, ci, trigger, message, comment } = plan;
        report.jobId = jobId;
        report.ciFollowUps = ci?.count;
        if (inputs.dryRun)
            return { level: 'notice', message: `Dry run: ${message}` };
        const state = ci === undefined ? 'push-held' : 'ci-held';
        if (this.openComment(state, trigger, comment, jobId) && (await this.updateComment({})))
            (0,step_state/* saveFinished */.Q8)();
        return { level: 'warning', message };
    }
    async failed(error) {
        const { inputs: given, context, github } = this.parts;
        this.trigger ??= await (0,make_plan/* failedRequest */.R6)(this.parts.kinds, given, context, github !== undefined);
        if (this.view?.state === 'ci-held' || this.view?.state === 'push-held')
            return { level: 'failure', message: (0,log/* messageOf */.b)(error) };
        const { report, inputs } = this.parts;
        const secrets = [inputs.apiKey, inputs.githubToken, inputs.otherRepositoriesToken];
        const failure = failureOf(error, { calling: this.calling, plan: this.plan, report, secrets });
        if (this.plan?.ci !== undefined && failure.jobId !== '')
            report.ciFollowUps = this.plan.ci.count;
        const end = this.outcome({ kind: 'error', message: (0,log/* messageOf */.b)(error), failure });
        if (this.view !== undefined && this.view.jobId !== failure.jobId)
            this.view = { ...this.view, jobId: failure.jobId, ci: undefined };
        const leaveThread = error instanceof decide_claim/* EarlierJobMayExist */.k4;
        const tell = end.comment !== undefined && !this.stopping && !leaveThread;
        if (this.view === undefined && this.trigger !== undefined && tell)
            this.openComment('error', this.trigger, this.plan, failure.jobId);
        if (this.view !== undefined) {
            const claim = this.plan?.claimed === true ? 'held' : error instanceof decide_claim/* ClaimUnknown */.xv ? 'unknown' : undefined;
            const mayExist = this.calling === 'create' && failure.mayHaveActed;
            const claimId = claim === 'held' ? this.plan?.claimId : undefined;
            this.view = { ...this.view, claim, claimId, ...(mayExist ? { jobMayExist: true } : {}) };
        }
        await this.finish(leaveThread ? { ...end, comment: undefined } : end);
        return end.conclusion;
    }
    async stop(signal) {
        this.stopping = true;
        if (this.ended !== undefined)
            return;
        const end = this.outcome({ kind: 'cancelled', signal, inFlight: this.inFlight });
        if (this.inFlight === undefined && this.handOffRecord !== undefined) {
            const handedOff = this.outcome({ kind: 'handed-off', why: 'cancelled', signal });
            if (await this.handOff(handedOff)) {
                this.ended = end;
                return;
            }
        }
        await this.finish(end);
    }
    stopped(signal) {
        if (this.ended !== undefined)
            return this.ended.conclusion;
        return this.outcome({ kind: 'cancelled', signal, inFlight: this.inFlight }).conclusion;
    }
    outcome(ending) {
        const { report, inputs, context, clock } = this.parts;
        return outcome({
            ending,
            jobId: report.jobId,
            job: report.job,
            failOnError: inputs.failOnError,
            elapsedMs: clock.now() - report.startedAt,
            pullRequestUrl: `${(0,run_context/* repoUrl */.wk)(context)}/pull/`,
            threadNumber: this.trigger?.thread?.number,
            runUrl: context.runUrl,
            now: clock.now(),
            inert: (text) => (0,comment_body/* inert */.tJ)(text, inputs.triggerPhrase),
            askAgain: this.trigger?.kind.askAgain(this.trigger) ?? '',
        });
    }
    async finish(end, ended = false) {
        const request = {
            thread: this.trigger?.thread?.number,
            action: this.plan?.action ?? 'wait',
            react: this.trigger?.kind.reactionTarget(this.trigger),
            requester: this.trigger?.author ?? this.trigger?.sender,
            earlierPreview: this.plan?.existingComment?.preview,
            show: (change) => this.updateComment(change),
            comment: this.view === undefined ? 'none' : this.comment?.refused ? 'refused' : 'shown',
        };
        const afterComment = ended ? { told: () => (this.ended = end) } : undefined;
        const { commentShown } = await tellEnd(this.parts, request, end, afterComment);
        if (commentShown)
            (0,step_state/* saveFinished */.Q8)();
        return commentShown;
    }
    async start(plan) {
        const { report, service, clock } = this.parts;
        if (plan.action !== 'wait')
            report.sentAt = clock.now();
        if (plan.action === 'create') {
            this.inFlight = 'create';
            this.calling = 'create';
            report.job = await service.createJob(plan.prompt).finally(() => (this.inFlight = undefined));
            report.jobId = report.job.id ?? '';
            core/* info */.pq(`Created job ${report.jobId} (${report.job.status ?? 'status unknown'}).`);
        }
        else {
            report.jobId = plan.jobId;
            if (plan.action === 'message') {
                try {
                    this.inFlight = 'message';
                    this.calling = 'message';
                    report.job = await service.sendMessage(plan.jobId, plan.prompt);
                }
                catch (error) {
                    if (error instanceof errors/* ApiError */.hD && error.mayHaveActed)
                        report.followUp = true;
                    throw error;
                }
                finally {
                    this.inFlight = undefined;
                }
                report.followUp = true;
                core/* info */.pq(`Message sent; job ${report.jobId} is ${report.job.status ?? 'in an unknown state'}.`);
            }
            else if (!this.parts.inputs.wait) {
                this.calling = 'look';
                report.job = await service.getJob(plan.jobId);
            }
        }
        this.calling = undefined;
        report.budget = plan.budget; // counted once sent
        (0,step_state/* saveJobId */.ih)(report.jobId);
    }
    async wait(plan) {
        this.calling = 'poll';
        const timedOut = await waitForJob(this.parts, plan.action === 'wait', {
            show: async (status, previous) => {
                this.earlier ??= await earlierHandOff(this.parts, plan, previous);
                this.deferred ||= this.earlier !== undefined;
                await this.updateComment({ status });
                await this.parts.docsStatus.working(this.parts.report);
            },
            catchUp: () => (this.commentBehind ? this.updateComment({}) : undefined),
        });
        this.calling = undefined;
        return timedOut;
    }
    openComment(state, trigger, plan, jobId = this.parts.report.jobId, mayAdopt = true) {
        const opened = openComment(this.parts, state, trigger, plan, jobId, mayAdopt);
        if (opened === undefined)
            return false;
        ({ comment: this.comment, view: this.view } = opened);
        return true;
    }
    async updateComment(change) {
        if (this.comment === undefined || this.view === undefined)
            return true;
        const job = this.parts.report.job;
        this.view = {
            ...this.view,
            status: job?.status ?? this.view.status,
            prLink: job?.prLink ?? null,
            preview: this.parts.report.preview ?? this.view.preview,
            ...change,
        };
        (0,step_state/* saveComment */.z9)(this.comment.id, this.comment.place, this.view);
        if (this.deferred)
            return true;
        const shown = await this.comment.show(this.view);
        this.commentBehind = !shown && !this.comment.refused;
        if (this.comment.id !== undefined) {
            this.parts.report.commentId = this.comment.id;
            (0,step_state/* saveComment */.z9)(this.comment.id, this.comment.place, this.view);
        }
        return shown;
    }
}

var github_client = __webpack_require__(9593);
var docs_standing = __webpack_require__(1289);
var status_rule = __webpack_require__(829);
var authors = __webpack_require__(6532);
;// CONCATENATED MODULE: ../../agent/job/docs-status-refusal.ts



const UNREAD = 'Could not tell whether the docs agent follows this pull request (GitHub failed to list its comments): re-run the workflow';
function refusal(note, newest) {
    const { refused, approve } = note;
    switch (note.followed) {
        case 'given':
            return { leave: 'the job was given this head: its own runs answer it' };
        case 'unread':
            if (newest !== undefined && !(0,status_rule/* isPass */.YX)(newest))
                return {
                    leave: `it says ${newest.state}, which stands: nobody can tell whether it is followed`,
                };
            return ruled({ state: 'error', description: UNREAD }, 'standing', newest);
        case 'job':
            return ruled({ state: 'failure', description: `Not sent: ${(0,authors/* approveWords */.f)(approve, true)}; ${refused}` }, 'standing', newest);
        case 'none': {
            const how = note.approveInPass === true ? `; ${(0,authors/* approveWords */.f)(approve, false)}` : '';
            const description = `${status_rule/* PASS_STARTS */.Si.notFollowed}${refused}${how}`;
            return ruled({ state: 'success', description }, 'pass', newest);
        }
    }
}
function ruled(status, kind, newest) {
    const cut = { ...status, description: (0,github_client/* statusDescription */.$U)(status.description) };
    switch ((0,status_rule/* statusRuling */.WP)(newest, { ...cut, kind })) {
        case 'write':
            return { status: cut, kind };
        case 'same':
            return { leave: `it says ${cut.state} already` };
        default:
            return { leave: `it says ${newest?.state ?? ''}, which a pass does not replace` };
    }
}

var status_write = __webpack_require__(3388);
var code_job_marker = __webpack_require__(9551);
;// CONCATENATED MODULE: ../../agent/job/docs-status.ts










function workingStatus(report, runUrl, handOff = false) {
    const pull = (0,docs_standing/* statusLink */.P)(report.job?.prLink);
    if (handOff)
        return (0,docs_standing/* handedOffStatus */.OG)(report.jobId, pull ?? (0,docs_standing/* statusLink */.P)(runUrl));
    return {
        state: 'pending',
        description: pull === undefined
            ? `The docs agent is working on job ${report.jobId}`
            : `The docs agent is updating its pull request (job ${report.jobId})`,
        targetUrl: pull ?? (0,docs_standing/* statusLink */.P)(runUrl),
    };
}
function endStatus(report, conclusion, runUrl) {
    if (conclusion.level === 'skipped' || report.handedOff)
        return undefined;
    const { jobId, job } = report;
    const run = (0,docs_standing/* statusLink */.P)(runUrl);
    const pull = (0,docs_standing/* statusLink */.P)(job?.prLink);
    const ended = job === undefined ? undefined : (0,docs_standing/* jobStanding */.Ur)(job, jobId, runUrl);
    if (ended !== undefined)
        return ended;
    if (report.timedOut)
        return {
            state: 'pending',
            description: `Job ${jobId} still runs after timeout-minutes: run again with its job-id`,
            targetUrl: pull ?? run,
        };
    return {
        state: 'error',
        description: jobId === ''
            ? 'The docs agent action failed before it reached a job: see the run'
            : `The docs agent action failed while job ${jobId} worked: see the run`,
        targetUrl: run,
    };
}
class DocsStatus {
    github;
    context;
    runUrl;
    handOff;
    sha;
    note;
    last;
    told = false;
    eventPull;
    constructor(inputs, github, runUrl, eventPull) {
        this.handOff = inputs.handOff ?? false;
        this.context = inputs.docsStatus;
        this.github = inputs.docsStatus === '' || inputs.dryRun ? undefined : github;
        this.runUrl = runUrl;
        this.eventPull = eventPull;
    }
    static forHandOff(recorded, github, runUrl, finishing) {
        const context = recorded?.context === finishing.docsStatus ? recorded.context : '';
        if (recorded !== undefined && context === '')
            core/* warning */.$e(`Not setting the ${recorded.context} status of ${recorded.sha.slice(0, 7)}: the finish step's docs-status is ${finishing.docsStatus === '' ? 'empty' : `'${finishing.docsStatus}'`}. Give it the same docs-status as the request's step.`);
        const status = new DocsStatus({ docsStatus: context, dryRun: finishing.dryRun }, github, runUrl);
        status.sha = recorded?.sha;
        status.last = { state: 'pending' };
        return status;
    }
    following() {
        return this.sha === undefined || this.github === undefined
            ? undefined
            : { sha: this.sha, context: this.context };
    }
    async handedOff(report) {
        this.told = true;
        (0,step_state/* savePendingStatus */.bv)(undefined);
        if (this.sha !== undefined && this.last !== undefined)
            await this.set(this.sha, workingStatus(report, this.runUrl, true));
    }
    follow(plan) {
        if (plan.kind === 'skip' || plan.kind === 'held')
            this.note = plan.docsStatus;
        else if (plan.kind === 'run')
            this.sha = plan.trigger.kind.statusCommit?.(plan.trigger);
    }
    async working(report) {
        if (this.sha === undefined || (0,agent_job/* isTerminal */.Hd)(report.job?.status ?? null) || this.told)
            return;
        await this.set(this.sha, workingStatus(report, this.runUrl, this.handOff));
        if (this.last?.state === 'pending')
            (0,step_state/* savePendingStatus */.bv)({ sha: this.sha, context: this.context });
    }
    async ended(report, conclusion, trigger) {
        if (this.sha === undefined && this.note === undefined && conclusion.level === 'failure')
            return this.failedEarly(report, conclusion, trigger);
        if (this.sha !== undefined) {
            const sha = this.sha;
            const end = endStatus(report, conclusion, this.runUrl);
            this.told = true;
            if (end !== undefined && this.last !== undefined && !sameStatus(this.last, end))
                (0,step_state/* savePendingStatus */.bv)({
                    sha,
                    context: this.context,
                    end: { ...end, description: end.description ?? '' },
                });
            if (end !== undefined)
                await this.set(sha, end);
            (0,step_state/* savePendingStatus */.bv)(undefined);
            return;
        }
        const note = this.note;
        if (note === undefined || this.github === undefined)
            return;
        if ('refused' in note)
            return this.refused(note);
        if (!('carryFrom' in note)) {
            const wanted = { ...note, targetUrl: (0,docs_standing/* statusLink */.P)(note.targetUrl) };
            if (!(0,status_rule/* isPass */.YX)(wanted))
                return this.set(note.sha, wanted, 'standing');
            if (await this.passHeldBack(note.sha))
                return;
            return this.set(note.sha, wanted, 'pass');
        }
        return this.carried(note);
    }
    async carried(note) {
        if (this.github === undefined)
            return;
        try {
            const [before] = await this.github.commitStatuses(note.carryFrom, this.context, 1);
            if (before === undefined || !(0,github_client/* isStatusState */.a)(before.state))
                return;
            const carried = {
                state: before.state,
                description: before.description,
                targetUrl: before.targetUrl,
            };
            if ((0,status_rule/* isPass */.YX)(carried)) {
                core/* info */.pq(`Not copying the ${this.context} status of ${note.carryFrom.slice(0, 7)} to ${note.sha.slice(0, 7)}: it is a pass, and this pull request has a job.`);
                return;
            }
            await this.set(note.sha, carried, 'standing');
        }
        catch (error) {
            core/* warning */.$e(`Could not read the ${this.context} status of ${note.carryFrom.slice(0, 7)}: ${(0,log/* messageOf */.b)(error)}`);
        }
    }
    async refused(note) {
        if (this.github === undefined)
            return;
        const at = note.sha.slice(0, 7);
        if (note.followed === 'unread')
            core/* warning */.$e(`Could not tell whether this pull request is followed (its comments, where its job is named, could not be read): no pass is written on ${at}.`);
        let newest;
        try {
            ;
            [newest] = await this.github.commitStatuses(note.sha, this.context, 1);
        }
        catch (error) {
            core/* warning */.$e(`Could not read the ${this.context} status of ${at}: ${(0,log/* messageOf */.b)(error)}`);
            return;
        }
        const head = refusal(note, newest);
        if ('leave' in head) {
            core/* info */.pq(`Not setting the ${this.context} status of ${at}: ${head.leave}.`);
            return;
        }
        if (head.kind === 'pass' && (await this.passHeldBack(note.sha)))
            return;
        await this.set(note.sha, head.status, head.kind, { newest });
    }
    async passHeldBack(sha) {
        if (this.github === undefined)
            return true;
        const not = `Not setting the ${this.context} status of ${sha.slice(0, 7)}`;
        try {
            const { pulls, complete } = await this.github.commitPulls(sha);
            if (!complete) {
                core/* info */.pq(`${not}: GitHub lists more pull requests of it than were read, and a pass could land on one's head.`);
                return true;
            }
            for (const other of pulls) {
                if (other.state !== 'open' || other.headSha !== sha || other.number === this.eventPull)
                    continue;
                const comments = await this.github.threadComments(other.number, true);
                if ((0,code_job_marker/* jobOfPull */.Q)(comments, other.number) === undefined)
                    continue;
                core/* info */.pq(`${not}: it is the head of pull request #${other.number}, which a docs job follows: its own runs answer it.`);
                return true;
            }
            return false;
        }
        catch (error) {
            core/* warning */.$e(`${not}: could not read which pull requests hold it: ${(0,log/* messageOf */.b)(error)}`);
        }
        return true;
    }
    async failedEarly(report, conclusion, trigger) {
        const sha = trigger?.kind.statusCommit?.(trigger);
        const end = endStatus(report, conclusion, this.runUrl);
        if (sha === undefined || end === undefined)
            return;
        await this.set(sha, end, 'first');
    }
    async stopped(report) {
        if (this.sha === undefined || this.last === undefined || this.told || report.handedOff)
            return;
        const description = report.jobId === ''
            ? 'The workflow was cancelled before a job was made'
            : `The workflow was cancelled while job ${report.jobId} worked`;
        await this.set(this.sha, { state: 'error', description, targetUrl: (0,docs_standing/* statusLink */.P)(this.runUrl) });
        (0,step_state/* savePendingStatus */.bv)(undefined);
    }
    async set(sha, wanted, kind = 'standing', known) {
        const github = this.github;
        if (github === undefined || sameStatus(this.last, wanted))
            return;
        try {
            const { ruling } = await (0,status_write/* writeStatus */.K)(github, sha, { ...wanted, context: this.context, kind }, known);
            if (ruling === 'write' || ruling === 'same')
                this.last = wanted;
        }
        catch (error) {
            core/* warning */.$e(`Could not set the ${this.context} status of ${sha.slice(0, 7)}: ${(0,log/* messageOf */.b)(error)}`);
        }
    }
}
function sameStatus(a, b) {
    return (a !== undefined &&
        a.state === b.state &&
        a.description === b.description &&
        a.targetUrl === b.targetUrl);
}

;// CONCATENATED MODULE: ../../agent/job/outputs.ts



const CHECK_ORDER = ['', 'off', 'passed', 'warned', 'unavailable', 'blocked'];
function setFinishOutputs(report) {
    core/* setOutput */.uH('finished', String(report.finished.length));
    core/* setOutput */.uH('pending', String(report.pending));
    core/* setOutput */.uH('finished-jobs', JSON.stringify(report.finished));
    core/* setOutput */.uH('handed-off', 'false');
    const checks = report.finished.map((job) => job['change-check']);
    const worst = checks.reduce((a, b) => (CHECK_ORDER.indexOf(b) > CHECK_ORDER.indexOf(a) ? b : a), '');
    core/* setOutput */.uH('change-check', worst);
    const findings = report.reports.flatMap((job) => job.changeCheck?.findings ?? []);
    core/* setOutput */.uH('change-findings', worst === '' ? '' : (0,change_check/* findingsOutput */.m$)(findings));
}
function setJobOutputs(report) {
    const { job, jobId } = report;
    const today = report.budget?.repository?.used;
    if (today !== undefined)
        core/* setOutput */.uH('requests-today', String(today));
    if (report.skippedReason !== '') {
        core/* setOutput */.uH('status', 'skipped');
        core/* setOutput */.uH('skipped-reason', report.skippedReason);
        return;
    }
    if (report.dryRun !== undefined) {
        core/* setOutput */.uH('status', 'dry-run');
        if (jobId !== '')
            core/* setOutput */.uH('job-id', jobId);
        return;
    }
    if (jobId === '')
        return;
    const outputs = {
        'job-id': jobId,
        status: job?.status ?? '',
        'pr-link': job?.prLink ?? '',
        prLink: job?.prLink ?? '',
        'pr-number': (0,agent_job/* pullRequestNumber */.Kd)(job?.prLink ?? null),
        model: job?.model ?? '',
        'source-repository': job?.sourceRepository ?? '',
        'source-ref': job?.sourceRef ?? '',
        'created-at': job?.createdAt ?? '',
        'archived-at': job?.archivedAt ?? '',
        job: job === undefined ? '' : JSON.stringify(job.raw),
        'timed-out': String(report.timedOut),
        'handed-off': String(report.handedOff),
        'follow-up': String(report.followUp),
        'comment-id': report.commentId === undefined ? '' : String(report.commentId),
        'skipped-reason': '',
        'pr-reviewers-requested': report.reviewersRequested.join(','),
        'pr-labels-added': report.labelsAdded.join(','),
        'ci-follow-ups-sent': report.ciFollowUps === undefined ? '' : String(report.ciFollowUps),
        'preview-url': report.preview?.url ?? '',
        'preview-status': report.preview?.status ?? '',
        'change-check': report.changeCheck?.state ?? '',
        'change-findings': report.changeCheck === undefined ? '' : (0,change_check/* findingsOutput */.m$)(report.changeCheck.findings),
    };
    for (const [name, value] of Object.entries(outputs))
        core/* setOutput */.uH(name, value);
}

var step_summary = __webpack_require__(9924);
var request_count = __webpack_require__(9612);
;// CONCATENATED MODULE: ../../agent/job/job-summary.ts





const ICONS = {
    success: '\u2705',
    skipped: '\u23ed\ufe0f',
    notice: '\u2139\ufe0f',
    warning: '\u26a0\ufe0f',
    failure: '\u274c',
};
function jobSummary(report) {
    const { job, conclusion } = report;
    const lines = ['## Docs agent', ''];
    if (conclusion !== undefined) {
        lines.push(`${ICONS[conclusion.level]} ${(0,markup/* escapeMarkup */.My)(conclusion.message)}`, '');
    }
    const counts = report.budget === undefined ? [] : (0,request_count/* budgetWords */.h)(report.budget);
    if (counts.length > 0)
        lines.push(`Requests today: ${(0,markup/* escapeMarkup */.My)(counts.join('; '))}.`, '');
    if (report.dryRun !== undefined) {
        const prompt = report.dryRun.prompt;
        lines.push(`Would ${(0,markup/* escapeMarkup */.My)(report.dryRun.action)}.`, '');
        if (prompt !== '') {
            lines.push('<details><summary>Prompt that would be sent</summary>', '', '<pre>', (0,markup/* escapeLines */.RQ)(prompt), '</pre>', '</details>', '');
        }
    }
    if (job !== undefined) {
        const source = [job.sourceRepository, job.sourceRef].filter((v) => v !== null).join(' @ ');
        const rows = [
            ['Status', (0,markup/* escapeMarkup */.My)(job.status ?? 'unknown') + (report.timedOut ? ' (timed out)' : '')],
            ['Job', `<code>${(0,markup/* escapeMarkup */.My)(job.id ?? '')}</code>`],
            ['Pull request', job.prLink === null ? 'none' : (0,markup/* linkOrText */.Hw)(job.prLink)],
            ['Model', (0,markup/* escapeMarkup */.My)(job.model ?? 'unknown')],
            ['Source', source === '' ? 'unknown' : (0,markup/* escapeMarkup */.My)(source)],
            ['Request', report.followUp ? 'follow-up message to an existing job' : 'new job'],
            ['Duration', (0,durations/* formatDuration */.a)(report.finishedAt - report.startedAt)],
            ['Polls', String(report.polls)],
        ];
        const preview = report.preview?.status === 'off' ? undefined : report.preview;
        if (preview !== undefined)
            rows.push(['Preview', (0,preview_view/* previewLine */.$)(preview)]);
        if (report.commentId !== undefined)
            rows.push(['Tracking comment', String(report.commentId)]);
        lines.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '');
        const picture = preview === undefined ? '' : (0,preview_view/* previewPicture */.b)(preview, 800);
        if (picture !== '')
            lines.push(picture, '');
    }
    return lines.join('\n');
}
function writeJobSummary(report) {
    return (0,step_summary/* appendSummary */.f)(jobSummary(report));
}
function finishSummary(conclusion, ended, abandoned, pending) {
    const lines = ['## Docs agent: finish run', ''];
    if (conclusion !== undefined)
        lines.push(`${ICONS[conclusion.level]} ${(0,markup/* escapeMarkup */.My)(conclusion.message)}`, '');
    lines.push(`Still at work: ${pending}.`, '');
    if (abandoned.length > 0)
        lines.push(`Abandoned (still at work past finish-within-hours): ${abandoned.map((id) => `<code>${(0,markup/* escapeMarkup */.My)(id)}</code>`).join(', ')}.`, '');
    for (const report of ended)
        lines.push(jobSummary({ ...report, conclusion: undefined }).replace('## Docs agent', '### Job'));
    return lines.join('\n');
}

var job_clients = __webpack_require__(3337);
;// CONCATENATED MODULE: ../../finish/job-finish.ts














async function claimed(parts, github, job) {
    const comment = { kind: job.kind, id: job.commentId, at: job.handOff.at, jobId: job.view.jobId };
    try {
        return await claimEnd(github, comment, parts.clock.now());
    }
    catch (error) {
        core/* warning */.$e(`Could not claim the end of job ${job.view.jobId} (its tracking comment ${job.commentId}): ${(0,log/* messageOf */.b)(error)}. ${error instanceof errors/* ApiError */.hD && error.mayHaveActed
            ? 'The claim may have been made: a later finish run takes it over once it is stale.'
            : 'A later finish run tries again.'}`);
        return undefined;
    }
}
function endReport(job, seen) {
    const report = (0,job_report/* newReport */.b)(Date.parse(job.handOff.startedAt), job.view.jobId);
    report.job = seen;
    report.followUp = job.view.followUp;
    report.ciFollowUps = job.view.ci?.count;
    report.commentId = job.kind === 'issue' ? job.commentId : undefined;
    return report;
}
function endedRequest(github, job, report) {
    const { handOff } = job;
    const comment = new tracking_comment/* TrackingComment */.P(github, handOff.place, (m) => core/* warning */.$e(m), {
        id: job.commentId,
    });
    let view = { ...job.view, state: 'working', durationMs: undefined };
    return {
        thread: handOff.thread,
        action: handOff.action,
        react: handOff.react,
        requester: handOff.requester,
        earlierPreview: undefined,
        show: (change) => {
            view = {
                ...view,
                status: report.job?.status ?? view.status,
                prLink: report.job?.prLink ?? null,
                preview: report.preview ?? view.preview,
                ...change,
            };
            return comment.show(view);
        },
        comment: 'shown',
    };
}
async function finishOne(parts, finish, job, seen, announce) {
    const { github } = parts;
    if (github === undefined)
        return false;
    const report = endReport(job, seen);
    let claim;
    const done = await carryEndDuty({ handedOff: true, announces: announce }, {
        claim: async () => {
            claim = await claimed(parts, github, job);
            return claim === undefined ? 'failed' : 'won';
        },
        tell: () => tellHandedOff(parts, github, { finish, job, seen, report }, claim),
        announce: async () => {
            const request = { jobId: report.jobId, requestKey: job.view.requestKey };
            await announceEnd(parts, github, { ...request, thread: job.handOff.thread }, report);
        },
    });
    return done.shown === true;
}
async function tellHandedOff(parts, github, ending, claim) {
    const { clock, context, inputs } = parts;
    const { finish, job, seen, report } = ending;
    const { handOff } = job;
    const end = outcome({
        ending: { kind: 'waited', timedOut: false },
        jobId: report.jobId,
        job: seen,
        failOnError: false,
        elapsedMs: clock.now() - report.startedAt,
        pullRequestUrl: `${(0,run_context/* repoUrl */.wk)(context)}/pull/`,
        threadNumber: handOff.thread,
        runUrl: context.runUrl,
        now: clock.now(),
        inert: (text) => (0,comment_body/* inert */.tJ)(text, job.view.triggerPhrase),
    });
    const docsStatus = DocsStatus.forHandOff(handOff.status, github, context.runUrl, inputs);
    const request = endedRequest(github, job, report);
    const told = await tellEnd({ ...parts, report, docsStatus }, request, end, {
        told: () => undefined,
        commit: true,
    });
    const comment = { kind: job.kind, id: job.commentId, at: handOff.at, jobId: job.view.jobId };
    if (!(await endShown(github, comment, told.commentShown))) {
        if (claim !== undefined)
            await releaseEnd(github, claim);
        core/* warning */.$e(`Could not show the end of job ${report.jobId} in its tracking comment: nothing else was written, and the next finish run tells it.`);
        return false;
    }
    finish.reports.push(report);
    finish.finished.push({
        'job-id': report.jobId,
        status: seen.status ?? '',
        'pr-link': seen.prLink ?? '',
        thread: handOff.thread,
        repository: `${context.owner}/${context.repo}`,
        'change-check': report.changeCheck?.state ?? '',
    });
    core/* info */.pq(`Finished job ${report.jobId} (${seen.status ?? 'unknown'}) in ${context.owner}/${context.repo}#${handOff.thread}.`);
    return true;
}
async function abandon(parts, finish, job, seen) {
    const { github, inputs } = parts;
    if (github === undefined)
        return;
    const claim = await claimed(parts, github, job);
    if (claim === undefined)
        return;
    const hours = Math.round(inputs.finishWithinMs / 3_600_000);
    const comment = new tracking_comment/* TrackingComment */.P(github, job.handOff.place, (m) => core/* warning */.$e(m), {
        id: job.commentId,
    });
    const known = seen === 'unknown' || seen === undefined ? undefined : seen;
    const state = seen === 'unknown'
        ? 'the service no longer knows it'
        : `it was still ${known?.status ?? 'in an unknown state'}`;
    const shown = await comment.show({
        ...job.view,
        state: 'timed-out',
        status: known?.status ?? job.view.status,
        prLink: known?.prLink ?? job.view.prLink,
        durationMs: parts.clock.now() - Date.parse(job.handOff.startedAt),
        detail: `No finish run saw this job end within finish-within-hours (${hours} h, ${(0,durations/* formatDuration */.a)(inputs.finishWithinMs)}); ${state}, and finish runs no longer follow it.`,
    });
    if (!shown) {
        await releaseEnd(github, claim);
        return;
    }
    finish.abandoned.push(job.view.jobId);
    core/* warning */.$e(`Job ${job.view.jobId} was handed off ${hours} h ago or more and no finish run saw it end: its thread #${job.handOff.thread} says so, and finish runs no longer follow it.`);
}

;// CONCATENATED MODULE: ../../finish/handed-off-jobs.ts
const MAX_JOB_READS = 20;
const WINDOW_TAIL_MS = 24 * 3_600_000;
function handedOffJobs(read) {
    const found = new Map();
    for (const { comment, record, marker } of read) {
        if (marker?.job !== record.view.jobId || marker.request !== record.view.requestKey)
            continue;
        const { place } = record.handOff;
        const here = place.kind === 'issue' ? place.number : place.pull;
        if (here !== comment.number || place.kind !== comment.kind)
            continue;
        found.set(comment.id, { ...record, commentId: comment.id, kind: comment.kind });
    }
    return [...found.values()].sort((a, b) => a.handOff.at.localeCompare(b.handOff.at));
}
function jobsToEnd(read, now, windowMs) {
    return byJob(handedOffJobs(read), now, windowMs);
}
function jobFate(newest, seen, now, windowMs) {
    if (seen !== undefined && seen !== 'unknown' && seen.ended)
        return { kind: 'finish', job: seen.job };
    return pastWindow(newest, now, windowMs) || seen === 'unknown'
        ? { kind: 'abandon' }
        : { kind: 'pending' };
}
function byJob(found, now, windowMs) {
    const groups = new Map();
    for (const job of found) {
        const group = groups.get(job.view.jobId);
        if (group === undefined)
            groups.set(job.view.jobId, [job]);
        else
            group.push(job);
    }
    const newest = (group) => group.at(-1);
    return [...groups.values()].sort((a, b) => Number(pastWindow(newest(a), now, windowMs)) - Number(pastWindow(newest(b), now, windowMs)) ||
        newest(a).handOff.at.localeCompare(newest(b).handOff.at));
}
function pastWindow(job, now, windowMs) {
    return Date.parse(job.handOff.at) < now - windowMs;
}

;// CONCATENATED MODULE: ../../finish/finish-run.ts








const ENDS_PER_MINUTE = 6;
function pacer(clock, perMinute = ENDS_PER_MINUTE) {
    let batchStart;
    let inBatch = 0;
    return async () => {
        batchStart ??= clock.now();
        if (inBatch < perMinute) {
            inBatch++;
            return 0;
        }
        const waitMs = Math.max(0, batchStart + 60_000 - clock.now());
        if (waitMs > 0)
            await clock.sleep(waitMs);
        batchStart = clock.now();
        inBatch = 1;
        return waitMs;
    };
}
function newFinishReport() {
    return { finished: [], pending: 0, abandoned: [], reports: [] };
}
async function finishHandedOff(parts, report) {
    const { inputs, github, clock } = parts;
    if (github === undefined)
        throw new shared_inputs/* InputError */.dz("Input 'finish' is true, but there is no 'github-token' (or no repository): a finish run reads the tracking comments of handed-off jobs.");
    const since = new Date(clock.now() - inputs.finishWithinMs - WINDOW_TAIL_MS).toISOString();
    const found = [];
    const unreached = [];
    for (const there of repositoryParts(parts, github)) {
        const groups = await handedOffIn(there, since);
        if (typeof groups === 'string')
            unreached.push(groups);
        else
            found.push({ parts: there, groups });
    }
    const now = clock.now();
    const paced = pacer(clock);
    let read = 0;
    for (const { parts: there, groups } of found)
        for (const requests of groups) {
            const newest = requests.at(-1);
            if (newest === undefined)
                continue;
            const seen = read++ < MAX_JOB_READS ? await look(there, newest.view.jobId) : undefined;
            const fate = jobFate(newest, seen, now, inputs.finishWithinMs);
            if (fate.kind === 'pending')
                report.pending += requests.length;
            if (fate.kind === 'abandon')
                for (const job of requests)
                    await abandon(there, report, job, seen === 'unknown' ? seen : seen?.job);
            if (fate.kind !== 'finish')
                continue;
            for (const job of requests) {
                const waited = await paced();
                if (waited > 0)
                    core/* info */.pq(`Ended ${ENDS_PER_MINUTE} requests within a minute: waited ${Math.ceil(waited / 1000)} s before the next, under GitHub's 80 writes a minute.`);
                if (!(await finishOne(there, report, job, fate.job, job === newest)))
                    report.pending++;
            }
        }
    return finishConclusion(report, unreached);
}
function repositoryParts(parts, github) {
    const { context, inputs } = parts;
    const own = `${context.owner}/${context.repo}`;
    const names = inputs.finishRepositories.length === 0 ? [own] : inputs.finishRepositories;
    return names.map((name) => {
        const [owner = '', repo = ''] = name.split('/');
        if (name.toLowerCase() === own.toLowerCase())
            return parts;
        return {
            ...parts,
            github: github.inRepository(owner, repo),
            context: { ...context, owner, repo },
        };
    });
}
async function handedOffIn(parts, since) {
    const { github, context, inputs } = parts;
    const repository = `${context.owner}/${context.repo}`;
    if (github === undefined)
        return [];
    let listed;
    try {
        listed = await github.repositoryComments(since);
    }
    catch (error) {
        const refused = error instanceof errors/* ApiError */.hD && !error.transient;
        if (!refused || (error.status !== 404 && error.status !== 403))
            throw error;
        const message = `${repository}: the github-token does not reach it (HTTP ${error.status}), so its handed-off jobs were not ended. A finish run reads every repository of finish-repositories with its github-token: pass a GitHub App's installation token that reaches them all (actions/create-github-app-token with owner:), allowed issues: write and pull-requests: write there, and statuses: write where it sets a status, contents: write where it sends the finished-event (docs/security.md#permissions).`;
        core/* warning */.$e(message);
        return message;
    }
    if (!listed.complete)
        core/* warning */.$e(`${repository} has more comments in the window than a finish run reads (1,000 of each kind, newest first): handed-off jobs in the oldest of them are missed. Lower finish-within-hours.`);
    const groups = jobsToEnd((0,hand_off/* readHandOffs */.C3)(listed.comments), parts.clock.now(), inputs.finishWithinMs);
    const count = groups.reduce((sum, group) => sum + group.length, 0);
    core/* info */.pq(`Found ${count} handed-off request${count === 1 ? '' : 's'} in ${repository} since ${since}.`);
    return groups;
}
function finishConclusion(report, unreached) {
    const failed = report.reports.filter((r) => r.job?.status === 'failed').length;
    const message = `Finished ${report.finished.length} handed-off job${report.finished.length === 1 ? '' : 's'}; ${report.pending} still pending.`;
    const problems = [
        ...(failed > 0 ? [`${failed} of them failed on the service.`] : []),
        ...(unreached.length > 0
            ? [
                `Not reached: ${unreached.map((line) => line.split(':')[0]).join(', ')} (see the warnings).`,
            ]
            : []),
    ];
    return problems.length > 0
        ? { level: 'warning', message: `${message} ${problems.join(' ')}` }
        : { level: 'success', message };
}
async function look(parts, id) {
    try {
        const job = await parts.service.getJob(id);
        return { job, ended: (0,agent_job/* isTerminal */.Hd)(job.status) };
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404)
            return 'unknown';
        core/* warning */.$e(`Could not read handed-off job ${id}: ${(0,log/* messageOf */.b)(error)}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ../../finish/finish-start.ts







async function startFinish(inputs, deps) {
    const context = await (0,run_context/* loadRunContext */.v1)(deps);
    const { github, service, deployments } = (0,job_clients/* jobClients */.q)(inputs, context, deps);
    const parts = { inputs, context, github, service, deployments, clock: deps.clock };
    const finish = newFinishReport();
    return {
        secrets: (0,token_inputs/* runSecrets */.T)(inputs),
        carryOut: async () => {
            try {
                return await finishHandedOff(parts, finish);
            }
            finally {
                service.dispose();
                github?.dispose();
            }
        },
        stop: () => Promise.resolve(),
        stopped: (signal) => ({
            level: 'failure',
            message: `The finish run was stopped (${signal}); the jobs it had not ended are left to the next one.`,
        }),
        report: async (conclusion) => {
            setFinishOutputs(finish);
            await (0,step_summary/* appendSummary */.f)(finishSummary(conclusion, finish.reports, finish.abandoned, finish.pending));
        },
    };
}

;// CONCATENATED MODULE: ../carry-out/carry-out.ts







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

//# sourceMappingURL=10.index.js.map