import { describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { previewPullRequest, previewWanted, showPreview } from '../../src/agent/job/preview.js'
import type { AgentJob } from '../../src/agent/job/agent-job.js'
import { previewLine, previewPicture } from '../../src/shared/deployments/preview-view.js'
import { DeploymentClient } from '../../src/shared/deployments/deployment-api.js'
import { serviceTransport } from '../../src/shared/service/service-transport.js'
import { renderHtmlSync } from './github-renderer.js'
import { onlyIntercepted } from './intercepted.js'
import { fakeClock, inStep } from './step.js'

const API = 'http://api.example.test'
const URL = 'https://acme-docs-fix.example.app'
const SHOT = 'https://shots.example.test/s-1'
const unmatched = onlyIntercepted()

const job = (changes: Partial<AgentJob> = {}): AgentJob => ({
  id: 'job-1',
  status: 'completed',
  prLink: 'https://github.com/acme/docs/pull/8',
  model: null,
  sourceRepository: null,
  sourceRef: 'docs/fix',
  createdAt: null,
  archivedAt: null,
  raw: {},
  ...changes,
})

describe('which runs ask for a preview, and which follow an earlier one (pure)', () => {
  const on = { preview: true, dryRun: false }
  const earlier = { statusId: 'st-1', url: URL }
  test.each([
    ['a job created and completed with a pull request', on, 'create', job(), undefined, 'ask'],
    ['a follow-up that completes', on, 'message', job(), undefined, 'ask'],
    [
      'a wait with job-id: the run that asked the job previews it',
      on,
      'wait',
      job(),
      undefined,
      'none',
    ],
    [
      "a re-run that adopts its first attempt's comment follows that preview",
      on,
      'wait',
      job(),
      earlier,
      'follow',
    ],
    [
      'a follow-up asks anew, whatever an earlier comment showed',
      on,
      'message',
      job(),
      earlier,
      'ask',
    ],
    ['preview: false', { ...on, preview: false }, 'create', job(), undefined, 'off'],
    ['preview: false on a re-run', { ...on, preview: false }, 'wait', job(), earlier, 'off'],
    ['a dry run', { ...on, dryRun: true }, 'create', job(), undefined, 'none'],
    ['a job without a pull request', on, 'create', job({ prLink: null }), undefined, 'none'],
    ['a job that failed', on, 'create', job({ status: 'failed' }), undefined, 'none'],
    ['a re-run of a job that failed', on, 'wait', job({ status: 'failed' }), earlier, 'none'],
    [
      'a job whose branch the service does not say',
      on,
      'create',
      job({ sourceRef: null }),
      undefined,
      'none',
    ],
  ] as const)('%s', (_, inputs, action, found, before, expected) => {
    const wanted = previewWanted(inputs, action, found, before)
    const expectations = {
      ask: { ask: 'docs/fix' },
      follow: { follow: earlier, branch: 'docs/fix' },
      off: 'off',
      none: undefined,
    }
    expect(wanted).toEqual(expectations[expected])
  })
})

/** One preview asked and followed in a step, with the clock's waits recorded. */
async function preview(previewTimeoutMs = 600_000) {
  const clock = fakeClock()
  const transport = serviceTransport(
    { apiUrl: API, apiKey: 'mint_k', timeoutMs: 1000 },
    {
      clock,
      random: () => 0,
    },
  )
  const deployments = new DeploymentClient(transport, 'proj')
  let shown: Awaited<ReturnType<typeof previewPullRequest>> | undefined
  const step = await inStep({}, async () => {
    shown = await previewPullRequest(
      { deployments, clock, inputs: { pollIntervalMs: 5000, previewTimeoutMs } },
      'docs/fix',
    )
  })
  return { shown, log: step.log, sleeps: clock.sleeps }
}

describe("an earlier attempt's preview, followed by a re-run", () => {
  const follow = async () => {
    const clock = fakeClock()
    const transport = serviceTransport(
      { apiUrl: API, apiKey: 'mint_k', timeoutMs: 1000 },
      { clock, random: () => 0 },
    )
    const parts = {
      deployments: new DeploymentClient(transport, 'proj'),
      clock,
      inputs: { pollIntervalMs: 5000, previewTimeoutMs: 600_000 },
    }
    let shown: Awaited<ReturnType<typeof showPreview>>
    const step = await inStep({}, async () => {
      shown = await showPreview(parts, {
        follow: { statusId: 's-9', url: URL },
        branch: 'docs/fix',
      })
    })
    return { shown, log: step.log }
  }

  test('live: shown again, asking for no preview', async () => {
    nock(API).get('/v1/project/update-status/s-9').reply(200, { status: 'success' })
    const { shown } = await follow()
    expect(shown).toMatchObject({ status: 'success', url: URL, statusId: 's-9' })
    expect(unmatched()).toBe(0)
  })

  test('its status gone: not shown, with a warning, rather than shown as queued', async () => {
    nock(API).get('/v1/project/update-status/s-9').reply(404, { error: 'not found' })
    const { shown, log } = await follow()
    expect(shown).toBeUndefined()
    expect(log).toContain(
      '::warning::Could not read the preview of docs/fix that an earlier attempt asked for (status s-9), so this run does not show it',
    )
    expect(unmatched()).toBe(0)
  })
})

describe('a preview asked and followed', () => {
  test('live: its link and its screenshots, light and dark', async () => {
    nock(API)
      .post('/v1/project/preview/proj', { branch: 'docs/fix' })
      .reply(202, { statusId: 's-1', previewUrl: URL })
    nock(API).get('/v1/project/update-status/s-1').reply(200, { status: 'queued' })
    nock(API)
      .get('/v1/project/update-status/s-1')
      .reply(200, {
        status: 'success',
        screenshotLight: `${SHOT}-light.png`,
        screenshotDark: `${SHOT}-dark.png`,
      })
    const { shown, sleeps } = await preview()
    expect(shown).toEqual({
      status: 'success',
      url: URL,
      screenshots: expect.objectContaining({
        screenshotLight: `${SHOT}-light.png`,
        screenshotDark: `${SHOT}-dark.png`,
      }),
      // For the tracking comment's marker: a re-run follows it by this id.
      statusId: 's-1',
    })
    // The agent jobs' back-off: 5 s, then 7.5 s.
    expect(sleeps).toEqual([5000, 7500])
    expect(unmatched()).toBe(0)
  })

  test('a plan without previews: one notice, unavailable, nothing followed', async () => {
    nock(API)
      .post('/v1/project/preview/proj')
      .reply(403, { error: 'Preview deployments are not available on your current plan.' })
    const { shown, log } = await preview()
    expect(shown?.status).toBe('unavailable')
    expect(log.match(/^::notice::/gm)).toHaveLength(1)
    expect(log).toContain('::notice::Previews are not available for this project (HTTP 403')
    expect(log).not.toContain('::warning::')
    expect(unmatched()).toBe(0)
  })

  test('a failed preview: a warning with its summary and the last lines of its logs', async () => {
    nock(API).post('/v1/project/preview/proj').reply(202, { statusId: 's-2', previewUrl: URL })
    nock(API)
      .get('/v1/project/update-status/s-2')
      .reply(200, {
        status: 'failure',
        summary: 'Build failed',
        logs: ['1', '2', '3', '4', '5', 'error: quickstart.mdx:12 unclosed tag'],
      })
    const { shown, log } = await preview()
    expect(shown).toMatchObject({ status: 'failure', url: URL })
    expect(log).toContain('::warning::The preview of docs/fix failed: Build failed%0ALast lines')
    expect(log).toContain('error: quickstart.mdx:12 unclosed tag')
    expect(log).not.toContain('%0A1%0A')
  })

  test('not live within preview-timeout-minutes: timed out, with its link, in simulated time', async () => {
    nock(API).post('/v1/project/preview/proj').reply(202, { statusId: 's-3', previewUrl: URL })
    nock(API).get('/v1/project/update-status/s-3').times(100).reply(200, { status: 'in_progress' })
    const { shown, sleeps, log } = await preview(60_000)
    nock.cleanAll()
    expect(shown).toMatchObject({ status: 'timed-out', url: URL })
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(60_000)
    expect(log).toContain('::notice::The preview of docs/fix was not live within')
  })

  test('preview-timeout-minutes 0: asked, not followed', async () => {
    nock(API).post('/v1/project/preview/proj').reply(202, { statusId: 's-4', previewUrl: URL })
    const { shown, sleeps } = await preview(0)
    expect(shown).toMatchObject({ status: 'queued', url: URL })
    expect(sleeps).toEqual([])
    expect(unmatched()).toBe(0)
  })

  test('429: waits as asked, and asks again once', async () => {
    nock(API)
      .post('/v1/project/preview/proj')
      .reply(429, { error: 'Slow down' }, { 'Retry-After': '12' })
    nock(API).post('/v1/project/preview/proj').reply(202, { statusId: 's-5', previewUrl: URL })
    const { shown, sleeps } = await preview(0)
    expect(shown).toMatchObject({ status: 'queued' })
    expect(sleeps).toEqual([12_000])
    expect(unmatched()).toBe(0)
  })

  test('a 500 may have started it: never sent again; a warning, unavailable', async () => {
    nock(API).post('/v1/project/preview/proj').reply(500, { error: 'boom' })
    const { shown, log } = await preview()
    expect(shown?.status).toBe('unavailable')
    expect(log).toContain('::warning::Could not ask for a preview of docs/fix')
    // A second POST would reach no interceptor: counted here.
    expect(unmatched()).toBe(0)
  })

  test('following it stops on an error: the last status seen, a warning, never a failure', async () => {
    nock(API).post('/v1/project/preview/proj').reply(202, { statusId: 's-6', previewUrl: URL })
    nock(API).get('/v1/project/update-status/s-6').reply(200, { status: 'in_progress' })
    nock(API).get('/v1/project/update-status/s-6').reply(401, { error: 'Unauthorized' })
    const { shown, log } = await preview()
    expect(shown).toMatchObject({ status: 'in_progress', url: URL })
    expect(log).toContain('::warning::Stopped following the preview of docs/fix')
    expect(unmatched()).toBe(0)
  })
})

describe('a preview as GitHub shows it', () => {
  const live = {
    status: 'success' as const,
    url: URL,
    screenshots: {
      screenshot: null,
      screenshotLight: `${SHOT}-light.png`,
      screenshotDark: `${SHOT}-dark.png`,
    },
  }

  test('the picture GitHub renders: the dark source for dark themes, the light image, a link', () => {
    const html = renderHtmlSync(
      `| | |\n|---|---|\n| Preview | ${previewLine(live)} |\n\n${previewPicture(live)}`,
    )
    // The host as the link's text: a whole URL would be linked again inside the link.
    expect(html).toContain(`<td><a href="${URL}">acme-docs-fix.example.app</a> (live)</td>`)
    expect(html).toContain(
      `<a href="${URL}"><picture><source media="(prefers-color-scheme: dark)" srcset="${SHOT}-dark.png"><img alt="The preview of the docs" src="${SHOT}-light.png" width="600"></picture></a>`,
    )
  })

  test('one screenshot only: a plain image; none, or not live: no picture', () => {
    const one = {
      ...live,
      screenshots: { screenshot: `${SHOT}.png`, screenshotLight: null, screenshotDark: null },
    }
    expect(previewPicture(one)).toBe(
      `<a href="${URL}"><img alt="The preview of the docs" src="${SHOT}.png" width="600"></a>`,
    )
    expect(
      previewPicture({
        ...live,
        screenshots: { screenshot: null, screenshotLight: null, screenshotDark: null },
      }),
    ).toBe('')
    expect(previewPicture({ ...live, status: 'timed-out' })).toBe('')
    expect(previewLine({ ...live, status: 'timed-out' })).toBe(
      `<a href="${URL}">acme-docs-fix.example.app</a> (still building when this run stopped waiting)`,
    )
  })
})
