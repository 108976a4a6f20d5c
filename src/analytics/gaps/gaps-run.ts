import { writeFile } from 'node:fs/promises'
import * as core from '@actions/core'
import type { Dependencies } from '../../shared/dependencies.js'
import type { ActionRun, Conclusion } from '../../shared/lifecycle.js'
import { messageOf } from '../../shared/log.js'
import { appendSummary } from '../../shared/step-summary.js'
import { connectAnalytics } from '../analytics-api.js'
import type { GapsInputs } from '../inputs.js'
import { gapsOf, newGapsReading, readGaps, type GapsPlan, type Signal } from './read.js'
import { gapsIssueBody, gapsMarkdown, gapsPrompt, itemCount, type Gaps } from './report.js'
import type { RollingIssue } from './rolling-issue.js'
import { gapsSummary } from './summary.js'

/**
 * The gaps report's run: reads the signals within the budget, writes the numbered Markdown report
 * (the file), then the outputs and the job summary. Readers' words reach only the file, the
 * summary and the `prompt` output, each through readersMarkdown or readersPlainText; the log
 * gets counts.
 */

export interface GapsRunOptions {
  /**
   * The rolling `docs-gaps` issue: looked up before the reading, written (gapsIssueBody: numbered
   * items, redacted, sized for the agent's prompt context) once the reading ended without a
   * failure; its number is the `issue-number` output.
   */
  rollingIssue?: RollingIssue
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
  // `kept`: what the file holds when the run fails: the whole reading, part of it, or nothing.
  const conclude = (
    failure: string | undefined,
    kept: 'whole' | 'part' | 'nothing' = 'part',
  ): Promise<Conclusion> =>
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
        const note = {
          whole: ` The report itself is in ${inputs.outputName}.`,
          part: ` The report in ${inputs.outputName} lists what was read before (complete: false).`,
          nothing: ' No analytics request was made.',
        }[kept]
        return { level: 'failure', message: `${problem}${written ? note : ''}` }
      }
      return conclusionOf(inputs, gaps, client.requestsSent)
    })())

  let stopSignal: NodeJS.Signals | undefined
  // Where the run is, for a cancellation's message.
  let phase: 'issue lookup' | 'reading' | 'issue' = 'reading'
  const stoppedMessage = (signal: NodeJS.Signals): string => {
    switch (phase) {
      case 'issue lookup':
        return `Stopped (${signal}) while looking for the docs-gaps issue.`
      case 'reading':
        return `The reading was stopped (${signal}).`
      case 'issue':
        return issueNumber === undefined
          ? `Stopped (${signal}) while writing the docs-gaps issue, after the reading.`
          : `Stopped (${signal}) after the reading, with issue #${issueNumber} written.`
    }
  }
  const keptAt = (): 'whole' | 'part' | 'nothing' =>
    phase === 'issue' ? 'whole' : phase === 'issue lookup' ? 'nothing' : 'part'

  // The run's work: a cancellation waits for it, the issue's write included, so that the step
  // never exits while a POST that opens the issue may be on its way.
  let work: Promise<Conclusion> | undefined
  const carryOut = async (): Promise<Conclusion> => {
    const issue = options.rollingIssue
    if (issue !== undefined) {
      phase = 'issue lookup'
      try {
        await issue.find()
      } catch (error) {
        return conclude(messageOf(error), 'nothing')
      }
      if (stopSignal !== undefined) return conclude(stoppedMessage(stopSignal), keptAt())
      phase = 'reading'
    }
    core.info(
      `Reading the docs gaps of project ${inputs.projectId} from ${plan.dateFrom ?? 'the default start'} to ${plan.dateTo ?? 'now'} (exclusive), the top ${inputs.gapsTop} of each signal, ${inputs.maxRequests > 0 ? `within ${plural(inputs.maxRequests, 'request', 'requests')}` : 'with no request cap'}.`,
    )
    await readGaps(client, plan, reading, {
      stopped: () => stopSignal !== undefined,
      onSignal: (signal, requests) =>
        core.info(
          `Read ${SIGNAL_NAMES[signal]} (${plural(requests, 'request', 'requests')} so far).`,
        ),
    })
    client.dispose()
    if (reading.error !== undefined) return conclude(messageOf(reading.error))
    if (stopSignal !== undefined) return conclude(stoppedMessage(stopSignal), keptAt())
    if (issue !== undefined) {
      phase = 'issue'
      try {
        issueNumber = await issue.write(gapsIssueBody(gapsOf(reading, plan), runUrl(deps.env)))
      } catch (error) {
        return conclude(messageOf(error), 'whole')
      }
    }
    return stopSignal === undefined
      ? conclude(undefined)
      : conclude(stoppedMessage(stopSignal), keptAt())
  }

  return {
    secrets: [inputs.apiKey, ...(inputs.issueToken === undefined ? [] : [inputs.issueToken])],
    carryOut: () => (work = carryOut()),
    // On cancel: finish the page in hand (or the issue's call), then report what was read.
    stop: async (signal) => {
      stopSignal = signal
      await work
    },
    stopped: (signal) => conclude(stoppedMessage(signal), keptAt()),
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
