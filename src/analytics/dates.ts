import { InputError, quote } from '../shared/inputs.js'

/** A date input resolved to what is sent (`value`) and the instant it stands for (`at`). */
export interface ResolvedDate {
  value: string
  at: number
}

const DAY_MS = 86_400_000

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Whether YYYY-MM-DD is a real calendar day: Date.parse refuses 2026-13-01 and moves 2026-02-30 on. */
function realDay(ymd: string): boolean {
  const at = Date.parse(ymd)
  return !Number.isNaN(at) && isoDay(at) === ymd
}

/**
 * Reads `YYYY-MM-DD`, an ISO 8601 date-time with a zone, `today`, or `Nd` (N days before today),
 * all in UTC. Relative forms are sent as `YYYY-MM-DD`; the others as written. '' stays unset.
 */
export function resolveDate(name: string, raw: string, now: number): ResolvedDate | undefined {
  const value = raw.trim()
  if (value === '') return undefined
  const today = now - (now % DAY_MS)
  if (/^today$/i.test(value)) return { value: isoDay(today), at: today }
  const relative = /^(\d{1,5})d$/i.exec(value)
  if (relative !== null) {
    const at = today - Number(relative[1]) * DAY_MS
    return { value: isoDay(at), at }
  }
  const date =
    /^\d{4}-\d{2}-\d{2}(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2})))?$/.exec(
      value,
    )
  if (
    date === null ||
    !realDay(value.slice(0, 10)) ||
    (date[1] !== undefined &&
      !(Number(date[1]) < 24 && Number(date[2]) < 60 && Number(date[3] ?? '0') < 60)) ||
    (date[4] !== undefined && !(Number(date[4]) <= 14 && Number(date[5]) < 60))
  ) {
    throw new InputError(
      `Input '${name}' must be YYYY-MM-DD, an ISO 8601 date-time with a time zone, 'today' or a number of days such as '7d'; got ${quote(value)}.`,
    )
  }
  // A date alone is read as midnight UTC, as the API reads it.
  return { value, at: Date.parse(value) }
}
