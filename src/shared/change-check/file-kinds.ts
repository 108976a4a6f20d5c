/**
 * What the change check makes of a file by its path: what it parses (and so reads whole at both
 * ends), and what it judges by its path alone. Pure, and small: the step that reads a change
 * decides what to read with it before the checker and its parsers load.
 */

/** Pages, which MDX's parser reads. */
export const isPage = (path: string): boolean => /\.mdx?$/i.test(path)

/** SVG images, which run their scripts when opened from the site. */
export const isSvg = (path: string): boolean => /\.svg$/i.test(path)

/** The docs config, and the list of redirects a config may keep apart. */
export const isDocsConfig = (path: string): boolean =>
  /(^|\/)(docs|mint|redirects)\.json$/.test(path)

/**
 * JSON and YAML texts: OpenAPI and AsyncAPI files, the docs config's `$ref` files, navigation,
 * Vale's rules. Read whole and parsed (./data-reading.ts), for the hosts they send readers and
 * their requests to (./settings-check.ts).
 */
export const isDataFile = (path: string): boolean => /\.(json|ya?ml)$/i.test(path)

/**
 * Code that runs in readers' browsers: scripts and components (JavaScript, JSX, TypeScript, TSX),
 * stylesheets and HTML (./code-files.ts reads them).
 */
export const isCodeFile = (path: string): boolean =>
  /\.(m?jsx?|cjs|[mc]?ts|tsx|css|x?html?)$/i.test(path)

/**
 * Raster images: a browser shows one as an image and runs nothing in it, so one that GitHub
 * lists without a diff (a binary file) is judged by its path alone, its bytes not read.
 */
export const isRasterImage = (path: string): boolean =>
  /\.(png|jpe?g|gif|webp|avif|ico|bmp|tiff?)$/i.test(path)

/** Files the check reads whole, at base and head: those it parses. */
export const readWhole = (path: string): boolean =>
  isPage(path) || isSvg(path) || isDocsConfig(path) || isDataFile(path) || isCodeFile(path)
