/**
 * A budget of steps for GitHub's Markdown parser. cmark-gfm 0.29.0.gfm.6 (the version Debian
 * packages, which the sanitizer reads with and is tested against) has polynomial paths that its
 * later versions fixed (GHSA-29g3-96g3-jg6c, GHSA-r8vr-c48j-fcc5, GHSA-66g8-4hjf-77xh and
 * others): 64 KiB of `www.a_` took it 26 s, a row of 64,000 `|` 20 s, and a table whose short
 * rows it fills out with empty cells grows without bound (100 columns and 32,000 one-letter
 * rows: 99 s and 6 GB). WebAssembly cannot be stopped from the thread that runs it, and a clock
 * would make the same text readable on one runner and not on another, so the module counts its
 * own steps: it is rewritten, before it is compiled, so that each call of a function and each
 * turn of a loop takes one step from a global it exports, `reading_steps`, and traps
 * (`unreachable`) once none is left. The same text takes the same steps on every machine.
 *
 * Written here rather than with a library: the tools that rewrite WebAssembly (binaryen, wabt)
 * are megabytes of compiler, and none counts steps; this reads only what a C compiler's output
 * holds (the MVP's instructions and the 0xFC prefix) and refuses any other.
 */

/** The exported global that holds the steps left; reading.ts sets it before each text. */
export const STEPS_EXPORT = 'reading_steps'

/**
 * The most memory the parser may grow to, in 64 KiB pages: 128 MiB, twice what the heaviest body
 * at GitHub's limit takes (64 KiB of `a@b.co` links: 66 MiB). Steps alone do not bound it: a
 * table that cmark-gfm fills out takes its memory in large blocks, 515 MiB and 10 s within its
 * steps. Past it the parser's allocation fails, and it stops.
 */
export const MAX_MEMORY_PAGES = 2048

/** A cursor over the module's bytes. */
class Bytes {
  at = 0
  readonly bytes: Uint8Array
  constructor(bytes: Uint8Array) {
    this.bytes = bytes
  }
  byte(): number {
    const value = this.bytes[this.at]
    if (value === undefined) throw new Error('the WebAssembly module ends early')
    this.at += 1
    return value
  }
  /** An unsigned LEB128 number. */
  u32(): number {
    let value = 0
    let shift = 0
    for (;;) {
      const byte = this.byte()
      value += (byte & 0x7f) * 2 ** shift
      if ((byte & 0x80) === 0) return value
      shift += 7
    }
  }
  /** Past a LEB128 number, signed or not. */
  skipNumber(): void {
    while ((this.byte() & 0x80) !== 0);
  }
}

function leb(value: number): number[] {
  const out: number[] = []
  let rest = value
  do {
    const byte = rest % 128
    rest = Math.floor(rest / 128)
    out.push(rest > 0 ? byte | 0x80 : byte)
  } while (rest > 0)
  return out
}

const utf8 = (text: string): number[] => [...new TextEncoder().encode(text)]

type Part = Uint8Array | readonly number[]

/** The parts, one after another (no spread: a body is more bytes than a call takes arguments). */
function joined(parts: readonly Part[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/**
 * One step: take one from the global, trap when none was left:
 * `global.get g; i32.eqz; if; unreachable; end; global.get g; i32.const 1; i32.sub; global.set g`.
 */
function step(global: number): number[] {
  const g = leb(global)
  return [0x23, ...g, 0x45, 0x04, 0x40, 0x00, 0x0b, 0x23, ...g, 0x41, 0x01, 0x6b, 0x24, ...g]
}

/** Past one instruction's immediates (its opcode read); the bytes of a `loop`'s block type too. */
function skipImmediates(code: Bytes, op: number): void {
  if (op >= 0x02 && op <= 0x04) {
    const type = code.bytes[code.at] ?? 0
    if (type === 0x40 || (type >= 0x6f && type <= 0x7f)) code.at += 1
    else code.skipNumber()
  } else if (op === 0x0c || op === 0x0d || op === 0x10 || (op >= 0x20 && op <= 0x26)) {
    code.skipNumber()
  } else if (op === 0x0e) {
    const targets = code.u32()
    for (let k = 0; k <= targets; k += 1) code.skipNumber()
  } else if (op === 0x11 || (op >= 0x28 && op <= 0x3e)) {
    code.skipNumber()
    code.skipNumber()
  } else if (op === 0x1c) {
    const types = code.u32()
    code.at += types
  } else if (op === 0x3f || op === 0x40 || op === 0xd0) code.at += 1
  else if (op === 0x41 || op === 0x42 || op === 0xd2) code.skipNumber()
  else if (op === 0x43) code.at += 4
  else if (op === 0x44) code.at += 8
  else if (op === 0xfc) prefixed(code)
  else if (op > 0xc4 && op !== 0xd1)
    throw new Error(`an instruction not counted (0x${op.toString(16)})`)
}

/** The 0xFC instructions: saturating conversions, bulk memory and tables. */
function prefixed(code: Bytes): void {
  const sub = code.u32()
  if (sub <= 7) return
  if (sub === 8) {
    code.skipNumber()
    code.at += 1
  } else if (sub === 9 || sub === 13 || (sub >= 15 && sub <= 17)) code.skipNumber()
  else if (sub === 10) code.at += 2
  else if (sub === 11) code.at += 1
  else if (sub === 12 || sub === 14) {
    code.skipNumber()
    code.skipNumber()
  } else throw new Error(`an instruction not counted (0xfc ${sub})`)
}

/** One function's body with a step at its entry and at the start of each loop. */
function countedBody(body: Uint8Array, global: number): Uint8Array {
  const code = new Bytes(body)
  const groups = code.u32()
  for (let k = 0; k < groups; k += 1) {
    code.skipNumber()
    code.at += 1
  }
  const counted = step(global)
  const parts: Part[] = [body.subarray(0, code.at), counted]
  let copied = code.at
  while (code.at < body.length) {
    const op = code.byte()
    skipImmediates(code, op)
    if (op !== 0x03) continue
    parts.push(body.subarray(copied, code.at), counted)
    copied = code.at
  }
  parts.push(body.subarray(copied))
  return joined(parts)
}

/** The code section with every body counted. */
function countedCode(section: Uint8Array, global: number): Uint8Array {
  const code = new Bytes(section)
  const count = code.u32()
  const parts: Part[] = [leb(count)]
  for (let k = 0; k < count; k += 1) {
    const size = code.u32()
    const body = countedBody(section.subarray(code.at, code.at + size), global)
    parts.push(leb(body.length), body)
    code.at += size
  }
  return joined(parts)
}

/** How many globals the module imports (they come first in the globals' index space). */
function importedGlobals(section: Uint8Array): number {
  const imports = new Bytes(section)
  let globals = 0
  const count = imports.u32()
  for (let k = 0; k < count; k += 1) {
    for (let name = 0; name < 2; name += 1) {
      const length = imports.u32()
      imports.at += length
    }
    const kind = imports.byte()
    if (kind === 0) imports.skipNumber()
    else if (kind === 1) {
      imports.at += 1
      limits(imports)
    } else if (kind === 2) limits(imports)
    else {
      imports.at += 2
      globals += 1
    }
  }
  return globals
}

function limits(bytes: Bytes): void {
  const flags = bytes.byte()
  bytes.skipNumber()
  if (flags & 1) bytes.skipNumber()
}

/** The memory section with its one memory's maximum at MAX_MEMORY_PAGES (never above its own). */
function cappedMemory(section: Uint8Array): Uint8Array {
  const memory = new Bytes(section)
  if (memory.u32() !== 1) throw new Error('a module with other than one memory')
  const flags = memory.byte()
  const min = memory.u32()
  const max = flags & 1 ? memory.u32() : Infinity
  if (flags & ~1) throw new Error('a shared or 64-bit memory')
  // All of it from the start: memory that grows page by page tells V8 of each growth, which
  // collects its own heap each time (a table that cmark-gfm fills out spent seconds so).
  const pages = Math.min(max, Math.max(min, MAX_MEMORY_PAGES))
  return joined([[1, 1], leb(pages), leb(pages)])
}

/** A vector section with one more entry at its end. */
function appended(section: Uint8Array, entry: readonly number[]): Uint8Array {
  const reader = new Bytes(section)
  const count = reader.u32()
  return joined([leb(count + 1), section.subarray(reader.at), entry])
}

/**
 * The module, rewritten to count its steps (its functions, their indices and all it exports
 * unchanged): a mutable i32 global, exported as `reading_steps`, starts at 0, so that nothing
 * runs before it is given steps; and its memory held to MAX_MEMORY_PAGES.
 */
export function withStepCount(module: Uint8Array): Uint8Array {
  const reader = new Bytes(module)
  reader.at = 8
  const sections: { id: number; body: Uint8Array }[] = []
  while (reader.at < module.length) {
    const id = reader.byte()
    const size = reader.u32()
    sections.push({ id, body: module.subarray(reader.at, reader.at + size) })
    reader.at += size
  }
  const imported = sections.find((s) => s.id === 2)
  const own = sections.find((s) => s.id === 6)
  const ownCount = own === undefined ? 0 : new Bytes(own.body).u32()
  const global = (imported === undefined ? 0 : importedGlobals(imported.body)) + ownCount
  const out: Part[] = [module.subarray(0, 8)]
  const put = (id: number, body: Part): void => {
    out.push([id, ...leb(body.length)], body)
  }
  const newGlobal = [0x7f, 0x01, 0x41, 0x00, 0x0b]
  for (const { id, body } of sections) {
    // A module without globals gets its global section before its exports.
    if (id === 7 && own === undefined) put(6, [1, ...newGlobal])
    if (id === 6) put(6, appended(body, newGlobal))
    else if (id === 7)
      put(
        7,
        appended(body, [...leb(STEPS_EXPORT.length), ...utf8(STEPS_EXPORT), 0x03, ...leb(global)]),
      )
    else if (id === 10) put(10, countedCode(body, global))
    else if (id === 5) put(5, cappedMemory(body))
    else put(id, body)
  }
  return joined(out)
}
