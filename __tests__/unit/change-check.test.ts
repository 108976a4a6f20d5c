import { describe, expect, test } from '@jest/globals'
import { checkChange } from '../../src/agent/check/check-change.js'

const RULES = { allowedPaths: ['**/*.md', '**/*.mdx', 'docs.json'], allowedLinkHosts: [] }
const page = (head: string, base = '# Title\n'): Parameters<typeof checkChange>[0] => [
  { path: 'guide.mdx', status: 'modified', base, head },
]

describe('checkChange', () => {
  test.each([
    ['<script>alert(1)</script>', 'script'],
    ['<iframe src="https://x.test" />', 'script'],
    ['<img src="x" onError="alert(1)" />', 'script'],
    ['[a](java&#x09;script:alert(1))', 'script'],
    ['export const x = fetch("https://x.test")', 'mdx-code'],
    ['import x from "https://x.test/x.js"', 'mdx-code'],
    ['{window.location}', 'mdx-code'],
    ['Set `SLACK=xoxb-1234567890-1234567890-abcdefghijklmnopqrstuvwx`', 'secret'],
    ['```bash\nexport GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789\n```', 'secret'],
  ])('%s is found as %s', async (added, kind) => {
    const findings = await checkChange(page(`# Title\n\n${added}\n`), RULES)
    expect(findings.map((f) => f.kind)).toContain(kind)
  })
  test.each([
    '```html\n<script>alert(1)</script>\n```',
    '`<script>alert(1)</script>`',
    '<Frame>\n  <img src="/a.png" />\n</Frame>',
    'export const title = "Quickstart"',
    '{title}',
  ])('%s is inert', async (added) => {
    const findings = await checkChange(
      page(
        `export const title = "x"\n\n# Title\n\n${added}\n`,
        'export const title = "x"\n\n# Title\n',
      ),
      RULES,
    )
    expect(findings).toEqual([])
  })
})
