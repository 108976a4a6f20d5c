/**
 * What in a page's markup runs code or loads active content (the `script` kind of the change
 * check): elements, attributes and URLs, judged on names and values a parser has already decoded
 * (MDX's JSX, or parse5's HTML), never on raw text.
 */

/** HTML elements that run code, embed another document or send the reader's input elsewhere. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'frame',
  'frameset',
  'applet',
  'portal',
  'form',
  'base',
])

/**
 * The platform's own components whose names are an active element's in another case: a component
 * is not HTML (`<Frame>` is the platform's image frame, not `<frame>`).
 */
const PLATFORM_COMPONENTS = new Set(['Frame'])

/** URL schemes that run code or render a document of the link's own making. */
const ACTIVE_SCHEMES = ['javascript:', 'vbscript:', 'data:text/html', 'data:application/xhtml']

/**
 * Why an element of this name is active content, or undefined. An element an MDX page names with a
 * lowercase first letter is HTML; one with a capital is a component, which counts when its name is
 * an active element's in another case (`<SCRIPT>`, `<IFrame>`) and not one of the platform's.
 */
export function activeElement(
  name: string,
  attributes: ReadonlyMap<string, string>,
): string | undefined {
  const lower = name.toLowerCase()
  if (PLATFORM_COMPONENTS.has(name)) return undefined
  if (ACTIVE_ELEMENTS.has(lower)) return `<${lower}> element`
  // `http-equiv` in HTML, `httpEquiv` as React (and so MDX) names it.
  const equiv = attributes.get('http-equiv') ?? attributes.get('httpequiv')
  if (lower === 'meta' && equiv?.trim().toLowerCase() === 'refresh') return '<meta> refresh'
  return undefined
}

/** Whether an attribute of this name is an event handler (`onerror`, `onClick`, `ONLOAD`). */
export function isHandler(name: string): boolean {
  return /^on[a-z]{3,}$/i.test(name)
}

/**
 * The URL as a browser reads its scheme: without the ASCII whitespace and control characters it
 * strips anywhere in a scheme (`java\tscript:`), lowercased. Character references are already
 * decoded by the parser that read the value.
 */
function schemeText(url: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is stripped
  return url.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase()
}

/** The active scheme a URL starts with (`javascript:`), or undefined. */
export function activeScheme(url: string): string | undefined {
  const text = schemeText(url)
  return ACTIVE_SCHEMES.find((scheme) => text.startsWith(scheme))
}

/** A base no page has: what a URL resolves against to tell a path from another host. */
const HERE = 'https://here.invalid/'

/**
 * The host a URL points to (lowercase, without `www.`), or undefined for one within the site (a
 * path, an anchor) or without a host (`mailto:`). Read as a browser reads it, with WHATWG's URL
 * parser: it drops tabs, newlines and leading controls, and reads `\` as `/`, so `/\x.test`,
 * `https:\\x.test` and `ht<tab>tps://x.test` all point to `x.test`.
 */
export function linkHost(url: string): string | undefined {
  let resolved: URL
  try {
    resolved = new URL(url, HERE)
  } catch {
    return undefined
  }
  if (resolved.href.startsWith(HERE) || !['http:', 'https:'].includes(resolved.protocol))
    return undefined
  return resolved.hostname.toLowerCase().replace(/^www\./, '') || undefined
}

/** Whether a host is one of the allowed (a leading `*.` takes its subdomains, not itself). */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const rule = entry
      .trim()
      .toLowerCase()
      .replace(/^www\./, '')
    if (rule.startsWith('*.')) return host.endsWith(rule.slice(1))
    return rule !== '' && host === rule
  })
}
