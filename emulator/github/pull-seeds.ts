import type { PullChangeSeed } from '../pull-changes.ts'
import type { GitHubState } from './state.ts'

/**
 * What tests seed of pull requests' changes (../pull-changes.ts) with the commits that go with
 * them (../commits.ts, ../commit-pulls.ts), so the files, contents, compare, statuses and
 * commit-pulls routes answer the same change.
 */

/**
 * Seeds what pull request `number` changes: each file's text at base and at head, from which
 * the files route lists it with its patch, the contents route answers it at either commit and
 * the pull request route names the two. A later seeding of the same pull request is a push:
 * a new head SHA on the same base, its files replacing the earlier ones. Its pull request
 * must exist for its own route to answer (an `addIssue` one, or the agent's, before or after
 * the agent opens it).
 */
export function seedPullChange(
  state: GitHubState,
  seed: PullChangeSeed,
): { headSha: string; baseSha: string } {
  const ends = state.pullChanges.seed(seed)
  const repository = seed.repository ?? 'acme/docs'
  seedPullCommits(state, repository, seed.number, ends)
  // The pull request holds its head (after the heads it had before, a push each).
  state.pullCommits.push(repository, seed.number, [ends.headSha])
  return ends
}

/**
 * Opens pull request `number` at commit `headSha` of another seeded pull request, as a branch
 * (or a fork's) pointing at a public commit is opened: the same base, files and texts, and
 * the commits before it that the other holds.
 */
export function seedPullAt(
  state: GitHubState,
  seed: { repository?: string; number: number; headSha: string },
): { headSha: string; baseSha: string } {
  const repository = seed.repository ?? 'acme/docs'
  const ends = state.pullChanges.seedAt(repository, seed.number, seed.headSha)
  state.pullCommits.openAt(repository, seed.number, seed.headSha)
  return ends
}

/**
 * A seeded change's commits in the repository's history too: statuses can be set on them, and a
 * comparison of its base and head lists its files, as the files route does (each head is one
 * commit on the base, whatever heads came before it).
 */
function seedPullCommits(
  state: GitHubState,
  repository: string,
  number: number,
  ends: { headSha: string; baseSha: string },
): void {
  if (state.commits.find(repository, ends.baseSha) === undefined)
    state.commits.seed({ repository, commits: [{ sha: ends.baseSha, message: 'Base' }] })
  if (state.commits.find(repository, ends.headSha) === undefined)
    state.commits.seed({
      repository,
      parent: ends.baseSha,
      commits: [
        {
          sha: ends.headSha,
          message: `Pull request #${number}`,
          files: state.pullChanges.emulatedFiles(repository, number) ?? [],
        },
      ],
    })
}

/**
 * A merge group of pull requests `numbers` (each with a seeded change) on the repository's
 * newest base: its head commit, which statuses can be set on, comparisons reach and the
 * contents route reads, and the `head_ref` GitHub names it by (after its last pull request).
 */
export function seedMergeGroup(
  state: GitHubState,
  seed: { repository?: string; numbers: readonly number[] },
): { headSha: string; baseSha: string; headRef: string } {
  const repository = seed.repository ?? 'acme/docs'
  const group = state.pullChanges.group(repository, seed.numbers)
  state.commits.seed({
    repository,
    parent: group.baseSha,
    commits: [{ sha: group.headSha, message: 'Merge group', files: group.files }],
  })
  const last = seed.numbers.at(-1) ?? 0
  const headRef = `refs/heads/gh-readonly-queue/main/pr-${last}-${group.baseSha}`
  return { headSha: group.headSha, baseSha: group.baseSha, headRef }
}
