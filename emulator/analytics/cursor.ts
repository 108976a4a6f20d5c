/**
 * Opaque cursors (searches, feedback): a position, base64url-encoded. The service documents its
 * cursors as opaque; the emulator refuses one it did not make, as the service answers a bad
 * cursor with 400.
 */
export function encodeCursor(position: Readonly<Record<string, string | number>>): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url')
}

/** The position a cursor holds, or undefined when the emulator did not make it. */
export function decodeCursor(text: string): Record<string, unknown> | undefined {
  let position: unknown
  try {
    position = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (typeof position !== 'object' || position === null || Array.isArray(position)) return undefined
  const fields = position as Record<string, unknown>
  const valid = Object.values(fields).every((v) => typeof v === 'string' || typeof v === 'number')
  // Base64 decoding skips what it cannot read: only the exact text the emulator sent is a cursor.
  if (!valid || encodeCursor(fields as Record<string, string | number>) !== text) return undefined
  return fields
}
