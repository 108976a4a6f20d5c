import { previewLine, previewPicture } from '../shared/deployments/preview-view.js'
import { formatDuration } from '../shared/durations.js'
import { escapeMarkup } from '../shared/markup.js'
import { appendSummary } from '../shared/step-summary.js'
import { serviceDuration, shownPreview, type DeployReport } from './deploy-outcome.js'

/**
 * The deploy step's job summary: the operation, the status, how long it took, the files the
 * deployment's commit changed and the screenshot of the docs. Written once a status id is known
 * (or the automation ran); a run refused before has only its error.
 */

/** Files listed per kind of change; the rest are counted. */
export const LISTED_FILES = 50

const HEADINGS: Record<NonNullable<DeployReport['status']>, string> = {
  queued: '⏳ queued',
  in_progress: '⏳ building',
  success: '✅ done',
  failure: '❌ failed',
  'timed-out': '⌛ still building when the step stopped waiting',
  triggered: '▶️ started',
}

function operationLine(report: DeployReport): string {
  const target = `<code>${escapeMarkup(report.target)}</code>`
  switch (report.operation) {
    case 'update':
      return '`update`: the deployment branch'
    case 'preview':
      return `\`preview\` of branch ${target}`
    case 'automation':
      return `\`automation\` ${target}, run now${report.automationRun === '' ? '' : ` (run <code>${escapeMarkup(report.automationRun)}</code>)`}`
  }
}

function durationLine(report: DeployReport): string {
  const took = serviceDuration(report.deployment)
  const step = formatDuration((report.finishedAt ?? report.startedAt) - report.startedAt)
  return took === undefined ? `${step} (this step)` : `${formatDuration(took)} (${step} this step)`
}

/** The files changed, counted in the table and listed in a fold; '' when none. */
function filesParts(report: DeployReport): { count: string; list: string } {
  const files = report.deployment?.filesChanged
  if (files === undefined) return { count: '', list: '' }
  const kinds = [
    ['added', files.added],
    ['modified', files.modified],
    ['removed', files.removed],
  ] as const
  const total = kinds.reduce((sum, [, names]) => sum + names.length, 0)
  if (total === 0) return { count: 'none', list: '' }
  const count = kinds.map(([kind, names]) => `${names.length} ${kind}`).join(', ')
  const lines = kinds.flatMap(([kind, names]) => [
    ...names.slice(0, LISTED_FILES).map((name) => `- ${kind}: <code>${escapeMarkup(name)}</code>`),
    ...(names.length > LISTED_FILES ? [`- … ${names.length - LISTED_FILES} more ${kind}`] : []),
  ])
  return {
    count,
    list: `<details><summary>Files changed (${total})</summary>\n\n${lines.join('\n')}\n\n</details>`,
  }
}

/** The summary's Markdown (pure); '' before a status is known. */
export function deploySummary(report: DeployReport): string {
  if (report.status === undefined) return ''
  const preview = shownPreview(report)
  const files = filesParts(report)
  const rows: [string, string][] = [
    ['Operation', operationLine(report)],
    ['Status', `\`${report.status}\``],
    ...(report.statusId === ''
      ? []
      : ([['Status id', `<code>${escapeMarkup(report.statusId)}</code>`]] as [string, string][])),
    ...(report.operation === 'preview'
      ? ([['Preview', previewLine(preview)]] as [string, string][])
      : []),
    ['Duration', durationLine(report)],
    ...(files.count === '' ? [] : ([['Files changed', files.count]] as [string, string][])),
  ]
  // The update's screenshot too: previewPicture shows any live deployment's.
  const picture = previewPicture(preview)
  return [
    `### Docs deployment: ${HEADINGS[report.status]}`,
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([name, value]) => `| ${name} | ${value} |`),
    ...(picture === '' ? [] : ['', picture]),
    ...(files.list === '' ? [] : ['', files.list]),
    '',
  ].join('\n')
}

export async function writeDeploySummary(report: DeployReport): Promise<void> {
  const markdown = deploySummary(report)
  if (markdown !== '') await appendSummary(markdown)
}
