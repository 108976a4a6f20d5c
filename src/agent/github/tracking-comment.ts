import { ApiError } from '../../shared/http/errors.js'
import type { GitHubClient } from '../../shared/github/github-client.js'
import { renderComment, type CommentView } from './comment-body.js'
import { requestComment, requestComments } from './marker.js'

/** Where the tracking comment lives: the thread, or a review thread on a diff. */
export type CommentPlace =
  { kind: 'issue'; number: number } | { kind: 'review'; pull: number; replyTo: number }

/**
 * The one comment per request, created once and then edited in place. A failure to write it is a
 * warning: the job itself must not suffer for a missing `permissions:` entry. A create whose
 * answer was lost may still have posted the comment: before creating again, the thread is
 * searched for the request's marker, so a thread never gets two.
 */
export class TrackingComment {
  id: number | undefined
  private readonly github: GitHubClient
  readonly place: CommentPlace
  private readonly warn: (message: string) => void
  private shown = ''
  /** Look for an existing comment before creating one (a lost answer, or a later step). */
  private search: boolean
  /**
   * Read the thread again once the comment is created: another run of the request may have
   * posted at the same time (the look before posting cannot see that). See sweep().
   */
  private readonly sweepAfterCreate: boolean
  /** May take over a comment of the request found in the thread (not for a claim by comment). */
  private readonly adopts: boolean
  /** GitHub refused for good (no permission, thread gone): no more attempts, no more warnings. */
  refused = false
  /** A failure found the tracking comment of a job that serves the request: nothing to write. */
  private leftAlone = false
  /** Edits happen one at a time, so a cancellation cannot race a create into two comments. */
  private queue: Promise<unknown> = Promise.resolve()
  /** The claim an earlier attempt's failure comment, taken over, records (keepClaim). */
  private keptClaim: Pick<CommentView, 'claim' | 'claimId'> | undefined

  constructor(
    github: GitHubClient,
    place: CommentPlace,
    warn: (message: string) => void,
    existing: { id?: number; search?: boolean; adopt?: boolean } = {},
  ) {
    this.github = github
    this.place = place
    this.warn = warn
    this.id = existing.id
    this.search = existing.search ?? false
    this.sweepAfterCreate = this.search
    this.adopts = existing.adopt ?? true
  }

  /**
   * Creates the comment, or edits it when the body changed; true when it now shows `view`, or
   * when it was left to the tracking comment of the request's job (nothing for a later step).
   */
  show(view: CommentView): Promise<boolean> {
    const next = this.queue.then(() => this.write(view))
    this.queue = next.catch(() => undefined)
    return next
  }

  private async write(shown: CommentView): Promise<boolean> {
    let view = this.keepClaim(shown)
    let body = renderComment(view)
    if (body === this.shown || this.leftAlone) return true
    if (this.refused) return false
    try {
      if (this.id === undefined && this.search) {
        if (!(await this.adopt(view))) return true
        view = this.keepClaim(shown)
        body = renderComment(view)
      }
      if (this.id === undefined) {
        this.id =
          this.place.kind === 'issue'
            ? await this.github.createComment(this.place.number, body)
            : await this.github.replyToReviewComment(this.place.pull, this.place.replyTo, body)
        this.shown = body
        if (this.sweepAfterCreate) await this.sweep(view, this.id)
        return true
      }
      const thread = this.place.kind === 'issue' ? this.place.number : this.place.pull
      await this.github.updateComment(this.place.kind, this.id, body, thread)
      this.shown = body
      return true
    } catch (error) {
      if (this.id === undefined && error instanceof ApiError && error.mayHaveActed && this.adopts)
        this.search = true
      // A rate limit GitHub could not be waited out for is transient (a 403 too): the next edit
      // tries again, so the comment still reaches its final state.
      if (
        error instanceof ApiError &&
        !error.transient &&
        [401, 403, 404, 410, 422].includes(error.status ?? 0)
      ) {
        this.refused = true
      }
      this.warn(
        `Could not ${this.id === undefined ? 'post' : 'update'} the tracking comment: ${(error as Error).message}`,
      )
      return false
    }
  }

  /**
   * After creating a comment that another run of the request may have raced (a failure, or a
   * re-run): of two comments posted at once, the later one's look sees the earlier. A failure
   * comment beside a tracking comment of the request is deleted (its own, or the other run's),
   * so the request keeps the comment that names its job; of those that name none, the one that
   * says most (keepOneFailure). A failure to look or delete is a
   * warning, never the run's failure.
   */
  private async sweep(view: CommentView, id: number): Promise<void> {
    const { kind } = this.place
    const number = this.place.kind === 'issue' ? this.place.number : this.place.pull
    try {
      const found = requestComments(
        (await this.github.threadComments(number, kind === 'review')).filter(
          (c) => c.kind === kind,
        ),
        view.requestKey,
      )
      const served = found.some((f) => f.job !== undefined && f.comment.id !== id)
      if (view.jobId === '' && served)
        return await this.deleteOwn(
          id,
          'Deleted the comment about this failure: another run of the request posted its tracking comment at the same time, which is left as it is.',
        )
      if (view.jobId === '') return await this.keepOneFailure(view, id, found)
      for (const failure of found.filter((f) => f.failure !== undefined && f.comment.id !== id))
        await this.github.deleteComment(failure.comment.id, kind)
    } catch (error) {
      this.warn(
        `Could not check the thread for another comment of this request: ${(error as Error).message}`,
      )
    }
  }

  /**
   * Of comments that name no job (two runs' failures or refusals, posted at once), the one that
   * says most stays: a job that may exist, then a claim held, then the newest (the one the runs of
   * the request read). The others are deleted: this run's own, or the ones it outranks.
   */
  private async keepOneFailure(
    view: CommentView,
    id: number,
    found: ReturnType<typeof requestComments>,
  ): Promise<void> {
    const rank = (f: { jobMayExist?: boolean; claim?: string }) =>
      f.jobMayExist === true ? 2 : f.claim === 'held' ? 1 : 0
    const others = found.filter((f) => f.failure !== undefined && f.comment.id !== id)
    const mine = rank(view)
    const { kind } = this.place
    const above = (f: (typeof others)[number]) => {
      const theirs = rank(f.failure ?? {})
      return theirs > mine || (theirs === mine && f.comment.id > id)
    }
    if (others.some(above))
      return await this.deleteOwn(
        id,
        'Deleted the comment about this request: another run of it posted one at the same time, which is left as it is.',
      )
    for (const other of others) await this.github.deleteComment(other.comment.id, kind)
  }

  /** Deletes this run's comment in favour of another run's, and leaves the thread to that one. */
  private async deleteOwn(id: number, warning: string): Promise<void> {
    await this.github.deleteComment(id, this.place.kind)
    this.id = undefined
    this.leftAlone = true
    this.warn(warning)
  }

  /**
   * A failure that did not come to claim the request keeps what the comment it took over says of
   * an earlier attempt's claim: the 👀 that attempt held is still there, for the next re-run.
   */
  private keepClaim(view: CommentView): CommentView {
    const kept = this.keptClaim
    return kept !== undefined && view.jobId === '' && view.claim === undefined
      ? { ...view, ...kept }
      : view
  }

  /**
   * Takes over this request's comment if the thread already has it: its tracking comment of the
   * same job, or a failure comment (an earlier attempt that failed before it had a job). False
   * when a failure would stand beside the tracking comment of a job that serves the request (of
   * another run or attempt): that comment is left as it is, and nothing is written, now or later.
   */
  private async adopt(view: CommentView): Promise<boolean> {
    const review = this.place.kind === 'review'
    const number = this.place.kind === 'issue' ? this.place.number : this.place.pull
    const comments = (await this.github.threadComments(number, review)).filter(
      (c) => c.kind === this.place.kind,
    )
    this.search = false
    const found = requestComment(comments, view.requestKey)
    if (found === undefined) return true
    if (found.failure?.jobMayExist === true && view.jobId === '' && view.jobMayExist !== true) {
      // That comment says a job may exist and what to do: another failure must not erase it.
      this.leftAlone = true
      this.warn(
        'Did not post a comment about this failure: the thread already says that a job of this request may exist, and that comment is left as it is.',
      )
      return false
    }
    if (found.job === undefined || found.job === view.jobId) {
      this.id = found.comment.id
      const { failure } = found
      if (failure?.claim === 'held' && failure.run !== undefined && failure.run.id === view.run?.id)
        this.keptClaim = { claim: 'held', claimId: failure.claimId }
      return true
    }
    if (view.jobId !== '') return true
    this.leftAlone = true
    this.warn(
      `Did not post a comment about this failure: the thread already has the tracking comment of job ${found.job} for this request, which is left as it is.`,
    )
    return false
  }
}
