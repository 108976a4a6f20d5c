import { createRequire } from 'node:module'
import { EVENT_PAYLOAD_VARIABLE } from './action-runner.ts'
import { webhookDescription } from './webhook-description.ts'

/**
 * Real webhook payloads for local runs and tests: the community's examples
 * (@octokit/webhooks-examples, a development dependency), one event per entry.
 */
const examples = createRequire(import.meta.url)(
  '@octokit/webhooks-examples/api.github.com/index.json',
) as { name: string; examples: Record<string, unknown>[] }[]

export const REPOSITORY = 'acme/docs'
// Payloads are untyped JSON, edited freely by callers.
type Payload = Record<string, any>

/** Each payload `payload()` made, and the example it was made from (moved into acme/docs). */
const madeFrom = new WeakMap<Payload, Payload>()

/**
 * A real example payload of `event`/`action` ('' for an event without actions, such as push),
 * moved into acme/docs and then changed by `edit`. The first example with that action is used,
 * deep-copied.
 */
export function payload(
  event: string,
  action: string,
  edit: (p: Payload) => void = () => undefined,
): Payload {
  const found = examples
    .find((e) => e.name === event)
    ?.examples.find((x) => (x.action ?? '') === action)
  if (found === undefined) throw new Error(`no example payload for ${event}.${action}`)
  const copy = JSON.parse(JSON.stringify(found)) as Payload
  copy.repository.full_name = REPOSITORY
  copy.repository.name = 'docs'
  copy.repository.owner.login = 'acme'
  const item = copy.pull_request ?? copy.issue
  if (item !== undefined)
    item.html_url = `https://github.com/${REPOSITORY}/${copy.pull_request ? 'pull' : 'issues'}/${item.number}`
  if (copy.pull_request?.head?.repo) copy.pull_request.head.repo.full_name = REPOSITORY
  madeFrom.set(copy, JSON.parse(JSON.stringify(copy)) as Payload)
  edit(copy)
  return copy
}

/**
 * What a payload the project made breaks of GitHub's webhook description (@octokit/openapi-
 * webhooks), one line each. The published examples are older than the description and lack
 * some of its fields: for a payload made by `payload()`, only what the project's edits broke
 * counts; any other payload must conform whole.
 */
export function payloadProblems(event: string, body: Payload): string[] {
  const description = webhookDescription()
  const problems = description.problems(event, body)
  const example = madeFrom.get(body)
  if (example === undefined || problems.length === 0) return problems
  const theirs = new Set(description.problems(event, example))
  return problems.filter((problem) => !theirs.has(problem))
}

/** A label as a payload carries one (the same name has the same id). */
export function payloadLabel(name: string): Payload {
  const id =
    1_000_000 +
    ([...name].reduce((sum, char) => sum * 31 + (char.codePointAt(0) ?? 0), 7) % 1_000_000)
  return {
    id,
    node_id: Buffer.from(`05:Label${id}`).toString('base64'),
    url: `https://api.github.com/repos/${REPOSITORY}/labels/${encodeURIComponent(name)}`,
    name,
    color: 'ededed',
    default: false,
    description: null,
  }
}

/** A comment-like payload written by `login` (a person unless `type` says Bot). */
export function byUser(p: Payload, login: string, type: 'User' | 'Bot' = 'User'): Payload {
  p.sender.login = login
  p.sender.type = type
  // The writer of a comment or review is its sender, and so is an issue's opener (a transfer,
  // whose opener is someone else, is played by setting `issue.user` after this).
  const opened = p.action === 'opened' && p.comment === undefined ? p.issue : undefined
  for (const written of [p.comment, p.review, opened]) {
    if (written?.user) {
      written.user.login = login
      written.user.type = type
    }
  }
  return p
}

/**
 * The environment a runner gives a step for this event, whose payload must be one GitHub could
 * send (`payloadProblems`). The payload travels in the environment;
 * runStep writes it to GITHUB_EVENT_PATH in the step's own folder, so no file outlives the step.
 */
export function eventEnv(
  event: string,
  body: Payload,
  extra: Record<string, string> = {},
): Record<string, string> {
  const problems = payloadProblems(event, body)
  if (problems.length > 0) {
    throw new Error(
      `The ${event} payload breaks GitHub's webhook description:\n${problems.join('\n')}`,
    )
  }
  return {
    GITHUB_EVENT_NAME: event,
    [EVENT_PAYLOAD_VARIABLE]: JSON.stringify(body),
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_RUN_ID: '777',
    GITHUB_RUN_ATTEMPT: '1',
    ...extra,
  }
}

/** How a `workflow_run` `completed` event differs from one run to the next. */
export interface WorkflowRunEvent {
  conclusion: 'failure' | 'timed_out' | 'success' | 'cancelled'
  /** The run's id (the jobs route's `run_id`). */
  id?: number
  /** The workflow's name. */
  name?: string
  headBranch?: string
  /** The pull request the run is for: GitHub names it in `pull_requests`. None for a push. */
  pullRequest?: number
  /**
   * The head is in a fork (`contributor/docs`): `head_repository` is not `repository`. GitHub
   * then usually leaves `pull_requests` empty; with `pullRequest`, a test makes sure the fork
   * alone is what stops the action.
   */
  fork?: boolean
  /** When the run completed (`updated_at`); now, to the second, unless said. */
  updatedAt?: string
}

/**
 * A `workflow_run` `completed` event of acme/docs, from GitHub's published example: the run's
 * repository, head repository and pull request moved into acme/docs (or a fork of it).
 */
export function workflowRunEvent(event: WorkflowRunEvent): Payload {
  return payload('workflow_run', 'completed', (p) => {
    const moved = (value: unknown, to: string): Payload =>
      JSON.parse(
        JSON.stringify(value)
          .replaceAll('octo-org/octo-repo', to)
          .replaceAll('"octo-org"', `"${to.split('/')[0]}"`),
      ) as Payload
    const run = p.workflow_run
    const head = event.fork === true ? 'contributor/docs' : REPOSITORY
    run.repository = moved(run.repository, REPOSITORY)
    run.head_repository = moved(run.head_repository, head)
    // GitHub's example names its repository two ways (octo-repo's ids differ): one repository here.
    for (const repository of event.fork === true
      ? [run.repository]
      : [run.repository, run.head_repository]) {
      repository.id = p.repository.id
      repository.name = p.repository.name
      repository.node_id = p.repository.node_id
    }
    if (event.fork === true) run.head_repository.fork = true
    run.id = event.id ?? 30_000_001
    run.name = event.name ?? 'Docs CI'
    p.workflow.name = run.name
    run.event = 'pull_request'
    run.status = 'completed'
    run.conclusion = event.conclusion
    // GitHub's example completed in 2020; a run completes just before its event arrives.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().replace('.000', '')
    run.updated_at = event.updatedAt ?? now
    run.head_branch = event.headBranch ?? 'docs-agent/quickstart'
    run.html_url = `https://github.com/${REPOSITORY}/actions/runs/${run.id}`
    const side = (ref: string, repository: Payload) => ({
      ref,
      sha: run.head_sha,
      repo: { id: repository.id, url: repository.url, name: repository.name },
    })
    run.pull_requests =
      event.pullRequest === undefined
        ? []
        : [
            {
              url: `https://api.github.com/repos/${REPOSITORY}/pulls/${event.pullRequest}`,
              id: 1_000_000 + event.pullRequest,
              number: event.pullRequest,
              head: side(run.head_branch, run.head_repository),
              base: side('main', run.repository),
            },
          ]
  })
}
