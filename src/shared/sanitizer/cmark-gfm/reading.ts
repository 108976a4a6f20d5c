/**
 * GitHub's own reading of Markdown: cmark-gfm (the C parser github.com renders with), compiled
 * to WebAssembly by native/cmark-gfm/build.sh with the extensions GitHub uses, so that the
 * sanitizer decides from the very parse GitHub makes, on every runner (no native add-on). It is
 * in the sanitizer's chunk, loaded on demand (../visible-text.ts says why).
 */
import { CMARK_GFM_VERSION, CMARK_GFM_WASM } from './cmark-gfm-wasm.js'
import { MAX_MEMORY_PAGES, STEPS_EXPORT, withStepCount } from './parser-steps.js'
import { TextTooComplex } from './text-too-complex.js'

/**
 * The most steps (calls and turns of loops, ./parser-steps.ts) the parser may take on one text:
 * 30 times what 64 KiB of this project's docs take (3 million), 9 times 64 KiB of list items
 * that each hold a link and inline code (11 million); the slowest bodies at GitHub's limit that
 * are not absurd take less (65,536 `>` nested: 72 million). Past it the text is not read
 * (TextTooComplex).
 */
export const MAX_PARSER_STEPS = 100_000_000

/** One node of cmark-gfm's tree, as native/cmark-gfm/reading.c writes it. */
export interface ReadNode {
  /** Its index in pre-order, and its parent's (-1 for the document). */
  i: number
  up: number
  /** cmark-gfm's type name: `paragraph`, `html_inline`, `table_cell`, `footnote_reference`... */
  t: string
  /** Start line, start column, end line, end column: from 1, columns in UTF-8 bytes. */
  p: [number, number, number, number]
  /** How far into its first line a block's content starts (past `## `, a cell's `|`). */
  io: number
  /** Where its HTML starts and ends in the page, entering it and leaving it (UTF-8 bytes). */
  h: [number, number, number, number]
  /** A paragraph's or heading's content, as the inline parser read it. */
  c?: string
  setext?: number
  fenced?: number
  /** The literal of text, code and raw HTML; a footnote reference's number. */
  lit?: string
  url?: string
  title?: string
  /** A footnote definition's label, or that of the one a reference calls. */
  label?: string
}

/**
 * The part of the WebAssembly API used here: Node has it, but the project's `lib` (ES2023, no
 * DOM) declares none of it.
 */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object, imports: object) => { exports: unknown }
}
const { Module, Instance } = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly

interface Exports {
  memory: { buffer: ArrayBuffer }
  reading_steps: { value: number }
  _initialize: () => void
  reading_parse: (text: number, length: number) => number
  reading_version: () => number
  reading_alloc: (size: number) => number
  reading_free: (pointer: number) => void
}

let instance: Exports | undefined

/** The few WASI calls a C library makes; cmark-gfm writes nothing and exits only on no memory. */
const imports = {
  env: { emscripten_notify_memory_growth: () => {} },
  wasi_snapshot_preview1: {
    proc_exit: (code: number) => {
      throw new Error(`cmark-gfm stopped (exit ${code}): out of memory`)
    },
    fd_close: () => 0,
    fd_write: () => 0,
    fd_seek: () => 0,
  },
}

let compiled: object | undefined

/**
 * Compiles the WebAssembly ahead of the first text, off the main thread: `loadVisibleText()`
 * awaits it, so that reading the first text does not wait for the compiler.
 */
export async function compileReader(): Promise<void> {
  compiled ??= await (
    globalThis as unknown as { WebAssembly: { compile: (bytes: Uint8Array) => Promise<object> } }
  ).WebAssembly.compile(countedModule())
}

/** The module, counting its steps (./parser-steps.ts). */
function countedModule(): Uint8Array {
  return withStepCount(Buffer.from(CMARK_GFM_WASM, 'base64'))
}

function exportsOf(): Exports {
  if (instance !== undefined) return instance
  const module = compiled ?? new Module(countedModule())
  const created = new Instance(module, imports).exports as Exports
  created[STEPS_EXPORT].value = MAX_PARSER_STEPS
  created._initialize()
  instance = created
  return created
}

function stringAt(exports: Exports, pointer: number): Uint8Array {
  const memory = new Uint8Array(exports.memory.buffer)
  return memory.subarray(pointer, memory.indexOf(0, pointer))
}

/**
 * Whether the parser stopped for want of memory: its memory is all there from the start
 * (./parser-steps.ts), and an allocation that fails aborts, which traps (`unreachable`); the C
 * library's one other exit says so too.
 */
function outOfMemory(error: unknown): boolean {
  const { RuntimeError } = (
    globalThis as unknown as { WebAssembly: { RuntimeError: ErrorConstructor } }
  ).WebAssembly
  return error instanceof RuntimeError || String(error).includes('out of memory')
}

/** The version of cmark-gfm inside, as it says itself (`0.29.0.gfm.6`). */
export function cmarkGfmVersion(): string {
  const exports = exportsOf()
  exports[STEPS_EXPORT].value = MAX_PARSER_STEPS
  const said = new TextDecoder().decode(stringAt(exports, exports.reading_version()))
  return said === CMARK_GFM_VERSION ? said : `${said} (built as ${CMARK_GFM_VERSION})`
}

/** GitHub's reading of a text: the HTML it renders, and the tree, in pre-order. */
export interface Reading {
  html: string
  nodes: ReadNode[]
}

/** cmark-gfm's reading of the UTF-8 text `bytes`. */
export function readMarkdown(bytes: Uint8Array): Reading {
  const exports = exportsOf()
  try {
    exports[STEPS_EXPORT].value = MAX_PARSER_STEPS
    const pointer = exports.reading_alloc(bytes.length + 1)
    new Uint8Array(exports.memory.buffer).set(bytes, pointer)
    const json = stringAt(exports, exports.reading_parse(pointer, bytes.length))
    exports.reading_free(pointer)
    return JSON.parse(new TextDecoder().decode(json)) as Reading
  } catch (error) {
    // A trap (out of memory, or out of steps) leaves the module's heap as it stood: the next
    // text gets a new one.
    instance = undefined
    if (exports[STEPS_EXPORT].value === 0)
      throw new TextTooComplex(
        `GitHub's Markdown parser took more than ${MAX_PARSER_STEPS.toLocaleString('en-US')} steps`,
      )
    if (outOfMemory(error))
      throw new TextTooComplex(
        `GitHub's Markdown parser needed more than ${MAX_MEMORY_PAGES / 16} MiB of memory`,
      )
    throw new Error(`GitHub's Markdown parser could not read the text: ${String(error)}`, {
      cause: error,
    })
  }
}
