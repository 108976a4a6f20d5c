import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { circles, importGraph, SRC, treeGraph } from './source-imports.js'

// No import circle anywhere in the tree, the emulator included, type-only imports included: a
// reader can tell the layers from the imports (issue #30). The types several steps share live in
// modules of their own (src/agent/decide/fact-shapes.ts, fact-needs.ts, request-event.ts,
// chosen-job.ts and request-kind.ts; src/analytics/gaps/gaps.ts; the emulator's
// emulator/github-answers.ts).

/** A copy of `graph` in which `file` imports `target` too: an import put back, to be found. */
function withImport(
  graph: ReadonlyMap<string, readonly string[]>,
  file: string,
  target: string,
): Map<string, readonly string[]> {
  return new Map(graph).set(file, [...(graph.get(file) ?? []), target])
}

test('no two files of ours import each other, directly or through others: src, emulator, scripts, bench, __tests__', () => {
  expect(circles(treeGraph())).toEqual([])
})

test("the tree's graph holds every folder of ours, none of the others, and reads every kind of import", () => {
  const graph = treeGraph()
  const folders = new Set([...graph.keys()].map((file) => file.split('/')[0]))
  for (const ours of ['src', 'emulator', 'scripts', 'bench', '__tests__', 'jest.config.js'])
    expect(folders).toContain(ours)
  for (const theirs of ['node_modules', 'dist', '.stryker-tmp', 'build', 'coverage'])
    expect(folders).not.toContain(theirs)
  // The emulator's `.ts` imports, type-only ones among them (the triage's PullChangeSummary).
  expect(graph.get('emulator/github-triage.ts')).toEqual(
    expect.arrayContaining(['emulator/github-answers.ts', 'emulator/pull-changes.ts']),
  )
  // src's `.js` imports, from another folder too, and a plain JavaScript file as it is.
  expect(graph.get('src/entrypoints/bundles/actions.ts')).toEqual([
    'src/entrypoints/agent.ts',
    'src/entrypoints/agent-post.ts',
    'src/analytics/heap.ts',
    'src/entrypoints/analytics.ts',
    'src/entrypoints/deploy.ts',
    'src/entrypoints/check.ts',
  ])
  expect(graph.get('emulator/agent.ts')).toContain('src/agent/job/service-client-shapes.ts')
  expect(graph.get('__tests__/unit/cmark-gfm-module.test.ts')).toContain(
    'src/shared/sanitizer/cmark-gfm/cmark-gfm-wasm.js',
  )
})

test("the circle finder finds the emulator's circle put back: its GitHub's route groups naming its state again", () => {
  const graph = treeGraph()
  // What github.ts's route groups imported from it before emulator/github-answers.ts held it;
  // github.ts's state and record types are now in emulator/github/state.ts.
  let putBack: ReadonlyMap<string, readonly string[]> = graph
  for (const group of ['commits.ts', 'pull-changes.ts', 'github-triage.ts'])
    putBack = withImport(putBack, `emulator/${group}`, 'emulator/github/state.ts')
  expect(circles(putBack)).toEqual([
    [
      'emulator/commits.ts',
      'emulator/github-triage.ts',
      'emulator/github/state.ts',
      'emulator/pull-changes.ts',
    ],
  ])
  // Type-only imports are enough: the changes' EmulatedFile named from the state again closes a
  // circle through the triage, which names the changes' PullChangeSummary type alone.
  const typeOnly = withImport(graph, 'emulator/pull-changes.ts', 'emulator/github/state.ts')
  expect(circles(typeOnly)).toEqual([
    ['emulator/github-triage.ts', 'emulator/github/state.ts', 'emulator/pull-changes.ts'],
  ])
})

test('the circle finder finds a circle put back, direct or through others, and nothing else', () => {
  const graph = importGraph()
  // request-kind.ts naming a fact type of a step (the budget's, which is fact-shapes.ts's):
  // decide's steps import request-kind.ts.
  const putBack = withImport(graph, 'agent/decide/request-kind.ts', 'agent/decide/budget.ts')
  expect(circles(putBack)).toEqual([['agent/decide/budget.ts', 'agent/decide/request-kind.ts']])
  const longer = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts', 'd.ts']],
    ['d.ts', []],
  ])
  expect(circles(longer)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  expect(
    circles(
      new Map([
        ['a.ts', ['b.ts']],
        ['b.ts', []],
      ]),
    ),
  ).toEqual([])
})

/** The folder of a file below src/ (`agent/decide`). */
const folderOf = (file: string): string => file.slice(0, Math.max(0, file.lastIndexOf('/')))

/**
 * The imports that go against the agent action's layers: job/ → triggers/ → decide/ → github/,
 * never back.
 */
function againstLayers(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const rank = new Map([
    ['agent/job', 4],
    ['agent/triggers', 3],
    ['agent/decide', 2],
    ['agent/github', 1],
  ])
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => {
        const from = rank.get(folderOf(file))
        const to = rank.get(folderOf(target))
        return from !== undefined && to !== undefined && to > from
      })
      .map((target) => `${file} -> ${target}`),
  )
}

test("the agent action's folders are layered one way: job/, triggers/, decide/, github/", () => {
  const graph = importGraph()
  expect(againstLayers(graph)).toEqual([])
  // decide's claim step asking the list of kinds, not the trigger's own kind, is found.
  const asksTheList = withImport(graph, 'agent/decide/claim.ts', 'agent/triggers/request-kinds.ts')
  expect(againstLayers(asksTheList)).toEqual([
    'agent/decide/claim.ts -> agent/triggers/request-kinds.ts',
  ])
  // An import put back against the layers is found: the tracking comment reading the report.
  const putBack = withImport(graph, 'agent/github/tracking-comment.ts', 'agent/job/report.ts')
  expect(againstLayers(putBack)).toEqual([
    'agent/github/tracking-comment.ts -> agent/job/report.ts',
  ])
})

/** Pairs of folders of src/ that import each other, each as `a <-> b`. */
function foldersBothWays(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const edges = new Set<string>()
  for (const [file, targets] of graph)
    for (const target of targets)
      if (folderOf(file) !== folderOf(target)) edges.add(`${folderOf(file)} -> ${folderOf(target)}`)
  return [...edges]
    .map((edge) => edge.split(' -> ') as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`)
}

test('no two folders of src/ import each other', () => {
  const graph = importGraph()
  expect(foldersBothWays(graph)).toEqual([])
  // The analytics summary reading the gaps report's redaction again, as it did.
  const putBack = withImport(graph, 'analytics/summary.ts', 'analytics/gaps/report.ts')
  expect(foldersBothWays(putBack)).toEqual(['analytics <-> analytics/gaps'])
})

test('no two source files share a name: one name per role', () => {
  const byName = new Map<string, string[]>()
  for (const file of importGraph().keys()) {
    const name = file.slice(file.lastIndexOf('/') + 1)
    byName.set(name, [...(byName.get(name) ?? []), file])
  }
  // The entry points and their bundles' wrappers share names on purpose: one per step.
  const shared = [...byName.values()].filter(
    (files) => files.length > 1 && !files.every((file) => file.startsWith('entrypoints/')),
  )
  expect(shared).toEqual([])
})

/** A trigger's source read: `trigger.source`, `source.kind`, or `{ source } = …trigger`. */
const READS_SOURCE =
  /\btrigger\??\.source\b|\bsource\.kind\b|\{[^}]*\bsource\b[^}]*\}\s*=\s*[\w.]*trigger\b/

/** The folder of the kinds of request, and the one module that lists them. */
const TRIGGERS = 'agent/triggers/'
const LIST = 'agent/triggers/request-kinds.ts'

/**
 * What goes against "a kind of request is one module": a file of the agent action or an entry
 * point, outside agent/triggers/, that imports a kind's module (only the list may be named, and
 * only by an entry point), or reads a trigger's source (what only its kind knows).
 */
function kindsOutside(
  graph: ReadonlyMap<string, readonly string[]>,
  text: (file: string) => string,
): string[] {
  return [...graph].flatMap(([file, targets]) => {
    if (file.startsWith(TRIGGERS) || !/^(agent|entrypoints)\//.test(file)) return []
    const named = targets
      .filter((target) => target.startsWith(TRIGGERS))
      .filter((target) => target !== LIST || !file.startsWith('entrypoints/'))
      .map((target) => `${file} imports ${target}`)
    const reads = READS_SOURCE.test(text(file)) ? [`${file} reads a trigger's source`] : []
    return [...named, ...reads]
  })
}

test('a kind of request is one module: outside agent/triggers/ only an entry point names the list, and nothing reads a source', () => {
  const graph = importGraph()
  const read = (file: string): string => readFileSync(join(SRC, file), 'utf8')
  expect(kindsOutside(graph, read)).toEqual([])
  // The session branching on a comment's kind again, as it once did, is found both ways.
  const putBack = withImport(graph, 'agent/job/comment-view.ts', 'agent/triggers/review-comment.ts')
  const withSource = (file: string): string =>
    file === 'agent/job/comment-view.ts' ? "trigger.source.kind === 'review-comment'" : read(file)
  expect(kindsOutside(putBack, withSource)).toEqual([
    'agent/job/comment-view.ts imports agent/triggers/review-comment.ts',
    "agent/job/comment-view.ts reads a trigger's source",
  ])
})

test('the list names every kind of request the folder defines, each once', async () => {
  const { REQUEST_KINDS } = await import('../../src/agent/triggers/request-kinds.js')
  const defined = new Set<unknown>()
  for (const file of importGraph().keys())
    if (file.startsWith(TRIGGERS)) {
      const module = (await import(join(SRC, file))) as Record<string, unknown>
      for (const value of Object.values(module))
        if (typeof (value as { read?: unknown } | null)?.read === 'function') defined.add(value)
    }
  expect(defined.size).toBe(12)
  expect(new Set(REQUEST_KINDS)).toEqual(defined)
  expect(REQUEST_KINDS).toHaveLength(defined.size)
})
