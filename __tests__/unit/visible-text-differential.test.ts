import { beforeAll, describe, expect, test } from '@jest/globals'
import {
  loadVisibleText,
  readVisible,
  visibleText,
} from '../../src/shared/sanitizer/visible-text.js'
import {
  agrees,
  assertRenderer,
  checkBodies,
  describeFinding,
  disagreements,
  renderedTokensOfAll,
  sampleBodies,
  type Rendered,
} from './github-renderer.ts'
import {
  BLOCKS,
  findTokens,
  INLINE,
  INLINE_MULTILINE,
  normalizeInvisible,
} from './markdown-bodies.ts'

// visibleText judged by GitHub's own renderer (./github-renderer.ts) on generated issue bodies
// (./markdown-bodies.ts): every token a reader of GitHub sees reaches the agent, and no token
// hidden from that reader does. A failure prints the smallest body fast-check shrank the first
// disagreement to, and the seed; to replay or go further:
//   DIFFERENTIAL_SEED=<seed> DIFFERENTIAL_RUNS=<n> npm run jest -- \
//     __tests__/unit/visible-text-differential.test.ts --selectProjects unit
// (the path first: after --selectProjects it would be read as a project's name). To iterate on
// a sanitizer outside this file, or past a kind of disagreement already known: checkBodies in
// ./github-renderer.ts.
// Needs cmark-gfm 0.29.0.gfm.6 (`apt-get install cmark-gfm`): without it the test fails, never
// skips.

const RUNS = Number(process.env.DIFFERENTIAL_RUNS ?? 2000)
const SEED = Number(process.env.DIFFERENTIAL_SEED ?? 20_240_611)
const REPLAY = `; replay with DIFFERENTIAL_SEED=${SEED} DIFFERENTIAL_RUNS=${RUNS}`

assertRenderer()
await loadVisibleText()

const bodies = sampleBodies(RUNS, SEED)
// Rendered while the first test runs the sanitizer (see checkBodies); a failure to render fails
// every test that awaits it.
const rendering = renderedTokensOfAll(bodies, 2)
rendering.catch(() => undefined)

test('what reaches the agent is what a reader of GitHub sees', async () => {
  const finding = await checkBodies(visibleText, { runs: RUNS, seed: SEED }, rendering)
  if (finding !== undefined) throw new Error(describeFinding(finding, REPLAY))
}, 60_000)

test('a phrase addresses the agent where the page says it, not where it shows it quoted or as code', async () => {
  const rendered = await rendering
  const found = bodies.flatMap((body, i) => {
    const page = rendered[i]
    if (page === undefined) return []
    const addressed = findTokens(normalizeInvisible(readVisible(body).addressed))
    const quotedSent = [...page.quoted].filter((token) => addressed.has(token))
    const saidMissing = [...page.said].filter((token) => !addressed.has(token))
    return quotedSent.length + saidMissing.length === 0 ? [] : [{ body, quotedSent, saidMissing }]
  })
  expect({ replay: REPLAY, found: found.slice(0, 3) }).toEqual({ replay: REPLAY, found: [] })
}, 60_000)

describe('the judge', () => {
  let rendered: Rendered[] = []
  beforeAll(async () => {
    rendered = await rendering
  })

  test('no word of the syntax the bodies are made of looks like a token', () => {
    const syntax = [...INLINE, ...INLINE_MULTILINE, ...BLOCKS].join('\n')
    expect([...findTokens(syntax)]).toEqual([])
  })

  test('the bodies hold tokens both shown and hidden, and no token is in two sets', () => {
    const visible = rendered.reduce((count, { visible }) => count + visible.size, 0)
    const hidden = rendered.reduce((count, { hidden }) => count + hidden.size, 0)
    expect(visible).toBeGreaterThan(RUNS)
    expect(hidden).toBeGreaterThan(RUNS)
    for (const { visible, hidden } of rendered) {
      const all = [...visible, ...hidden]
      expect(new Set(all).size).toBe(all.length)
    }
  })

  // The test of the test: a sanitizer that keeps exactly what GitHub shows passes, and one with
  // a known difference put back fails. The exact one is the oracle itself (the tokens GitHub
  // shows), so that these hold whatever state visibleText is in.
  const SAMPLE = Math.min(400, RUNS)
  const exact = (body: string) => {
    const found = rendered[bodies.indexOf(body)]
    if (found === undefined) throw new Error('a body outside the sample')
    return [...found.visible].join(' ')
  }
  const tokensOfLines = (body: string, line: RegExp) =>
    body
      .split(/\r?\n/)
      .filter((text) => line.test(text))
      .flatMap((text) => [...findTokens(text)])
  const found = (sanitize: (markdown: string) => string) =>
    bodies.slice(0, SAMPLE).map((body, i) => {
      const rendering = rendered[i]
      if (rendering === undefined) throw new Error(`body ${i} was not rendered`)
      return disagreements(sanitize, body, rendering)
    })

  test('a sanitizer that keeps exactly what GitHub shows passes', () => {
    expect(found(exact).filter((disagreement) => !agrees(disagreement))).toEqual([])
  })

  test('returning the source unchanged fails: hidden tokens are sent', () => {
    const sent = found((body) => body).flatMap(({ hiddenButSent }) => hiddenButSent)
    expect(sent.length).toBeGreaterThan(SAMPLE)
  })

  test('keeping fence info strings fails: GitHub shows none of their words', () => {
    const fence = /^[\s>*+\-\d.)]*(```|~~~)/
    const keeping = (body: string) => `${exact(body)} ${tokensOfLines(body, fence).join(' ')}`
    expect(found(keeping).flatMap(({ hiddenButSent }) => hiddenButSent)).not.toEqual([])
  })

  test('dropping the text of a tag-filtered <script> fails: GitHub shows it as text', () => {
    const dropping = (body: string) => {
      const script = new Set(tokensOfLines(body, /<script>[^<]*<\/script>/i))
      return exact(body)
        .split(' ')
        .filter((word) => !script.has(word))
        .join(' ')
    }
    expect(found(dropping).flatMap(({ visibleButMissing }) => visibleButMissing)).not.toEqual([])
  })

  // The same, on visibleText itself with a known difference put back.
  test('visibleText keeping fence info strings fails', () => {
    const fence = /^[\s>*+\-\d.)]*(```|~~~)/
    const keeping = (body: string) => `${visibleText(body)} ${tokensOfLines(body, fence).join(' ')}`
    expect(found(keeping).flatMap(({ hiddenButSent }) => hiddenButSent)).not.toEqual([])
  })

  test('visibleText dropping what a <script> element holds, as before the tag filter, fails', () => {
    const dropping = (body: string) => visibleText(body.replace(/<script>[^]*?<\/script>/gi, ''))
    expect(found(dropping).flatMap(({ visibleButMissing }) => visibleButMissing)).not.toEqual([])
  })

  test('visibleText reading its own output again (a second parse of an edited text) fails', () => {
    const twice = (body: string) => visibleText(visibleText(body))
    expect(found(twice).filter((disagreement) => !agrees(disagreement))).not.toEqual([])
  })

  test('an addressing that blanks no quote or code fails: quoted words count', () => {
    const quotedSent = bodies.slice(0, SAMPLE).flatMap((body, i) => {
      const addressed = findTokens(normalizeInvisible(visibleText(body)))
      return [...(rendered[i]?.quoted ?? [])].filter((token) => addressed.has(token))
    })
    expect(quotedSent).not.toEqual([])
  })

  test('a finding is shrunk to a small body that still disagrees, and says how to replay it', async () => {
    const finding = await checkBodies((body) => body, { runs: SAMPLE, seed: SEED }, rendered)
    expect(finding).toBeDefined()
    if (finding === undefined) return
    expect(finding.body.length).toBeLessThanOrEqual(finding.original.length)
    expect(finding.body.length).toBeLessThan(40)
    expect(agrees(finding)).toBe(false)
    expect(describeFinding(finding, REPLAY)).toContain(`DIFFERENTIAL_SEED=${SEED}`)
  })
})
