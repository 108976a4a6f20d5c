import type { GitHubRoute } from './github-routes.ts'
import {
  DescribedSchemas,
  isNode,
  readDescription,
  type DescriptionNode,
} from './openapi-schemas.ts'

/** GitHub's OpenAPI description of api.github.com, as @octokit/openapi ships it (not dereferenced). */
const DESCRIPTION_FILE = '@octokit/openapi/generated/api.github.com.json'

const BASIC_ERROR = { $ref: '#/components/schemas/basic-error' }
const VALIDATION_ERROR = { $ref: '#/components/schemas/validation-error' }

/**
 * Answers GitHub gives to any request that the description leaves out of most operations, each
 * with its body as the description defines it elsewhere: 401 for a missing or rejected token,
 * 403 for a token without the permission or a secondary rate limit ("Troubleshooting the REST
 * API" and "Rate limits for the REST API" in GitHub's docs).
 */
const ANY_ROUTE: Readonly<Record<number, DescriptionNode>> = { 401: BASIC_ERROR, 403: BASIC_ERROR }

/**
 * Answers that GitHub gives and its description leaves out of one operation, each with why it is
 * known: the description is generated and lists only some of each operation's errors.
 */
const UNDESCRIBED: Readonly<Record<string, Readonly<Record<number, DescriptionNode>>>> = {
  // A comment deleted, or never there, is Not Found, as its reactions and replies are.
  'issues/update-comment': { 404: BASIC_ERROR },
  'pulls/update-review-comment': { 404: BASIC_ERROR, 422: VALIDATION_ERROR },
  // A reply to a reply is refused: GitHub threads replies under the top-level comment only.
  'pulls/create-reply-for-review-comment': { 422: VALIDATION_ERROR },
  // A reaction already removed: the client reads this 404 as "no longer there" (reactions.ts).
  'reactions/delete-for-issue': { 404: BASIC_ERROR },
  'reactions/delete-for-issue-comment': { 404: BASIC_ERROR },
  'reactions/delete-for-pull-request-comment': { 404: BASIC_ERROR },
  // An unknown run or check run is Not Found, as the description says of a run attempt's jobs
  // (actions/list-jobs-for-workflow-run-attempt) and of a check run (checks/get).
  'actions/list-jobs-for-workflow-run': { 404: BASIC_ERROR },
  'checks/list-annotations': { 404: BASIC_ERROR },
  // An unknown job is Not Found; a log past the repository's retention is 410 with a basic
  // error ({"message":"Server Error",...,"status":"410"}), as reported in rust-lang/triagebot
  // issue 2241 and handled by makoni/actioneer-gtk pull request 14.
  'actions/download-job-logs-for-workflow-run': { 404: BASIC_ERROR, 410: BASIC_ERROR },
  // A pull request that is not there, or that the token cannot see, as for its other routes; the
  // description lists the 422 (a reviewer who is not a collaborator, or the author) without the
  // body GitHub sends with it ("Reviews may only be requested from collaborators...").
  'pulls/request-reviewers': { 404: BASIC_ERROR, 422: BASIC_ERROR },
  // The description lists only 201. GitHub refuses a description over 140 characters with a
  // validation error (`"field":"description","code":"custom"`, as in sclorg/testing-farm-as-
  // github-action pull request 187 and zalando/zappr issue 378), and a SHA it does not have with
  // a basic one ("No commit found for SHA: ...", kubernetes/test-infra issue 21987).
  'repos/create-commit-status': { 422: VALIDATION_ERROR },
}

/** One operation of the description, found for an emulator route. */
export interface DescribedOperation {
  operationId: string
  /** The description's name of each of the route's parameters, by the route's own name. */
  parameterNames: ReadonlyMap<string, string>
  parameters: DescriptionNode[]
  requestBody: DescriptionNode | undefined
  responses: DescriptionNode
}

/** A request as the emulator received it. */
export interface DescribedRequest {
  /** Path parameters by the route's names (`:number`, `:id`). */
  params: Readonly<Record<string, string>>
  query: URLSearchParams
  /** The parsed JSON body; undefined when there was none. */
  body: unknown
}

/**
 * The emulator's GitHub routes held to GitHub's own OpenAPI description (@octokit/openapi, for
 * api.github.com): the route's path and method must be there, requests must send what it
 * describes (path and query parameters, body), answers must be one of the statuses it describes,
 * with a body of the schema it gives for that status. Only the schemas that a check meets are
 * compiled, so a check costs the reading of the file (under a second) and a few dozen schemas.
 */
export class GitHubDescription {
  private readonly description: DescriptionNode
  private readonly schemas: DescribedSchemas
  private readonly operations = new Map<string, DescribedOperation | undefined>()

  constructor(description: DescriptionNode = readDescription(DESCRIPTION_FILE)) {
    this.description = description
    this.schemas = new DescribedSchemas(description, 'https://api.github.com/description#')
  }

  /** The operation with the route's method and path (its parameters in the same places). */
  operation(route: GitHubRoute): DescribedOperation | undefined {
    const key = `${route.method} ${route.path}`
    if (!this.operations.has(key)) this.operations.set(key, this.find(route))
    return this.operations.get(key)
  }

  /** What the request breaks of the description, one line each. */
  requestProblems(route: GitHubRoute, request: DescribedRequest): string[] {
    const operation = this.operation(route)
    if (operation === undefined) return [notDescribed(route)]
    const problems: string[] = []
    const described = new Set<string>()
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'path' && parameter.in !== 'query') continue
      const name = String(parameter.name)
      const schema = isNode(parameter.schema) ? parameter.schema : {}
      let value: string | undefined
      if (parameter.in === 'path') {
        value = request.params[routeName(operation, name)]
      } else {
        described.add(name)
        value = request.query.get(name) ?? undefined
      }
      if (value === undefined) {
        if (parameter.required === true) problems.push(`${parameter.in} ${name} is required`)
        continue
      }
      problems.push(...this.schemas.problems(schema, fromText(value, schema), name))
    }
    for (const name of new Set(request.query.keys())) {
      if (!described.has(name)) problems.push(`query ${name} is not a parameter of the operation`)
    }
    const content = mediaSchema(operation.requestBody)
    if (operation.requestBody === undefined) {
      if (request.body !== undefined) problems.push('body sent, but the operation takes none')
    } else if (request.body === undefined) {
      if (operation.requestBody.required === true) problems.push('body is required')
    } else if (content !== undefined) {
      problems.push(...this.schemas.problems(content, request.body, 'body'))
    }
    return problems
  }

  /** What the answer breaks of the description, one line each. */
  answerProblems(route: GitHubRoute, status: number, body: unknown): string[] {
    const operation = this.operation(route)
    if (operation === undefined) return [notDescribed(route)]
    const described = operation.responses[String(status)]
    const undescribed = UNDESCRIBED[operation.operationId]?.[status]
    // A status described without a body, which GitHub does send, is in UNDESCRIBED too.
    const schema = isNode(described)
      ? (mediaSchema(this.schemas.resolve(described)) ?? undescribed)
      : (undescribed ?? ANY_ROUTE[status])
    if (!isNode(described) && schema === undefined) {
      return [`HTTP ${status} is not an answer the description gives to ${operation.operationId}`]
    }
    if (schema === undefined) {
      return body === undefined || body === '' ? [] : [`HTTP ${status} has no body, but one came`]
    }
    if (body === undefined) return [`HTTP ${status} has a body, but none came`]
    return this.schemas.problems(schema, body, 'answer')
  }

  private find(route: GitHubRoute): DescribedOperation | undefined {
    const segments = route.path.split('/')
    const paths = isNode(this.description.paths) ? this.description.paths : {}
    for (const [path, item] of Object.entries(paths)) {
      const theirs = path.split('/')
      if (theirs.length !== segments.length || !isNode(item)) continue
      const parameterNames = new Map<string, string>()
      const same = segments.every((mine, i) => {
        const their = theirs[i] ?? ''
        const parameter = /^\{(.+)\}$/.exec(their)?.[1]
        if (!mine.startsWith(':')) return parameter === undefined && mine === their
        // `:path+`, the rest of the path, is one parameter too (`x-multi-segment`).
        if (parameter !== undefined) parameterNames.set(mine.slice(1).replace(/\+$/, ''), parameter)
        return parameter !== undefined
      })
      const node = item[route.method.toLowerCase()]
      if (!same || !isNode(node)) continue
      const list = (value: unknown): DescriptionNode[] =>
        Array.isArray(value) ? value.filter(isNode).map((p) => this.schemas.resolve(p)) : []
      return {
        operationId: String(node.operationId),
        parameterNames,
        parameters: [...list(item.parameters), ...list(node.parameters)],
        requestBody: isNode(node.requestBody) ? this.schemas.resolve(node.requestBody) : undefined,
        responses: isNode(node.responses) ? node.responses : {},
      }
    }
    return undefined
  }
}

let loaded: GitHubDescription | undefined

/** The description, read once per process. */
export function gitHubDescription(): GitHubDescription {
  loaded ??= new GitHubDescription()
  return loaded
}

function notDescribed(route: GitHubRoute): string {
  return `${route.method} ${route.path} is not in GitHub's description`
}

/** The route's name of one of the description's path parameters. */
function routeName(operation: DescribedOperation, described: string): string {
  for (const [mine, theirs] of operation.parameterNames) if (theirs === described) return mine
  return described
}

/** The JSON schema of a request body or a response, when it has a JSON one. */
function mediaSchema(node: DescriptionNode | undefined): DescriptionNode | undefined {
  const content = isNode(node?.content) ? node.content : {}
  const json = content['application/json']
  return isNode(json) && isNode(json.schema) ? json.schema : undefined
}

/** A path or query value, which is text, as the type its schema gives (`7` for an integer). */
function fromText(value: string, schema: DescriptionNode): unknown {
  if ((schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) {
    return Number(value)
  }
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true'
  return value
}
