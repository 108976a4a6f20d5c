/**
 * The routes of GitHub's REST API that the emulator's GitHub serves (./github.ts), each with
 * every status its handler answers, and the statuses authorization adds to them. The contract
 * tests check this table against GitHub's published OpenAPI description.
 */

/** One GitHub REST route the emulator serves. */
export interface GitHubRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** The path, `:name` for each parameter. */
  path: string
  /** The operation's name in fault rules and the request log. */
  op: string
  /**
   * Every status its handler answers: any other becomes an emulator error (500), so this list is
   * what the contract tests check against GitHub's description. Authorization's answers
   * (`routeStatuses`) and injected faults come on top.
   */
  statuses: readonly number[]
}

/**
 * The part of GitHub's REST API the actions use. `__tests__/contract/github-description.test.ts`
 * checks each route, with each of its statuses, against GitHub's published OpenAPI description,
 * so a route added here is checked without further work.
 */
export const GITHUB_ROUTES: readonly GitHubRoute[] = [
  route('GET', '/user', 'github.user', [200, 403]),
  route('GET', '/repos/:owner/:repo/issues/:number/comments', 'github.list-comments', [200]),
  // Every thread's comments, and one comment by its id: before `pulls/:number`, which would
  // take `comments` for a number.
  route('GET', '/repos/:owner/:repo/issues/comments', 'github.list-repo-comments', [200]),
  route('GET', '/repos/:owner/:repo/pulls/comments', 'github.list-repo-review-comments', [200]),
  route('GET', '/repos/:owner/:repo/issues/comments/:id', 'github.get-comment', [200, 404]),
  route('GET', '/repos/:owner/:repo/pulls/comments/:id', 'github.get-review-comment', [200, 404]),
  route('POST', '/repos/:owner/:repo/issues/:number/comments', 'github.create-comment', [201, 422]),
  route(
    'PATCH',
    '/repos/:owner/:repo/issues/comments/:id',
    'github.update-comment',
    [200, 404, 422],
  ),
  route('DELETE', '/repos/:owner/:repo/issues/comments/:id', 'github.delete-comment', [204, 404]),
  route(
    'DELETE',
    '/repos/:owner/:repo/pulls/comments/:id',
    'github.delete-review-comment',
    [204, 404],
  ),
  route(
    'POST',
    '/repos/:owner/:repo/issues/comments/:id/reactions',
    'github.react-comment',
    [200, 201, 422],
  ),
  route(
    'POST',
    '/repos/:owner/:repo/issues/:number/reactions',
    'github.react-issue',
    [200, 201, 422],
  ),
  route(
    'DELETE',
    '/repos/:owner/:repo/issues/:number/reactions/:reaction',
    'github.unreact-issue',
    [204, 404],
  ),
  route(
    'DELETE',
    '/repos/:owner/:repo/issues/comments/:id/reactions/:reaction',
    'github.unreact-comment',
    [204, 404],
  ),
  route(
    'DELETE',
    '/repos/:owner/:repo/pulls/comments/:id/reactions/:reaction',
    'github.unreact-review-comment',
    [204, 404],
  ),
  route('GET', '/repos/:owner/:repo/pulls/:number/comments', 'github.list-review-comments', [200]),
  route(
    'POST',
    '/repos/:owner/:repo/pulls/:number/comments/:id/replies',
    'github.reply',
    [201, 404, 422],
  ),
  route(
    'PATCH',
    '/repos/:owner/:repo/pulls/comments/:id',
    'github.update-review-comment',
    [200, 404, 422],
  ),
  route(
    'POST',
    '/repos/:owner/:repo/pulls/comments/:id/reactions',
    'github.react-review-comment',
    [200, 201, 422],
  ),
  route(
    'GET',
    '/repos/:owner/:repo/collaborators/:login/permission',
    'github.permission',
    [200, 404],
  ),
  route('GET', '/repos/:owner/:repo/pulls/:number/files', 'github.pull-files', [200]),
  route('GET', '/repos/:owner/:repo/pulls/:number', 'github.pull-request', [200, 404]),
  route('GET', '/repos/:owner/:repo/pulls', 'github.list-pulls', [200]),
  // A file at a commit (./pull-changes.ts); its path goes on with its own slashes.
  route('GET', '/repos/:owner/:repo/contents/:path+', 'github.contents', [200, 404]),
  route('GET', '/repos/:owner/:repo/issues', 'github.list-issues', [200, 422]),
  route('POST', '/repos/:owner/:repo/issues', 'github.create-issue', [201, 422]),
  route('PATCH', '/repos/:owner/:repo/issues/:number', 'github.update-issue', [200, 404, 422]),
  // What a failed workflow run says (./workflow-runs.ts).
  route('GET', '/repos/:owner/:repo/actions/runs/:run_id/jobs', 'github.run-jobs', [200, 404]),
  route(
    'GET',
    '/repos/:owner/:repo/check-runs/:check_run_id/annotations',
    'github.check-run-annotations',
    [200, 404],
  ),
  route('GET', '/repos/:owner/:repo/actions/jobs/:job_id/logs', 'github.job-logs', [302, 404, 410]),
  route(
    'POST',
    '/repos/:owner/:repo/pulls/:number/requested_reviewers',
    'github.request-reviewers',
    [201, 404, 422],
  ),
  route('POST', '/repos/:owner/:repo/issues/:number/labels', 'github.add-labels', [200, 404, 422]),
  route(
    'GET',
    '/repos/:owner/:repo/pulls/:number/reviews/:review/comments',
    'github.review-comments',
    [200, 404],
  ),
  route('GET', '/repos/:owner/:repo/pulls/:number/reviews/:review', 'github.review', [200, 404]),
  // What pushed commits change, and commit statuses (./commits.ts).
  route('GET', '/repos/:owner/:repo/compare/:basehead', 'github.compare', [200, 404]),
  route('POST', '/repos/:owner/:repo/statuses/:sha', 'github.create-status', [201, 422]),
  route('GET', '/repos/:owner/:repo/commits/:ref/statuses', 'github.list-statuses', [200]),
  route('GET', '/repos/:owner/:repo/commits/:commit_sha/pulls', 'github.commit-pulls', [200]),
  route('POST', '/repos/:owner/:repo/dispatches', 'github.dispatch', [204, 422]),
]

/**
 * Every status a route can answer: its handler's, and those of `authorize`: 401 without a token
 * or with an unknown one, 403 to a token that may only read and asks to write (GET never does),
 * 404 on a repository's route to a token that does not reach the repository.
 */
export function routeStatuses(route: GitHubRoute): number[] {
  const reach = route.path.startsWith('/repos/') ? [404] : []
  const authorization = [...(route.method === 'GET' ? [401] : [401, 403]), ...reach]
  return [...new Set([...route.statuses, ...authorization])].sort((a, b) => a - b)
}

function route(
  method: GitHubRoute['method'],
  path: string,
  op: string,
  statuses: readonly number[],
): GitHubRoute {
  return { method, path, op, statuses }
}
