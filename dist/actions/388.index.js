export const id = 388;
export const ids = [388];
export const modules = {

/***/ 203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ restEndpointMethods),
/* harmony export */   u: () => (/* binding */ paginateRest)
/* harmony export */ });
function restEndpointMethods() {
    return {};
}
function paginateRest() {
    return {};
}


/***/ }),

/***/ 1642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   context: () => (/* reexport safe */ _actions_github__WEBPACK_IMPORTED_MODULE_0__._),
/* harmony export */   makeOctokit: () => (/* binding */ makeOctokit)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4320);


function makeOctokit(token, options) {
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, options);
}


/***/ })

};

//# sourceMappingURL=388.index.js.map