import type { RequestKind } from '../decide/request-kind.js'
import type { RunEvent } from '../../shared/github/run-context.js'
import { byline } from '../decide/prompt-context.js'
import { authorOf } from '../decide/request-reading.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { reactOnThread } from './answers.js'
import { PHRASE_KIND, phraseText, readPhrase } from './phrase.js'

/** A newly opened issue whose title or body addresses the agent by the phrase. */
type NewIssueSource = { kind: 'issue' }

const WANTED = {
  name: 'issues',
  action: 'opened',
  what: 'a newly opened issue',
  noun: 'issue',
} as const

/** Its title and body, read as one text. */
const bodyOf = ({ issue }: RunEvent<'issues'>['payload']): string =>
  `${text(issue?.title)}\n\n${text(issue?.body)}`

export const newIssue: RequestKind<NewIssueSource> = {
  ...PHRASE_KIND,
  text: (event) => phraseText(event, WANTED, bodyOf),
  read: (event) =>
    readPhrase(event, newIssue, WANTED, (payload) => ({
      source: { kind: 'issue' },
      body: bodyOf(payload),
      key: `issue:${String(payload.issue?.number)}`,
      author: authorOf(payload.issue?.user, payload.issue?.author_association),
    })),
  reactionTarget: reactOnThread,
  describe: ({ author }) => `the issue opened by ${byline(author)}`,
}
