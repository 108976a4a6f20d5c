import { writeFile } from 'node:fs/promises'
import * as core from '@actions/core'
import type { Dependencies } from '../../shared/dependencies.js'
import type { ActionRun, Conclusion } from '../../shared/lifecycle.js'
import { messageOf } from '../../shared/log.js'
import { appendSummary } from '../../shared/step-summary.js'
import { connectAnalytics, type AnalyticsClient } from '../analytics-api.js'
import type { GapsInputs } from '../analytics-inputs.js'
import { gapsOf, newGapsReading, readGaps, type GapsPlan, type Signal } from './read.js'
import { issueBodyWithHistory } from './issue-history.js'
import { gapsIssueBody, gapsMarkdown, gapsPrompt, itemCount } from './gaps-report.js'
import type { Gaps } from './gaps.js'
import type { IssueJobs, RollingIssue } from './rolling-issue.js'
import { gapsSummary } from './gaps-summary.js'

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
  return new GapsRun(deps, inputs, connectAnalytics(inputs, deps), options.rollingIssue)
}

/** Where a gaps run is, for a cancellation's message and what the file keeps. */
type Phase = 'issue lookup' | 'reading' | 'issue'

/** One gaps report: the issue looked up, the signals read, the file, issue, outputs and summary. */
class GapsRun implements ActionRun {
  readonly secrets: string[]
  private readonly env: NodeJS.ProcessEnv
  private readonly clock: Dependencies['clock']
  private readonly inputs: GapsInputs
  private readonly client: AnalyticsClient
  private readonly issue: RollingIssue | undefined
  private readonly plan: GapsPlan
  private readonly reading = newGapsReading()
  private issueNumber: number | undefined
  private finished: Finished | undefined
  /** The report is written exactly once, by whichever ending comes first, with what was read. */
  private closing: Promise<Conclusion> | undefined
  private stopSignal: NodeJS.Signals | undefined
  private phase: Phase = 'reading'
  /**
   * The run's work: a cancellation waits for it, the issue's write included, so that the step
   * never exits while a POST that opens the issue may be on its way.
   */
  private work: Promise<Conclusion> | undefined

  constructor(
    deps: Dependencies,
    inputs: GapsInputs,
    client: AnalyticsClient,
    issue: RollingIssue | undefined,
  ) {
    this.secrets = [
      inputs.apiKey,
      ...(inputs.issueToken === undefined ? [] : [inputs.issueToken]),
      ...inputs.markerKeys,
    ]
    this.env = deps.env
    this.clock = deps.clock
    this.inputs = inputs
    this.client = client
    this.issue = issue
    this.plan = {
      dateFrom: inputs.dateFrom?.value,
      dateTo: inputs.dateTo?.value,
      top: inputs.gapsTop,
      maxRequests: inputs.maxRequests,
    }
  }

  carryOut(): Promise<Conclusion> {
    this.work = this.readAndWrite()
    return this.work
  }

  // On cancel: finish the page in hand (or the issue's call), then report what was read.
  async stop(signal: NodeJS.Signals): Promise<void> {
    this.stopSignal = signal
    await this.work
  }

  stopped(signal: NodeJS.Signals): Promise<Conclusion> {
    return this.conclude(this.stoppedMessage(signal), this.keptAt())
  }

  async report(): Promise<void> {
    const { inputs, client } = this
    const done = this.finished ?? {
      gaps: gapsOf(this.reading, this.plan),
      issueNumber: this.issueNumber,
    }
    setOutputs(inputs, done, client.requestsSent)
    if (inputs.summaryTop > 0)
      await appendSummary(
        gapsSummary(done.gaps, { requests: client.requestsSent, outputName: inputs.outputName }),
      )
  }

  private async readAndWrite(): Promise<Conclusion> {
    const { inputs, plan, issue } = this
    if (issue !== undefined) {
      this.phase = 'issue lookup'
      try {
        await issue.find()
      } catch (error) {
        return this.conclude(messageOf(error), 'nothing')
      }
      if (this.stopSignal !== undefined) return this.stoppedEarly(this.stopSignal)
      this.phase = 'reading'
    }
    core.info(
      `Reading the docs gaps of project ${inputs.projectId} from ${plan.dateFrom ?? 'the default start'} to ${plan.dateTo ?? 'now'} (exclusive), the top ${inputs.gapsTop} of each signal, ${inputs.maxRequests > 0 ? `within ${plural(inputs.maxRequests, 'request', 'requests')}` : 'with no request cap'}.`,
    )
    await readGaps(this.client, plan, this.reading, {
      stopped: () => this.stopSignal !== undefined,
      onSignal: (signal, requests) =>
        core.info(
          `Read ${SIGNAL_NAMES[signal]} (${plural(requests, 'request', 'requests')} so far).`,
        ),
    })
    this.client.dispose()
    if (this.reading.error !== undefined) return this.conclude(messageOf(this.reading.error))
    if (this.stopSignal !== undefined) return this.stoppedEarly(this.stopSignal)
    if (issue !== undefined) {
      this.phase = 'issue'
      try {
        const jobs = await issue.jobs()
        this.issueNumber = await issue.write((current) => this.issueBody(current, jobs))
      } catch (error) {
        return this.conclude(messageOf(error), 'whole')
      }
    }
    return this.stopSignal === undefined
      ? this.conclude(undefined)
      : this.stoppedEarly(this.stopSignal)
  }

  /** The issue's body, with its history carried on (a warning when it could not be read). */
  private issueBody(current: string | undefined, jobs: IssueJobs): string {
    const { plan } = this
    const run = {
      // As the history keeps a day (40 characters): a time with many fractional digits is cut.
      from: (plan.dateFrom ?? '').slice(0, 40),
      to: (plan.dateTo ?? '').slice(0, 40),
      at: new Date(this.clock.now()).toISOString().slice(0, 10),
    }
    const gaps = gapsOf(this.reading, plan)
    try {
      const next = issueBodyWithHistory(gaps, current, run, runUrl(this.env), jobs)
      if (next.warning !== undefined) core.warning(next.warning)
      return next.body
    } catch (error) {
      // The history is a nicety: the report goes to the issue without it rather than nowhere.
      core.warning(`The docs-gaps issue's history was left out: ${messageOf(error)}`)
      return gapsIssueBody(gaps, runUrl(this.env))
    }
  }

  private stoppedEarly(signal: NodeJS.Signals): Promise<Conclusion> {
    return this.conclude(this.stoppedMessage(signal), this.keptAt())
  }

  private stoppedMessage(signal: NodeJS.Signals): string {
    switch (this.phase) {
      case 'issue lookup':
        return `Stopped (${signal}) while looking for the docs-gaps issue.`
      case 'reading':
        return `The reading was stopped (${signal}).`
      case 'issue':
        return this.issueNumber === undefined
          ? `Stopped (${signal}) while writing the docs-gaps issue, after the reading.`
          : `Stopped (${signal}) after the reading, with issue #${this.issueNumber} written.`
    }
  }

  /** What the file holds when the run fails: the whole reading, part of it, or nothing. */
  private keptAt(): Kept {
    return this.phase === 'issue' ? 'whole' : this.phase === 'issue lookup' ? 'nothing' : 'part'
  }

  private conclude(failure: string | undefined, kept: Kept = 'part'): Promise<Conclusion> {
    this.closing ??= this.writeReport(failure, kept)
    return this.closing
  }

  /** Writes the report file with what was read, and says how the run ended. */
  private async writeReport(failure: string | undefined, kept: Kept): Promise<Conclusion> {
    const { inputs } = this
    const gaps = gapsOf(this.reading, this.plan)
    this.finished = { gaps, issueNumber: this.issueNumber }
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
    return conclusionOf(inputs, gaps, this.client.requestsSent)
  }
}

/** What the report file holds when the run fails: the whole reading, part of it, or nothing. */
type Kept = 'whole' | 'part' | 'nothing'
