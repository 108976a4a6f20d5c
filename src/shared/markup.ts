/** Like escapeMarkup, but keeping line breaks (for a <pre> block). */
export function escapeLines(text: string): string {
  return text.replace(/[&<>"'`|*_[\]\\#~@]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Text from the service or a user, made inert for Markdown/HTML (job summaries, comments): no
 * markup, no Markdown or HTML links, no @mentions (which would notify people), on one line.
 * GitHub still links a bare `https://…` or `www.…` in it; readers' words, which nobody on the
 * team wrote, are defused of those too (../analytics/readers-words.ts).
 */
export function escapeMarkup(text: string): string {
  return escapeLines(text).replace(/\r?\n/g, ' ')
}

/** A link only for an http(s) URL; anything else is shown as inert text. */
export function linkOrText(url: string | null, label = url): string {
  if (url === null || label === null) return ''
  if (!/^https?:\/\/[^\s<>"]+$/.test(url)) return escapeMarkup(url)
  return `<a href="${escapeMarkup(url)}">${escapeMarkup(label)}</a>`
}

/** A literal string for use inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
