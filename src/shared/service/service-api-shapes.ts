/**
 * The service's API as this project understands it, written once, in three parts: what its
 * endpoints have in common (here: the error answer, what an endpoint is, how an answer is checked
 * and how a client reads one), and beside each client the endpoints it calls:
 * ../../agent/job/service-client-shapes.ts and ../../analytics/analytics-api-shapes.ts. The clients
 * read answers through these definitions (forgivingly, see `forgiving`), the emulator types and
 * checks its answers with them (emulator/service-api.ts joins the two actions' endpoints into the
 * one table it serves), and the contract tests hold the emulator to them on every run and compare
 * them with the vendor's published specs where those are present. Self-contained on purpose: it
 * imports nothing from either action.
 *
 * Answers are strict objects: the emulator must send the documented fields and nothing else.
 * The clients never parse with these strict shapes; they read each field on its own.
 *
 * Cost: the bundles hold only the part of valibot that ../valibot.ts names, which
 * scripts/bundle-parts.ts cuts out of it (bench/RESULTS.md, section 1, has the sizes and times).
 */
import * as v from '../valibot.ts'

/** An error answer: `error` always; the analytics endpoints add `details`. */
export const ServiceError = v.strictObject({
  error: v.string(),
  details: v.optional(v.array(v.strictObject({ message: v.string() }))),
})

export type ServiceErrorAnswer = v.InferOutput<typeof ServiceError>

export type Shape = v.GenericSchema

export interface Endpoint {
  method: 'GET' | 'POST'
  /** As the specs write it, with `{projectId}`, `{id}` and `{threadId}`. */
  path: string
  body?: Shape
  query?: Shape
  /** The documented answers, by status. */
  answers: Readonly<Record<number, Shape>>
}

/**
 * What is wrong with an answer of `op` (as `endpoint` defines it), one line per problem; empty
 * when it matches the definition.
 */
export function checkAnswer(
  op: string,
  endpoint: Endpoint,
  status: number,
  body: unknown,
): string[] {
  const answers = endpoint.answers
  const shape = answers[status] ?? (status >= 400 ? ServiceError : undefined)
  if (shape === undefined) return [`${op} answered ${status}, which the definition does not list`]
  const result = v.safeParse(shape, body)
  if (result.success) return []
  return result.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`)
}

/**
 * A client's reading of an object shape: each of its fields read by `read` (which never fails)
 * instead of by its strict schema, so a missing, null, mistyped or unknown value never stops the
 * client; fields the definition does not name are ignored.
 */
export function forgiving<E extends v.ObjectEntries, R extends Shape>(
  shape: { entries: E },
  read: R,
): v.ObjectSchema<{ [K in keyof E]: R }, undefined> {
  const entries = Object.fromEntries(Object.keys(shape.entries).map((key) => [key, read]))
  return v.object(entries as { [K in keyof E]: R })
}
