/** Text from the service or a user, made inert for Markdown/HTML (job summaries, comments). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"'`|*_[\]\\#~]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\r?\n/g, ' ')
}

/** A link only for an http(s) URL; anything else is shown as inert text. */
export function linkOrText(url: string | null, label = url): string {
  if (url === null || label === null) return ''
  if (!/^https?:\/\/[^\s<>"]+$/.test(url)) return escapeMarkup(url)
  return `<a href="${escapeMarkup(url)}">${escapeMarkup(label)}</a>`
}
