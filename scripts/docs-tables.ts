/**
 * The README's inputs and outputs tables, made from the action.yml files, so the docs cannot
 * drift from the interface. Each table sits between `<!-- docs:NAME -->` and `<!-- /docs:NAME -->`.
 */
import { parse } from 'yaml'

interface Metadata {
  inputs?: Record<string, { description?: string; default?: string; required?: boolean }>
  outputs?: Record<string, { description?: string }>
}

function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')
}

export function inputsTable(yaml: string): string {
  const metadata = parse(yaml) as Metadata
  const rows = Object.entries(metadata.inputs ?? {}).map(([name, input]) => {
    const fallback = input.required === true ? 'required' : `\`${input.default ?? ''}\``
    const value = fallback === '``' ? "`''`" : fallback
    return `| \`${name}\` | ${value} | ${cell(input.description ?? '')} |`
  })
  return ['| input | default | description |', '|---|---|---|', ...rows].join('\n')
}

export function outputsTable(yaml: string): string {
  const metadata = parse(yaml) as Metadata
  const rows = Object.entries(metadata.outputs ?? {}).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description ?? '')} |`,
  )
  return ['| output | description |', '|---|---|', ...rows].join('\n')
}

/** The README with every marked table replaced; a missing marker is an error, not a silent skip. */
export function renderReadme(readme: string, tables: Record<string, string>): string {
  let text = readme
  for (const [name, table] of Object.entries(tables)) {
    const pattern = new RegExp(`(<!-- docs:${name} -->\\n)[\\s\\S]*?(\\n<!-- /docs:${name} -->)`)
    if (!pattern.test(text)) throw new Error(`README.md has no <!-- docs:${name} --> block`)
    text = text.replace(pattern, (_, open: string, close: string) => `${open}${table}${close}`)
  }
  return text
}
