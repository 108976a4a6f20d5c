import { escapeLines, escapeMarkup, linkOrText } from '../../shared/markup.js'
import { appendSummary } from '../../shared/step-summary.js'
import type { JobReport } from './job-report.js'
import { budgetWords } from '../github/request-count.js'
import { formatDuration } from '../../shared/durations.js'
import { previewLine, previewPicture } from '../../shared/deployments/preview-view.js'

const ICONS: Record<string, string> = {
  success: '✅',
  skipped: '⏭️',
  notice: 'ℹ️',
  warning: '⚠️',
  failure: '❌',
}

/** The job summary: status, job id, pull request, model, source, duration and polls. */
export function jobSummary(report: JobReport): string {
  const { job, conclusion } = report
  const lines = ['## Docs agent', '']
  if (conclusion !== undefined) {
    lines.push(`${ICONS[conclusion.level]} ${escapeMarkup(conclusion.message)}`, '')
  }
  const counts = report.budget === undefined ? [] : budgetWords(report.budget)
  if (counts.length > 0) lines.push(`Requests today: ${escapeMarkup(counts.join('; '))}.`, '')
  if (report.dryRun !== undefined) {
    const prompt = report.dryRun.prompt
    lines.push(`Would ${escapeMarkup(report.dryRun.action)}.`, '')
    if (prompt !== '') {
      lines.push(
        '<details><summary>Prompt that would be sent</summary>',
        '',
        '<pre>',
        escapeLines(prompt),
        '</pre>',
        '</details>',
        '',
      )
    }
  }
  if (job !== undefined) {
    const source = [job.sourceRepository, job.sourceRef].filter((v) => v !== null).join(' @ ')
    const rows: [string, string][] = [
      ['Status', escapeMarkup(job.status ?? 'unknown') + (report.timedOut ? ' (timed out)' : '')],
      ['Job', `<code>${escapeMarkup(job.id ?? '')}</code>`],
      ['Pull request', job.prLink === null ? 'none' : linkOrText(job.prLink)],
      ['Model', escapeMarkup(job.model ?? 'unknown')],
      ['Source', source === '' ? 'unknown' : escapeMarkup(source)],
      ['Request', report.followUp ? 'follow-up message to an existing job' : 'new job'],
      ['Duration', formatDuration(report.finishedAt - report.startedAt)],
      ['Polls', String(report.polls)],
    ]
    const preview = report.preview?.status === 'off' ? undefined : report.preview
    if (preview !== undefined) rows.push(['Preview', previewLine(preview)])
    if (report.commentId !== undefined) rows.push(['Tracking comment', String(report.commentId)])
    lines.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '')
    const picture = preview === undefined ? '' : previewPicture(preview, 800)
    if (picture !== '') lines.push(picture, '')
  }
  return lines.join('\n')
}

export function writeJobSummary(report: JobReport): Promise<void> {
  return appendSummary(jobSummary(report))
}

/**
 * A finish run's summary: its verdict, then one section per job it ended, as a waiting run's
 * summary shows it, and the jobs it named abandoned.
 */
export function finishSummary(
  conclusion: JobReport['conclusion'],
  ended: readonly JobReport[],
  abandoned: readonly string[],
  pending: number,
): string {
  const lines = ['## Docs agent: finish run', '']
  if (conclusion !== undefined)
    lines.push(`${ICONS[conclusion.level]} ${escapeMarkup(conclusion.message)}`, '')
  lines.push(`Still at work: ${pending}.`, '')
  if (abandoned.length > 0)
    lines.push(
      `Abandoned (still at work past finish-within-hours): ${abandoned.map((id) => `<code>${escapeMarkup(id)}</code>`).join(', ')}.`,
      '',
    )
  for (const report of ended)
    lines.push(jobSummary({ ...report, conclusion: undefined }).replace('## Docs agent', '### Job'))
  return lines.join('\n')
}
