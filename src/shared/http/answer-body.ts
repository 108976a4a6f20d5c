import type { IncomingMessage } from 'node:http'

/** Reads the whole body, failing (instead of hanging) when the connection drops half-way. */
export function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    message.on('data', (chunk: Buffer) => chunks.push(chunk))
    message.on('end', () => resolve(Buffer.concat(chunks)))
    message.on('error', reject)
    message.on('close', () => {
      if (!message.complete)
        reject(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' }))
    })
  })
}
