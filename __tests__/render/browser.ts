// Draws Mermaid diagrams as GitHub does, with the real `mermaid` package in headless Chromium,
// and measures every text the drawing holds: for the render tests and `npm run screenshots`.
// The page is served from node_modules by request interception: nothing leaves the machine.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { launch, type Browser, type HTTPRequest, type Page } from 'puppeteer-core'
import { CMARK_ARGUMENTS } from '../unit/github-renderer.ts'

/** Where the page and Mermaid's files seem to come from; every other request is refused. */
const ORIGIN = 'https://mermaid.render.test'
const MERMAID_DIST = resolve(import.meta.dirname, '../../node_modules/mermaid/dist')
/** About the width of a job summary's column on a desktop screen. */
const COLUMN_WIDTH = 900

/** Browsers tried in this order when CHROMIUM_PATH is unset. */
const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']

/** The browser to use: CHROMIUM_PATH, or the first of BROWSER_NAMES on the PATH. */
export function findBrowser(): string | undefined {
  const chosen = process.env.CHROMIUM_PATH
  if (chosen) return existsSync(chosen) ? chosen : undefined
  for (const name of BROWSER_NAMES) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim()
    } catch {
      // not installed under this name
    }
  }
  return undefined
}

/** One drawn text, with its box in the drawing's pixels (origin at its top left corner). */
export interface TextBox {
  text: string
  /** The class names of the groups it is drawn in, outermost first (e.g. "left-axis label"). */
  groups: string
  x: number
  y: number
  width: number
  height: number
}

export interface Drawing {
  width: number
  height: number
  texts: TextBox[]
}

/** Just the DOM the page-side functions use (the project compiles without the DOM library). */
interface PageElement {
  textContent: string | null
  parentElement: PageElement | null
  innerHTML: string
  getAttribute(name: string): string | null
  getBoundingClientRect(): { x: number; y: number; width: number; height: number }
  querySelector(selector: string): PageElement | null
  querySelectorAll(selector: string): Iterable<PageElement>
}
interface PageWindow {
  document: { getElementById(id: string): PageElement }
  drawMermaid(id: string, diagram: string): Promise<string>
}

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff"><div id="chart" style="width:${COLUMN_WIDTH}px;padding:8px"></div>
<script type="module">
  import mermaid from '${ORIGIN}/mermaid.esm.min.mjs'
  // GitHub's settings for Markdown diagrams: untrusted text, light theme.
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default' })
  window.drawMermaid = async (id, diagram) => (await mermaid.render(id, diagram)).svg
  window.mermaidReady = true
</script></body></html>`

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.js': 'text/javascript',
  '.html': 'text/html',
}

/** Serves the page and Mermaid's files; refuses anything else, so no request leaves. */
async function serve(request: HTTPRequest): Promise<void> {
  const url = new URL(request.url())
  if (url.origin !== ORIGIN) return request.abort('blockedbyclient')
  if (url.pathname === '/') {
    return request.respond({ status: 200, contentType: 'text/html', body: PAGE })
  }
  const file = resolve(MERMAID_DIST, `.${decodeURIComponent(url.pathname)}`)
  if (!file.startsWith(`${MERMAID_DIST}/`) || !existsSync(file)) {
    return request.respond({ status: 404, body: '' })
  }
  return request.respond({
    status: 200,
    contentType: TYPES[extname(file)] ?? 'application/octet-stream',
    body: readFileSync(file),
  })
}

/** Near enough GitHub's look for an issue's body: its font, spacing, code and emphasis. */
const MARKDOWN_STYLE = `<style>
  .markdown-body { font: 14px/1.5 -apple-system, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif;
    color: #1f2328; padding: 16px; border: 1px solid #d1d9e0; border-radius: 6px; }
  .markdown-body h3 { font-size: 1.25em; font-weight: 600; margin: 24px 0 16px; }
  .markdown-body p, .markdown-body ol, .markdown-body ul { margin: 0 0 16px; }
  .markdown-body ol, .markdown-body ul { padding-left: 2em; }
  .markdown-body li + li { margin-top: 0.25em; }
  .markdown-body code { font: 85% ui-monospace, 'DejaVu Sans Mono', monospace;
    background: #eff1f3; padding: 0.2em 0.4em; border-radius: 6px; }
  .markdown-body a { color: #0969da; text-decoration: none; }
</style>`

/**
 * Markdown as GitHub renders it, by GitHub's renderer (Debian's cmark-gfm, with GitHub's
 * extensions; raw HTML, its comments too, passed on for the page to read).
 */
export function markdownHtml(markdown: string): string {
  return execFileSync('cmark-gfm', CMARK_ARGUMENTS, { input: markdown, encoding: 'utf8' })
}

/** One Chromium with one page that has Mermaid loaded, for any number of diagrams. */
export class MermaidRenderer {
  private drawn = 0
  private readonly browser: Browser
  private readonly page: Page
  private readonly profile: string

  private constructor(browser: Browser, page: Page, profile: string) {
    this.browser = browser
    this.page = page
    this.profile = profile
  }

  static async open(executablePath: string): Promise<MermaidRenderer> {
    // Chromium's profile goes where the test run can see it, and is removed on close.
    const profile = mkdtempSync(join(tmpdir(), 'chromium-'))
    const browser = await launch({
      executablePath,
      userDataDir: profile,
      pipe: true,
      // --no-sandbox: CI runs as root; /dev/shm is small in containers.
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--font-render-hinting=none',
      ],
    })
    try {
      const page = await browser.newPage()
      await page.setViewport({ width: COLUMN_WIDTH + 16, height: 800 })
      await page.setRequestInterception(true)
      page.on('request', (request) => void serve(request))
      await page.goto(`${ORIGIN}/`)
      await page.waitForFunction('window.mermaidReady === true', { timeout: 30_000 })
      return new MermaidRenderer(browser, page, profile)
    } catch (error) {
      await browser.close()
      rmSync(profile, { recursive: true, force: true })
      throw error
    }
  }

  /**
   * Draws `diagram` into the page and measures its texts; rejects with Mermaid's message when it
   * cannot draw it.
   */
  async draw(diagram: string): Promise<Drawing> {
    const id = `diagram${++this.drawn}`
    return this.page.evaluate(
      async (id, diagram) => {
        const page = globalThis as unknown as PageWindow
        const chart = page.document.getElementById('chart')
        chart.innerHTML = await page.drawMermaid(id, diagram)
        const svg = chart.querySelector('svg')
        if (svg === null) throw new Error('Mermaid drew no SVG')
        const origin = svg.getBoundingClientRect()
        const groups = (element: PageElement): string => {
          const names: string[] = []
          for (let at = element.parentElement; at !== null && at !== svg; at = at.parentElement) {
            const name = at.getAttribute('class')
            if (name) names.unshift(name)
          }
          return names.join(' ')
        }
        return {
          width: origin.width,
          height: origin.height,
          texts: [...svg.querySelectorAll('text')].map((text) => {
            const box = text.getBoundingClientRect()
            return {
              text: text.textContent ?? '',
              groups: groups(text),
              x: box.x - origin.x,
              y: box.y - origin.y,
              width: box.width,
              height: box.height,
            }
          }),
        }
      },
      id,
      diagram,
    )
  }

  /** Draws `diagram` and saves a PNG of it (twice the pixels, for sharp text on any screen). */
  async screenshot(diagram: string, file: string): Promise<void> {
    await this.page.setViewport({ width: COLUMN_WIDTH + 16, height: 800, deviceScaleFactor: 2 })
    await this.draw(diagram)
    const chart = await this.page.$('#chart svg')
    if (chart === null) throw new Error('Mermaid drew no SVG')
    await chart.screenshot({ path: file })
  }

  /**
   * Shows `html` (Markdown as GitHub renders it, markdownHtml) in the page's column with GitHub's
   * look, and answers the text a reader sees: what hidden comments and markup leave.
   */
  async showMarkdown(html: string): Promise<string> {
    return this.page.evaluate((html) => {
      const page = globalThis as unknown as PageWindow
      const chart = page.document.getElementById('chart')
      chart.innerHTML = html
      return (chart as unknown as { innerText: string }).innerText
    }, `<div class="markdown-body">${MARKDOWN_STYLE}${html}</div>`)
  }

  /** Shows `html` as showMarkdown does and saves a PNG of it (twice the pixels). */
  async screenshotMarkdown(html: string, file: string): Promise<void> {
    await this.page.setViewport({ width: COLUMN_WIDTH + 16, height: 800, deviceScaleFactor: 2 })
    await this.showMarkdown(html)
    const shown = await this.page.$('#chart .markdown-body')
    if (shown === null) throw new Error('nothing was shown')
    await shown.screenshot({ path: file })
  }

  async close(): Promise<void> {
    await this.browser.close()
    rmSync(this.profile, { recursive: true, force: true })
  }
}

/** Every ```mermaid block of a Markdown text, without its fences. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map((match) => match[1] ?? '')
}

/** Pairs of texts whose boxes overlap by more than a pixel both ways. */
export function overlaps(texts: TextBox[]): [TextBox, TextBox][] {
  const pairs: [TextBox, TextBox][] = []
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
      if (across > 1 && down > 1) pairs.push([a, b])
    }
  })
  return pairs
}

/** Texts that reach past the drawing's edge by more than a pixel (cut off when shown). */
export function outside(drawing: Drawing): TextBox[] {
  return drawing.texts.filter(
    (t) =>
      t.x < -1 ||
      t.y < -1 ||
      t.x + t.width > drawing.width + 1 ||
      t.y + t.height > drawing.height + 1,
  )
}

/**
 * The labels of an xychart's category axis as a reader should see them: the quoted strings of
 * its `x-axis [...]` line, with Mermaid's `#code;` entities decoded.
 */
export function categoryLabels(diagram: string): string[] {
  const line = /^\s*x-axis\s*\[(.*)\]\s*$/m.exec(diagram)?.[1] ?? ''
  return [...line.matchAll(/"([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replace(/#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  )
}
