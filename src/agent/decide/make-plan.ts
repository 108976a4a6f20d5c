import { ApiError } from '../../shared/http/errors.js'
import type { ChangedFile, GitHubClient } from '../../shared/github/github-client.js'
import { MAX_PROMPT_LENGTH } from '../agent-inputs.js'
import type { RunContext } from '../../shared/github/run-context.js'
import type { Inputs } from '../agent-inputs.js'
import type { Clock } from '../../shared/dependencies.js'
import { readThread } from '../github/marker.js'
import { MAX_FILES } from './prompt-context.js'
import { budgetFact, DAY_MS } from './budget.js'
import { decide } from './decide.js'
import type { Facts, Need, Plan, RequestKind, Trigger } from './request-kind.js'
import { readRequest } from './request-reading.js'
import { threadMarkers } from './job-choice.js'
import type { ClaimFact, OwnerFact } from './fact-shapes.js'
import { loadVisibleText } from '../../shared/sanitizer/visible-text.js'
import { runSecrets } from '../token-inputs.js'

export type { Plan } from './request-kind.js'

/** What decide reads of a job the thread names: its state, from the service (a poll). */
export type JobLook = {
  status: string | null
  prLink: string | null
  /** The repository the agent works on, as the service names it (../decide/docs-pull.ts). */
  sourceRepository?: string | null
}

/**
 * Reads the one fact `decide` asked for into `facts`. A role that cannot be read, or a job lookup
 * that fails other than with a 404, fails the run; a thread or a file list that cannot be read is
 * recorded as such, and `decide` says what that means.
 */
async function gather(
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

/** The fact each error that makePlan passes on failed to read (the failure comment names it). */
const failedReads = new WeakMap<object, Need>()

/** The fact whose reading threw `error` out of makePlan; undefined for decide's own errors. */
export function failedRead(error: unknown): Need | undefined {
  return typeof error === 'object' && error !== null ? failedReads.get(error) : undefined
}

/** `decide` asks only for what the facts say can be read. */
function required<T>(reader: T | undefined): T {
  if (reader === undefined) throw new Error('decide asked for a fact that cannot be read')
  return reader
}

/**
 * Decides what the run will do: `decide` over the facts, in one pass, gathering each fact a
 * question asks for before the question goes on.
 * `lookupJob` reads a job found in the thread (a GET, which has no rate limit), so that a thread
 * whose job is archived or gone starts a new one; it is left out in a dry run, which calls
 * nothing on the service. The plan's warnings go to `warn`, in order. `kinds` are the kinds of
 * request, in the order they read the event (../triggers/request-kinds.ts).
 */
export async function makePlan(
  kinds: readonly RequestKind[],
  inputs: Inputs,
  context: RunContext,
  github: GitHubClient | undefined,
  warn: (message: string) => void,
  clock: Clock,
  lookupJob?: (jobId: string) => Promise<JobLook>,
): Promise<Plan> {
  const facts: Facts = {
    inputs,
    kinds,
    context,
    github: github !== undefined,
    lookUpJobs: lookupJob !== undefined,
  }
  const deciding = decide(facts)
  for (let step = deciding.next(); ; step = deciding.next()) {
    if (step.done === true) {
      step.value.warnings.forEach(warn)
      return step.value.plan
    }
    const need = step.value
    await gather(need, facts, github, lookupJob, clock).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null) failedReads.set(error, need)
      throw error
    })
  }
}

/**
 * The request of a run that failed before its plan, when it would have acted: a trigger that
 * resolves (a skipped event never does) on a run that reached its permission check. A refused
 * commenter is a skip, never an error; a run without an API key stops before that check, so
 * its commenter may not be one the bot answers.
 */
export async function failedRequest(
  kinds: readonly RequestKind[],
  inputs: Inputs,
  context: RunContext,
  github: boolean,
): Promise<Trigger | undefined> {
  if (inputs.apiKey === '' || inputs.dryRun || !github) return undefined
  // The plan may have failed before it needed them; the text is read as the plan reads it.
  await loadVisibleText()
  const resolved = readRequest(kinds, context, inputs)
  return resolved.kind === 'act' ? resolved.trigger : undefined
}
