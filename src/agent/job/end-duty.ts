/**
 * The duty of a job's end, for every run that tells it: the run that waited for it, a re-run that
 * took its tracking comment over, or a finish run (../finish/job-finish.ts). Telling the end
 * (./job-end.ts tellEnd: the tracking comment, the reaction, the note on the agent's pull
 * request, the `docs-status`) and, for a handed-off job, announcing it (./finished-event.ts: the
 * `repository_dispatch`) are one duty, done once per job whoever does it.
 *
 * The job's state lives in the action's own comments: a tracking comment that carries a hand-off
 * record (../github/hand-off.ts) is a job no run waits for, whose end is claimed first (👀 on
 * that comment, ../github/end-claim.ts: of two runs, GitHub creates one 👀), then told, then
 * announced once the comment shows it. A job that was never handed off is told by the run that
 * waited for it, and not announced: nothing waits for the event of a job a run followed.
 *
 * nextEndStep is the pure decision of what is still owed, from the facts read so far;
 * carryEndDuty does the I/O around it, through what the caller hands it.
 */

/** What a run knows of the job's end as it carries the duty out. */
export interface EndFacts {
  /** The tracking comment hands the job off (its record, read of GitHub before the end). */
  handedOff: boolean
  /** The request's end is the job's (its newest request, in a known thread): it is announced. */
  announces: boolean
  /**
   * This run's claim on a handed-off job's end: `won` when GitHub created its 👀, `lost` when
   * another run holds the end, `failed` when it could not be made (nothing was written).
   */
  claim?: 'won' | 'lost' | 'failed'
  /** Once told: whether the tracking comment shows the end (for a handed-off job: its record gone). */
  shown?: boolean
  /** The `repository_dispatch` was sent, or tried: it is never sent twice. */
  announced?: boolean
}

/** What the duty does next: claim, tell, announce; or nothing more (`done`). */
export type EndStep = 'claim' | 'tell' | 'announce' | 'done'

/**
 * What is still owed of the job's end. A job not handed off: told, and nothing more. A handed-off
 * one: claimed; told only with the claim won; announced only once the comment shows the end
 * (a comment that still hands the job off is told again, and announced, by a later run), and
 * only by the request whose end is the job's.
 */
export function nextEndStep(facts: EndFacts): EndStep {
  if (!facts.handedOff) return facts.shown === undefined ? 'tell' : 'done'
  if (facts.claim === undefined) return 'claim'
  if (facts.claim !== 'won') return 'done'
  if (facts.shown === undefined) return 'tell'
  if (!facts.shown || !facts.announces || facts.announced === true) return 'done'
  return 'announce'
}

/** The duty's I/O, as the run that carries it out does it. */
export interface EndDutyActions {
  /** Claims a handed-off job's end (asked only for one). */
  claim: () => Promise<'won' | 'lost' | 'failed'>
  /** Tells the end; true when the tracking comment shows it. */
  tell: () => Promise<boolean>
  /** Sends the `repository_dispatch` of the job's end. */
  announce: () => Promise<void>
}

/** Carries the end's duty out, step by step as nextEndStep decides; returns what was done. */
export async function carryEndDuty(
  start: Pick<EndFacts, 'handedOff' | 'announces'>,
  actions: EndDutyActions,
): Promise<EndFacts> {
  const facts: EndFacts = { ...start }
  for (let step = nextEndStep(facts); step !== 'done'; step = nextEndStep(facts)) {
    if (step === 'claim') facts.claim = await actions.claim()
    else if (step === 'tell') facts.shown = await actions.tell()
    else {
      facts.announced = true
      await actions.announce()
    }
  }
  return facts
}
