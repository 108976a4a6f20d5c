import type { IncomingHttpHeaders } from 'node:http'
import { OUTCOMES, type Outcome } from './agent.ts'
import type { CommitSeed } from './commits.ts'
import type { Emulator } from './emulator-shapes.ts'
import type { FaultRule } from './faults.ts'
import { changedFile, type EmulatedFile } from './github-answers.ts'
import type { PullChangeSeed } from './pull-changes.ts'
import { json, type Reply } from './service.ts'
import { LOG_PATH } from './workflow-runs.ts'

// The emulator's own endpoints, below /_emulator: what a test or a person uses to look inside
// it, seed it and steer it. They need no key, take no faults and are not recorded.

/** One control request, matched to its route. */
export interface ControlCall {
  emulator: Emulator
  path: string
  /** The path's `:name` segments as sent (still encoded), and `rest` after a `*` pattern. */
  params: Record<string, string>
  /** The parsed JSON body; undefined when there was none, `INVALID_JSON` when it did not parse. */
  body: unknown
  headers: IncomingHttpHeaders
}

/** A method and a path pattern (`:name` one segment, a final `*` any rest), and its answer. */
export interface ControlRoute {
  method: string
  path: string
  answer: (call: ControlCall) => Reply
}

const SCREENSHOTS_PATH = '/_emulator/screenshots/'

/** The emulator as a whole: its state, its fault queue, the agent's jobs. */
const EMULATOR_ROUTES: readonly ControlRoute[] = [
  {
    method: 'GET',
    path: '/_emulator',
    answer: ({ emulator }) =>
      json(200, {
        jobs: emulator.agent.jobs.size,
        deployments: emulator.deployments.deployments.size,
        requests: emulator.requests.length,
        faults: emulator.faults.pending,
      }),
  },
  {
    method: 'GET',
    path: '/_emulator/jobs',
    answer: ({ emulator }) => json(200, [...emulator.agent.jobs.values()]),
  },
  {
    method: 'GET',
    path: '/_emulator/requests',
    answer: ({ emulator }) => json(200, emulator.requests),
  },
  { method: 'POST', path: '/_emulator/faults', answer: addFaults },
  {
    method: 'DELETE',
    path: '/_emulator/faults',
    answer: ({ emulator }) => {
      emulator.faults.clear()
      return json(204, undefined)
    },
  },
  {
    method: 'POST',
    path: '/_emulator/reset',
    answer: ({ emulator }) => {
      emulator.reset()
      return json(204, undefined)
    },
  },
  { method: 'POST', path: '/_emulator/jobs/:id/finish', answer: finishJob },
]

/** GitHub's side: what the actions wrote, and the pull requests, runs and commits a test seeds. */
const GITHUB_ROUTES: readonly ControlRoute[] = [
  {
    method: 'GET',
    path: '/_emulator/github/comments',
    answer: ({ emulator }) => json(200, emulator.github.comments),
  },
  {
    method: 'GET',
    path: '/_emulator/github/reactions',
    answer: ({ emulator }) => json(200, emulator.github.reactions),
  },
  {
    method: 'GET',
    path: '/_emulator/github/issues',
    answer: ({ emulator }) => json(200, emulator.github.issues),
  },
  {
    method: 'GET',
    path: '/_emulator/github/violations',
    answer: ({ emulator }) =>
      emulator.githubViolations === undefined
        ? json(404, { error: 'started without validating GitHub (--validate-github)' })
        : json(200, emulator.githubViolations),
  },
  { method: 'POST', path: '/_emulator/github/roles', answer: setRole },
  { method: 'POST', path: '/_emulator/github/files', answer: setPullFiles },
  { method: 'POST', path: '/_emulator/github/pull-changes', answer: seedPullChange },
  { method: 'POST', path: '/_emulator/github/workflow-runs', answer: seedWorkflowRun },
  {
    method: 'GET',
    path: '/_emulator/github/workflow-runs',
    answer: ({ emulator }) => {
      const { runs, logReads } = emulator.github.workflowRuns
      return json(200, { runs, logReads })
    },
  },
  { method: 'POST', path: '/_emulator/github/commits', answer: seedCommits },
  {
    method: 'GET',
    path: '/_emulator/github/statuses',
    answer: ({ emulator }) => json(200, emulator.github.commits.statuses),
  },
  { method: 'GET', path: `${LOG_PATH}*`, answer: jobLog },
]

/** The deployment service's side: its deployments and settings, and the screenshots it links. */
const DEPLOYMENT_ROUTES: readonly ControlRoute[] = [
  {
    method: 'GET',
    path: '/_emulator/deployments',
    answer: ({ emulator: { deployments } }) =>
      json(200, {
        deployments: [...deployments.deployments.values()].map((deployment) => ({
          ...deployment,
          status: deployments.view(deployment).status,
        })),
        automationRuns: deployments.automationRuns,
        settings: deployments.settings,
      }),
  },
  {
    method: 'POST',
    path: '/_emulator/deployments/settings',
    answer: ({ emulator: { deployments }, body }) => {
      const problem = deployments.change(body)
      return problem === undefined ? json(200, deployments.settings) : json(400, { error: problem })
    },
  },
  { method: 'POST', path: '/_emulator/deployments/:id/finish', answer: finishDeployment },
  { method: 'GET', path: `${SCREENSHOTS_PATH}*`, answer: screenshot },
]

/** Every control endpoint; no two match one request, so their order does not matter. */
const CONTROL_ROUTES: readonly ControlRoute[] = [
  ...EMULATOR_ROUTES,
  ...GITHUB_ROUTES,
  ...DEPLOYMENT_ROUTES,
]

/** The answer of the control endpoint a request is for, or a 404 that names what was asked. */
export function answerControl(
  emulator: Emulator,
  request: { method: string; path: string; body: unknown; headers: IncomingHttpHeaders },
): Reply {
  for (const route of CONTROL_ROUTES) {
    const params =
      route.method === request.method ? controlParams(route.path, request.path) : undefined
    if (params !== undefined) return route.answer({ ...request, emulator, params })
  }
  return json(404, { error: `No emulator admin endpoint ${request.method} ${request.path}` })
}

/** The segments a pattern names in a path, or undefined when the path is not the pattern's. */
function controlParams(pattern: string, path: string): Record<string, string> | undefined {
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1)
    return path.startsWith(prefix) ? { rest: path.slice(prefix.length) } : undefined
  }
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const actual = got[i] ?? ''
    if (part.startsWith(':') && actual !== '') params[part.slice(1)] = actual
    else if (part !== actual) return undefined
  }
  return params
}

/** One fault rule or a list of them; a rule that does not read is a 400 that says why. */
function addFaults({ emulator, body }: ControlCall): Reply {
  try {
    for (const rule of Array.isArray(body) ? body : [body]) emulator.faults.add(rule as FaultRule)
  } catch (error) {
    return json(400, { error: (error as Error).message })
  }
  return json(201, emulator.faults.pending)
}

/** Ends an agent job now, with the outcome asked for (completed by default). */
function finishJob({ emulator: { agent }, params, body }: ControlCall): Reply {
  const job = agent.jobs.get(decodeURIComponent(params.id ?? ''))
  const outcome = (body as { outcome?: Outcome } | undefined)?.outcome ?? 'completed'
  if (job === undefined) return json(404, { error: 'Job not found' })
  if (!OUTCOMES.includes(outcome))
    return json(400, { error: `outcome must be one of ${OUTCOMES.join(', ')}` })
  agent.finish(job, outcome)
  return json(200, agent.view(job))
}

function setRole({ emulator, body }: ControlCall): Reply {
  const { login, role } = (body ?? {}) as { login?: unknown; role?: unknown }
  if (typeof login !== 'string' || typeof role !== 'string')
    return json(400, { error: 'needs login and role' })
  emulator.github.setRole(login, role)
  return json(204, undefined)
}

/** A pull request's files: each a file object, or a name that becomes a modified file. */
function setPullFiles({ emulator, body }: ControlCall): Reply {
  const { repository, number, files } = (body ?? {}) as {
    repository?: unknown
    number?: unknown
    files?: unknown
  }
  if (typeof repository !== 'string' || typeof number !== 'number' || !Array.isArray(files)) {
    return json(400, { error: 'needs repository, number and files' })
  }
  emulator.github.pullFiles.set(
    `${repository}#${number}`,
    files.map((file: unknown) =>
      typeof file === 'object' && file !== null
        ? (file as EmulatedFile)
        : changedFile(String(file)),
    ),
  )
  return json(204, undefined)
}

function seedPullChange({ emulator, body }: ControlCall): Reply {
  const seed = (body ?? {}) as Partial<PullChangeSeed>
  if (typeof seed.number !== 'number' || !Array.isArray(seed.files)) {
    return json(400, { error: 'needs a change: { repository, number, files: [...] }' })
  }
  try {
    return json(201, emulator.github.seedPullChange(seed as PullChangeSeed))
  } catch (error) {
    return json(400, { error: (error as Error).message })
  }
}

function seedWorkflowRun({ emulator, body }: ControlCall): Reply {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return json(400, { error: 'needs a workflow run: { repository, name, jobs: [...] }' })
  }
  return json(201, emulator.github.workflowRuns.seed(body))
}

function seedCommits({ emulator, body }: ControlCall): Reply {
  const seed = (body ?? {}) as { commits?: unknown }
  if (!Array.isArray(seed.commits)) {
    return json(400, { error: 'needs commits: { repository, parent, commits: [...] }' })
  }
  try {
    return json(201, emulator.github.commits.seed(seed as CommitSeed))
  } catch (error) {
    return json(400, { error: (error as Error).message })
  }
}

/** A job's log at the signed URL GitHub's 302 names: no token needed, and none should come. */
function jobLog({ emulator, path, headers }: ControlCall): Reply {
  const text = emulator.github.workflowRuns.log(path, headers.authorization)
  return text === undefined
    ? json(404, { error: 'No such log' })
    : { status: 200, body: text, headers: { 'content-type': 'text/plain; charset=utf-8' } }
}

/** Ends a deployment now, with `success` (the default) or `failure`. */
function finishDeployment({ emulator: { deployments }, params, body }: ControlCall): Reply {
  const deployment = deployments.deployments.get(decodeURIComponent(params.id ?? ''))
  const status = (body as { status?: unknown } | undefined)?.status ?? 'success'
  if (deployment === undefined) return json(404, { error: 'Deployment not found' })
  if (status !== 'success' && status !== 'failure')
    return json(400, { error: 'status must be success or failure' })
  deployments.finish(deployment, status)
  return json(200, deployments.view(deployment))
}

/** A deployment's screenshot, as the status answer links it: no key needed, as for an image. */
function screenshot({ emulator, params }: ControlCall): Reply {
  const image = emulator.deployments.screenshotImage(params.rest ?? '')
  return image === undefined
    ? json(404, { error: 'No such screenshot' })
    : {
        status: 200,
        body: image,
        headers: { 'content-type': 'image/png', 'cache-control': 'no-store' },
      }
}
