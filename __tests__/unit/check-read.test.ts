import { describe, expect, test } from '@jest/globals'
import type { CommitPull, GitHubClient } from '../../src/shared/github/github-client.js'
import { readPull } from '../../src/check/check-read.js'

// Which base a pull request's head is judged from: the agent's own, whenever the head is a
// commit of the agent's pull request (issue #52), with or without `check-all`.
const [AGENT_BASE, CHOSEN_BASE, HEAD] = ['a', 'b', 'c'].map((c) => c.repeat(40)) as [
  string,
  string,
  string,
]
const AGENT = 'mintlify[bot]'

/** A GitHub whose commit HEAD is held by `pulls`; records the comparisons asked for. */
function github(pulls: CommitPull[]) {
  const compared: string[] = []
  const client = {
    commitPulls: () => Promise.resolve({ pulls, complete: true }),
    pullRequestEnds: (number: number) =>
      Promise.resolve({ number, headSha: HEAD, baseSha: CHOSEN_BASE, changedFiles: 1 }),
    changeAtEnds: (base: string, head: string) => {
      compared.push(`${base.slice(0, 1)}...${head.slice(0, 1)}`)
      return Promise.resolve({ kind: 'change', files: [], complete: true })
    },
  }
  return { client: client as unknown as GitHubClient, compared }
}

const subject = (author: string, judged: boolean) =>
  ({ kind: 'pull', number: 9, headSha: HEAD, baseSha: CHOSEN_BASE, author, judged }) as const
const agentsPull = (baseSha: string): CommitPull => ({
  number: 4,
  author: AGENT,
  headSha: HEAD,
  baseSha,
  state: 'open',
})

describe("readPull: an outsider's pull request at the agent's commit", () => {
  test.each([
    ['without check-all', false],
    ['with check-all', true],
  ])('%s: judged from the agent’s base, as the agent’s change', async (_, checkAll) => {
    const { client, compared } = github([agentsPull(AGENT_BASE)])
    const inputs = { agentLogins: [AGENT], checkAll }
    const read = await readPull({ inputs, github: client }, subject('stranger', checkAll))
    expect(compared).toEqual(['a...c'])
    expect(read).toMatchObject({ kind: 'files', asPull: 4, ends: { baseSha: AGENT_BASE } })
  })

  test('check-all, no agent pull request holds it: judged as it is, from its own base', async () => {
    const { client, compared } = github([])
    const inputs = { agentLogins: [AGENT], checkAll: true }
    await readPull({ inputs, github: client }, subject('stranger', true))
    expect(compared).toEqual(['b...c'])
  })

  test("an agent's pull request GitHub names no base of: not read, never passed", async () => {
    const { client, compared } = github([agentsPull('')])
    const inputs = { agentLogins: [AGENT], checkAll: false }
    await expect(readPull({ inputs, github: client }, subject('stranger', false))).rejects.toThrow(
      'GitHub names no base commit of pull request #4',
    )
    expect(compared).toEqual([])
  })
})
