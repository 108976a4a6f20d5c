/**
 * The three signals of what readers could not find, each ranked as it arrives so that memory
 * grows with distinct questions, not with conversations read. Pure: the report reads the service
 * and feeds these.
 */

/** An assistant turn, as much of it as ranking needs. */
export interface Conversation {
  query: string
  resolutionStatus: string
  timestamp: string
}

/** A search term's row. */
export interface Search {
  searchQuery: string
  hits: number
  topClickedPage: string | null
}

/** A page's feedback counts (feedback by page). */
export interface PageFeedback {
  path: string
  thumbsUp: number
  thumbsDown: number
  total: number
}

/** One feedback entry; only unhelpful comments are kept. */
export interface FeedbackEntry {
  path: string
  helpful?: boolean | undefined
  comment: string | null
  createdAt: string | null
}

export interface RankedQuestion {
  /** The question as first asked. */
  text: string
  /** How many times it was asked, in any case, spacing or trailing punctuation. */
  count: number
  lastAskedAt: string
}

export interface RankedSearch {
  text: string
  hits: number
}

export interface RankedPage {
  path: string
  thumbsDown: number
  thumbsUp: number
  /** The newest unhelpful comments on the page, newest first. */
  comments: { text: string; createdAt: string | null }[]
}

/** Comments kept per page. */
export const COMMENTS_PER_PAGE = 3

/**
 * The same question asked in other case, spacing or trailing punctuation counts once. NFKC folds
 * full-width forms, so `ＡＰＩ？` and `api?` are one question.
 */
export function questionKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s\p{P}]+$/u, '')
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Unanswered questions, counted by key. */
export class QuestionRanking {
  private readonly questions = new Map<string, RankedQuestion>()

  add(conversation: Conversation): void {
    if (conversation.resolutionStatus !== 'unanswered') return
    const key = questionKey(conversation.query)
    if (key === '') return
    const known = this.questions.get(key)
    if (known === undefined) {
      this.questions.set(key, {
        text: conversation.query.trim(),
        count: 1,
        lastAskedAt: conversation.timestamp,
      })
      return
    }
    known.count++
    if (conversation.timestamp > known.lastAskedAt) known.lastAskedAt = conversation.timestamp
  }

  /** Distinct unanswered questions seen. */
  get size(): number {
    return this.questions.size
  }

  /** Most asked first; among equals the most recent, then by text, so the order is stable. */
  top(count: number): RankedQuestion[] {
    return [...this.questions.values()]
      .sort(
        (a, b) =>
          b.count - a.count ||
          byText(b.lastAskedAt, a.lastAskedAt) ||
          byText(questionKey(a.text), questionKey(b.text)),
      )
      .slice(0, count)
  }
}

/** Searches whose results nobody clicked, merged by key (their hits add up). */
export class SearchRanking {
  private readonly searches = new Map<string, RankedSearch>()

  add(search: Search): void {
    if (search.topClickedPage !== null) return
    const key = questionKey(search.searchQuery)
    if (key === '') return
    const known = this.searches.get(key)
    if (known === undefined)
      this.searches.set(key, { text: search.searchQuery.trim(), hits: search.hits })
    else known.hits += search.hits
  }

  get size(): number {
    return this.searches.size
  }

  top(count: number): RankedSearch[] {
    return [...this.searches.values()]
      .sort((a, b) => b.hits - a.hits || byText(questionKey(a.text), questionKey(b.text)))
      .slice(0, count)
  }
}

/** Pages rated down, most thumbs-down first, with their newest unhelpful comments. */
export class PageRanking {
  private readonly pages: RankedPage[] = []
  private readonly comments = new Map<string, RankedPage['comments']>()

  addPage(page: PageFeedback): void {
    if (page.thumbsDown <= 0) return
    this.pages.push({
      path: page.path,
      thumbsDown: page.thumbsDown,
      thumbsUp: page.thumbsUp,
      comments: [],
    })
  }

  /** Keeps the newest few unhelpful comments of each page, whatever order they arrive in. */
  addFeedback(entry: FeedbackEntry): void {
    if (entry.helpful !== false || entry.comment === null || entry.comment.trim() === '') return
    const list = this.comments.get(entry.path) ?? []
    list.push({ text: entry.comment.trim(), createdAt: entry.createdAt })
    list.sort((a, b) => byText(b.createdAt ?? '', a.createdAt ?? ''))
    if (list.length > COMMENTS_PER_PAGE) list.pop()
    this.comments.set(entry.path, list)
  }

  get size(): number {
    return this.pages.length
  }

  /** The paths whose comments are worth reading: the top pages. */
  topPaths(count: number): Set<string> {
    return new Set(this.top(count).map((page) => page.path))
  }

  top(count: number): RankedPage[] {
    return [...this.pages]
      .sort(
        (a, b) => b.thumbsDown - a.thumbsDown || a.thumbsUp - b.thumbsUp || byText(a.path, b.path),
      )
      .slice(0, count)
      .map((page) => ({ ...page, comments: this.comments.get(page.path) ?? [] }))
  }
}
