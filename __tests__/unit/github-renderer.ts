import { spawn, spawnSync } from 'node:child_process'
import fc from 'fast-check'
import { defaultTreeAdapter, html, parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { findTokens, markdownBody } from './markdown-bodies.ts'

// The judge of the differential test (visible-text-differential.test.ts): which tokens of an
// issue body a reader of GitHub sees. The Markdown is rendered by GitHub's own renderer,
// cmark-gfm, run as GitHub runs it (Debian's binary: `apt-get install cmark-gfm`), and its HTML
// read as GitHub's sanitizer leaves it for a reader, with parse5:
// - text is shown; comments are not, nor a doctype (parse5 drops it from a fragment);
// - attribute values are not shown, but for `href` and `src`: GitHub keeps a link's target and an
//   image's source, and a reader can see them (of the schemes GitHub's sanitizer allows);
// - nothing inside <svg>, <math>, <template> (parse5 puts its content in `.content`) or
//   <noscript> counts as shown: how GitHub's sanitizer handles them is not known here, and the
//   project's rule is to hide rather than show;
// - everything else is shown, <details> bodies, tables and footnotes included.
// A token of the body that the HTML does not show, in a hidden place or nowhere at all (a
// reference's label, an unused definition), is hidden.
// A footnote's label is hidden too: the reader sees the note's number, and the label only in the
// links the renderer makes to and from the note (`href="#fn-label"`), which are not read.

/**
 * The binary, and the version the judge was checked against (Debian's): GitHub's fork of cmark,
 * CommonMark 0.29 with GFM's extensions. github.com runs a build of its own, perhaps newer.
 */
const CMARK_GFM = 'cmark-gfm'
const VERSION = '0.29.0.gfm.6'

/** GitHub's extensions, and raw HTML passed on (GitHub's sanitizer, not cmark, filters it). */
export const CMARK_ARGUMENTS = [
  '-e',
  'table',
  '-e',
  'strikethrough',
  '-e',
  'autolink',
  '-e',
  'tagfilter',
  '-e',
  'tasklist',
  '-e',
  'footnotes',
  '--unsafe',
]

const INSTALL = `the differential test needs cmark-gfm ${VERSION} (GitHub's renderer): apt-get install cmark-gfm`

let checked = false

/** Throws unless the binary is there and of the right version: the test never skips. */
export function assertRenderer(): void {
  if (checked) return
  const run = spawnSync(CMARK_GFM, ['--version'], { encoding: 'utf8' })
  if (run.error !== undefined) throw new Error(`${INSTALL} (${run.error.message})`)
  const version = run.stdout.split('\n')[0] ?? ''
  if (!version.startsWith(`cmark-gfm ${VERSION} `))
    throw new Error(`${INSTALL}; found ${JSON.stringify(version)}`)
  checked = true
}

/** What a reader of GitHub sees of a body's tokens, and the HTML it was read from. */
export interface Rendered {
  visible: Set<string>
  hidden: Set<string>
  /**
   * Of the visible tokens, those shown only quoted or as code (inside `blockquote`, `q`, `pre`,
   * `code`, `kbd`, `samp`, `tt`, `var`), and those shown only outside them: a trigger phrase
   * addresses the agent in the second place, not the first.
   */
  quoted: Set<string>
  said: Set<string>
  html: string
  /** The text a reader sees, each piece on a line of its own (for failure messages). */
  shown: string
}

/** The body as GitHub renders it: HTML, synchronously (one process per call). */
export function renderHtmlSync(body: string): string {
  assertRenderer()
  const run = spawnSync(CMARK_GFM, CMARK_ARGUMENTS, { input: body, encoding: 'utf8' })
  if (run.error !== undefined) throw run.error
  if (run.status !== 0) throw new Error(`cmark-gfm exited with ${run.status}: ${run.stderr}`)
  return run.stdout
}

/**
 * Many bodies as GitHub renders them: HTML, each by a cmark-gfm process of its own, run by
 * `concurrency` shells at once. Why shells: Node starting a process per body cost this test
 * about 3.5 ms a body (7 s for 2,000 on two cores), a shell about 1 ms. Each body reaches
 * cmark-gfm's stdin as it is (see renderingOf), and a NUL after each output (cmark-gfm writes none)
 * tells them apart.
 */
export async function renderHtmlOfAll(bodies: string[], concurrency = 2): Promise<string[]> {
  assertRenderer()
  if (bodies.length === 0) return []
  const size = Math.ceil(bodies.length / Math.max(1, concurrency))
  const parts = Array.from({ length: Math.ceil(bodies.length / size) }, (_, i) =>
    bodies.slice(i * size, (i + 1) * size),
  )
  return (await Promise.all(parts.map(renderInShell))).flat()
}

/** A line no body holds: the end of a here-document. */
const END = 'END_OF_BODY_FOR_CMARK_GFM'

/**
 * The shell's lines that render one body, then write NUL (\001 first if cmark-gfm failed). The
 * body reaches cmark-gfm's stdin changing nothing cmark-gfm reads. A here-document (a process
 * fewer than a pipe from printf) adds a line ending after the body, which cmark-gfm adds itself
 * to a last line without one (S_process_line in blocks.c): it is used for a body that ends
 * without one. Any other goes through printf, quoted so that the shell changes nothing of it.
 */
function renderingOf(body: string): string {
  const command = [CMARK_GFM, ...CMARK_ARGUMENTS].join(' ')
  const after = `|| printf '\\001'; printf '\\000'`
  if (!/[\r\n]$/.test(body) && !body.split(/\r\n|\r|\n/).includes(END))
    return `${command} <<'${END}' ${after}\n${body}\n${END}\n`
  return `printf '%s' '${body.replaceAll("'", `'\\''`)}' | ${command} ${after}\n`
}

function renderInShell(bodies: string[]): Promise<string[]> {
  const script = bodies.map(renderingOf).join('')
  return new Promise((resolve, reject) => {
    const shell = spawn('sh', [], { stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    shell.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    shell.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    shell.on('error', reject)
    shell.on('close', (code) => {
      const outputs = Buffer.concat(out).toString('utf8').split('\0').slice(0, -1)
      const failed = outputs.findIndex((output) => output.includes('\u0001'))
      if (code !== 0 || outputs.length !== bodies.length || failed !== -1)
        reject(
          new Error(
            `cmark-gfm failed (shell exit ${code}, ${outputs.length} of ${bodies.length} rendered` +
              `${failed === -1 ? '' : `, on ${JSON.stringify(bodies[failed])}`}): ` +
              Buffer.concat(err).toString('utf8'),
          ),
        )
      else resolve(outputs)
    })
    shell.stdin.end(script, 'utf8')
  })
}

/** Tokens of the body a reader of GitHub sees, and those no reader sees, synchronously. */
export function renderedTokens(body: string): Rendered {
  return readRendered(body, renderHtmlSync(body))
}

/** renderedTokens of many bodies, rendered by `concurrency` processes at once. */
export async function renderedTokensOfAll(bodies: string[], concurrency = 2): Promise<Rendered[]> {
  const rendered = await renderHtmlOfAll(bodies, concurrency)
  return bodies.map((body, i) => readRendered(body, rendered[i] ?? ''))
}

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']
type Template = DefaultTreeAdapterMap['template']

/** Elements whose content a reader is taken not to see. */
const HIDING = new Set(['svg', 'math', 'template', 'noscript'])
/** The attributes whose values a reader sees, on the elements GitHub's sanitizer keeps them on. */
const SHOWN_ATTRIBUTES: Record<string, string> = { a: 'href', img: 'src' }

/**
 * The schemes GitHub's sanitizer keeps a link's target or an image's source for (html-pipeline's
 * allowlist); a target of another (`javascript:`) is removed, and no reader sees it. No scheme
 * (a relative target) is kept.
 */
const SHOWN_SCHEMES: Record<string, string[]> = {
  href: ['http', 'https', 'mailto', 'github-windows', 'github-mac', 'x-github-client'],
  src: ['http', 'https'],
}

function schemeShown(attribute: string, value: string): boolean {
  const scheme = /^\s*([^/#?]*?)(?::|&#0*58|&#x0*3a)/i.exec(value)?.[1]
  return scheme === undefined || (SHOWN_SCHEMES[attribute] ?? []).includes(scheme.toLowerCase())
}

/** The body's tokens, as the HTML GitHub rendered of it shows them or not. */
export function readRendered(body: string, rendered: string): Rendered {
  // GitHub shows a body inside a <div>; parse5 reads a fragment as the content of its context.
  const context = defaultTreeAdapter.createElement('div', html.NS.HTML, [])
  const page: Page = { shown: [], quoted: [], said: [] }
  walk(parseFragment(context, rendered, {}), { hiding: false, quoting: false }, page)
  const { shown } = page
  const visible = findTokens(shown.join('\n'))
  const hidden = new Set([...findTokens(body)].filter((t) => !visible.has(t)))
  const inQuotes = findTokens(page.quoted.join('\n'))
  const outside = findTokens(page.said.join('\n'))
  const quoted = new Set([...inQuotes].filter((t) => !outside.has(t)))
  const said = new Set([...outside].filter((t) => !inQuotes.has(t)))
  return { visible, hidden, quoted, said, html: rendered, shown: shown.join('\n') }
}

/**
 * A link's target as its reader reads it: the renderer percent-encodes what a destination may
 * not hold (`tk%E2%80%8Baaa` for a token with U+200B in it), and a reader sees the characters.
 */
function percentDecoded(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (encoded) => {
    try {
      return decodeURIComponent(encoded)
    } catch {
      return encoded
    }
  })
}

/**
 * The renderer's attributes on a footnote's reference and on its way back: their links
 * (`#fn-label`) hold the label, which a reader never sees (the page shows the note's number).
 */
const FOOTNOTE_LINKS = ['data-footnote-ref', 'data-footnote-backref']

/** What a walk over the page gathers: all text shown, and the same split by where it stands. */
interface Page {
  shown: string[]
  quoted: string[]
  said: string[]
}

/** Elements whose text is quoted or code: a phrase there is shown, not said. */
const QUOTING = new Set(['blockquote', 'q', 'pre', 'code', 'kbd', 'samp', 'tt', 'var'])

function walk(node: Node, within: { hiding: boolean; quoting: boolean }, page: Page): void {
  const show = (text: string) => {
    page.shown.push(text)
    ;(within.quoting ? page.quoted : page.said).push(text)
  }
  if (node.nodeName === '#text') {
    if (!within.hiding) show((node as DefaultTreeAdapterMap['textNode']).value)
    return
  }
  if (node.nodeName === '#comment' || node.nodeName === '#documentType') return
  let inside = within
  if ('tagName' in node) {
    const element: Element = node
    inside = {
      hiding: within.hiding || HIDING.has(element.tagName),
      quoting: within.quoting || QUOTING.has(element.tagName),
    }
    const footnote = element.attrs.some(({ name }) => FOOTNOTE_LINKS.includes(name))
    if (!within.hiding && !footnote)
      for (const attribute of element.attrs)
        if (
          SHOWN_ATTRIBUTES[element.tagName] === attribute.name &&
          schemeShown(attribute.name, attribute.value)
        ) {
          page.shown.push(percentDecoded(attribute.value))
          ;(inside.quoting ? page.quoted : page.said).push(percentDecoded(attribute.value))
        }
    // An HTML template's content is a fragment of its own (a `template` in SVG has none).
    if (element.tagName === 'template' && 'content' in element)
      walk((element as Template).content, { ...inside, hiding: true }, page)
  }
  if ('childNodes' in node) for (const child of node.childNodes) walk(child, inside, page)
}

/** Where a sanitizer's output and GitHub's rendering disagree about a body's tokens. */
export interface Disagreement {
  output: string
  /** Tokens a reader of GitHub sees that the output lacks. */
  visibleButMissing: string[]
  /** Tokens no reader of GitHub sees that the output holds. */
  hiddenButSent: string[]
}

/** The tokens on which `sanitize(body)` and GitHub's rendering disagree (both lists empty: none). */
export function disagreements(
  sanitize: (markdown: string) => string,
  body: string,
  rendered: Pick<Rendered, 'visible' | 'hidden'>,
): Disagreement {
  return compare(sanitize(body), rendered)
}

/** The tokens on which a sanitizer's output and GitHub's rendering disagree. */
export function compare(
  output: string,
  rendered: Pick<Rendered, 'visible' | 'hidden'>,
): Disagreement {
  const sent = findTokens(output)
  return {
    output,
    visibleButMissing: [...rendered.visible].filter((found) => !sent.has(found)),
    hiddenButSent: [...rendered.hidden].filter((found) => sent.has(found)),
  }
}

/** Whether a sanitizer agrees with GitHub on every token of the body. */
export function agrees(disagreement: Disagreement): boolean {
  return disagreement.visibleButMissing.length === 0 && disagreement.hiddenButSent.length === 0
}

/** A sanitizer: Markdown in, what reaches the agent out. */
type Sanitize = (markdown: string) => string

/** What a run of the checker generates and how. */
export interface Run {
  /** How many bodies; 2,000 unless told. */
  runs?: number
  /** The seed of fast-check's generator: the same seed, the same bodies. */
  seed?: number
  /** How many renderers at once. */
  concurrency?: number
  /**
   * The bodies to draw from, markdownBody unless told: a narrower one, such as
   * `markdownBody.filter((body) => !/<script/i.test(body))`, gets past a kind of disagreement
   * already known, to the next.
   */
  bodies?: fc.Arbitrary<string>
}

/** The generated bodies of a run: the same for the same seed, count and arbitrary. */
export function sampleBodies(runs: number, seed: number, bodies = markdownBody): string[] {
  return fc.sample(bodies, { seed, numRuns: runs })
}

/** A minimal body on which a sanitizer and GitHub disagree, and how to replay it. */
export interface Finding extends Disagreement {
  seed: number
  /** The index of the first generated body found to disagree. */
  index: number
  /** That body, before shrinking. */
  original: string
  /** The smallest body found from it that still disagrees. */
  body: string
  rendered: Rendered
}

/**
 * The first generated body on which `sanitize` disagrees with GitHub, shrunk (see shrink);
 * undefined if every body agrees. `rendered` is renderedTokensOfAll of the run's sampleBodies,
 * when the caller has started it already. The sanitizer runs while the renderers do, so that
 * the two overlap on two cores. To iterate on a sanitizer:
 *   const finding = await checkBodies(mySanitize, { runs: 2000, seed: 1 })
 *   if (finding) console.log(describeFinding(finding))
 */
export async function checkBodies(
  sanitize: Sanitize,
  { runs = 2000, seed = 0, concurrency = 2, bodies: arbitrary = markdownBody }: Run = {},
  rendered?: Rendered[] | Promise<Rendered[]>,
): Promise<Finding | undefined> {
  const bodies = sampleBodies(runs, seed, arbitrary)
  const rendering = rendered ?? renderedTokensOfAll(bodies, concurrency)
  const outputs = await sanitizeAll(sending(sanitize), bodies)
  const renderings = await rendering
  if (renderings.length < bodies.length) throw new Error('fewer renderings than bodies')
  const index = outputs.findIndex(
    (output, i) => !agrees(compare(output, renderings[i] as Rendered)),
  )
  if (index === -1) return undefined
  return shrink(sanitize, { seed, index, original: bodies[index] ?? '', bodies: arbitrary })
}

/**
 * The sanitizer's output for each body, a few bodies at a time, letting the event loop run in
 * between: the renderers' pipes are fed and drained meanwhile.
 */
async function sanitizeAll(sanitize: Sanitize, bodies: string[]): Promise<string[]> {
  const outputs: string[] = []
  for (let start = 0; start < bodies.length; start += 20) {
    for (const body of bodies.slice(start, start + 20)) outputs.push(sanitize(body))
    await new Promise((resolve) => setImmediate(resolve))
  }
  return outputs
}

/** The sanitizer, sending its error message (and so no token) when it throws. */
function sending(sanitize: Sanitize): Sanitize {
  return (body) => {
    try {
      return sanitize(body)
    } catch (error) {
      return `(sanitize threw: ${String(error)})`
    }
  }
}

/** Whether the sanitizer disagrees with GitHub on a body, rendered synchronously. */
function disagreesOn(sanitize: Sanitize, body: string): boolean {
  return !agrees(disagreements(sanitize, body, renderedTokens(body)))
}

/**
 * The smallest body that still disagrees, from the index-th body of the seed's run: fast-check
 * shrinks it first (the same seed generates the same bodies, so `path` replays that one), then
 * its blocks, lines and words are taken out one by one while it still disagrees (fast-check's
 * arrays shrink from the front, and its chains little). Every candidate is rendered afresh.
 */
export function shrink(
  sanitize: Sanitize,
  {
    seed,
    index,
    original,
    bodies = markdownBody,
  }: { seed: number; index: number; original: string; bodies?: fc.Arbitrary<string> },
): Finding {
  const safe = sending(sanitize)
  const result = fc.check(
    fc.property(bodies, (body) => !disagreesOn(safe, body)),
    { seed, path: String(index), numRuns: index + 1 },
  )
  let body = result.counterexample?.[0] ?? original
  // Taking text out can make a new construct (a token becomes a tag's name), so a smaller text
  // is kept only if it still disagrees on one of the same tokens, the same way.
  const first = disagreements(safe, body, renderedTokens(body))
  const same = (candidate: string) => {
    const now = disagreements(safe, candidate, renderedTokens(candidate))
    return (
      now.visibleButMissing.some((found) => first.visibleButMissing.includes(found)) ||
      now.hiddenButSent.some((found) => first.hiddenButSent.includes(found))
    )
  }
  for (const separator of ['\n\n', '\n', ' ']) body = withoutParts(body, separator, same)
  const rendered = renderedTokens(body)
  return { seed, index, original, body, rendered, ...disagreements(safe, body, rendered) }
}

/** The text with each part between separators taken out while `keeps` holds, until none can be. */
function withoutParts(
  text: string,
  separator: string,
  keeps: (candidate: string) => boolean,
): string {
  let parts = text.split(separator)
  for (let changed = true; changed;) {
    changed = false
    for (let i = 0; i < parts.length && parts.length > 1;) {
      const candidate = [...parts.slice(0, i), ...parts.slice(i + 1)]
      if (keeps(candidate.join(separator))) {
        parts = candidate
        changed = true
      } else i += 1
    }
  }
  return parts.join(separator)
}

/** A finding, written out so that it can be checked by hand and replayed. */
export function describeFinding(finding: Finding, replay = ''): string {
  const lines = [
    `The sanitizer and GitHub (cmark-gfm ${VERSION}) disagree on generated body #${finding.index} of seed ${finding.seed}${replay}.`,
    `Minimal body (JSON): ${JSON.stringify(finding.body)}`,
    'Minimal body:',
    finding.body,
    '',
    `Visible on GitHub but missing from the output: ${finding.visibleButMissing.join(' ') || '(none)'}`,
    `Hidden on GitHub but sent: ${finding.hiddenButSent.join(' ') || '(none)'}`,
    `Tokens GitHub shows: ${[...finding.rendered.visible].join(' ') || '(none)'}`,
    `Tokens GitHub hides: ${[...finding.rendered.hidden].join(' ') || '(none)'}`,
    `Sanitizer output (JSON): ${JSON.stringify(finding.output)}`,
    `GitHub's HTML (cmark-gfm ${CMARK_ARGUMENTS.join(' ')}):`,
    finding.rendered.html,
    `Text a reader sees (JSON): ${JSON.stringify(finding.rendered.shown)}`,
    `Body before shrinking (JSON): ${JSON.stringify(finding.original)}`,
  ]
  return lines.join('\n')
}
