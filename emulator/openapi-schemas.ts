import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'

/** A JSON object of an OpenAPI description: a schema, a response, a parameter... */
export type DescriptionNode = Record<string, unknown>

export function isNode(value: unknown): value is DescriptionNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A description file that a development dependency ships, parsed. */
export function readDescription(file: string): DescriptionNode {
  const path = createRequire(import.meta.url).resolve(file)
  return JSON.parse(readFileSync(path, 'utf8')) as DescriptionNode
}

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames']
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems']
const SCHEMA_MAP = ['properties', 'patternProperties']

/**
 * The schemas of one OpenAPI description, each compiled the first time a check needs it (and the
 * components it refers to with it): a description holds thousands of schemas, a check needs a few
 * dozen. OpenAPI 3.0's `nullable` is brought to JSON Schema as Ajv reads it: a nullable type
 * takes null, and so does a nullable enum (GitHub's description lists null in some enums and not
 * in others, and its answers carry null either way).
 */
export class DescribedSchemas {
  private readonly description: DescriptionNode
  private readonly ajv: Ajv | Ajv2020
  /** Ids under which the description's components are registered with Ajv. */
  private readonly base: string
  private readonly registered = new Set<string>()
  private readonly compiled = new WeakMap<DescriptionNode, ValidateFunction>()

  constructor(description: DescriptionNode, base: string) {
    this.description = description
    this.base = base
    const options = { strict: false, allErrors: true, validateSchema: false, inlineRefs: false }
    // 3.1 descriptions are JSON Schema 2020-12; 3.0 ones an older dialect close to draft 7.
    this.ajv = String(description.openapi).startsWith('3.1')
      ? new Ajv2020(options)
      : new Ajv(options)
    formats.default(this.ajv)
  }

  /** Follows `$ref`s to a component of the description (a response, a parameter, a schema). */
  resolve(node: DescriptionNode): DescriptionNode {
    let current = node
    for (let hops = 0; typeof current.$ref === 'string'; hops++) {
      if (hops > 10) throw new Error(`${node.$ref as string}: a loop of references`)
      let target: unknown = this.description
      for (const part of current.$ref.replace(/^#\//, '').split('/')) {
        target = isNode(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined
      }
      if (!isNode(target)) throw new Error(`${current.$ref}: not in the description`)
      current = target
    }
    return current
  }

  /**
   * What `value` breaks of `schema` (a schema object of the description), one line each, with the
   * place in `value` after `at` ('' when it conforms).
   */
  problems(schema: DescriptionNode, value: unknown, at: string): string[] {
    let validate = this.compiled.get(schema)
    if (validate === undefined) {
      validate = this.ajv.compile(this.toJsonSchema(schema) as DescriptionNode)
      this.compiled.set(schema, validate)
    }
    if (validate(value)) return []
    return [...new Set((validate.errors ?? []).map((error) => describe(error, at)))]
  }

  private toJsonSchema(node: unknown): unknown {
    if (!isNode(node)) return node
    if (typeof node.$ref === 'string') return { $ref: this.register(node.$ref) }
    const schema: DescriptionNode = { ...node }
    for (const key of ONE_SCHEMA) {
      if (isNode(schema[key])) schema[key] = this.toJsonSchema(schema[key])
    }
    for (const key of SCHEMA_LIST) {
      if (Array.isArray(schema[key])) schema[key] = schema[key].map((s) => this.toJsonSchema(s))
    }
    for (const key of SCHEMA_MAP) {
      const map = schema[key]
      if (isNode(map)) {
        schema[key] = Object.fromEntries(
          Object.entries(map).map(([name, s]) => [name, this.toJsonSchema(s)]),
        )
      }
    }
    if (schema.nullable !== true) return schema
    delete schema.nullable
    if (typeof schema.type !== 'string') return { anyOf: [schema, { type: 'null' }] }
    schema.type = [schema.type, 'null']
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum = [...(schema.enum as unknown[]), null]
    }
    return schema
  }

  /** Registers the component a `$ref` names (once), and returns its id for Ajv. */
  private register(ref: string): string {
    const id = this.base + ref.replace(/^#\//, '')
    if (!this.registered.has(id)) {
      this.registered.add(id)
      const component = this.resolve({ $ref: ref })
      this.ajv.addSchema(this.toJsonSchema(component) as DescriptionNode, id)
    }
    return id
  }
}

/** One of Ajv's errors as a line: where, what, and the name or values it is about. */
function describe(error: ErrorObject, at: string): string {
  const where = `${at}${error.instancePath}`
  const params = error.params as { allowedValues?: unknown[] }
  const allowed =
    params.allowedValues === undefined ? '' : ` (${JSON.stringify(params.allowedValues)})`
  return `${where} ${error.message ?? error.keyword}${allowed}`
}
