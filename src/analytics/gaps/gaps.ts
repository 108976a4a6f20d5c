import type { RankedPage, RankedQuestion, RankedSearch } from './rank.js'

/** What the gaps report found, ready to render. Every text in it is still the reader's own. */
export interface Gaps {
  /** The range read, as the user gave it ('' where open). */
  dateFrom: string
  dateTo: string
  questions: RankedQuestion[]
  searches: RankedSearch[]
  pages: RankedPage[]
  /**
   * Every signal was read as far as its ranking needs: to the range's end, or (searches, comments)
   * until nothing read later could change what is listed.
   */
  complete: boolean
  /** Why a signal was not read that far: the request budget, or a failure or cancellation. */
  cut?: 'max-requests' | 'stopped' | undefined
  /** Feedback by page had more pages than the 100 the service sends: pages past them are unranked. */
  pagesKeptBack?: boolean | undefined
  /**
   * Searches come most searched first: they were read down to the term (`terms` read, the last
   * with `hits`) past which no term could enter the list.
   */
  searchesReadTo?: { terms: number; hits: number } | undefined
}
