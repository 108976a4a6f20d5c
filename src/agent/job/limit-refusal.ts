import type { Conclusion } from '../../shared/lifecycle.js'
import type { GitHubClient } from '../../shared/github/github-client.js'
import type { Plan } from '../decide/request-kind.js'
import type { RunContext } from '../../shared/github/run-context.js'
import type { Inputs } from '../agent-inputs.js'
import { skipped, type JobReport } from './job-report.js'
import { openComment } from './comment-view.js'
import { saveComment, saveFinished } from '../github/step-state.js'

/**
 * The refusals a thread hears. A request refused by a daily request limit (../decide/budget.ts):
 * nothing is sent. Its thread gets one comment that says which limit, the count and when the
 * next request can start; a re-run of the request edits it (and is judged again). A limit is a
 * rule working: the step is skipped, not failed.
 */
export async function refuseOverLimit(
  run: { inputs: Inputs; context: RunContext; report: JobReport; github: GitHubClient | undefined },
  plan: Extract<Plan, { kind: 'limited' }>,
): Promise<Conclusion> {
  const { report } = run
  report.budget = plan.budget
  const { trigger, instruction, budget, existingComment, claimed, claimId } = plan
  // Two runs of a request no 👀 keeps to one (a CI failure, a push) may both refuse: the second
  // finds the first's comment.
  const comment = { instruction, budget, existingComment }
  const opened = openComment(run, 'limited', trigger, comment, '', true, !claimed)
  if (opened !== undefined) {
    const again = trigger.kind.askAgain(trigger)
    const view = {
      ...opened.view,
      detail:
        `Nothing was sent to the agent: ${plan.reason}. ` +
        `Re-run this workflow once that time has passed (a re-run is judged again)${again === '' ? '' : `, or ${again} then`}.`,
      // A re-run of this request takes over the claim (👀) this run holds.
      ...(claimed ? { claim: 'held' as const, claimId } : {}),
    }
    // Saved first, as every comment is: the post step shows a refusal GitHub did not take.
    const { comment: refusal } = opened
    saveComment(refusal.id, refusal.place, view)
    if (await refusal.show(view)) {
      report.commentId = refusal.id
      saveComment(refusal.id, refusal.place, view)
      saveFinished()
    }
  }
  return skipped(report, plan.reason)
}

/**
 * A skip. One whose plan carries a notice (content nobody with the role approved,
 * ../triggers/code-authors.ts) posts it: the pull request hears it once, its comment naming its
 * own request key, which a later refusal finds. The step is skipped all the same.
 */
export async function refuseOrSkip(
  run: { inputs: Inputs; context: RunContext; report: JobReport; github: GitHubClient | undefined },
  plan: Extract<Plan, { kind: 'skip' }>,
): Promise<Conclusion> {
  const { notice, trigger } = plan
  if (notice === undefined || trigger === undefined) return skipped(run.report, plan.reason)
  const { requestKey, instruction, words } = notice
  const opened = openComment(run, 'unapproved', trigger, { requestKey, instruction }, '', false)
  if (opened !== undefined) {
    const view = { ...opened.view, detail: words }
    saveComment(opened.comment.id, opened.comment.place, view)
    if (await opened.comment.show(view)) saveFinished()
  }
  return skipped(run.report, plan.reason)
}
