/**
 * The URLs a page gives by expressions (issue #52): `href={u}`, `href={'java' + 'script:…'}`, a
 * template, a condition, `[…][0]`. Each is folded into the values it may give (./url-values.ts),
 * the names it uses read from the page's own `const`s (`export const u = '…'`), and held to the
 * URL rules as a written string is: a text that runs code is `script`; in an attribute that takes
 * a URL, a value the check cannot see start harmlessly (`/`, `#`, `https://`, ...) is a URL built
 * in code, `unchecked`. The page's `export`s' strings are held to the URL rules too.
 */
import type { Node, Program } from 'estree'
import { activeScheme } from './active-content.js'
import { takesUrl } from './script-allow-list.js'
import { placedNodes } from './syntax-walk.js'
import { fold, judgeUrl, type Names, type Value } from './url-values.js'

/**
 * The names a page's expressions may use, as far as the check knows them: each `const` of its
 * `import`/`export` blocks declared once by a plain name; anything else (an import, a name
 * declared twice, a `let`) the check cannot know.
 */
export function pageNames(programs: readonly Program[]): Names {
  const declared = new Map<string, Node | null>()
  for (const program of programs)
    for (const statement of program.body) {
      const declaration =
        statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
      if (declaration?.type !== 'VariableDeclaration') continue
      for (const declarator of declaration.declarations) {
        if (declarator.id.type !== 'Identifier') continue
        const name = declarator.id.name
        const once = declaration.kind === 'const' && !declared.has(name)
        declared.set(name, once ? (declarator.init ?? null) : null)
      }
    }
  const names: Names = {
    identifier(node, depth) {
      const init = declared.get((node as { name?: string }).name ?? '')
      return init === undefined || init === null ? undefined : fold(init, names, depth + 1)
    },
  }
  return names
}

/** What an attribute's expression gives, judged: what runs, what is built, what it links. */
export interface ExpressionUrl {
  /** `javascript:` and the like, when a value it may give is such a text. */
  active: string | undefined
  /** In an attribute that takes a URL, a value the check cannot see start harmlessly. */
  built: boolean
  /** The texts and hosted starts it may give, for the `link` warnings. */
  urls: string[]
}

/**
 * The attribute `name`'s value given by `expression`, on a `component` or an HTML element. Any
 * attribute's text that runs code counts (a component may put any prop in a link), as a written
 * string's does.
 */
export function expressionUrl(
  name: string,
  expression: Node,
  names: Names,
  component: boolean,
): ExpressionUrl {
  const values: Value[] = fold(expression, names)
  const urlAttribute = takesUrl(name, component)
  const kept = urlAttribute
    ? values
    : values.filter((value) => value.kind === 'text' || value.kind === 'start')
  const judged = judgeUrl(kept, (next) => fold(next, names))
  return {
    active: judged.active,
    built: urlAttribute && judged.built,
    urls: /^xmlns/i.test(name) ? [] : judged.urls,
  }
}

/** The running schemes of the strings an `import`/`export` block holds (`export const u = …`). */
export function esmActiveUrls(program: Program): { node: Node; scheme: string }[] {
  const found: { node: Node; scheme: string }[] = []
  for (const { node } of placedNodes(program)) {
    let text: string | undefined
    if (node.type === 'Literal' && typeof node.value === 'string') text = node.value
    if (node.type === 'TemplateLiteral')
      text = node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('')
    const scheme = text === undefined ? undefined : activeScheme(text)
    if (scheme !== undefined) found.push({ node, scheme })
  }
  return found
}
