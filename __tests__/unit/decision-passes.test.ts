import { writeFileSync } from 'node:fs'
import { afterAll, afterEach, describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { makePlan } from '../../src/agent/decide/make-plan.js'
import type { RequestKind } from '../../src/agent/decide/request-kind.js'
import { REQUEST_KINDS } from '../../src/agent/triggers/request-kinds.js'
import { renderMarker } from '../../src/agent/github/marker.js'
import { agentClients, GITHUB, REPO } from './fixtures/agent-clients.js'
import { ownComment } from './fixtures/github.js'
import { INPUTS } from './fixtures/inputs.js'
import { runContext } from './fixtures/run-context.js'
import { onlyIntercepted } from './intercepted.js'
import { fakeClock } from './step.js'

// The decision is made in one pass (decide.ts): makePlan starts decide once per request and
// resumes it after each fact it asks for, never starts it over. A pass reads the event through
// the kinds of request (request-reading.ts readRequest), so the passes are counted as the reads
// of the first kind, for the three paths that once restarted most: a claim won, a claim lost
// (which looks at the thread again and again) and a daily limit reached.
let passes = 0
const [first, ...rest] = REQUEST_KINDS as [RequestKind, ...RequestKind[]]
const kinds: RequestKind[] = [
  {
    ...first,
    read: (event) => {
      passes++
      return first.read(event)
    },
  },
  ...rest,
]

onlyIntercepted()
// `npm run structure` (scripts/structure.ts) prints what each case counted.
const counted: Record<string, number> = {}
afterEach(() => {
  const name = expect.getState().currentTestName ?? ''
  counted[name.replace(`${PER_REQUEST} `, '').replace(/:.*$/, '')] = passes
  passes = 0
})
afterAll(() => {
  const report = process.env.DECISION_PASSES_REPORT
  if (report !== undefined) writeFileSync(report, JSON.stringify(counted))
})

const NOW = new Date(Date.UTC(2026, 0, 1)).toISOString()
const COMMENTS = `${REPO}/issues/3/comments`
const CLAIM = `${REPO}/issues/comments/11/reactions`
const context = runContext('issue_comment', {
  action: 'created',
  comment: { id: 11, body: '@docs-agent add a [FAQ](faq.md)' },
  issue: { number: 3, title: 'Docs', body: '', html_url: 'https://github.com/acme/docs/issues/3' },
  sender: { login: 'writer', type: 'User' },
})

function writer(): nock.Scope {
  return nock(GITHUB)
    .get(`${REPO}/collaborators/writer/permission`)
    .reply(200, { permission: 'write', role_name: 'write' })
    .get(COMMENTS)
    .query(true)
    .reply(200, [])
}

async function planned(inputs: Partial<typeof INPUTS> = {}) {
  const clock = fakeClock()
  const { github } = agentClients(clock)
  return makePlan(kinds, { ...INPUTS, ...inputs }, context, github, () => {}, clock)
}

const PER_REQUEST = 'the decision is made in one pass per request'
describe(PER_REQUEST, () => {
  test('a claim won: one pass, though it read the role, the thread, the parsers and the claim', async () => {
    writer().post(CLAIM).reply(201, { id: 5, created_at: NOW })
    await expect(planned()).resolves.toMatchObject({ kind: 'run', claimed: true })
    expect(passes).toBe(1)
  })

  test('a claim lost, looked for eleven times: one pass', async () => {
    writer()
      .post(CLAIM)
      .reply(200, { id: 5, created_at: NOW })
      .get(COMMENTS)
      .query(true)
      .times(11)
      .reply(200, [])
    await expect(planned()).resolves.toMatchObject({ kind: 'skip' })
    expect(passes).toBe(1)
  })

  test('a daily limit reached: one pass', async () => {
    const sent = ownComment(
      {
        id: 40,
        body: `${renderMarker({ job: 'job-1', request: 'comment:9', sentBy: 'writer', sentAt: Date.parse(NOW) - 60_000 })}\nworking`,
        created_at: NOW,
      },
      { kind: 'issue', number: 2 },
    )
    writer()
      .get(`${REPO}/issues/comments`)
      .query(true)
      .reply(200, [
        { ...sent, updated_at: NOW, issue_url: `https://api.github.com${REPO}/issues/2` },
      ])
      .get(`${REPO}/pulls/comments`)
      .query(true)
      .reply(200, [])
      .post(CLAIM)
      .reply(201, { id: 5, created_at: NOW })
    await expect(planned({ dailyRequestLimit: 1 })).resolves.toMatchObject({ kind: 'limited' })
    expect(passes).toBe(1)
  })
})
