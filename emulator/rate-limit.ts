/** A sliding-window limit: at most `limit` uses per key within `windowMs`. */
export class SlidingWindowLimit {
  private readonly uses = new Map<string, number[]>()
  limit: number
  readonly windowMs: number

  constructor(limit: number, windowMs: number) {
    this.limit = limit
    this.windowMs = windowMs
  }

  /** Records a use and returns undefined, or returns the ms until a use frees up. */
  take(key: string, now: number): number | undefined {
    const recent = (this.uses.get(key) ?? []).filter((at) => at > now - this.windowMs)
    if (recent.length >= this.limit) {
      this.uses.set(key, recent)
      const oldest = recent[0] ?? now
      return Math.max(1, oldest + this.windowMs - now)
    }
    recent.push(now)
    this.uses.set(key, recent)
    return undefined
  }

  reset(): void {
    this.uses.clear()
  }
}
