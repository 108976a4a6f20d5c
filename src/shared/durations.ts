/** Durations as people read them, for logs, comments and summaries. */

/** "2 min 5 s", "850 ms". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes < 60) return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`
  const hours = Math.floor(minutes / 60)
  return `${hours} h ${minutes % 60} min`
}

/** A moment as people read it in UTC: "10:41 UTC", and its date when that is not `now`'s. */
export function utcMoment(at: number, now: number): { time: string; day: string | undefined } {
  const iso = new Date(at).toISOString()
  const day = iso.slice(0, 10)
  return {
    time: `${iso.slice(11, 16)} UTC`,
    day: day === new Date(now).toISOString().slice(0, 10) ? undefined : day,
  }
}
