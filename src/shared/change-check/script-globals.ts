/**
 * The free names of a script (those no declaration of the file answers: the page's globals) held
 * to the allow-list (./script-allow-list.ts): a name outside it is a finding that names it,
 * whatever it is (`window`, `document`, `fetch`, `eval`, `Image`, `localStorage`, `require`, a
 * misspelling); a listed global's members are the listed ones; a global is never written. So
 * an alias (`const d = document`), a destructuring (`const { eval: run } = window`) or a name put
 * together at run time reaches nothing the list does not hold: the code can only name it.
 */
import type { Node } from 'estree'
import type { Reference } from 'eslint-scope'
import {
  CALLBACK_GLOBALS,
  CANCELLING_GLOBALS,
  FREE_GLOBALS,
  LISTED_CHAINS,
  LISTED_MEMBERS,
} from './script-allow-list.js'
import { keyName } from './url-values.js'

/** Where a script's findings go: `script` (what reaches the page) or `unchecked`. */
export interface Report {
  script(node: Node, detail: string): void
  unchecked(node: Node, detail: string): void
}

type Parents = ReadonlyMap<Node, Node>

/** Whether `node` is what an assignment, an update or a `delete` writes. */
function written(node: Node, parents: Parents): boolean {
  const parent = parents.get(node)
  if (parent?.type === 'AssignmentExpression') return parent.left === node
  if (parent?.type === 'UpdateExpression') return true
  return parent?.type === 'UnaryExpression' && parent.operator === 'delete'
}

/** Members that are only ever called in place, whose arguments the check then reads. */
const CALLED_MEMBERS = new Set([
  'Object.assign',
  'JSON.stringify',
  'React.createElement',
  'React.cloneElement',
])

/** What a call of `Object.assign` or `JSON.stringify` must not be given. */
function callRefusal(member: string, call: Node): string | undefined {
  if (call.type !== 'CallExpression') return undefined
  const [first, second] = call.arguments as Node[]
  // Into an object the code made in place: never an element, an event or a global.
  if (member === 'Object.assign' && first?.type !== 'ObjectExpression')
    return '`Object.assign` into an object not made in place'
  const plain =
    second === undefined ||
    second.type === 'ArrayExpression' ||
    (second.type === 'Literal' && second.value === null) ||
    (second.type === 'Identifier' && second.name === 'undefined')
  // A replacer is handed every value of what is stringified: an event's window among them.
  if (member === 'JSON.stringify' && !plain)
    return '`JSON.stringify` with a replacer, which is handed every value'
  return undefined
}

/**
 * A use of a global whose members are listed (`Object`, or `React` imported): as
 * `Global.member` with a listed member, called or constructed, or on the right of `instanceof`.
 */
export function listedUse(
  node: Node,
  name: string,
  members: ReadonlySet<string>,
  parents: Parents,
  report: Report,
): void {
  const parent = parents.get(node)
  if (parent?.type === 'MemberExpression' && parent.object === node) {
    const member = keyName(parent.property, parent.computed)
    // A computed name is a finding of its own (./script-nodes.ts).
    if (member === undefined) return
    if (!members.has(member)) {
      report.script(parent, `\`${name}.${member}\`, a member the check does not allow`)
      return
    }
    const call = parents.get(parent)
    const called =
      (call?.type === 'CallExpression' || call?.type === 'NewExpression') && call.callee === parent
    const whole = `${name}.${member}`
    if (!called && CALLED_MEMBERS.has(whole))
      report.unchecked(parent, `\`${whole}\` taken as a value`)
    const refusal = called ? callRefusal(whole, call) : undefined
    if (refusal !== undefined) report.script(call as Node, refusal)
    if (written(parent, parents)) report.script(parent, `changes the page's global \`${name}\``)
    return
  }
  const jsxMember = parent as { type: string; object?: unknown; property?: { name?: string } }
  if (jsxMember?.type === 'JSXMemberExpression' && jsxMember.object === node) {
    const member = jsxMember.property?.name ?? ''
    if (!members.has(member))
      report.script(parent as Node, `\`${name}.${member}\`, a member the check does not allow`)
    return
  }
  if (
    (parent?.type === 'CallExpression' || parent?.type === 'NewExpression') &&
    parent.callee === node
  )
    return
  if (
    parent?.type === 'BinaryExpression' &&
    parent.operator === 'instanceof' &&
    parent.right === node
  )
    return
  report.unchecked(
    node,
    `\`${name}\` taken as a value: its members reach further than the check allows`,
  )
}

/** `navigator.clipboard.writeText`: the chain whole, or nothing of it. */
function chainUse(node: Node, name: string, parents: Parents, report: Report): void {
  const chains = LISTED_CHAINS.get(name) ?? []
  const taken: string[] = []
  let at: Node = node
  for (let step = 0; step < 4; step++) {
    const parent = parents.get(at)
    if (parent?.type !== 'MemberExpression' || parent.object !== at) break
    const member = keyName(parent.property, parent.computed)
    if (member === undefined) return
    taken.push(member)
    at = parent
  }
  if (chains.some((chain) => chain.join('.') === taken.join('.')) && !written(at, parents)) return
  const shown = [name, ...taken].join('.')
  report.script(at, `\`${shown}\`, a global the check does not allow`)
}

/** A timer or a frame, given a function written in place (never a string, which runs as code). */
function callbackUse(node: Node, name: string, parents: Parents, report: Report): void {
  const parent = parents.get(node)
  const first =
    parent?.type === 'CallExpression' && parent.callee === node ? parent.arguments[0] : undefined
  if (first?.type === 'ArrowFunctionExpression' || first?.type === 'FunctionExpression') return
  report.script(node, `\`${name}\` given something other than a function written in place`)
}

/** One free name of the script, held to the allow-list. */
function freeName(reference: Reference, parents: Parents, report: Report): void {
  const node = reference.identifier as unknown as Node
  const name = (node as { name: string }).name
  if (reference.isWrite()) {
    report.script(node, `changes the page's global \`${name}\``)
    return
  }
  const parent = parents.get(node)
  // `typeof window` gives a word, nothing of what it names (a component's guard for the server).
  if (parent?.type === 'UnaryExpression' && parent.operator === 'typeof') return
  if (FREE_GLOBALS.has(name)) {
    if (parent?.type === 'MemberExpression' && parent.object === node && written(parent, parents))
      report.script(parent, `changes the page's global \`${name}\``)
    return
  }
  const members = LISTED_MEMBERS.get(name)
  if (members !== undefined) listedUse(node, name, members, parents, report)
  else if (LISTED_CHAINS.has(name)) chainUse(node, name, parents, report)
  else if (CALLBACK_GLOBALS.has(name)) callbackUse(node, name, parents, report)
  else if (!CANCELLING_GLOBALS.has(name))
    report.script(node, `\`${name}\`, a global the check does not allow`)
}

/** Every free name of the script but its JSX elements' (./script-jsx.ts judges those). */
export function globalFindings(free: readonly Reference[], parents: Parents, report: Report): void {
  for (const reference of free) {
    const type = (reference.identifier as { type: string }).type
    if (type !== 'JSXIdentifier') freeName(reference, parents, report)
  }
}
