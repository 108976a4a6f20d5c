import { describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { createGitHubClient } from '../../src/shared/github/github-client.js'
import { logLocation, logTail } from '../../src/shared/github/job-logs.js'
import { ApiError } from '../../src/shared/http/errors.js'
import { httpClientFetch } from '../../src/shared/http/http-client-fetch.js'
import { github, interceptGitHub, NOW, setup, TOKEN } from './fixtures/github.js'

interceptGitHub()

const REPO = '/api/v3/repos/acme/docs'
const NEXT = { link: '<http://github.example.test/api/v3/x?page=2>; rel="next"' }
const LOG_HOST = 'https://logs.example.test'
const SIGNED = '/results/job-logs.txt?sig=s3cr3t-signature'
const BUDGET = { lines: 50, bytes: 10_000 }

const job = (id: number, conclusion: string | null, steps: unknown = []) => ({
  id,
  name: `job ${id}`,
  conclusion,
  html_url: `https://github.com/acme/docs/actions/runs/5/job/${id}`,
  steps,
})
const step = (number: number, conclusion: string | null, name = `step ${number}`) => ({
  number,
  name,
  status: 'completed',
  conclusion,
})

describe('the jobs of a failed workflow run', () => {
  const jobs = (page: number) =>
    github().get(`${REPO}/actions/runs/5/jobs`).query({ filter: 'latest', per_page: 100, page })

  test('the failed and timed-out jobs of the latest attempt, across pages, each with its failed steps', async () => {
    const { client } = setup()
    jobs(1).reply(
      200,
      {
        total_count: 4,
        jobs: [
          job(1, 'success', [step(1, 'success')]),
          job(2, 'failure', [
            step(1, 'success'),
            step(2, 'failure', 'Check links'),
            step(3, 'skipped'),
          ]),
        ],
      },
      NEXT,
    )
    jobs(2).reply(200, { total_count: 4, jobs: [job(3, 'cancelled'), job(4, 'timed_out', null)] })
    await expect(client.failedJobs(5)).resolves.toEqual([
      {
        id: 2,
        name: 'job 2',
        conclusion: 'failure',
        htmlUrl: 'https://github.com/acme/docs/actions/runs/5/job/2',
        failedSteps: [{ number: 2, name: 'Check links', conclusion: 'failure' }],
      },
      {
        id: 4,
        name: 'job 4',
        conclusion: 'timed_out',
        htmlUrl: 'https://github.com/acme/docs/actions/runs/5/job/4',
        failedSteps: [],
      },
    ])
    expect(nock.pendingMocks()).toEqual([])
  })

  test('read forgivingly: a job without an id is skipped, one without a name or steps named by its id', async () => {
    const { client } = setup()
    jobs(1).reply(200, {
      jobs: [
        { name: 'no id', conclusion: 'failure' },
        null,
        {
          id: 9,
          conclusion: 'failure',
          steps: [
            null,
            { number: 'two', conclusion: 'failure' },
            { number: 3, conclusion: 'failure' },
          ],
        },
      ],
    })
    await expect(client.failedJobs(5)).resolves.toEqual([
      {
        id: 9,
        name: 'job 9',
        conclusion: 'failure',
        htmlUrl: undefined,
        failedSteps: [{ number: 3, name: 'step 3', conclusion: 'failure' }],
      },
    ])
  })

  test('an unknown run, and a token without actions: read, say so', async () => {
    const { client } = setup()
    jobs(1).reply(404, { message: 'Not Found' })
    await expect(client.failedJobs(5)).rejects.toThrow(
      'Listing the jobs of workflow run 5 failed with HTTP 404: workflow run 5 was not found in acme/docs.',
    )
    jobs(1).reply(403, { message: 'Resource not accessible by integration' })
    await expect(client.failedJobs(5)).rejects.toThrow('`permissions: { actions: read }`')
  })
})

describe("a check run's annotations", () => {
  test('the first ones, up to the limit, with their files, lines and messages; one without a path is left out', async () => {
    const { client } = setup()
    github()
      .get(`${REPO}/check-runs/2/annotations`)
      .query({ per_page: 2 })
      .reply(200, [
        {
          path: 'quickstart.mdx',
          start_line: 12,
          end_line: 12,
          annotation_level: 'failure',
          title: 'Broken link',
          message: '/api/ref does not exist',
          raw_details: null,
        },
        { message: 'no path' },
        { path: '.github', message: 'third' },
      ])
    await expect(client.checkRunAnnotations(2, 2)).resolves.toEqual([
      {
        path: 'quickstart.mdx',
        startLine: 12,
        endLine: 12,
        level: 'failure',
        title: 'Broken link',
        message: '/api/ref does not exist',
        rawDetails: undefined,
      },
    ])
  })

  test('an unknown check run says so, with the permission a 403 needs', async () => {
    const { client } = setup()
    const annotations = () => github().get(`${REPO}/check-runs/2/annotations`).query(true)
    annotations().reply(404, { message: 'Not Found' })
    await expect(client.checkRunAnnotations(2, 50)).rejects.toThrow(
      'check run 2 was not found in acme/docs',
    )
    annotations().reply(403, { message: 'Resource not accessible by integration' })
    await expect(client.checkRunAnnotations(2, 50)).rejects.toThrow('{ checks: read }')
  })
})

describe("a job's log", () => {
  const LOG = [
    '2026-11-22T11:59:00.0000000Z ##[group]Run npm run check-links',
    '2026-11-22T11:59:00.1000000Z ##[endgroup]',
    '2026-11-22T11:59:01.0000000Z quickstart.mdx: 404 /api/ref',
    '2026-11-22T11:59:01.1000000Z ##[error]Process completed with exit code 1.',
  ]
  /** GitHub's API, asked with the token, answering with the log's signed URL. */
  const redirect = (location = `${LOG_HOST}${SIGNED}`) =>
    nock('http://github.example.test', { reqheaders: { authorization: `token ${TOKEN}` } })
      .get(`${REPO}/actions/jobs/7/logs`)
      .reply(302, '', { location })

  test('follows the redirect to the log host without the token, and keeps the last lines', async () => {
    const { client } = setup()
    redirect()
    const host = nock(LOG_HOST, { badheaders: ['authorization'] })
      .get(SIGNED)
      .reply(200, LOG.join('\n') + '\n', { 'content-type': 'text/plain' })
    await expect(client.jobLog(7, { lines: 2, bytes: 10_000 })).resolves.toEqual({
      kind: 'log',
      lines: LOG.slice(2),
      cut: true,
    })
    expect(host.isDone()).toBe(true)
    redirect()
    nock(LOG_HOST).get(SIGNED).reply(200, LOG.join('\r\n'))
    await expect(client.jobLog(7, BUDGET)).resolves.toEqual({ kind: 'log', lines: LOG, cut: false })
  })

  test('a token sent to the log host would get no log there (the check above can fail)', async () => {
    nock(LOG_HOST, { badheaders: ['authorization'] })
      .get(SIGNED)
      .reply(200, 'log')
    const answer = await httpClientFetch(`${LOG_HOST}${SIGNED}`, {
      headers: { authorization: 't' },
    })
    // Nock's answer to a request no interceptor takes.
    expect(answer.status).toBe(501)
  })

  test('a log over the byte budget keeps only whole lines from its end', async () => {
    const { client } = setup()
    redirect()
    const long = Array.from({ length: 2000 }, (_, i) => `line ${i} ${'x'.repeat(40)}`)
    nock(LOG_HOST)
      .get(SIGNED)
      .reply(200, long.join('\n') + '\n')
    const log = await client.jobLog(7, { lines: 1000, bytes: 500 })
    expect(log).toMatchObject({ kind: 'log', cut: true })
    const lines = log.kind === 'log' ? log.lines : []
    expect(lines.at(-1)).toBe(long.at(-1))
    expect(lines.every((line) => long.includes(line))).toBe(true)
    expect(Buffer.byteLength(lines.join('\n'))).toBeLessThanOrEqual(500)
    // 51 bytes a line with its newline: 9 whole ones in 500, the part of a tenth left out.
    expect(lines).toEqual(long.slice(-9))
  })

  test('an unknown job is an error that names it; an expired log is `expired`', async () => {
    const { client } = setup()
    const logs = () => github().get(`${REPO}/actions/jobs/7/logs`)
    logs().reply(404, { message: 'Not Found' })
    await expect(client.jobLog(7, BUDGET)).rejects.toThrow(
      'Reading the log of job 7 failed with HTTP 404: job 7 was not found in acme/docs.',
    )
    logs().reply(410, { message: 'Server Error', status: '410' })
    await expect(client.jobLog(7, BUDGET)).resolves.toEqual({ kind: 'expired' })
  })

  test("the log host's refusal (a signature past its minute) is an error that never quotes the signed URL", async () => {
    const { client } = setup()
    redirect()
    nock(LOG_HOST).get(SIGNED).reply(403, 'AuthenticationFailed')
    const error = await client.jobLog(7, BUDGET).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(
      'Reading the log of job 7 failed: the log host answered HTTP 403.',
    )
  })

  test('a log host that does not answer within the timeout is an error that says so', async () => {
    const { client } = setup()
    redirect()
    nock(LOG_HOST).get(SIGNED).delay(2000).reply(200, 'late')
    await expect(client.jobLog(7, BUDGET)).rejects.toThrow(
      'Reading the log of job 7 failed: no answer within 500 ms.',
    )
  })

  test('a redirect to a plain-http host elsewhere is not followed, nor a URL with credentials', async () => {
    const { client } = setup()
    redirect('http://logs.example.test/job-logs.txt')
    await expect(client.jobLog(7, BUDGET)).rejects.toThrow(
      "Reading the log of job 7 failed: GitHub's API redirected to a http URL.",
    )
    redirect('https://user:pass@logs.example.test/job-logs.txt')
    await expect(client.jobLog(7, BUDGET)).rejects.toThrow('redirected to a URL with credentials')
    redirect('')
    await expect(client.jobLog(7, BUDGET)).rejects.toThrow('redirected without a Location')
    expect(nock.pendingMocks()).toEqual([])
  })

  test("on github.com, only to GitHub's log hosts", async () => {
    const client = createGitHubClient(
      {
        apiUrl: 'https://api.github.com',
        token: TOKEN,
        owner: 'acme',
        repo: 'docs',
        timeoutMs: 500,
      },
      { clock: { now: () => NOW, sleep: () => Promise.resolve() }, random: () => 1 },
    )
    const blob = 'https://productionresultssa3.blob.core.windows.net'
    nock('https://api.github.com')
      .get('/repos/acme/docs/actions/jobs/7/logs')
      .reply(302, '', { location: `${blob}${SIGNED}` })
    nock(blob, { badheaders: ['authorization'] })
      .get(SIGNED)
      .reply(200, 'done\n')
    await expect(client.jobLog(7, BUDGET)).resolves.toEqual({
      kind: 'log',
      lines: ['done'],
      cut: false,
    })
    nock('https://api.github.com')
      .get('/repos/acme/docs/actions/jobs/7/logs')
      .reply(302, '', { location: `https://collector.example.test${SIGNED}` })
    await expect(client.jobLog(7, BUDGET)).rejects.toThrow(
      "to collector.example.test, which is not one of GitHub's log hosts",
    )
  })
})

describe('where a log may be read from', () => {
  test.each([
    [
      'https://pipelines.actions.githubusercontent.com/x/signedlogcontent?sig=1',
      'https://api.github.com',
      true,
    ],
    [
      'https://productionresultssa12.blob.core.windows.net/actions-results/x',
      'https://api.github.com',
      true,
    ],
    [
      'https://productionresultssa12.blob.core.windows.net.example.test/x',
      'https://api.github.com',
      false,
    ],
    ['https://example.blob.core.windows.net/x', 'https://api.github.com', false],
    ['https://minio.corp.example/actions/x', 'https://ghes.corp.example/api/v3', true],
    ['http://minio.corp.example/actions/x', 'https://ghes.corp.example/api/v3', false],
    ['/_emulator/logs/7', 'http://127.0.0.1:4010', true],
    ['http://127.0.0.1:4010/_emulator/logs/7', 'http://127.0.0.1:4010', true],
    ['http://127.0.0.1:4011/_emulator/logs/7', 'http://127.0.0.1:4010', false],
  ])('%s from %s: %s', (location, apiUrl, followed) => {
    const read = () => logLocation(location, apiUrl, 7)
    if (followed) expect(read).not.toThrow()
    else expect(read).toThrow(ApiError)
  })
})

describe("a log's end within the budget", () => {
  const budget = (bytes: number, lines = 100) => ({ lines, bytes })
  const tail = (log: string, bytes: number, lines?: number) => {
    const all = Buffer.from(log)
    return logTail(
      all.subarray(Math.max(0, all.length - bytes - 1)),
      all.length,
      budget(bytes, lines),
    )
  }

  test('a cut at a line boundary keeps that whole line; elsewhere the part line is left out', () => {
    expect(tail('aaa\nbbb\nccc\n', 8)).toEqual({ lines: ['bbb', 'ccc'], cut: true })
    expect(tail('aaa\nbbb\nccc\n', 7)).toEqual({ lines: ['ccc'], cut: true })
    expect(tail('aaa\nbbb\nccc\n', 12)).toEqual({ lines: ['aaa', 'bbb', 'ccc'], cut: false })
  })

  test('one line longer than the budget keeps its end; an empty log has no lines', () => {
    expect(tail('0123456789', 4)).toEqual({ lines: ['6789'], cut: true })
    expect(tail('', 4)).toEqual({ lines: [], cut: false })
  })

  test('the line limit applies after the byte budget', () => {
    expect(tail('a\nb\nc\nd\n', 100, 2)).toEqual({ lines: ['c', 'd'], cut: true })
  })
})
