/**
 * GitHub Actions expressions (`${{ … }}`), as far as workflows that use these actions need
 * them: literals, context paths, `!`, `&&`, `||`, comparisons with GitHub's loose equality
 * (case-insensitive strings, numbers when the types differ), and the common functions.
 * Anything else throws, so a workflow that relies on more fails loudly instead of being
 * evaluated wrongly.
 */

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value }

/** Contexts by name, plus the job's state for the status functions. */
export interface Scope {
  contexts: Record<string, Value | ((path: string[]) => Value)>
  /** True once a step of the job (or, for a job's `if:`, a job it needs) has failed. */
  failed: boolean
  /** For a job's `if:`: a job it needs was skipped, so `success()` is false but not `failure()`. */
  blocked?: boolean
}

const succeeding = (scope: Scope) => !scope.failed && scope.blocked !== true

type Token = { kind: 'op' | 'str' | 'num' | 'id'; text: string }

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  const pattern =
    /\s*(?:('(?:[^']|'')*')|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_-]*)|(==|!=|<=|>=|&&|\|\||[!<>().,[\]*]))/y
  let at = 0
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break
    pattern.lastIndex = at
    const m = pattern.exec(source)
    if (m === null) throw new Error(`cannot read the expression at "${source.slice(at)}"`)
    at = pattern.lastIndex
    if (m[1] !== undefined)
      tokens.push({ kind: 'str', text: m[1].slice(1, -1).replace(/''/g, "'") })
    else if (m[2] !== undefined) tokens.push({ kind: 'num', text: m[2] })
    else if (m[3] !== undefined) tokens.push({ kind: 'id', text: m[3] })
    else tokens.push({ kind: 'op', text: m[4] ?? '' })
  }
  return tokens
}

function toNumber(value: Value): number {
  if (value === null) return 0
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'number') return value
  if (typeof value === 'string') return value.trim() === '' ? 0 : Number(value)
  return NaN
}

export function truthy(value: Value): boolean {
  return !(value === false || value === null || value === '' || value === 0 || Number.isNaN(value))
}

/** `==` as GitHub defines it. */
function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase()
  if (typeof a === typeof b && (typeof a !== 'object' || a === null || b === null)) return a === b
  if (typeof a === 'object' && a !== null) return a === b
  return toNumber(a) === toNumber(b)
}

/** The key of `object` that matches `key` ignoring case, as GitHub's property access does. */
export function keyOf(object: Record<string, unknown>, key: string): string | undefined {
  if (key in object) return key
  return Object.keys(object).find((k) => k.toLowerCase() === key.toLowerCase())
}

/** Property access as GitHub does it: case-insensitive; a missing property is null. */
export function lookup(value: Value, keys: string[]): Value {
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return null
    if (Array.isArray(value)) value = value[Number(key)] ?? null
    else {
      const found = keyOf(value, key)
      value = found === undefined ? null : (value[found] ?? null)
    }
  }
  return value
}

/** A value as `${{ }}` puts it into a string. */
export function stringify(value: Value): string {
  if (value === null) return ''
  if (typeof value === 'object') return JSON.stringify(value, null, 2)
  return String(value)
}

class Parser {
  private at = 0
  /** Above 0 while reading an operand that `&&` or `||` does not need: parsed, not evaluated. */
  private skipping = 0
  private readonly tokens: Token[]
  private readonly scope: Scope

  constructor(tokens: Token[], scope: Scope) {
    this.tokens = tokens
    this.scope = scope
  }

  parse(): Value {
    const value = this.or()
    if (this.at < this.tokens.length)
      throw new Error(`unexpected "${this.tokens[this.at]?.text}" in the expression`)
    return value
  }

  private peek(text: string): boolean {
    const token = this.tokens[this.at]
    return token?.kind === 'op' && token.text === text
  }

  private take(text: string): void {
    if (!this.peek(text)) throw new Error(`expected "${text}" in the expression`)
    this.at++
  }

  private or(): Value {
    let value = this.and()
    while (this.peek('||')) {
      this.at++
      if (truthy(value)) this.skip(() => this.and())
      else value = this.and()
    }
    return value
  }

  private and(): Value {
    let value = this.comparison()
    while (this.peek('&&')) {
      this.at++
      if (truthy(value)) value = this.comparison()
      else this.skip(() => this.comparison())
    }
    return value
  }

  /** Reads an operand without evaluating it, as GitHub short-circuits `&&` and `||`. */
  private skip(read: () => Value): void {
    this.skipping++
    try {
      read()
    } finally {
      this.skipping--
    }
  }

  private comparison(): Value {
    const left = this.unary()
    for (const op of ['==', '!=', '<=', '>=', '<', '>']) {
      if (!this.peek(op)) continue
      this.at++
      const right = this.unary()
      if (op === '==') return equal(left, right)
      if (op === '!=') return !equal(left, right)
      // Two strings compare case-insensitively; anything else as numbers.
      const strings = typeof left === 'string' && typeof right === 'string'
      const [a, b] = strings
        ? [left.toLowerCase(), right.toLowerCase()]
        : [toNumber(left), toNumber(right)]
      return op === '<' ? a < b : op === '>' ? a > b : op === '<=' ? a <= b : a >= b
    }
    return left
  }

  private unary(): Value {
    if (this.peek('!')) {
      this.at++
      return !truthy(this.unary())
    }
    return this.primary()
  }

  private primary(): Value {
    const token = this.tokens[this.at++]
    if (token === undefined) throw new Error('the expression ends too soon')
    if (token.kind === 'str') return token.text
    if (token.kind === 'num') return Number(token.text)
    if (token.kind === 'op' && token.text === '(') {
      const value = this.or()
      this.take(')')
      return lookup(value, this.keys())
    }
    if (token.kind !== 'id') throw new Error(`unexpected "${token.text}" in the expression`)
    if (token.text === 'true' || token.text === 'false') return token.text === 'true'
    if (token.text === 'null') return null
    if (this.peek('(')) return lookup(this.call(token.text), this.keys())
    const name = keyOf(this.scope.contexts, token.text)
    const context = name === undefined ? undefined : this.scope.contexts[name]
    if (context === undefined) throw new Error(`unknown context "${token.text}"`)
    const keys = this.keys()
    if (this.skipping > 0) return null
    return typeof context === 'function' ? context(keys) : lookup(context, keys)
  }

  /** What follows a value: `.name` and `[expression]`, as property names. */
  private keys(): string[] {
    const keys: string[] = []
    for (;;) {
      if (this.peek('.')) {
        this.at++
        const key = this.tokens[this.at++]
        if (key?.kind !== 'id') throw new Error('expected a property name after "."')
        keys.push(key.text)
      } else if (this.peek('[')) {
        this.at++
        keys.push(stringify(this.or()))
        this.take(']')
      } else return keys
    }
  }

  private call(name: string): Value {
    this.take('(')
    const args: Value[] = []
    while (!this.peek(')')) {
      args.push(this.or())
      if (!this.peek(')')) this.take(',')
    }
    this.take(')')
    if (this.skipping > 0) return null
    const text = (i: number) => stringify(args[i] ?? null).toLowerCase()
    switch (name) {
      case 'success':
        return succeeding(this.scope)
      case 'failure':
        return this.scope.failed
      case 'always':
        return true
      case 'cancelled':
        return false
      case 'contains': {
        const [haystack] = args
        if (Array.isArray(haystack)) return haystack.some((item) => equal(item, args[1] ?? null))
        return text(0).includes(text(1))
      }
      case 'startsWith':
        return text(0).startsWith(text(1))
      case 'endsWith':
        return text(0).endsWith(text(1))
      case 'fromJSON':
        return JSON.parse(stringify(args[0] ?? null)) as Value
      case 'toJSON':
        return JSON.stringify(args[0] ?? null, null, 2)
      case 'format':
        return stringify(args[0] ?? null).replace(/\{(\d+)\}/g, (_, i: string) =>
          stringify(args[Number(i) + 1] ?? null),
        )
      default:
        throw new Error(`the function ${name}() is not supported`)
    }
  }
}

/** Evaluates one expression (the text inside `${{ }}`). */
export function evaluate(expression: string, scope: Scope): Value {
  return new Parser(tokenize(expression), scope).parse()
}

/** Replaces every `${{ … }}` in `text`; text without one is returned as it is. */
export function interpolate(text: string, scope: Scope): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) =>
    stringify(evaluate(expression, scope)),
  )
}

/**
 * An `if:` condition, written with or without `${{ }}`. Without a status function it means
 * `success() && (condition)`, as on GitHub.
 */
export function condition(text: string | boolean | undefined, scope: Scope): boolean {
  if (text === undefined) return succeeding(scope)
  if (typeof text === 'boolean') return text && succeeding(scope)
  const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(text)?.[1] ?? text
  const status = /\b(success|failure|always|cancelled)\s*\(/.test(inner)
  const value = truthy(evaluate(inner, scope))
  return status ? value : value && succeeding(scope)
}
