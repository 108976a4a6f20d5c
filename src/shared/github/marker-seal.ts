import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * The seal on the hidden markers these actions write (issue #52): an HMAC-SHA256 that only a run
 * holding the API key can make. With the workflow's GITHUB_TOKEN every workflow of a repository
 * writes as github-actions[bot], so a login cannot tell this action's comment from another
 * workflow's echo of a user's text; the seal can. It covers every hidden marker of a text
 * (`<!-- docs-… -->`, in order), the repository and the place the text is in (an issue's or a pull
 * request's thread, by number, or an issue's own body), so a marker copied into another thread or
 * repository no longer reads. It rides at the end of the text as one more hidden comment, which
 * the client (./github-client.ts) adds as it writes and takes off as it reads: callers never see
 * it. The visible text is not covered (nobody reads it back as a claim), so a maintainer's edit of
 * it, or a note added after the seal, leaves the text the action's; an edit of a marker does not.
 *
 * The key is derived from the API key (HKDF-SHA256, its own salt and label), never the key itself,
 * and never shown. Keys that only verify (`marker-keys`: the key before a rotation, or another
 * workflow's) are derived the same way.
 */

/** Where a sealed text is: a comment of an issue's or a pull request's thread, or an issue's body. */
export type SealPlace =
  | { repository: string; kind: 'issue' | 'review'; number: number }
  | { repository: string; kind: 'issue-body' }

/** The derived keys: the one this run seals with, and every one a seal is checked against. */
export interface SealKeys {
  /** From `api-key`; undefined when the run has none (nothing it writes is sealed). */
  seal: Buffer | undefined
  /** The sealing key first, then those of `marker-keys`. */
  verify: readonly Buffer[]
}

/** Every hidden marker of these actions starts so; the seal's own included. */
const MARKER_START = '<!-- docs-'
const MARKER_END = '-->'
const SEAL_START = '<!-- docs-agent-seal v1 '
/** The seal as the text's last one has it, where SEAL_START is found (with the line it starts). */
const SEAL_AT = /^\n?<!-- docs-agent-seal v1 ([A-Za-z0-9_-]{43}) -->/
/** base64url of 32 bytes. */
const MAC_LENGTH = 43

/** What a seal adds to a text: a writer keeps this much room under GitHub's 65,536 characters. */
export const SEAL_LENGTH = `\n${SEAL_START}`.length + MAC_LENGTH + ' -->'.length

const SALT = 'docs-agent-action marker seal'
const LABEL = 'v1'

/** One key derived from an API key: 32 bytes no one can turn back into the key. */
function derive(apiKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', apiKey, SALT, LABEL, 32))
}

/** The keys of a run: `apiKey` seals and verifies, each of `others` only verifies. */
export function sealKeys(apiKey: string, others: readonly string[] = []): SealKeys {
  const seal = apiKey === '' ? undefined : derive(apiKey)
  const verify = [
    ...(seal === undefined ? [] : [seal]),
    ...others.filter((key) => key !== '' && key !== apiKey).map(derive),
  ]
  return { seal, verify }
}

/** Whether a text carries a hidden marker of these actions (a seal alone is none). */
export function carriesMarker(body: string): boolean {
  return withoutSeal(body).includes(MARKER_START)
}

/** The text's last seal (valid or not): the MAC it gives, and the text without it. */
function lastSeal(body: string): { mac: string; bare: string } | undefined {
  const start = body.lastIndexOf(SEAL_START)
  if (start === -1) return undefined
  const from = start > 0 && body[start - 1] === '\n' ? start - 1 : start
  const found = SEAL_AT.exec(body.slice(from))
  if (found?.[1] === undefined) return undefined
  return { mac: found[1], bare: body.slice(0, from) + body.slice(from + found[0].length) }
}

/** The text without its last seal, valid or not. */
function withoutSeal(body: string): string {
  return lastSeal(body)?.bare ?? body
}

function placeWords(place: SealPlace): string {
  return place.kind === 'issue-body' ? 'issue body' : `${place.kind} ${place.number}`
}

/**
 * The hidden markers of a text, in order, each whole (`<!-- docs-` to the first `-->`). Found with
 * `indexOf`, in one pass: a text of someone else's full of unclosed starts costs no more.
 */
function markersOf(body: string): string[] {
  const markers: string[] = []
  for (let at = body.indexOf(MARKER_START); at !== -1;) {
    const end = body.indexOf(MARKER_END, at + MARKER_START.length)
    if (end === -1) break
    markers.push(body.slice(at, end + MARKER_END.length))
    at = body.indexOf(MARKER_START, end + MARKER_END.length)
  }
  return markers
}

function mac(key: Buffer, place: SealPlace, body: string): Buffer {
  const markers = markersOf(body)
  const signed = [SEAL_START.trim(), place.repository.toLowerCase(), placeWords(place), ...markers]
  return createHmac('sha256', key).update(signed.join('\n')).digest()
}

/**
 * `body` as this run writes it at `place`: sealed when it carries a marker and the run has a key
 * (a seal it already had is replaced); else as it is.
 */
export function sealBody(body: string, place: SealPlace, keys: SealKeys): string {
  if (keys.seal === undefined || !carriesMarker(body)) return body
  const bare = withoutSeal(body)
  return `${bare}\n${SEAL_START}${mac(keys.seal, place, bare).toString('base64url')} -->`
}

/**
 * A text read at `place`: `sealed` when its last seal is one the keys made for these very markers
 * there, and then the text without it; else the text as it is.
 */
export function openSeal(
  body: string,
  place: SealPlace,
  keys: SealKeys,
): { body: string; sealed: boolean } {
  const found = lastSeal(body)
  if (found === undefined) return { body, sealed: false }
  const given = Buffer.from(found.mac, 'base64url')
  const { bare } = found
  const sealed = keys.verify.some((key) => timingSafeEqual(mac(key, place, bare), given))
  return sealed ? { body: bare, sealed } : { body, sealed }
}
