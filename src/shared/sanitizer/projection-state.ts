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
  /**
   * Each node's place among its parent's children, by its index: a node's siblings are found
   * from it, never by searching the list (a paragraph can hold tens of thousands of them).
   */
  places: Int32Array
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

/**
 * Each node's children, by the node's index (the tree comes as a list, in pre-order), and each
 * node's place among its parent's.
 */
export function childrenOf(nodes: ReadNode[]): { children: ReadNode[][]; places: Int32Array } {
  const children: ReadNode[][] = nodes.map(() => [])
  const places = new Int32Array(nodes.length)
  for (const node of nodes) {
    const siblings = children[node.up]
    if (siblings === undefined) continue
    places[node.i] = siblings.length
    siblings.push(node)
  }
  return { children, places }
}
