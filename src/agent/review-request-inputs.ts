import * as core from '@actions/core'
import { InputError, quote, rawInput, readItems } from '../shared/inputs.js'

/**
 * Who `pr-reviewers` asks to review the agent's pull request: the person who made the request
 * (`requester`), a user by login, or a team by `org/team` slug.
 */
export type Reviewer =
  | { kind: 'requester' }
  | { kind: 'user'; login: string }
  | { kind: 'team'; org: string; slug: string }

/** GitHub's limit on the reviewers requested at once is 15; more is surely a mistake. */
export const MAX_REVIEWERS = 15
/** A handful of labels is what a pull request gets; dozens is surely a mistake. */
export const MAX_LABELS = 20
/** GitHub refuses label names over 50 characters. */
const MAX_LABEL_LENGTH = 50

/** GitHub's logins: at most 39 letters, digits and hyphens, a letter or digit first. */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/
/** A team's slug: GitHub makes it from the name, in lower case letters, digits, `-` and `_`. */
const TEAM_SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/

const entries = (name: string): string[] => readItems(name)

function reviewerOf(entry: string): Reviewer {
  if (entry.toLowerCase() === 'requester') return { kind: 'requester' }
  const team = /^@?([^/]+)\/([^/]+)$/.exec(entry)
  if (team !== null) {
    const [, org = '', slug = ''] = team
    if (LOGIN.test(org) && TEAM_SLUG.test(slug)) return { kind: 'team', org, slug }
  } else {
    const login = entry.replace(/^@/, '')
    if (LOGIN.test(login)) return { kind: 'user', login }
  }
  throw new InputError(
    `Input 'pr-reviewers' must list GitHub logins, \`org/team\` slugs or the word \`requester\`, separated by commas; got ${quote(entry)}.`,
  )
}

/** `pr-reviewers`: [] when empty (off). */
export function readPullRequestReviewers(): Reviewer[] {
  const listed = entries('pr-reviewers')
  if (listed.length > MAX_REVIEWERS) {
    throw new InputError(
      `Input 'pr-reviewers' lists ${listed.length} reviewers; GitHub takes at most ${MAX_REVIEWERS}. Got ${quote(rawInput('pr-reviewers').trim())}.`,
    )
  }
  // A bot's login (`dependabot[bot]`, as `github.event.pull_request.user.login` gives it) cannot
  // review: it is left out with a warning, so that a workflow naming a change's author still
  // works for a bot's change.
  const bots = listed.filter((entry) => /^@?[A-Za-z0-9][A-Za-z0-9-]{0,38}\[bot\]$/i.test(entry))
  for (const bot of bots)
    core.warning(`Input 'pr-reviewers' names ${bot}, a bot; bots cannot review, so it is left out.`)
  return listed.filter((entry) => !bots.includes(entry)).map(reviewerOf)
}

/** `pr-labels`: [] when empty (off). */
export function readPullRequestLabels(): string[] {
  const listed = entries('pr-labels')
  if (listed.length > MAX_LABELS) {
    throw new InputError(
      `Input 'pr-labels' lists ${listed.length} labels; at most ${MAX_LABELS} are taken. Got ${quote(rawInput('pr-labels').trim())}.`,
    )
  }
  const bad = listed.find((label) => label.length > MAX_LABEL_LENGTH || /\p{Cc}/u.test(label))
  if (bad !== undefined) {
    throw new InputError(
      `Input 'pr-labels' must list label names (up to ${MAX_LABEL_LENGTH} characters each) separated by commas; got ${quote(bad)}.`,
    )
  }
  // The same label twice (case does not matter to GitHub) is asked for once.
  return listed.filter(
    (label, i) => listed.findIndex((l) => l.toLowerCase() === label.toLowerCase()) === i,
  )
}
