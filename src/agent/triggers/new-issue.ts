import type { RequestKind } from '../decide/decision.js'
import { byline } from '../decide/prompt-context.js'
import { authorOf } from '../decide/request-reading.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { reactOnThread } from './answers.js'
import { PHRASE_KIND, readPhrase } from './phrase.js'

/** A newly opened issue whose title or body addresses the agent by the phrase. */
type NewIssueSource = { kind: 'issue' }

export const newIssue: RequestKind<NewIssueSource> = {
  ...PHRASE_KIND,
  read: (event) =>
    readPhrase(
      event,
      newIssue,
      { name: 'issues', action: 'opened', what: 'a newly opened issue', noun: 'issue' },
      ({ issue }) => ({
        source: { kind: 'issue' },
        body: `${text(issue?.title)}\n\n${text(issue?.body)}`,
        key: `issue:${String(issue?.number)}`,
        author: authorOf(issue?.user, issue?.author_association),
      }),
    ),
  reactionTarget: reactOnThread,
  describe: ({ author }) => `the issue opened by ${byline(author)}`,
}
