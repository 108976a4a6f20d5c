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

/** Whether y-m-d names a real calendar day (no 2026-02-30, no month 13). */
function realDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/**
 * Reads `YYYY-MM-DD`, an ISO 8601 date-time with a zone, `today`, or `Nd` (N days before today),
 * all in UTC. Relative forms are sent as `YYYY-MM-DD`; the others as written. '' stays unset.
 */
export function resolveDate(name: string, raw: string, now: number): ResolvedDate | undefined {
  const value = raw.trim()
  if (value === '') return undefined
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  )
  if (/^today$/i.test(value)) return { value: isoDay(today), at: today }
  const relative = /^(\d{1,5})d$/i.exec(value)
  if (relative !== null) {
    const at = today - Number(relative[1]) * DAY_MS
    return { value: isoDay(at), at }
  }
  const date =
    /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(
      value,
    )
  const zone = /^([+-])(\d{2}):(\d{2})$/.exec(date?.[7] ?? '')
  const valid =
    date !== null &&
    realDay(Number(date[1]), Number(date[2]), Number(date[3])) &&
    (date[4] === undefined ||
      (Number(date[4]) < 24 && Number(date[5]) < 60 && Number(date[6] ?? '0') < 60)) &&
    (zone === null || (Number(zone[2]) <= 14 && Number(zone[3]) < 60))
  if (!valid || date === null) {
    throw new InputError(
      `Input '${name}' must be YYYY-MM-DD, an ISO 8601 date-time with a time zone, 'today' or a number of days such as '7d'; got ${quote(value)}.`,
    )
  }
  const at = date[4] === undefined ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value)
  return { value, at }
}
