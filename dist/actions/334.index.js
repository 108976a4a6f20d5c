export const id = 334;
export const ids = [334];
export const modules = {

/***/ 2334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SMALL_HEAP_FLAGS: () => (/* binding */ SMALL_HEAP_FLAGS),
/* harmony export */   keepHeapSmall: () => (/* binding */ keepHeapSmall)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);

const SMALL_HEAP_FLAGS = ['--semi-space-growth-factor=1', '--optimize-for-size'];
function keepHeapSmall(setFlags = node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString) {
    for (const flag of SMALL_HEAP_FLAGS)
        setFlags(flag);
}


/***/ })

};

//# sourceMappingURL=334.index.js.map