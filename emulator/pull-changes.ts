import { gitHubError, type EmulatedFile } from './github-answers.ts'
import {
  agrees,
  blobOf,
  commitSha,
  contentView,
  fileView,
  listed,
  resolveFiles,
  treeText,
  type Blob,
  type ChangedFile,
  type PullChangeFile,
  type Tree,
} from './pull-change-files.ts'
import { json, type Reply } from './service.ts'

/**
 * What a pull request changes, seeded by tests as the texts of its files at base and at head:
 * the files route lists the change with the diffs GitHub would show (./git-patch.ts), the pull
 * request route names its base and head commits, and the contents route reads each file at
 * either. A later seeding of the same pull request is a push: a new head on the same base, its
 * files replacing the earlier ones, while every commit seeded stays readable, as on GitHub.
 */

export interface PullChangeSeed {
  /** `owner/repo`; `acme/docs` unless said. */
  repository?: string
  number: number
  files: readonly PullChangeFile[]
  /**
   * Files both commits hold that the change leaves as they are, by path: the contents route
   * answers them at either, and the files route does not list them.
   */
  unchanged?: Readonly<Record<string, string>>
}

/** The commits a seeded change is between, and what the pull request route tells of it. */
export interface PullChangeSummary {
  baseSha: string
  headSha: string
  /** One for each seeding: each is a push of one commit. */
  commits: number
  additions: number
  deletions: number
  changedFiles: number
}

interface PullChange {
  repository: string
  number: number
  baseSha: string
  headSha: string
  commits: number
  files: ChangedFile[]
}

const DEFAULT_REPOSITORY = 'acme/docs'
/** The repository's default branch (as the pull request route's `base.ref` names it). */
const DEFAULT_BRANCH = 'main'
/** Most files GitHub lists of one pull request. */
export const MAX_PULL_FILES = 3000
export class PullChanges {
  /** The newest seeding of each pull request, by `owner/repo#number`. */
  private readonly changes = new Map<string, PullChange>()
  /** Every seeding, by its head: `owner/repo@sha`. */
  private readonly heads = new Map<string, PullChange>()
  /** Every commit seeded, base or head, by `owner/repo@sha`. */
  private readonly trees = new Map<string, Tree>()
  /** The newest base seeded in each repository: what its default branch holds. */
  private readonly defaultBranch = new Map<string, string>()
  /** Seedings so far: each head is a new commit, even with the same files as an earlier one. */
  private seedings = 0

  reset(): void {
    this.changes.clear()
    this.heads.clear()
    this.trees.clear()
    this.defaultBranch.clear()
    this.seedings = 0
  }

  /**
   * Seeds the change of pull request `number`, replacing any earlier one. The base stays the
   * earlier seeding's when the texts agree with it (a follow-up push), else it is a new commit.
   */
  seed(seed: PullChangeSeed): { headSha: string; baseSha: string } {
    const repository = seed.repository ?? DEFAULT_REPOSITORY
    const files = resolveFiles(seed.files)
    const base: Tree = new Map()
    for (const [path, text] of Object.entries(seed.unchanged ?? {}))
      if (files.some((file) => file.path === path || file.previousPath === path))
        throw new Error(`seedPullChange: ${path} is changed, so it is not unchanged`)
      else base.set(path, blobOf(text) ?? null)
    for (const file of files) base.set(file.previousPath ?? file.path, file.base ?? null)
    const earlier = this.changes.get(`${repository}#${seed.number}`)
    const earlierBase =
      earlier === undefined ? undefined : this.trees.get(`${repository}@${earlier.baseSha}`)
    const baseSha =
      earlier !== undefined && earlierBase !== undefined && agrees(earlierBase, base)
        ? earlier.baseSha
        : commitSha('base', repository, String(seed.number), treeText(base))
    const baseTree: Tree =
      this.trees.get(`${repository}@${baseSha}`) ?? new Map<string, Blob | null>()
    for (const [path, blob] of base) baseTree.set(path, blob)
    this.trees.set(`${repository}@${baseSha}`, baseTree)
    const head: Tree = new Map(baseTree)
    for (const file of files) {
      if (file.previousPath !== undefined) head.set(file.previousPath, null)
      head.set(file.path, file.head ?? null)
    }
    this.seedings++
    const headSha = commitSha('head', repository, baseSha, String(this.seedings), treeText(head))
    this.trees.set(`${repository}@${headSha}`, head)
    this.defaultBranch.set(repository, baseSha)
    const change: PullChange = {
      repository,
      number: seed.number,
      baseSha,
      headSha,
      commits: (earlier?.baseSha === baseSha ? earlier.commits : 0) + 1,
      files: files.map(listed),
    }
    this.changes.set(`${repository}#${seed.number}`, change)
    this.heads.set(`${repository}@${headSha}`, change)
    return { headSha, baseSha }
  }

  /**
   * Pull request `number` opened at the head of an earlier seeding (another pull request's, now
   * or before its latest push): the same base, head and files.
   */
  seedAt(
    repository: string,
    number: number,
    headSha: string,
  ): { headSha: string; baseSha: string } {
    const change = this.heads.get(`${repository}@${headSha}`)
    if (change === undefined)
      throw new Error(`seedPullAt: ${headSha} is no head seeded in ${repository}`)
    this.changes.set(`${repository}#${number}`, { ...change, number })
    return { headSha, baseSha: change.baseSha }
  }

  /**
   * A merge group's head on the newest base of `repository`: that base with the changes of
   * pull requests `numbers` (each seeded) applied in order, as a merge queue builds it. Its files
   * are those the pull requests change, as a comparison of the group's ends lists them.
   */
  group(
    repository: string,
    numbers: readonly number[],
  ): { headSha: string; baseSha: string; files: EmulatedFile[] } {
    const baseSha = this.defaultBranch.get(repository)
    const baseTree = this.trees.get(`${repository}@${baseSha ?? ''}`)
    if (baseSha === undefined || baseTree === undefined)
      throw new Error(`seedMergeGroup: no base seeded in ${repository}`)
    const head: Tree = new Map(baseTree)
    const files = new Map<string, EmulatedFile>()
    for (const number of numbers) {
      const change = this.changes.get(`${repository}#${number}`)
      const tree = this.trees.get(`${repository}@${change?.headSha ?? ''}`)
      if (change === undefined || tree === undefined)
        throw new Error(`seedMergeGroup: pull request ${repository}#${number} has no seeded change`)
      for (const file of change.files) {
        if (file.previousFilename !== undefined) head.set(file.previousFilename, null)
        head.set(file.filename, tree.get(file.filename) ?? null)
        files.set(file.filename, {
          filename: file.filename,
          status: file.status,
          additions: file.additions,
          deletions: file.deletions,
          ...(file.patch === undefined ? {} : { patch: file.patch }),
        })
      }
    }
    this.seedings++
    const headSha = commitSha('group', repository, baseSha, String(this.seedings), treeText(head))
    this.trees.set(`${repository}@${headSha}`, head)
    return { headSha, baseSha, files: [...files.values()] }
  }

  /** The seeded change's commits and sizes; undefined when none was seeded. */
  summary(repository: string, number: number): PullChangeSummary | undefined {
    const change = this.changes.get(`${repository}#${number}`)
    if (change === undefined) return undefined
    const { baseSha, headSha, commits, files } = change
    const additions = files.reduce((sum, file) => sum + file.additions, 0)
    const deletions = files.reduce((sum, file) => sum + file.deletions, 0)
    return { baseSha, headSha, commits, additions, deletions, changedFiles: files.length }
  }

  /** The seeded change's files as GitHub's files list answers them, at most 3000 as it does. */
  fileViews(repository: string, number: number): Record<string, unknown>[] | undefined {
    const change = this.changes.get(`${repository}#${number}`)
    return change?.files.slice(0, MAX_PULL_FILES).map((file) => fileView(change, file))
  }

  /** The seeded change's files in the emulator's own form (a preview's changed files). */
  emulatedFiles(repository: string, number: number): EmulatedFile[] | undefined {
    return this.changes.get(`${repository}#${number}`)?.files.map((file) => ({
      filename: file.filename,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      ...(file.patch === undefined ? {} : { patch: file.patch }),
      ...(file.previousFilename === undefined ? {} : { previousFilename: file.previousFilename }),
    }))
  }

  /**
   * A file's text at a seeded commit (`main`: the newest base seeded): null where it is known to be
   * absent there, undefined where no seeding named that path (or the commit is unknown).
   */
  fileAt(repository: string, ref: string, path: string): string | null | undefined {
    const sha = ref === DEFAULT_BRANCH ? this.defaultBranch.get(repository) : ref
    const blob = this.trees.get(`${repository}@${sha ?? ''}`)?.get(path)
    return blob === undefined ? undefined : blob === null ? null : blob.content.toString('utf8')
  }

  /**
   * GET /repos/{owner}/{repo}/contents/{path}?ref=: a file at a seeded commit (without `ref`, or
   * with `main`, at the newest base seeded). 404 for a commit never seeded, with GitHub's
   * message, and for a path that is not a file there (a directory is not listed).
   */
  contents(repository: string, path: string, ref: string | null): Reply {
    const asked = ref ?? DEFAULT_BRANCH
    const sha = asked === DEFAULT_BRANCH ? this.defaultBranch.get(repository) : asked
    const tree = this.trees.get(`${repository}@${sha ?? ''}`)
    if (tree === undefined) return gitHubError(404, `No commit found for the ref ${asked}`)
    const blob = tree.get(path)
    if (blob === undefined || blob === null) return gitHubError(404, 'Not Found')
    return json(200, contentView(repository, path, asked, blob))
  }
}
