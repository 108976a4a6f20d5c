import type { Conclusion } from '../../shared/lifecycle.js'
import type { Plan } from '../decide/request-kind.js'
import type { CiCount } from '../github/comment-body.js'
import { logUntrusted } from '../../shared/log.js'
import type { JobReport } from './job-report.js'

type RunPlan = Extract<Plan, { kind: 'run' }>

/** What a run says, before it acts, that it is about to do. */
export function describePlan(plan: RunPlan, projectId: string): string {
  switch (plan.action) {
    case 'create':
      return `Creating an agent job in project ${projectId} (${plan.prompt.length} characters).`
    case 'message':
      return `Sending a follow-up message to job ${plan.jobId}, found through ${plan.reason} (${plan.prompt.length} characters).`
    case 'wait':
      return `Waiting for job ${plan.jobId}, found through ${plan.reason}; nothing is sent to it.`
  }
}

/**
 * A dry run's whole answer, into the report and the log: what it would have done, the prompt it
 * would have sent; its notice is returned.
 */
export function reportDryRun(plan: RunPlan, report: JobReport): Conclusion {
  const { action, prompt, conclusion } = dryRunOf(plan)
  report.dryRun = { action, prompt }
  report.jobId = plan.jobId
  if (prompt !== '') logUntrusted('The prompt that would be sent', prompt)
  return conclusion
}

function dryRunOf(plan: RunPlan): {
  action: string
  prompt: string
  conclusion: Conclusion
} {
  const action =
    plan.action === 'create'
      ? 'create a new job'
      : plan.action === 'message'
        ? `send a follow-up message to job ${plan.jobId}`
        : `wait for job ${plan.jobId}`
  return {
    action,
    prompt: plan.action === 'wait' ? '' : plan.prompt,
    conclusion: { level: 'notice', message: `Dry run: would ${action}; nothing was sent.` },
  }
}

/** The warning of a CI follow-up sent whose count could not be written. */
export function uncounted(ci: CiCount): string {
  return `The tracking comment could not be written, so this CI follow-up (${ci.count} of ${ci.cap}) is not counted: the next failure may be sent beyond ci-follow-ups.`
}
