import { AGENT_ENDPOINTS } from '../src/agent/job/service-client-shapes.ts'
import { ANALYTICS_ENDPOINTS } from '../src/analytics/analytics-api-shapes.ts'
import { DEPLOYMENT_ENDPOINTS } from '../src/shared/deployments/deployment-api-shapes.ts'
import { checkAnswer, type Endpoint } from '../src/shared/service/service-api-shapes.ts'

/**
 * The whole API the emulator serves: the agent's endpoints, the analytics endpoints and the
 * deployment endpoints (which both actions call, so they are in src/shared/deployments/), each
 * defined beside the client that calls it (src/shared/service/service-api-shapes.ts says how).
 * Joined here, since neither action may import the other's; the contract tests use it too.
 */
export const ENDPOINTS = {
  ...AGENT_ENDPOINTS,
  ...ANALYTICS_ENDPOINTS,
  ...DEPLOYMENT_ENDPOINTS,
} as const satisfies Record<string, Endpoint>

export type Operation = keyof typeof ENDPOINTS

export function isOperation(op: string): op is Operation {
  return Object.hasOwn(ENDPOINTS, op)
}

/** What is wrong with an answer, one line per problem; empty when it matches the definition. */
export function answerProblems(op: Operation, status: number, body: unknown): string[] {
  return checkAnswer(op, ENDPOINTS[op], status, body)
}
