import { needsParsers } from '../../shared/sanitizer/visible-text.js'
import type { Asking, Need, OwnFact } from './fact-needs.js'
import type { Facts } from './request-kind.js'

/**
 * How a question of decide asks for a fact it needs (fact-needs.ts `Asking`): it yields the
 * fact's Need, and makePlan (make-plan.ts) reads it into the facts before the question goes on.
 */

/** The facts fact-gathering.ts reads under their own names. */
type Gathered = 'role' | 'thread' | 'newestJob' | 'files' | 'claim' | 'owner' | 'budget' | 'pull'

/** The fact `key`, read first (by `need`) when it has not been. */
export function* factOf<K extends Gathered>(
  facts: Facts,
  key: K,
  need: Need,
): Asking<NonNullable<Facts[K]>> {
  if (facts[key] === undefined) yield need
  const value = facts[key]
  if (value === undefined) throw new Error(`the ${key} fact was asked for and not read`)
  return value
}

/** A kind's own fact, if gathered. */
export function ownFact<T>(facts: Facts, fact: Pick<OwnFact<T>, 'name'>): T | undefined {
  return facts.own?.[fact.name] as T | undefined
}

/** A kind's own fact, read first when it has not been. */
export function* ownFactOf<T>(facts: Facts, fact: OwnFact<T>): Asking<T> {
  if (facts.own === undefined || !(fact.name in facts.own)) yield { fact: 'own', own: fact }
  return ownFact(facts, fact) as T
}

/**
 * The parsers of text from GitHub, loaded first when one of `texts` needs them (`addressed`: read
 * for whom it addresses, as a phrase is), so that a plain comment's run never loads them.
 */
export function* readable(
  facts: Facts,
  texts: readonly (string | undefined)[],
  addressed = false,
): Asking<void> {
  if (facts.parsers === true) return
  if (texts.some((text) => text !== undefined && needsParsers(text, addressed)))
    yield { fact: 'parsers' }
}
