import { readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from '@jest/globals'
import { imports, sources, SRC } from './source-imports.js'

// The architecture picture (docs/architecture.md), held to the code: every box names a file or a folder of
// src/ that exists, and every arrow (a calls b) has an import of b's module by a's behind it, so
// the picture cannot drift from the sources it describes.

const PAGE = resolve(import.meta.dirname, '../../docs/architecture.md')

interface Diagram {
  /** Each box's id and the path below src/ its label starts with (a folder ends with `/`). */
  boxes: Map<string, string>
  arrows: [from: string, to: string][]
  /** Lines this reading does not know: a failure, so that no box or arrow goes unchecked. */
  unread: string[]
}

/** The Mermaid block of docs/architecture.md, before its first section ("Bundles"). */
function architectureDiagram(page: string): string {
  const section = page.split(/^## /m)[0] ?? ''
  return /```mermaid\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
}

/** The boxes and arrows of a flowchart written one per line (`id["path<br/>what"]`, `a --> b`). */
function readDiagram(diagram: string): Diagram {
  const read: Diagram = { boxes: new Map(), arrows: [], unread: [] }
  for (const line of diagram.split('\n').map((text) => text.trim())) {
    const box = /^(\w+)\["([^"]+)"\]$/.exec(line)
    const arrow = /^(\w+) --> (\w+)$/.exec(line)
    if (box !== null) read.boxes.set(box[1] ?? '', (box[2] ?? '').split('<br/>')[0] ?? '')
    else if (arrow !== null) read.arrows.push([arrow[1] ?? '', arrow[2] ?? ''])
    else if (!/^(|flowchart TD|end|subgraph \w+\["[^"]*"\]|%%.*)$/.test(line))
      read.unread.push(line)
  }
  return read
}

/** The source files a box stands for, below src/: its file, or every file in its folder. */
function filesOf(path: string): string[] {
  if (!path.endsWith('/')) return [path]
  return sources(join(SRC, path)).map((file) => relative(SRC, file))
}

/** The arrows with no import behind them, as `a --> b` with their paths. */
function unbacked({ boxes, arrows }: Diagram): string[] {
  return arrows
    .filter(([from, to]) => {
      const targets = new Set(filesOf(boxes.get(to) ?? ''))
      return !filesOf(boxes.get(from) ?? '').some((file) =>
        imports(join(SRC, file)).some((target) => targets.has(target.replace(/\.js$/, '.ts'))),
      )
    })
    .map(([from, to]) => `${boxes.get(from) ?? from} --> ${boxes.get(to) ?? to}`)
}

function exists(path: string): boolean {
  try {
    const found = statSync(join(SRC, path))
    return path.endsWith('/') ? found.isDirectory() : found.isFile()
  } catch {
    return false
  }
}

const diagram = readDiagram(architectureDiagram(readFileSync(PAGE, 'utf8')))

// Three actions: 28 boxes at most (25 for two).
test('docs/architecture.md pictures the architecture in 15 to 28 boxes, every line read here', () => {
  expect(diagram.unread).toEqual([])
  expect(diagram.boxes.size).toBeGreaterThanOrEqual(15)
  expect(diagram.boxes.size).toBeLessThanOrEqual(28)
})

test('every box names a file or a folder of src/ that exists', () => {
  const missing = [...diagram.boxes.values()].filter((path) => !exists(path))
  expect(missing).toEqual([])
})

test('every arrow joins two boxes, and has an import behind it', () => {
  const loose = diagram.arrows.flat().filter((id) => !diagram.boxes.has(id))
  expect(loose).toEqual([])
  expect(unbacked(diagram)).toEqual([])
})

test('the checks can fail: an arrow against the imports, a box that is not there', () => {
  const boxes = new Map([
    ['http', 'shared/http/'],
    ['session', 'agent/job/session.ts'],
  ])
  expect(unbacked({ boxes, arrows: [['session', 'http']], unread: [] })).toEqual([])
  expect(unbacked({ boxes, arrows: [['http', 'session']], unread: [] })).toEqual([
    'shared/http/ --> agent/job/session.ts',
  ])
  expect(exists('agent/job/client.ts')).toBe(false)
  expect(exists('agent/job/session.ts/')).toBe(false)
  expect(readDiagram('flowchart LR\n  a[plain]\n  a --- b').unread).toEqual([
    'flowchart LR',
    'a[plain]',
    'a --- b',
  ])
})
