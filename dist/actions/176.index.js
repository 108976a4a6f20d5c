export const id = 176;
export const ids = [176];
export const modules = {

/***/ 176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SMALL_HEAP_FLAGS: () => (/* binding */ SMALL_HEAP_FLAGS),
/* harmony export */   keepHeapSmall: () => (/* binding */ keepHeapSmall)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The V8 flags that keep an export's resident memory flat. An export allocates rows page after
 * page that die soon after; left to its defaults, V8 doubles the young generation whenever enough
 * of it survives a collection (up to 64 MiB a half here) and lets the old generation grow well
 * past what is alive, so a 1,000,000-row export peaked at 215 MiB although under 10 MiB of it was
 * ever alive. A runner starts `node dist/analytics/index.js` and takes no Node options, so the
 * bundle sets them itself. Both are read when V8 decides to grow a generation, not only when the
 * process starts: the first keeps the young generation at its first size (2 MiB), the second
 * grows the old one as a device short of memory would.
 */
const SMALL_HEAP_FLAGS = ['--semi-space-growth-factor=1', '--optimize-for-size'];
/** Applies `SMALL_HEAP_FLAGS`; the bundle's entry calls it before the step starts. */
function keepHeapSmall(setFlags = node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString) {
    for (const flag of SMALL_HEAP_FLAGS)
        setFlags(flag);
}


/***/ })

};

//# sourceMappingURL=176.index.js.map