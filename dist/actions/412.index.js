export const id = 412;
export const ids = [412];
export const modules = {

/***/ 6460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ realDependencies)
/* harmony export */ });
const realDependencies = {
    clock: {
        now: () => Date.now(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
    random: Math.random,
    env: process.env,
    ownsProcess: true,
};


/***/ }),

/***/ 3290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LX: () => (/* binding */ createGitHubClient),
  zM: () => (/* reexport */ isStatus),
  a: () => (/* reexport */ isStatusState),
  $U: () => (/* reexport */ statusDescription)
});

// UNUSED EXPORTS: GitHubClient

// EXTERNAL MODULE: ./src/shared/http/errors.ts
var errors = __webpack_require__(1903);
// EXTERNAL MODULE: ./src/shared/service/service-message.ts
var service_message = __webpack_require__(1644);
// EXTERNAL MODULE: ./src/shared/http/retry.ts
var http_retry = __webpack_require__(7712);
// EXTERNAL MODULE: ./src/shared/http/json-transport.ts
var json_transport = __webpack_require__(854);
// EXTERNAL MODULE: ./src/shared/github/toolkit-import.ts
var toolkit_import = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/shared/version.ts
var version = __webpack_require__(9189);
;// CONCATENATED MODULE: ./src/shared/github/rate-limit.ts

/**
 * How long GitHub asks to wait before the same request, when its answer is a rate limit; undefined
 * when it is not one (a 403 is then a real refusal: no permission, a locked thread). Following
 * GitHub's REST documentation ("Rate limits for the REST API", "Handle rate limit errors
 * appropriately"):
 * - a `retry-after` header: wait that long (secondary limits send it);
 * - `x-ratelimit-remaining: 0`: the primary limit is used up; wait until `x-ratelimit-reset`
 *   (epoch seconds);
 * - otherwise a 403/429 whose message names a rate limit: wait at least one minute, longer with
 *   each retry (`retry` is 1-based).
 */
function rateLimitWait(answer, now, retry) {
    const { status, headers, said } = answer;
    if (status !== 403 && status !== 429)
        return undefined;
    const retryAfter = (0,http_retry/* parseRetryAfter */.mu)(headers['retry-after'], now);
    if (retryAfter !== undefined)
        return retryAfter;
    const reset = Number(headers['x-ratelimit-reset']);
    if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset) && reset > 0) {
        // GitHub's clock and ours may differ by a little: one second more than it says.
        return Math.max(0, reset * 1000 - now) + 1000;
    }
    if (status === 429 || /rate limit/i.test(said))
        return 60_000 * 2 ** (retry - 1);
    return undefined;
}

;// CONCATENATED MODULE: ./src/shared/github/github-errors.ts

const AGENT_PERMISSIONS = '{ issues: write, pull-requests: write }';
const permissionsHint = (permissions = AGENT_PERMISSIONS) => `The workflow token lacks a permission: add \`permissions: ${permissions}\` to the workflow or job (and \`contents: read\` if you list others).`;
/** Error messages for GitHub's REST API, with the hints GitHub's own messages lack. */
function githubErrorMessage(context, status, said, retryAfterMs) {
    const from = said === '' ? '' : ` GitHub said: ${said.replace(/\.$/, '')}.`;
    const prefix = `${context.operation} failed with HTTP ${status}:`;
    const hint = permissionsHint(context.permissions);
    if (status === 401)
        return `${prefix} the GitHub token was rejected; check github-token.${from}`;
    if (status === 403 && /not accessible by integration/i.test(said))
        return `${prefix} ${hint}${from}`;
    if ((status === 403 || status === 429) &&
        (retryAfterMs !== undefined || /rate limit/i.test(said))) {
        const wait = retryAfterMs === undefined ? '' : ` Wait ${(0,errors/* formatWait */.Du)(retryAfterMs)}.`;
        return `${prefix} GitHub's API rate limit was reached.${wait}${from}`;
    }
    if (status === 403)
        return `${prefix} the token may not do this. ${hint}${from}`;
    if (status === 404)
        return `${prefix} ${context.notFound}.${from}`;
    // GitHub's answer to issue routes of a repository whose issues are turned off.
    if (status === 410)
        return `${prefix} issues are turned off in the repository (Settings, General, Features).${from}`;
    if (status >= 500)
        return `${prefix} GitHub had an error; it was retried where that is safe.${from}`;
    return `${prefix} unexpected answer.${from}`;
}
/** What a call's errors say: what it does, what a 404 means, and the permissions it needs. */
function errorContext(operation, notFound, permissions) {
    return { operation, notFound, rateLimit: "GitHub's API rate limit", permissions };
}

;// CONCATENATED MODULE: ./src/shared/github/github-api.ts








/** At most this many pages of 100 are read from one list (comments of a thread, issues). */
const MAX_PAGES = 10;
const API_VERSION = { 'x-github-api-version': '2022-11-28' };
function isHttpError(error) {
    return error instanceof Error && typeof error.status === 'number';
}
/** The first `code` (ECONNREFUSED, UND_ERR_SOCKET, ...) along an error's causes. */
function codeOf(error) {
    for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
        const code = cause.code;
        if (typeof code === 'string')
            return code;
        cause = cause.cause;
    }
    return undefined;
}
function headerText(headers, name) {
    const value = headers[name];
    return value === undefined ? undefined : String(value);
}
/** Whether a list goes on past this page (GitHub's `link` header names the next one). */
function hasNextPage(headers) {
    return /rel="next"/.test(headerText(headers, 'link') ?? '');
}
function hasShape(value, shape) {
    if (shape === 'none')
        return true;
    if (shape === 'array')
        return Array.isArray(value);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Rate limits GitHub may repeat (a secondary limit often does): at most this many waits. */
const MAX_RATE_LIMIT_WAITS = 10;
/** Without a deadline, a rate limit longer than this is not waited out. */
const UNBOUNDED_MAX_WAIT_MS = http_retry/* DEFAULT_RETRY_POLICY */.cO.maxRetryAfterMs;
/**
 * How every call to GitHub's REST API goes, for one repository, through Octokit as the toolkit
 * makes it (./octokit.ts: the runner's proxy settings, the API's URL). The operations
 * (./comments.ts, ./reactions.ts, ...) each say what to send with `send`; this says how.
 *
 * Retries and rate limits follow a policy of our own around each call, not Octokit's throttling
 * and retry plugins. The project uses a well-kept library unless it cannot keep a promise we
 * need, and these cannot keep three: @octokit/plugin-retry repeats any request on a 5xx, POSTs
 * that may have created a comment included; @octokit/plugin-throttling waits on its own timers
 * (Bottleneck), so the step's deadline and the injected clock do not govern its waits; and both
 * together add a queueing library to a bundle whose start-up time we watch. The policy: a rate
 * limit (primary or secondary, see ./rate-limit.ts) means GitHub did nothing, so any request is
 * sent again after the wait GitHub asks for, if that ends before the deadline; other failures
 * follow the shared rule of ../http/retry.ts (a POST is repeated only when it certainly did not
 * reach GitHub).
 */
class GitHubApi {
    octokitOptions;
    /** Made by `load()`, which `send` awaits before the first attempt. */
    loaded;
    loading;
    /** What the client was made from, for the same client in another repository. */
    settings;
    deps;
    /** `owner/name`, for messages. */
    repository;
    /** The `owner` and `repo` of every call's parameters. */
    repo;
    /** The REST API base and one attempt's deadline, for a request sent elsewhere (job-logs.ts). */
    apiUrl;
    timeoutMs;
    constructor(settings, deps) {
        this.settings = settings;
        this.deps = deps;
        this.repo = { owner: settings.owner, repo: settings.repo };
        this.repository = `${settings.owner}/${settings.repo}`;
        this.apiUrl = settings.apiUrl;
        this.timeoutMs = settings.timeoutMs;
        // The fetch, and the proxy's agent and dispatcher, are ./octokit.ts's.
        this.octokitOptions = {
            baseUrl: settings.apiUrl,
            userAgent: version/* USER_AGENT */._O,
            log: {
                debug: () => undefined,
                info: () => undefined,
                warn: () => undefined,
                error: () => undefined,
            },
        };
    }
    /** Octokit, for the attempts `send` makes (it is loaded before the first). */
    get octokit() {
        if (this.loaded === undefined)
            throw new Error('Octokit was used before it was loaded.');
        return this.loaded;
    }
    async load() {
        this.loading ??= (0,toolkit_import/* loadToolkit */.f)().then(({ makeOctokit }) => makeOctokit(this.settings.token, this.octokitOptions));
        this.loaded = await this.loading;
    }
    /** One call, attempted until it succeeds or the policy above says to stop. */
    async send(call, attempt) {
        await this.load();
        const { clock, random } = this.deps;
        const deadline = this.settings.deadline;
        let rateLimits = 0;
        for (let tries = 1;; tries++) {
            const result = await this.attempt(call, attempt, rateLimits + 1);
            if (result.ok)
                return result.answer;
            const { failure } = result;
            let delay;
            let retryable;
            if (failure.kind === 'rate-limit') {
                rateLimits++;
                delay = failure.waitMs;
                retryable =
                    rateLimits < MAX_RATE_LIMIT_WAITS &&
                        (deadline !== undefined || delay <= UNBOUNDED_MAX_WAIT_MS);
            }
            else {
                delay = (0,http_retry/* backoffDelay */.EY)(tries - rateLimits, http_retry/* DEFAULT_RETRY_POLICY */.cO, random);
                retryable =
                    (0,http_retry/* isRetryable */.r3)(call.idempotent, failure) &&
                        tries - rateLimits < http_retry/* DEFAULT_RETRY_POLICY */.cO.maxAttempts;
            }
            if (!retryable || clock.now() + delay > (deadline ?? Infinity))
                throw result.error;
            this.settings.onRetry?.(`${call.context.operation}: ${result.brief}; retrying in ${(0,errors/* formatWait */.Du)(delay)}.`);
            await clock.sleep(delay);
        }
    }
    async attempt(call, send, rateLimitRetry) {
        const { context, idempotent } = call;
        const effect = !idempotent && context.effect !== undefined ? ` ${context.effect}` : '';
        const { timeoutMs } = this.settings;
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, timeoutMs);
        const timeout = () => (0,json_transport/* noAnswerInTime */.q)(context.operation, 'GitHub', timeoutMs, effect, !idempotent);
        try {
            const answer = await send({ headers: API_VERSION, request: { signal: controller.signal } });
            // Behind a proxy (undici's fetch), Octokit reads a body cut short by the timeout as empty,
            // without an error.
            if (timedOut)
                return timeout();
            if (hasShape(answer.data, call.shape))
                return { ok: true, answer };
            return this.malformed(call, answer, effect);
        }
        catch (error) {
            if (timedOut)
                return timeout();
            if (isHttpError(error) && error.response !== undefined) {
                return this.refused(call, error.response, rateLimitRetry, effect);
            }
            return this.unreached(call, error, effect);
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** A successful status whose body is not the shape the call expects. */
    malformed(call, answer, effect) {
        const { context, idempotent } = call;
        return {
            ok: false,
            failure: { kind: 'malformed' },
            brief: `HTTP ${answer.status} with a body that is not a JSON ${call.shape}`,
            error: new errors/* ApiError */.hD(`${context.operation} failed: GitHub answered HTTP ${answer.status}, but its body is not the JSON ${call.shape} expected (got ${this.said(answer.data, answer.headers) || 'an empty body'}).${effect}`, { status: answer.status, transient: idempotent, mayHaveActed: !idempotent }),
        };
    }
    /** An HTTP error status: a rate limit to wait out, or a refusal. */
    refused(call, response, rateLimitRetry, effect) {
        const { context, idempotent } = call;
        const { status, headers, data } = response;
        const said = this.said(data, headers);
        const now = this.deps.clock.now();
        const waitMs = rateLimitWait({
            status,
            headers: {
                'retry-after': headerText(headers, 'retry-after'),
                'x-ratelimit-remaining': headerText(headers, 'x-ratelimit-remaining'),
                'x-ratelimit-reset': headerText(headers, 'x-ratelimit-reset'),
            },
            said,
        }, now, rateLimitRetry);
        // A 5xx but 503 to a POST: GitHub may have made the comment or reaction all the same.
        const unknownFate = !idempotent && waitMs === undefined && (0,http_retry/* mayHaveActedDespite */.$2)(status);
        return {
            ok: false,
            failure: waitMs === undefined
                ? { kind: 'status', status, retryAfterMs: undefined }
                : { kind: 'rate-limit', waitMs },
            brief: waitMs === undefined ? `HTTP ${status}` : `HTTP ${status}, GitHub's rate limit`,
            error: new errors/* ApiError */.hD(githubErrorMessage(context, status, said, waitMs) + (unknownFate ? effect : ''), {
                status,
                transient: waitMs !== undefined || status === 408 || status >= 500,
                mayHaveActed: unknownFate,
                retryAfterMs: waitMs,
            }),
        };
    }
    /** No answer: GitHub could not be reached, or the connection dropped before it answered. */
    unreached(call, error, effect) {
        const { context, idempotent } = call;
        const code = codeOf(error) ?? 'network error';
        const notSent = (0,http_retry/* isNotSentError */.E6)(code);
        const origin = new URL(this.settings.apiUrl).origin;
        const message = notSent
            ? `${context.operation} failed: could not reach ${origin} (${code}). Check GITHUB_API_URL and the runner's network or proxy settings.`
            : `${context.operation} failed: the connection to ${origin} dropped (${code}) before an answer arrived.${effect}`;
        return {
            ok: false,
            failure: { kind: 'network', notSent },
            brief: notSent ? `could not connect (${code})` : `connection dropped (${code})`,
            error: new errors/* ApiError */.hD((0,errors/* redact */.E$)(message, [this.settings.token]), {
                transient: true,
                mayHaveActed: !idempotent && !notSent,
            }),
        };
    }
    /** What GitHub said (its JSON `message`), safe for a message: one line, bounded, no token. */
    said(data, headers) {
        const message = typeof data === 'object' &&
            data !== null &&
            typeof data.message === 'string'
            ? JSON.stringify({ error: data.message })
            : typeof data === 'string'
                ? data
                : (JSON.stringify(data) ?? '');
        const secrets = [this.settings.token];
        return (0,errors/* redact */.E$)((0,service_message/* serviceMessage */.X)((0,errors/* redact */.E$)(message, secrets), headerText(headers, 'content-type')), secrets);
    }
}

;// CONCATENATED MODULE: ./src/shared/github/comments.ts



/** A comment as this client reads it; undefined for one without an id. */
function threadCommentOf(comment, kind) {
    if (typeof comment.id !== 'number')
        return undefined;
    return {
        id: comment.id,
        kind,
        body: typeof comment.body === 'string' ? comment.body : '',
        createdAt: typeof comment.created_at === 'string' ? comment.created_at : '',
        trusted: comment.user?.type === 'Bot',
        ...(typeof comment.user?.login === 'string' ? { author: comment.user.login } : {}),
    };
}
/** Every comment of an issue or pull request (review comments too for a pull request), oldest first. */
async function threadComments(api, number, isPullRequest) {
    const call = {
        context: errorContext(`Reading the comments of #${number}`, `#${number} was not found in ${api.repository}`),
        idempotent: true,
        shape: 'array',
    };
    const lists = [
        [
            'issue',
            (page, options) => api.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                ...api.repo,
                issue_number: number,
                per_page: 100,
                page,
                ...options,
            }),
        ],
    ];
    if (isPullRequest) {
        lists.push([
            'review',
            (page, options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', {
                ...api.repo,
                pull_number: number,
                per_page: 100,
                page,
                ...options,
            }),
        ]);
    }
    const comments = [];
    for (const [kind, list] of lists) {
        for (let page = 1; page <= MAX_PAGES; page++) {
            const answer = await api.send(call, (options) => list(page, options));
            for (const listed of answer.data) {
                const comment = threadCommentOf(listed, kind);
                if (comment !== undefined)
                    comments.push(comment);
            }
            if (!hasNextPage(answer.headers))
                break;
        }
    }
    return comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}
/**
 * The issue and review comments of the whole repository updated at or after `since` (ISO 8601),
 * by their update (they are read newest first, at most `maxPages` pages of 100 of each kind). A comment whose issue or
 * pull request cannot be read from its URL is left out.
 */
async function repositoryComments(api, since, maxPages) {
    const query = { since, sort: 'updated', direction: 'desc', per_page: 100 };
    const lists = [
        [
            'issue',
            (page, options) => api.octokit.request('GET /repos/{owner}/{repo}/issues/comments', {
                ...api.repo,
                ...query,
                page,
                ...options,
            }),
        ],
        [
            'review',
            (page, options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/comments', {
                ...api.repo,
                ...query,
                page,
                ...options,
            }),
        ],
    ];
    const comments = [];
    let complete = true;
    for (const [kind, list] of lists) {
        const read = await readRepositoryList(api, kind, list, maxPages);
        comments.push(...read.comments);
        complete &&= read.complete;
    }
    comments.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id);
    return { comments, complete };
}
/** The pages of one of the repository's lists of comments, at most `maxPages`. */
async function readRepositoryList(api, kind, list, maxPages) {
    const call = {
        context: errorContext(`Reading the ${kind === 'issue' ? 'issue' : 'review'} comments of ${api.repository}`, `${api.repository} was not found, or github-token cannot see it`),
        idempotent: true,
        shape: 'array',
    };
    const comments = [];
    for (let page = 1; page <= maxPages; page++) {
        const answer = await api.send(call, (options) => list(page, options));
        for (const listed of answer.data) {
            const comment = threadCommentOf(listed, kind);
            const url = kind === 'issue' ? listed.issue_url : listed.pull_request_url;
            const number = numberOf(url, kind === 'issue' ? 'issues' : 'pulls');
            if (comment === undefined || number === undefined)
                continue;
            const updatedAt = typeof listed.updated_at === 'string' ? listed.updated_at : '';
            comments.push({ ...comment, number, updatedAt });
        }
        if (!hasNextPage(answer.headers))
            return { comments, complete: true };
    }
    return { comments, complete: false };
}
/** The number at the end of an issue's or pull request's API URL (`.../issues/12`). */
function numberOf(url, kind) {
    if (typeof url !== 'string')
        return undefined;
    const [, found, digits] = /\/(issues|pulls)\/(\d{1,15})$/.exec(url) ?? [];
    const number = Number(digits);
    return found === kind && number > 0 ? number : undefined;
}
/** One comment of either kind, as GitHub has it now; undefined when it is gone (404). */
async function comment(api, kind, id) {
    const operation = `Reading ${kind === 'issue' ? 'comment' : 'review comment'} ${id}`;
    const call = {
        context: errorContext(operation, `comment ${id} was not found (deleted?)`),
        idempotent: true,
        shape: 'object',
    };
    const params = { ...api.repo, comment_id: id };
    let answer;
    try {
        answer = await api.send(call, (options) => kind === 'issue'
            ? api.octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                ...params,
                ...options,
            })
            : api.octokit.request('GET /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
                ...params,
                ...options,
            }));
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404)
            return undefined;
        throw error;
    }
    const read = threadCommentOf(answer.data, kind);
    if (read === undefined)
        throw new errors/* ApiError */.hD(`${operation}: GitHub answered without its id.`);
    return read;
}
/** Posts a comment on an issue or pull request; returns its id. Never repeated blindly. */
async function createComment(api, number, body) {
    const operation = `Commenting on #${number}`;
    const { data } = await api.send({
        context: {
            ...errorContext(operation, `#${number} was not found in ${api.repository}`),
            effect: 'The comment may have been posted anyway.',
        },
        idempotent: false,
        shape: 'object',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...api.repo,
        issue_number: number,
        body,
        ...options,
    }));
    return idOf(data, operation);
}
/** Replies in the review thread of a pull request review comment; returns the reply's id. */
async function replyToReviewComment(api, pull, commentId, body) {
    const operation = `Replying to review comment ${commentId}`;
    const { data } = await api.send({
        context: {
            ...errorContext(operation, `review comment ${commentId} was not found`),
            effect: 'The reply may have been posted anyway.',
        },
        idempotent: false,
        shape: 'object',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', {
        ...api.repo,
        pull_number: pull,
        comment_id: commentId,
        body,
        ...options,
    }));
    return idOf(data, operation);
}
async function updateComment(api, kind, id, body) {
    const call = {
        context: errorContext(`Updating comment ${id}`, `comment ${id} was not found (deleted?)`),
        idempotent: true,
        shape: 'object',
    };
    const params = { ...api.repo, comment_id: id, body };
    await api.send(call, (options) => kind === 'issue'
        ? api.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
            ...params,
            ...options,
        })
        : api.octokit.request('PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
            ...params,
            ...options,
        }));
}
/** Deletes a comment of either kind; a comment already gone (404) counts as deleted. */
async function deleteComment(api, kind, id) {
    const params = { ...api.repo, comment_id: id };
    try {
        await api.send({
            context: errorContext(`Deleting comment ${id}`, `comment ${id} was not found`),
            idempotent: true,
            shape: 'none',
        }, (options) => kind === 'issue'
            ? api.octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                ...params,
                ...options,
            })
            : api.octokit.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
                ...params,
                ...options,
            }));
    }
    catch (error) {
        if (!(error instanceof errors/* ApiError */.hD && error.status === 404))
            throw error;
    }
}
function idOf(created, operation) {
    if (typeof created.id !== 'number') {
        throw new errors/* ApiError */.hD(`${operation}: GitHub answered without the new comment's id.`);
    }
    return created.id;
}

// EXTERNAL MODULE: ./src/shared/github/untrusted.ts
var untrusted = __webpack_require__(455);
;// CONCATENATED MODULE: ./src/shared/github/commit-statuses.ts




const STATES = ['pending', 'success', 'failure', 'error'];
/** A state GitHub takes (one read back, or saved for a later step). */
function isStatusState(state) {
    return STATES.includes(state);
}
/** GitHub refuses a longer description (422, "description is too long"). */
const MAX_STATUS_DESCRIPTION = 140;
/** Setting statuses (reading them needs `statuses: read`). */
const STATUS_PERMISSIONS = '{ statuses: write }';
/**
 * A description as GitHub takes it: at most 140 characters (counted as GitHub counts them, by
 * code point, so an emoji is not split), a longer one cut to 139 and an ellipsis.
 */
function statusDescription(text) {
    const characters = [...text];
    if (characters.length <= MAX_STATUS_DESCRIPTION)
        return text;
    return characters.slice(0, MAX_STATUS_DESCRIPTION - 1).join('') + '\u2026';
}
/**
 * Whether `found` is the status `wanted` would set (its description cut as it would be): after
 * a write whose fate is unknown, the newest status of its context says whether it happened.
 */
function isStatus(found, wanted) {
    return (found.state === wanted.state &&
        found.context.toLowerCase() === wanted.context.toLowerCase() &&
        found.description === statusDescription(wanted.description ?? '') &&
        found.targetUrl === wanted.targetUrl);
}
/**
 * Sets a status on commit `sha`. Never repeated once it may have reached GitHub: each POST adds a
 * status (GitHub keeps at most 1000 a commit and context), and a blind repeat could put an older
 * state back over one another run set meanwhile. After such a failure (`mayHaveActed`), read the
 * context's newest status (`commitStatuses`, `isStatus`) before setting it again.
 */
async function createStatus(api, sha, status) {
    const operation = `Setting the ${status.context} status of ${sha.slice(0, 7)}`;
    const { data } = await api.send({
        context: {
            ...errorContext(operation, `${api.repository} was not found, or github-token cannot see it`, STATUS_PERMISSIONS),
            effect: 'The status may have been set anyway: read it before setting it again.',
        },
        idempotent: false,
        shape: 'object',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/statuses/{sha}', {
        ...api.repo,
        sha,
        state: status.state,
        context: status.context,
        ...(status.description === undefined
            ? {}
            : { description: statusDescription(status.description) }),
        ...(status.targetUrl === undefined ? {} : { target_url: status.targetUrl }),
        ...options,
    }));
    const created = statusOf(data);
    if (created === undefined) {
        throw new errors/* ApiError */.hD(`${operation}: GitHub answered without the new status's id.`);
    }
    return created;
}
/**
 * The statuses of `ref` in `context` (ignoring case), newest first as GitHub lists them, at most
 * `limit`. Pages of 100 are read until `limit` are found, at most 10 of them: the ref's newest
 * 1000 statuses of every context.
 */
async function commitStatuses(api, ref, context, limit) {
    const call = {
        context: errorContext(`Reading the statuses of ${ref}`, `${api.repository} was not found, or github-token cannot see it`, '{ statuses: read }'),
        idempotent: true,
        shape: 'array',
    };
    const found = [];
    for (let page = 1; page <= MAX_PAGES && found.length < limit; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/statuses', {
            ...api.repo,
            ref,
            per_page: 100,
            page,
            ...options,
        }));
        for (const listed of answer.data) {
            const status = statusOf(listed);
            if (status?.context.toLowerCase() === context.toLowerCase())
                found.push(status);
        }
        if (!hasNextPage(answer.headers))
            break;
    }
    return found.slice(0, limit);
}
function statusOf(listed) {
    if (typeof listed?.id !== 'number')
        return undefined;
    const targetUrl = (0,untrusted/* textOf */.b)(listed.target_url);
    return {
        id: listed.id,
        state: (0,untrusted/* textOf */.b)(listed.state),
        context: (0,untrusted/* textOf */.b)(listed.context),
        description: (0,untrusted/* textOf */.b)(listed.description),
        targetUrl: targetUrl === '' ? undefined : targetUrl,
        createdAt: (0,untrusted/* textOf */.b)(listed.created_at),
    };
}

;// CONCATENATED MODULE: ./src/shared/github/pull-requests.ts


/** The first `limit` (at most 100: one page) files of a pull request, with their patches. */
async function pullRequestFiles(api, number, limit) {
    const { data } = await api.send({
        context: errorContext(`Listing the files of pull request #${number}`, `pull request #${number} was not found`),
        idempotent: true,
        shape: 'array',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
        ...api.repo,
        pull_number: number,
        per_page: Math.min(limit, 100),
        ...options,
    }));
    return changedFiles(data).slice(0, limit);
}
/**
 * The files of a list of GitHub's diff entries (a pull request's files, a comparison's), in its
 * order; an entry without a name is left out.
 */
function changedFiles(entries) {
    const count = (value) => (typeof value === 'number' ? value : 0);
    return entries.flatMap((file) => typeof file?.filename !== 'string'
        ? []
        : [
            {
                filename: file.filename,
                status: typeof file.status === 'string' ? file.status : 'modified',
                additions: count(file.additions),
                deletions: count(file.deletions),
                patch: typeof file.patch === 'string' ? file.patch : undefined,
            },
        ]);
}
/** GET /repos/{owner}/{repo}/pulls/{number}: the pull request whole, as GitHub has it now. */
async function readPullRequest(api, number) {
    const { data } = await api.send({
        context: errorContext(`Reading pull request #${number}`, `pull request #${number} was not found`),
        idempotent: true,
        shape: 'object',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        ...api.repo,
        pull_number: number,
        ...options,
    }));
    return data;
}
/** A pull request's state as GitHub has it now. */
async function pullRequestState(api, number) {
    const data = await readPullRequest(api, number);
    const mergedAt = typeof data.merged_at === 'string' ? data.merged_at.slice(0, 10) : undefined;
    return {
        merged: data.merged === true || mergedAt !== undefined,
        mergedAt,
        closed: data.state === 'closed',
    };
}
/** The most pages of open pull requests read (100 each): a queue holds far fewer. */
const MAX_OPEN_PAGES = 10;
/**
 * The open pull requests into branch `base`, at most `maxPages` pages of 100; `complete` is false
 * when a page was left unread.
 */
async function openPullRequests(api, base, maxPages = MAX_OPEN_PAGES) {
    const pulls = [];
    for (let page = 1; page <= maxPages; page++) {
        const answer = await api.send({
            context: errorContext(`Listing the open pull requests into ${base}`, `${base} was not found`),
            idempotent: true,
            shape: 'array',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls', {
            ...api.repo,
            state: 'open',
            base,
            per_page: 100,
            page,
            ...options,
        }));
        for (const pull of answer.data) {
            const headSha = typeof pull?.head?.sha === 'string' ? pull.head.sha : '';
            const author = typeof pull?.user?.login === 'string' ? pull.user.login : '';
            if (typeof pull?.number === 'number')
                pulls.push({ number: pull.number, author, headSha });
        }
        if (!hasNextPage(answer.headers))
            return { pulls, complete: true };
    }
    return { pulls, complete: false };
}

;// CONCATENATED MODULE: ./src/shared/github/compare.ts



/** GitHub lists at most this many files of a comparison, and pages them no further. */
const MAX_COMPARED_FILES = 300;
/** A commit SHA shortened as GitHub shows one; any other ref as it is. */
const compare_short = (ref) => (/^[0-9a-f]{40}$/i.test(ref) ? ref.slice(0, 7) : ref);
const integer = (value) => typeof value === 'number' && Number.isInteger(value) ? value : 0;
/**
 * What the commits from `base` to `head` change (GitHub's `BASE...HEAD`: from their common
 * ancestor to `head`), each file's patch kept while the patches fit `budget`, in GitHub's order
 * (a patch too big for what is left is left out, a smaller one after it may still fit).
 *
 * One request. The route's `per_page` and `page` page the commits, not the files: GitHub lists
 * the files on the first page only, at most 300 of them for the whole comparison, and names no
 * others anywhere (`filesCapped` says when that may have happened). So the first page is read
 * with one commit on it, the commits being counted by `total_commits`: 250 commits at a few
 * kilobytes each would be read for nothing.
 */
async function compareCommits(api, base, head, budget) {
    if (!Number.isSafeInteger(budget.bytes) || budget.bytes < 0) {
        throw new Error(`A comparison's patch budget must be a whole number of bytes: ${budget.bytes}.`);
    }
    const range = `${compare_short(base)}...${compare_short(head)}`;
    let answer;
    try {
        answer = await api.send({
            context: errorContext(`Comparing ${range}`, `${compare_short(base)} or ${compare_short(head)} is not a commit of ${api.repository}, or they share no history`, '{ contents: read }'),
            idempotent: true,
            shape: 'object',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
            ...api.repo,
            basehead: `${base}...${head}`,
            per_page: 1,
            page: 1,
            ...options,
        }));
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404) {
            return { kind: 'not-found', message: error.message };
        }
        throw error;
    }
    const { data } = answer;
    const listed = Array.isArray(data.files) ? data.files : [];
    return {
        kind: 'compared',
        status: typeof data.status === 'string' ? data.status : '',
        commits: integer(data.total_commits),
        behindBy: integer(data.behind_by),
        ...withinBudget(changedFiles(listed), budget.bytes),
        filesCapped: listed.length >= MAX_COMPARED_FILES,
    };
}
/** The files with the patches that fit `bytes`, taken in order; `cut` when any did not. */
function withinBudget(files, bytes) {
    let left = bytes;
    let cut = false;
    const kept = files.map((file) => {
        if (file.patch === undefined)
            return { ...file, patchLeftOut: 'github' };
        const size = Buffer.byteLength(file.patch);
        if (size <= left) {
            left -= size;
            return { ...file, patchLeftOut: undefined };
        }
        cut = true;
        return { ...file, patch: undefined, patchLeftOut: 'budget' };
    });
    return { files: kept, cut };
}

;// CONCATENATED MODULE: ./src/shared/github/dispatches.ts


/** What a `repository_dispatch` needs of the workflow's token. */
const DISPATCH_PERMISSIONS = '{ contents: write }';
/**
 * Sends a `repository_dispatch` event of type `eventType` (GitHub takes at most 100 characters)
 * with `clientPayload` (at most 10 top-level keys, under 64 KB as JSON) to the repository:
 * workflows `on: repository_dispatch` start, even when the token is the workflow's own
 * GITHUB_TOKEN. GitHub answers 204 without a body. Never repeated once it may have reached
 * GitHub: a second event would start the workflows a second time, and nothing can be read back
 * to tell whether the first arrived.
 */
async function dispatch(api, eventType, clientPayload) {
    await api.send({
        context: {
            ...errorContext(`Sending the ${eventType} event to ${api.repository}`, `${api.repository} was not found, or github-token cannot see it`, DISPATCH_PERMISSIONS),
            effect: 'The event may have been sent anyway: its workflows may already be running.',
        },
        idempotent: false,
        shape: 'none',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/dispatches', {
        ...api.repo,
        event_type: eventType,
        client_payload: clientPayload,
        ...options,
    }));
}

;// CONCATENATED MODULE: ./src/shared/github/issues.ts



/** Writing issues (and reading them, which a private repository's token needs too). */
const ISSUE_PERMISSIONS = '{ issues: write }';
/**
 * The newest open issue labelled `label` that `accept` takes (GitHub's list of issues holds pull
 * requests too: they are skipped), or undefined when there is none. At most 10 pages of 100 are
 * read, and no page after the one where it is found.
 */
async function findOpenIssue(api, label, accept = () => true) {
    // GitHub reads `labels` as a comma-separated list: such a name would be two labels.
    if (label.includes(',')) {
        throw new Error(`An issue cannot be looked up by a label with a comma: "${label}".`);
    }
    const call = {
        context: errorContext(`Looking for the open issue labelled ${label}`, `${api.repository} was not found`, ISSUE_PERMISSIONS),
        idempotent: true,
        shape: 'array',
    };
    for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/issues', {
            ...api.repo,
            labels: label,
            state: 'open',
            sort: 'created',
            direction: 'desc',
            per_page: 100,
            page,
            ...options,
        }));
        const issue = answer.data
            .filter((listed) => typeof listed.number === 'number' &&
            (listed.pull_request === undefined || listed.pull_request === null))
            .map(issueOf)
            .find(accept);
        if (issue !== undefined)
            return issue;
        if (!hasNextPage(answer.headers))
            break;
    }
    return undefined;
}
/**
 * Opens an issue. Never repeated once it may have reached GitHub: a second attempt could open a
 * second issue. GitHub drops the labels of a token that may not set them, without an error: the
 * answer's `labels` say which were set.
 */
async function createIssue(api, issue) {
    const operation = 'Opening an issue';
    const { data } = await api.send({
        context: {
            ...errorContext(operation, `${api.repository} was not found`, ISSUE_PERMISSIONS),
            effect: 'The issue may have been opened anyway.',
        },
        idempotent: false,
        shape: 'object',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/issues', {
        ...api.repo,
        title: issue.title,
        body: issue.body,
        labels: [...issue.labels],
        ...options,
    }));
    return numbered(data, operation);
}
/** Replaces an issue's body, and its title when one is given (the same edit twice is harmless). */
async function updateIssue(api, number, text) {
    const operation = `Updating issue #${number}`;
    const { data } = await api.send({
        context: errorContext(operation, `issue #${number} was not found in ${api.repository}`, ISSUE_PERMISSIONS),
        idempotent: true,
        shape: 'object',
    }, (options) => api.octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
        ...api.repo,
        issue_number: number,
        body: text.body,
        ...(text.title === undefined ? {} : { title: text.title }),
        ...options,
    }));
    return numbered(data, operation);
}
function numbered(answer, operation) {
    if (typeof answer.number !== 'number') {
        throw new errors/* ApiError */.hD(`${operation}: GitHub answered without the issue's number.`);
    }
    return issueOf(answer);
}
/** An issue read from an answer whose `number` was checked. */
function issueOf(answer) {
    const text = (value) => (typeof value === 'string' ? value : '');
    const labels = Array.isArray(answer.labels)
        ? answer.labels
        : [];
    return {
        number: answer.number,
        title: text(answer.title),
        body: text(answer.body),
        htmlUrl: text(answer.html_url),
        // Label objects, though GitHub's schema also allows bare names.
        labels: labels
            .map((label) => (typeof label === 'string' ? label : text(label?.name)))
            .filter((name) => name !== ''),
    };
}

;// CONCATENATED MODULE: ./src/shared/github/permissions.ts



/** The repository role of a user (`read` \u2026 `admin`, a custom role name, or `none`). */
async function role(api, login) {
    try {
        const { data } = await api.send({
            context: errorContext(`Checking the repository role of ${login}`, `${login} is not a collaborator`),
            idempotent: true,
            shape: 'object',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
            ...api.repo,
            username: login,
            ...options,
        }));
        const permission = typeof data.permission === 'string' ? data.permission : 'none';
        const role = typeof data.role_name === 'string' ? data.role_name : permission;
        return { role, permission };
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404)
            return { role: 'none', permission: 'none' };
        throw error;
    }
}
/**
 * The login the token acts as, for a person's token (GET /user); undefined for the workflow's
 * GITHUB_TOKEN or a GitHub App's, which act as no user (GitHub answers 403), or when GitHub will
 * not say. Asked only where a comment by a person may be this action's own.
 */
async function viewer(api) {
    try {
        const { data } = await api.send({
            context: errorContext('Reading who the token acts as', 'no user was found'),
            idempotent: true,
            shape: 'object',
        }, (options) => api.octokit.request('GET /user', options));
        return typeof data.login === 'string' && data.login !== '' ? data.login : undefined;
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && [401, 403, 404].includes(error.status ?? 0))
            return undefined;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/shared/github/pull-change.ts





/** GitHub lists at most 3000 files of a pull request, 100 to a page. */
const MAX_FILE_PAGES = 30;
async function pullRequestEnds(api, number) {
    const data = await readPullRequest(api, number);
    const headSha = (0,untrusted/* textOf */.b)(data.head?.sha);
    const baseSha = (0,untrusted/* textOf */.b)(data.base?.sha);
    if (!/^[0-9a-f]{40}$/.test(headSha) || !/^[0-9a-f]{40}$/.test(baseSha))
        throw new errors/* ApiError */.hD(`Reading pull request #${number} failed: GitHub's answer has no head and base commits.`, {
            status: 200,
            transient: false,
            mayHaveActed: false,
        });
    return { headSha, baseSha };
}
/**
 * Every file a pull request changes, at most `maxPages` pages of 100; `complete` is false when a
 * page was left unread.
 */
async function pullRequestChange(api, number, maxPages = MAX_FILE_PAGES) {
    const call = {
        context: errorContext(`Listing the files of pull request #${number}`, `pull request #${number} was not found`),
        idempotent: true,
        shape: 'array',
    };
    const files = [];
    for (let page = 1; page <= maxPages; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
            ...api.repo,
            pull_number: number,
            per_page: 100,
            page,
            ...options,
        }));
        for (const entry of answer.data) {
            const path = (0,untrusted/* textOf */.b)(entry?.filename);
            if (path === '')
                continue;
            const previous = (0,untrusted/* textOf */.b)(entry?.previous_filename);
            files.push({
                path,
                status: (0,untrusted/* textOf */.b)(entry?.status) || 'modified',
                previousPath: previous === '' ? undefined : previous,
                patch: typeof entry?.patch === 'string' ? entry.patch : undefined,
            });
        }
        if (!hasNextPage(answer.headers))
            return { files, complete: true };
    }
    return { files, complete: false };
}
/**
 * A file's whole text at a commit; undefined when the file is not there (404), null when
 * GitHub will not send it as text (a symlink, a submodule, a directory, a file over 1 MB).
 */
async function fileText(api, path, ref) {
    try {
        const { data } = await api.send({
            context: errorContext(`Reading ${path} at ${ref.slice(0, 7)}`, `${path} was not found`),
            idempotent: true,
            shape: 'object',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
            ...api.repo,
            path,
            ref,
            ...options,
        }));
        const file = data;
        if (file.type !== 'file' || file.encoding !== 'base64' || typeof file.content !== 'string')
            return null;
        return Buffer.from(file.content, 'base64').toString('utf8');
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404)
            return undefined;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/shared/github/pull-request-triage.ts

/** Requesting reviews and adding labels: the `pull-requests: write` of the pull request's repository. */
const TRIAGE_PERMISSIONS = '{ pull-requests: write }';
const where = (pull) => `${pull.owner}/${pull.repo}#${pull.number}`;
const notFound = (pull) => `pull request ${where(pull)} was not found, or github-token cannot see ${pull.owner}/${pull.repo}`;
/**
 * Asks users (by login) and teams (by slug, of the pull request's organization) to review. Not
 * repeated once it may have reached GitHub: a second request notifies the reviewers again. Answers
 * whom the pull request's answer lists as requested (GitHub drops nobody silently, but a
 * reviewer already requested is listed once).
 */
async function requestReviewers(api, pull, reviewers) {
    const { data } = await api.send({
        context: {
            ...errorContext(`Requesting reviews on ${where(pull)}`, notFound(pull), TRIAGE_PERMISSIONS),
            effect: 'The reviews may have been requested anyway.',
        },
        idempotent: false,
        shape: 'object',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers', {
        owner: pull.owner,
        repo: pull.repo,
        pull_number: pull.number,
        ...(reviewers.users.length === 0 ? {} : { reviewers: [...reviewers.users] }),
        ...(reviewers.teams.length === 0 ? {} : { team_reviewers: [...reviewers.teams] }),
        ...options,
    }));
    const names = (list, key) => (Array.isArray(list) ? list : [])
        .map((item) => item?.[key])
        .filter((name) => typeof name === 'string');
    return {
        users: names(data.requested_reviewers, 'login'),
        teams: names(data.requested_teams, 'slug'),
    };
}
/**
 * Adds labels to an issue or pull request (GitHub makes a label the repository lacks). Adding a
 * label it already has changes nothing, so this is retried like a read. Answers the names of every
 * label it has now.
 */
async function addLabels(api, pull, labels) {
    const { data } = await api.send({
        context: errorContext(`Adding labels to ${where(pull)}`, notFound(pull), TRIAGE_PERMISSIONS),
        idempotent: true,
        shape: 'array',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
        owner: pull.owner,
        repo: pull.repo,
        issue_number: pull.number,
        labels: [...labels],
        ...options,
    }));
    return data.map((label) => label?.name).filter((name) => typeof name === 'string');
}

;// CONCATENATED MODULE: ./src/shared/github/reactions.ts



/**
 * Adds a reaction. GitHub answers 201 when it created the reaction and 200 when the same user's
 * identical reaction was already there, so `created` tells whether this call added it: with
 * `claim`, that is the run's claim on the request (see agent/decide/claim.ts). Adding a reaction
 * twice is harmless, so a plain reaction is retried like a read; a claim is not repeated once
 * it may have reached GitHub, since a repeat would answer 200 to this run's own lost 201.
 */
async function react(api, target, content, { claim = false } = {}) {
    const call = {
        context: {
            ...errorContext(`Adding a ${content} reaction`, 'the comment was not found (deleted?)'),
            effect: 'The reaction may have been added anyway.',
        },
        idempotent: !claim,
        shape: 'object',
    };
    const { status, data } = await api.send(call, (options) => target.kind === 'issue'
        ? api.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/reactions', {
            ...api.repo,
            issue_number: target.number,
            content,
            ...options,
        })
        : target.kind === 'issue-comment'
            ? api.octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
                ...api.repo,
                comment_id: target.id,
                content,
                ...options,
            })
            : api.octokit.request('POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions', {
                ...api.repo,
                comment_id: target.id,
                content,
                ...options,
            }));
    return {
        created: status === 201,
        createdAt: typeof data.created_at === 'string' ? data.created_at : '',
        id: typeof data.id === 'number' ? data.id : 0,
        login: typeof data.user?.login === 'string' ? data.user.login : '',
    };
}
/**
 * Removes this token's reaction `id` from `target` (a comment, a review comment, or an issue or
 * pull request): true when it did, false when the reaction was no longer there (404). A DELETE
 * may be sent twice.
 */
async function removeReaction(api, target, id) {
    const where = target.kind === 'issue' ? `#${target.number}` : `comment ${target.id}`;
    try {
        await api.send({
            context: errorContext(`Removing reaction ${id} from ${where}`, `the reaction was not on ${where}`),
            idempotent: true,
            shape: 'none',
        }, (options) => target.kind === 'issue'
            ? api.octokit.request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}', {
                ...api.repo,
                issue_number: target.number,
                reaction_id: id,
                ...options,
            })
            : target.kind === 'issue-comment'
                ? api.octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}', {
                    ...api.repo,
                    comment_id: target.id,
                    reaction_id: id,
                    ...options,
                })
                : api.octokit.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}', {
                    ...api.repo,
                    comment_id: target.id,
                    reaction_id: id,
                    ...options,
                }));
        return true;
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404)
            return false;
        throw error;
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
;// CONCATENATED MODULE: ./src/shared/github/job-logs.ts



/** GitHub's log hosts, when the API is github.com's. */
const GITHUB_LOG_HOSTS = [
    /^productionresultssa\d+\.blob\.core\.windows\.net$/,
    /^[a-z0-9-]+\.actions\.githubusercontent\.com$/,
];
/**
 * The URL a job's log may be read from, or why not (an error that never quotes the URL): the
 * `Location` GitHub's API answered, by the rules above.
 */
function logLocation(location, apiUrl, job) {
    const refuse = (why) => new errors/* ApiError */.hD(`Reading the log of job ${job} failed: GitHub's API redirected ${why}.`);
    if (location === undefined || location === '')
        throw refuse('without a Location');
    const api = new URL(apiUrl);
    let url;
    try {
        url = new URL(location, api);
    }
    catch {
        throw refuse('to a Location that is not a URL');
    }
    if (url.username !== '' || url.password !== '')
        throw refuse('to a URL with credentials');
    if (url.origin === api.origin)
        return url;
    if (url.protocol !== 'https:')
        throw refuse(`to a ${url.protocol.replace(':', '')} URL`);
    if (api.hostname === 'api.github.com' && !GITHUB_LOG_HOSTS.some((h) => h.test(url.hostname))) {
        throw refuse(`to ${url.hostname}, which is not one of GitHub's log hosts`);
    }
    return url;
}
/**
 * The last lines of the log at `url` within `budget`, read as it streams (only about `bytes` are
 * ever held), without a token, within `timeoutMs`. Through the http-client, so a runner's proxy
 * applies as it does to every other request.
 */
async function readLogTail(url, budget, timeoutMs, job) {
    const operation = `Reading the log of job ${job}`;
    const signal = AbortSignal.timeout(timeoutMs);
    const withSignal = {
        prepareRequest: (options) => {
            options.signal = signal;
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('not used')),
    };
    const http = new lib/* HttpClient */.Qq(version/* USER_AGENT */._O, [withSignal], {
        allowRedirects: false,
        allowRetries: false,
        keepAlive: false,
    });
    try {
        const response = await http.request('GET', url.href, null, { accept: 'text/plain' });
        const status = response.message.statusCode ?? 0;
        if (status !== 200) {
            response.message.resume();
            throw new errors/* ApiError */.hD(`${operation} failed: the log host answered HTTP ${status}.`, {
                status,
                transient: status >= 500,
            });
        }
        const { kept, total } = await readEnd(response.message, budget.bytes + 1);
        return logTail(kept, total, budget);
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD)
            throw error;
        const why = signal.aborted
            ? `no answer within ${timeoutMs} ms`
            : `the log host could not be read (${job_logs_codeOf(error)})`;
        throw new errors/* ApiError */.hD(`${operation} failed: ${why}.`, { transient: true });
    }
    finally {
        http.dispose();
    }
}
/** The last `keep` bytes (or a little more) of a body, and how long the body was. */
function readEnd(message, keep) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let held = 0;
        let total = 0;
        message.on('data', (chunk) => {
            chunks.push(chunk);
            held += chunk.length;
            total += chunk.length;
            // Older chunks go once the newer ones alone hold enough.
            while (chunks.length > 1 && held - (chunks[0]?.length ?? 0) >= keep) {
                held -= chunks.shift()?.length ?? 0;
            }
        });
        message.on('end', () => resolve({ kept: Buffer.concat(chunks), total }));
        message.on('error', reject);
        message.on('close', () => {
            if (!message.complete) {
                reject(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' }));
            }
        });
    });
}
/**
 * The whole lines among the last `budget.bytes` bytes of a log (`kept` is its end, one byte more
 * than the budget when the log is longer), then the last `budget.lines` of those.
 */
function logTail(kept, total, budget) {
    let end = kept;
    let cut = total > budget.bytes;
    if (cut) {
        end = kept.subarray(kept.length - budget.bytes);
        // The byte before the budget's first: unless it ends a line, the first line is only a part.
        const newline = end.indexOf(0x0a);
        // A line longer than the budget: its end is all there is to keep.
        if (kept[kept.length - budget.bytes - 1] !== 0x0a && newline >= 0 && newline < end.length - 1) {
            end = end.subarray(newline + 1);
        }
    }
    const text = end.toString('utf8').replace(/\r?\n$/, '');
    let lines = text === '' ? [] : text.split(/\r?\n/);
    if (lines.length > budget.lines) {
        lines = lines.slice(lines.length - budget.lines);
        cut = true;
    }
    return { lines, cut };
}
function job_logs_codeOf(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : 'network error';
}

;// CONCATENATED MODULE: ./src/shared/github/workflow-runs.ts




/** Conclusions of a job or step that failed; `cancelled` and `skipped` are not failures. */
const FAILED = ['failure', 'timed_out'];
const workflow_runs_text = (value) => (typeof value === 'string' ? value : undefined);
const workflow_runs_integer = (value) => typeof value === 'number' && Number.isInteger(value) ? value : undefined;
/**
 * The jobs of a workflow run's latest attempt that failed or timed out, each with its steps that
 * did (a job can fail with none: a runner lost, a `timeout-minutes` hit between steps).
 */
async function failedJobs(api, runId, pages = MAX_PAGES) {
    const call = {
        context: errorContext(`Listing the jobs of workflow run ${runId}`, `workflow run ${runId} was not found in ${api.repository}`, '{ actions: read }'),
        idempotent: true,
        shape: 'object',
    };
    const failed = [];
    for (let page = 1; page <= pages; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', {
            ...api.repo,
            run_id: runId,
            filter: 'latest',
            per_page: 100,
            page,
            ...options,
        }));
        for (const job of answer.data.jobs ?? []) {
            const found = failedJob(job);
            if (found !== undefined)
                failed.push(found);
        }
        if (!hasNextPage(answer.headers))
            break;
    }
    return failed;
}
function failedJob(job) {
    const id = workflow_runs_integer(job?.id);
    const conclusion = workflow_runs_text(job?.conclusion);
    if (job == null || id === undefined || conclusion === undefined || !FAILED.includes(conclusion)) {
        return undefined;
    }
    const failedSteps = (job.steps ?? []).flatMap((step) => {
        const number = workflow_runs_integer(step?.number);
        const stepConclusion = workflow_runs_text(step?.conclusion);
        if (number === undefined || stepConclusion === undefined || !FAILED.includes(stepConclusion)) {
            return [];
        }
        return [{ number, name: workflow_runs_text(step?.name) ?? `step ${number}`, conclusion: stepConclusion }];
    });
    return {
        id,
        name: workflow_runs_text(job.name) ?? `job ${id}`,
        conclusion,
        htmlUrl: workflow_runs_text(job.html_url),
        failedSteps,
    };
}
/** The first `limit` (at most 100: one page) annotations of a check run (a job's is its id). */
async function checkRunAnnotations(api, checkRunId, limit) {
    const { data } = await api.send({
        context: errorContext(`Listing the annotations of check run ${checkRunId}`, `check run ${checkRunId} was not found in ${api.repository}`, '{ checks: read }'),
        idempotent: true,
        shape: 'array',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations', {
        ...api.repo,
        check_run_id: checkRunId,
        per_page: Math.min(limit, 100),
        ...options,
    }));
    return data.slice(0, limit).flatMap((annotation) => {
        const path = workflow_runs_text(annotation?.path);
        if (annotation == null || path === undefined)
            return [];
        return [
            {
                path,
                startLine: workflow_runs_integer(annotation.start_line),
                endLine: workflow_runs_integer(annotation.end_line),
                level: workflow_runs_text(annotation.annotation_level) ?? 'notice',
                title: workflow_runs_text(annotation.title),
                message: workflow_runs_text(annotation.message) ?? '',
                rawDetails: workflow_runs_text(annotation.raw_details),
            },
        ];
    });
}
/**
 * The last lines of a job's log within `budget`: GitHub's API answers with a redirect to the log,
 * which is read by the rules of ./job-logs.ts (never with the token). `expired` when GitHub no
 * longer keeps it.
 */
async function jobLog(api, jobId, budget) {
    let answer;
    try {
        answer = await api.send({
            context: errorContext(`Reading the log of job ${jobId}`, `job ${jobId} was not found in ${api.repository}`, '{ actions: read }'),
            idempotent: true,
            shape: 'none',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
            ...api.repo,
            job_id: jobId,
            ...options,
            // The redirect is the answer: where it goes is checked before anything is sent there.
            request: { ...options.request, redirect: 'manual' },
        }));
    }
    catch (error) {
        // Past the repository's log retention, GitHub answers 410 (emulator/github-description.ts).
        if (error instanceof errors/* ApiError */.hD && error.status === 410)
            return { kind: 'expired' };
        throw error;
    }
    if (answer.status !== 302) {
        throw new errors/* ApiError */.hD(`Reading the log of job ${jobId} failed: GitHub answered HTTP ${answer.status} where it redirects to the log.`, { status: answer.status });
    }
    const location = answer.headers.location;
    const url = logLocation(location === undefined ? undefined : String(location), api.apiUrl, jobId);
    return { kind: 'log', ...(await readLogTail(url, budget, api.timeoutMs, jobId)) };
}

;// CONCATENATED MODULE: ./src/shared/github/reviews.ts



/**
 * The inline comments of review `reviewId` on pull request `pull`, in GitHub's order, at most
 * `limit` (read 100 a page, or fewer when `limit` is smaller).
 */
async function reviewComments(api, pull, reviewId, limit) {
    const call = {
        context: errorContext(`Reading the comments of review ${reviewId} on pull request #${pull}`, `review ${reviewId} was not found on pull request #${pull}`),
        idempotent: true,
        shape: 'array',
    };
    const perPage = Math.min(limit, 100);
    const comments = [];
    for (let page = 1;; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments', {
            ...api.repo,
            pull_number: pull,
            review_id: reviewId,
            per_page: perPage,
            page,
            ...options,
        }));
        for (const comment of answer.data) {
            if (typeof comment.id !== 'number')
                continue;
            const login = (0,untrusted/* textOf */.b)(comment.user?.login);
            comments.push({
                id: comment.id,
                body: (0,untrusted/* textOf */.b)(comment.body),
                path: (0,untrusted/* textOf */.b)(comment.path),
                line: typeof comment.line === 'number' ? comment.line : undefined,
                diffHunk: (0,untrusted/* textOf */.b)(comment.diff_hunk),
                author: login === ''
                    ? undefined
                    : { login, association: (0,untrusted/* textOf */.b)(comment.author_association) || 'NONE' },
            });
        }
        const more = hasNextPage(answer.headers);
        if (!more)
            return { comments: comments.slice(0, limit), more: comments.length > limit };
        if (comments.length >= limit)
            return { comments: comments.slice(0, limit), more: true };
    }
}
/** The body of review `reviewId` on pull request `pull` ('' when it has none). */
async function reviewBody(api, pull, reviewId) {
    const { data } = await api.send({
        context: errorContext(`Reading review ${reviewId} on pull request #${pull}`, `review ${reviewId} was not found on pull request #${pull}`),
        idempotent: true,
        shape: 'object',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', {
        ...api.repo,
        pull_number: pull,
        review_id: reviewId,
        ...options,
    }));
    return (0,untrusted/* textOf */.b)(data.body);
}

;// CONCATENATED MODULE: ./src/shared/github/github-client.ts













// How a caller looks before setting a status again (./commit-statuses.ts).

/** Every comment these actions write starts with a hidden marker that starts so. */
const MARKER_START = '<!-- docs-';
/**
 * The small part of GitHub's REST API the two actions use, for one repository: what callers hold.
 * Each method is the operation of the same name in the module of its concern, which says why it
 * is sent as it is: ./comments.ts (thread comments, the tracking comment, review replies),
 * ./reactions.ts, ./permissions.ts (a user's role), ./pull-requests.ts (a pull request's files),
 * ./pull-request-triage.ts (reviewers and labels), ./reviews.ts (a review's body and inline
 * comments), ./issues.ts (analytics' rolling issue), ./workflow-runs.ts (what a failed run
 * says), ./compare.ts (what pushed commits change), ./commit-statuses.ts and ./dispatches.ts
 * (`repository_dispatch` events). How every call is sent and retried is ./github-api.ts, one for
 * all of them; what its failures say, ./github-errors.ts.
 */
class GitHubClient {
    api;
    /** The person the token acts as (undefined for an App or GITHUB_TOKEN), once GitHub said. */
    acting;
    constructor(settings, deps) {
        this.api = new GitHubApi(settings, deps);
    }
    /**
     * The same client (token, deadline, retries) in another repository: a docs pull request that
     * lives apart from the code's (../../agent/job/code-closed.ts).
     */
    inRepository(owner, repo) {
        return new GitHubClient({ ...this.api.settings, owner, repo }, this.api.deps);
    }
    /** Nothing to close: the toolkit's dispatcher is shared; kept for the callers' `finally`. */
    dispose() { }
    /** The repository role of a user (`read` \u2026 `admin`, a custom role name, or `none`). */
    role(login) {
        return role(this.api, login);
    }
    /**
     * The login a person's token acts as; undefined for GITHUB_TOKEN or an App's token. GitHub's
     * answer is kept for the client's life; a failure is not (the next call asks again).
     */
    viewer() {
        this.acting ??= viewer(this.api).catch((error) => {
            this.acting = undefined;
            throw error;
        });
        return this.acting;
    }
    /**
     * Every comment of an issue or pull request (review comments too for a pull request), oldest
     * first. A bot's are `trusted`; so are, with a person's token (a personal access token), that
     * person's comments that start with a marker of these actions, which they wrote as the person
     * (`withOwnComments`).
     */
    async threadComments(number, isPullRequest) {
        return this.withOwnComments(await threadComments(this.api, number, isPullRequest));
    }
    /**
     * The issue and review comments of every thread of the repository updated at or after `since`
     * (ISO 8601), oldest update first; at most `maxPages` pages of 100 of each kind (`complete`
     * says whether that was all). Trusted as `threadComments` trusts them.
     */
    async repositoryComments(since, maxPages = MAX_PAGES) {
        const found = await repositoryComments(this.api, since, maxPages);
        return { ...found, comments: await this.withOwnComments(found.comments) };
    }
    /**
     * One comment of either kind as it is now, trusted as `threadComments` trusts it; undefined when
     * it is gone.
     */
    async comment(kind, id) {
        const found = await comment(this.api, kind, id);
        return found === undefined ? undefined : (await this.withOwnComments([found]))[0];
    }
    /**
     * `found`, with the comments these actions wrote with a person's token trusted too: that
     * person's comments that start with a marker of these actions. GitHub's `GET /user` says who the
     * token acts as; it is asked only when a person's comment starts with a marker, once per client
     * (a failure is asked again, and fails the read: a reader must not take the action's own
     * comments for someone else's).
     */
    async withOwnComments(found) {
        const marked = (c) => c.author !== undefined && c.body.startsWith(MARKER_START);
        if (!found.some((c) => !c.trusted && marked(c)))
            return found;
        const person = (await this.viewer())?.toLowerCase();
        if (person === undefined)
            return found;
        return found.map((c) => !c.trusted && marked(c) && c.author?.toLowerCase() === person ? { ...c, trusted: true } : c);
    }
    /** Posts a comment on an issue or pull request; returns its id. Never repeated blindly. */
    createComment(number, body) {
        return createComment(this.api, number, body);
    }
    /** Replies in the review thread of a pull request review comment; returns the reply's id. */
    replyToReviewComment(pull, commentId, body) {
        return replyToReviewComment(this.api, pull, commentId, body);
    }
    updateComment(kind, id, body) {
        return updateComment(this.api, kind, id, body);
    }
    /** Deletes a comment of this action's (a duplicate, or one a tracking comment replaces). */
    deleteComment(id, kind = 'issue') {
        return deleteComment(this.api, kind, id);
    }
    /** Adds a reaction; `created` says whether this call added it (with `claim`, the run's claim). */
    react(target, content, options = {}) {
        return react(this.api, target, content, options);
    }
    /** Removes this token's reaction `id` from `target`: false when it was no longer there. */
    removeReaction(target, id) {
        return removeReaction(this.api, target, id);
    }
    /** The first `limit` (at most 100: one page) files of a pull request, with their patches. */
    pullRequestFiles(number, limit) {
        return pullRequestFiles(this.api, number, limit);
    }
    /** The head and base commits of a pull request. */
    pullRequestEnds(number) {
        return pullRequestEnds(this.api, number);
    }
    /** Every file a pull request changes (at most 30 pages of 100), with renames and patches. */
    pullRequestChange(number) {
        return pullRequestChange(this.api, number);
    }
    /** A file's whole text at a commit; undefined when it is not there, null when GitHub gives no text. */
    fileText(path, ref) {
        return fileText(this.api, path, ref);
    }
    /** The open pull requests into branch `base`: who opened each, and its head. */
    openPullRequests(base) {
        return openPullRequests(this.api, base);
    }
    /** Whether a pull request merged (and when) or was closed without merging. */
    pullRequestState(number) {
        return pullRequestState(this.api, number);
    }
    /** Asks users and teams (slugs) to review `pull`, in any repository; never repeated blindly. */
    requestReviewers(pull, reviewers) {
        return requestReviewers(this.api, pull, reviewers);
    }
    /** Adds labels to `pull`, in any repository; answers every label it has now. */
    addLabels(pull, labels) {
        return addLabels(this.api, pull, labels);
    }
    /** A review's inline comments in order, at most `limit` (pages of 100). */
    reviewComments(pull, reviewId, limit) {
        return reviewComments(this.api, pull, reviewId, limit);
    }
    /** A review's body ('' when it has none). */
    reviewBody(pull, reviewId) {
        return reviewBody(this.api, pull, reviewId);
    }
    /** The newest open issue labelled `label` that `accept` takes (pull requests are skipped). */
    findOpenIssue(label, accept) {
        return findOpenIssue(this.api, label, accept);
    }
    /** Opens an issue; never repeated once it may have reached GitHub. */
    createIssue(issue) {
        return createIssue(this.api, issue);
    }
    /** Replaces an issue's body, and its title when one is given (the same edit twice is harmless). */
    updateIssue(number, text) {
        return updateIssue(this.api, number, text);
    }
    /** The jobs of a workflow run's latest attempt that failed or timed out, with their failed steps. */
    failedJobs(runId, pages) {
        return failedJobs(this.api, runId, pages);
    }
    /** The first `limit` (at most 100) annotations of a check run (a job's id is its check run's). */
    checkRunAnnotations(checkRunId, limit) {
        return checkRunAnnotations(this.api, checkRunId, limit);
    }
    /** The last lines of a job's log within `budget`, read without the token; or `expired`. */
    jobLog(jobId, budget) {
        return jobLog(this.api, jobId, budget);
    }
    /** What `base...head` changes, patches within `budget`; `not-found` for an unknown commit. */
    compareCommits(base, head, budget) {
        return compareCommits(this.api, base, head, budget);
    }
    /** Sets a status on a commit; never repeated blindly (look at its statuses before again). */
    createCommitStatus(sha, status) {
        return createStatus(this.api, sha, status);
    }
    /** The statuses of `ref` in one `context`, newest first, at most `limit`. */
    commitStatuses(ref, context, limit) {
        return commitStatuses(this.api, ref, context, limit);
    }
    /**
     * Sends a `repository_dispatch` event (`eventType` at most 100 characters, `payload` at most 10
     * top-level keys); never repeated once it may have reached GitHub (`mayHaveActed`).
     */
    dispatch(eventType, payload) {
        return dispatch(this.api, eventType, payload);
    }
}
/** A client for GitHub's REST API with the workflow token. */
function createGitHubClient(settings, deps) {
    return new GitHubClient(settings, deps);
}


/***/ }),

/***/ 9209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ loadToolkit)
/* harmony export */ });
/* harmony import */ var _http_undici_on_demand_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6827);

let toolkit;
/**
 * The GitHub toolkit (./octokit.ts: @actions/github's `getOctokit` and `context`), a chunk of its
 * own in the bundles, imported once, when a run first needs it: the agent at start for its
 * context, the other actions at their first call to GitHub. Its fetch is loaded first: when a
 * proxy applies, the toolkit makes the proxy's dispatcher as it loads, which needs undici
 * (../http/undici-on-demand.ts).
 */
function loadToolkit() {
    toolkit ??= (0,_http_undici_on_demand_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareFetch */ .sh)().then(() => Promise.all(/* import() */[__webpack_require__.e(413), __webpack_require__.e(88)]).then(__webpack_require__.bind(__webpack_require__, 3088)));
    return toolkit;
}


/***/ }),

/***/ 455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ readEventPayload),
/* harmony export */   b: () => (/* binding */ textOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** A string read from something GitHub sent: '' when it is missing or of another type. */
function textOf(value) {
    return typeof value === 'string' ? value : '';
}
/**
 * The run's event payload (the file GITHUB_EVENT_PATH names), typed `P`, an Untrusted shape (every
 * field optional): any JSON object will do, and no file, or one that is not an object, is `{}`.
 */
function readEventPayload(path) {
    if (path === undefined || path === '')
        return {};
    try {
        const parsed = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
        return (typeof parsed === 'object' && parsed !== null ? parsed : {});
    }
    catch {
        return {};
    }
}


/***/ }),

/***/ 3299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readBody)
/* harmony export */ });
/** Reads the whole body, failing (instead of hanging) when the connection drops half-way. */
function readBody(message) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        message.on('data', (chunk) => chunks.push(chunk));
        message.on('end', () => resolve(Buffer.concat(chunks)));
        message.on('error', reject);
        message.on('close', () => {
            if (!message.complete)
                reject(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' }));
        });
    });
}


/***/ }),

/***/ 1903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ formatWait),
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   FY: () => (/* binding */ serviceErrorMessage),
/* harmony export */   hD: () => (/* binding */ ApiError)
/* harmony export */ });
/** A request to the service that failed for good; the message is meant for the user. */
class ApiError extends Error {
    name = 'ApiError';
    /** The HTTP status, when the service answered at all. */
    status;
    /** The same request later might succeed (rate limit, outage, network). */
    transient;
    /** No answer arrived, but the service may have acted on the request (for example created a job). */
    mayHaveActed;
    /** How long the service asked to wait (Retry-After), when it did. */
    retryAfterMs;
    constructor(message, options = {}) {
        super(message);
        this.status = options.status;
        this.transient = options.transient ?? false;
        this.mayHaveActed = options.mayHaveActed ?? false;
        this.retryAfterMs = options.retryAfterMs;
    }
}
/** Removes secrets (as sent, and URL-encoded) from text that came from the other side. */
function redact(text, secrets) {
    let clean = text;
    for (const secret of secrets) {
        if (secret.length < 4)
            continue;
        for (const form of new Set([secret, encodeURIComponent(secret)]))
            clean = clean.split(form).join('***');
    }
    return clean;
}
function formatWait(ms) {
    const seconds = Math.ceil(ms / 1000);
    if (seconds < 120)
        return `${seconds} s`;
    return `${Math.ceil(seconds / 60)} min`;
}
/** Error messages for the docs platform's API. */
function serviceErrorMessage(context, status, said, retryAfterMs) {
    const from = said === '' ? '' : ` The service said: ${said}.`;
    const prefix = `${context.operation} failed with HTTP ${status}:`;
    switch (true) {
        case status === 401:
            return `${prefix} the API key was rejected; check api-key (admin keys start with mint_, and expired keys are refused).${from}`;
        case status === 403:
            return `${prefix} the API key is not allowed to do this. Check that the key has the needed scope (read for polling, write for creating jobs and sending messages) and, if the key has an IP allowlist, that it admits this runner.${from}`;
        case status === 404:
            return `${prefix} ${context.notFound}.${from}`;
        case status === 429: {
            const when = retryAfterMs === undefined
                ? 'Try again later'
                : `The service asks to wait ${formatWait(retryAfterMs)}`;
            return `${prefix} rate limit reached (the service allows ${context.rateLimit}). ${when}, or spread runs out with a concurrency group.${from}`;
        }
        case status === 400:
            return `${prefix} the service rejected the request as invalid.${from}`;
        case status >= 500:
            return `${prefix} the service had an error or is unavailable. Try again later.${from}`;
        default:
            return `${prefix} unexpected answer.${from}`;
    }
}


/***/ }),

/***/ 854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ Transport),
/* harmony export */   q: () => (/* binding */ noAnswerInTime)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4942);
/* harmony import */ var _answer_body_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3299);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1903);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7712);




class RequestTimeout extends Error {
}
/**
 * The failed attempt of a request that got no answer in time: worth retrying where repeating is
 * safe, but a request that may act (a POST) may have acted. `server` names who did not answer.
 */
function noAnswerInTime(operation, server, timeoutMs, effect, mayHaveActed) {
    const seconds = Math.round(timeoutMs / 1000);
    return {
        ok: false,
        failure: { kind: 'timeout' },
        brief: `no answer within ${seconds} s`,
        error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(`${operation} failed: ${server} did not answer within ${seconds} s.${effect}`, { transient: true, mayHaveActed }),
    };
}
/** The shortest deadline an attempt gets, however close the caller's own deadline is. */
const LAST_ATTEMPT_MS = 5000;
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * JSON over HTTP for one API, through @actions/http-client so that runner proxy settings apply.
 * Owns the timeout, retry and error-message policy; callers see parsed bodies or an ApiError.
 */
class Transport {
    /** Requests put on the wire (attempts), for reporting. */
    requestsSent = 0;
    http;
    options;
    constructor(options) {
        this.options = options;
        this.http = this.newHttpClient();
    }
    newHttpClient() {
        return new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpClient */ .Qq(this.options.userAgent, [], {
            socketTimeout: this.options.timeoutMs,
            allowRetries: false,
            keepAlive: false,
        });
    }
    /** Closes every socket, so that a request abandoned after a timeout cannot keep the process alive. */
    dispose() {
        this.http.dispose();
    }
    /** A request whose answer must be a JSON object. */
    async object(request) {
        const { retry, clock, random, onRetry } = this.options;
        const idempotent = request.idempotent ?? request.method !== 'POST';
        const url = this.url(request);
        const deadline = request.deadline ?? Infinity;
        for (let attempt = 1;; attempt++) {
            // Near the deadline an attempt still gets a few seconds: a last poll must be able to answer.
            const remaining = Math.max(deadline - this.options.clock.now(), LAST_ATTEMPT_MS);
            const timeoutMs = Math.min(this.options.timeoutMs, remaining);
            const result = await this.attempt(request, url, idempotent, timeoutMs);
            if (result.ok)
                return result.body;
            const wait = result.failure.kind === 'status' ? result.failure.retryAfterMs : undefined;
            const delay = wait ?? (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .backoffDelay */ .EY)(attempt, retry, random);
            const retryable = (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .isRetryable */ .r3)(idempotent, result.failure) &&
                attempt < retry.maxAttempts &&
                (wait === undefined || wait <= retry.maxRetryAfterMs) &&
                this.options.clock.now() + delay < deadline;
            if (!retryable)
                throw result.error;
            onRetry?.(`${request.context.operation}: ${result.brief}; retrying in ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .formatWait */ .Du)(delay)} (attempt ${attempt + 1} of ${retry.maxAttempts}).`);
            await clock.sleep(delay);
        }
    }
    url(request) {
        const url = new URL(this.options.baseUrl + request.path);
        for (const [name, value] of Object.entries(request.query ?? {})) {
            if (value !== undefined)
                url.searchParams.set(name, String(value));
        }
        return url.href;
    }
    async attempt(request, url, idempotent, timeoutMs) {
        const { context } = request;
        const unsafe = !idempotent;
        const effect = unsafe && context.effect !== undefined ? ` ${context.effect}` : '';
        let answer;
        try {
            answer = await this.send(request, url, timeoutMs);
        }
        catch (error) {
            if (error instanceof RequestTimeout)
                return noAnswerInTime(context.operation, 'the service', timeoutMs, effect, unsafe);
            const code = error.code ?? 'network error';
            const notSent = (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .isNotSentError */ .E6)(code);
            const origin = new URL(this.options.baseUrl).origin;
            const message = notSent
                ? `${context.operation} failed: could not reach ${origin} (${code}). Check ${this.options.urlSetting} and the runner's network or proxy settings.`
                : `${context.operation} failed: the connection to ${origin} dropped (${code}) before an answer arrived.${effect}`;
            return {
                ok: false,
                failure: { kind: 'network', notSent },
                brief: notSent ? `could not connect (${code})` : `connection dropped (${code})`,
                error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(message, { transient: true, mayHaveActed: unsafe && !notSent }),
            };
        }
        const { status, headers, text } = answer;
        // Node keeps one value of these two headers when an answer repeats them.
        const contentType = headers['content-type'];
        if (status >= 200 && status < 300) {
            let body;
            try {
                body = text === '' && status === 204 ? {} : JSON.parse(text);
            }
            catch {
                body = undefined;
            }
            if (isObject(body))
                return { ok: true, body };
            const said = this.said(text, contentType) || 'an empty body';
            return {
                ok: false,
                failure: { kind: 'malformed' },
                brief: `HTTP ${status} with a body that is not a JSON object`,
                error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(`${context.operation} failed: the service answered HTTP ${status}, but its body is not the JSON object expected (got ${said}).${effect}`, { status, transient: idempotent, mayHaveActed: unsafe }),
            };
        }
        const retryAfterMs = (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRetryAfter */ .mu)(headers['retry-after'], this.options.clock.now());
        const said = this.said(text, contentType);
        // A server error other than 503 may come after the work was done (a gateway that timed out
        // waiting, a crash after the write): a POST answered so may have acted.
        const unknownFate = unsafe && (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .mayHaveActedDespite */ .$2)(status);
        return {
            ok: false,
            failure: { kind: 'status', status, retryAfterMs },
            brief: `HTTP ${status}`,
            error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(this.options.explain(context, status, said, retryAfterMs) + (unknownFate ? effect : ''), {
                status,
                transient: status === 429 || status === 408 || status >= 500,
                mayHaveActed: unknownFate,
                retryAfterMs,
            }),
        };
    }
    /** What the other side said, safe for a message: one line, bounded, without our secrets. */
    said(text, contentType) {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(this.options.readError((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text, this.options.secrets), contentType), this.options.secrets);
    }
    /** One request with a hard deadline; on timeout the client is replaced so its socket is freed. */
    async send(request, url, timeoutMs) {
        const http = this.http;
        const headers = { ...this.options.headers };
        let data = null;
        if (request.body !== undefined) {
            data = JSON.stringify(request.body);
            headers['content-type'] = 'application/json';
        }
        this.requestsSent++;
        const exchange = (async () => {
            const response = await http.request(request.method, url, data, headers);
            const text = (await (0,_answer_body_js__WEBPACK_IMPORTED_MODULE_3__/* .readBody */ .x)(response.message)).toString('utf8');
            return { status: response.message.statusCode ?? 0, headers: response.message.headers, text };
        })();
        let timer;
        const timeout = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new RequestTimeout()), timeoutMs);
        });
        // The loser of the race must not become an unhandled rejection.
        exchange.catch(() => undefined);
        try {
            return await Promise.race([exchange, timeout]);
        }
        catch (error) {
            const timedOut = error instanceof RequestTimeout ||
                (error instanceof Error && error.message.startsWith('Request timeout'));
            if (!timedOut)
                throw error;
            http.dispose();
            this.http = this.newHttpClient();
            throw new RequestTimeout();
        }
        finally {
            clearTimeout(timer);
        }
    }
}


/***/ }),

/***/ 7712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ mayHaveActedDespite),
/* harmony export */   E6: () => (/* binding */ isNotSentError),
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   r3: () => (/* binding */ isRetryable)
/* harmony export */ });
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 5,
    baseDelayMs: 1000,
    maxDelayMs: 16_000,
    maxRetryAfterMs: 60_000,
};
/** Connection errors that happen before a single byte of the request is delivered. */
const NOT_SENT_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'];
function isNotSentError(code) {
    return code !== undefined && NOT_SENT_CODES.includes(code);
}
/**
 * A request that is safe to repeat (GET, an edit) is retried on any transient failure. One that
 * is not (creating a job, sending a message, posting a comment: no idempotency key) is repeated
 * only when the service certainly did not act: the connection was never made, or it answered
 * 429/503.
 */
function isRetryable(idempotent, failure) {
    const safe = idempotent;
    switch (failure.kind) {
        case 'status':
            if (failure.status === 429 || failure.status === 503)
                return true;
            return safe && (failure.status >= 500 || failure.status === 408);
        case 'network':
            return safe || failure.notSent;
        case 'timeout':
        case 'malformed':
            return safe;
    }
}
/**
 * Whether a request that is not safe to repeat may have acted although it was answered with
 * `status`: any server error but 503, which says the server did not take the request. A 500 can
 * come from a crash after the write, a 502 or 504 from a gateway that gave up waiting for work
 * that went on. The same rule holds for the service and for GitHub.
 */
function mayHaveActedDespite(status) {
    return status >= 500 && status !== 503;
}
/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date. */
function parseRetryAfter(header, now) {
    if (header === undefined)
        return undefined;
    const value = header.trim();
    if (/^\d+$/.test(value))
        return Number(value) * 1000;
    // An HTTP date always names its day and month; this keeps Date.parse from reading "-5" as a year.
    const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}
/** Exponential backoff with full jitter, for the `retry`-th retry (1-based). */
function backoffDelay(retry, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
    return Math.round(random() * ceiling);
}


/***/ }),

/***/ 6827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kT: () => (/* binding */ ProxyAgent),
  hd: () => (/* binding */ fetch),
  sh: () => (/* binding */ prepareFetch)
});

// UNUSED EXPORTS: proxyMayApply

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
// EXTERNAL MODULE: ./src/shared/http/answer-body.ts
var answer_body = __webpack_require__(3299);
;// CONCATENATED MODULE: ./src/shared/http/http-client-fetch.ts


/**
 * The fetch Octokit sends with when no proxy applies: one request through @actions/http-client
 * (node:http), the client the service's requests already go through.
 *
 * Why not Node's own fetch: Node loads its fetch (its bundled undici) at the first use, and that
 * takes 30-50 ms here, a third of the start-up of a run whose first request is GitHub's (the
 * commenter's role, on a comment). node:http is loaded already. Octokit takes any fetch
 * (`request.fetch`), and reads only part of the answer: status, headers and the body (text or
 * bytes), which is what `FetchAnswer` gives.
 *
 * Where it differs from fetch, none of which GitHub's REST API relies on:
 * - Redirects are followed by the http-client with the same method and body (GitHub answers 307
 *   for anything but a GET), the authorization header dropped when the host changes (fetch drops
 *   it for a new port or scheme too), and never from https to http (a plain error, no code).
 *   With `redirect: 'manual'` the redirect is the answer (a job's log, ../github/job-logs.ts).
 * - `url` is the URL asked for, not the one a redirect ended at.
 * - Each request has a connection of its own, as the service's do: a kept-alive socket that the
 *   server closes as it is reused fails a POST in a way that may have acted, which we would then
 *   not send again. A handshake per call costs less than that.
 * Retries are left to our own policy (../github/github-api.ts); the abort signal (each attempt's
 * timeout) ends the request wherever it is, a redirect's body or the answer's included.
 */
async function httpClientFetch(input, init = {}) {
    const url = String(input);
    const { method = 'GET', body } = init;
    const signal = init.signal ?? undefined;
    if (body !== undefined && body !== null && typeof body !== 'string') {
        throw new TypeError(`httpClientFetch sends a string body only (got ${typeof body}).`);
    }
    // `manual` answers the redirect itself, as Node's fetch does: the caller decides where to go.
    const follow = init.redirect === undefined || init.redirect === 'follow';
    if (!follow && init.redirect !== 'manual') {
        throw new TypeError(`httpClientFetch follows redirects or leaves them to the caller (got redirect: ${init.redirect}).`);
    }
    signal?.throwIfAborted();
    const headers = {};
    for (const [name, value] of Object.entries(init.headers ?? {})) {
        headers[name.toLowerCase()] = value;
    }
    // Run for every request the client makes, each redirect's too (RequestHandler's contract).
    const exactly = {
        prepareRequest(options) {
            // The http-client puts its own user agent first, with the runner's orchestration id, which
            // the toolkit has already added to Octokit's: send Octokit's as it is.
            const userAgent = headers['user-agent'];
            if (userAgent !== undefined)
                options.headers = { ...options.headers, 'user-agent': userAgent };
            // Node destroys the request and its answer when the signal aborts.
            if (signal !== undefined)
                options.signal = signal;
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('not used')),
    };
    const http = new lib/* HttpClient */.Qq(headers['user-agent'], [exactly], {
        allowRetries: false,
        allowRedirects: follow,
        keepAlive: false,
    });
    const exchange = (async () => {
        const response = await http.request(method, url, body ?? null, headers);
        const bytes = await (0,answer_body/* readBody */.x)(response.message);
        const { statusCode = 0, statusMessage = '' } = response.message;
        return new FetchAnswer(url, statusCode, statusMessage, response.message.headers, bytes);
    })();
    // The http-client reads a redirect's body without listening for errors: a connection cut then
    // leaves its promise pending for good, so the abort does not wait for it. (Promise.race takes
    // care of whichever of the two settles second.)
    let stop = () => undefined;
    const aborted = new Promise((_, reject) => {
        stop = () => reject(signal?.reason);
        signal?.addEventListener('abort', stop, { once: true });
    });
    try {
        return await Promise.race([exchange, aborted]);
    }
    catch (error) {
        // An abort shows as the error fetch gives for it (its reason), whatever the socket said.
        signal?.throwIfAborted();
        throw error;
    }
    finally {
        signal?.removeEventListener('abort', stop);
        http.dispose();
    }
}
/** A response as Octokit reads it: `status`, `url`, `headers`, `text()` and `arrayBuffer()`. */
class FetchAnswer {
    url;
    status;
    statusText;
    headers;
    bytes;
    constructor(url, status, statusText, headers, bytes) {
        this.url = url;
        this.status = status;
        this.statusText = statusText;
        this.headers = new AnswerHeaders(headers);
        this.bytes = bytes;
    }
    get ok() {
        return this.status >= 200 && this.status < 300;
    }
    text() {
        return Promise.resolve(this.bytes.toString('utf8'));
    }
    arrayBuffer() {
        const { buffer, byteOffset, byteLength } = this.bytes;
        return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength));
    }
}
/** Answer headers as fetch's `Headers` gives them: names in lower case, repeats joined. */
class AnswerHeaders {
    values = new Map();
    constructor(headers) {
        for (const [name, value] of Object.entries(headers)) {
            if (value !== undefined) {
                this.values.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
            }
        }
    }
    get(name) {
        return this.values.get(name.toLowerCase()) ?? null;
    }
    has(name) {
        return this.values.has(name.toLowerCase());
    }
    [Symbol.iterator]() {
        return this.values.entries();
    }
}

;// CONCATENATED MODULE: ./src/shared/http/undici-import.ts
/**
 * The dynamic import of the real undici, alone in its module: the analytics bundle, which never
 * loads undici, then leaves it out altogether (inline in undici-on-demand.ts, ncc kept it as a
 * chunk nobody loaded). Why it is dynamic: undici-on-demand.ts.
 */
const importUndici = () => __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 6752, 19));

;// CONCATENATED MODULE: ./src/shared/http/undici-on-demand.ts


let undici;
let loading;
function loadUndici() {
    loading ??= importUndici().then((module) => (undici = module));
    return loading;
}
/** Where @actions/http-client reads a proxy from (NO_PROXY only exempts hosts from it). */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];
/** Whether @actions/http-client may find a proxy for some host, so make a `ProxyAgent`. */
function proxyMayApply(env) {
    return PROXY_VARIABLES.some((name) => (env[name] ?? '') !== '');
}
/**
 * Loads the fetch the toolkit will send with, before any request's deadline starts to run (a
 * first request should not spend its time loading code): undici when a proxy may apply, which
 * also lets `ProxyAgent` be made; otherwise nothing, as node:http is loaded already.
 */
async function prepareFetch(env = process.env) {
    if (proxyMayApply(env))
        await loadUndici();
}
/** undici's fetch for a request with a dispatcher (a proxy's), the http-client's for one without. */
const fetch = async (input, init) => {
    if (init?.dispatcher === undefined) {
        if (typeof input !== 'string' && !(input instanceof URL)) {
            throw new TypeError('Without a proxy, fetch takes a URL, not a Request.');
        }
        // Octokit reads only the part of a Response that the answer has (./http-client-fetch.ts).
        const answer = await httpClientFetch(input, init);
        return answer;
    }
    return (await loadUndici()).fetch(input, init);
};
/** Called with `new`: a function that returns an object gives that object to `new`. */
function makeProxyAgent(options) {
    if (undici === undefined) {
        throw new Error('A proxy dispatcher was asked for before undici was loaded: await prepareFetch() before importing @actions/github.');
    }
    return new undici.ProxyAgent(options);
}
/** undici's ProxyAgent (the class itself: `instanceof` and statics are nobody's concern here). */
const ProxyAgent = makeProxyAgent;


/***/ }),

/***/ 3876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ readBaseUrl),
/* harmony export */   F1: () => (/* binding */ readItems),
/* harmony export */   JI: () => (/* binding */ readInteger),
/* harmony export */   JR: () => (/* binding */ rawInput),
/* harmony export */   Kf: () => (/* binding */ readChoice),
/* harmony export */   Vf: () => (/* binding */ readBoolean),
/* harmony export */   Z6: () => (/* binding */ readRequestTimeout),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   iZ: () => (/* binding */ readApiKey),
/* harmony export */   jq: () => (/* binding */ REQUEST_TIMEOUT_VARIABLE),
/* harmony export */   kz: () => (/* binding */ readNumber),
/* harmony export */   n5: () => (/* binding */ readSecret),
/* harmony export */   rK: () => (/* binding */ DEFAULT_API_URL),
/* harmony export */   uu: () => (/* binding */ missingApiKey),
/* harmony export */   yR: () => (/* binding */ readIdentifier),
/* harmony export */   yu: () => (/* binding */ readRequired)
/* harmony export */ });
/* unused harmony export parseDecimal */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);

/** Base URL of the service, for both actions' `api-url`. */
const DEFAULT_API_URL = 'https://api.mintlify.com';
/** A bad input: the message names the input and quotes the value, and no request is sent. */
class InputError extends Error {
    name = 'InputError';
}
/** Quotes a user's value for an error message, shortened so a 1 MB value stays readable. */
function quote(value) {
    const limit = 80;
    if (value.length <= limit)
        return JSON.stringify(value);
    return `${JSON.stringify(value.slice(0, limit))}\u2026 (${value.length} characters)`;
}
/** The raw value, untrimmed, so that a whitespace-only value can be told from an empty one. */
function rawInput(name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name, { trimWhitespace: false });
}
/**
 * The items of a list input: one a line, or separated by `separators` too (commas by default),
 * each trimmed, empty ones dropped.
 */
function readItems(name, separators = /[\n,]/) {
    return rawInput(name)
        .split(separators)
        .map((item) => item.trim())
        .filter((item) => item !== '');
}
function readRequired(name, hint) {
    const value = rawInput(name).trim();
    if (value === '')
        throw new InputError(`Input '${name}' is required but was empty. ${hint}`);
    return value;
}
/** An identifier that goes into a URL path: no whitespace or control characters. */
function readIdentifier(name, value) {
    if (/[\s\p{Cc}]/u.test(value) || value.length > 200) {
        throw new InputError(`Input '${name}' must be a single identifier without spaces or control characters; got ${quote(value)}.`);
    }
    return value;
}
function readBoolean(name, fallback) {
    const value = rawInput(name).trim();
    if (value === '')
        return fallback;
    if (/^true$/i.test(value))
        return true;
    if (/^false$/i.test(value))
        return false;
    throw new InputError(`Input '${name}' must be 'true' or 'false'; got ${quote(value)}.`);
}
/** A plain decimal (`5`, `2.5`, `.5`); NaN for anything else: no hex, no exponent, no Infinity. */
function parseDecimal(value) {
    return /^(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
}
/** A whole number from `min` to `max`, digits only (no sign, point or exponent). */
function readInteger(name, fallback, min, max) {
    const value = rawInput(name).trim();
    if (value === '')
        return fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
        throw new InputError(`Input '${name}' must be a whole number from ${min} to ${max}; got ${quote(value)}.`);
    }
    return parsed;
}
/** A decimal number greater than `min` and at most `max` (or 0 itself, with `orZero`). */
function readNumber(name, fallback, { min, max, unit, orZero = false }) {
    const value = rawInput(name).trim();
    if (value === '')
        return fallback;
    const parsed = parseDecimal(value);
    if (orZero && parsed === 0)
        return 0;
    if (!(parsed > min) || parsed > max) {
        const zero = orZero ? '0, or ' : '';
        throw new InputError(`Input '${name}' must be ${zero}a number of ${unit} greater than ${min} and at most ${max}; got ${quote(value)}.`);
    }
    return parsed;
}
function missingApiKey(name = 'api-key') {
    return new InputError(`Input '${name}' is required but was empty. Store your admin API key as a repository secret and pass it with \`${name}: \${{ secrets.DOCS_AGENT_API_KEY }}\`.`);
}
/** Any token or key: masked before anything else is done with it, and never quoted in an error. */
function readSecret(name) {
    const value = rawInput(name).trim();
    if (value === '')
        return '';
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(value);
    if (/[\s\p{Cc}]/u.test(value)) {
        throw new InputError(`Input '${name}' contains whitespace or control characters; the secret must hold the value alone.`);
    }
    return value;
}
/**
 * The API key; '' only when `optional` (a run that may turn out not to need it, such as a pull
 * request from a fork, decides later).
 */
function readApiKey(name = 'api-key', { optional = false } = {}) {
    const value = readSecret(name);
    if (value === '') {
        if (optional)
            return '';
        throw missingApiKey(name);
    }
    if (!value.startsWith('mint_')) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Input '${name}' does not start with 'mint_' as admin API keys do; the service may reject it.`);
    }
    return value;
}
/** An http(s) base URL, returned without a trailing slash so paths can be appended. */
function readBaseUrl(name, fallback) {
    const value = rawInput(name).trim() || fallback;
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new InputError(`Input '${name}' must be an http or https URL; got ${quote(value)}.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new InputError(`Input '${name}' must be an http or https URL; got ${quote(value)}.`);
    }
    if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
        throw new InputError(`Input '${name}' must be a base URL without credentials, query or fragment; got ${quote(url.origin + url.pathname)}.`);
    }
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol === 'http:' && !loopback) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Input '${name}' uses plain http, so the API key crosses the network unencrypted; use https.`);
    }
    return url.href.replace(/\/+$/, '');
}
/** One of a fixed set of words, compared case-insensitively. */
function readChoice(name, choices, fallback) {
    const value = rawInput(name).trim();
    if (value === '')
        return fallback;
    const found = choices.find((choice) => choice === value.toLowerCase());
    if (found === undefined) {
        throw new InputError(`Input '${name}' must be one of ${choices.join(', ')}; got ${quote(value)}.`);
    }
    return found;
}
const REQUEST_TIMEOUT_VARIABLE = 'DOCS_AGENT_REQUEST_TIMEOUT';
function readRequestTimeout() {
    const value = (process.env[REQUEST_TIMEOUT_VARIABLE] ?? '').trim();
    if (value === '')
        return 30_000;
    const seconds = parseDecimal(value);
    if (!(seconds > 0) || seconds > 600) {
        throw new InputError(`Environment variable ${REQUEST_TIMEOUT_VARIABLE} must be a number of seconds greater than 0 and at most 600; got ${quote(value)}.`);
    }
    return seconds * 1000;
}


/***/ }),

/***/ 9709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hw: () => (/* binding */ linkOrText),
/* harmony export */   My: () => (/* binding */ escapeMarkup),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   RQ: () => (/* binding */ escapeLines)
/* harmony export */ });
/** Like escapeMarkup, but keeping line breaks (for a <pre> block). */
function escapeLines(text) {
    return text.replace(/[&<>"'`|*_[\]\\#~@]/g, (c) => `&#${c.charCodeAt(0)};`);
}
/**
 * Text from the service or a user, made inert for Markdown/HTML (job summaries, comments): no
 * markup, no Markdown or HTML links, no @mentions (which would notify people), on one line.
 * GitHub still links a bare `https://\u2026` or `www.\u2026` in it; readers' words, which nobody on the
 * team wrote, are defused of those too (../analytics/gaps/readers-words.ts).
 */
function escapeMarkup(text) {
    return escapeLines(text).replace(/\r?\n/g, ' ');
}
/** A link only for an http(s) URL; anything else is shown as inert text. */
function linkOrText(url, label = url) {
    if (url === null || label === null)
        return '';
    if (!/^https?:\/\/[^\s<>"]+$/.test(url))
        return escapeMarkup(url);
    return `<a href="${escapeMarkup(url)}">${escapeMarkup(label)}</a>`;
}
/** A literal string for use inside a regular expression. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 6526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   yr: () => (/* binding */ forgiving)
/* harmony export */ });
/* unused harmony export checkAnswer */
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7934);
/**
 * The service's API as this project understands it, written once, in three parts: what its
 * endpoints have in common (here: the error answer, what an endpoint is, how an answer is checked
 * and how a client reads one), and beside each client the endpoints it calls:
 * ../../agent/job/agent-api-shapes.ts and ../../analytics/analytics-api-shapes.ts. The clients
 * read answers through these definitions (forgivingly, see `forgiving`), the emulator types and
 * checks its answers with them (emulator/service-api.ts joins the two actions' endpoints into the
 * one table it serves), and the contract tests hold the emulator to them on every run and compare
 * them with the vendor's published specs where those are present. Self-contained on purpose: it
 * imports nothing from either action.
 *
 * Answers are strict objects: the emulator must send the documented fields and nothing else.
 * The clients never parse with these strict shapes; they read each field on its own.
 *
 * Cost (ncc bundles all of valibot, about 205 KiB unminified): dist/index.js 1.16 -> 1.37 MB
 * and dist/analytics/index.js 1.13 -> 1.34 MB (+18%), dist/post too; start-up of a run
 * that exits on a missing input, farm-bench medians of 60 pairs on Node 24, 2 shared cores:
 * CPU 153 -> 161 ms (agent) and 132 -> 140 ms (analytics), about +5%, peak memory +1.2 MiB.
 */

/** An error answer: `error` always; the analytics endpoints add `details`. */
const ServiceError = valibot__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    error: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    details: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ message: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }))),
});
/**
 * What is wrong with an answer of `op` (as `endpoint` defines it), one line per problem; empty
 * when it matches the definition.
 */
function checkAnswer(op, endpoint, status, body) {
    const answers = endpoint.answers;
    const shape = answers[status] ?? (status >= 400 ? ServiceError : undefined);
    if (shape === undefined)
        return [`${op} answered ${status}, which the definition does not list`];
    const result = v.safeParse(shape, body);
    if (result.success)
        return [];
    return result.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`);
}
/**
 * A client's reading of an object shape: each of its fields read by `read` (which never fails)
 * instead of by its strict schema, so a missing, null, mistyped or unknown value never stops the
 * client; fields the definition does not name are ignored.
 */
function forgiving(shape, read) {
    const entries = Object.fromEntries(Object.keys(shape.entries).map((key) => [key, read]));
    return valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc(entries);
}


/***/ }),

/***/ 1644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ serviceMessage)
/* harmony export */ });
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7934);
/* harmony import */ var _service_api_shapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6526);


/**
 * How the client reads an error body (ServiceError of ../service/service-api-shapes.ts): `error`
 * and the messages of `details` when they are strings; anything else is left out, never a reason
 * to fail.
 */
const ErrorReading = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    error: valibot__WEBPACK_IMPORTED_MODULE_1__/* .fallback */ .NpB(valibot__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(_service_api_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7.entries.error), null),
    details: valibot__WEBPACK_IMPORTED_MODULE_1__/* .fallback */ .NpB(valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_1__/* .fallback */ .NpB(valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(
    // Not strict: a detail with more fields than `message` still says something useful.
    valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc(_service_api_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7.entries.details.wrapped.item.entries), valibot__WEBPACK_IMPORTED_MODULE_1__/* .transform */ .pdi((detail) => detail.message)), null)), []),
});
/**
 * The service's own explanation, made safe for a log line: JSON `error` (and `details`), or a
 * short description of a non-JSON body. One line, no control characters, bounded length.
 */
function serviceMessage(body, contentType) {
    const trimmed = body.trim();
    if (trimmed === '')
        return '';
    let text;
    if (/^\s*</.test(trimmed) || contentType?.includes('html') === true) {
        text = 'an HTML page instead of JSON (usually a proxy or gateway error page)';
    }
    else {
        try {
            const parsed = JSON.parse(trimmed);
            const said = valibot__WEBPACK_IMPORTED_MODULE_1__/* .safeParse */ .xLC(ErrorReading, parsed);
            const error = said.success ? said.output.error : null;
            const details = said.success ? said.output.details.filter((m) => m !== null) : [];
            text = `${error ?? JSON.stringify(parsed)}${details.length > 0 ? `: ${details.join('; ')}` : ''}`;
        }
        catch {
            text = trimmed;
        }
    }
    const oneLine = text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
    return oneLine.length > 300 ? `${oneLine.slice(0, 300)}\u2026` : oneLine;
}


/***/ }),

/***/ 9189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _O: () => (/* binding */ USER_AGENT)
/* harmony export */ });
/* unused harmony exports ACTION_NAME, ACTION_VERSION */
/** Sent in the User-Agent header; a unit test keeps it equal to package.json's version. */
const ACTION_NAME = 'docs-agent-action';
const ACTION_VERSION = '1.4.0';
/** The User-Agent both clients send (the service's and GitHub's). */
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`;


/***/ })

};

//# sourceMappingURL=412.index.js.map