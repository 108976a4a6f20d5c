/**
 * Faults a test (or a person) can inject into the emulator's answers. A rule matches an operation
 * (`agent.create`, `agent.get`, `agent.message`, ... or `*`) and applies to the next `times`
 * matching requests, after letting `skip` of them through.
 */
export type FaultKind =
  /** Answer `status` with `body` (default `{"error": "Injected fault"}`) and `headers`. */
  | 'status'
  /** Answer `status` (default 502) with an HTML error page, as a proxy or gateway does. */
  | 'html'
  /** Act on the request, then send its answer cut off half-way (invalid JSON). */
  | 'malformed'
  /** Close the connection without reading or acting on the request. */
  | 'drop-before'
  /** Act on the request (e.g. create the job), then close the connection without answering. */
  | 'drop-after'
  /**
   * Act on the request, then answer `status` (default 500) with `body` instead of its answer: a
   * server or gateway that failed after the work was done.
   */
  | 'status-after'
  /** Never answer: the client's own timeout must end the request. */
  | 'hang'
  /** Wait `delayMs`, then answer normally. */
  | 'delay'
  /**
   * GitHub's secondary rate limit, as GitHub sends it: 403, `retry-after` (`retryAfter`, default
   * 1 s) and its message. Nothing is acted on.
   */
  | 'secondary-rate-limit'

export interface FaultRule {
  op: string
  kind: FaultKind
  status?: number
  body?: unknown
  headers?: Record<string, string>
  /** Shorthand for a `Retry-After` header, in seconds. */
  retryAfter?: number
  delayMs?: number
  /** How many matching requests it applies to (default 1); 0 means every one. */
  times?: number
  /** Matching requests let through before it starts applying (default 0). */
  skip?: number
}

const KINDS: readonly string[] = [
  'status',
  'html',
  'malformed',
  'drop-before',
  'drop-after',
  'status-after',
  'hang',
  'delay',
  'secondary-rate-limit',
]

interface Armed {
  rule: FaultRule
  skip: number
  left: number
}

export class FaultQueue {
  private rules: Armed[] = []

  add(rule: FaultRule): void {
    if (typeof rule.op !== 'string' || !KINDS.includes(rule.kind)) {
      throw new Error(
        `invalid fault rule ${JSON.stringify(rule)}: needs op and a kind in ${KINDS.join(', ')}`,
      )
    }
    const times = rule.times ?? 1
    this.rules.push({ rule, skip: rule.skip ?? 0, left: times === 0 ? Infinity : times })
  }

  /** The fault for this request, if any, consuming one use of its rule. */
  take(op: string): FaultRule | undefined {
    for (const armed of this.rules) {
      if (armed.rule.op !== '*' && armed.rule.op !== op) continue
      if (armed.skip > 0) {
        armed.skip--
        continue
      }
      armed.left--
      this.rules = this.rules.filter((a) => a.left > 0)
      return armed.rule
    }
    return undefined
  }

  clear(): void {
    this.rules = []
  }

  get pending(): FaultRule[] {
    return this.rules.map((a) => a.rule)
  }
}
