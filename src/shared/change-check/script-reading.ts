/**
 * What a script the team allows may do in readers' browsers (the `script` kind of the change
 * check): a snippet's component (`snippets/**\/*.jsx`), a custom script the platform puts on every
 * page (a `.js` file of the docs). Read with acorn and acorn-jsx, the parser MDX itself uses for a
 * page's code, and judged by an allow-list rather than a list of what is known to be harmful
 * (issue #52): every name the code leaves to the page must be a harmless built-in
 * (./script-allow-list.ts, ./script-globals.ts), which ESLint's scope analysis tells whatever
 * aliases the code makes (./script-scope.ts); no member may reach constructors or lead back to the
 * page, and none may be named by a computed key the check cannot read (./script-nodes.ts); the
 * markup keeps the page rules, and every URL it takes is held to the URL rules whatever builds it
 * (./script-jsx.ts). What does not parse cannot be judged, which is a finding of its own.
 */
import { Parser, type Options } from 'acorn'
import jsx from 'acorn-jsx'
import type { Node, Program } from 'estree'
import type { CodeFacts, Located } from './change-types.js'
import { globalFindings, type Report } from './script-globals.js'
import { element, propsGiven, reactCall, urlMember, type Markup } from './script-jsx.js'
import { nodeFindings, redefinedGlobals } from './script-nodes.js'
import { scopesOf, scriptNames } from './script-scope.js'
import { styleMember } from './script-style.js'
import { placedNodes } from './syntax-walk.js'

export type { CodeFacts } from './change-types.js'

const JSX_PARSER = Parser.extend(jsx())

// ESLint's scope analysis reads each node's `range`.
const OPTIONS: Options = {
  ecmaVersion: 'latest',
  locations: true,
  ranges: true,
  allowHashBang: true,
}

type SourceType = 'module' | 'script'

/** How a script runs: a module (a snippet MDX imports), or a classic script (a custom script). */
export interface ScriptKind {
  /** The file's path in the repository, which its imports are read from. */
  path: string
  /** JSX is read (`.js` and `.jsx`, as React's tools read them). */
  withJsx: boolean
  /** What the platform runs it as: tried first, the other after. */
  runsAs: SourceType
}

/** A script's syntax tree and how it parsed; the reason when it parses neither way. */
function parse(text: string, kind: ScriptKind): { tree: Program; as: SourceType } | Located {
  const parser = kind.withJsx ? JSX_PARSER : Parser
  const order: SourceType[] = kind.runsAs === 'module' ? ['module', 'script'] : ['script', 'module']
  let error: unknown
  for (const sourceType of order) {
    try {
      return {
        tree: parser.parse(text, { ...OPTIONS, sourceType }) as unknown as Program,
        as: sourceType,
      }
    } catch (caught) {
      error ??= caught
    }
  }
  const { loc, message } = error as { loc?: { line: number }; message?: string }
  return {
    line: loc?.line ?? 1,
    detail: `code that does not parse (${message ?? 'a syntax error'})`,
  }
}

/** Where a node stands: its first line, and its last when it spans more. */
function located(node: Node, detail: string): Located {
  const line = node.loc?.start.line ?? 1
  const end = node.loc?.end.line ?? line
  return { line, ...(end > line ? { endLine: end } : {}), detail }
}

/** Findings once each: two rules may name the same thing at the same place. */
function once(found: Located[]): Located[] {
  const seen = new Set<string>()
  return found
    .filter((f) => {
      const key = `${f.line}\0${f.detail}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => a.line - b.line)
}

/**
 * What a script does in readers' browsers: `text` is JavaScript (TypeScript comes here with its
 * types taken out: ./code-files.ts), read as `kind` says.
 */
export function readScript(
  text: string,
  kind: ScriptKind,
  allowedHosts: readonly string[],
): CodeFacts {
  const facts: CodeFacts = { script: [], unchecked: [], urls: [], unjudged: undefined }
  const parsed = parse(text, kind)
  if (!('tree' in parsed)) return { ...facts, unjudged: parsed }
  const placed = placedNodes(parsed.tree)
  const parents = new Map<Node, Node>()
  for (const { node, parent } of placed) if (parent !== undefined) parents.set(node, parent)
  const scopes = scopesOf(parsed.tree, parsed.as)
  const report: Report = {
    script: (node, detail) => facts.script.push(located(node, detail)),
    unchecked: (node, detail) => facts.unchecked.push(located(node, detail)),
  }
  const markup: Markup = {
    scopes,
    parents,
    names: scriptNames(scopes, parents),
    report,
    allowedHosts,
    urls: facts.urls,
    urlProps: new Map(),
  }
  globalFindings(scopes.free, parents, report)
  redefinedGlobals(scopes.manager, report)
  const context = { path: kind.path, scopes: scopes.manager, parents, report }
  for (const { node, parent } of placed) {
    nodeFindings(node, parent, context)
    element(markup, node)
    reactCall(markup, node)
    urlMember(markup, node)
    styleMember(report, node, markup.names, allowedHosts)
  }
  propsGiven(markup)
  return { ...facts, script: once(facts.script), unchecked: once(facts.unchecked) }
}
