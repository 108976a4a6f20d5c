import type { Exchange } from './api-exchange.ts'
import type { GitHubDescription } from './github-description.ts'
import { GITHUB_ROUTES } from './github-routes.ts'
import { INVALID_JSON, type Reply } from './service.ts'

/**
 * Holds each GitHub exchange to GitHub's own description: every way the request or the answer
 * breaks it becomes one line in `violations` (`PATCH /repos/... -> HTTP 200: ...`), also logged.
 */
export function gitHubConformance(
  description: GitHubDescription,
  violations: string[],
  log: (line: string) => void,
): (exchange: Exchange, reply: Reply) => void {
  return (exchange, reply) => {
    const served = GITHUB_ROUTES.find((r) => r.op === exchange.route.op)
    if (served === undefined) return
    const sent = exchange.body === INVALID_JSON ? 'not JSON' : exchange.body
    const problems = [
      ...description.requestProblems(served, {
        params: exchange.route.params,
        query: exchange.query,
        body: sent,
      }),
      ...description.answerProblems(served, reply.status, reply.body),
    ]
    for (const problem of problems) {
      const violation = `${exchange.method} ${exchange.path} -> HTTP ${reply.status}: ${problem}`
      violations.push(violation)
      log(`breaks GitHub's description: ${violation}`)
    }
  }
}
