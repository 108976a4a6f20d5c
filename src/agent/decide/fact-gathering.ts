import { ApiError } from '../../shared/http/errors.js'
import type { ChangedFile, GitHubClient } from '../../shared/github/github-client.js'
import { MAX_PROMPT_LENGTH } from '../agent-inputs.js'
import type { Clock } from '../../shared/dependencies.js'
import { loadVisibleText } from '../../shared/sanitizer/visible-text.js'
import { readThread } from '../github/marker.js'
import { runSecrets } from '../token-inputs.js'
import { MAX_FILES } from './prompt-context.js'
import { budgetFact, DAY_MS } from './budget.js'
import { threadMarkers } from './job-choice.js'
import type { Need } from './fact-needs.js'
import type { ClaimFact, OwnerFact } from './fact-shapes.js'
import type { Facts } from './request-kind.js'

/**
 * The gathering of the facts decide asks for: `gather` reads the one fact a question needs (a
 * Need, fact-needs.ts) from GitHub or the service into the facts, for makePlan (make-plan.ts),
 * which drives the decision. Every request the decision makes is made here.
 */

/** What decide reads of a job the thread names: its state, from the service (a poll). */
export type JobLook = {
  status: string | null
  prLink: string | null
  /** The repository the agent works on, as the service names it (../github/docs-pull.ts). */
  sourceRepository?: string | null
}

/**
 * Reads the one fact `decide` asked for into `facts`. A role that cannot be read, or a job lookup
 * that fails other than with a 404, fails the run; a thread or a file list that cannot be read is
 * recorded as such, and `decide` says what that means.
 */
export async function gather(
  need: Need,
  facts: Facts,
  github: GitHubClient | undefined,
  lookupJob: ((jobId: string) => Promise<JobLook>) | undefined,
  clock: Clock,
): Promise<void> {
  switch (need.fact) {
    case 'role':
      facts.role = await required(github).role(need.login)
      return
    case 'thread':
      try {
        facts.thread = readThread(
          await required(github).threadComments(need.number, need.isPullRequest),
        )
      } catch (error) {
        facts.thread = { error: (error as Error).message }
      }
      return
    case 'newestJob':
      try {
        facts.newestJob = await required(lookupJob)(need.jobId)
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error
        facts.newestJob = 'gone'
      }
      return
    case 'own':
      facts.own = {
        ...facts.own,
        [need.own.name]: await need.own.read(required(github), secretsOf(facts)),
      }
      return
    case 'claim':
      facts.claim = await claimOnce(required(github), need)
      return
    case 'reclaim': {
      const client = required(github)
      // A refusal here leaves the old 👀: the claim again answers 200, and decide says so.
      await client.removeReaction(need.target, need.reactionId).catch(() => false)
      try {
        const answer = await client.react(need.target, 'eyes', { claim: true })
        facts.claim = { ...answer, reclaimed: true, warning: need.warning }
        // A claim lost to a run that made it again first is that run's, fresh: its tracking
        // comment gets the whole wait.
        facts.owner = undefined
      } catch (error) {
        facts.claim = { error: (error as Error).message, mayHaveActed: claimMayHaveActed(error) }
      }
      return
    }
    case 'owner':
      facts.owner = await lookForOwner(required(github), need, facts.owner, clock)
      return
    case 'budget': {
      // Comments posted in the last day, found by their updates since then (a post is one).
      const at = clock.now()
      const since = new Date(at - DAY_MS).toISOString()
      facts.budget = budgetFact(await required(github).repositoryComments(since), at)
      return
    }
    case 'files':
      try {
        facts.files = { files: await filesOf(required(github), need) }
      } catch (error) {
        facts.files = { error: (error as Error).message }
      }
      return
    case 'authorRole':
    case 'pull':
      return gatherAuthors(need, facts, required(github))
    case 'parsers':
      // Text from GitHub that needs parsing: its parsers load on demand (visible-text.ts), so
      // that a plain comment's first request does not wait for them.
      await loadVisibleText()
      facts.parsers = true
      return
  }
}

/**
 * What authors.ts asks for: the role of someone whose words or commits would be sent (one that
 * cannot be read is below the role: nothing of theirs is sent), and a pull request's head now.
 */
async function gatherAuthors(
  need: Extract<Need, { fact: 'authorRole' | 'pull' }>,
  facts: Facts,
  github: GitHubClient,
): Promise<void> {
  const failed = (error: unknown) => ({ error: (error as Error).message })
  if (need.fact === 'authorRole') {
    const read = await github.role(need.login).catch(failed)
    facts.roles = { ...facts.roles, [need.login.toLowerCase()]: read }
  } else facts.pull = await github.pullRequestHead(need.number).catch(failed)
}

/**
 * A pull request's files as GitHub lists them now, or, at an approved head, exactly what that
 * head changes (the comparison of its base and it: a later push does not change it).
 */
async function filesOf(
  github: GitHubClient,
  need: Extract<Need, { fact: 'files' }>,
): Promise<ChangedFile[]> {
  if (need.at === undefined) return github.pullRequestFiles(need.number, MAX_FILES)
  const { base, head } = need.at
  const compared = await github.compareCommits(base, head, { bytes: MAX_PROMPT_LENGTH })
  if (compared.kind === 'not-found') throw new Error(compared.message)
  return compared.files.slice(0, MAX_FILES)
}

/** The claim (👀) sent once; `again` after one whose fate was unknown (see claim.ts). */
async function claimOnce(
  github: GitHubClient,
  need: Extract<Need, { fact: 'claim' }>,
): Promise<ClaimFact> {
  try {
    const answer = await github.react(need.target, 'eyes', { claim: true })
    return need.again === true ? { ...answer, afterUnknown: true } : answer
  } catch (error) {
    return {
      error: (error as Error).message,
      mayHaveActed: claimMayHaveActed(error),
      retried: need.again === true,
    }
  }
}

/** One look at the thread for the owner's tracking comment, after the delay asked for. */
async function lookForOwner(
  github: GitHubClient,
  need: Extract<Need, { fact: 'owner' }>,
  earlier: OwnerFact | undefined,
  clock: Clock,
): Promise<OwnerFact> {
  if (need.delayMs > 0) await clock.sleep(need.delayMs)
  const now = clock.now()
  const firstAt = earlier?.firstAt ?? now
  try {
    const comments = await github.threadComments(need.number, need.isPullRequest)
    const { marked } = readThread(comments)
    const { own: marker, latest: found } = threadMarkers(marked, need.requestKey)
    // The request's newest comment a failure's: a run that ended before any job.
    const failed =
      found?.failure === undefined
        ? undefined
        : {
            at: found.comment.createdAt,
            run: found.failure.run,
            claim: found.failure.claim,
            ...(found.failure.claimId === undefined ? {} : { claimId: found.failure.claimId }),
            commentId: found.comment.id,
            jobMayExist: found.failure.jobMayExist === true,
          }
    return { marker, firstAt, checkedAt: now, lookFailed: false, failed }
  } catch {
    return { marker: undefined, firstAt, checkedAt: now, lookFailed: true }
  }
}

/** Redacted from CI logs too, wherever they appear whole. */
function secretsOf({ inputs }: Facts): string[] {
  return runSecrets(inputs)
}

/**
 * Whether a failed claim may have added the reaction: a POST that may have reached GitHub and
 * was not refused. A 4xx (a rate limit included) and a 503 mean GitHub did nothing.
 */
function claimMayHaveActed(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  if (error.mayHaveActed) return true
  const status = error.status
  return status !== undefined && status >= 500 && status !== 503
}

/** `decide` asks only for what the facts say can be read. */
function required<T>(reader: T | undefined): T {
  if (reader === undefined) throw new Error('decide asked for a fact that cannot be read')
  return reader
}
