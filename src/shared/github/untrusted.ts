import { readFileSync } from 'node:fs'
import type { components } from '@octokit/openapi-types'

/**
 * Something GitHub sent (an answer of its REST API, an event's payload): GitHub's shape, but any
 * part may be missing, null or of another type (a hand-written event in a local run, an answer
 * from an older or newer GitHub, a proxy's), so every value read from it is checked where it is
 * read.
 */
export type Untrusted<T> = T extends readonly (infer E)[]
  ? readonly Untrusted<E>[]
  : T extends object
    ? { readonly [K in keyof T]?: Untrusted<T[K]> | null }
    : T

/**
 * The fields `K` of an object of GitHub's REST API, typed as GitHub's OpenAPI description has them
 * (`issue-comment`, `reaction`, ...), as `Untrusted`.
 */
export type Answered<
  N extends keyof components['schemas'],
  K extends keyof components['schemas'][N],
> = Untrusted<Pick<components['schemas'][N], K>>

/** A string read from something GitHub sent: '' when it is missing or of another type. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/**
 * The run's event payload (the file GITHUB_EVENT_PATH names), typed `P`, an Untrusted shape (every
 * field optional): any JSON object will do, and no file, or one that is not an object, is `{}`.
 */
export function readEventPayload<P extends Untrusted<object>>(path: string | undefined): P {
  if (path === undefined || path === '') return {} as P
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown
    return (typeof parsed === 'object' && parsed !== null ? parsed : {}) as P
  } catch {
    return {} as P
  }
}
