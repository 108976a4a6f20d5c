import { describe, expect, test } from '@jest/globals'
import { checkChange } from '../../src/shared/change-check/check-change.js'
import { importRefusal } from '../../src/shared/change-check/mdx-code.js'
import { DEFAULT_ALLOWED_PATHS } from '../../src/shared/change-check/allowed-paths.js'

// What scanners know that the judge once missed (#46, point 4): injected into a real-looking
// agent change, each blocks; the same page without it passes.

const RULES = { allowedPaths: [...DEFAULT_ALLOWED_PATHS], allowedLinkHosts: [] }
const BASE = '---\ntitle: Setup\n---\n\n# Setup\n\nInstall the SDK.\n'
const at = (path: string, added: string) => [
  { path, status: 'modified', base: BASE, head: `${BASE}\n${added}\n` },
]

describe('an MDX import reaches only docs files inside the repository', () => {
  test.each([
    ['import env from "../../.env"', 'a path outside the repository'],
    ['import env from "../.env"', 'a hidden file (.env)'],
    ['import cfg from "/.github/workflows/ci.yml"', 'a hidden file (.github/workflows/ci.yml)'],
    ['import pkg from "../package.json"', 'not a docs page, image or snippet (package.json)'],
    ['import run from "./build.js"', 'not a docs page, image or snippet (guides/build.js)'],
    ['import x from "react"', 'not a file of the repository'],
  ])('%s blocks, saying why', async (statement, why) => {
    const found = await checkChange(at('guides/setup.mdx', statement), RULES)
    expect(found.map((f) => [f.kind, f.severity])).toEqual([['mdx-code', 'block']])
    expect(found[0]?.detail).toContain(why)
  })

  test.each([
    'import Note from "/snippets/note.mdx"',
    'import { Table } from "../snippets/table.jsx"',
    'import Intro from "./intro.mdx"',
    'import logo from "/images/logo.png"',
  ])('%s is a docs file: nothing', async (statement) => {
    expect(await checkChange(at('guides/setup.mdx', statement), RULES)).toEqual([])
  })

  test('the path is resolved from the page: ../ from the root leaves the repository', () => {
    expect(importRefusal('../snippets/a.mdx', 'setup.mdx')).toBe('a path outside the repository')
    expect(importRefusal('../snippets/a.mdx', 'guides/setup.mdx')).toBeUndefined()
    expect(importRefusal('./a/../../../b.mdx', 'guides/setup.mdx')).toBe(
      'a path outside the repository',
    )
  })
})

describe('credentials wherever they are added', () => {
  const AWS_ID = 'AKIAQYLPMN5HHHFPZAM2'
  const AWS_SECRET = '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'
  const GOOGLE = 'AIzaSyD3k9x8FhQ2mN7pL4vR6tY1wE5uI0oP3aS'
  test.each([
    ['an AWS key id and its secret in prose', `Sign in with ${AWS_ID} and ${AWS_SECRET}.`],
    ['an AWS key id with a label', `aws_access_key_id = ${AWS_ID}`],
    ['a Google API key in a fenced block', `\`\`\`js\nconst key = "${GOOGLE}"\n\`\`\``],
    ['a Google API key in a URL', `[Maps](https://maps.example.com/api?key=${GOOGLE})`],
  ])('%s blocks', async (_, added) => {
    const found = await checkChange(at('guides/setup.mdx', added), RULES)
    expect(found.filter((f) => f.kind === 'secret').map((f) => f.severity)).not.toEqual([])
    expect(found.every((f) => f.kind !== 'secret' || f.severity === 'block')).toBe(true)
  })

  test("AWS's own documented example key is docs, not a credential", async () => {
    const found = await checkChange(
      at('guides/setup.mdx', 'For example AKIAIOSFODNN7EXAMPLE.'),
      RULES,
    )
    expect(found).toEqual([])
  })
})
