/**
 * GitHub Actions expressions, evaluated by GitHub's own evaluator (`@actions/expressions`, from
 * actions/languageservices), with what the workflow player adds on top:
 *
 * - strict contexts: a name that a strict context (secrets, vars, inputs, needs, matrix, steps)
 *   does not have is an error naming it, where GitHub would quietly give an empty string;
 * - the status functions `success()`, `failure()`, `always()` and `cancelled()`, given to the
 *   evaluator as functions, and only where GitHub allows them (`if:`);
 * - `if:` conditions with the implicit `success() &&` that GitHub adds when the parsed
 *   condition calls no status function.
 *
 * `${{ }}` in a string becomes one expression, as GitHub's runner reads it: `a ${{ b }} c` is
 * `format('a {0} c', b)` (see `template`).
 */
import { data, Evaluator, Lexer, Parser, type Expr } from '@actions/expressions'
import { TokenType } from '@actions/expressions/lexer'
import {
  Binary,
  ContextAccess,
  FunctionCall,
  Grouping,
  IndexAccess,
  Logical,
  Star,
  Unary,
} from '@actions/expressions/ast'
import type { FunctionDefinition } from '@actions/expressions/funcs/info'
import { truthy } from '@actions/expressions/result'

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value }

/** The contexts an expression may use, by name. */
export interface Scope {
  contexts: Record<string, Value>
  /** Contexts in which a missing name is an error (names are matched ignoring case). */
  strict?: readonly string[]
}

/** What the status functions answer, for a job's or a step's `if:`. */
export interface Status {
  /** A step of the job (or, for a job's `if:`, a job it needs) has failed. */
  failed: boolean
  /** For a job's `if:`: a job it needs was skipped, so `success()` is false but not `failure()`. */
  blocked?: boolean
}

/** An expression as GitHub's workflow parser read it from `${{ }}` (without the braces). */
export class Expression {
  readonly text: string
  /** The string of the workflow file it was read from, `${{ }}` and all, where there was one. */
  readonly source: string | undefined
  constructor(text: string, source?: string) {
    this.text = text
    this.source = source
  }
}

const STATUS_FUNCTIONS = ['success', 'failure', 'always', 'cancelled'] as const

function statusFunctions(status: Status): Map<string, FunctionDefinition> {
  const answers: Record<(typeof STATUS_FUNCTIONS)[number], boolean> = {
    success: !status.failed && status.blocked !== true,
    failure: status.failed,
    always: true,
    // The player never cancels a run.
    cancelled: false,
  }
  return new Map(
    STATUS_FUNCTIONS.map((name) => [
      name,
      { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(answers[name]) },
    ]),
  )
}

/** GitHub's evaluator, with an error for a name that a strict context does not have. */
class StrictEvaluator extends Evaluator {
  private readonly strict: ReadonlySet<string>

  constructor(
    expression: Expr,
    contexts: data.Dictionary,
    functions: Map<string, FunctionDefinition>,
    strict: ReadonlySet<string>,
  ) {
    super(expression, contexts, functions)
    this.strict = strict
  }

  override visitIndexAccess(access: IndexAccess): data.ExpressionData {
    const { expr, index } = access
    if (
      expr instanceof ContextAccess &&
      !(index instanceof Star) &&
      this.strict.has(expr.name.lexeme.toLowerCase())
    ) {
      const key = this.eval(index)
      const context = this.eval(expr)
      if (key.primitive && context instanceof data.Dictionary) {
        const found = context.get(key.coerceString())
        if (found === undefined)
          throw new Error(
            `the workflow uses ${expr.name.lexeme.toLowerCase()}.${key.coerceString()}, which does not exist`,
          )
        return found
      }
    }
    return super.visitIndexAccess(access)
  }
}

function parse(text: string, scope: Scope, functions: Map<string, FunctionDefinition>): Expr {
  const { tokens } = new Lexer(text).lex()
  // The lexer (0.3.61) unescapes only the first '' of a string; GitHub's runner unescapes all.
  for (const token of tokens)
    if (token.type === TokenType.STRING)
      token.value = token.lexeme.slice(1, -1).replaceAll("''", "'")
  // An empty expression (only the end token) parses to nothing: GitHub's evaluators read null.
  if (tokens.length === 1) return parse('null', scope, functions)
  return new Parser(tokens, Object.keys(scope.contexts), [...functions.values()]).parse()
}

function run(tree: Expr, scope: Scope, functions: Map<string, FunctionDefinition>) {
  const contexts = JSON.parse(JSON.stringify(scope.contexts), data.reviver) as data.Dictionary
  const strict = new Set((scope.strict ?? []).map((name) => name.toLowerCase()))
  return new StrictEvaluator(tree, contexts, functions, strict).evaluate()
}

const toValue = (result: data.ExpressionData): Value =>
  JSON.parse(JSON.stringify(result, data.replacer)) as Value

/** Evaluates one expression (the text inside `${{ }}`); status functions are unknown here. */
export function evaluate(expression: string, scope: Scope): Value {
  const none = new Map<string, FunctionDefinition>()
  return toValue(run(parse(expression, scope, none), scope, none))
}

/**
 * A value as GitHub puts it where a string is expected (`with:`, `env:`, outputs): numbers and
 * booleans as GitHub writes them, null as ''; an object or array is refused, as GitHub does.
 */
export function render(template: Template, scope: Scope): string {
  if (!(template instanceof Expression)) {
    if (template === null) return ''
    if (typeof template === 'object') throw new Error('a mapping or sequence where a string goes')
    return String(template)
  }
  const none = new Map<string, FunctionDefinition>()
  const result = run(parse(template.text, scope, none), scope, none)
  if (!result.primitive)
    throw new Error(`\${{ ${template.text} }} gives an object or array where a string goes`)
  return result.coerceString()
}

/** A value of the workflow file: literals, and expressions where it had `${{ }}`. */
export type Template =
  string | number | boolean | null | Expression | Template[] | { [key: string]: Template }

/**
 * A string of the workflow file with its `${{ }}` read as GitHub's runner reads them: the text
 * alone if it has none, the expression if it is only one, else a `format()` of the pieces. The
 * `}}` that ends an expression is the first one outside a quoted string. (GitHub's workflow
 * parser does the same from the YAML source, not the value, for multi-line strings: it would
 * keep a block's indentation, so the player reads the value here.)
 */
export function template(text: string): string | Expression {
  const pieces: (string | Expression)[] = []
  let at = 0
  for (let open = text.indexOf('${{'); open >= 0; open = text.indexOf('${{', at)) {
    let quoted = false
    let close = -1
    for (let i = open + 3; i < text.length && close < 0; i++) {
      if (text[i] === "'") quoted = !quoted
      else if (!quoted && text[i] === '}' && text[i - 1] === '}') close = i
    }
    if (close < 0) throw new Error(`an unclosed \${{ in "${text}"`)
    if (open > at) pieces.push(text.slice(at, open))
    pieces.push(new Expression(text.slice(open + 3, close - 1).trim()))
    at = close + 1
  }
  if (at < text.length) pieces.push(text.slice(at))
  const [only] = pieces
  if (pieces.length === 1 && only instanceof Expression) return new Expression(only.text, text)
  if (!pieces.some((piece) => piece instanceof Expression)) return text
  const args = pieces.filter((piece) => piece instanceof Expression).map((e) => `, ${e.text}`)
  let index = 0
  const format = pieces
    .map((piece) =>
      piece instanceof Expression
        ? `{${index++}}`
        : piece.replace(/'/g, "''").replace(/\{/g, '{{').replace(/\}/g, '}}'),
    )
    .join('')
  return new Expression(`format('${format}'${args.join('')})`, text)
}

/** A value of the workflow file with its expressions evaluated (a matrix, say). */
export function resolve(template: Template, scope: Scope): Value {
  if (template instanceof Expression) return evaluate(template.text, scope)
  if (Array.isArray(template)) return template.map((item) => resolve(item, scope))
  if (template !== null && typeof template === 'object')
    return Object.fromEntries(
      Object.entries(template).map(([key, item]) => [key, resolve(item, scope)]),
    )
  return template
}

/** Does the parsed condition call a status function anywhere (not inside a string)? */
function callsStatusFunction(tree: Expr): boolean {
  if (tree instanceof FunctionCall)
    return (
      (STATUS_FUNCTIONS as readonly string[]).includes(tree.functionName.lexeme.toLowerCase()) ||
      tree.args.some(callsStatusFunction)
    )
  if (tree instanceof Binary)
    return callsStatusFunction(tree.left) || callsStatusFunction(tree.right)
  if (tree instanceof Logical) return tree.args.some(callsStatusFunction)
  if (tree instanceof Unary) return callsStatusFunction(tree.expr)
  if (tree instanceof Grouping) return callsStatusFunction(tree.group)
  if (tree instanceof IndexAccess)
    return callsStatusFunction(tree.expr) || callsStatusFunction(tree.index)
  return false
}

/**
 * An `if:` condition, written with or without `${{ }}`. When the parsed condition calls no
 * status function it means `success() && (condition)`, as on GitHub: a failed job skips it,
 * and the condition itself is then not evaluated.
 */
export function condition(
  written: string | boolean | Expression | undefined,
  scope: Scope,
  status: Status,
): boolean {
  const text = (written instanceof Expression ? written.text : String(written ?? '')).trim()
  const functions = statusFunctions(status)
  if (text === '') return truthy(run(parse('success()', scope, functions), scope, functions))
  const tree = parse(text, scope, functions)
  const full = callsStatusFunction(tree) ? tree : parse(`success() && (${text})`, scope, functions)
  return truthy(run(full, scope, functions))
}
