import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { playWorkflow, type PlayedWorkflow } from '../../emulator/workflow-runner.ts'
import { ROOT, scratchFolder } from './harness.js'

// The workflow player's own rules, on small workflows. A step of this action with no api-key
// fails at once (before any request), which gives a real failing step without a service.

const it = test.concurrent
const FAILING = `uses: acme/docs-agent-action@v1
        with:
          project-id: p`

async function playText(yaml: string): Promise<PlayedWorkflow> {
  const file = join(scratchFolder('workflow-'), 'workflow.yml')
  writeFileSync(file, yaml)
  return playWorkflow({ file, root: ROOT, apiUrl: 'http://127.0.0.1:9', secrets: {}, vars: {} })
}

const ran = (played: PlayedWorkflow) =>
  played.steps.filter((s) => !s.skipped).map((s) => `${s.job}:${s.name}`)

describe('jobs and their needs', () => {
  it('after a skipped job: default skips, always() runs, failure() does not', async () => {
    const played = await playText(`on: workflow_dispatch
jobs:
  first:
    if: false
    runs-on: ubuntu-latest
    steps:
      - run: echo first
  plain:
    needs: first
    runs-on: ubuntu-latest
    steps:
      - run: echo plain
  always:
    needs: first
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: echo always
  onfailure:
    needs: first
    if: failure()
    runs-on: ubuntu-latest
    steps:
      - run: echo failure
`)
    expect(played.jobs).toMatchObject({
      first: { result: 'skipped' },
      plain: { result: 'skipped' },
      always: { result: 'success' },
      onfailure: { result: 'skipped' },
    })
    expect(ran(played)).toEqual(['always:run: echo always'])
  })

  it('after a failed job: default skips, failure() runs', async () => {
    const played = await playText(`on: workflow_dispatch
jobs:
  first:
    runs-on: ubuntu-latest
    steps:
      - ${FAILING}
  plain:
    needs: first
    runs-on: ubuntu-latest
    steps:
      - run: echo plain
  onfailure:
    needs: [first]
    if: failure()
    runs-on: ubuntu-latest
    steps:
      - run: echo failure
`)
    expect(played.jobs.first?.result).toBe('failure')
    expect(played.jobs.plain?.result).toBe('skipped')
    expect(played.jobs.onfailure?.result).toBe('success')
  })

  it('refuses a job that needs a missing one', async () => {
    await expect(
      playText(`on: workflow_dispatch
jobs:
  a:
    needs: nope
    runs-on: ubuntu-latest
    steps:
      - run: echo a
`),
    ).rejects.toThrow('a job needs "nope", which does not exist')
  })
})

describe('steps', () => {
  it('a skipped step can be referred to; a failed one stops the next unless always()', async () => {
    const played = await playText(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: maybe
        if: false
        run: echo never
      - id: check
        if: steps.Maybe.outcome == 'skipped'
        run: echo skipped
      - id: bad
        ${FAILING}
      - run: echo after
      - if: always() && steps.bad.outcome == 'failure'
        run: echo cleanup
`)
    expect(ran(played)).toEqual(['a:check', 'a:bad', 'a:run: echo cleanup'])
    expect(played.jobs.a?.result).toBe('failure')
  })
})

describe('matrices', () => {
  const matrix = (failFast: string) => `on: workflow_dispatch
jobs:
  m:
    runs-on: ubuntu-latest
    strategy:
      ${failFast}
      max-parallel: 1
      matrix:
        n: [1, 2]
    steps:
      - if: matrix.n == 1
        ${FAILING}
      - run: echo \${{ matrix.n }}
`
  it('fail-fast (the default) does not start the rest after a failure', async () => {
    const played = await playText(matrix(''))
    expect(played.steps.map((s) => s.matrix.n)).toEqual([1, 1])
    expect(played.jobs.m?.result).toBe('failure')
  })

  it('with fail-fast: false every combination runs', async () => {
    const played = await playText(matrix('fail-fast: false'))
    expect(played.steps.map((s) => s.matrix.n)).toEqual([1, 1, 2, 2])
    expect(played.jobs.m?.result).toBe('failure')
  })
})
