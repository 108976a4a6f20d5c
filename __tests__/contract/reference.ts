import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { ROOT } from '../e2e/harness.js'

/** The vendor's published specs live beside the project, in ../shared/reference/ (never copied in). */
export const REFERENCE_DIR = join(ROOT, '..', 'shared', 'reference')

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>
}
interface Spec {
  paths: Record<string, Record<string, Operation>>
}

/** A validator for one published spec, or undefined (with the reason) when it is not present. */
export function loadSpec(
  file: string,
):
  | { validate: (path: string, method: string, status: number, body: unknown) => string[] }
  | { missing: string } {
  const location = join(REFERENCE_DIR, file)
  if (!existsSync(location)) return { missing: `${location} is not present` }
  const spec = JSON.parse(readFileSync(location, 'utf8')) as Spec
  // OpenAPI 3.0 `nullable` and 3.1 type arrays are both understood; `example` is ignored.
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats.default(ajv)
  ajv.addSchema(spec, file)
  return {
    validate(path, method, status, body) {
      const operation = spec.paths[path]?.[method.toLowerCase()]
      if (operation === undefined) return [`${method} ${path} is not in ${file}`]
      const response = operation.responses[String(status)]
      if (response === undefined) {
        return [`${method} ${path} answered ${status}, which ${file} does not document`]
      }
      const schema = response.content?.['application/json']?.schema
      if (schema === undefined) return []
      const check = ajv.compile(rebase(schema, file))
      if (check(body)) return []
      return (check.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`)
    },
  }
}

/** Points local `#/components/...` references into the registered spec. */
function rebase(schema: unknown, file: string): object {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${file}#/`)) as object
}
