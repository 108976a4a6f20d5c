import { answerCommitPulls, type CommitPullsStore } from '../commit-pulls.ts'
import { API, type EmulatedFile } from '../github-answers.ts'
import { gitHubPage } from '../github-paging.ts'
import {
  AGENT_APP,
  answerPullRequest,
  answerPullRequests,
  answerTriage,
  pullRequestView,
  type TriagedPullRequest,
  type TriageStore,
} from '../github-triage.ts'
import { MAX_PULL_FILES } from '../pull-changes.ts'
import { json, type Reply } from '../service.ts'
import { label } from './issues.ts'
import { seedPullChange } from './pull-seeds.ts'
import { nowIso, type GitHubHandlers, type GitHubRequest, type GitHubState } from './state.ts'

/**
 * Pull requests and what they change: one, the list, its files, a file's contents at a commit,
 * its reviewers and labels (../github-triage.ts), the pull requests of a commit
 * (../commit-pulls.ts); the agent's pull requests among them, which GitHub has once the agent
 * opened them.
 */

/** The commit every pull request's head is at, and the blob each changed file has. */
const HEAD_SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e'
const BLOB_SHA = 'bbcd538c8e72b8c175046e27cc8f907076331401'

/** The head commit of a pull request now: pushed by a test, seeded, held, or the emulator's. */
export function headOf(state: GitHubState, repository: string, number: number): string {
  return (
    state.pullHeads.head(repository, number)?.sha ??
    state.pullChanges.summary(repository, number)?.headSha ??
    state.pullCommits.head(repository, number) ??
    HEAD_SHA
  )
}

/**
 * One of the agent's pull requests as the triage routes keep it, made when first asked for: a
 * link the server names, by `Docs` of the service's App, with one new page as its change unless a
 * test seeded one.
 */
function agentPull(state: GitHubState, repository: string, number: number): TriagedPullRequest {
  const key = `${repository}#${number}`
  const kept = state.agentPulls.get(key)
  if (kept !== undefined) return kept
  const createdAt = nowIso(state)
  const author = { login: AGENT_APP, type: 'Bot' as const }
  const made: TriagedPullRequest = {
    repository,
    number,
    title: 'Docs',
    author,
    createdAt,
    labels: [],
  }
  state.agentPulls.set(key, made)
  // What the agent wrote, unless a test seeded it: one new page, as a docs change is.
  if (state.pullChanges.summary(repository, number) === undefined && !state.pullFiles.has(key))
    seedPullChange(state, {
      repository,
      number,
      files: [{ path: 'docs/agent-page.mdx', head: '# A page the agent wrote\n' }],
    })
  return made
}

/** A pull request the emulator holds: an issue marked as one, else one of the agent's. */
function pullRequest(
  state: GitHubState,
  repository: string,
  number: number,
): TriagedPullRequest | undefined {
  const issue = state.issues.find(
    (i) => i.repository === repository && i.number === number && i.pullRequest,
  )
  const head = state.pullHeads.head(repository, number)
  if (issue !== undefined) return { ...issue, author: issue.user, head }
  const link = `https://github.com/${repository}/pull/${number}`
  const known =
    state.agentPulls.has(`${repository}#${number}`) || state.agentPullRequests().includes(link)
  if (!known) return undefined
  // The one kept (a merge sets its `mergedAt`), with its head as a test pushed it.
  const pull = agentPull(state, repository, number)
  pull.head = head
  return pull
}

/** What the reviewer and label routes (../github-triage.ts) read and change. */
function triageStore(state: GitHubState): TriageStore {
  return {
    pullRequests: (repository) => {
      const numbers = new Set<number>()
      for (const issue of state.issues)
        if (issue.repository === repository && issue.pullRequest && issue.state === 'open')
          numbers.add(issue.number)
      for (const link of state.agentPullRequests()) {
        const found = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/pull\/(\d+)$/.exec(link)
        if (found?.[1] === repository) numbers.add(Number(found[2]))
      }
      return [...numbers]
        .sort((a, b) => a - b)
        .flatMap((number) => pullRequest(state, repository, number) ?? [])
    },
    pullRequest: (repository, number) => pullRequest(state, repository, number),
    reviewRequests: (repository, number) => {
      const key = `${repository}#${number}`
      const requests = state.reviewRequests.get(key) ?? { users: [], teams: [] }
      state.reviewRequests.set(key, requests)
      return requests
    },
    isCollaborator: (login) => state.roles.has(login),
    label: (repository, name) => label(state, repository, name),
    // Read when answering, not kept on the pull request: a change seeded before the agent opens
    // its pull request is there once it does.
    change: (repository, number) => state.pullChanges.summary(repository, number),
    pushedAt: (repository) => state.pullHeads.pushedAt(repository),
    head: (repository, number) => state.pullCommits.head(repository, number),
  }
}

/** What the route of a commit's pull requests (../commit-pulls.ts) reads. */
function commitPullsStore(state: GitHubState): CommitPullsStore {
  const triage = triageStore(state)
  return {
    commits: state.pullCommits,
    stateOf: (repository, number) => {
      const pull = triage.pullRequest(repository, number)
      if (pull === undefined) return undefined
      if (pull.mergedAt !== undefined) return 'merged'
      const issue = state.issues.find((i) => i.repository === repository && i.number === number)
      return pull.closedAt !== undefined || issue?.state === 'closed' ? 'closed' : 'open'
    },
    view: (repository, number) => {
      const pull = triage.pullRequest(repository, number)
      if (pull === undefined) throw new Error(`No pull request ${repository}#${number}`)
      return pullRequestView(triage, pull, triage.reviewRequests(repository, number))
    },
  }
}

/** The files a pull request changes: its seeded change's, else those set in `pullFiles`. */
export function changedFiles(
  state: GitHubState,
  repository: string,
  number: number,
): EmulatedFile[] | undefined {
  return (
    state.pullChanges.emulatedFiles(repository, number) ??
    state.pullFiles.get(`${repository}#${number}`)
  )
}

/** Merges one of the agent's pull requests at `at` (ISO), or closes it without merging. */
export function settlePullRequest(
  state: GitHubState,
  repository: string,
  number: number,
  how: 'merged' | 'closed',
  at: string,
): void {
  const pull = pullRequest(state, repository, number)
  if (pull === undefined) throw new Error(`No pull request ${repository}#${number}`)
  if (how === 'merged') pull.mergedAt = at
  else pull.closedAt = at
}

/** The labels of a pull request (the agent's too), as the label route left them. */
export function pullRequestLabels(
  state: GitHubState,
  repository: string,
  number: number,
): string[] {
  return pullRequest(state, repository, number)?.labels ?? []
}

/** GET /repos/{owner}/{repo}/pulls/{number}/files: the seeded change's, else `pullFiles`. */
function pullFiles({ call, state, repository, number }: GitHubRequest): Reply {
  // At most 3000, as GitHub lists.
  const files =
    state.pullChanges.fileViews(repository, number) ??
    (state.pullFiles.get(`${repository}#${number}`) ?? []).slice(0, MAX_PULL_FILES).map((file) => ({
      sha: BLOB_SHA,
      changes: file.additions + file.deletions,
      blob_url: `https://github.com/${repository}/blob/${HEAD_SHA}/${file.filename}`,
      raw_url: `https://github.com/${repository}/raw/${HEAD_SHA}/${file.filename}`,
      contents_url: `${API}/repos/${repository}/contents/${file.filename}?ref=${HEAD_SHA}`,
      ...file,
    }))
  const { items, headers } = gitHubPage(call.query, files, call.url)
  return json(200, items, headers)
}

/** The reviewer and label routes: ../github-triage.ts answers them. */
const triageRoute = ({ call, state, repository, number }: GitHubRequest): Reply =>
  answerTriage(triageStore(state), call.route.op, { repository, number }, call.body)

export const PULL_HANDLERS: GitHubHandlers = {
  'github.pull-files': pullFiles,
  'github.pull-request': ({ state, repository, number }) =>
    answerPullRequest(triageStore(state), { repository, number }),
  'github.list-pulls': ({ call, state, repository }) =>
    answerPullRequests(triageStore(state), repository, call.query),
  'github.request-reviewers': triageRoute,
  'github.add-labels': triageRoute,
  'github.commit-pulls': ({ call, state, repository }) =>
    answerCommitPulls(commitPullsStore(state), call, repository),
  'github.contents': ({ call, state, repository }) =>
    state.pullChanges.contents(repository, call.route.params.path ?? '', call.query.get('ref')),
}
