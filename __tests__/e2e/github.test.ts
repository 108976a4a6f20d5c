import { createServer, request as httpRequest, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { describe, expect, test } from '@jest/globals'
import { EMULATOR_GITHUB_TOKEN } from '../../emulator/action-runner.ts'
import { addOwnComment, commentEnv, runAgent, tracking, withEmulator } from './harness.js'

const it = test.concurrent

describe("GitHub's API through Octokit", () => {
  it('a secondary rate limit on an edit is waited out: the comment still ends finished', async () => {
    await withEmulator({}, async (emulator) => {
      // The first edit (the job's status) and the one after it hit the secondary limit.
      emulator.faults.add({ op: 'github.update-comment', kind: 'secondary-rate-limit', times: 2 })
      const run = await runAgent(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(run.code).toBe(0)
      expect(tracking(emulator)).toMatchObject({ count: 1, state: 'finished' })
      expect(tracking(emulator).body).toContain('### ✅')
      const edits = emulator.requestsTo('github.update-comment')
      expect(edits.slice(0, 2).map((r) => r.result)).toEqual([403, 403])
      expect(edits.at(-1)?.result).toBe(200)
      expect(run.stdout).toMatch(
        /Updating comment \d+: HTTP 403, GitHub's rate limit; retrying in 1 s\./,
      )
      expect(run.stdout).not.toMatch(/Could not update the tracking comment/)
    })
  })

  it('reactions answer as GitHub does: two concurrent POSTs get one 201 and one 200, the same reaction', async () => {
    await withEmulator({}, async (emulator) => {
      const post = () =>
        fetch(`${emulator.url}/repos/acme/docs/issues/comments/5001/reactions`, {
          method: 'POST',
          headers: { authorization: 'token t', 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'eyes' }),
        }).then(async (r) => ({ status: r.status, body: await r.json() }))
      const answers = await Promise.all([post(), post()])
      expect(answers.map((a) => a.status).sort()).toEqual([200, 201])
      expect(answers[0]?.body).toEqual(answers[1]?.body)
      expect(answers[0]?.body).toMatchObject({
        content: 'eyes',
        user: { login: 'github-actions[bot]' },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })
      expect(emulator.github.reactions).toHaveLength(1)
    })
  })

  it('a GitHub Enterprise Server API URL keeps its /api/v3 prefix; GraphQL is at /api/graphql', async () => {
    await withEmulator({}, async (emulator) => {
      // An earlier request's comment of the action's: reading it asks who the token is.
      addOwnComment(emulator, 1, '<!-- docs-agent-action failed request=comment%3A4000 -->\nFailed')
      const run = await runAgent(
        emulator,
        {},
        { ...commentEnv('@docs-agent add a quickstart'), GITHUB_API_URL: `${emulator.url}/api/v3` },
      )
      expect(run.code).toBe(0)
      expect(tracking(emulator)).toMatchObject({ count: 2, state: 'finished' })
      const github = emulator.requests.filter((r) => r.op.startsWith('github.'))
      const rest = github.filter((r) => r.op !== 'github.graphql')
      expect(rest.length).toBeGreaterThan(3)
      expect(rest.every((r) => r.path.startsWith('/api/v3/repos/acme/docs/'))).toBe(true)
      // Who the token is, asked once where GHES serves GraphQL (beside REST's /api/v3).
      expect(github.filter((r) => r.op === 'github.graphql').map((r) => r.path)).toEqual([
        '/api/graphql',
      ])
    })
  })

  it('every request carries the workflow token', async () => {
    await withEmulator({ githubTokens: { [EMULATOR_GITHUB_TOKEN]: 'write' } }, async (emulator) => {
      const run = await runAgent(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(run.code).toBe(0)
      expect(tracking(emulator)).toMatchObject({ count: 1, state: 'finished' })
      const github = emulator.requests.filter((r) => r.op.startsWith('github.'))
      expect(github.every((r) => r.result !== 401)).toBe(true)
    })
  })

  it("a proxy from HTTP_PROXY carries both GitHub's and the service's requests", async () => {
    await withEmulator({}, async (emulator) => {
      const port = new URL(emulator.url).port
      // Names only the proxy can resolve: a request that bypassed it could not connect at all.
      const proxy = await startProxy({ 'github.test': '127.0.0.1', 'service.test': '127.0.0.1' })
      try {
        const run = await runAgent(
          { url: `http://service.test:${port}` },
          {},
          {
            ...commentEnv('@docs-agent add a quickstart'),
            GITHUB_API_URL: `http://github.test:${port}`,
            HTTP_PROXY: proxy.url,
          },
        )
        expect(run.code).toBe(0)
        expect(tracking(emulator)).toMatchObject({ count: 1, state: 'finished' })
        expect(new Set(proxy.seen)).toEqual(
          new Set([`github.test:${port}`, `service.test:${port}`]),
        )
        expect(emulator.requestsTo('agent.create')).toHaveLength(1)
      } finally {
        await proxy.close()
      }
    })
  })
})

/**
 * A loopback HTTP proxy for tests: forwards CONNECT tunnels and absolute-form requests to the
 * address `hosts` gives each host name, and records each `host:port` it was asked for.
 */
async function startProxy(
  hosts: Record<string, string>,
): Promise<{ url: string; seen: string[]; close: () => Promise<void> }> {
  const seen: string[] = []
  const address = (host: string): string => hosts[host] ?? host
  const server: Server = createServer((req, res) => {
    const target = new URL(req.url ?? '/')
    seen.push(target.host)
    const forward = httpRequest(
      {
        host: address(target.hostname),
        port: target.port,
        method: req.method,
        path: target.pathname + target.search,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  server.on('connect', (req, client, head) => {
    const [host = '', port = '80'] = (req.url ?? '').split(':')
    seen.push(`${host}:${port}`)
    const upstream = connect(Number(port), address(host), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
