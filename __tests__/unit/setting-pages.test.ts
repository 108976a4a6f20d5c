import { describe, expect, test } from '@jest/globals'
import { isConfigPageText, judgePageTexts } from '../../src/shared/change-check/setting-pages.js'
import { specUrls } from '../../src/shared/change-check/spec-settings.js'

const at = (raw: string, path = 'banner.content') => ({ file: 'docs.json', path, raw })

describe('settings shown as markup, held to the page rules', () => {
  test.each([
    ['Markdown with a link', 'New: [read the 2.0 notes](/changelog) **today**'],
    ['plain words', 'We are moving to a new API on June 1.'],
  ])('%s passes', (_, raw) => {
    expect(judgePageTexts([at(raw)], [])).toEqual([])
  })

  test.each([
    ['a script element', '<script>alert(1)</script>', 'banner.content, shown as markup: '],
    ['an event handler', '<img src="x" onError="alert(1)" />', 'onError handler'],
    ['a javascript: link', '[Sign in](javascript:alert(1))', 'banner.content, shown as markup: '],
    ['an expression', '{globalThis.alert(document.cookie)}', 'banner.content, shown as markup: '],
    ['MDX that does not parse', '<div>{', 'banner.content, shown as markup: '],
  ])('%s blocks', (_, raw, detail) => {
    const [found] = judgePageTexts([at(raw)], [])
    expect(found?.detail).toContain(detail)
  })

  test('a text the base has at the same key is not judged again', () => {
    const raw = '<script>alert(1)</script>'
    expect(judgePageTexts([at(raw)], [at(raw)])).toEqual([])
    expect(judgePageTexts([at(raw)], [at(raw, 'errors.404.title')])).toHaveLength(1)
  })

  test("which keys of docs.json are a page's markup", () => {
    expect(
      ['banner.content', 'errors.404.title', 'errors.404.description'].map(isConfigPageText),
    ).toEqual([true, true, true])
    expect(['banner.dismissible', 'name', 'errors.404.redirect'].map(isConfigPageText)).toEqual([
      false,
      false,
      false,
    ])
  })

  test("a spec's x-mint content, and an overlay's content, are read as markup", () => {
    const spec = { openapi: '3.0.0', paths: { '/a': { get: { 'x-mint': { content: 'Hi' } } } } }
    expect(specUrls(spec, 'openapi').pages).toEqual([
      { path: 'paths."/a".get.x-mint.content', raw: 'Hi' },
    ])
    const overlay = { overlay: '1.0.0', actions: [{ target: '$', update: { content: 'Hey' } }] }
    expect(specUrls(overlay, 'overlay').pages).toEqual([
      { path: 'actions[0].update.content', raw: 'Hey' },
    ])
    // A `content` key elsewhere in a spec is a schema's media types, not markup.
    const body = { openapi: '3.0.0', paths: { '/a': { get: { content: 'x' } } } }
    expect(specUrls(body, 'openapi').pages).toEqual([])
  })
})
