/**
 * Keys in every position a finding of the change check can quote (issue #52): a change whose
 * pages, components, stylesheets and paths hold them where an expression, an export, an import's
 * source, a tag's name, an attribute, a link, an image, a heading, a code block, a path and a
 * parser's message would show them. Each key is in a format the `secret` finding's rules know
 * (secretlint's recommended rules, or src/shared/sanitizer/credentials.ts): none may appear, in
 * any case of its letters, in anything the check shows. Made up, in their issuers' formats.
 */

/** Keys a JavaScript identifier, a JSX tag's name and a host's label can hold. */
export const WORD_KEYS = {
  github: 'ghp_R8xQ2mN7pL4vT6yW1eK5uI0oP3aS9dF2gH4j',
  aws: 'AKIAQYLPMN5HHHFPZAM2',
  service: 'mint_Xk29fLq8Zt3Vb7Nw5Rp1Hs6D',
  google: 'AIzaSyD3k9x8FhQ2mN7pL4vR6tY1wE5uI0oP3aS',
  npm: 'npm_Qm4Rt7Yp2Lk9Xs3Vb6Nw1Hc8Jd5Fg0Az2Ek7',
}

/** Keys with dashes, colons or spaces: in hosts, strings, tag names and code blocks. */
export const SLACK = 'xoxb-29485736101-483726195012-aBcDeFgHiJkLmNoPqRsTuVwX'
export const DATABASE_PASSWORD = 'Qz7vLp2Wk9XsRt4M'
export const DATABASE_URL = `postgres://admin:${DATABASE_PASSWORD}@db.example.com:5432/app`
export const PRIVATE_KEY_BODY = 'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun'
export const PRIVATE_KEY = [
  '-----BEGIN RSA PRIVATE KEY-----',
  PRIVATE_KEY_BODY,
  'VLSeNw1M8iFWTtyQ8QZQXvOD3DgbDgRoKdAFRh9G0Ny4g9w3xDUG1KqPi3lXMRE7',
  '-----END RSA PRIVATE KEY-----',
].join('\n')

/** What must never be shown: each key, and of the others the part that is secret. */
export const NEVER_SHOWN = [...Object.values(WORD_KEYS), SLACK, DATABASE_PASSWORD, PRIVATE_KEY_BODY]

const BASE = '---\ntitle: Setup\n---\n\n# Setup\n\nInstall the SDK.\n'

/** A page holding key `k` in every position an MDX page's findings quote. */
function keyPage(k: string): string {
  return [
    BASE,
    `import widget from "https://${k}.example/widget.js"`,
    '',
    `## Use ${k}`,
    '',
    `Show {${k}} here, and <Card href={${k}} ${k}="x" {...${k}}>card</Card>.`,
    '',
    `[the guide](https://${k}.example/guide) and ![a chart](https://${k}.example/c.png)`,
    '',
    `<img src="https://${k}.example/i.png" />`,
    '',
    '```bash',
    `export TOKEN=${k}`,
    '```',
    '',
  ].join('\n')
}

/** A page that exports code under the key's name (a page that defines it may show it). */
const exportPage = (k: string): string => `${BASE}\nexport const ${k} = fetch("/x")\n`

/** A page MDX cannot parse, whose parser's message quotes the tag: the key. */
const brokenPage = (k: string): string => `${BASE}\nOpen <${k}> and never close it.\n`

/** A component that names a global like the key, and a stylesheet that reaches a host so named. */
const component = (k: string): string =>
  `export const Widget = () => {\n  ${k}.send("https://x.example/collect")\n  return <script src="https://${k}.example/x.js" />\n}\n`
const stylesheet = (k: string): string => `@import url("https://${k}.example/x.css");\n`

/** The files of the change: each key in each position, under the paths that quote it. */
export function keyFiles(): { path: string; base?: string; head: string }[] {
  const files: { path: string; base?: string; head: string }[] = []
  for (const [name, k] of Object.entries(WORD_KEYS)) {
    files.push({ path: `guides/${name}.mdx`, base: BASE, head: keyPage(k) })
    files.push({ path: `guides/broken-${name}.mdx`, base: BASE, head: brokenPage(k) })
    files.push({ path: `guides/export-${name}.mdx`, base: BASE, head: exportPage(k) })
    files.push({ path: `snippets/${k}.jsx`, head: component(k) })
    files.push({ path: `styles/${name}.css`, head: stylesheet(k) })
    files.push({ path: `guides/${k}/page.mdx`, head: `${BASE}\nA page.\n` })
    files.push({ path: `scripts/${k}.sh`, head: 'echo build\n' })
  }
  files.push({
    path: 'guides/other-keys.mdx',
    base: BASE,
    head: [
      BASE,
      `import db from "${DATABASE_URL}"`,
      '',
      `[the database](${DATABASE_URL}) and [chat](https://${SLACK}.example/)`,
      '',
      `## Paste ${SLACK}`,
      '',
      '```',
      PRIVATE_KEY,
      '```',
      '',
    ].join('\n'),
  })
  files.push({ path: 'guides/broken-slack.mdx', base: BASE, head: brokenPage(SLACK) })
  return files
}

/** The keys of NEVER_SHOWN that `text` shows, in any case of their letters. */
export function keysShown(text: string): string[] {
  const lower = text.toLowerCase()
  return NEVER_SHOWN.filter((key) => lower.includes(key.toLowerCase()))
}
