import { writeFile } from 'node:fs/promises'
import * as core from '@actions/core'
import type { Dependencies } from '../../shared/dependencies.js'
import type { ActionRun, Conclusion } from '../../shared/lifecycle.js'
import { messageOf } from '../../shared/log.js'
import { appendSummary } from '../../shared/step-summary.js'
import { connectAnalytics } from '../client.js'
import type { GapsInputs } from '../inputs.js'
import { gapsOf, newGapsReading, readGaps, type GapsPlan, type Signal } from './read.js'
import { gapsIssueBody, gapsMarkdown, gapsPrompt, itemCount, type Gaps } from './report.js'
import { gapsSummary } from './summary.js'

/**
 * The gaps report's run: reads the signals within the budget, writes the numbered Markdown report
 * (the file), then the outputs and the job summary. Readers' words reach only the file, the
 * summary and the `prompt` output, each through readersMarkdown or readersPlainText; the log
 * gets counts.
 */

export interface GapsRunOptions {
  /**
   * Opens or edits the rolling `docs-gaps` issue with this body (gapsIssueBody: numbered items,
   * redacted, sized for the agent's prompt context) and returns its number, the `issue-number`
   * output. Called once the reading ended without a failure.
   */
  rollingIssue?: (body: string) => Promise<number>
}

/** What a finished reading produced, for the outputs and the summary. */
interface Finished {
  gaps: Gaps
  issueNumber: number | undefined
}

/** Every output of the gaps report, set in this one place. */
function setOutputs(inputs: GapsInputs, finished: Finished, requests: number): void {
  const outputs: Record<string, string> = {
    report: 'gaps',
    gaps: String(itemCount(finished.gaps)),
    prompt: gapsPrompt(finished.gaps),
    requests: String(requests),
    complete: String(finished.gaps.complete),
    file: inputs.outputFile,
    'issue-number': finished.issueNumber === undefined ? '' : String(finished.issueNumber),
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
}

/** The workflow run's page, which the issue links to. */
function runUrl(env: NodeJS.ProcessEnv): string {
  const server = env.GITHUB_SERVER_URL ?? 'https://github.com'
  return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`
}

const SIGNAL_NAMES: Record<Signal, string> = {
  pages: 'feedback by page',
  searches: 'searches',
  questions: 'assistant conversations',
  comments: 'comments on the top pages',
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/** The conclusion of a reading that ended without a failure. */
function conclusionOf(inputs: GapsInputs, gaps: Gaps, requests: number): Conclusion {
  const found = `${plural(itemCount(gaps), 'item', 'items')} in ${inputs.outputName}, read in ${plural(requests, 'request', 'requests')}`
  const warnings: string[] = []
  if (gaps.cut === 'max-requests')
    warnings.push(
      `Stopped at max-requests (${inputs.maxRequests}) before every signal was read: ${found}; counts are lower bounds.`,
    )
  if (gaps.pagesKeptBack === true)
    warnings.push(
      'The service returns the feedback counts of at most 100 pages, and it has more: pages past those are not ranked.',
    )
  if (warnings.length > 0) return { level: 'warning', message: warnings.join(' ') }
  return { level: 'success', message: `Docs gaps: ${found}.` }
}

export function startGapsRun(
  deps: Dependencies,
  inputs: GapsInputs,
  options: GapsRunOptions = {},
): ActionRun {
  const client = connectAnalytics(inputs, deps)
  const plan: GapsPlan = {
    dateFrom: inputs.dateFrom?.value,
    dateTo: inputs.dateTo?.value,
    top: inputs.gapsTop,
    maxRequests: inputs.maxRequests,
  }
  const reading = newGapsReading()
  let issueNumber: number | undefined
  let finished: Finished | undefined

  // The report is written exactly once, by whichever ending comes first, with what was read.
  let closing: Promise<Conclusion> | undefined
  // `read`: the reading ended, so a failure (the issue's) left the report whole.
  const conclude = (failure: string | undefined, read = false): Promise<Conclusion> =>
    (closing ??= (async (): Promise<Conclusion> => {
      const gaps = gapsOf(reading, plan)
      finished = { gaps, issueNumber }
      let problem = failure
      let written = true
      try {
        await writeFile(inputs.outputFile, gapsMarkdown(gaps))
      } catch (error) {
        written = false
        problem ??= `Could not write ${inputs.outputName}: ${messageOf(error)}`
      }
      if (problem !== undefined) {
        const kept = !written
          ? ''
          : read
            ? ` The report itself is in ${inputs.outputName}.`
            : ` The report in ${inputs.outputName} lists what was read before (complete: false).`
        return { level: 'failure', message: `${problem}${kept}` }
      }
      return conclusionOf(inputs, gaps, client.requestsSent)
    })())

  let stopSignal: NodeJS.Signals | undefined
  let reads: Promise<unknown> = Promise.resolve()
  return {
    secrets: [inputs.apiKey],
    carryOut: async () => {
      core.info(
        `Reading the docs gaps of project ${inputs.projectId} from ${plan.dateFrom ?? 'the default start'} to ${plan.dateTo ?? 'now'} (exclusive), the top ${inputs.gapsTop} of each signal, ${inputs.maxRequests > 0 ? `within ${plural(inputs.maxRequests, 'request', 'requests')}` : 'with no request cap'}.`,
      )
      reads = readGaps(client, plan, reading, {
        stopped: () => stopSignal !== undefined,
        onSignal: (signal, requests) =>
          core.info(
            `Read ${SIGNAL_NAMES[signal]} (${plural(requests, 'request', 'requests')} so far).`,
          ),
      })
      await reads
      client.dispose()
      if (reading.error !== undefined) return conclude(messageOf(reading.error))
      if (stopSignal !== undefined) return conclude(`The reading was stopped (${stopSignal}).`)
      if (options.rollingIssue !== undefined) {
        try {
          issueNumber = await options.rollingIssue(
            gapsIssueBody(gapsOf(reading, plan), runUrl(deps.env)),
          )
        } catch (error) {
          return conclude(messageOf(error), true)
        }
      }
      return conclude(undefined)
    },
    // On cancel: finish the page in hand, then report what was read.
    stop: async (signal) => {
      stopSignal = signal
      await reads
    },
    stopped: (signal) => conclude(`The reading was stopped (${signal}).`),
    report: async () => {
      const done = finished ?? { gaps: gapsOf(reading, plan), issueNumber }
      setOutputs(inputs, done, client.requestsSent)
      if (inputs.summaryTop > 0)
        await appendSummary(
          gapsSummary(done.gaps, { requests: client.requestsSent, outputName: inputs.outputName }),
        )
    },
  }
}
