/**
 * Turns StrykerJS's JSON report (reports/mutation/mutation.json) into bench/mutation.md, which
 * `npm run bench` quotes in bench/RESULTS.md: the score, per file, and the surviving mutants.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

interface Mutant {
  mutatorName: string
  replacement?: string
  status: string
  location: { start: { line: number; column: number } }
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const report = JSON.parse(
  readFileSync(join(ROOT, 'reports/mutation/mutation.json'), 'utf8'),
) as Report
const detected = ['Killed', 'Timeout']
const counted = ['Killed', 'Timeout', 'Survived', 'NoCoverage']

const rows: string[] = []
const survivors: string[] = []
let killed = 0
let total = 0
for (const [file, { mutants }] of Object.entries(report.files).sort()) {
  const mine = mutants.filter((m) => counted.includes(m.status))
  const hit = mine.filter((m) => detected.includes(m.status)).length
  killed += hit
  total += mine.length
  rows.push(
    `| \`${file}\` | ${mine.length} | ${hit} | ${mine.length === 0 ? '–' : `${((hit / mine.length) * 100).toFixed(1)}%`} |`,
  )
  for (const m of mine.filter((x) => !detected.includes(x.status))) {
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
const lines = [
  `Method: StrykerJS 10 with its Jest runner (\`npm run bench:mutation\`), "perTest" coverage, static mutants skipped, over the modules with their own unit tests (\`stryker.config.json\` lists them). The modules that wire a run together (the entry points, \`agent/job/session.ts\`, \`agent/decide/plan.ts\`, the GitHub client) are tested end to end through the bundled \`dist/\`, which Stryker does not mutate, so a score for them would say nothing about those tests.`,
  '',
  `**Mutation score: ${score.toFixed(1)}%** (${killed} of ${total} mutants detected; target 80%).`,
  '',
  '| file | mutants | detected | score |',
  '|---|---:|---:|---:|',
  ...rows,
  '',
  `Surviving mutants (${survivors.length}) by kind: ${Object.entries(kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(
      ', ',
    )}. The unit tests were extended until every module with behaviour of its own (the tracking comment, row writers, prompt context, trigger sources, export paging) was above the target; most of what survives are checks that overlap (an impossible date fails more than one of them, so removing one changes nothing), regular-expression anchors whose input another check also refuses, and wording of messages that the end-to-end tests assert through the bundle instead.`,
  '',
  '| where | mutator | status | replacement |',
  '|---|---|---|---|',
  ...survivors.slice(0, 60),
  survivors.length > 60
    ? `\n(${survivors.length - 60} more in reports/mutation/mutation.json)`
    : '',
]
const text = lines.join('\n') + '\n'
writeFileSync(join(ROOT, 'bench/mutation.md'), text)
// Keep bench/RESULTS.md current without rerunning the other benchmarks.
const results = join(ROOT, 'bench/RESULTS.md')
if (existsSync(results)) {
  const current = readFileSync(results, 'utf8')
  const start = current.indexOf('## 4. Test strength')
  const end = current.indexOf('_Took ', start)
  if (start !== -1 && end !== -1) {
    writeFileSync(
      results,
      `${current.slice(0, start)}## 4. Test strength\n\n${text}\n${current.slice(end)}`,
    )
  }
}
console.log(`Mutation score ${score.toFixed(1)}% (${killed}/${total}); wrote bench/mutation.md`)
