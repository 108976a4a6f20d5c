/**
 * The counts of the daily request limits (../decide/budget.ts judges them), as the tracking
 * comment and the job summary show them: requests sent in the last 24 hours, against each limit
 * that is set.
 */

/** One limit's count: requests sent in the last 24 hours (this one included), against the limit. */
export interface LimitCount {
  used: number
  max: number
}

/** The counts against each limit that is set. */
export interface Budget {
  repository?: LimitCount
  person?: LimitCount & { login: string }
}

/** The counts in plain words (no markup): "7 of 20 in this repository", "2 of 5 for octocat". */
export function budgetWords(budget: Budget): string[] {
  const words: string[] = []
  if (budget.repository !== undefined)
    words.push(`${budget.repository.used} of ${budget.repository.max} in this repository`)
  if (budget.person !== undefined)
    words.push(
      `${budget.person.used} of ${budget.person.max} for ${budget.person.login || 'its sender'}`,
    )
  return words
}
