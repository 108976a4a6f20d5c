import { inflateSync, crc32 } from 'node:zlib'
import { beforeEach, describe, expect, test } from '@jest/globals'
import {
  DEFAULT_DEPLOYMENT_OPTIONS,
  DeploymentService,
  type DeploymentOptions,
} from '../../emulator/deployments.ts'
import { branchSlug, deploymentStateAt } from '../../emulator/emulated-deployment.ts'
import {
  PNG_SIGNATURE,
  screenshotPng,
  SCREENSHOT_HEIGHT,
  SCREENSHOT_WIDTH,
} from '../../emulator/screenshots.ts'
import type { IncomingCall, Reply } from '../../emulator/service.ts'

// The emulator's deployments (emulator/deployments.ts) on an injected clock, without a server:
// how a status moves, the preview endpoint's sliding minute, and the screenshots' images.

const T0 = Date.parse('2026-06-15T12:00:00Z')
let now = T0

function service(options: Partial<DeploymentOptions> = {}): DeploymentService {
  return new DeploymentService({
    ...DEFAULT_DEPLOYMENT_OPTIONS,
    deployQueuedMs: 1000,
    deployInProgressMs: 2000,
    now: () => now,
    retryAfterHeader: true,
    apiKeys: [],
    ...options,
  })
}

function call(op: string, params: Record<string, string>, body?: unknown): IncomingCall {
  return {
    route: { op, params: { projectId: 'p', ...params } },
    method: 'POST',
    headers: {},
    query: new URLSearchParams(),
    body,
  }
}

const previewOf = (deployments: DeploymentService, branch: string): Reply =>
  deployments.handle(call('deploy.preview', {}, { branch }))

function idOf(reply: Reply): string {
  return String((reply.body as { statusId: string }).statusId)
}

function stateOf(deployments: DeploymentService, id: string): string | undefined {
  const reply = deployments.handle(call('deploy.status', { statusId: id }))
  return (reply.body as { status?: string }).status
}

beforeEach(() => {
  now = T0
})

describe('a deployment moves on the clock', () => {
  test('queued, then in_progress, then its outcome, at the set durations', () => {
    const deployments = service()
    const id = idOf(deployments.handle(call('deploy.update', {})))
    const states = [0, 999, 1000, 2999, 3000, 3_600_000].map((at) => {
      now = T0 + at
      return stateOf(deployments, id)
    })
    expect(states).toEqual(['queued', 'queued', 'in_progress', 'in_progress', 'success', 'success'])
  })

  test('the outcome is the branch’s where one is set, else the default; updates deploy main', () => {
    const deployments = service({ deployOutcomes: { main: 'failure', 'docs/ok': 'success' } })
    const updated = idOf(deployments.handle(call('deploy.update', {})))
    const ok = idOf(previewOf(deployments, 'docs/ok'))
    deployments.settings.deployOutcome = 'failure'
    const other = idOf(previewOf(deployments, 'docs/other'))
    now = T0 + 3000
    expect([
      stateOf(deployments, updated),
      stateOf(deployments, ok),
      stateOf(deployments, other),
    ]).toEqual(['failure', 'success', 'failure'])
  })

  test('a stuck deployment stays in progress until finished; finishing ends it now', () => {
    const deployments = service({ deployOutcome: 'stuck' })
    const id = idOf(previewOf(deployments, 'docs/slow'))
    now = T0 + 86_400_000
    expect(stateOf(deployments, id)).toBe('in_progress')
    const deployment = deployments.deployments.get(id)
    if (deployment === undefined) throw new Error('no deployment')
    deployments.finish(deployment, 'failure')
    expect(deploymentStateAt(deployment, now)).toBe('failure')
    expect(deployments.view(deployment).endedAt).toBe(new Date(now).toISOString())
  })

  test('durations changed later apply to new deployments only', () => {
    const deployments = service()
    const before = idOf(previewOf(deployments, 'a'))
    expect(deployments.change({ deployQueuedMs: 0, deployInProgressMs: 10_000 })).toBeUndefined()
    const after = idOf(previewOf(deployments, 'b'))
    now = T0 + 5000
    expect([stateOf(deployments, before), stateOf(deployments, after)]).toEqual([
      'success',
      'in_progress',
    ])
  })

  test('the logs grow with the state, and a failure ends with what failed', () => {
    const deployments = service({ deployOutcome: 'failure' })
    const id = idOf(previewOf(deployments, 'docs/x'))
    const logs = [0, 1000, 3000].map((at) => {
      now = T0 + at
      const body = deployments.handle(call('deploy.status', { statusId: id })).body
      return (body as { logs: string[] }).logs
    })
    expect(logs.map((lines) => lines.length)).toEqual([1, 4, 6])
    expect(logs[2]?.at(-1)).toBe('Build failed: 1 error in guides/webhooks.mdx')
  })

  test('the control API refuses a negative duration, an unknown outcome and an unknown setting', () => {
    const deployments = service()
    expect(deployments.change({ deployQueuedMs: -1 })).toMatch(
      /^invalid deployment settings: deployQueuedMs: /,
    )
    expect(deployments.change({ deployOutcomes: { main: 'broken' } })).toMatch(
      /deployOutcomes\.main/,
    )
    expect(deployments.change({ plan: 'free' })).toMatch(/plan: Invalid key/)
    expect(deployments.change({ automations: { a: {} } })).toMatch(/automations\.a\.scheduled/)
    expect(deployments.settings).toEqual(service().settings)
  })

  test('a reset forgets deployments and goes back to the settings it started with', () => {
    const deployments = service()
    deployments.change({ previewsAvailable: false })
    previewOf(deployments, 'a')
    deployments.handle(call('deploy.update', {}))
    deployments.reset()
    expect(deployments.deployments.size).toBe(0)
    expect(deployments.settings.previewsAvailable).toBe(true)
    expect(previewOf(deployments, 'a').status).toBe(202)
  })

  test('automations: 404 unknown, 400 not scheduled or not active, 202 scheduled', () => {
    const deployments = service({
      automations: {
        nightly: { scheduled: true },
        paused: { scheduled: true, active: false },
        'on-merge': { scheduled: false },
      },
    })
    const run = (id: string) =>
      deployments.handle(call('deploy.automation', { workflowSchemaId: id })).status
    expect(['nightly', 'paused', 'on-merge', 'gone', 'toString'].map(run)).toEqual([
      202, 400, 400, 404, 404,
    ])
  })

  test('a branch becomes a DNS-safe slug of the preview URL', () => {
    expect(branchSlug('Feature/New_Page!')).toBe('feature-new-page')
    expect(branchSlug('///')).toBe('branch')
    expect(branchSlug('x'.repeat(80))).toHaveLength(40)
  })
})

describe("the preview endpoint's limit: 5 a minute for the organization, sliding", () => {
  test('the sixth in a minute gets 429 with Retry-After until the oldest is a minute old', () => {
    const deployments = service()
    for (let i = 0; i < 5; i++) {
      now = T0 + i * 10_000
      expect(previewOf(deployments, `b${i}`).status).toBe(202)
    }
    now = T0 + 50_000
    expect(previewOf(deployments, 'b5')).toMatchObject({
      status: 429,
      headers: { 'retry-after': '10' },
    })
    now = T0 + 59_999
    expect(previewOf(deployments, 'b5').headers).toEqual({ 'retry-after': '1' })
    now = T0 + 60_000
    expect(previewOf(deployments, 'b5').status).toBe(202)
    // The window slides: the use at 10 s is next to free up.
    now = T0 + 60_001
    expect(previewOf(deployments, 'b6')).toMatchObject({
      status: 429,
      headers: { 'retry-after': '10' },
    })
  })

  test('refused previews count too, another project shares the budget, updates do not', () => {
    const deployments = service({ previewsAvailable: false, previewRateLimit: 2 })
    expect(previewOf(deployments, 'a').status).toBe(403)
    expect(deployments.handle(call('deploy.preview', {}, {})).status).toBe(400)
    const other = deployments.handle(call('deploy.preview', { projectId: 'q' }, { branch: 'a' }))
    expect(other.status).toBe(429)
    expect(deployments.handle(call('deploy.update', {})).status).toBe(202)
  })

  test('no Retry-After when the emulator is told to send none', () => {
    const deployments = service({ previewRateLimit: 0, retryAfterHeader: false })
    expect(previewOf(deployments, 'a')).toMatchObject({ status: 429, headers: {} })
  })
})

/** A PNG read back: its header, its rows' pixels (filter 0 each), every chunk's CRC checked. */
function decodePng(png: Buffer): { width: number; height: number; pixels: Buffer[] } {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
  const chunks: { type: string; data: Buffer }[] = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    const data = png.subarray(at + 8, at + 8 + length)
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)))
    chunks.push({ type, data })
    at += 12 + length
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
  const header = chunks[0]?.data ?? Buffer.alloc(13)
  const width = header.readUInt32BE(0)
  const height = header.readUInt32BE(4)
  // 8 bits, RGB, deflate, filter method 0, no interlace.
  expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0])
  const raw = inflateSync(chunks[1]?.data ?? Buffer.alloc(0))
  expect(raw.length).toBe(height * (1 + width * 3))
  const pixels: Buffer[] = []
  for (let row = 0; row < height; row++) {
    const start = row * (1 + width * 3)
    expect(raw[start]).toBe(0)
    pixels.push(raw.subarray(start + 1, start + 1 + width * 3))
  }
  return { width, height, pixels }
}

/** The mean of a picture's channels, 0 (black) to 255 (white). */
function brightness(pixels: Buffer[]): number {
  const sum = pixels.reduce((total, row) => total + row.reduce((a, b) => a + b, 0), 0)
  return sum / pixels.reduce((total, row) => total + row.length, 0)
}

describe('screenshots are real PNG images of a docs page', () => {
  test('light and dark: valid PNGs of the stated size, which differ, the dark one darker', () => {
    const light = decodePng(screenshotPng('light', 1))
    const dark = decodePng(screenshotPng('dark', 1))
    for (const image of [light, dark]) {
      expect([image.width, image.height]).toEqual([SCREENSHOT_WIDTH, SCREENSHOT_HEIGHT])
    }
    expect(Buffer.concat(light.pixels).equals(Buffer.concat(dark.pixels))).toBe(false)
    expect(brightness(light.pixels)).toBeGreaterThan(200)
    expect(brightness(dark.pixels)).toBeLessThan(60)
    // Not one colour: a page has a bar, a sidebar, text.
    expect(new Set(light.pixels.map((row) => row.toString('hex'))).size).toBeGreaterThan(10)
  })

  test('the same seed draws the same page, another seed another', () => {
    expect(screenshotPng('light', 7).equals(screenshotPng('light', 7))).toBe(true)
    expect(screenshotPng('light', 7).equals(screenshotPng('light', 8))).toBe(false)
  })

  test("a deployment's images are served once it succeeded, and only then", () => {
    const deployments = service({ deployOutcomes: { bad: 'failure' } })
    const id = idOf(previewOf(deployments, 'docs/new-page'))
    const bad = idOf(previewOf(deployments, 'bad'))
    expect(deployments.screenshotImage(`${id}-light.png`)).toBeUndefined()
    now = T0 + 3000
    const light = deployments.screenshotImage(`${id}-light.png`)
    const dark = deployments.screenshotImage(`${id}-dark.png`)
    expect(deployments.screenshotImage(`${id}.png`)).toEqual(light)
    expect(light?.equals(dark ?? Buffer.alloc(0))).toBe(false)
    for (const file of [`${bad}.png`, `${id}.jpg`, 'nope-light.png', `${id}-sepia.png`]) {
      expect(deployments.screenshotImage(file)).toBeUndefined()
    }
  })
})
