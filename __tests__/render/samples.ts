// The job summaries and charts that the render test draws in Chromium, and that
// `npm run screenshots` saves to docs/. A new report's summary gets its samples here: at least
// one at the defaults with long labels, and one with hostile text.
import { barChart, MAX_BARS, stackedBarChart } from '../../src/analytics/charts.js'
import type { Row } from '../../src/analytics/analytics-api.js'
import { digestRow, newDigest } from '../../src/analytics/digest.js'
import type { ExportResult } from '../../src/analytics/export.js'
import type { AnalyticsInputs, Metric } from '../../src/analytics/analytics-inputs.js'
import type { Report, ReportRow } from '../../src/analytics/reports.js'
import { analyticsSummary } from '../../src/analytics/analytics-summary.js'
import { comparisonSection } from '../../src/analytics/comparison-summary.js'
import { movers, moversEach } from '../../src/analytics/comparison.js'
import type { Gaps } from '../../src/analytics/gaps/gaps.js'
import { gapsSummary } from '../../src/analytics/gaps/gaps-summary.js'
import { keyOf } from '../../src/analytics/gaps/history.js'
import { issueBodyWithHistory } from '../../src/analytics/gaps/issue-history.js'
import { gapsItemId } from '../../src/shared/gaps-items.js'

export interface Sample {
  name: string
  /** Markdown holding one or more ```mermaid blocks. */
  markdown: string
  /** The file in docs/ that `npm run screenshots` saves its first chart to, if any. */
  screenshot?: `${string}.png`
}

/** Paths as a real docs site has them: nested, long, and alike at the start. */
const SECTIONS = [
  'guides',
  'api-reference/endpoints',
  'integrations/identity-providers',
  'changelog',
]
const PAGES = [
  'getting-started-with-the-command-line-interface',
  'authentication-and-single-sign-on',
  'configure-webhooks-for-deployment-events',
  'rate-limits',
  'migrate-from-version-one-to-version-two',
]

function rows(count: number, largest: number): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const total = Math.round(largest * 0.85 ** i)
    const ai = Math.round(total * (0.1 + (i % 4) * 0.08))
    return {
      path: `/${SECTIONS[i % SECTIONS.length]}/${PAGES[i % PAGES.length]}${i < PAGES.length ? '' : `-${i}`}`,
      human: total - ai,
      ai,
      total,
    }
  })
}

/** A report's summary over `rows`, as the action writes it after exporting them. */
function reportSummary(
  report: Report,
  rows: ReportRow[],
  about: Record<string, unknown> = {},
): string {
  const inputs = {
    report,
    dateFrom: { value: '2026-11-02' },
    dateTo: { value: '2026-11-09' },
    format: 'csv',
    outputName: `${report}.csv`,
    summaryTop: rows.length,
  } as unknown as AnalyticsInputs
  const digest = newDigest()
  for (const row of rows) digestRow(digest, report, row, rows.length)
  const result: ExportResult = {
    totals: { human: 1_000_000, ai: 250_000, total: 1_200_000 },
    about,
    rows: 1_800,
    complete: true,
    nextOffset: 1_800,
    nextCursor: null,
    cut: undefined,
    duplicates: 0,
    digest,
    error: undefined,
    figures: undefined,
    byPath: undefined,
  }
  return analyticsSummary(inputs, result, 8)
}

function summary(metric: Metric, top: Row[]): string {
  return reportSummary(metric, top)
}

const SEARCH_TERMS = [
  'how do I rotate an API key without downtime',
  'sso',
  'webhook signature verification failed',
  'rate limit',
  'pagination cursor',
]

function searches(count: number, terms = SEARCH_TERMS): ReportRow[] {
  return Array.from({ length: count }, (_, i) => ({
    searchQuery: `${terms[i % terms.length]!}${i < terms.length ? '' : ` ${i}`}`,
    hits: 5_000 - i * 190,
    ctr: i % 3 === 0 ? 0 : 0.2 + (i % 5) * 0.15,
    topClickedPage: i % 3 === 0 ? null : `/guides/page-${i}`,
    lastSearchedAt: '2026-11-08T10:00:00Z',
  }))
}

function pagesFeedback(count: number, largest: number): ReportRow[] {
  return rows(count, largest).map((r) => ({
    path: r.path,
    thumbsUp: r.human,
    thumbsDown: r.total,
    code: r.ai,
    total: r.total + r.human + r.ai,
  }))
}

/** Text a reader or a page's author could write, aimed at the chart's syntax and at the page. */
export const HOSTILE_LABELS = [
  '/a "quoted" page',
  '/percent %%{init: {"theme": "forest"}}%% page',
  '/comment %% the rest of the line',
  '/entity #quot; and #35; and #9;',
  '/fence ``` and `code`',
  '/markup <script>alert(1)</script> & <b>bold</b>',
  '/line\nbreak\r\nand\ttab',
  '/bidi \u202eevil\u202c and zero\u200bwidth',
  '/brackets ] [ , : ; =',
  '/文档/快速开始/安装指南 — ünïcödé',
  `/very-long-section-1/${'segment-'.repeat(12)}end`,
  `/very-long-section-2/${'segment-'.repeat(12)}end`,
]

/** A gaps report of `count` items a signal, its texts taken from `texts` (long or hostile). */
function gaps(count: number, texts: string[]): string {
  const text = (i: number): string =>
    `${texts[i % texts.length]!}${i < texts.length ? '' : ` ${i}`}`
  const report: Gaps = {
    dateFrom: '2026-11-02',
    dateTo: '2026-11-09',
    complete: true,
    questions: Array.from({ length: count }, (_, i) => ({
      text: `${text(i)}?${i % 3 === 1 ? ' write to me at a.reader@example.com or +1 415 555 0199' : ''}`,
      count: 90 - i * 7,
      lastAskedAt: '2026-11-08T10:00:00Z',
    })),
    searches: Array.from({ length: count }, (_, i) => ({ text: text(i), hits: 4_800 - i * 310 })),
    pages: rows(count, 60).map((r, i) => ({
      path: i % 2 === 0 ? r.path : text(i),
      thumbsDown: r.total,
      thumbsUp: r.ai,
      comments: [{ text: `${text(i)}: out of date`, createdAt: '2026-11-07T09:00:00Z' }],
    })),
  }
  return gapsSummary(report, { requests: 6, outputName: 'gaps.md' })
}

/**
 * The comparison of two weeks of visitors (`compare: pages`) at the default summary-top: the
 * pages' counts in each week, the first `count` paths of `paths` rising and the rest falling.
 */
function comparison(count: number, paths: string[]): string {
  const now = new Map<string, number>()
  const before = new Map<string, number>()
  for (let i = 0; i < count; i++) {
    const path = paths[i % paths.length]!.concat(i < paths.length ? '' : `-${i}`)
    const base = Math.round(30_000 * 0.8 ** i)
    const by = Math.round(base * (0.2 + (i % 5) * 0.15))
    before.set(path, base)
    now.set(path, i % 2 === 0 ? base + by : Math.max(0, base - by))
  }
  const section = comparisonSection(
    'visitors',
    {
      current: { dateFrom: '2026-11-02', dateTo: '2026-11-09' },
      previous: { dateFrom: '2026-10-26', dateTo: '2026-11-02' },
      figures: { human: 1_000_000, ai: 250_000, total: 1_200_000 },
      previousFigures: { human: 960_000, ai: 180_000, total: 1_090_000 },
      movers: movers(now, before, moversEach(20)),
      requests: 8,
    },
    false,
  )
  return section.join('\n')
}

const QUESTIONS = [
  'How do I rotate an API key without downtime when several services share it',
  'Can I export analytics to BigQuery',
  'Does the command line interface support Windows on ARM',
  'How do I set up single sign-on with Okta for the whole organization',
  'Is there a Terraform provider',
  'What is the rate limit of the agent API',
  'Why is the webhook payload undocumented',
  'How do I delete my account',
  'Can I host the docs on my own domain behind a proxy',
  'Where are the release notes for version two',
]

export const SAMPLES: Sample[] = [
  {
    name: 'searches summary at the defaults (20 terms, long ones)',
    markdown: reportSummary('searches', searches(20), { totalSearches: 90_000 }),
    screenshot: 'summary-searches.png',
  },
  {
    name: 'searches summary with hostile terms',
    markdown: reportSummary('searches', searches(HOSTILE_LABELS.length, HOSTILE_LABELS)),
  },
  {
    name: 'feedback-by-page summary at the defaults (20 pages)',
    markdown: reportSummary('feedback-by-page', pagesFeedback(20, 400)),
    screenshot: 'summary-feedback-by-page.png',
  },
  {
    name: 'assistant summary: answered and unanswered questions',
    markdown: reportSummary(
      'assistant',
      Array.from({ length: 30 }, (_, i) => ({
        id: String(i),
        timestamp: '2026-11-08T10:00:00Z',
        query: `${HOSTILE_LABELS[i % HOSTILE_LABELS.length]!} write to me at a.reader@example.com`,
        resolutionStatus: i % 4 === 0 ? 'unanswered' : 'answered',
        responseType: i % 7 === 0 ? 'clarifying_question' : null,
      })),
    ),
  },
  {
    name: 'assistant-callers summary',
    markdown: reportSummary('assistant-callers', [
      { web: 12_400, api: 3_100, other: 45, total: 15_545 },
    ]),
  },
  {
    name: 'visitors summary at the defaults (20 pages, long paths)',
    markdown: summary('visitors', rows(20, 48_000)),
    screenshot: 'summary-visitors.png',
  },
  { name: 'views summary with 3 pages and small counts', markdown: summary('views', rows(3, 9)) },
  {
    name: 'visitors summary at summary-top 100 (the chart keeps the top 20)',
    markdown: summary('visitors', rows(100, 2_500_000)),
  },
  {
    name: 'visitors summary with hostile paths',
    markdown: summary(
      'visitors',
      HOSTILE_LABELS.map((path, i) => ({ path, human: 100 - i, ai: i, total: 100 })),
    ),
  },
  {
    name: 'visitors summary whose pages all have 0',
    markdown: summary(
      'visitors',
      rows(5, 0).map((r) => ({ ...r, human: 0, ai: 0, total: 0 })),
    ),
  },
  {
    name: 'bar chart: top searches by hits',
    markdown: barChart({
      title: `Top ${MAX_BARS} searches by hits`,
      quantity: 'hits',
      bars: Array.from({ length: 25 }, (_, i) => ({
        label: [
          'how do I rotate an API key without downtime',
          'sso',
          'webhook signature verification failed',
          'rate limit',
          'pagination cursor',
        ][i % 5]!.concat(i < 5 ? '' : ` ${i}`),
        value: 5_000 - i * 190,
      })),
    }),
  },
  {
    name: 'stacked bar chart: feedback by page, up and down',
    markdown: stackedBarChart({
      title: 'Feedback by page',
      quantity: 'ratings',
      parts: [
        { name: 'helpful', colour: 'green' },
        { name: 'not helpful', colour: 'red' },
      ],
      bars: rows(12, 400).map((r) => ({ label: r.path, values: [r.human, r.ai] })),
    }),
  },
  {
    name: 'stacked bar chart: one bar, answered and unanswered questions',
    markdown: stackedBarChart({
      title: 'Assistant questions',
      quantity: 'questions',
      parts: [
        { name: 'answered', colour: 'blue' },
        { name: 'unanswered', colour: 'orange' },
      ],
      bars: [{ label: 'all questions', values: [1_234, 321] }],
    }),
  },
  {
    name: 'movers at the defaults (10 pages rose, 10 fell, long paths)',
    markdown: comparison(
      40,
      rows(40, 1).map((r) => r.path),
    ),
    screenshot: 'summary-movers.png',
  },
  {
    name: 'movers at the defaults: the pages that fell (the second chart)',
    markdown: comparison(
      40,
      rows(40, 1).map((r) => r.path),
    )
      .split('```mermaid')
      .slice(2)
      .map((chart) => `\`\`\`mermaid${chart}`)
      .join(''),
    screenshot: 'summary-movers-fell.png',
  },
  {
    name: 'movers with hostile paths',
    markdown: comparison(HOSTILE_LABELS.length * 2, HOSTILE_LABELS),
  },
  {
    name: 'gaps summary at the defaults (10 items a signal, long questions and paths)',
    markdown: gaps(10, QUESTIONS),
    screenshot: 'summary-gaps.png',
  },
  {
    name: 'gaps summary with hostile readers’ words',
    markdown: gaps(HOSTILE_LABELS.length, HOSTILE_LABELS),
  },
]

/**
 * The rolling docs-gaps issue after three weekly runs and a job that covered item 1 whose pull
 * request merged: new, rising, falling, back and dropped-out items, their trends and the
 * "addressed" line, as `npm run screenshots` saves it (docs/gaps-issue-history.png).
 */
export function gapsIssueSample(): string {
  const week = (n: number) => {
    const day = (d: number) =>
      new Date(Date.UTC(2026, 10, 2) + d * 86_400_000).toISOString().slice(0, 10)
    return { from: day(7 * n), to: day(7 * n + 7), at: day(7 * n + 7) }
  }
  const runs: [string, number][][] = [
    [
      ['How do I rotate an API key?', 31],
      ['Is there a Python SDK quickstart?', 22],
      ['What are the rate limits for the analytics API?', 14],
      ['Can I self-host the docs site?', 9],
    ],
    [
      ['How do I rotate an API key?', 38],
      ['Is there a Python SDK quickstart?', 17],
      ['What are the rate limits for the analytics API?', 20],
      ['Does the CLI support Windows?', 6],
    ],
    [
      ['How do I rotate an API key?', 12],
      ['What are the rate limits for the analytics API?', 26],
      ['Does the CLI support Windows?', 11],
      ['How do I set up SSO with Okta?', 8],
      ['Can I self-host the docs site?', 5],
    ],
  ]
  const gapsOf = (n: number): Gaps => ({
    dateFrom: week(n).from,
    dateTo: week(n).to,
    questions: (runs[n] ?? []).map(([text, count]) => ({ text, count, lastAskedAt: week(n).to })),
    searches: [{ text: 'webhook signature', hits: 40 - 8 * n }],
    pages: [{ path: '/guides/sso', thumbsDown: 3 + 2 * n, thumbsUp: 1, comments: [] }],
    complete: true,
  })
  const rotate = gapsItemId('q', keyOf('q', 'How do I rotate an API key?'))
  let body: string | undefined
  for (const n of [0, 1, 2]) {
    const covers = n === 2 ? [{ job: 'job-7f3a', items: [rotate], pr: 118 }] : []
    const pulls = new Map(
      n === 2 ? [[118, { merged: true, mergedAt: week(1).to, closed: true }]] : [],
    )
    const run = issueBodyWithHistory(gapsOf(n), body, week(n), RUN_URL, { covers, pulls })
    body = run.body
  }
  return body ?? ''
}

const RUN_URL = 'https://github.com/acme/docs/actions/runs/9'
