/** Sent in the User-Agent header; a unit test keeps it equal to package.json's version. */
export const ACTION_NAME = 'docs-agent-action'
export const ACTION_VERSION = '1.6.0'

/** The User-Agent both clients send (the service's and GitHub's). */
export const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`
