/**
 * The path a reader follows through the code from one function, as docs/architecture.md's
 * traces count it: a stay each time the path enters a file of the counted folders (returns to a
 * file left before included), the files of other folders not entered. Read from the sources by
 * TypeScript's checker, nothing run: every call of a function body is followed in the order it is
 * written, each branch one after the other, each function once (a call to one already walked is
 * not followed again); a call through an interface (a kind of request's own method) is not
 * followed, as the traces do not follow them. What `skip` names (a file, or `file:function`)
 * is not entered: the traces leave out the constructors of the types, how a question asks for a
 * fact, and the gathering of a fact.
 */
import { relative } from 'node:path'
import ts from 'typescript'

export interface Walk {
  /** The files of the path, in order, a file once for each stay. */
  stays: string[]
  /** The stays in a file the path had left before. */
  returns: number
}

/** A function's body, with the file it is in. */
type Body = { node: ts.Node; file: string }

/** The walk from function `name` of `file` (paths relative to `root`), in `counted` folders. */
export function walk(
  program: ts.Program,
  root: string,
  file: string,
  name: string,
  counted: readonly string[],
  skip: readonly string[] = [],
): Walk {
  const source = program.getSourceFile(`${root}/${file}`)
  if (source === undefined) throw new Error(`${file} is not in the program`)
  const start = functionNamed(source, name)
  if (start === undefined) throw new Error(`${file} has no function ${name}`)
  const checker = program.getTypeChecker()
  const path: string[] = []
  const walked = new Set<ts.Node>()
  const inCounted = (at: string) => counted.some((folder) => at.startsWith(folder))
  const skipped = (body: Body) =>
    skip.includes(body.file) || skip.includes(`${body.file}:${nameOf(body.node)}`)
  const enter = (at: string) => {
    if (path.at(-1) !== at) path.push(at)
  }
  const follow = (body: Body): void => {
    walked.add(body.node)
    enter(body.file)
    for (const callee of callsIn(body.node, checker, root)) {
      if (walked.has(callee.node) || !inCounted(callee.file) || skipped(callee)) continue
      follow(callee)
      enter(body.file)
    }
  }
  follow({ node: start, file })
  const seen = new Set<string>()
  let returns = 0
  for (const at of path) {
    if (seen.has(at)) returns++
    seen.add(at)
  }
  return { stays: path, returns }
}

/** The name a function is declared by. */
function nameOf(node: ts.Node): string {
  return (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) &&
    node.name !== undefined &&
    ts.isIdentifier(node.name)
    ? node.name.text
    : ''
}

/** The function declared as `name` at the top of `source`. */
function functionNamed(source: ts.SourceFile, name: string): ts.Node | undefined {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement
    if (!ts.isVariableStatement(statement)) continue
    for (const declared of statement.declarationList.declarations)
      if (ts.isIdentifier(declared.name) && declared.name.text === name) return declared
  }
  return undefined
}

/** The bodies the calls in `node` reach, in the order the calls are written. */
function callsIn(node: ts.Node, checker: ts.TypeChecker, root: string): Body[] {
  const found: Body[] = []
  const visit = (child: ts.Node): void => {
    // A nested function is walked where it is called, not where it is written.
    if (child !== node && ts.isFunctionLike(child) && !ts.isArrowFunction(child)) return
    ts.forEachChild(child, visit)
    if (!ts.isCallExpression(child)) return
    const body = declarationOf(child.expression, checker)
    if (body !== undefined)
      found.push({ node: body, file: relative(root, body.getSourceFile().fileName) })
  }
  ts.forEachChild(node, visit)
  return found
}

/** The function a callee names, through imports; undefined for a method or a parameter. */
function declarationOf(callee: ts.Expression, checker: ts.TypeChecker): ts.Node | undefined {
  if (!ts.isIdentifier(callee)) return undefined
  let symbol = checker.getSymbolAtLocation(callee)
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias)
    symbol = checker.getAliasedSymbol(symbol)
  const declaration = symbol?.declarations?.[0]
  if (declaration === undefined) return undefined
  if (ts.isFunctionDeclaration(declaration)) return declaration
  if (ts.isVariableDeclaration(declaration) && declaration.initializer !== undefined)
    return ts.isArrowFunction(declaration.initializer) ||
      ts.isFunctionExpression(declaration.initializer)
      ? declaration
      : undefined
  return undefined
}
