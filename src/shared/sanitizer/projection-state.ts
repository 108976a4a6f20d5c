/**
 * What the projection's modules share while it runs (./projection.ts, ./inline-projection.ts):
 * the source, GitHub's reading and page, and the edits gathered, all in UTF-8 bytes.
 */
import type { ReadNode } from './cmark-gfm/reading.js'
import type { Page } from './page.js'
import type { Edit, Span } from './raw-html.js'
import type { ContentMap, Source } from './source-map.js'

/** A leaf whose inline content is being read, with where its content stands in the source. */
export interface Leaf {
  node: ReadNode
  map: ContentMap
}

export interface Projection {
  source: Source
  nodes: ReadNode[]
  /** Each node's children, by its index. */
  children: ReadNode[][]
  /** Where the labels of the footnote definitions GitHub renders start. */
  footnoteLabels: Set<number>
  /** Where, by line, the last list item's marker that starts on it ends (a source byte). */
  markers: Map<number, number>
  page: Page
  /** Edits in source bytes. */
  edits: Edit[]
  /** What is shown quoted or as code, in source bytes: a phrase there addresses no one. */
  quoted: Span[]
  /** Lines a rendered leaf covers, from 1. */
  covered: Uint8Array
}

export const decoder = new TextDecoder()
const encoder = new TextEncoder()

export function byteLength(text: string): number {
  return encoder.encode(text).length
}

export function bytesOf(text: string): Uint8Array {
  return encoder.encode(text)
}

/** Each node's children, by the node's index (the tree comes as a list, in pre-order). */
export function childrenOf(nodes: ReadNode[]): ReadNode[][] {
  const children: ReadNode[][] = nodes.map(() => [])
  for (const node of nodes) children[node.up]?.push(node)
  return children
}
