import { condition, resolve, type Scope, type Status, type Value } from './expressions.ts'
import type { PlayedJob, WorkflowRun } from './workflow-play-shapes.ts'
import { combinations, groupOf, type JobSpec, type Strategy } from './workflow-spec.ts'
import { playCombination } from './workflow-steps.ts'

// One job of a played workflow (./workflow-runner.ts): whether it runs, its matrix combinations
// (at most `max-parallel` at once, fail-fast), and its outputs.

/** Plays a job whose needs have ended: skipped, or each of its combinations. */
export async function playJob(run: WorkflowRun, name: string, job: JobSpec): Promise<PlayedJob> {
  const { base, played } = run
  const needs = Object.fromEntries(
    [job.needs ?? []].flat().map((need) => [need, played.jobs[need] as unknown as Value]),
  )
  // A job runs when every job it needs succeeded, unless its `if:` uses a status function.
  const results = Object.keys(needs).map((n) => played.jobs[n]?.result)
  const jobScope: Scope = { ...base, contexts: { ...base.contexts, needs } }
  const status: Status = {
    failed: results.includes('failure'),
    blocked: results.includes('skipped'),
  }
  if (!condition(job.if, jobScope, status)) return { result: 'skipped', outputs: {} }
  const concurrency = groupOf(job.concurrency, jobScope)
  const strategy = resolve(job.strategy ?? {}, jobScope) as Strategy
  const combos = combinations(strategy.matrix)
  // fail-fast (the default): once a combination fails, the ones not started yet never start.
  const failFast = strategy['fail-fast'] !== false
  let failed = false
  const runs = combos.map((matrix) => async (): Promise<PlayedJob> => {
    if (failed && failFast) return { result: 'skipped', outputs: {} }
    const result = await playCombination(run, { name, job, jobScope, matrix })
    if (result.result === 'failure') failed = true
    return result
  })
  const ran = await pool(strategy['max-parallel'] ?? runs.length, runs)
  // Job outputs: each one from a combination that set it to something non-empty.
  const outputs: Record<string, string> = {}
  for (const r of ran)
    for (const [key, value] of Object.entries(r.outputs)) if (value !== '') outputs[key] = value
  for (const key of Object.keys(job.outputs ?? {})) outputs[key] ??= ''
  return { result: failed ? 'failure' : 'success', outputs, concurrency }
}

/** Runs `tasks` with at most `limit` at once, keeping their order in the result. */
async function pool<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = []
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await (tasks[i] as () => Promise<T>)()
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker))
  return results
}
