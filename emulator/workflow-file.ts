/**
 * Reads a workflow file with GitHub's own workflow parser (`@actions/workflow-parser`, from
 * actions/languageservices): the file is checked against GitHub's workflow schema, every
 * expression against the contexts and functions GitHub allows where it stands. The player then
 * plays the YAML value, each `${{ }}` read into an expression (expressions.ts).
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { parse } from 'yaml'
import { template, type Template } from './expressions.ts'

// Imported when this module loads, not statically, so that under plain Node the hook of
// workflow-parser-hook.ts, imported first by the script, is in place before the parser loads.
const parser = await import('@actions/workflow-parser').catch((error: unknown) => {
  // Only the refused JSON import means the hook is missing; anything else is itself.
  if ((error as { code?: string }).code !== 'ERR_IMPORT_ATTRIBUTE_MISSING') throw error
  throw new Error('import emulator/workflow-parser-hook.ts before the workflow player', {
    cause: error,
  })
})

/** The file's contents, `${{ }}` read as expressions; refused with GitHub's errors if invalid. */
export async function readWorkflow(file: string): Promise<Template> {
  return readWorkflowText(basename(file), await readFile(file, 'utf8'))
}

/** A workflow file's text (`name`: its file name), read as `readWorkflow` reads a file. */
export async function readWorkflowText(name: string, content: string): Promise<Template> {
  const { context, value } = parser.parseWorkflow(
    { name, content },
    new parser.NoOperationTraceWriter(),
  )
  // Conversion checks what the schema cannot: `if:` conditions, needs, step ids.
  if (value !== undefined) await parser.convertWorkflowTemplate(context, value)
  const errors = context.errors.getErrors().map((error) => error.message)
  if (value === undefined || errors.length > 0)
    throw new Error(`GitHub would refuse the workflow: ${errors.join('; ')}`)
  return read(parse(content) as Literal)
}

type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal }

function read(value: Literal): Template {
  if (typeof value === 'string') return template(value)
  if (Array.isArray(value)) return value.map(read)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, read(item)]))
  return value
}
