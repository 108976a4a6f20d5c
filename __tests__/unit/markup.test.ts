import { describe, expect, test } from '@jest/globals'
import { escapeLines, escapeMarkup, escapeRegExp, linkOrText } from '../../src/shared/markup.js'

// Text from the service or a user goes into comments and job summaries inert: no markup, no
// links, no @mentions.

describe('escapeMarkup', () => {
  test('every character that Markdown or HTML would read is an entity', () => {
    expect(escapeMarkup('&<>"\'`|*_[]\\#~@')).toBe(
      '&#38;&#60;&#62;&#34;&#39;&#96;&#124;&#42;&#95;&#91;&#93;&#92;&#35;&#126;&#64;',
    )
    expect(escapeMarkup('plain text, 1-2 (ok)!')).toBe('plain text, 1-2 (ok)!')
  })

  test('keeps to one line; escapeLines keeps the line breaks', () => {
    expect(escapeMarkup('a\nb\r\nc @team')).toBe('a b c &#64;team')
    expect(escapeLines('a\nb\r\nc @team')).toBe('a\nb\r\nc &#64;team')
  })
})

describe('linkOrText', () => {
  test('an http(s) URL becomes a link, its label escaped', () => {
    expect(linkOrText('https://github.com/a/b/pull/1')).toBe(
      '<a href="https://github.com/a/b/pull/1">https://github.com/a/b/pull/1</a>',
    )
    expect(linkOrText('http://h.test/x', '#1 *new*')).toBe(
      '<a href="http://h.test/x">&#35;1 &#42;new&#42;</a>',
    )
  })

  test.each([
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['https://h.test/a b', 'https://h.test/a b'],
    ['https://h.test/"onclick="x', 'https://h.test/&#34;onclick=&#34;x'],
    ['https://h.test/<b>', 'https://h.test/&#60;b&#62;'],
    ['see https://h.test', 'see https://h.test'],
    ['https://', 'https://'],
  ])('anything else is inert text: %j', (url, text) => {
    expect(linkOrText(url)).toBe(text)
  })

  test('nothing for no URL or no label', () => {
    expect(linkOrText(null)).toBe('')
    expect(linkOrText(null, 'the pull request')).toBe('')
    expect(linkOrText('https://h.test', null)).toBe('')
  })
})

test('escapeRegExp makes every special character literal', () => {
  const special = '.*+?^${}()|[]\\'
  expect(new RegExp(`^${escapeRegExp(special)}$`).test(special)).toBe(true)
  expect(escapeRegExp(special)).toBe('\\.\\*\\+\\?\\^\\$\\{\\}\\(\\)\\|\\[\\]\\\\')
  expect(escapeRegExp('a-b/c')).toBe('a-b/c')
})
