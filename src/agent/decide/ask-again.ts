/**
 * How a person asks again, in the words a kind's `askAgain` answers with (request-kind.ts), and
 * that a skipped re-run (claim.ts) and a failure's advice (../job/failure-advice.ts) say.
 */

/** How a person who asked by comment asks again. */
export const COMMENT_AGAIN = 'comment again'

/** The way to ask anew when a re-run is not one and the request has no other (a merge). */
export const ASK_BY_HAND = 'run the workflow by hand with a prompt'
