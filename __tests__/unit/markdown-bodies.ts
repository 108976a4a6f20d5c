import fc from 'fast-check'

// Issue bodies for the differential test of visibleText (visible-text-differential.test.ts):
// every construct of CommonMark and GFM, and raw HTML, mixed and nested, with a token wherever
// text can stand. The generator does not say which tokens GitHub shows: the oracle
// (./github-renderer.ts) reads that off GitHub's own renderer, so a body may combine constructs
// in any way, and the stranger the better.
//
// A token is `tk` and three letters, none of them `k` or `t` (tkaaa, tkaab, ...): all lowercase
// ASCII, so that entity decoding and case folding leave them alone; of one length, so that two
// tokens the sanitizer joins (`tkaaa<!-- -->tkaab`) are still found apart; and with no `tk`
// inside one, so that no token overlaps another. No word of the syntax below has a `tk`.
//
// Invisible characters (U+200B, U+202E, U+2066, U+00AD, `&#8203;`, `&ZeroWidthSpace;`) are put
// INSIDE some tokens, after their `tk`. A reader sees `tk<U+200B>aaa` as `tkaaa`, and the sanitizer
// removes those characters, so the oracle's text and the sanitizer's output are both searched
// after removing them (normalizeInvisible): a token split by one still counts as shown. What this
// test cannot see, then, is whether the characters themselves reach the agent; visible-text.test.ts
// checks that. Tokens in link destinations, autolinks and labels stay plain: the renderer
// percent-encodes a destination (`tk%E2%80%8Baaa`), and a label must match its definition.

/** The letters after `tk`: no `k` and no `t`, so that no `tk` stands inside a token. */
const LETTERS = 'abcdefghijlmnopqrsuvwxyz'

/** Every token in a text (after normalizeInvisible). */
const TOKEN = /tk[a-jl-su-z]{3}/g

/** The n-th token: tkaaa, tkaab, ... */
export function token(n: number): string {
  const size = LETTERS.length
  const letter = (i: number) => LETTERS[i % size] ?? ''
  return `tk${letter(Math.floor(n / size / size))}${letter(Math.floor(n / size))}${letter(n)}`
}

/** The invisible characters and references put inside tokens, in a placeholder's variant order. */
const INVISIBLE_IN_TOKENS = [
  '',
  '\u200B',
  '\u202E',
  '\u2066',
  '\u00AD',
  '&#8203;',
  '&ZeroWidthSpace;',
]

/**
 * A text without the invisible characters a reader does not see, raw or as references (as the
 * sanitizer keeps them in code, and the renderer shows them there). A wider set than the
 * generator's, so that a sanitizer's own choice (`&#x200b;` for U+200B) does not hide a token.
 */
export function normalizeInvisible(text: string): string {
  return text
    .replace(
      /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]|\u034F/g,
      '',
    )
    .replace(/&(?:#0*8203|#x0*200b|ZeroWidthSpace|shy|#0*173|#x0*ad|zwj|zwnj|lrm|rlm);/gi, '')
}

/** Every token a text holds, once each, in the order of their first appearance. */
export function findTokens(text: string): Set<string> {
  return new Set(normalizeInvisible(text).match(TOKEN) ?? [])
}

// Placeholders: the generator writes them, and `numbered` turns each into a token in the order
// they stand, so that shrinking a body renumbers its tokens and every token stays unique.
/** A token where text stands; the next character picks an invisible one to put inside it. */
const TEXT = '\uE000'
/** A plain token, in a destination or an autolink. */
const URL = '\uE001'
/** A link label; the next character is its number, the same number for the same label. */
const LABEL = '\uE002'
/** A footnote label, as LABEL. */
const NOTE = '\uE003'

/** The body with its placeholders replaced by tokens. */
export function numbered(template: string): string {
  let count = 0
  const labels = new Map<string, string>()
  return template.replace(
    /\uE000(.)|\uE001|([\uE002\uE003].)/gu,
    (_, variant?: string, label?: string) => {
      if (label !== undefined) {
        const known = labels.get(label)
        if (known !== undefined) return known
        const fresh = token(count++)
        labels.set(label, fresh)
        return fresh
      }
      const plain = token(count++)
      const invisible = INVISIBLE_IN_TOKENS[Number(variant ?? 0)] ?? ''
      return `${plain.slice(0, 2)}${invisible}${plain.slice(2)}`
    },
  )
}

/** A token where text stands: most plain, some with an invisible character inside. */
const text = fc.oneof(
  { arbitrary: fc.constant(`${TEXT}0`), weight: 12 },
  {
    arbitrary: fc
      .integer({ min: 1, max: INVISIBLE_IN_TOKENS.length - 1 })
      .map((v) => `${TEXT}${v}`),
    weight: 3,
  },
)
const label = fc.integer({ min: 0, max: 3 }).map((n) => `${LABEL}${n}`)
const note = fc.integer({ min: 0, max: 2 }).map((n) => `${NOTE}${n}`)
// Schemes GitHub's sanitizer removes a link's target for (`javascript:`, `data:`) among them.
const destination = fc.constantFrom(
  URL,
  `https://example.com/${URL}`,
  `/${URL}`,
  `${URL}.png`,
  `javascript:${URL}`,
  `data:${URL}`,
  `mailto:${URL}@example.com`,
)
const title = fc.constantFrom('"{T}"', "'{T}'", '({T})', '"{T} {T}"').chain((form) => fill(form))

/** What each `{X}` of a template stands for. */
const MARKERS: Record<string, () => fc.Arbitrary<string>> = {
  T: () => text,
  U: () => destination,
  H: () => fc.constant(URL),
  L: () => label,
  F: () => note,
  Q: () => title,
  S: () => inlines(false, 3),
  C: () => inlines(false, 2),
  P: () => inlines(true, 4),
}

/** A template with each `{X}` filled in by its marker's arbitrary. */
function fill(template: string): fc.Arbitrary<string> {
  const parts = template.split(/\{([A-Z])\}/)
  const holes = parts
    .filter((_, i) => i % 2 === 1)
    .map((name) => {
      const marker = MARKERS[name]
      if (marker === undefined) throw new Error(`no marker {${name}}`)
      return marker()
    })
  return fc
    .tuple(...holes)
    .map((values) => parts.map((part, i) => (i % 2 === 1 ? values[(i - 1) / 2] : part)).join(''))
}

/** Templates of inline content that stays on one line (table cells, headings). */
export const INLINE = [
  '{T}',
  '*{T}*',
  '_{T}_',
  '**{T}**',
  '__{T}__',
  '***{T}***',
  '~~{T}~~',
  '~{T}~',
  '*{T} **{T}** {T}*',
  '`{T}`',
  '`` {T} ` {T} ``',
  '\\*{T}\\*',
  '\\<span title="{T}">{T}',
  '\\[{T}]({U})',
  '&amp; {T} &lt;{T}&gt; &copy;{T}',
  '[{T}]({U})',
  '[{T}]({U} {Q})',
  '[{T} `{T}`](<{U}> {Q})',
  '[{T}]()',
  '![{T}]({U})',
  '![{T}]({U} {Q})',
  '![{T} *{T}* [{T}]]({U})',
  '[{T} ![{T}]({U})]({U})',
  '![{T}][{L}]',
  '![{L}][]',
  '![{L}]',
  '[{T}][{L}]',
  '[{L}][]',
  '[{L}]',
  '[^{F}]',
  '<https://example.com/{H}>',
  'https://example.com/{H}',
  'www.{H}.com',
  '{H}@example.com',
  '<span>{T}</span>',
  '<b title="{T}">{T}</b>',
  "<i title='{T}'>{T}</i>",
  '<span data-x={T}>{T}</span>',
  '<span aria-label="{T}">{T}</span>',
  '<img alt="{T}" src="{U}">',
  "<img src={U} alt='{T}' />",
  '<a href="{U}" title="{T}">{T}</a>',
  '<a href={U}>{T}</a>',
  '<abbr title="{T}">{T}</abbr>',
  '<kbd>{T}</kbd> <sup>{T}</sup> <ins>{T}</ins>',
  '<br>',
  '<input value="{T}" placeholder="{T}">',
  '<details><summary>{T}</summary>{T}</details>',
  '<!-- {T} -->',
  '<!-- {T} -- {T} -->',
  '<!---->{T}',
  '<!--> {T} -->',
  '<!-- {T}',
  '<?{T} {T}?>',
  '<!DOCTYPE {T}>',
  '<!doctype {T}>',
  '<![CDATA[{T}]]>',
  '<script>{T}</script>',
  '<SCRIPT>{T}</SCRIPT>',
  '<style>{T}</style>',
  '<xmp>{T}</xmp>',
  '<iframe>{T}</iframe>',
  '<noembed>{T}</noembed>',
  '<noframes>{T}</noframes>',
  '<textarea>{T}</textarea>',
  '<title>{T}</title>',
  '<plaintext>{T}',
  '<svg><text>{T}</text></svg>',
  '<svg>[^{F}] {T}</svg>',
  '<svg>{T} [^{F}]</svg>',
  '<svg>{T} ~</svg>',
  '<svg>{T}  \n{T}',
  '{H}@example.com {T}',
  '<template>*{T}*[^{F}] {T}</template>',
  '<svg><template>{T}</template></svg>',
  '<math><mi>{T}</mi></math>',
  '<template>{T}</template>',
  '<noscript>{T}</noscript>',
]

/** Templates of inline content over more than one line (paragraphs). */
export const INLINE_MULTILINE = [
  '{T}\n{T}',
  '{T}\\\n{T}',
  '{T}  \n{T}',
  '[{T}]({U}\n{Q})',
  '<span\ntitle="{T}">{T}</span>',
  '<!-- {T}\n{T} -->',
  '<script>\n{T}\n</script>',
  '<!-- {T}\n\n{T} -->',
]

const inlineCache = new Map<string, fc.Arbitrary<string>>()

/** One to `most` inline pieces, separated by spaces. */
function inlines(multiline: boolean, most: number): fc.Arbitrary<string> {
  const key = `${multiline}-${most}`
  const known = inlineCache.get(key)
  if (known !== undefined) return known
  const templates = multiline ? [...INLINE, ...INLINE_MULTILINE] : INLINE
  const piece = fc.constantFrom(...templates).chain(fill)
  const made = fc.array(piece, { minLength: 1, maxLength: most }).map((pieces) => pieces.join(' '))
  inlineCache.set(key, made)
  return made
}

/** Templates of leaf blocks. */
export const BLOCKS = [
  '{P}',
  '# {S}',
  '### {S} ###',
  '###### {S}',
  '{S}\n===',
  '{S}\n---',
  '***',
  '```{T} {T} {T}\n{T}\n```',
  // A title on a definition above a setext heading, and titles after quote markers.
  "[{L}]: {U} '{T}'\n{S}\n=",
  "> [{T}]({U}\n>'{T}') {T}\n> [{T}]({U}\n> '{T}'\n>) {T}",
  // HTML blocks that open a quoted value, Markdown after them; a form feed before a `)`.
  '<div title="\n\n[{T}](<{U}>) {T}',
  "<div title='\n\n    {T} '",
  '[{T}]({U} "{T}"\f)',
  '-     {T}',
  // Tabs: as indentation, split by a container's prefix.
  '\t{T} <!-- {T} -->',
  '  \t{T}',
  '- <div>\n\t{T}<!--{T}-->{T}',
  '- > <span\n\ttitle="{T}">{T}</span>',
  '~~~ {T} {T}\n{T} <!-- {T} -->\n~~~',
  '````{T}\n```\n{T}\n````',
  '```\n{T}',
  '    {T}\n    <!-- {T} -->',
  // The seven kinds of HTML block.
  '<script>\n{T}\n</script>',
  '<script>{T}</script> {T}',
  '<pre>\n{T} <!-- {T} -->\n</pre>',
  '<style>\n{T}\n\n{T}\n</style>',
  '<textarea>\n{T}\n</textarea>',
  '<script>\n{T}',
  '<!-- {T} -->',
  '<!--\n{T}\n\n{T}\n-->',
  '<!-- {T}\n\n{T}',
  '<!-- {T} -- {T} -->',
  '<!-- {T} --> {T}',
  '<?{T}\n{T}?>',
  '<?php {T} ?> {T}',
  '<!DOCTYPE {T}>',
  '<!doctype {T}>',
  '<!DOCTYPE {T}\n{T}>',
  '<![CDATA[{T}\n{T}]]>',
  '<![CDATA[\n{T}\n\n{T}\n]]>',
  '<div>\n{T}\n</div>',
  '<div title="{T}">\n\n{P}\n\n</div>',
  '<details>\n<summary>{S}</summary>\n\n{P}\n\n</details>',
  '<details open>\n<summary>{T}</summary>\n{T}\n</details>',
  '<p>{T} <!-- {T} --></p>',
  '<table><tr><td>{T}</td></tr></table>',
  '<div\ntitle="{T}">{T}</div>',
  '<span>\n{T}\n</span>',
  '<span title="{T}">\n{T}',
  '</span>\n{T}',
  '<title>\n{T}\n</title>',
  '<iframe>\n{T}\n</iframe>',
  '<xmp>\n{T}\n</xmp>',
  '<noembed>\n{T}\n</noembed>',
  '<noframes>\n{T}\n</noframes>',
  '<plaintext>\n{T}',
  '<noscript>\n{T}\n</noscript>',
  '<svg>\n{T}\n</svg>',
  '<math>\n{T}\n</math>',
  '<template>\n{T}\n</template>',
  // Definitions, titles in their three forms, on the line or the next.
  '[{L}]: {U}',
  '[{L}]: {U} {Q}',
  '[{L}]: <{U}> {Q}',
  '[{L}]: {U}\n{Q}',
  '[{L}]:\n{U}\n{Q}',
  '[{L}]: {U} "{T}\n{T}"',
  '[^{F}]: {P}',
  '[^{F}]: {S}\n\n    {S}',
  // A reference and its definition, together (label and note 0, as others may use them too).
  `{T}[^${NOTE}0] {S}\n\n[^${NOTE}0]: {P}\n\n    {S}`,
  `[{T}][${LABEL}0] ![{T}][${LABEL}0] [${LABEL}0]\n\n[${LABEL}0]: {U} {Q}`,
  // GFM.
  '| {C} | {C} |\n| --- | :-: |\n| {C} | {C} |',
  '{C} | {C}\n-- | --\n{C} | {C}',
  // A row with cells past the header's (GitHub drops them), and escaped pipes.
  '| {C} |\n| - |\n| {C} | {C} | {C} |',
  '| {C} \\| {T} | {C} |\n|-|-|\n| {T}\\|{T} | <!--{T}\\|--> {C} |',
  '- [ ] {S}\n- [x] {S}',
]

/** Lines of a block put in a container: the first after `first`, the rest after `rest`. */
function contained(block: string, first: string, rest: string, lazy: boolean[]): string {
  return block
    .split('\n')
    .map((line, i) => {
      if (i === 0) return `${first}${line}`
      if (line === '') return rest.trimEnd()
      return (lazy[i] ?? false) ? line : `${rest}${line}`
    })
    .join('\n')
}

const blockCache = new Map<number, fc.Arbitrary<string>>()

/** A block, in containers up to `depth` deep. */
export function block(depth: number): fc.Arbitrary<string> {
  const known = blockCache.get(depth)
  if (known !== undefined) return known
  const leaf = fc.constantFrom(...BLOCKS).chain(fill)
  if (depth === 0) {
    blockCache.set(depth, leaf)
    return leaf
  }
  const inner = fc
    .array(block(depth - 1), { minLength: 1, maxLength: 2 })
    .map((blocks) => blocks.join('\n\n'))
  const lazy = fc.array(fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, fc.constant(true)), {
    maxLength: 12,
  })
  const quote = fc.tuple(inner, lazy).map(([body, lazily]) => contained(body, '> ', '> ', lazily))
  const item = fc
    .tuple(
      fc.constantFrom('- ', '* ', '+ ', '1. ', '2) '),
      inner,
      lazy,
      fc.integer({ min: 1, max: 3 }),
    )
    .map(([marker, body, lazily, count]) =>
      Array.from({ length: count }, () =>
        contained(body, marker, ' '.repeat(marker.length), lazily),
      ).join('\n'),
    )
  const footnote = fc
    .tuple(note, inner, lazy)
    .map(([label, body, lazily]) => contained(body, `[^${label}]: `, '    ', lazily))
  const details = inner.map(
    (body) => `<details>\n<summary>${TEXT}0</summary>\n\n${body}\n\n</details>`,
  )
  const made = fc.oneof(
    { arbitrary: leaf, weight: 6 },
    { arbitrary: quote, weight: 1 },
    { arbitrary: item, weight: 2 },
    { arbitrary: footnote, weight: 1 },
    { arbitrary: details, weight: 1 },
  )
  blockCache.set(depth, made)
  return made
}

/** Bodies longer than this are drawn again: an issue body of a few blocks. */
const MAX_LENGTH = 1500

/**
 * An issue body: one to five blocks, most apart by a blank line, some right after the previous
 * one (so that a block can interrupt or continue another); with LF, CRLF or CR line endings.
 */
export const markdownBody: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(fc.tuple(block(2), fc.constantFrom('\n\n', '\n\n', '\n\n', '\n')), {
      minLength: 1,
      maxLength: 5,
    }),
    // Line endings as GitHub gets them: LF mostly, CRLF, now and then CR alone.
    fc.constantFrom('\n', '\n', '\n', '\r\n', '\r\n', '\r'),
  )
  .map(([blocks, ending]) => {
    const template = blocks.map(([body, after], i) => (i === 0 ? body : `${after}${body}`))
    return numbered(template.join('')).replace(/\n/g, ending)
  })
  .filter((body) => body.length <= MAX_LENGTH)
