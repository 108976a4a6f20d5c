import * as core from '@actions/core'
import type { GitHubClient, ThreadComment } from '../shared/github/github-client.js'
import { ApiError } from '../shared/http/errors.js'
import { escapeMarkup, linkOrText } from '../shared/markup.js'
import {
  previewLine,
  previewPicture,
  type ShownPreview,
} from '../shared/deployments/preview-view.js'

/**
 * The one comment a pull request keeps about its preview: the link, how far it got, and the
 * screenshot, edited by every later run. It is found by its hidden marker in a comment written by
 * us (`trusted`: by the token's own login or one of `marker-logins`, its marker sealed with the
 * run's key for this pull request: ../shared/github/authorship.ts). Anyone else can type the
 * marker into a comment of their own, another workflow can echo it as github-actions[bot], and
 * such a comment is never edited nor deleted. Two runs may write at once, and a create whose
 * answer was lost may have posted all the same: after a create (or a lost one) the run looks
 * again, keeps the oldest and deletes the rest, so the pull request ends with one.
 */

export const PREVIEW_MARKER = '<!-- docs-deploy-preview -->'

/** What the comment says besides the preview: the branch, the run, the service's summary. */
export interface PreviewCommentFacts {
  branch: string
  preview: ShownPreview
  /** The link to this workflow run ('' when unknown). */
  runUrl: string
  /** The service's summary of a failed preview (shown escaped), or null. */
  summary: string | null
}

/** The comment's body (pure). Everything from outside is escaped or shown only as a link. */
export function previewCommentBody(facts: PreviewCommentFacts): string {
  const { preview } = facts
  const picture = previewPicture(preview)
  const failed =
    preview.status === 'failure' && facts.summary !== null
      ? [`The service said: ${escapeMarkup(facts.summary)}`]
      : []
  const run = facts.runUrl === '' ? 'a workflow run' : linkOrText(facts.runUrl, 'a workflow run')
  return [
    PREVIEW_MARKER,
    `### Docs preview`,
    `Branch <code>${escapeMarkup(facts.branch)}</code>: ${previewLine(preview)}`,
    ...failed,
    ...(picture === '' ? [] : ['', picture]),
    '',
    `<sub>Updated by ${run}.</sub>`,
  ].join('\n')
}

/** The preview comments of a thread, oldest first: issue comments of ours that start with the marker. */
export function previewComments(comments: readonly ThreadComment[]): ThreadComment[] {
  const ours = (c: ThreadComment) => c.trusted && c.body.startsWith(PREVIEW_MARKER)
  return comments.filter((c) => c.kind === 'issue' && ours(c)).sort((a, b) => a.id - b.id)
}

/**
 * The comment on pull request `pull`: `show` writes the preview's state into it, creating it the
 * first time. Never throws: a comment that cannot be written is a warning, the deployment goes on.
 */
export class PreviewComment {
  private readonly github: GitHubClient
  private readonly pull: number
  /** The comment's id, once found or written. */
  private id: number | undefined
  /** The last body written, so that an unchanged state is not written again. */
  private written = ''
  /** Writes go one after another, in the order asked: the last state asked for is the last shown. */
  private writing: Promise<void> = Promise.resolve()

  constructor(github: GitHubClient, pull: number) {
    this.github = github
    this.pull = pull
  }

  show(facts: PreviewCommentFacts): Promise<void> {
    this.writing = this.writing.then(() => this.write(previewCommentBody(facts)))
    return this.writing
  }

  private async write(body: string): Promise<void> {
    if (body === this.written) return
    try {
      if (this.id === undefined) await this.find()
      if (this.id === undefined) await this.create(body)
      else await this.github.updateComment('issue', this.id, body, this.pull)
      this.written = body
    } catch (error) {
      core.warning(
        `Could not write the preview comment on pull request #${this.pull}: ${(error as Error).message}`,
      )
    }
  }

  /** The oldest preview comment already there, if any. */
  private async find(): Promise<void> {
    this.id = (await this.ours())[0]?.id
  }

  /** The pull request's preview comments (the client judges whose they are). */
  private async ours(): Promise<ThreadComment[]> {
    return previewComments(await this.github.threadComments(this.pull, true))
  }

  /**
   * Posts the comment, then keeps the oldest of the pull request's preview comments. A post whose
   * answer was lost may have posted: the look decides, and the post is never sent again.
   */
  private async create(body: string): Promise<void> {
    let posted: number
    try {
      posted = await this.github.createComment(this.pull, body)
    } catch (error) {
      if (!(error instanceof ApiError && error.mayHaveActed)) throw error
      if (!(await this.keepOldest(body))) throw error
      return
    }
    if (await this.keepOldest(body)) return
    // Posted, yet not found as ours: a run without a key to seal it (none here: api-key is
    // required), or a token whose comments GitHub lists under another login. This run edits what
    // it posted; a later run cannot tell it from anyone's comment, and posts its own.
    this.id = posted
    core.warning(
      `The preview comment on pull request #${this.pull} was posted, but is not found again as this action's (its author is not the login GitHub gives for github-token): a later run will post another.`,
    )
  }

  /**
   * Deletes every preview comment but the oldest, which becomes this run's (given `body` if it
   * was another run's). False when the pull request has none.
   */
  private async keepOldest(body: string): Promise<boolean> {
    const [oldest, ...duplicates] = await this.ours()
    if (oldest === undefined) return false
    for (const duplicate of duplicates) await this.github.deleteComment(duplicate.id)
    this.id = oldest.id
    if (oldest.body !== body) await this.github.updateComment('issue', oldest.id, body, this.pull)
    return true
  }
}
