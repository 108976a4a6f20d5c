import { expect } from '@jest/globals'
import { answerProblems, type Operation } from '../../emulator/service-api.ts'
import type { Emulator } from '../../emulator/server.ts'

export interface Answer {
  status: number
  body: unknown
}

/** One request to the emulator over HTTP, as a client sends it; `key: null` sends none. */
export async function ask(
  emulator: Emulator,
  method: string,
  path: string,
  options: { body?: unknown; key?: string | null } = {},
): Promise<Answer> {
  const { body, key = 'mint_contract_key' } = options
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (key !== null) headers.authorization = `Bearer ${key}`
  const response = await fetch(emulator.url + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

/** The answer matches the project's definition of `op` (emulator/service-api.ts joins its parts). */
export function expectDefined(op: Operation, answer: Answer, status: number): void {
  expect({
    status: answer.status,
    problems: answerProblems(op, answer.status, answer.body),
  }).toEqual({ status, problems: [] })
}

/** The id of the job an answer describes. */
export function jobId(answer: Answer): string {
  return String((answer.body as { id?: unknown }).id)
}
