/**
 * The actions' input parsing, run in process against a fake `@actions/core`: the values a runner
 * would pass (action.yml defaults, then the test's), which inputs were read, which were masked.
 * Import this module before anything that imports `@actions/core`.
 *
 * The fake is the real module while no parsing is under way: a step run in process
 * (../in-process/step.ts), imported after this module, reads its inputs and writes its log,
 * outputs and summary as a runner's step does.
 */
import { jest } from '@jest/globals'
// Static: bound to the real module, before the fake replaces it for the imports below.
import * as realCore from '@actions/core'
import { declaredInputs, type Action } from './rows.ts'

const given = new Map<string, string>()
const read = new Set<string>()
const masked: string[] = []
/** Whether parseInputs is parsing (synchronously: no step in process reads an input meanwhile). */
let parsing = false

/**
 * Every other function of the real module, but one that parsing calls fails: it would read or
 * write the real runner's (an input parsed from the real INPUT_* variables, say), not `given`.
 */
const unfaked = Object.fromEntries(
  Object.entries(realCore).map(([name, value]) => [
    name,
    typeof value !== 'function'
      ? value
      : (...args: unknown[]): unknown => {
          if (parsing)
            throw new Error(`Input parsing called @actions/core's ${name}, which this fake lacks.`)
          return Reflect.apply(value, realCore, args)
        },
  ]),
)

jest.unstable_mockModule('@actions/core', () => ({
  ...unfaked,
  getInput: (name: string, options?: realCore.InputOptions): string => {
    if (!parsing) return realCore.getInput(name, options)
    read.add(name)
    return given.get(name) ?? ''
  },
  setSecret: (value: string): void =>
    parsing ? void masked.push(value) : realCore.setSecret(value),
  warning: (message: string | Error, properties?: realCore.AnnotationProperties): void =>
    parsing ? undefined : realCore.warning(message, properties),
  debug: (message: string): void => (parsing ? undefined : realCore.debug(message)),
  info: (message: string): void => (parsing ? undefined : realCore.info(message)),
}))

const { getInputs } = await import('../../src/agent/agent-inputs.js')
const { getAnalyticsInputs } = await import('../../src/analytics/analytics-inputs.js')
const { getDeployInputs } = await import('../../src/deploy/deploy-inputs.js')
const { readDeployContext } = await import('../../src/deploy/deploy-context.js')
const { getPullCheckInputs } = await import('../../src/check/check-inputs.js')
const { InputError } = await import('../../src/shared/inputs.js')

export const WORKSPACE = '/home/runner/work/docs/docs'
export const NOW = Date.UTC(2026, 5, 1)
const TOKEN = 'ghs_in0process0token0000000000000000'

/** What a run needs besides the defaults: the key, the project and (for the agent) a prompt. */
const BASE: Record<Action, Record<string, string>> = {
  agent: { 'api-key': 'mint_in_process_key_0123456789', 'project-id': 'proj', prompt: 'x' },
  analytics: { 'api-key': 'mint_in_process_key_0123456789', 'project-id': 'proj' },
  deploy: { 'api-key': 'mint_in_process_key_0123456789', 'project-id': 'proj' },
  // The check action takes no key: the workflow's token is all it needs.
  check: {},
}

/** The deploy step's run: a push to main (the branch a preview takes by default). */
const DEPLOY_ENV = {
  GITHUB_EVENT_NAME: 'push',
  GITHUB_REF_NAME: 'main',
  GITHUB_REPOSITORY: 'acme/docs',
}

function parsed(action: Action, workspace: string): object {
  switch (action) {
    case 'agent':
      return getInputs({ GITHUB_WORKSPACE: workspace })
    case 'analytics':
      return getAnalyticsInputs(NOW, workspace)
    case 'deploy':
      return getDeployInputs(readDeployContext(DEPLOY_ENV))
    case 'check':
      return getPullCheckInputs()
  }
}

export type Parsed =
  | { refused: false; value: object; read: string[]; masked: string[] }
  | { refused: true; message: string; read: string[]; masked: string[] }

/**
 * Parses an action's inputs as its step would, with `inputs` over the defaults, in `workspace`
 * (GITHUB_WORKSPACE: where the agent's `prompt-file` and analytics' `output-file` are).
 */
export function parseInputs(
  action: Action,
  inputs: Record<string, string>,
  workspace = WORKSPACE,
): Parsed {
  given.clear()
  read.clear()
  masked.length = 0
  const defaults = declaredInputs(action)
  for (const [name, value] of Object.entries({ ...defaults, ...BASE[action], ...inputs })) {
    given.set(name, value.replace(/\$\{\{\s*github\.token\s*\}\}/g, TOKEN))
  }
  const seen = (): { read: string[]; masked: string[] } => ({
    read: [...read],
    masked: [...masked],
  })
  parsing = true
  try {
    return { refused: false, value: parsed(action, workspace), ...seen() }
  } catch (error) {
    // Anything but an InputError is a crash: let the test show it.
    if (!(error instanceof InputError)) throw error
    return { refused: true, message: error.message, ...seen() }
  } finally {
    parsing = false
  }
}
