export const id = 697;
export const ids = [697];
export const modules = {

/***/ 4697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ErrorCodes: () => (/* reexport safe */ parse5__WEBPACK_IMPORTED_MODULE_4__.tG),
/* harmony export */   Tokenizer: () => (/* reexport safe */ parse5__WEBPACK_IMPORTED_MODULE_4__._F),
/* harmony export */   TokenizerMode: () => (/* reexport safe */ parse5__WEBPACK_IMPORTED_MODULE_4__.V_),
/* harmony export */   decodeNamedCharacterReference: () => (/* reexport safe */ decode_named_character_reference__WEBPACK_IMPORTED_MODULE_0__.s),
/* harmony export */   fromMarkdown: () => (/* reexport safe */ mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__.Y),
/* harmony export */   gfm: () => (/* reexport safe */ micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_3__.T),
/* harmony export */   gfmFromMarkdown: () => (/* reexport safe */ mdast_util_gfm__WEBPACK_IMPORTED_MODULE_2__.C)
/* harmony export */ });
/* harmony import */ var decode_named_character_reference__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7126);
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3225);
/* harmony import */ var mdast_util_gfm__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8595);
/* harmony import */ var micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2297);
/* harmony import */ var parse5__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3194);
/**
 * The parsers visibleText reads text from GitHub with. In the bundle they are a chunk of their
 * own, loaded by `loadVisibleText()` (./visible-text.ts says why).
 */







/***/ })

};

//# sourceMappingURL=697.index.js.map