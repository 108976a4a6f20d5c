/** The documentation site the data sets are about: its pages, their titles and URLs. */

/** The site's address, in the assistant's sources and page URLs. */
export const DOCS_SITE = 'https://docs.example.com'

/** Paths that a naive CSV writer would break: commas, quotes, non-ASCII, edge spaces. */
const SPECIAL_PATHS = [
  '/',
  '/quickstart',
  '/guides/"quoted", path',
  '/ja/はじめに',
  '/api/a,b',
  ' /with spaces ',
]

const SPECIAL_TITLES = ['Introduction', 'Quickstart', 'A "quoted", guide', 'はじめに', 'API: a, b']

/** The path of the i-th page of the site. */
export function pathOf(index: number): string {
  return SPECIAL_PATHS[index] ?? `/docs/page-${index}`
}

export function titleOf(index: number): string {
  return SPECIAL_TITLES[index] ?? `Page ${index}`
}

/** The page's full URL, as the assistant gives it. */
export function urlOf(index: number): string {
  return DOCS_SITE + encodeURI(pathOf(index).trim())
}

/**
 * Pages readers keep rating down (indices, taken modulo the site's size): a third of all
 * feedback is about them, mostly unhelpful and with a comment.
 */
export const DOWN_RATED_PAGES = [2, 7, 11, 4, 19] as const
