/**
 * JSON and YAML texts as the change check reads them (issue #52): parsed with maintained parsers
 * to plain values (JSON with `JSON.parse`, as the platform reads JSON; YAML with the `yaml`
 * package), then walked without recursion, so that no depth a file chooses runs the judge out of
 * stack. A text that does not parse, or is past what the check parses, is not read: the caller
 * makes that `unchecked`, since what was not read is no pass.
 */
import { parseDocument } from 'yaml'
import type { Located } from './change-types.js'
import { lineLocator } from './text-findings.js'

/** A value of a JSON or YAML text, as its parser gives it. */
export type Data = null | boolean | number | string | Data[] | { [key: string]: Data }

/**
 * The largest YAML text the check parses, in bytes (UTF-8). The `yaml` package reads about
 * 400 KB a second on a runner (JSON.parse reads GitHub's largest file, 1 MB, in a few
 * milliseconds), and the check reads up to 40 files twice.
 */
export const MAX_YAML_BYTES = 256 * 1024

/**
 * The most aliases (`*name`) a YAML text may resolve, and the weight they may add: what stops a
 * text of a few lines from unfolding into gigabytes (the `yaml` package's own guard).
 */
const MAX_ALIASES = 100

/**
 * The most values one walk visits: a 1 MB JSON text holds at most about half a million, so a walk
 * past this is following `$ref` files in a loop.
 */
export const MAX_VISITS = 1_000_000

/** A JSON or YAML text's value, or why it was not read. */
export type DataReading = { value: Data } | { unread: Located }

const isJson = (path: string): boolean => /\.json$/i.test(path)

/** The 1-based line of the offset a parser's message names, or 1. */
function lineOfPosition(text: string, message: string): number {
  const at = /position (\d+)/.exec(message)
  return at === null ? 1 : lineLocator(text)(Number(at[1]))
}

/** A JSON text's value; the parser's message is not quoted (it quotes the text). */
export function readJson(text: string): DataReading {
  try {
    return { value: JSON.parse(text.replace(/^\uFEFF/, '')) as Data }
  } catch (error) {
    const line = lineOfPosition(text, error instanceof Error ? error.message : '')
    return { unread: { line, detail: 'JSON that does not parse: a person must review it' } }
  }
}

/**
 * A YAML text's value: one document of YAML 1.2's core schema, with merge keys (`<<`), as the
 * platform's YAML readers take them, and its aliases resolved within MAX_ALIASES.
 */
function readYaml(text: string): DataReading {
  if (Buffer.byteLength(text, 'utf8') > MAX_YAML_BYTES)
    return {
      unread: {
        line: 1,
        detail: `YAML past ${MAX_YAML_BYTES / 1024} KiB, which the check does not parse: a person must review it`,
      },
    }
  const unread = (line: number): DataReading => ({
    unread: { line, detail: 'YAML that does not parse: a person must review it' },
  })
  try {
    // Past its parser's depth the `yaml` package reports the stack it ran out of as an error.
    const document = parseDocument(text, { merge: true, prettyErrors: true })
    const [error] = document.errors
    if (error !== undefined) return unread(error.linePos?.[0].line ?? 1)
    const value = document.toJS({ maxAliasCount: MAX_ALIASES }) as Data
    // An alias inside its own anchor (`a: &x [*x]`) builds a value that holds itself, which no
    // walk ends: JSON has no such value, and JSON.stringify throws on it.
    JSON.stringify(value)
    return { value }
  } catch {
    // Too many aliases, a value that holds itself, or a stack overflow in what it builds.
    return unread(1)
  }
}

/** A JSON (`.json`) or YAML (`.yaml`, `.yml`) text's value, or why the check did not read it. */
export function readData(path: string, text: string): DataReading {
  return isJson(path) ? readJson(text) : readYaml(text)
}

/** Whether a value is an object of keys (not a list, not null). */
export function isRecord(value: Data | undefined): value is { [key: string]: Data } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A value's children, with their keys (a list's indices are numbers). */
export function childrenOf(value: Data): [string | number, Data][] {
  if (Array.isArray(value)) return value.map((child, index) => [index, child])
  return isRecord(value) ? Object.entries(value) : []
}

/**
 * Walks values from `start`, depth first and without recursion: `visit` judges a value in its
 * place and says which values to visit next, in theirs. False when it stopped at MAX_VISITS.
 */
export function walkData<P>(
  start: readonly (readonly [Data, P])[],
  visit: (value: Data, place: P) => Iterable<readonly [Data, P]>,
): boolean {
  const stack = [...start].reverse()
  let visits = 0
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (++visits > MAX_VISITS) return false
    const children = [...visit(next[0], next[1])]
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as readonly [Data, P])
  }
  return true
}

/** A key path as a finding shows it (`servers[0].url`), its start cut past 80 characters. */
export function pathText(parent: string, key: string | number): string {
  const joined =
    typeof key === 'number'
      ? `${parent}[${key}]`
      : parent === ''
        ? key
        : `${parent}.${/^[\w$-]+$/.test(key) ? key : JSON.stringify(key)}`
  return joined.length > 80 ? `…${joined.slice(-79)}` : joined
}

/** The most values a text's lines are searched for from its start again (see valueLines). */
const MAX_RESCANS = 100

/**
 * Where string values stand in a text, by 1-based line: as JSON writes them, else as they are (a
 * plain YAML scalar); 1 when neither is found (a YAML scalar folded over lines, an escaped `\/`).
 * Values are asked in the order a walk meets them, the text's own order, so each search starts
 * where the last one found its value; past MAX_RESCANS searches from the start (values out of
 * order, or not found), a value not found ahead is put at line 1: a file of many thousand
 * escaped URLs would otherwise be searched whole for each.
 */
export function valueLines(text: string): (value: string) => number {
  let lineOf: ((at: number) => number) | undefined
  let from = 0
  let rescans = 0
  const find = (needle: string): number => {
    const ahead = text.indexOf(needle, from)
    if (ahead >= 0 || from === 0 || rescans >= MAX_RESCANS) return ahead
    rescans++
    return text.indexOf(needle)
  }
  return (value) => {
    const quoted = find(JSON.stringify(value))
    const at = quoted >= 0 ? quoted : value === '' ? -1 : find(value)
    if (at < 0) return 1
    from = at
    lineOf ??= lineLocator(text)
    return lineOf(at)
  }
}
