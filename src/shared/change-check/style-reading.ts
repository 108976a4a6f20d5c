/**
 * What a stylesheet the team allows loads or runs (the `script` kind of the change check): the
 * platform puts a `.css` file of the docs on every page. Read with a tokenizer of the CSS Syntax
 * specification (@csstools/css-tokenizer), as a browser reads it, so that escapes (`\75 rl(`),
 * comments and case hide nothing: an `@import` or a `url()` to a host `allowed-link-hosts` does
 * not name (a remote stylesheet or font, a request that tells that host who reads the page), and
 * what runs code in older browsers (`expression()`, `behavior`, `-moz-binding`).
 */
import { tokenize, TokenType, type CSSToken } from '@csstools/css-tokenizer'
import { activeScheme, hostAllowed, linkHost } from './active-content.js'
import type { CodeFacts, Located } from './change-types.js'
import { lineLocator } from './text-findings.js'

/** Functions whose argument is an address the browser fetches. */
const FETCHING_FUNCTIONS = new Set(['url', 'src', 'image-set', '-webkit-image-set'])

/** Functions and properties that run code (in the browsers that still know them). */
const RUNNING_FUNCTIONS = new Set(['expression', 'javascript'])
const RUNNING_PROPERTIES = new Set(['behavior', '-moz-binding'])

/** Tokens that say nothing between the ones that do. */
const isBlank = (token: CSSToken | undefined): boolean =>
  token?.[0] === TokenType.Whitespace || token?.[0] === TokenType.Comment

/** A token's parsed value (unescaped, unquoted), lowercased for names. */
function valueOf(token: CSSToken | undefined): string | undefined {
  const data = token?.[4] as { value?: unknown } | null | undefined
  return typeof data?.value === 'string' ? data.value : undefined
}

/** The next token that is not blank, from `at`. */
function nextToken(tokens: readonly CSSToken[], at: number): CSSToken | undefined {
  let index = at
  while (isBlank(tokens[index])) index++
  return tokens[index]
}

/**
 * The addresses a stylesheet fetches, each with the offset it stands at: `url(x)`, `url("x")`,
 * the strings of `image-set()`, and what `@import` names.
 */
function addresses(tokens: readonly CSSToken[]): { at: number; address: string | null }[] {
  const found: { at: number; address: string | null }[] = []
  let depth = 0
  for (const [index, token] of tokens.entries()) {
    const [type, , at] = token
    if (type === TokenType.URL) found.push({ at, address: valueOf(token) ?? '' })
    if (type === TokenType.AtKeyword && valueOf(token)?.toLowerCase() === 'import') {
      const next = nextToken(tokens, index + 1)
      if (next?.[0] === TokenType.String) found.push({ at, address: valueOf(next) ?? '' })
    }
    if (
      type === TokenType.Function &&
      FETCHING_FUNCTIONS.has(valueOf(token)?.toLowerCase() ?? '')
    ) {
      depth++
      const next = nextToken(tokens, index + 1)
      // `src(var(--x))`: an address left to run time; a gradient in `image-set()` is none.
      const named = next?.[0] === TokenType.Function ? (valueOf(next)?.toLowerCase() ?? '') : ''
      const given =
        next?.[0] === TokenType.String ||
        next?.[0] === TokenType.URL ||
        FETCHING_FUNCTIONS.has(named) ||
        named.endsWith('-gradient')
      if (!given) found.push({ at, address: null })
      continue
    }
    if (depth === 0) continue
    if (type === TokenType.String) found.push({ at, address: valueOf(token) ?? '' })
    if (type === TokenType.Function || type === TokenType.OpenParen) depth++
    if (type === TokenType.CloseParen) depth--
  }
  return found
}

/** What a stylesheet loads from hosts not allowed, and what in it runs code. */
export function readStyle(text: string, allowedHosts: readonly string[]): CodeFacts {
  const script: Located[] = []
  const lineOf = lineLocator(text)
  let tokens: CSSToken[]
  try {
    tokens = tokenize({ css: text })
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    return {
      script,
      unchecked: [],
      urls: [],
      unjudged: { line: 1, detail: `CSS that does not read (${why})` },
    }
  }
  for (const { at, address } of addresses(tokens)) {
    const line = lineOf(at)
    const scheme = address === null ? undefined : activeScheme(address)
    const host = address === null ? undefined : linkHost(address)
    if (address === null) script.push({ line, detail: 'a CSS address left to run time' })
    else if (scheme !== undefined) script.push({ line, detail: `a ${scheme} URL in CSS` })
    else if (host !== undefined && !hostAllowed(host, allowedHosts))
      script.push({ line, detail: `CSS that loads from ${host}` })
  }
  for (const [index, token] of tokens.entries()) {
    const name = valueOf(token)?.toLowerCase() ?? ''
    const line = lineOf(token[2])
    if (token[0] === TokenType.Function && RUNNING_FUNCTIONS.has(name))
      script.push({ line, detail: `CSS ${name}(), which runs code` })
    if (
      token[0] === TokenType.Ident &&
      RUNNING_PROPERTIES.has(name) &&
      nextToken(tokens, index + 1)?.[0] === TokenType.Colon
    )
      script.push({ line, detail: `CSS ${name}, which runs code` })
  }
  return {
    script: script.sort((a, b) => a.line - b.line),
    unchecked: [],
    urls: [],
    unjudged: undefined,
  }
}
