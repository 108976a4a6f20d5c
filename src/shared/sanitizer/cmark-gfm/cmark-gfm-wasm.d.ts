/** cmark-gfm's version, as native/cmark-gfm/build.sh built it. */
export declare const CMARK_GFM_VERSION: string
/** The WebAssembly module (cmark-gfm and native/cmark-gfm/reading.c), in base64. */
export declare const CMARK_GFM_WASM: string
