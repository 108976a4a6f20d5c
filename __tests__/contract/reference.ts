import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { toJsonSchema } from '@valibot/to-json-schema'
import type { GenericSchema } from 'valibot'
import type { Endpoint } from '../../src/shared/service/service-api-shapes.ts'
import { ROOT } from '../e2e/harness.js'

/** The vendor's published specs live beside the project, in ../shared/reference/ (never copied in). */
export const REFERENCE_DIR = join(ROOT, '..', 'shared', 'reference')

type Node = Record<string, unknown>

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A published spec, parsed, or why it is not there. */
export function loadSpec(file: string): { spec: Node } | { missing: string } {
  const location = join(REFERENCE_DIR, file)
  if (!existsSync(location)) return { missing: `${location} is not present` }
  return { spec: JSON.parse(readFileSync(location, 'utf8')) as Node }
}

/**
 * What a schema says of one field, in terms both OpenAPI 3.0 (`nullable`), 3.1 (type arrays) and
 * the JSON Schema of the valibot definitions (`anyOf` with null) can be brought to. Descriptions,
 * examples and `additionalProperties` are left out: the definitions' answers are strict on
 * purpose, and the specs say nothing either way. Defaults are kept: a query's default `limit`
 * is part of what a client relies on.
 */
interface Facts {
  type?: string
  nullable?: true
  required?: true
  enum?: string
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  default?: string
}

/** Follows `#/components/...` references inside the spec they come from. */
function resolver(spec: Node | undefined): (node: Node) => Node {
  return (node) => {
    let current = node
    for (
      let hops = 0;
      typeof current.$ref === 'string' && spec !== undefined && hops < 10;
      hops++
    ) {
      let target: unknown = spec
      for (const part of current.$ref.replace(/^#\//, '').split('/'))
        target = isNode(target) ? target[part] : undefined
      current = isNode(target) ? target : {}
    }
    return current
  }
}

/** Every field under `prefix`, with its facts; a field only one side has is reported at its top. */
function fieldFacts(
  schema: Node,
  resolve: (node: Node) => Node,
  prefix: string,
  required: boolean,
  into: Map<string, Facts>,
): void {
  let node = resolve(schema)
  let nullable = node.nullable === true
  // A nullable value is an `anyOf` with null; any other `anyOf` or `oneOf` lists variants (the
  // definitions write a `variant`, told apart by one field, which comes out as `oneOf`).
  const options = [node.anyOf, node.oneOf].flatMap((list) =>
    Array.isArray(list) ? list.filter(isNode) : [],
  )
  const nonNull = options.filter((option) => option.type !== 'null')
  if (options.length > nonNull.length) nullable = true
  if (nonNull.length === 1 && nonNull[0] !== undefined) node = resolve(nonNull[0])
  const variants = nonNull.length > 1 ? nonNull : []
  let type = node.type
  if (Array.isArray(type)) {
    nullable ||= type.includes('null')
    type = type.filter((t) => t !== 'null').join('|')
  }
  const facts: Facts = {}
  if (typeof type === 'string') facts.type = type
  if (nullable) facts.nullable = true
  if (required) facts.required = true
  if (Array.isArray(node.enum)) facts.enum = node.enum.map(String).sort().join('|')
  for (const key of ['format'] as const) if (typeof node[key] === 'string') facts[key] = node[key]
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength'] as const) {
    if (typeof node[key] === 'number') facts[key] = node[key]
  }
  if (node.default !== undefined) facts.default = JSON.stringify(node.default)
  into.set(prefix, facts)
  // Variants are compared in the order they are listed, each as `<1>`, `<2>`, ...
  for (const [index, variant] of variants.entries())
    fieldFacts(variant, resolve, `${prefix}<${index + 1}>`, false, into)
  const requiredNames = Array.isArray(node.required) ? node.required : []
  if (isNode(node.properties)) {
    for (const [name, child] of Object.entries(node.properties)) {
      if (isNode(child))
        fieldFacts(child, resolve, `${prefix}.${name}`, requiredNames.includes(name), into)
    }
  }
  if (isNode(node.items)) fieldFacts(node.items, resolve, `${prefix}[]`, false, into)
}

/** The differences between two schemas of the same thing, one line each. */
function compareSchemas(
  label: string,
  ours: Map<string, Facts>,
  theirs: Map<string, Facts>,
  file: string,
): string[] {
  const differences: string[] = []
  for (const path of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(path)
    const b = theirs.get(path)
    const field = `${label}${path}`
    if (a === undefined || b === undefined) {
      // Only the top of a field one side lacks is worth a line: its parent is on both sides.
      const parent = path.replace(/(\.[^.[\]<]+|\[\]|<\d+>)$/, '')
      if (ours.has(parent) && theirs.has(parent))
        differences.push(`${field}: only in ${a === undefined ? file : 'the project'}`)
      continue
    }
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Facts>) {
      if (a[key] !== b[key]) {
        differences.push(
          `${field}: ${key} is ${String(a[key] ?? '(none)')} in the project, ${String(b[key] ?? '(none)')} in ${file}`,
        )
      }
    }
  }
  return differences
}

function projectFacts(shape: GenericSchema, prefix: string): Map<string, Facts> {
  const facts = new Map<string, Facts>()
  fieldFacts(toJsonSchema(shape) as Node, (node) => node, prefix, false, facts)
  return facts
}

/**
 * The path a spec's server URL puts before its paths (`https://api.mintlify.com/v1` -> `/v1`),
 * '' when it puts none; the project writes its paths whole.
 */
export function serverPath(spec: Node): string {
  const servers = Array.isArray(spec.servers) ? spec.servers.filter(isNode) : []
  const url = typeof servers[0]?.url === 'string' ? servers[0].url : ''
  try {
    return new URL(url).pathname.replace(/\/+$/, '')
  } catch {
    return ''
  }
}

/**
 * Compares the project's endpoints with a published spec: the answers each documents, their
 * bodies, the request body and the query. Differences are named after the spec's component
 * (e.g. `Error.error`) when it has one, so that a shared schema is reported once. A spec whose
 * server URL has a path (`.../v1`) writes its paths below it: they are read with it in front.
 */
export function compareWithSpec(
  endpoints: Readonly<Record<string, Endpoint>>,
  spec: Node,
  file: string,
): string[] {
  const resolve = resolver(spec)
  const differences = new Set<string>()
  const add = (list: string[]): void => list.forEach((d) => differences.add(d))
  const base = serverPath(spec)
  const paths = Object.fromEntries(
    Object.entries(isNode(spec.paths) ? spec.paths : {}).map(([path, item]) => [base + path, item]),
  )
  for (const [op, endpoint] of Object.entries(endpoints)) {
    const item = paths[endpoint.path]
    const operation = isNode(item) ? item[endpoint.method.toLowerCase()] : undefined
    const where = `${endpoint.method} ${endpoint.path}`
    if (!isNode(operation)) {
      differences.add(`${op}: ${where} is not in ${file}`)
      continue
    }
    const responses = isNode(operation.responses) ? operation.responses : {}
    const statuses = new Set([...Object.keys(endpoint.answers), ...Object.keys(responses)])
    for (const status of statuses) {
      const ours = endpoint.answers[Number(status)]
      const response = responses[status]
      if (ours === undefined || !isNode(response)) {
        differences.add(`${where} ${status}: only in ${ours === undefined ? file : 'the project'}`)
        continue
      }
      const theirs = jsonSchemaOf(resolve(response))
      const ref = typeof theirs.$ref === 'string' ? theirs.$ref.split('/').pop() : undefined
      const label = ref ?? `${where} ${status}`
      const vendor = new Map<string, Facts>()
      fieldFacts(theirs, resolve, '', false, vendor)
      add(compareSchemas(label, projectFacts(ours, ''), vendor, file))
    }
    const body = isNode(operation.requestBody) ? jsonSchemaOf(operation.requestBody) : undefined
    if ((body === undefined) !== (endpoint.body === undefined)) {
      differences.add(`${where} request body: only in ${body ? file : 'the project'}`)
    } else if (body !== undefined && endpoint.body !== undefined) {
      const vendor = new Map<string, Facts>()
      fieldFacts(body, resolve, '', false, vendor)
      add(compareSchemas(`${where} body`, projectFacts(endpoint.body, ''), vendor, file))
    }
    add(compareQuery(where, endpoint, operation, resolve, file))
  }
  return [...differences]
}

function jsonSchemaOf(holder: Node): Node {
  const content = isNode(holder.content) ? holder.content['application/json'] : undefined
  return isNode(content) && isNode(content.schema) ? content.schema : {}
}

function compareQuery(
  where: string,
  endpoint: Endpoint,
  operation: Node,
  resolve: (node: Node) => Node,
  file: string,
): string[] {
  const vendor = new Map<string, Facts>([['', { type: 'object' }]])
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : []
  for (const parameter of parameters.filter(isNode).map(resolve)) {
    if (parameter.in !== 'query' || typeof parameter.name !== 'string') continue
    const schema = isNode(parameter.schema) ? parameter.schema : {}
    fieldFacts(schema, resolve, `.${parameter.name}`, parameter.required === true, vendor)
  }
  const ours =
    endpoint.query === undefined
      ? new Map<string, Facts>([['', { type: 'object' }]])
      : projectFacts(endpoint.query, '')
  return compareSchemas(`${where} query`, ours, vendor, file)
}
