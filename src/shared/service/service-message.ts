import * as v from '../valibot.ts'
import { ServiceError } from './service-api-shapes.js'

/**
 * How the client reads an error body (ServiceError of ../service/service-api-shapes.ts): `error`
 * and the messages of `details` when they are strings; anything else is left out, never a reason
 * to fail.
 */
const ErrorReading = v.object({
  error: v.fallback(v.nullable(ServiceError.entries.error), null),
  details: v.fallback(
    v.array(
      v.fallback(
        v.pipe(
          // Not strict: a detail with more fields than `message` still says something useful.
          v.object(ServiceError.entries.details.wrapped.item.entries),
          v.transform((detail): string | null => detail.message),
        ),
        null,
      ),
    ),
    [],
  ),
})

/**
 * The service's own explanation, made safe for a log line: JSON `error` (and `details`), or a
 * short description of a non-JSON body. One line, no control characters, bounded length.
 */
export function serviceMessage(body: string, contentType: string | undefined): string {
  const trimmed = body.trim()
  if (trimmed === '') return ''
  let text: string
  if (/^\s*</.test(trimmed) || contentType?.includes('html') === true) {
    text = 'an HTML page instead of JSON (usually a proxy or gateway error page)'
  } else {
    try {
      const parsed: unknown = JSON.parse(trimmed)
      const said = v.safeParse(ErrorReading, parsed)
      const error = said.success ? said.output.error : null
      const details = said.success ? said.output.details.filter((m) => m !== null) : []
      text = `${error ?? JSON.stringify(parsed)}${details.length > 0 ? `: ${details.join('; ')}` : ''}`
    } catch {
      text = trimmed
    }
  }
  const oneLine = text.replace(/[\p{Cc}\s]+/gu, ' ').trim()
  return oneLine.length > 300 ? `${oneLine.slice(0, 300)}…` : oneLine
}
