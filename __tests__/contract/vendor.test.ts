import { describe, expect, test } from '@jest/globals'
import * as v from 'valibot'
import { ENDPOINTS } from '../../emulator/service-api.ts'
import { AgentJob } from '../../src/agent/job/service-client-shapes.ts'
import type { Endpoint } from '../../src/shared/service/service-api-shapes.ts'
import { compareWithSpec, loadSpec } from './reference.ts'

type Node = Record<string, unknown>

/** The project's endpoints that each published spec describes. */
const FAMILIES = [
  ['admin-openapi.json', ['agent.create', 'agent.get', 'agent.message']],
  [
    'analytics.openapi.json',
    [
      'analytics.visitors',
      'analytics.views',
      'analytics.searches',
      'analytics.feedback',
      'analytics.feedback-by-page',
      'analytics.assistant',
      'analytics.assistant-caller-stats',
      'analytics.assistant-thread',
    ],
  ],
  [
    'external-openapi.json',
    ['deploy.update', 'deploy.status', 'deploy.preview', 'deploy.automation'],
  ],
] as const

/**
 * Where the project knowingly says more than a spec, and why. Any other difference fails, and so
 * does one of these once the spec no longer has it.
 */
const ACCEPTED: Record<string, readonly string[]> = {
  'admin-openapi.json': [
    // The admin spec's Error requires nothing; the service always sends `error` (api-facts.md),
    // and the analytics spec requires it.
    'Error.error: required is true in the project, (none) in admin-openapi.json',
    // One error shape for both families: the admin spec's Error has no `details`.
    'Error.details: only in the project',
  ],
  'analytics.openapi.json': [
    // Each variant lists all four sources, but its description says which it is returned for;
    // the project holds the emulator to that, so a code snippet never comes with `helpful`.
    'FeedbackResponse.feedback[]<1>.source: enum is contextual in the project, agent|code_snippet|contextual|thumbs_only in analytics.openapi.json',
    'FeedbackResponse.feedback[]<2>.source: enum is code_snippet in the project, agent|code_snippet|contextual|thumbs_only in analytics.openapi.json',
    'FeedbackResponse.feedback[]<3>.source: enum is agent|thumbs_only in the project, agent|code_snippet|contextual|thumbs_only in analytics.openapi.json',
    // The cursor-paged endpoints type `limit` as a number (visitors and views as an integer): a
    // page holds whole rows, the clients send whole numbers, and the emulator refuses a fraction.
    'GET /v1/analytics/{projectId}/assistant query.limit: type is integer in the project, number in analytics.openapi.json',
    'GET /v1/analytics/{projectId}/feedback query.limit: type is integer in the project, number in analytics.openapi.json',
    'GET /v1/analytics/{projectId}/feedback/by-page query.limit: type is integer in the project, number in analytics.openapi.json',
    'GET /v1/analytics/{projectId}/searches query.limit: type is integer in the project, number in analytics.openapi.json',
  ],
  'external-openapi.json': [
    // As for the admin spec: its error answers (written out at each, not as a component) require
    // nothing; the project's one error shape requires `error` and allows the analytics' `details`.
    ...[
      'POST /v1/project/preview/{projectId} 400',
      'POST /v1/project/preview/{projectId} 403',
      'POST /v1/workflow/{projectId}/{workflowSchemaId}/trigger 400',
      'POST /v1/workflow/{projectId}/{workflowSchemaId}/trigger 404',
    ].flatMap((answer) => [
      `${answer}.error: required is true in the project, (none) in external-openapi.json`,
      `${answer}.details: only in the project`,
    ]),
  ],
}

const specs = FAMILIES.map(([file, ops]) => ({ file, ops, loaded: loadSpec(file) }))
const missing = specs.flatMap(({ loaded }) => ('missing' in loaded ? [loaded.missing] : []))
if (missing.length > 0) {
  // One line, outside jest's console capture; the skipped tests show in jest's count.
  process.stderr.write(
    `Skipping the comparison with the vendor's published specs: ${missing.join('; ')}.\n`,
  )
}
const suite = missing.length > 0 ? describe.skip : describe

function endpoints(ops: readonly string[], replace: Partial<Record<string, Endpoint>> = {}) {
  return Object.fromEntries(
    ops.map((op) => [op, replace[op] ?? ENDPOINTS[op as keyof typeof ENDPOINTS]]),
  )
}

function spec(file: string): Record<string, unknown> {
  const found = specs.find((s) => s.file === file)?.loaded
  if (found === undefined || !('spec' in found)) throw new Error(`${file} is not loaded`)
  return structuredClone(found.spec)
}

suite("the project's definition agrees with the vendor's published specs", () => {
  test.each(FAMILIES)('%s', (file, ops) => {
    expect(compareWithSpec(endpoints(ops), spec(file), file).sort()).toEqual(
      [...(ACCEPTED[file] ?? [])].sort(),
    )
  })

  test('a drift in the project is noticed: an unknown status, a lost field, a wider limit', () => {
    const drifted = endpoints(FAMILIES[0][1], {
      'agent.get': {
        ...ENDPOINTS['agent.get'],
        answers: {
          200: v.strictObject({
            ...v.omit(AgentJob, ['archivedAt']).entries,
            status: v.optional(v.picklist(['active', 'completed', 'archived', 'failed', 'queued'])),
          }),
          404: ENDPOINTS['agent.get'].answers[404],
        },
      },
    })
    const differences = compareWithSpec(drifted, spec('admin-openapi.json'), 'admin-openapi.json')
    expect(differences).toEqual(
      expect.arrayContaining([
        'AgentJob.status: enum is active|archived|completed|failed|queued in the project, active|archived|completed|failed in admin-openapi.json',
        'AgentJob.archivedAt: only in admin-openapi.json',
      ]),
    )
    const pages = endpoints(FAMILIES[1][1], {
      'analytics.views': {
        ...ENDPOINTS['analytics.views'],
        query: v.object({ limit: v.pipe(v.number(), v.integer(), v.maxValue(500)) }),
      },
    })
    expect(
      compareWithSpec(pages, spec('analytics.openapi.json'), 'analytics.openapi.json'),
    ).toEqual(
      expect.arrayContaining([
        'GET /v1/analytics/{projectId}/views query.limit: required is true in the project, (none) in analytics.openapi.json',
        'GET /v1/analytics/{projectId}/views query.limit: minimum is (none) in the project, 1 in analytics.openapi.json',
        'GET /v1/analytics/{projectId}/views query.limit: maximum is 500 in the project, 250 in analytics.openapi.json',
        'GET /v1/analytics/{projectId}/views query.offset: only in analytics.openapi.json',
      ]),
    )
  })

  test("a drift in the deployment spec is noticed: a new status, a lost answer, the server's path", () => {
    const file = 'external-openapi.json'
    const ops = FAMILIES[2][1]
    const drift = (changed: Record<string, unknown>) =>
      compareWithSpec(endpoints(ops), changed, file)
        .filter((difference) => !(ACCEPTED[file] ?? []).includes(difference))
        .sort()
    const changed = spec(file)
    const paths = changed.paths as Record<string, Record<string, Node>>
    const status = paths['/project/update-status/{statusId}']?.get as {
      responses: { 200: { content: { 'application/json': { schema: Node } } } }
    }
    const properties = status.responses[200].content['application/json'].schema.properties as {
      status: { enum: string[] }
    }
    properties.status.enum.push('cancelled')
    const preview = paths['/project/preview/{projectId}']?.post as { responses: Node }
    delete preview.responses['403']
    expect(drift(changed)).toEqual(
      [
        'GET /v1/project/update-status/{statusId} 200.status: enum is failure|in_progress|queued|success in the project, cancelled|failure|in_progress|queued|success in external-openapi.json',
        'POST /v1/project/preview/{projectId} 403: only in the project',
      ].sort(),
    )
    // The spec's paths are below its server's path (`/v1`): another version there moves them all.
    const moved = spec(file)
    moved.servers = [{ url: 'https://api.mintlify.com/v2' }]
    expect(drift(moved)).toEqual(
      ops
        .map((op) => `${op}: ${ENDPOINTS[op].method} ${ENDPOINTS[op].path} is not in ${file}`)
        .sort(),
    )
  })

  /** The differences with the analytics spec beyond those accepted. */
  function analyticsDrift(changed: Record<string, unknown>): string[] {
    const accepted = ACCEPTED['analytics.openapi.json'] ?? []
    return compareWithSpec(endpoints(FAMILIES[1][1]), changed, 'analytics.openapi.json')
      .filter((difference) => !accepted.includes(difference))
      .sort()
  }

  function schemasOf(changed: Record<string, unknown>): Record<string, Record<string, unknown>> {
    return (changed.components as { schemas: Record<string, Record<string, unknown>> }).schemas
  }

  test('a drift in the spec is noticed: a nullable field, a new answer, a type change', () => {
    const changed = spec('analytics.openapi.json')
    const schemas = schemasOf(changed)
    const response = schemas.VisitorsByPageResponse as {
      properties: { hasMore: Record<string, unknown> }
    }
    response.properties.hasMore = { type: ['boolean', 'null'] }
    const totals = schemas.VisitorsTrafficTotals as { properties: { ai: Record<string, unknown> } }
    totals.properties.ai = { type: 'string' }
    const paths = changed.paths as Record<string, { get: { responses: Record<string, unknown> } }>
    const visitors = paths['/v1/analytics/{projectId}/visitors']
    if (visitors !== undefined) visitors.get.responses['404'] = { description: 'Not found' }
    expect(analyticsDrift(changed)).toEqual(
      [
        'VisitorsByPageResponse.hasMore: nullable is (none) in the project, true in analytics.openapi.json',
        'VisitorsByPageResponse.totals.ai: type is number in the project, string in analytics.openapi.json',
        'GET /v1/analytics/{projectId}/visitors 404: only in analytics.openapi.json',
      ].sort(),
    )
  })

  test("a drift in the spec's variants, defaults and formats is noticed", () => {
    const changed = spec('analytics.openapi.json')
    const schemas = schemasOf(changed)
    const variants = (schemas.FeedbackResponse as { properties: { feedback: { items: Node } } })
      .properties.feedback.items.anyOf as Node[]
    const contextual = variants[0] as { properties: Record<string, unknown>; required: string[] }
    delete contextual.properties.contact
    contextual.required = contextual.required.filter((name) => name !== 'contact')
    variants.push({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] })
    const conversation = (
      schemas.AssistantConversationsResponse as {
        properties: { conversations: { items: { required: string[] } } }
      }
    ).properties.conversations.items
    conversation.required.push('responseType')
    const assistant = (changed.paths as Record<string, { get: { parameters: Node[] } }>)[
      '/v1/analytics/{projectId}/assistant'
    ]?.get.parameters
    for (const parameter of assistant ?? []) {
      const schema = parameter.schema as Node
      if (parameter.name === 'limit') schema.default = 50
      if (parameter.name === 'cursor') delete schema.format
    }
    expect(analyticsDrift(changed)).toEqual(
      [
        'FeedbackResponse.feedback[]<1>.contact: only in the project',
        'FeedbackResponse.feedback[]<4>: only in analytics.openapi.json',
        'AssistantConversationsResponse.conversations[].responseType: required is (none) in the project, true in analytics.openapi.json',
        'GET /v1/analytics/{projectId}/assistant query.limit: default is 100 in the project, 50 in analytics.openapi.json',
        'GET /v1/analytics/{projectId}/assistant query.cursor: format is ulid in the project, (none) in analytics.openapi.json',
      ].sort(),
    )
  })
})
