/**
 * `npm run docs` regenerates the README's inputs and outputs tables from the action.yml files;
 * `npm run docs -- --check` fails when the README differs (part of npm test).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format } from 'prettier'
import { inputsTable, outputsTable, renderReadme } from './docs-tables.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const agent = readFileSync(join(root, 'action.yml'), 'utf8')
const analytics = readFileSync(join(root, 'analytics/action.yml'), 'utf8')
const path = join(root, 'README.md')
const current = readFileSync(path, 'utf8')
const next = await format(
  renderReadme(current, {
    'agent-inputs': inputsTable(agent),
    'agent-outputs': outputsTable(agent),
    'analytics-inputs': inputsTable(analytics),
    'analytics-outputs': outputsTable(analytics),
  }),
  {
    parser: 'markdown',
    filepath: path,
    semi: false,
    singleQuote: true,
    trailingComma: 'all',
    printWidth: 100,
  },
)
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error(
      'README.md tables differ from action.yml: run `npm run docs` and commit the result.',
    )
    process.exit(1)
  }
  console.log('README.md tables match action.yml.')
} else {
  writeFileSync(path, next)
  console.log('README.md tables regenerated from action.yml.')
}
