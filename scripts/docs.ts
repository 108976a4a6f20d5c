/**
 * `npm run docs` writes the reference of each action's inputs and outputs
 * (docs/reference/agent.md, analytics.md, deploy.md) from its action.yml file and
 * docs/reference/details/, and regenerates RELIABILITY.md's faults tables from the faults
 * suite's rows; `npm run docs -- --check` fails when any of them differs (part of npm test).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format } from 'prettier'
import { countsTable, faultsTable, renderReadme } from './docs-tables.ts'
import { referencePage } from './reference.ts'
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
const read = (path: string): string => readFileSync(join(root, path), 'utf8')

/**
 * The reference of one action: its action.yml and the full descriptions beside the page. A
 * source it cannot use (a full description of an input the action does not declare) stops the
 * run with what is wrong, and no page is written.
 */
function reference(action: string, name: string): string {
  const source = `docs/reference/details/${name}.yml`
  try {
    return referencePage({ action, metadata: read(action), source, details: read(source) })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}

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

/** Pages written whole. */
const pages: Record<string, string> = {
  'docs/reference/agent.md': reference('action.yml', 'agent'),
  'docs/reference/analytics.md': reference('analytics/action.yml', 'analytics'),
  'docs/reference/deploy.md': reference('deploy/action.yml', 'deploy'),
  'docs/reference/check.md': reference('check/action.yml', 'check'),
}

/** Hand-written pages, with the tables between their markers. */
const documents: Record<string, Record<string, string>> = {
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

const check = process.argv.includes('--check')
const written = [
  ...Object.entries(pages).map(([file, page]) => ({ file, page, what: 'page' })),
  ...Object.entries(documents).map(([file, tables]) => ({
    file,
    page: renderReadme(read(file), tables, file),
    what: 'tables',
  })),
]
let stale = false
for (const { file, page, what } of written) {
  const path = join(root, file)
  const current = existsSync(path) ? readFileSync(path, 'utf8') : ''
  const next = await format(page, {
    parser: 'markdown',
    filepath: path,
    semi: false,
    singleQuote: true,
    trailingComma: 'all',
    printWidth: 100,
  })
  if (next === current) continue
  stale = true
  if (!check) writeFileSync(path, next)
  console.error(`${file}: ${what} ${check ? 'differ' : 'regenerated'}.`)
}
const files = written.map(({ file }) => file).join(', ')
if (check) {
  if (stale) {
    console.error(
      'Generated docs differ from their sources (action.yml, analytics/action.yml, deploy/action.yml, check/action.yml, docs/reference/details/, __tests__/faults/rows.ts): run `npm run docs` and commit the result.',
    )
    process.exit(1)
  }
  console.log(`${files} match their sources.`)
} else if (!stale) {
  console.log(`${files} were already up to date.`)
}
