/**
 * `npm run docs` regenerates the README's inputs and outputs tables from the action.yml files,
 * and RELIABILITY.md's faults tables from the faults suite's rows; `npm run docs -- --check`
 * fails when either file differs (part of npm test).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format } from 'prettier'
import { countsTable, faultsTable, inputsTable, outputsTable, renderReadme } from './docs-tables.ts'
import {
  ACTIONS,
  API_ROWS,
  BURST_ROW,
  declaredInputs,
  FILE_ROWS,
  HOSTILE,
  hostileCases,
  PROCESS_ROWS,
  type Action,
} from '../__tests__/faults/rows.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const agent = readFileSync(join(root, 'action.yml'), 'utf8')
const analytics = readFileSync(join(root, 'analytics/action.yml'), 'utf8')

/** A value as a code span: JSON escapes, C1 controls spelled out, 100 KB shortened. */
function codeSpan(value: string): string {
  if (value === '') return '(empty)'
  const short = value.length > 100 ? `${value.slice(0, 10)}… (${value.length} characters)` : value
  const text = JSON.stringify(short)
    .slice(1, -1)
    .replace(/[\u0080-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\|/g, '\\|')
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``
}

/** The hostile values, and the inputs they are tried in (all that action.yml declares). */
function hostileTable(): string {
  const values = Object.entries(HOSTILE).map(([name, value]) => `| ${name} | ${codeSpan(value)} |`)
  const inputs = (Object.keys(ACTIONS) as Action[]).map(
    (action) =>
      `| inputs of \`${ACTIONS[action]}\` | ${Object.keys(declaredInputs(action))
        .map((name) => `\`${name}\``)
        .join(', ')} |`,
  )
  return ['| value | as passed |', '|---|---|', ...values, ...inputs].join('\n')
}

const documents: Record<string, Record<string, string>> = {
  'README.md': {
    'agent-inputs': inputsTable(agent),
    'agent-outputs': outputsTable(agent),
    'analytics-inputs': inputsTable(analytics),
    'analytics-outputs': outputsTable(analytics),
  },
  'RELIABILITY.md': {
    'faults-counts': countsTable({
      'API faults': API_ROWS.length,
      'Process faults': PROCESS_ROWS.length,
      Burst: 1,
      'Hostile input (every declared input × every value)': hostileCases().length,
      'Input files (`prompt-file`)': FILE_ROWS.length,
    }),
    'faults-api': faultsTable(API_ROWS),
    'faults-process': faultsTable([...PROCESS_ROWS, BURST_ROW]),
    'faults-hostile': hostileTable(),
    'faults-files': faultsTable(FILE_ROWS),
  },
}

let stale = false
for (const [file, tables] of Object.entries(documents)) {
  const path = join(root, file)
  const current = readFileSync(path, 'utf8')
  const next = await format(renderReadme(current, tables, file), {
    parser: 'markdown',
    filepath: path,
    semi: false,
    singleQuote: true,
    trailingComma: 'all',
    printWidth: 100,
  })
  if (next === current) continue
  stale = true
  if (!process.argv.includes('--check')) writeFileSync(path, next)
  console.error(`${file}: tables ${process.argv.includes('--check') ? 'differ' : 'regenerated'}.`)
}
if (process.argv.includes('--check')) {
  if (stale) {
    console.error(
      'Generated tables differ from their sources (action.yml, __tests__/faults/rows.ts): run `npm run docs` and commit the result.',
    )
    process.exit(1)
  }
  console.log('README.md and RELIABILITY.md tables match their sources.')
} else if (!stale) {
  console.log('README.md and RELIABILITY.md tables were already up to date.')
}
