import * as core from '@actions/core'
import { beforeEach, describe, expect, test } from '@jest/globals'
import { setPullCheckOutputs, writePullCheckSummary } from '../../src/check/check-report.js'
import type { PullCheckResult } from '../../src/check/check-run.js'
import type { Conclusion } from '../../src/shared/lifecycle.js'
import { inStep } from './step.js'

// What the check action's step shows: its outputs and its step summary.
const HEAD = 'c'.repeat(40)
const CONTEXT = 'docs-agent/changes'
const FINDING = {
  file: 'docs/<b>.mdx',
  line: 3,
  kind: 'script',
  severity: 'block',
  detail: 'a <script> element',
} as const

beforeEach(() => {
  // @actions/core keeps the first job summary path it reads; each test here has its own.
  Reflect.set(core.summary, '_filePath', undefined)
})

async function shown(result: PullCheckResult, conclusion: Conclusion) {
  return inStep({}, async () => {
    setPullCheckOutputs(result)
    await writePullCheckSummary(result, conclusion)
  })
}

describe('the check action’s outputs and summary', () => {
  test('a blocked change: the state, every finding, and each one escaped in the summary', async () => {
    const result: PullCheckResult = {
      state: 'blocked',
      findings: [FINDING],
      sha: HEAD,
      status: { state: 'failure', context: CONTEXT, description: '1 finding <beyond>' },
    }
    const step = await shown(result, { level: 'warning', message: 'not shown' })
    expect(step.outputs['change-check']).toBe('blocked')
    expect(JSON.parse(step.outputs['change-findings'] ?? '')).toEqual([FINDING])
    expect(step.summary).toBe(
      `### ${CONTEXT}: \`failure\` on ccccccc\n1 finding &#60;beyond&#62;\n\nSomething here goes beyond documentation text: review it before merging.\n\n- ⛔ <code>docs/&#60;b&#62;.mdx</code> line 3: markup that runs code or loads active content (<code>script</code>): a &#60;script&#62; element\n\n`,
    )
  })

  test('a passed change says nothing beyond docs text', async () => {
    const result: PullCheckResult = {
      state: 'passed',
      findings: [],
      sha: HEAD,
      status: { state: 'success', context: CONTEXT, description: 'Nothing beyond docs text' },
    }
    const step = await shown(result, { level: 'success', message: 'not shown' })
    expect(step.outputs).toEqual({ 'change-check': 'passed', 'change-findings': '[]' })
    expect(step.summary).toBe(
      `### ${CONTEXT}: \`success\` on ccccccc\nNothing beyond docs text\n\nNothing beyond documentation text.\n\n`,
    )
  })

  test('a warned change lists its warnings', async () => {
    const warning = {
      ...FINDING,
      kind: 'link',
      severity: 'warn',
      detail: 'https://x.example',
    } as const
    const step = await shown(
      {
        state: 'warned',
        findings: [warning],
        sha: HEAD,
        status: { state: 'success', context: CONTEXT, description: 'Docs text, with 1 warning' },
      },
      { level: 'success', message: 'not shown' },
    )
    expect(step.outputs['change-check']).toBe('warned')
    expect(step.summary).toContain('Nothing blocks; worth a look:')
    expect(step.summary).toContain('a link to a new host')
  })

  test('a commit nothing was set on: the conclusion alone', async () => {
    const step = await shown(
      { state: 'unavailable', findings: [], sha: HEAD },
      { level: 'failure', message: 'Nothing set on ccccccc: could not tell.' },
    )
    expect(step.summary).toBe(`### ${CONTEXT}\nNothing set on ccccccc: could not tell.\n\n`)
  })

  test('a status that stood: the summary shows it, and why nothing was set', async () => {
    const result: PullCheckResult = {
      state: 'skipped',
      findings: [],
      sha: HEAD,
      status: { state: 'success', context: CONTEXT, description: 'a pass' },
      standing: { state: 'failure', description: 'set by <another>' },
    }
    const step = await shown(result, { level: 'warning', message: 'Nothing set: <why>' })
    expect(step.outputs['change-check']).toBe('skipped')
    expect(step.summary).toBe(
      `### ${CONTEXT}: \`failure\` on ccccccc\nset by &#60;another&#62;\n\nNothing set: &#60;why&#62;\n\n`,
    )
  })

  test('no commit answered: the conclusion alone, escaped', async () => {
    const step = await shown(
      { state: 'skipped', findings: [] },
      { level: 'skipped', message: 'Nothing to check: the event is <push>.' },
    )
    expect(step.summary).toBe(`### ${CONTEXT}\nNothing to check: the event is &#60;push&#62;.\n\n`)
  })

  test('an unavailable change lists no findings section', async () => {
    const step = await shown(
      {
        state: 'unavailable',
        findings: [],
        sha: HEAD,
        status: { state: 'error', context: CONTEXT, description: 'Could not read the change' },
      },
      { level: 'failure', message: 'not shown' },
    )
    expect(step.summary).toBe(`### ${CONTEXT}: \`error\` on ccccccc\nCould not read the change\n\n`)
  })
})
