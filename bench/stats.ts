/**
 * What the benchmark's sections (bench/run.ts) say of their samples: the median, the largest and
 * the smallest, and the units their tables print times and sizes in.
 */

export interface Stats {
  median: number
  max: number
  min: number
}

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  return { median, max: sorted.at(-1)!, min: sorted[0]! }
}

export const ms = (value: number): string =>
  value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`
