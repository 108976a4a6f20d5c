/**
 * Tables made from the sources of truth, so the docs cannot drift: the reference's inputs and
 * outputs tables from the action.yml files (./reference.ts), RELIABILITY.md's faults tables from
 * the rows the faults suite runs. A table in a hand-written page sits between
 * `<!-- docs:NAME -->` and `<!-- /docs:NAME -->`.
 */
import { parse } from 'yaml'

interface Metadata {
  inputs?: Record<string, { description?: string; default?: string; required?: boolean }>
  outputs?: Record<string, { description?: string }>
}

/** How a table names each row and says its description: as written, unless told otherwise. */
export interface TableOptions {
  /** The name's cell, e.g. a link to its section; by default the name as code. */
  name?: (name: string) => string
  /** The description as shown, e.g. without its pointer to the reference. */
  description?: (text: string) => string
}

function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')
}

const asCode = (name: string): string => `\`${name}\``
const asWritten = (text: string): string => text

export function inputsTable(yaml: string, options: TableOptions = {}): string {
  const { name: nameCell = asCode, description = asWritten } = options
  const metadata = parse(yaml) as Metadata
  const rows = Object.entries(metadata.inputs ?? {}).map(([name, input]) => {
    const fallback = input.required === true ? 'required' : `\`${input.default ?? ''}\``
    const value = fallback === '``' ? "`''`" : fallback
    return `| ${nameCell(name)} | ${value} | ${cell(description(input.description ?? ''))} |`
  })
  return ['| input | default | description |', '|---|---|---|', ...rows].join('\n')
}

export function outputsTable(yaml: string, options: TableOptions = {}): string {
  const { name: nameCell = asCode, description = asWritten } = options
  const metadata = parse(yaml) as Metadata
  const rows = Object.entries(metadata.outputs ?? {}).map(
    ([name, output]) => `| ${nameCell(name)} | ${cell(description(output.description ?? ''))} |`,
  )
  return ['| output | description |', '|---|---|', ...rows].join('\n')
}

/** A document with every marked table replaced; a missing marker is an error, not a silent skip. */
export function renderReadme(
  readme: string,
  tables: Record<string, string>,
  file = 'README.md',
): string {
  let text = readme
  for (const [name, table] of Object.entries(tables)) {
    const pattern = new RegExp(`(<!-- docs:${name} -->\\n)[\\s\\S]*?(\\n<!-- /docs:${name} -->)`)
    if (!pattern.test(text)) throw new Error(`${file} has no <!-- docs:${name} --> block`)
    text = text.replace(pattern, (_, open: string, close: string) => `${open}${table}${close}`)
  }
  return text
}

/** A row of the faults suite, as `__tests__/faults/rows.ts` states it. */
export interface FaultRow {
  group: string
  operation: string
  fault: string
  expected: Record<string, string | number | boolean | RegExp | { text: string } | null>
}

/** An expectation as a reader takes it in: `exit 1 · jobs 0 · error ~ /pattern/`. */
export function expectationText(expected: FaultRow['expected']): string {
  return Object.entries(expected)
    .map(([key, value]) => {
      if (value instanceof RegExp) return `${key} ~ \`${value.source}\``
      if (value === null) return `no ${key}`
      if (typeof value === 'object') return `${key} ${value.text}`
      return `${key} ${String(value)}`
    })
    .join(' · ')
}

/**
 * One line per operation and expectation: the faults that share an expectation are listed
 * together, in the rows' order (JavaScript lists fault names that are numbers, such as 500,
 * first), so the table shows at a glance which faults behave alike.
 */
export function faultsTable(rows: FaultRow[]): string {
  const lines = new Map<string, { operation: string; faults: string[]; expected: string }>()
  for (const row of rows) {
    const expected = expectationText(row.expected)
    const key = `${row.operation}\n${expected}`
    const line = lines.get(key) ?? { operation: row.operation, faults: [], expected }
    line.faults.push(row.fault)
    lines.set(key, line)
  }
  return [
    '| operation | fault | expected |',
    '|---|---|---|',
    ...[...lines.values()].map(
      (line) =>
        `| \`${line.operation}\` | ${cell(line.faults.join(', '))} | ${cell(line.expected)} |`,
    ),
  ].join('\n')
}

/** How many scenarios each group has. */
export function countsTable(groups: Record<string, number>): string {
  const total = Object.values(groups).reduce((sum, n) => sum + n, 0)
  return [
    '| group | scenarios |',
    '|---|---|',
    ...Object.entries(groups).map(([group, n]) => `| ${group} | ${n} |`),
    `| **total** | **${total}** |`,
  ].join('\n')
}
