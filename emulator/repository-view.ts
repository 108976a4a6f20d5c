/**
 * A repository as the emulator's GitHub answers show one, in a pull request's `head` and `base`
 * (./github-triage.ts).
 */
import { API, gitHubUser } from './github-answers.ts'

/** The `<key>_url` links of a repository, each its path under the repository's API URL. */
const REPOSITORY_URLS: readonly (readonly [string, string])[] = [
  ['archive', '/{archive_format}{/ref}'],
  ['assignees', '/assignees{/user}'],
  ['blobs', '/git/blobs{/sha}'],
  ['branches', '/branches{/branch}'],
  ['collaborators', '/collaborators{/collaborator}'],
  ['comments', '/comments{/number}'],
  ['commits', '/commits{/sha}'],
  ['compare', '/compare/{base}...{head}'],
  ['contents', '/contents/{+path}'],
  ['contributors', '/contributors'],
  ['deployments', '/deployments'],
  ['downloads', '/downloads'],
  ['events', '/events'],
  ['forks', '/forks'],
  ['git_commits', '/git/commits{/sha}'],
  ['git_refs', '/git/refs{/sha}'],
  ['git_tags', '/git/tags{/sha}'],
  ['hooks', '/hooks'],
  ['issue_comment', '/issues/comments{/number}'],
  ['issue_events', '/issues/events{/number}'],
  ['issues', '/issues{/number}'],
  ['keys', '/keys{/key_id}'],
  ['labels', '/labels{/name}'],
  ['languages', '/languages'],
  ['merges', '/merges'],
  ['milestones', '/milestones{/number}'],
  ['notifications', '/notifications{?since,all,participating}'],
  ['pulls', '/pulls{/number}'],
  ['releases', '/releases{/id}'],
  ['stargazers', '/stargazers'],
  ['statuses', '/statuses/{sha}'],
  ['subscribers', '/subscribers'],
  ['subscription', '/subscription'],
  ['tags', '/tags'],
  ['teams', '/teams'],
  ['trees', '/git/trees{/sha}'],
]

/**
 * A repository as GitHub's answers show one (its description's `repository`); `pushedAt`: when
 * anything was last pushed to it (GitHub's `pushed_at`).
 */
export function repositoryView(
  repository: string,
  pushedAt: string,
  fork = false,
): Record<string, unknown> {
  const [owner = '', name = ''] = repository.split('/')
  const url = `${API}/repos/${repository}`
  const html = `https://github.com/${repository}`
  const urls = Object.fromEntries(
    REPOSITORY_URLS.map(([key, path]) => [`${key}_url`, `${url}${path}`]),
  )
  return {
    id: 1296269,
    node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
    name,
    full_name: repository,
    owner: gitHubUser({ login: owner, type: 'User' }),
    private: false,
    html_url: html,
    description: null,
    fork,
    url,
    ...urls,
    clone_url: `${html}.git`,
    git_url: `git://github.com/${repository}.git`,
    ssh_url: `git@github.com:${repository}.git`,
    svn_url: html,
    mirror_url: null,
    homepage: null,
    language: null,
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers: 0,
    watchers_count: 0,
    size: 0,
    default_branch: 'main',
    open_issues: 0,
    open_issues_count: 0,
    has_issues: true,
    has_projects: false,
    has_wiki: false,
    has_pages: false,
    has_downloads: false,
    archived: false,
    disabled: false,
    license: null,
    pushed_at: pushedAt,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  }
}
