export const id = 88;
export const ids = [88];
export const modules = {

/***/ 3088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   context: () => (/* reexport safe */ _actions_github__WEBPACK_IMPORTED_MODULE_0__._),
/* harmony export */   makeOctokit: () => (/* binding */ makeOctokit)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/**
 * The GitHub toolkit as the actions use it. `context`: the run's event, repository and URLs as
 * @actions/github reads them from the runner (../../agent/github/context.ts reads it). Octokit,
 * which every call to GitHub goes through (./github-api.ts): @actions/github's `getOctokit`,
 * which brings the toolkit's token header, a user agent that carries the runner's orchestration
 * id, and @actions/http-client's proxy agent and dispatcher, made as the toolkit loads for the
 * host of GITHUB_API_URL. The client passes its `baseUrl`, the run context's API URL, which is
 * that same variable's (a GitHub Enterprise Server's included).
 *
 * Imported on demand (./toolkit-import.ts), after `prepareFetch()`: when a proxy applies, the
 * toolkit makes undici's `ProxyAgent` as it loads (../http/undici-on-demand.ts). Its REST endpoint
 * table (98 KiB, `octokit.rest`) is unused: the operations name their routes
 * (`octokit.request('GET /repos/\u2026', \u2026)`), which types their parameters and answers as well.
 */


function makeOctokit(token, options) {
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, options);
}


/***/ })

};

//# sourceMappingURL=88.index.js.map