import { readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from '@jest/globals'
import { importGraph, imports, sources, SRC } from './source-imports.js'

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

// Four actions and the finish run: 32 boxes at most (28 for three actions, 25 for two).
test('docs/architecture.md pictures the architecture in 15 to 32 boxes, every line read here', () => {
  expect(diagram.unread).toEqual([])
  expect(diagram.boxes.size).toBeGreaterThanOrEqual(15)
  expect(diagram.boxes.size).toBeLessThanOrEqual(32)
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

/** The programs of src/, one folder each: the four actions and the agent action's finish run. */
const PROGRAMS = ['agent', 'check', 'finish', 'analytics', 'deploy']

/**
 * What the finish run shares with the agent's request runs, in the agent's folder: the job (its
 * service client, its end, its report and outputs), the thread's comments and markers, and the
 * agent action's inputs, which both read. No other program may import them.
 */
const JOB_MODULES = [
  'agent/job/',
  'agent/github/',
  'agent/agent-inputs.ts',
  'agent/token-inputs.ts',
  'agent/wait-inputs.ts',
  'agent/review-request-inputs.ts',
]

/** The program whose folder holds a file below src/; none for shared/ and entrypoints/. */
const programOf = (file: string): string | undefined =>
  PROGRAMS.find((program) => file.startsWith(`${program}/`))

/**
 * The imports by which a program reaches into another's folder: each imports only itself,
 * shared/ (which imports no program) and, for the finish run, the job modules.
 */
function acrossPrograms(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const from = file.startsWith('shared/') ? 'shared' : programOf(file)
    if (from === undefined) return []
    return targets
      .filter((target) => {
        const to = programOf(target)
        if (to === undefined || to === from) return false
        return !(from === 'finish' && JOB_MODULES.some((module) => target.startsWith(module)))
      })
      .map((target) => `${file} -> ${target}`)
  })
}

test("no program imports another's folder: each imports itself, shared/ and the job modules the agent and the finish run share", () => {
  const graph = importGraph()
  expect(acrossPrograms(graph)).toEqual([])
  // It sees the imports: the finish run uses the job modules, and the check the shared judge.
  expect(graph.get('finish/job-finish.ts')).toContain('agent/job/job-end.ts')
  expect(graph.get('check/check-run.ts')).toContain('shared/change-check/change-check.ts')
})

test('the program rule can fail: an import into another program, or past the job modules', () => {
  const graph = importGraph()
  const put = (file: string, target: string): Map<string, readonly string[]> =>
    new Map(graph).set(file, [...(graph.get(file) ?? []), target])
  const found = (file: string, target: string): string[] => acrossPrograms(put(file, target))
  // The check reading the agent's run context from the agent's folder, as it did.
  expect(found('check/check-subject.ts', 'agent/github/marker.ts')).toEqual([
    'check/check-subject.ts -> agent/github/marker.ts',
  ])
  // The finish run past the job modules, into the decision; the agent into the finish run.
  expect(found('finish/finish-run.ts', 'agent/decide/make-plan.ts')).toEqual([
    'finish/finish-run.ts -> agent/decide/make-plan.ts',
  ])
  expect(found('agent/carry-out.ts', 'finish/finish-run.ts')).toEqual([
    'agent/carry-out.ts -> finish/finish-run.ts',
  ])
  // The job modules are the finish run's alone to share; shared/ imports no program at all.
  expect(found('deploy/deploy-run.ts', 'agent/job/job-end.ts')).toEqual([
    'deploy/deploy-run.ts -> agent/job/job-end.ts',
  ])
  expect(found('shared/change-check/change-check.ts', 'agent/agent-inputs.ts')).toEqual([
    'shared/change-check/change-check.ts -> agent/agent-inputs.ts',
  ])
  expect(found('analytics/export.ts', 'shared/lifecycle.ts')).toEqual([])
})
