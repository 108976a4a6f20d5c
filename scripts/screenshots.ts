/**
 * `npm run screenshots`: draws the job summaries' charts that __tests__/render/samples.ts marks
 * for docs/ with the real Mermaid in headless Chromium (as the render test does), and the
 * docs-gaps issue after three runs as GitHub shows its Markdown, and saves them as PNG files
 * there, for the manual's pages (docs/analytics.md, docs/docs-gaps.md). Needs Chromium: Debian's
 * `chromium` package, or CHROMIUM_PATH.
 */
import { registerHooks } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The samples build summaries with the action's sources, which import each other as `.js` (as
// TypeScript emits them): Node loads the `.ts` file beside a missing relative `.js`.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      if (!/^\.{1,2}\/.*\.js$/.test(specifier)) throw error
      return nextResolve(specifier.replace(/\.js$/, '.ts'), context)
    }
  },
})

const { findBrowser, markdownHtml, mermaidBlocks, MermaidRenderer } =
  await import('../__tests__/render/browser.ts')
const { gapsIssueSample, SAMPLES } = await import('../__tests__/render/samples.ts')

const docs = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs')
const browser = findBrowser()
if (browser === undefined) {
  console.error(
    "No Chromium found: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.",
  )
  process.exit(1)
}
const renderer = await MermaidRenderer.open(browser)
try {
  for (const sample of SAMPLES) {
    if (sample.screenshot === undefined) continue
    const [diagram] = mermaidBlocks(sample.markdown)
    if (diagram === undefined) throw new Error(`${sample.name} has no chart`)
    await renderer.screenshot(diagram, join(docs, sample.screenshot))
    console.log(`docs/${sample.screenshot}: ${sample.name}`)
  }
  await renderer.screenshotMarkdown(
    markdownHtml(gapsIssueSample()),
    join(docs, 'gaps-issue-history.png'),
  )
  console.log('docs/gaps-issue-history.png: the docs-gaps issue after three runs')
} finally {
  await renderer.close()
}
