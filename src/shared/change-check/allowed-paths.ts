/**
 * The files a docs change may touch without a `path` finding, unless `allowed-paths` says
 * otherwise: what a docs repository holds as content. Measured on the platform's own agent
 * changes (docs/change-check.md says which of them it still blocks, and why).
 */
export const DEFAULT_ALLOWED_PATHS: readonly string[] = [
  // Pages and snippets.
  '**/*.md',
  '**/*.mdx',
  // The docs config, and the navigation files a config may split out beside it, one per
  // language (`es.json`, `pt-BR.json`).
  '**/docs.json',
  '**/mint.json',
  '**/redirects.json',
  '**/[a-z][a-z].json',
  '**/[a-z][a-z]-[a-zA-Z][a-zA-Z].json',
  // Vale's styles: the docs' own rules and word lists.
  '.vale/styles/**/*.{yml,txt}',
  // API descriptions the API pages are generated from.
  '**/*openapi*.{json,yaml,yml}',
  '**/*asyncapi*.{json,yaml,yml}',
  '**/openapi/**/*.{json,yaml,yml}',
  // Images.
  '**/*.{png,jpg,jpeg,gif,webp,avif,svg,ico}',
]

/**
 * Globs match with `**` never entering a folder whose name starts with a dot: `.github/`,
 * `.mintlify/workflows/` (the platform agent's own instructions) and `.claude/` hold automation,
 * not docs, even as Markdown. A glob that names such a folder (`.vale/…`) reaches it.
 */
export const GLOB_OPTIONS = { dot: false } as const

/** The line of `allowed-paths` that stands for the default list, so that it can be widened. */
export const DEFAULTS_LINE = 'defaults'
