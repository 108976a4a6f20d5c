/**
 * Deterministic numbers for the generated data sets: the same request gets the same answer on
 * every run, so a test can page through a data set and compare it with the whole.
 */

/** A small deterministic hash of a 32-bit number. */
export function hash(n: number): number {
  let x = (n ^ 0x9e3779b9) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0
  return (x ^ (x >>> 16)) >>> 0
}

/** A hash of several whole numbers (a data set's seed, a day, an index, ...). */
export function mix(...parts: number[]): number {
  let h = 0x2545f491
  for (const part of parts) h = hash((h ^ part) >>> 0)
  return h
}

/** A hash as a fraction in [0, 1). */
export function fraction(h: number): number {
  return h / 4_294_967_296
}

/** One item of a list, chosen by a hash. */
export function pick<T>(list: readonly T[], h: number): T {
  const item = list[h % list.length]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** An index below `n`, chosen by a hash with the low indices the most likely (a long tail). */
export function skewed(n: number, h: number): number {
  return Math.min(n - 1, Math.floor(n * fraction(h) ** 2))
}
