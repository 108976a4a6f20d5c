import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'
import standaloneCode from 'ajv/dist/standalone/index.js'

/** A JSON object of an OpenAPI description: a schema, a response, a parameter... */
export type DescriptionNode = Record<string, unknown>

export function isNode(value: unknown): value is DescriptionNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Where a description read from a file came from: its path, size and time (see VALIDATORS). */
const readFrom = new WeakMap<DescriptionNode, string>()

/** A description file that a development dependency ships, parsed. */
export function readDescription(file: string): DescriptionNode {
  const path = createRequire(import.meta.url).resolve(file)
  const description = JSON.parse(readFileSync(path, 'utf8')) as DescriptionNode
  const { size, mtimeMs } = statSync(path)
  readFrom.set(description, `${path} ${size} ${mtimeMs}`)
  return description
}

/**
 * Compiled validators of a description read from a file, kept between processes: Ajv takes about
 * a fifth of a second to compile a webhook's schema, and every test file that makes an event
 * compiled it again (each Jest test file loads the emulator afresh, in each worker): 7 CPU seconds
 * of a test run. Each is Ajv's standalone code for the schema (and the components it refers to),
 * named by a hash of the schema, the description file (path, size, time), Ajv's version and
 * options, and this module's source; outside the test run's temporary folder, which must end
 * empty, and removed with node_modules, as V8's compile cache beside it.
 */
const VALIDATORS = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'docs-agent-validators',
)
const require = createRequire(import.meta.url)
const AJV_VERSION = (require('ajv/package.json') as { version: string }).version
const THIS_MODULE = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('hex')

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

  /** What names this description's validators in VALIDATORS; none for one not read from a file. */
  private readonly cacheKey: string | undefined

  constructor(description: DescriptionNode, base: string) {
    this.description = description
    this.base = base
    const options = {
      strict: false,
      allErrors: true,
      validateSchema: false,
      inlineRefs: false,
      code: { source: true },
    }
    // 3.1 descriptions are JSON Schema 2020-12; 3.0 ones an older dialect close to draft 7.
    const dialect = String(description.openapi).startsWith('3.1') ? '2020-12' : 'draft-07'
    this.ajv = dialect === '2020-12' ? new Ajv2020(options) : new Ajv(options)
    formats.default(this.ajv)
    const file = readFrom.get(description)
    this.cacheKey =
      file === undefined
        ? undefined
        : JSON.stringify([file, base, dialect, options, AJV_VERSION, THIS_MODULE])
  }

  /** Ajv's validator of a schema, from VALIDATORS when it was compiled before. */
  private compile(schema: DescriptionNode): ValidateFunction {
    if (this.cacheKey === undefined) return this.ajv.compile(schema)
    const name = createHash('sha256')
      .update(this.cacheKey)
      .update('\0')
      .update(JSON.stringify(schema))
      .digest('hex')
    const path = join(VALIDATORS, `${name.slice(0, 40)}.cjs`)
    try {
      return require(path) as ValidateFunction
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error
    }
    const validate = this.ajv.compile(schema)
    // Written whole, then renamed: another worker may be reading or writing the same one.
    mkdirSync(VALIDATORS, { recursive: true })
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`
    writeFileSync(partial, standaloneCode.default(this.ajv, validate))
    renameSync(partial, path)
    return validate
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
      validate = this.compile(this.toJsonSchema(schema) as DescriptionNode)
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
