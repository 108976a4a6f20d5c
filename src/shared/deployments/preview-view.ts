import { escapeMarkup, linkOrText } from '../markup.js'
import type { Deployment } from './deployment.js'

/**
 * A preview as a reader sees it in a comment or a job summary: its link, how far it got, and the
 * screenshot of the docs, light and dark where both are given (GitHub's `<picture>` with
 * `prefers-color-scheme` shows the one that matches the reader's theme). Shared by the agent
 * action's tracking comment, note and summary and by the deploy action's.
 */

/** What became of a preview: the deployment's status, or why there is none. */
export type PreviewStatus =
  'queued' | 'in_progress' | 'success' | 'failure' | 'timed-out' | 'unavailable' | 'off'

export interface ShownPreview {
  status: PreviewStatus
  /** Where the preview is (or will be); '' when the service gave none. */
  url: string
  screenshots: Pick<Deployment, 'screenshot' | 'screenshotLight' | 'screenshotDark'>
  /** The deployment status's id, where there is one: a later run follows it by this id. */
  statusId?: string
}

const WORDS: Record<PreviewStatus, string> = {
  queued: 'queued',
  in_progress: 'building',
  success: 'live',
  failure: 'failed',
  'timed-out': 'still building when this run stopped waiting',
  unavailable: 'not available',
  off: 'off',
}

/**
 * One line: the link (when there is one) and the state, e.g. `<a …>acme.mintlify.app</a> (live)`.
 * The link reads as its host: a whole URL as a link's text would be linked again inside it by
 * GitHub's autolinker.
 */
export function previewLine(preview: ShownPreview): string {
  const link = preview.url === '' ? '' : `${linkOrText(preview.url, hostOf(preview.url))} `
  return `${link}(${escapeMarkup(WORDS[preview.status])})`
}

/**
 * The screenshot of a live preview, linked to it; '' when it has none. Only http(s) URLs are
 * shown (deployment.ts reads nothing else), escaped as attribute values.
 */
export function previewPicture(preview: ShownPreview, width = 600): string {
  if (preview.status !== 'success') return ''
  const { screenshot, screenshotLight, screenshotDark } = preview.screenshots
  const light = screenshotLight ?? screenshot ?? screenshotDark
  if (light === null) return ''
  const img = `<img alt="The preview of the docs" src="${escapeMarkup(light)}" width="${width}">`
  const dark =
    screenshotDark !== null && screenshotDark !== light
      ? `<source media="(prefers-color-scheme: dark)" srcset="${escapeMarkup(screenshotDark)}">`
      : ''
  const picture = dark === '' ? img : `<picture>${dark}${img}</picture>`
  return preview.url === '' ? picture : `<a href="${escapeMarkup(preview.url)}">${picture}</a>`
}

/** A URL's host, e.g. `acme.mintlify.app`; the URL itself when it has none. */
function hostOf(url: string): string {
  try {
    return new URL(url).host || url
  } catch {
    return url
  }
}
