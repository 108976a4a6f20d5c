import { json, type Reply } from './service.ts'

/**
 * GitHub's GraphQL API, as far as the actions use it: the one query that says who a token acts
 * as, `query { viewer { login } }` (src/shared/github/permissions.ts tokenLogin). GitHub answers
 * it for every kind of token (a person's token: their login; an App's installation token:
 * `<slug>[bot]`; the workflow's GITHUB_TOKEN: `github-actions[bot]`, the GitHub Actions App's),
 * at `POST /graphql` (`/api/graphql` on a GitHub Enterprise Server, beside REST's `/api/v3`). A
 * query is a POST, which a token that may only read may send all the same. What the query
 * cannot read comes back as HTTP 200 with `errors`, as GitHub does; a query this emulator does
 * not know is answered so. It is not a REST route: GitHub's OpenAPI description does not hold
 * it, and the contract tests do not check it.
 */

/** Where GitHub serves GraphQL: github.com's API, and a GitHub Enterprise Server's. */
export const GRAPHQL_PATHS: readonly string[] = ['/graphql', '/api/graphql']

/** The operation's name in fault rules and the request log. */
export const GRAPHQL_OP = 'github.graphql'

/** The one query the emulator answers, in any spacing, with or without `query` and a name. */
const VIEWER_LOGIN = /^\s*(?:query(?:\s+\w+)?\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/

/** GraphQL's answer to `body`, for a token that acts as `login`. */
export function graphqlAnswer(body: unknown, login: string): Reply {
  const query =
    typeof body === 'object' && body !== null ? (body as { query?: unknown }).query : undefined
  if (typeof query !== 'string')
    return json(200, {
      errors: [{ message: 'A query attribute must be specified and must be a string.' }],
    })
  if (!VIEWER_LOGIN.test(query))
    return json(200, {
      errors: [
        {
          message: `The emulator answers only "query { viewer { login } }"; got ${JSON.stringify(query.slice(0, 100))}.`,
        },
      ],
    })
  return json(200, { data: { viewer: { login } } })
}
