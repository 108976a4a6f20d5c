export const id = 88;
export const ids = [88];
export const modules = {

/***/ 3088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   makeOctokit: () => (/* binding */ makeOctokit)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4942);
/* harmony import */ var _octokit_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5194);
/* harmony import */ var _http_undici_on_demand_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6827);
/**
 * The Octokit every call to GitHub goes through (./github-api.ts), made as @actions/github's
 * `getOctokit` makes it (the token, the API's URL, a user agent that carries the runner's
 * orchestration id, and @actions/http-client's proxy agent and dispatcher for the API's host),
 * from @octokit/core alone. `getOctokit` also adds the REST endpoint methods plugin, a table of
 * every route of the API (98 KiB) that a run loaded before its first call to GitHub; the
 * operations here name their routes instead (`octokit.request('GET /repos/…', …)`), which types
 * their parameters and answers as the plugin did. A run whose first request is GitHub's (one on a
 * comment) sends it about 5 ms sooner (bench/RESULTS.md, section 1).
 *
 * Imported on demand (./toolkit-import.ts), after `prepareFetch()`: when a proxy applies, the
 * dispatcher needs undici loaded (../http/undici-on-demand.ts).
 */



/** The runner's orchestration id in the user agent, as @actions/github adds it. */
function withOrchestrationId(userAgent, env) {
    const id = env.ACTIONS_ORCHESTRATION_ID?.trim();
    if (id === undefined || id === '')
        return userAgent;
    const tag = `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}`;
    return userAgent.includes(tag) ? userAgent : `${userAgent} ${tag}`;
}
function makeOctokit(token, options, env = process.env) {
    const http = new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpClient */ .Qq();
    // undici's ProxyAgent, or none without a proxy (typed by what our fetch takes: `undici` is
    // ../http/undici-on-demand.ts to the type check, as to the bundles).
    const dispatcher = http.getAgentDispatcher(options.baseUrl);
    return new _octokit_core__WEBPACK_IMPORTED_MODULE_2__/* .Octokit */ .E({
        ...options,
        auth: token,
        userAgent: withOrchestrationId(options.userAgent, env),
        request: {
            agent: http.getAgent(options.baseUrl),
            fetch: (url, init) => (0,_http_undici_on_demand_js__WEBPACK_IMPORTED_MODULE_1__/* .fetch */ .hd)(url, { ...init, dispatcher }),
        },
    });
}


/***/ })

};

//# sourceMappingURL=88.index.js.map