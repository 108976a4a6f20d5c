import { describe, expect, test } from '@jest/globals'
import type { Emulator, EmulatorOptions } from '../../emulator/server.ts'
import { eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import {
  annotations,
  errors,
  expectCleanEnd,
  expectNoSecret,
  runDeploy,
  withEmulator,
} from './harness.js'

// The deploy action through its bundle (dist/deploy/index.js), run as a runner would against the
// emulator's deployment endpoints and its GitHub side. The harness checks every run for the key
// and the token: in the log, the outputs, the summary and every comment.

/** Deployments that take a fraction of a second: queued 0.1 s, then building 0.3 s. */
const QUICK: EmulatorOptions = { deployQueuedMs: 100, deployInProgressMs: 300 }

const withDeployments = <T>(options: EmulatorOptions, fn: (emulator: Emulator) => Promise<T>) =>
  withEmulator({ ...QUICK, ...options }, fn)

const PULL = 12
/** A pull request event on #12, whose head branch is docs/quickstart in this repository. */
const pullRequestEnv = () =>
  eventEnv(
    'pull_request',
    payload('pull_request', 'opened', (p) => {
      p.pull_request.number = PULL
      p.number = PULL
      p.pull_request.head.ref = 'docs/quickstart'
    }),
  )

const ops = (emulator: Emulator) => emulator.requests.map((r) => r.op)

/** Markup as a browser reads it: attribute values are escaped (`&#95;`) where they are written. */
const decoded = (html = '') =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

describe('every operation', () => {
  test('update: deploys, follows the status to success, sets every output', async () => {
    await withDeployments({}, async (emulator) => {
      const run = await runDeploy(emulator, {})
      expectCleanEnd(run)
      expect(run.code).toBe(0)
      const statusId = run.outputs['status-id'] ?? ''
      expect(statusId).not.toBe('')
      expect(run.outputs).toMatchObject({ status: 'success', 'preview-url': '' })
      expect(run.outputs.screenshot).toBe(
        `${emulator.url}/_emulator/screenshots/${statusId}-light.png`,
      )
      const files = JSON.parse(run.outputs['files-changed'] ?? '') as Record<string, string[]>
      expect(Object.keys(files)).toEqual(['added', 'modified', 'removed'])
      expect(run.outputs.summary).not.toBe('')
      expect(ops(emulator)[0]).toBe('deploy.update')
      expect(ops(emulator).filter((op) => op === 'deploy.update')).toHaveLength(1)
      expect(run.summary).toContain('### Docs deployment: ✅ done')
      expect(decoded(run.summary)).toContain(`src="${run.outputs.screenshot}"`)
    })
  })

  test('preview of a branch given: its URL and screenshot; no comment outside a pull request', async () => {
    await withDeployments({}, async (emulator) => {
      const run = await runDeploy(emulator, { operation: 'preview', branch: 'docs/quickstart' })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ status: 'success' })
      expect(run.outputs['preview-url']).toMatch(
        /^https:\/\/acme-.*docs-quickstart.*\.docs\.example\.com/,
      )
      expect(run.summary).toContain('(live)')
      expect(emulator.github.comments).toEqual([])
    })
  })

  test('automation: runs a scheduled one now, triggered; an unscheduled one is refused', async () => {
    await withDeployments({}, async (emulator) => {
      const run = await runDeploy(emulator, {
        operation: 'automation',
        automation: 'weekly-changelog',
      })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ status: 'triggered', 'status-id': '' })
      expect(ops(emulator)).toEqual(['deploy.automation'])
      const refused = await runDeploy(emulator, {
        operation: 'automation',
        automation: 'translate-on-merge',
      })
      expectCleanEnd(refused)
      expect(refused.code).toBe(1)
      expect(errors(refused)[0]).toMatch(
        /^Running automation translate-on-merge failed with HTTP 400/,
      )
      expect(refused.outputs).toEqual({})
    })
  })
})

describe('how a deployment can end', () => {
  test("a failed deployment fails the step with the service's summary and its last log lines", async () => {
    await withDeployments({ deployOutcomes: { main: 'failure' } }, async (emulator) => {
      const run = await runDeploy(emulator, {})
      expectCleanEnd(run)
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({ status: 'failure' })
      expect(run.outputs['status-id']).not.toBe('')
      const error = errors(run)[0] ?? ''
      expect(error).toMatch(
        /^The deployment failed \(status id [^)]+\): .+\nLast lines of its logs:\n/,
      )
      expect(error).toContain(run.outputs.summary)
    })
  })

  test('still building at timeout-minutes: the step fails, keeping status-id', async () => {
    await withDeployments({ deployOutcome: 'stuck' }, async (emulator) => {
      // 0.02 minutes: 1.2 s.
      const run = await runDeploy(emulator, { 'timeout-minutes': '0.02' })
      expectCleanEnd(run)
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({ status: 'timed-out' })
      expect(run.outputs['status-id']).not.toBe('')
      expect(errors(run)[0]).toContain('did not end within timeout-minutes (0.02)')
    })
  })

  test('wait: false: queued, one request, never followed', async () => {
    await withDeployments({}, async (emulator) => {
      const run = await runDeploy(emulator, { wait: 'false' })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ status: 'queued' })
      expect(ops(emulator)).toEqual(['deploy.update'])
    })
  })

  test('a deploy whose answer was lost (500 after acting) is never sent again', async () => {
    await withDeployments({}, async (emulator) => {
      emulator.faults.add({ op: 'deploy.update', kind: 'status-after', status: 500 })
      const run = await runDeploy(emulator, {})
      expectCleanEnd(run)
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toContain('The service may have started the deployment anyway')
      expect(ops(emulator)).toEqual(['deploy.update'])
    })
  })

  test('a plan without previews (403): the error says previews need a plan that has them', async () => {
    await withDeployments({ previewsAvailable: false }, async (emulator) => {
      const run = await runDeploy(emulator, { operation: 'preview', branch: 'docs/x' })
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toContain('previews need a plan that has them (Pro or Enterprise)')
      expect(run.outputs).toEqual({})
    })
  })
})

describe('the preview comment on a pull request', () => {
  test('created by the first run, edited by the second; a fake marker is left alone', async () => {
    await withDeployments({}, async (emulator) => {
      // Someone typed the marker into a comment of their own: it must not pass for ours.
      const fake = emulator.github.addComment(REPOSITORY, PULL, '<!-- docs-deploy-preview --> hi')
      const env = pullRequestEnv()
      const first = await runDeploy(emulator, { operation: 'preview' }, env)
      expect(first.code).toBe(0)
      const bots = () =>
        emulator.github.thread(REPOSITORY, PULL).filter((c) => c.user.type === 'Bot')
      expect(bots()).toHaveLength(1)
      const comment = bots()[0]
      expect(comment?.body).toContain('<code>docs/quickstart</code>')
      expect(comment?.body).toContain(`<a href="${first.outputs['preview-url']}">`)
      expect(comment?.body).toContain('(live)')
      expect(decoded(comment?.body)).toContain(`src="${first.outputs.screenshot}"`)
      const second = await runDeploy(emulator, { operation: 'preview' }, env)
      expect(second.code).toBe(0)
      expect(second.outputs['status-id']).not.toBe(first.outputs['status-id'])
      expect(bots().map((c) => c.id)).toEqual([comment?.id])
      expect(decoded(bots()[0]?.body)).toContain(`src="${second.outputs.screenshot}"`)
      expect(emulator.requestsTo('github.create-comment')).toHaveLength(1)
      expect(emulator.github.thread(REPOSITORY, PULL).find((c) => c.id === fake.id)?.body).toBe(
        '<!-- docs-deploy-preview --> hi',
      )
      // The same preview URL both times: a redeploy, not a second preview.
      expect(second.outputs['preview-url']).toBe(first.outputs['preview-url'])
    })
  })

  test("a person's token: its comment is found again by its login; another person's is left alone", async () => {
    const pat = 'ghp_e2e0person0token0000000000000000000'
    await withDeployments({ people: { [pat]: 'octocat' } }, async (emulator) => {
      // Someone else typed the marker into a comment of their own.
      const fake = emulator.github.addComment(REPOSITORY, PULL, '<!-- docs-deploy-preview --> hi', {
        login: 'mallory',
        type: 'User',
      })
      const inputs = { operation: 'preview', 'github-token': pat }
      const runs = [
        await runDeploy(emulator, inputs, pullRequestEnv()),
        await runDeploy(emulator, inputs, pullRequestEnv()),
      ]
      for (const run of runs) {
        expect(run.code).toBe(0)
        expect(annotations(run, 'warning')).toEqual([])
        expectNoSecret(run, pat)
      }
      const mine = emulator.github
        .thread(REPOSITORY, PULL)
        .filter((c) => c.user.login === 'octocat')
      expect(mine).toHaveLength(1)
      expect(decoded(mine[0]?.body)).toContain(`src="${runs[1]?.outputs.screenshot}"`)
      expect(emulator.requestsTo('github.create-comment')).toHaveLength(1)
      // Who the token acts as (GraphQL's viewer): asked once a run finds a comment with the marker.
      expect(emulator.requestsTo('github.graphql')).toHaveLength(2)
      expect(emulator.github.thread(REPOSITORY, PULL).find((c) => c.id === fake.id)?.body).toBe(
        '<!-- docs-deploy-preview --> hi',
      )
      expect(JSON.stringify(emulator.github.comments)).not.toContain(pat)
    })
  })

  test('a cancelled run (SIGTERM): the comment says it stopped waiting; status-id is kept', async () => {
    await withDeployments({ deployOutcome: 'stuck' }, async (emulator) => {
      const run = await runDeploy(emulator, { operation: 'preview' }, pullRequestEnv(), {
        interrupt: { pattern: /^Queued the preview/m, signal: 'SIGTERM' },
      })
      expectCleanEnd(run)
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toMatch(
        /^The run was stopped \(SIGTERM\) while waiting for the preview of docs\/quickstart \(status id [^)]+\); the service goes on with it\.$/,
      )
      expect(run.outputs['status-id']).not.toBe('')
      const bots = emulator.github.thread(REPOSITORY, PULL).filter((c) => c.user.type === 'Bot')
      expect(bots).toHaveLength(1)
      expect(bots[0]?.body).toContain('(still building when this run stopped waiting)')
    })
  })

  test('a status that cannot be read ends the wait: the comment says this run stopped waiting', async () => {
    await withDeployments({}, async (emulator) => {
      emulator.faults.add({
        op: 'deploy.status',
        kind: 'status',
        status: 401,
        body: { error: 'Unauthorized' },
      })
      const run = await runDeploy(emulator, { operation: 'preview' }, pullRequestEnv())
      expectCleanEnd(run)
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toMatch(/^Stopped following the preview of docs\/quickstart/)
      const bots = emulator.github.thread(REPOSITORY, PULL).filter((c) => c.user.type === 'Bot')
      expect(bots).toHaveLength(1)
      expect(bots[0]?.body).toContain('(still building when this run stopped waiting)')
    })
  })

  test('a create whose answer was lost (502) is looked for, not posted again', async () => {
    await withDeployments({}, async (emulator) => {
      emulator.faults.add({ op: 'github.create-comment', kind: 'status-after', status: 502 })
      const run = await runDeploy(emulator, { operation: 'preview' }, pullRequestEnv())
      expectCleanEnd(run)
      expect(run.code).toBe(0)
      expect(emulator.requestsTo('github.create-comment')).toHaveLength(1)
      const bots = emulator.github.thread(REPOSITORY, PULL).filter((c) => c.user.type === 'Bot')
      expect(bots).toHaveLength(1)
      expect(bots[0]?.body).toContain('(live)')
      expect(annotations(run, 'warning')).toEqual([])
    })
  })
})

describe('a bad input fails before any request, naming the input and quoting the value', () => {
  test.each([
    [
      { operation: 'deploy' },
      `Input 'operation' must be one of update, preview, automation; got "deploy".`,
    ],
    [{ operation: 'preview', branch: 'a b' }, `Input 'branch' must be a branch name`],
    [{ operation: 'preview' }, `Input 'branch' is empty, and this run has no branch to preview`],
    [
      { operation: 'automation' },
      `Input 'automation' is required when 'operation' is "automation", and was empty`,
    ],
    [
      { automation: 'weekly-changelog' },
      `Input 'automation' applies only to operation automation, not update; got "weekly-changelog".`,
    ],
    [{ wait: 'soon' }, `Input 'wait' must be 'true' or 'false'; got "soon".`],
    [
      { 'timeout-minutes': '0' },
      `Input 'timeout-minutes' must be a number of minutes greater than 0 and at most 360; got "0".`,
    ],
    [
      { 'poll-interval': '1e3' },
      `Input 'poll-interval' must be a number of seconds greater than 0 and at most 3600; got "1e3".`,
    ],
    [{ comment: 'always' }, `Input 'comment' must be 'true' or 'false'; got "always".`],
  ])('%j', async (inputs, message) => {
    await withDeployments({}, async (emulator) => {
      const run = await runDeploy(emulator, inputs)
      expectCleanEnd(run)
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toContain(message)
      expect(run.outputs).toEqual({})
      expect(emulator.requests).toHaveLength(0)
    })
  })
})
