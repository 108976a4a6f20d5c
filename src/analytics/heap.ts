import { setFlagsFromString } from 'node:v8'

/**
 * The V8 flags that keep an export's resident memory flat. An export allocates rows page after
 * page that die soon after; left to its defaults, V8 doubles the young generation whenever enough
 * of it survives a collection (up to 64 MiB a half here) and lets the old generation grow well
 * past what is alive, so a long export's peak memory is many times what it ever holds alive
 * (bench/RESULTS.md, section 3). A runner starts `node dist/analytics/index.js` and takes no Node
 * options, so the bundle sets them itself. Both are read when V8 decides to grow a generation, not
 * only when the process starts: the first keeps the young generation at its first size (2 MiB),
 * the second grows the old one as a device short of memory would.
 */
export const SMALL_HEAP_FLAGS = ['--semi-space-growth-factor=1', '--optimize-for-size'] as const

/** Applies `SMALL_HEAP_FLAGS`; the bundle's entry calls it before the step starts. */
export function keepHeapSmall(setFlags: (flag: string) => void = setFlagsFromString): void {
  for (const flag of SMALL_HEAP_FLAGS) setFlags(flag)
}
