/**
 * How the change check's result shows: the `docs-agent/changes` status (its state and words) and
 * the "Changes to check" section of the note on the agent's pull request. Findings' files and
 * details are escaped like every other text we show: a file name is the agent's to choose.
 */
import { escapeMarkup } from '../markup.js'
import type { ChangeCheck, Finding, FindingKind } from './change-types.js'

/** What each kind means, in the note. */
const KIND_WORDS: Readonly<Record<FindingKind, string>> = {
  path: 'a file outside allowed-paths',
  script: 'markup that runs code or loads active content',
  'mdx-code': 'MDX code beyond plain values',
  secret: 'a credential',
  config: 'a docs config change beyond content',
  unchecked: 'what the check could not read or judge: a person must review it',
  link: 'a link to a new host',
  hidden: 'text a reader of the site does not see',
  removed: 'a page removed without a redirect',
}

const kinds = (findings: readonly Finding[]): string =>
  [...new Set(findings.map((f) => f.kind))].join(', ')

const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * The status the check sets; undefined when it sets none (off, or unavailable). `where` lists
 * the findings: the note on the agent's pull request, or the check's run.
 */
export function statusOfCheck(
  check: ChangeCheck,
  where = 'the note',
): { state: 'success' | 'failure'; description: string } | undefined {
  const blocks = check.findings.filter((f) => f.severity === 'block')
  const warnings = check.findings.filter((f) => f.severity === 'warn')
  switch (check.state) {
    case 'blocked':
      return {
        state: 'failure',
        description: `${count(blocks.length, 'finding')} beyond docs text (${kinds(blocks)}): see ${where}`,
      }
    case 'warned':
      return {
        state: 'success',
        description: `Docs text, with ${count(warnings.length, 'warning')} (${kinds(warnings)})`,
      }
    case 'passed':
      return { state: 'success', description: 'Nothing beyond docs text' }
    default:
      return undefined
  }
}

function findingLine(finding: Finding): string {
  const where =
    finding.line > 0
      ? `<code>${escapeMarkup(finding.file)}</code> line ${finding.line}`
      : `<code>${escapeMarkup(finding.file)}</code>`
  const severity = finding.severity === 'block' ? '⛔' : '⚠️'
  return `- ${severity} ${where}: ${KIND_WORDS[finding.kind]} (<code>${finding.kind}</code>): ${escapeMarkup(finding.detail)}`
}

/** The most findings the note lists; the output lists them all. */
export const MAX_NOTE_FINDINGS = 30

/** The note's "Changes to check" section. */
export function changesSection(check: ChangeCheck): string {
  const title = '#### Changes to check'
  if (check.state === 'unavailable' && check.tooLarge === true)
    return `${title}\nThe change was not checked: ${escapeMarkup(check.reason ?? 'it is too large')}. A person must review it before merging.`
  if (check.state === 'unavailable')
    return `${title}\nThe change could not be checked: ${escapeMarkup(check.reason ?? 'GitHub did not give it')}. Re-run the workflow to check it.`
  if (check.findings.length === 0) return `${title}\nNothing beyond documentation text.`
  const listed = check.findings.slice(0, MAX_NOTE_FINDINGS).map(findingLine)
  const more = check.findings.length - listed.length
  const verdict =
    check.state === 'blocked'
      ? 'Something here goes beyond documentation text: review it before merging.'
      : 'Nothing blocks; worth a look:'
  return [
    title,
    verdict,
    '',
    ...listed,
    ...(more > 0
      ? [`- and ${count(more, 'more finding')}: see the \`change-findings\` output`]
      : []),
  ].join('\n')
}
