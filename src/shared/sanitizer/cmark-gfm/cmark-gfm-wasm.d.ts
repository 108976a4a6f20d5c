/** cmark-gfm's version, as native/cmark-gfm/build.sh built it. */
export declare const CMARK_GFM_VERSION: string
/** The WebAssembly module (cmark-gfm and native/cmark-gfm/reading.c), in base64. */
export declare const CMARK_GFM_WASM: string
/** The SHA-256 of native/cmark-gfm/build.sh, reading.c and cmark-gfm.patch, joined. */
export declare const CMARK_GFM_INPUTS: string
