/**
 * Every node of a JavaScript syntax tree (ESTree, JSX included), in source order, each with its
 * parent and the key it stands under: walked with a stack of our own rather than by recursion,
 * so that how deep the code nests cannot end the check with a stack overflow (issue #52). The
 * keys are ESLint's (`eslint-visitor-keys`, the keys its scope analysis walks too).
 */
import type { Node } from 'estree'
import { getKeys, KEYS } from 'eslint-visitor-keys'

/** A node where it stands. */
export interface Placed {
  node: Node
  parent: Node | undefined
  /** The key of the parent it stands under (`callee`, `arguments`, ...). */
  key: string | undefined
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** The nodes of `root`, in source order, with their parents. */
export function placedNodes(root: Node): Placed[] {
  const placed: Placed[] = []
  const stack: Placed[] = [{ node: root, parent: undefined, key: undefined }]
  while (stack.length > 0) {
    const next = stack.pop() as Placed
    placed.push(next)
    const { node } = next
    const keys = (KEYS as Record<string, readonly string[] | undefined>)[node.type] ?? getKeys(node)
    const children: Placed[] = []
    for (const key of keys) {
      const value = (node as unknown as Record<string, unknown>)[key]
      for (const child of Array.isArray(value) ? (value as unknown[]) : [value])
        if (isNode(child)) children.push({ node: child, parent: node, key })
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Placed)
  }
  return placed
}
