import { describe, expect, test } from '@jest/globals'
import { EMULATOR_GITHUB_TOKEN } from '../../emulator/action-runner.ts'
import type { Emulator } from '../../emulator/server.ts'
import { REPOSITORY } from '../../emulator/webhooks.ts'
import { annotations, commentEnv, withEmulator } from './harness.js'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'

// The agent's step in this process (runAgentInProcess) for every run here: each test asserts what
// a run shows as well there (its outputs, warnings, and the requests the emulator saw). None needs
// a process; every event kind is played through the bundle as a real process in
// bundle-events.test.ts.
const it = test.concurrent
useInProcessRunner()

const TRIAGE = { 'pr-reviewers': 'requester, octocat, acme/docs-team', 'pr-labels': 'docs, agent' }

const triageRequests = (emulator: Emulator) => [
  ...emulator.requestsTo('github.request-reviewers'),
  ...emulator.requestsTo('github.add-labels'),
]

describe('reviewers and labels for the agent’s pull request', () => {
  it('are requested once, when the pull request appears; a follow-up and a re-run repeat nothing', async () => {
    await withEmulator({}, async (emulator) => {
      const trigger = commentEnv('@docs-agent add a quickstart')
      const first = await runAgentInProcess(emulator, TRIAGE, trigger)
      expect(first.code).toBe(0)
      expect(emulator.requestsTo('github.request-reviewers').map((r) => r.body)).toEqual([
        { reviewers: ['writer', 'octocat'], team_reviewers: ['docs-team'] },
      ])
      expect(emulator.github.reviewRequests.get(`${REPOSITORY}#101`)).toEqual({
        users: ['writer', 'octocat'],
        teams: ['docs-team'],
      })
      expect(emulator.github.pullRequestLabels(REPOSITORY, 101)).toEqual(['docs', 'agent'])
      expect(first.outputs['pr-reviewers-requested']).toBe('writer,octocat,acme/docs-team')
      expect(first.outputs['pr-labels-added']).toBe('docs,agent')
      expect(annotations(first, 'warning')).toEqual([])

      const rerun = await runAgentInProcess(emulator, TRIAGE, {
        ...trigger,
        GITHUB_RUN_ATTEMPT: '2',
      })
      const followUp = await runAgentInProcess(
        emulator,
        TRIAGE,
        commentEnv('@docs-agent add a FAQ', 5002),
      )
      expect([rerun.code, followUp.code]).toEqual([0, 0])
      expect(rerun.outputs['job-id']).toBe(first.outputs['job-id'])
      expect(followUp.outputs['job-id']).toBe(first.outputs['job-id'])
      expect(followUp.outputs['follow-up']).toBe('true')
      expect(followUp.outputs['pr-link']).toBe(first.outputs['pr-link'])
      expect(triageRequests(emulator)).toHaveLength(2)
      expect(rerun.outputs['pr-reviewers-requested']).toBe('')
      expect(followUp.outputs['pr-labels-added']).toBe('')
    })
  })

  it('a refused reviewer is a warning naming them and why; the others, the labels and the step stand', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runAgentInProcess(
        emulator,
        { 'pr-reviewers': 'octocat, a-stranger', 'pr-labels': 'docs' },
        commentEnv('@docs-agent add a quickstart'),
      )
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('completed')
      // Refused together, then asked one by one, so that octocat is still asked.
      expect(
        emulator.requestsTo('github.request-reviewers').map((r) => [r.body, r.result]),
      ).toEqual([
        [{ reviewers: ['octocat', 'a-stranger'] }, 422],
        [{ reviewers: ['octocat'] }, 201],
        [{ reviewers: ['a-stranger'] }, 422],
      ])
      expect(run.outputs['pr-reviewers-requested']).toBe('octocat')
      expect(run.outputs['pr-labels-added']).toBe('docs')
      expect(annotations(run, 'warning')).toEqual([
        expect.stringMatching(
          /^GitHub refused to request a review from a-stranger on acme\/docs#101: Requesting reviews on acme\/docs#101 failed with HTTP 422: .*Reviews may only be requested from collaborators/,
        ),
      ])
    })
  })

  it('a pull request in another repository is asked there, with the run’s token', async () => {
    await withEmulator({ repository: 'https://github.com/acme/website' }, async (emulator) => {
      const run = await runAgentInProcess(
        emulator,
        { 'pr-reviewers': 'requester', 'pr-labels': 'docs' },
        commentEnv('@docs-agent document the new flag'),
      )
      expect(run.code).toBe(0)
      expect(run.outputs['pr-link']).toBe('https://github.com/acme/website/pull/101')
      expect(emulator.requestsTo('github.request-reviewers').map((r) => r.path)).toEqual([
        '/repos/acme/website/pulls/101/requested_reviewers',
      ])
      expect(emulator.requestsTo('github.add-labels').map((r) => r.path)).toEqual([
        '/repos/acme/website/issues/101/labels',
      ])
      expect(emulator.github.reviewRequests.get('acme/website#101')?.users).toEqual(['writer'])
      expect(run.outputs['pr-reviewers-requested']).toBe('writer')
    })
  })

  it('a token that may not write there is a warning for each; the step succeeds', async () => {
    await withEmulator({ githubTokens: { [EMULATOR_GITHUB_TOKEN]: 'read' } }, async (emulator) => {
      const run = await runAgentInProcess(
        emulator,
        { ...TRIAGE, comment: 'false' },
        commentEnv('@docs-agent add a quickstart'),
      )
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('completed')
      expect(triageRequests(emulator).map((r) => r.result)).toEqual([403, 403])
      const refused = annotations(run, 'warning').filter((w) => w.startsWith('GitHub refused'))
      expect(refused).toEqual([
        expect.stringContaining(
          'GitHub refused to request a review from writer, octocat, acme/docs-team on acme/docs#101',
        ),
        expect.stringContaining('GitHub refused to add the labels docs, agent to acme/docs#101'),
      ])
      expect(run.outputs['pr-reviewers-requested']).toBe('')
    })
  })

  it('in another repository, a refusal says that no permissions: can reach it', async () => {
    await withEmulator(
      {
        repository: 'https://github.com/acme/website',
        githubTokens: { [EMULATOR_GITHUB_TOKEN]: 'read' },
      },
      async (emulator) => {
        const run = await runAgentInProcess(
          emulator,
          { 'pr-labels': 'docs', comment: 'false' },
          commentEnv('@docs-agent document the new flag'),
        )
        expect(run.code).toBe(0)
        expect(annotations(run, 'warning')).toContainEqual(
          expect.stringMatching(
            /^GitHub refused to add the labels docs to acme\/website#101: .*\(acme\/website is another repository than this run's, which the workflow's own token cannot reach whatever its permissions: other-repositories-token \(or github-token, without it\) must be a token for acme\/website/,
          ),
        )
      },
    )
  })

  it('off by default: no request', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runAgentInProcess(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(run.code).toBe(0)
      expect(triageRequests(emulator)).toEqual([])
    })
  })
})
