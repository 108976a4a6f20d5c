import type { IncomingMessage, ServerResponse } from 'node:http'
import { INVALID_JSON, type Reply } from './service.ts'

/** A request's body: its text, and the JSON it holds (undefined if none, `INVALID_JSON`). */
export interface ReadBody {
  text: string
  body: unknown
}

/** Reads a request's whole body, and parses it as JSON when there is one. */
export async function readBody(req: IncomingMessage): Promise<ReadBody> {
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
  if (text === '') return { text, body: undefined }
  try {
    return { text, body: JSON.parse(text) as unknown }
  } catch {
    return { text, body: INVALID_JSON }
  }
}

/**
 * Writes a reply: an image as it is, a string as HTML, anything else as JSON. `truncate` sends
 * half the text only, as a connection cut off half-way would (the `malformed` fault).
 */
export function send(res: ServerResponse, reply: Reply, truncate = false): void {
  if (Buffer.isBuffer(reply.body)) {
    // An image the emulator serves (a deployment's screenshot), with its own content type.
    res.writeHead(reply.status, reply.headers)
    res.end(reply.body)
    return
  }
  const isText = typeof reply.body === 'string'
  let text =
    reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body)
  if (truncate) text = text.slice(0, Math.floor(text.length / 2))
  res.writeHead(reply.status, {
    'content-type': isText ? 'text/html; charset=utf-8' : 'application/json',
    ...reply.headers,
  })
  res.end(text)
}
