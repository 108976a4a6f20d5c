/**
 * Readers' words: what the generated searches, questions and comments say. Some carry what a
 * report must never pass on as it is: email addresses, phone numbers, markup and @mentions.
 */
import { pick } from './seeded.ts'

/** Questions the docs do not answer, most asked first: the assistant answers them `unanswered`. */
export const UNANSWERED_QUESTIONS = [
  'How do I rotate an API key without downtime',
  'Can I export analytics to BigQuery',
  'Does the CLI support Windows on ARM',
  'How do I set up SSO with Okta',
  'How do I delete my account? My email is sam.lee@example.com',
  '<script>alert(1)</script> How do I embed the search widget',
  '@docs-team why is the webhook payload undocumented',
  'Please call me at +1 (415) 555-0132 about enterprise pricing',
  'Is there a Terraform provider',
  'What is the rate limit of the agent API',
] as const

/** Questions the docs answer, with the page (index) that answers each. */
export const ANSWERED_QUESTIONS: readonly (readonly [string, number])[] = [
  ['How do I install the CLI', 1],
  ['How do I add a custom domain', 8],
  ['What does the quickstart cover', 1],
  ['How do I write an API reference page', 4],
  ['How do I configure the navigation', 9],
  ['Where do I find my project ID', 0],
  ['How do I preview changes locally', 5],
  ['Can I use MDX components', 12],
  ['How do I translate my docs into Japanese', 3],
  ['How do I add a changelog', 14],
]

/** Questions too vague to answer: the assistant asks back, then answers. */
export const VAGUE_QUESTIONS: readonly (readonly [string, string, string])[] = [
  ['deploy', 'Do you mean deploying the docs site, or a preview of a pull request?', 'The site'],
  ['keys', 'Do you mean API keys for the admin API, or keyboard shortcuts?', 'API keys'],
  ['limits', 'Which limits: the API rate limit or the size of a page?', 'The rate limit'],
]

export const QUERY_CATEGORIES = [
  'getting-started',
  'authentication',
  'integrations',
  'billing',
  'api-reference',
] as const

/**
 * The same question as another reader types it: in other case, with other spacing, with or
 * without trailing punctuation. A report must count these as one question.
 */
export function asTyped(question: string, h: number): string {
  let text = question
  switch (h % 4) {
    case 1:
      text = text.toLowerCase()
      break
    case 2:
      text = text.toUpperCase()
      break
    case 3:
      text = text.charAt(0).toLowerCase() + text.slice(1)
      break
  }
  switch ((h >>> 2) % 4) {
    case 1:
      text = text.replace(/ /g, '  ')
      break
    case 2:
      text = `  ${text} `
      break
    case 3:
      text = text.replace(' ', ' \t')
      break
  }
  return text + pick(['?', '', '??', ' ?', '.', '?!'], h >>> 4)
}

/** Search terms with a fixed place at the top of the list, and whether readers click a result. */
export const NAMED_SEARCHES: readonly (readonly [term: string, clicked: boolean])[] = [
  ['quickstart', true],
  ['rotate api key', false],
  ['install', true],
  ['sso okta', false],
  ['custom domain', true],
  ['terraform', false],
  ['api reference', true],
  ['bigquery export', false],
  ['jane.doe@example.com', false],
  ['navigation', true],
  ['+44 20 7946 0958', false],
  ['<img src=x onerror=alert(1)>', false],
  ['@admin reset password', false],
  ['webhooks', true],
  ['**bold** | pipe `code`', false],
  ['components', true],
]

const TOPICS = [
  'analytics',
  'webhook',
  'navigation',
  'theme',
  'search',
  'openapi',
  'snippet',
  'redirect',
  'sidebar',
  'callout',
  'tabs',
  'versioning',
] as const
const ASPECTS = [
  'setup',
  'example',
  'error',
  'limits',
  'config',
  'not working',
  'migration',
  'best practices',
] as const

/** The i-th generated search term (after the named ones): distinct for every i. */
export function generatedTerm(i: number): string {
  const topic = TOPICS[i % TOPICS.length] ?? ''
  const round = Math.floor(i / TOPICS.length)
  const aspect = ASPECTS[round % ASPECTS.length] ?? ''
  const lap = Math.floor(round / ASPECTS.length)
  return lap === 0 ? `${topic} ${aspect}` : `${topic} ${aspect} ${lap + 1}`
}

/** Comments on the pages readers rate down. */
export const COMPLAINTS = [
  'The example on this page returns 401 since the key format changed',
  'Missing a section on pagination',
  'Step 3 no longer matches the dashboard',
  'Email me at jane.doe@example.com when this is fixed',
  'Still broken. Call me on +1 (415) 555-0132',
  '<img src=x onerror=alert(1)> the diagram does not load',
  '@octocat @docs-team this is out of date since v2',
  'Wrong port: see [the docs](javascript:alert(1)) and `--port 3000` | not 3333',
] as const

export const PRAISE = [
  'Clear and short, thanks',
  'Exactly what I needed',
  'Great examples',
] as const

export const CODE_SNIPPETS = [
  { code: 'npm i -g mint', filename: null, lang: 'bash' },
  {
    code: 'curl -H "Authorization: Bearer $MINT_API_KEY" https://api.example.com/v1/pages',
    filename: null,
    lang: 'bash',
  },
  { code: 'const client = new Client({ apiKey })', filename: 'client.ts', lang: 'typescript' },
  { code: 'mint dev --port 3333', filename: null, lang: null },
] as const

export const CODE_COMMENTS = [
  'This snippet throws a TypeError',
  'Missing the import line',
  null,
  'Works, but the flag is deprecated',
] as const

/** What third-party AI agents report about a page. */
export const AGENT_NOTES = [
  'The endpoint in the example returns 404; the path changed to /v2',
  'The `limit` parameter is documented as 1-500 but the API refuses 300',
] as const

/** Email addresses readers leave for a follow-up. */
export const CONTACTS = [
  'reader@example.com',
  'a.b+docs@example.org',
  'dev-team@example.net',
] as const
