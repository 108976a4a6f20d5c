/** Sent in the User-Agent header; a unit test keeps it equal to package.json's version. */
export const ACTION_NAME = 'docs-agent-action'
export const ACTION_VERSION = '0.1.0'
