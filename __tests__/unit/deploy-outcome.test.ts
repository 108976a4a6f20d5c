import { describe, expect, test } from '@jest/globals'
import { isBranchName } from '../../src/deploy/deploy-inputs.js'
import {
  deployConclusion,
  deployOutputs,
  newDeployReport,
  refusalMessage,
  statusOf,
  type DeployReport,
} from '../../src/deploy/deploy-outcome.js'
import { deploySummary, LISTED_FILES } from '../../src/deploy/deploy-summary.js'
import {
  PREVIEW_MARKER,
  previewCommentBody,
  previewComments,
} from '../../src/deploy/preview-comment.js'
import { parseDeployment } from '../../src/shared/deployments/deployment.js'
import { ApiError } from '../../src/shared/http/errors.js'
import { renderHtmlSync } from './github-renderer.js'

// The deploy action's decisions, pure: the status output, the verdict, the outputs, the job
// summary and the preview comment, from what a run gathered.

const URL = 'https://acme-docs-quickstart.example.app'
const SHOT = 'https://shots.example.test/s-1'
const NOW = Date.UTC(2026, 10, 22, 12)

const deployment = (body: Record<string, unknown>) => parseDeployment(body)

function report(changes: Partial<DeployReport> = {}): DeployReport {
  return {
    ...newDeployReport('preview', 'docs/quickstart', NOW),
    statusId: 's-1',
    previewUrl: URL,
    status: 'queued',
    ...changes,
  }
}

describe('the status output', () => {
  test.each([
    [undefined, false, 'queued'],
    [{ status: 'queued' }, false, 'queued'],
    [{ status: 'in_progress' }, false, 'in_progress'],
    [{ status: 'success' }, false, 'success'],
    [{ status: 'failure' }, true, 'failure'],
    [{ status: 'in_progress' }, true, 'timed-out'],
    [{}, true, 'timed-out'],
    // A status this version does not know is still building, as the wait treats it.
    [{ status: 'building' }, false, 'in_progress'],
  ] as const)('%j, timed out %s: %s', (body, timedOut, expected) => {
    expect(statusOf(body === undefined ? undefined : deployment(body), timedOut)).toBe(expected)
  })
})

describe('the verdict', () => {
  test('a live preview succeeds, with its link and how long the service took', () => {
    const live = deployment({
      status: 'success',
      createdAt: '2026-11-22T12:00:00Z',
      endedAt: '2026-11-22T12:02:05Z',
    })
    expect(
      deployConclusion(report({ deployment: live }), { kind: 'followed', timedOut: false }, 15),
    ).toEqual({
      level: 'success',
      message: `The preview of docs/quickstart is live: ${URL} (status id s-1, 2 min 5 s).`,
    })
  })

  test('an update that ends well says the docs are deployed', () => {
    const done = report({
      operation: 'update',
      target: '',
      previewUrl: '',
      deployment: deployment({ status: 'success' }),
    })
    expect(deployConclusion(done, { kind: 'followed', timedOut: false }, 15)).toEqual({
      level: 'success',
      message: 'The deployment is done: the docs are deployed (status id s-1).',
    })
  })

  test("a failed deployment fails the step with the service's summary and its last log lines", () => {
    const logs = Array.from({ length: 14 }, (_, i) => `line ${i + 1}`)
    const failed = deployment({ status: 'failure', summary: 'Build failed', logs })
    const { level, message } = deployConclusion(
      report({ operation: 'update', target: '', deployment: failed }),
      { kind: 'followed', timedOut: false },
      15,
    )
    expect(level).toBe('failure')
    expect(message).toBe(
      `The deployment failed (status id s-1): Build failed\nLast lines of its logs:\n${logs.slice(4).join('\n')}`,
    )
  })

  test('a time-out fails the step, naming the status id to follow', () => {
    const { level, message } = deployConclusion(
      report({ deployment: deployment({ status: 'in_progress' }) }),
      { kind: 'followed', timedOut: true },
      15,
    )
    expect(level).toBe('failure')
    expect(message).toBe(
      'The preview of docs/quickstart did not end within timeout-minutes (15); it was last seen in_progress, and the service goes on with it: follow it by its status id s-1 (the status-id output) or in the dashboard.',
    )
  })

  test('wait: false, an automation, a lost wait, a cancellation', () => {
    expect(deployConclusion(report(), { kind: 'not-waiting' }, 15)).toEqual({
      level: 'success',
      message: `The preview of docs/quickstart is queued (status id s-1): ${URL}; not waiting for it (wait: false).`,
    })
    const automation = report({
      operation: 'automation',
      target: 'wf_1',
      statusId: '',
      previewUrl: '',
      status: 'triggered',
      automationRun: 'run-9',
    })
    expect(deployConclusion(automation, { kind: 'triggered' }, 15)).toEqual({
      level: 'success',
      message: 'Ran automation wf_1 now (run run-9).',
    })
    expect(deployConclusion(report(), { kind: 'lost', message: 'HTTP 401.' }, 15)).toEqual({
      level: 'failure',
      message:
        'Stopped following the preview of docs/quickstart (status id s-1), last seen queued: HTTP 401.',
    })
    expect(deployConclusion(report(), { kind: 'stopped', signal: 'SIGINT' }, 15).message).toBe(
      'The run was stopped (SIGINT) while waiting for the preview of docs/quickstart (status id s-1); the service goes on with it.',
    )
  })

  test('a 403 on a preview says previews need a plan that has them; other errors as they are', () => {
    const forbidden = new ApiError(
      'Previewing branch docs/quickstart failed with HTTP 403: the API key is not allowed to do this. The service said: Not on your plan.',
      { status: 403 },
    )
    const preview = report()
    expect(refusalMessage(preview, forbidden)).toBe(
      'Previewing branch docs/quickstart failed with HTTP 403: previews need a plan that has them (Pro or Enterprise). If yours does, check that the key has the write scope and that its IP allowlist, if any, admits this runner. The service said: Not on your plan.',
    )
    expect(refusalMessage({ ...preview, operation: 'update' }, forbidden)).toBe(forbidden.message)
    const other = new ApiError('HTTP 400: bad.', { status: 400 })
    expect(refusalMessage(preview, other)).toBe('HTTP 400: bad.')
  })
})

describe('the outputs', () => {
  test('none before a status id is known', () => {
    expect(deployOutputs(newDeployReport('update', '', NOW))).toBeUndefined()
  })

  test('every output once it is: the light screenshot, the files changed as JSON', () => {
    const live = deployment({
      status: 'success',
      summary: 'Deployed 2 pages',
      screenshot: `${SHOT}.png`,
      screenshotLight: `${SHOT}-light.png`,
      screenshotDark: `${SHOT}-dark.png`,
      commit: { filesChanged: { added: ['a.mdx'], modified: ['index.mdx'] } },
    })
    expect(deployOutputs(report({ deployment: live, status: 'success' }))).toEqual({
      'status-id': 's-1',
      status: 'success',
      'preview-url': URL,
      summary: 'Deployed 2 pages',
      screenshot: `${SHOT}-light.png`,
      'files-changed': '{"added":["a.mdx"],"modified":["index.mdx"],"removed":[]}',
    })
  })

  test('only a dark screenshot is the only one; nothing known is empty lists', () => {
    const dark = deployment({ status: 'success', screenshotDark: `${SHOT}-dark.png` })
    expect(deployOutputs(report({ deployment: dark }))?.screenshot).toBe(`${SHOT}-dark.png`)
    expect(deployOutputs(report())?.['files-changed']).toBe(
      '{"added":[],"modified":[],"removed":[]}',
    )
  })
})

describe('the job summary', () => {
  test('the operation, status, duration, files changed and the screenshot', () => {
    const added = Array.from({ length: LISTED_FILES + 2 }, (_, i) => `guides/page-${i}.mdx`)
    const live = deployment({
      status: 'success',
      screenshotLight: `${SHOT}-light.png`,
      createdAt: '2026-11-22T12:00:00Z',
      endedAt: '2026-11-22T12:01:00Z',
      commit: { filesChanged: { added, modified: ['<img src=x>.mdx'], removed: [] } },
    })
    const summary = deploySummary(
      report({ deployment: live, status: 'success', finishedAt: NOW + 75_000 }),
    )
    const html = renderHtmlSync(summary)
    expect(summary).toContain('### Docs deployment: ✅ done')
    expect(summary).toContain('| Operation | `preview` of branch <code>docs/quickstart</code> |')
    expect(summary).toContain('| Status | `success` |')
    expect(summary).toContain(
      `| Preview | <a href="${URL}">acme-docs-quickstart.example.app</a> (live) |`,
    )
    expect(summary).toContain('| Duration | 1 min (1 min 15 s this step) |')
    expect(summary).toContain(
      `| Files changed | ${LISTED_FILES + 2} added, 1 modified, 0 removed |`,
    )
    expect(summary).toContain('- … 2 more added')
    expect(html).toContain(`<img alt="The preview of the docs" src="${SHOT}-light.png"`)
    // A file's name is text, never markup.
    expect(html).not.toContain('<img src=x>')
    expect(html).toContain('&lt;img src=x&gt;.mdx')
  })

  test('nothing before a status is known; an automation has no preview or files', () => {
    expect(deploySummary(newDeployReport('update', '', NOW))).toBe('')
    const automation = deploySummary(
      report({
        operation: 'automation',
        target: 'wf_1',
        statusId: '',
        previewUrl: '',
        status: 'triggered',
      }),
    )
    expect(automation).toContain('| Operation | `automation` <code>wf&#95;1</code>, run now |')
    expect(automation).not.toContain('Preview')
    expect(automation).not.toContain('Status id')
    expect(automation).not.toContain('Files changed')
  })
})

describe('the preview comment', () => {
  const facts = {
    branch: 'docs/quickstart',
    preview: {
      status: 'success' as const,
      url: URL,
      screenshots: { screenshot: null, screenshotLight: `${SHOT}-light.png`, screenshotDark: null },
    },
    runUrl: 'https://github.com/acme/docs/actions/runs/7',
    summary: null,
  }

  test('the marker, the branch, the link and state, the screenshot and the run', () => {
    const body = previewCommentBody(facts)
    expect(body.startsWith(`${PREVIEW_MARKER}\n`)).toBe(true)
    const html = renderHtmlSync(body)
    expect(html).toContain(
      `Branch <code>docs/quickstart</code>: <a href="${URL}">acme-docs-quickstart.example.app</a> (live)`,
    )
    expect(html).toContain(`<img alt="The preview of the docs" src="${SHOT}-light.png"`)
    expect(html).toContain(
      '<a href="https://github.com/acme/docs/actions/runs/7">a workflow run</a>',
    )
  })

  test("a failure quotes the service's summary as text", () => {
    const body = previewCommentBody({
      ...facts,
      preview: { ...facts.preview, status: 'failure' },
      summary: 'Broken <img src=x onerror=alert(1)> @octocat',
    })
    expect(body).not.toMatch(/<img src=x|@octocat/)
    expect(body).toContain('(failed)')
  })

  test("only a bot's issue comment with the marker is the preview comment, oldest first", () => {
    const comment = (id: number, trusted: boolean, body = PREVIEW_MARKER, kind = 'issue') => ({
      id,
      kind: kind as 'issue' | 'review',
      body,
      createdAt: '',
      trusted,
    })
    expect(
      previewComments([
        comment(9, true),
        comment(3, false),
        comment(5, true, 'no marker'),
        comment(4, true, PREVIEW_MARKER, 'review'),
        comment(7, true),
      ]).map((c) => c.id),
    ).toEqual([7, 9])
  })
})

describe('branch names, as git allows them', () => {
  test.each(['main', 'docs/quickstart', 'feature/x-1.2', 'a@b', 'user/☃'])('%s: yes', (name) => {
    expect(isBranchName(name)).toBe(true)
  })
  test.each([
    '',
    '@',
    'a b',
    'a..b',
    'a~1',
    'a^',
    'a:b',
    'a?',
    'a*',
    'a[b',
    'a\\b',
    'a@{1}',
    '-x',
    '/x',
    'x/',
    'x.',
    'x//y',
    '.x',
    'x/.y',
    'x.lock',
    'x\ty',
    'x\u0000',
    'x'.repeat(256),
  ])('%j: no', (name) => {
    expect(isBranchName(name)).toBe(false)
  })
})
