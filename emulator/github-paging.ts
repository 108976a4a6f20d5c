/**
 * One page of a list, as GitHub's REST API pages it: `per_page` up to 100 (default 30), `page`
 * from 1, and a `link` header naming the next page while there is one. Shared by every list
 * route of the emulator's GitHub (./github.ts, ./workflow-runs.ts).
 */
export function gitHubPage<T>(
  query: URLSearchParams,
  all: readonly T[],
): { items: T[]; headers: Record<string, string> } {
  const asked = (name: string, fallback: number): number => {
    const value = Number.parseInt(query.get(name) ?? '', 10)
    return Number.isFinite(value) && value >= 1 ? value : fallback
  }
  const perPage = Math.min(100, asked('per_page', 30))
  const page = asked('page', 1)
  const headers: Record<string, string> = {}
  if (page * perPage < all.length) {
    headers.link = `<?per_page=${perPage}&page=${page + 1}>; rel="next"`
  }
  return { items: all.slice((page - 1) * perPage, page * perPage), headers }
}
