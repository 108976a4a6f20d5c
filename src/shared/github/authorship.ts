import {
  carriesMarker,
  openSeal,
  sealBody,
  sealKeys,
  type SealKeys,
  type SealPlace,
} from './marker-seal.js'

/**
 * The one notion of "written by us" (issue #52): a comment, or an issue's body, whose hidden
 * markers the actions read as their own. Every reader of markers and records (the agent's thread
 * markers, the daily limits' counts, the finish run's hand-off records, the note on the agent's
 * pull request, the deploy action's preview comment, the gaps report's rolling issue) reads only
 * texts the GitHub client judged so (`trusted`), and the client judges them here alone:
 *
 * - its author is the token's own login, or a login the workflow names (`marker-logins`): anyone
 *   can type a marker into a comment of their own, and an App's or a person's other comments are
 *   theirs; an unknown or empty author is nobody's (untrusted);
 * - and its markers carry a seal one of the run's keys made for this repository and this place
 *   (./marker-seal.ts): with GITHUB_TOKEN every workflow of the repository writes as
 *   github-actions[bot], and only the seal tells this action's comment from another workflow's
 *   echo of a user's text. It is required of every login alike (one rule, and an App or a person
 *   whose token other automations share is no different).
 *
 * The token's own login is read once per client family (the client and its clients in other
 * repositories share one token), only when a text with a marker is judged, unless GitHub named it
 * first as the author of a comment or issue the client wrote (`learn`); a failure to read it fails
 * the read, so a run never takes its own comments for someone else's, nor the reverse.
 */

/** A login as GitHub writes one (./permissions.ts reads GraphQL's the same way). */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\[bot\])?$/

/** What the workflow says of who writes as these actions, and the keys of the seals. */
export interface AuthorshipSettings {
  /** Logins, besides the token's own, whose sealed markers are read (`marker-logins`). */
  logins: readonly string[]
  keys: SealKeys
  /**
   * Told once per client family when texts by one of these logins carry markers without a seal
   * this run can verify (written before seals, with another key, or by another workflow).
   */
  warn?: (message: string) => void
}

/** No login and no key: nothing the client reads is trusted, and nothing it writes is sealed. */
export const NO_AUTHORSHIP: AuthorshipSettings = {
  logins: [],
  keys: { seal: undefined, verify: [] },
}

/**
 * A run's authorship from its inputs: `api-key` seals and verifies, `marker-keys` only verify,
 * `marker-logins` are read as the token's own; `warn` says once what was left out unverified.
 */
export function markerAuthorship(
  inputs: { apiKey: string; markerKeys: readonly string[]; markerLogins: readonly string[] },
  warn?: (message: string) => void,
): AuthorshipSettings {
  return {
    logins: inputs.markerLogins,
    keys: sealKeys(inputs.apiKey, inputs.markerKeys),
    ...(warn === undefined ? {} : { warn }),
  }
}

/** A text as the client reads it: its body, its author's login (if GitHub gave one), its trust. */
export interface Authored {
  body: string
  author?: string | undefined
  trusted: boolean
}

/** The judge of what the client reads and the sealer of what it writes, for one token. */
export class Authorship {
  readonly settings: AuthorshipSettings
  private readonly readLogin: () => Promise<string>
  private own: Promise<string> | undefined
  /** The reasons already said. */
  private readonly warned = new Set<'unsealed' | 'other login'>()

  /** `readLogin` asks GitHub who the token acts as (./permissions.ts tokenLogin). */
  constructor(settings: AuthorshipSettings, readLogin: () => Promise<string>) {
    this.settings = settings
    this.readLogin = readLogin
  }

  /** `body` as written at `place`: sealed when it carries a marker and the run has a key. */
  seal(body: string, place: SealPlace): string {
    return sealBody(body, place, this.settings.keys)
  }

  /**
   * The texts `found`, each with its seal checked and taken off and `trusted` set: written by us.
   * A text without a marker is never trusted (there is nothing of ours to read in it).
   */
  async judge<T extends Authored>(
    found: readonly T[],
    placeOf: (text: T) => SealPlace,
    what: 'comment' | 'issue' = 'comment',
  ): Promise<T[]> {
    const named = new Set(this.settings.logins.map((login) => login.toLowerCase()))
    const opened = found.map((text) => {
      if (!carriesMarker(text.body)) return { text: { ...text, trusted: false }, sealed: false }
      const { body, sealed } = openSeal(text.body, placeOf(text), this.settings.keys)
      return { text: { ...text, body }, sealed, marked: true }
    })
    const author = (text: T): string => (text.author ?? '').toLowerCase()
    const asked = opened.some(
      ({ text, marked }) => marked && author(text) !== '' && !named.has(author(text)),
    )
    const own = asked ? (await this.ownLogin()).toLowerCase() : undefined
    const ours = (text: T): boolean =>
      author(text) !== '' && (named.has(author(text)) || author(text) === own)
    const left = (keep: (sealed: boolean, mine: boolean) => boolean): string[] =>
      opened
        .filter(
          ({ text, sealed, marked }) => marked && author(text) !== '' && keep(sealed, ours(text)),
        )
        .map(({ text }) => text.author ?? '')
    // Said once each: ours without a seal we can verify; sealed with our key by another App (a
    // person could copy a sealed comment of ours into one of theirs: no hint names them).
    this.warnOnce(
      'unsealed',
      left((sealed, mine) => mine && !sealed),
      what,
    )
    const apps = left((sealed, mine) => sealed && !mine).filter((login) => login.endsWith('[bot]'))
    this.warnOnce('other login', apps, what)
    return opened.map(({ text, sealed }) => ({ ...text, trusted: sealed && ours(text) }))
  }

  /**
   * The token's login as GitHub wrote it on something the client just created: the author of
   * what a token posts is the token's own identity, so no query is needed after a first write.
   */
  learn(author: string | undefined): void {
    if (this.own === undefined && author !== undefined && LOGIN.test(author))
      this.own = Promise.resolve(author)
  }

  /** The token's login, asked once; a failure is not kept (the next judgement asks again). */
  private ownLogin(): Promise<string> {
    this.own ??= this.readLogin().catch((error: unknown) => {
      this.own = undefined
      throw error
    })
    return this.own
  }

  /** What was left out, said once per client family and kind of reason. */
  private warnOnce(
    reason: 'unsealed' | 'other login',
    authors: readonly string[],
    what: 'comment' | 'issue',
  ): void {
    if (authors.length === 0 || this.warned.has(reason) || this.settings.warn === undefined) return
    this.warned.add(reason)
    const who = [...new Set(authors)].join(', ')
    const count = authors.length === 1 ? `1 ${what}` : `${authors.length} ${what}s`
    this.settings.warn(
      reason === 'unsealed'
        ? `Left out ${count} by ${who} whose markers carry no seal this run can verify: written by a version of this action before 1.6.0, sealed with another API key (name it in marker-keys), or written by another workflow. Their jobs, records and counts are not read (docs/security.md#markers-and-records).`
        : `Left out ${count} by ${who}, sealed with this run's key by an App that is neither github-token's nor one of marker-logins. If a workflow of yours writes with that App's token, name it in marker-logins (docs/security.md#markers-and-records).`,
    )
  }
}
