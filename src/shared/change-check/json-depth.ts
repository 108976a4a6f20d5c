/**
 * How deep a parsed JSON value nests, told without recursion: `JSON.parse` reads any depth, but
 * every walk of its value that recurses (JSON.stringify's own among them) runs out of stack
 * somewhere past a few thousand levels, and a change can nest its config deeper than that (issue
 * #52). The check bounds the depth first, and judges only what stays within it.
 */

/** The deepest a config the check judges may nest; real ones nest a dozen levels or so. */
export const MAX_JSON_DEPTH = 100

/** Whether `value` nests objects and arrays more than `max` deep. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [next, depth] = stack.pop() as [unknown, number]
    if (next === null || typeof next !== 'object') continue
    if (depth + 1 > max) return true
    for (const child of Object.values(next)) stack.push([child, depth + 1])
  }
  return false
}
