/**
 * Turns StrykerJS's JSON report (reports/mutation/mutation.json) into bench/mutation.md, which
 * `npm run bench` quotes in bench/RESULTS.md: the score, per file, and the surviving mutants.
 *
 *   node bench/mutation-report.ts                      the whole run: writes bench/mutation.md
 *                                                      and section 4 of bench/RESULTS.md
 *   node bench/mutation-report.ts --under src/check    the files under each folder named (the
 *     [--under FOLDER ...] [--report FILE ...]         option repeats), each folder's score, per
 *                                                      file and every survivor, printed only: a
 *                                                      run over part of src/ is not the score of
 *                                                      all of it. --report reads the JSON reports
 *                                                      of runs over different files, as one.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { format, resolveConfig } from 'prettier'
import {
  COUNTED,
  DETECTED,
  filesUnder,
  folderScores,
  mergedReports,
  percent,
  scoreOf,
  type MutationReport,
} from './mutation-score.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const { values: options } = parseArgs({
  options: {
    under: { type: 'string', multiple: true, default: [] },
    report: { type: 'string', multiple: true, default: ['reports/mutation/mutation.json'] },
  },
})
const report = filesUnder(
  mergedReports(
    options.report.map(
      (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as MutationReport,
    ),
  ),
  options.under,
)
const detected = DETECTED
const counted = COUNTED

const rows: string[] = []
const survivors: string[] = []
let killed = 0
let total = 0
let timedOut = 0
for (const [file, { mutants }] of Object.entries(report.files).sort()) {
  const score = scoreOf(mutants)
  killed += score.detected
  total += score.mutants
  timedOut += score.timedOut
  rows.push(`| \`${file}\` | ${score.mutants} | ${score.detected} | ${percent(score)} |`)
  for (const m of mutants.filter(
    (x) => counted.includes(x.status) && !detected.includes(x.status),
  )) {
    const what = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 60)
    survivors.push(
      `| \`${file}:${m.location.start.line}\` | ${m.mutatorName} | ${m.status} | \`${what.replace(/`/g, "'").replace(/\|/g, '\\|')}\` |`,
    )
  }
}
const kinds: Record<string, number> = {}
for (const { mutants } of Object.values(report.files)) {
  for (const m of mutants) {
    if (m.status === 'Survived' || m.status === 'NoCoverage')
      kinds[m.mutatorName] = (kinds[m.mutatorName] ?? 0) + 1
  }
}
const score = total === 0 ? 0 : (killed / total) * 100
// Mutants Stryker could not judge (a runner that crashed, code that does not compile) count
// neither way; the report says how many there were.
const unjudged: Record<string, number> = {}
for (const { mutants } of Object.values(report.files)) {
  for (const m of mutants) {
    if (!counted.includes(m.status) && m.status !== 'Ignored')
      unjudged[m.status] = (unjudged[m.status] ?? 0) + 1
  }
}
const unjudgedText =
  Object.keys(unjudged).length === 0
    ? 'Every mutant was judged (none ended in a runtime or compile error).'
    : `Not counted: ${Object.entries(unjudged)
        .map(([status, n]) => `${n} ${status}`)
        .join(', ')}.`
const survivorKinds = `Surviving mutants (${survivors.length}) by kind: ${Object.entries(kinds)
  .sort((a, b) => b[1] - a[1])
  .map(([k, n]) => `${k} ${n}`)
  .join(
    ', ',
  )}. A survivor is either a change the unit tests miss or one that nobody could observe (checks that overlap, so removing one changes nothing; the wording of a debug line).`
/** Written as `npm run format` would leave it, so that a run leaves `npm test` passing. */
async function formatted(markdown: string, path: string): Promise<string> {
  return format(markdown, { ...(await resolveConfig(path)), filepath: path })
}

if (options.under.length > 0) {
  // Part of src/: printed, never written over the whole run's figures.
  const folders = folderScores(report, options.under).map(
    ({ folder, score: s }) =>
      `| \`${folder}\` | ${s.mutants} | ${s.detected} | ${s.timedOut} | ${percent(s)} |`,
  )
  const all = { mutants: total, detected: killed, timedOut }
  const part = [
    '| folder | mutants | detected | of them timed out | score |',
    '|---|---:|---:|---:|---:|',
    ...folders,
    `| all | ${total} | ${killed} | ${timedOut} | ${percent(all)} |`,
    '',
    unjudgedText,
    '',
    '| file | mutants | detected | score |',
    '|---|---:|---:|---:|',
    ...rows,
    '',
    survivorKinds,
    '',
    '| where | mutator | status | replacement |',
    '|---|---|---|---|',
    ...survivors,
  ]
  console.log(await formatted(part.join('\n') + '\n', join(ROOT, 'bench/mutation.md')))
  process.exit(0)
}

const lines = [
  `Method: StrykerJS 10 with its Jest runner (\`npm run bench:mutation\`), run on ${new Date().toISOString().slice(0, 10)}, "perTest" coverage, static mutants skipped, each mutant against the unit tests that import its module (\`jest.stryker.config.js\`). Every module of \`src/\` is mutated except the entry points (\`src/entrypoints/**\`, as \`stryker.config.json\` says): an entry point only takes the real environment and starts its step through \`run()\`, and the end-to-end and faults suites cover each one through the bundle built from it (\`dist/\`), which Stryker does not mutate, so a score for them would say nothing about those tests. The modules that wire a run together are mutated like the rest: the unit tests drive both actions' \`run()\` in process, with an injected clock and environment, against nock. Stryker's incremental mode is on: a mutant whose code and covering tests are unchanged since the last run on this machine keeps its result (\`reports/stryker-incremental.json\`); a fresh clone tests them all. ${unjudgedText}`,
  '',
  `**Mutation score: ${score.toFixed(1)}%** (${killed} of ${total} mutants detected; target 85%). Of those detected, ${timedOut} timed out: Stryker counts a mutant that makes the tests run past their time allowance (1.5 times their time without the mutant, plus 5 s) as detected, and most of them make a loop endless. Counting only the mutants a test failed on: ${total === 0 ? 0 : (((killed - timedOut) / total) * 100).toFixed(1)}%.`,
  '',
  '| file | mutants | detected | score |',
  '|---|---:|---:|---:|',
  ...rows,
  '',
  survivorKinds,
  '',
  '| where | mutator | status | replacement |',
  '|---|---|---|---|',
  ...survivors.slice(0, 60),
  survivors.length > 60
    ? `\n(${survivors.length - 60} more in reports/mutation/mutation.json)`
    : '',
]
const text = lines.join('\n') + '\n'
const mutation = join(ROOT, 'bench/mutation.md')
writeFileSync(mutation, await formatted(text, mutation))
// Keep bench/RESULTS.md current without rerunning the other benchmarks.
const results = join(ROOT, 'bench/RESULTS.md')
if (existsSync(results)) {
  const current = readFileSync(results, 'utf8')
  const start = current.indexOf('## 4. Test strength')
  const end = current.indexOf('_Took ', start)
  if (start !== -1 && end !== -1) {
    writeFileSync(
      results,
      await formatted(
        `${current.slice(0, start)}## 4. Test strength\n\n${text}\n${current.slice(end)}`,
        results,
      ),
    )
  }
}
console.log(`Mutation score ${score.toFixed(1)}% (${killed}/${total}); wrote bench/mutation.md`)
