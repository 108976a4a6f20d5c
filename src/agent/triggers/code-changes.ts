import type { RequestKind } from '../decide/request-kind.js'
import { codeClosed } from './code-closed.js'
import { codeMergeGroup } from './code-merge-group.js'
import { codePullRequest } from './code-pull-request.js'
import { codePush } from './code-push.js'

/**
 * A code pull request followed while it is open (`follow-code-changes: true`), as the one entry
 * of request-kinds.ts: its start (code-pull-request.ts), each push (code-push.ts) and its end
 * (code-closed.ts). Three kinds, because each answers the kinds' questions its own way (who may
 * ask, how it is claimed); what they read alike is code-event.ts. A merge queue's group is none
 * of them, but a required `docs-status` answers it (code-merge-group.ts).
 */
export const CODE_CHANGES: readonly RequestKind[] = [
  codePush,
  codeClosed,
  codePullRequest,
  codeMergeGroup,
]
