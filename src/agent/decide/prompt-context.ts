import type { Thread } from './trigger.js'

/** The context block stays well under any sensible prompt size. */
export const MAX_DESCRIPTION = 4000
export const MAX_FILES = 100
export const MAX_CONTEXT = 6000

function trim(text: string, limit: number): string {
  const clean = text.replace(/<!--[\s\S]*?-->/g, '').trim()
  return clean.length > limit ? `${clean.slice(0, limit)}… (trimmed)` : clean
}

/**
 * The instruction followed by a compact block that tells the agent where the request comes from:
 * the repository and the pull request (title, link, description, changed files) or issue.
 */
export function withContext(
  instruction: string,
  repository: string,
  thread: Thread | undefined,
  files: string[] | undefined,
): string {
  if (thread === undefined) return instruction
  const kind = thread.isPullRequest ? 'Pull request' : 'Issue'
  const lines = [
    '---',
    'Context of this request (from GitHub):',
    `Repository: ${repository}`,
    `${kind} #${thread.number}: ${thread.title}`,
  ]
  if (thread.url !== '') lines.push(`URL: ${thread.url}`)
  const description = trim(thread.body, MAX_DESCRIPTION)
  if (description !== '')
    lines.push(`${thread.isPullRequest ? 'Description' : 'Body'}:`, description)
  if (files !== undefined && files.length > 0) {
    const more = files.length >= MAX_FILES ? ' (first 100)' : ''
    lines.push(`Changed files${more}:`, ...files.map((file) => `- ${file}`))
  }
  let block = lines.join('\n')
  if (block.length > MAX_CONTEXT) block = `${block.slice(0, MAX_CONTEXT)}\n… (context trimmed)`
  return `${instruction}\n\n${block}`
}
