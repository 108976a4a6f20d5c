/**
 * `npm run structure`: the four numbers that say whether the decision reads straight down
 * (docs/architecture.md, "The decision, step by step"), each from its own judge:
 *
 * 1. the decision's passes per request (a claim won, a claim lost, a daily limit), counted by
 *    `__tests__/unit/decision-passes.test.ts` as it runs them;
 * 2. the stays and returns of the path from `makePlan`, and of the finish run's from
 *    `finishHandedOff`, read from the sources (./call-walk.ts);
 * 3. the files and functions over the size caps (400 lines, 80), by ESLint with the project's
 *    own configuration, in `src/`, `emulator/`, `scripts/` and `bench/`;
 * 4. the mutation score of `src/agent/decide/` and of the check, from the last
 *    `npm run bench:mutation` of this clone (reports/mutation/mutation.json), when there is one.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { filesUnder, percent, scoreOf, type MutationReport } from '../bench/mutation-score.ts'
import { walk } from './call-walk.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

/** The passes the test counted, by case. */
function passes(): Record<string, number> {
  const folder = mkdtempSync(join(tmpdir(), 'decision-passes-'))
  const file = join(folder, 'passes.json')
  try {
    const ran = spawnSync(
      'npm',
      [
        'run',
        '-s',
        'jest',
        '--',
        '--selectProjects',
        'unit',
        '--testPathPatterns',
        'unit/decision-passes',
      ],
      { env: { ...process.env, DECISION_PASSES_REPORT: file }, encoding: 'utf8' },
    )
    if (ran.status !== 0 || !existsSync(file))
      throw new Error(`the passes test failed:\n${ran.stdout}${ran.stderr}`)
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The program of tsconfig.json, for the walks. */
function program(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {
        throw new Error('tsconfig.json cannot be read')
      },
    },
  )
  if (config === undefined) throw new Error('tsconfig.json cannot be read')
  return ts.createProgram({ rootNames: config.fileNames, options: config.options })
}

/** How many files and functions ESLint finds over the caps. */
async function overCaps(): Promise<{ files: number; functions: number }> {
  const results = await new ESLint({ cwd: root }).lintFiles(['src', 'emulator', 'scripts', 'bench'])
  const messages = results.flatMap((result) => result.messages)
  return {
    files: messages.filter((m) => m.ruleId === 'max-lines').length,
    functions: messages.filter((m) => m.ruleId === 'max-lines-per-function').length,
  }
}

/** The mutation score of the files under each of `folders`, from the last report. */
function mutationScores(folders: Record<string, string[]>): Record<string, string> {
  const path = join(root, 'reports/mutation/mutation.json')
  const scores: Record<string, string> = {}
  if (!existsSync(path)) return scores
  const report = JSON.parse(readFileSync(path, 'utf8')) as MutationReport
  for (const [name, prefixes] of Object.entries(folders)) {
    const under = filesUnder(report, prefixes).files
    const score = scoreOf(Object.values(under).flatMap(({ mutants }) => mutants))
    if (score.mutants > 0)
      scores[name] = `${percent(score)} (${score.detected} of ${score.mutants})`
  }
  return scores
}

const counted = passes()
const built = program()
// Left out, as docs/architecture.md's traces leave them out: the types and their constructors
// (request-kind.ts, chosen-job.ts), how a question asks for a fact (asking.ts), the gathering of
// a fact (fact-gathering.ts), and a job report's constructor.
const decision = walk(
  built,
  root,
  'src/agent/decide/make-plan.ts',
  'makePlan',
  ['src/agent/decide/', 'src/agent/github/'],
  [
    'src/agent/decide/request-kind.ts',
    'src/agent/decide/chosen-job.ts',
    'src/agent/decide/asking.ts',
    'src/agent/decide/fact-gathering.ts',
  ],
)
const finish = walk(
  built,
  root,
  'src/finish/finish-run.ts',
  'finishHandedOff',
  ['src/finish/', 'src/agent/job/', 'src/agent/github/'],
  ['src/agent/job/job-report.ts'],
)
const caps = await overCaps()
const scores = mutationScores({
  'src/agent/decide/': ['src/agent/decide/'],
  'the check (src/shared/change-check/, src/check/)': ['src/shared/change-check/', 'src/check/'],
})
const name = (file: string) => file.replace(/^src\//, '').replace(/\.ts$/, '')
console.log(
  [
    `1. decision passes per request: ${Object.entries(counted)
      .map(([path, n]) => `${path} ${n}`)
      .join(', ')}`,
    `2. stays from makePlan: ${decision.stays.length}, returns ${decision.returns}: ${decision.stays.map(name).join(' → ')}`,
    `   stays from finishHandedOff: ${finish.stays.length}, returns ${finish.returns}: ${finish.stays.map(name).join(' → ')}`,
    `3. over the size caps (400 lines a file, 80 a function): ${caps.files} files, ${caps.functions} functions`,
    `4. mutation score: ${
      Object.keys(scores).length === 0
        ? 'not measured in this clone (npm run bench:mutation writes reports/mutation/mutation.json)'
        : Object.entries(scores)
            .map(([folder, score]) => `${folder} ${score}`)
            .join('; ')
    }`,
  ].join('\n'),
)
