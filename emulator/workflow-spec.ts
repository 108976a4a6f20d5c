/**
 * A workflow file as the player (./workflow-runner.ts) reads it, once GitHub's parser has checked
 * it (./workflow-file.ts), and what the player evaluates of it outside the steps: a matrix's
 * combinations, a concurrency group, and a manual run's `inputs` context.
 */
import { Expression, render, type Scope, type Template, type Value } from './expressions.ts'

type Condition = string | boolean | Expression
type Concurrency = string | Expression | { group: Template }

export interface StepSpec {
  id?: string
  name?: Template
  if?: Condition
  uses?: string
  run?: string | Expression
  with?: Record<string, Template>
  env?: Record<string, Template>
  'continue-on-error'?: boolean | Expression
}

export interface JobSpec {
  needs?: string | string[]
  permissions?: Template
  if?: Condition
  concurrency?: Concurrency
  strategy?: Template
  outputs?: Record<string, Template>
  env?: Record<string, Template>
  steps: StepSpec[]
}

export interface WorkflowSpec {
  on: string | string[] | Record<string, { inputs?: Record<string, InputSpec> } | null>
  permissions?: Template
  env?: Record<string, Template>
  concurrency?: Concurrency
  jobs: Record<string, JobSpec>
}

interface InputSpec {
  default?: string | number | boolean
  required?: boolean
}

export interface Strategy {
  matrix?: Record<string, Value>
  'max-parallel'?: number
  'fail-fast'?: boolean
}

/** The matrix's combinations: the product of its lists, or its `include` entries alone. */
export function combinations(matrix: Record<string, Value> | undefined): Record<string, Value>[] {
  if (matrix === undefined) return [{}]
  const { include, exclude, ...axes } = matrix
  if (exclude !== undefined) throw new Error('matrix exclude is not supported')
  if (include !== undefined && Object.keys(axes).length > 0)
    throw new Error('a matrix with both lists and include is not supported')
  if (include !== undefined) return include as Record<string, Value>[]
  let result: Record<string, Value>[] = [{}]
  for (const [key, values] of Object.entries(axes))
    result = result.flatMap((combo) => (values as Value[]).map((v) => ({ ...combo, [key]: v })))
  return result
}

/** A `concurrency:` setting's group, evaluated. */
export function groupOf(setting: Concurrency | undefined, scope: Scope) {
  if (setting === undefined) return undefined
  const group =
    typeof setting === 'object' && !(setting instanceof Expression) ? setting.group : setting
  return render(group, scope)
}

/**
 * The `inputs` context: for workflow_dispatch, the given values over the file's defaults, with
 * required ones enforced as GitHub's form does; for other events, empty.
 */
export function dispatchInputs(
  workflow: WorkflowSpec,
  event: string,
  given: Record<string, string>,
): Record<string, Value> {
  const on = workflow.on
  const declared =
    (typeof on === 'object' && !Array.isArray(on) ? on.workflow_dispatch?.inputs : undefined) ?? {}
  const inputs: Record<string, Value> = {}
  for (const name of Object.keys(given))
    if (!(name in declared)) throw new Error(`the workflow declares no input "${name}"`)
  if (event !== 'workflow_dispatch') return inputs
  for (const [name, spec] of Object.entries(declared)) {
    const value = given[name] ?? (spec.default === undefined ? '' : String(spec.default))
    if (spec.required === true && value === '')
      throw new Error(`the input "${name}" is required: give it as ${name}=…`)
    inputs[name] = value
  }
  return inputs
}

/** Each of `values` rendered in `scope`: a step's `with:` and `env:`, a job's outputs. */
export function renderAll(values: Record<string, Template> | undefined, scope: Scope) {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(values ?? {})) result[name] = render(value, scope)
  return result
}
