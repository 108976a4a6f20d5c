/**
 * The docs config's `$ref` (issue #52): the platform puts the JSON file a `$ref` names in the
 * `$ref`'s place, anywhere in `docs.json`, so a setting can move out of the file every check
 * reads into one it reads as plain JSON. The check reads such a file whole and judges it as the
 * config it becomes (./config-settings.ts). This module says where a `$ref` leads, and which
 * files the check must read to know: those the configs name, and the `docs.json` of each folder
 * above a changed JSON file, which may name it. Pure: the reads are ./change-check.ts's.
 */
import { posix } from 'node:path'
import type { FileChange, ReadAlong } from './change-types.js'
import { childrenOf, isRecord, readJson, walkData, type Data } from './data-reading.js'

/** The configs a `$ref` may stand in: the platform documents it for `docs.json`. */
export const isRefRoot = (path: string): boolean => /(^|\/)(docs|mint)\.json$/.test(path)

/** The file a `$ref` names, as a repository path; or why the check does not follow it. */
export type RefTarget = { path: string } | { refused: string }

/**
 * Where `ref`, met in file `from` of the config at `root`, leads. The platform takes a relative
 * path to a JSON file within the config's folder; a URL, an absolute path, a path out of that
 * folder, a JSON pointer (`#/…`), or a path the check cannot read as a path (`\`, `%`) is refused.
 */
export function refTarget(from: string, root: string, ref: Data): RefTarget {
  if (typeof ref !== 'string' || ref.trim() === '') return { refused: 'a $ref that is no path' }
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || /^[/\\]{2}/.test(ref))
    return { refused: 'a $ref to a URL' }
  if (ref.includes('#'))
    return { refused: 'a $ref with a JSON pointer, which the check does not follow' }
  // eslint-disable-next-line no-control-regex -- control characters are no path's
  if (/[\\%\u0000-\u001f]/.test(ref)) return { refused: 'a $ref the check cannot read as a path' }
  const folder = posix.dirname(root)
  const path = posix.normalize(posix.join(posix.dirname(from), ref))
  const inside =
    folder === '.' ? !path.startsWith('../') && path !== '..' : path.startsWith(`${folder}/`)
  if (ref.startsWith('/') || !inside) return { refused: "a $ref out of the docs config's folder" }
  return { path }
}

/** The `$ref` values of a config's or `$ref` file's value, wherever they stand. */
export function refsIn(value: Data): Data[] {
  const refs: Data[] = []
  walkData([[value, null]], (node) => {
    if (isRecord(node) && '$ref' in node) refs.push(node.$ref ?? null)
    return childrenOf(node).map(([, child]) => [child, null] as const)
  })
  return refs
}

/** The texts the check has of a path: a changed file's at base and head, one read along's. */
function textsOf(
  path: string,
  files: readonly FileChange[],
  along: readonly ReadAlong[],
): (string | null | undefined)[] | undefined {
  const changed = files.filter((file) => file.path === path || file.previousPath === path)
  if (changed.length > 0) return changed.flatMap((file) => [file.base, file.head])
  const read = along.find((file) => file.path === path)
  return read === undefined ? undefined : [read.text]
}

/** The folders above a path, nearest first, the repository's root last (`''`). */
function foldersAbove(path: string): string[] {
  const folders: string[] = []
  for (let folder = posix.dirname(path); folder !== '.'; folder = posix.dirname(folder))
    folders.push(folder)
  return [...folders, '']
}

/**
 * The paths the check must still read along, in the order to read them: the files the configs'
 * `$ref`s name (and theirs), then the `docs.json` of each folder above a changed JSON file that
 * is not a config itself. Paths already read, or changed, are not asked again.
 */
export function refReads(files: readonly FileChange[], along: readonly ReadAlong[]): string[] {
  const wanted = new Set<string>()
  const roots = [
    ...files.filter((file) => isRefRoot(file.path)).map((file) => file.path),
    ...along
      .filter((file) => isRefRoot(file.path) && typeof file.text === 'string')
      .map((f) => f.path),
  ]
  for (const root of new Set(roots)) {
    const queue = [root]
    const seen = new Set(queue)
    for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
      const texts = textsOf(from, files, along)
      if (texts === undefined) {
        wanted.add(from)
        continue
      }
      for (const text of texts) {
        if (typeof text !== 'string') continue
        // The platform reads a `$ref` file as JSON, whatever its name.
        const read = readJson(text)
        if (!('value' in read)) continue
        for (const ref of refsIn(read.value)) {
          const target = refTarget(from, root, ref)
          if ('path' in target && !seen.has(target.path)) {
            seen.add(target.path)
            queue.push(target.path)
          }
        }
      }
    }
  }
  for (const file of files)
    if (/\.json$/i.test(file.path) && !isRefRoot(file.path) && file.status !== 'removed')
      for (const folder of foldersAbove(file.path)) {
        const config = folder === '' ? 'docs.json' : `${folder}/docs.json`
        if (textsOf(config, files, along) === undefined) wanted.add(config)
      }
  return [...wanted]
}
