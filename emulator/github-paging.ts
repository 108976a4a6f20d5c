import { json, type Reply } from './service.ts'

/**
 * One page of a list, as GitHub's REST API pages it: `per_page` up to 100 (default 30), `page`
 * from 1, and a `link` header naming the next page while there is one. Shared by every list
 * route of the emulator's GitHub (./github/, ./workflow-runs.ts).
 *
 * With `linkTo` (the request's own URL) the header is GitHub's whole one: absolute links, which
 * a client such as Octokit's paginate follows as they are, to the `prev`, `next`, `last` and
 * `first` pages, in GitHub's order. Without it, a relative `next` alone, as the routes that
 * came first answer.
 */
export function gitHubPage<T>(
  query: URLSearchParams,
  all: readonly T[],
  linkTo?: URL,
): { items: T[]; headers: Record<string, string> } {
  const asked = (name: string, fallback: number): number => {
    const value = Number.parseInt(query.get(name) ?? '', 10)
    return Number.isFinite(value) && value >= 1 ? value : fallback
  }
  const perPage = Math.min(100, asked('per_page', 30))
  const page = asked('page', 1)
  const headers: Record<string, string> = {}
  if (linkTo !== undefined) {
    const link = linkHeader(linkTo, page, Math.ceil(all.length / perPage))
    if (link !== '') headers.link = link
  } else if (page * perPage < all.length) {
    headers.link = `<?per_page=${perPage}&page=${page + 1}>; rel="next"`
  }
  return { items: all.slice((page - 1) * perPage, page * perPage), headers }
}

/** GitHub's `link` header for page `page` of `last`; '' for a list that fits on one page. */
function linkHeader(url: URL, page: number, last: number): string {
  const to = (n: number, rel: string): string => {
    // The request's own query, `per_page` included as sent, with the page's number.
    const target = new URL(url)
    target.searchParams.set('page', String(n))
    return `<${target.href}>; rel="${rel}"`
  }
  const links: string[] = []
  if (page > 1) links.push(to(page - 1, 'prev'))
  if (page < last) links.push(to(page + 1, 'next'), to(last, 'last'))
  if (page > 1) links.push(to(1, 'first'))
  return links.join(', ')
}

/** One page of a list, each item in GitHub's form, as the answer with its `link` header. */
export function listPage<T>(
  query: URLSearchParams,
  all: readonly T[],
  view: (item: T) => Record<string, unknown>,
): Reply {
  const { items, headers } = gitHubPage(query, all)
  return json(200, items.map(view), headers)
}
