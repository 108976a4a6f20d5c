/**
 * `node scripts/agent-changes-corpus.mjs --repo <git dir or clone>` (issue #40): writes
 * __tests__/unit/fixtures/agent-changes.json, a small corpus of real changes made by a docs
 * platform's AI agent, to hold the pull-request check (what goes beyond editing documentation
 * text) to what such an agent really writes.
 *
 * The source is github.com/mintlify/docs, where the platform's agent (`mintlify[bot]`) has written
 * well over a thousand commits: those whose author, committer or a `Co-authored-by:` trailer is
 * the agent, merges left out, in commit-date order. Three samples are drawn from them, each
 * spread over the whole history:
 *
 * - `--config-count` commits that change docs.json or mint.json, at most `--config-max-bytes` of
 *   text each (base and head of all their files together): the config alone is 15 to 65 KB, and
 *   a change to it is what the check most needs to see;
 * - `--other-count` of the rest that remove or rename a file, or change one that is not a page,
 *   an image or one of Vale's word lists (a redirects file, a snippet, an OpenAPI spec), at most
 *   `--other-max-bytes` each: few commits do, so an even sample would hold none;
 * - `--count` of the commits left, at most `--max-bytes` each.
 *
 * For each sample the commits that fit the limit are cut into equal runs, and from each run the
 * one first in the order of a seeded hash of its sha (`--seed`) is taken. So a re-run on the same
 * repository writes the same file, byte for byte.
 *
 * The defaults (6 + 6 + 48 commits) keep the fixture near 800 KB. The price is a lean to small
 * commits: about a third of the agent's page edits fit 14 KB, three fifths fit 60 KB; the
 * many-file ones (a page with its translations, a new section) are mostly left out. Larger limits
 * take them in, at some hundreds of KB more.
 *
 * For each commit, every file it changes (`git diff-tree -r -M <parent> <sha>`): path, status
 * (added, modified, removed, renamed; a copy counts as added, a type change as modified),
 * previousPath for a rename, and the whole text at the parent (`base`) and at the commit (`head`),
 * each left out where the file does not exist. A binary file (git's own test, as `--numstat`
 * reports it, or not UTF-8) is there by path and status only, with `binary: true`.
 *
 * Where the check reads files the commit does not change (issue #52: the files docs.json's `$ref`s
 * name, the docs.json above a changed JSON file), the commit's `along` holds them as the job reads
 * them, at the commit: path, and text where the file is there. The corpus test holds this list to
 * the check's own (src/shared/change-check/config-refs.ts, refReads).
 *
 * --repo is required; a bare git dir such as a mirror works as well as a clone. --out defaults
 * to the fixture above. Only node:* modules; git is run as a child process.
 */
import { Buffer } from 'node:buffer'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, posix, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs, TextDecoder } from 'node:util'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE = 'github.com/mintlify/docs'
const AGENT = /mintlify\[bot\]/i
const CONFIG = /(^|\/)(docs|mint)\.json$/
/** Pages, images and Vale's word lists: what an agent's commit changes as a rule. */
const TEXT = /\.(mdx?|png|jpe?g|gif|webp|svg)$|^\.vale\/.*\.txt$/

const { values: args } = parseArgs({
  options: {
    repo: { type: 'string' },
    out: {
      type: 'string',
      default: join(root, '__tests__', 'unit', 'fixtures', 'agent-changes.json'),
    },
    count: { type: 'string', default: '40' },
    'max-bytes': { type: 'string', default: '14000' },
    'config-count': { type: 'string', default: '4' },
    'config-max-bytes': { type: 'string', default: '60000' },
    'other-count': { type: 'string', default: '6' },
    'other-max-bytes': { type: 'string', default: '40000' },
    seed: { type: 'string', default: 'agent-changes' },
  },
})
if (!args.repo) {
  console.error(
    'usage: node scripts/agent-changes-corpus.mjs --repo <git dir or clone> [--out file]',
  )
  process.exit(2)
}
const repo = resolve(args.repo)
const out = resolve(args.out)
const limits = {
  count: Number(args.count),
  maxBytes: Number(args['max-bytes']),
  configCount: Number(args['config-count']),
  configMaxBytes: Number(args['config-max-bytes']),
  otherCount: Number(args['other-count']),
  otherMaxBytes: Number(args['other-max-bytes']),
}

/** Runs git in the repository, with `input` on its stdin; a Buffer when `raw`, else the text. */
function git(argv, { input, raw = false } = {}) {
  const stdout = execFileSync('git', ['-C', repo, ...argv], { input, maxBuffer: 1 << 30 })
  return raw ? stdout : stdout.toString('utf8')
}

function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Every non-merge commit of the agent, oldest first (commit date, then sha). */
function agentCommits() {
  const fields = ['%H', '%P', '%cI', '%an', '%ae', '%cn', '%ce', '%s']
  const format = [...fields, '%(trailers:key=Co-authored-by,valueonly,separator=%x1f)'].join('%x1f')
  const log = git(['log', '--no-merges', `--format=${format}%x1e`, 'HEAD'])
  const commits = []
  for (const record of log.split('\x1e')) {
    const [sha, parents, date, an, ae, cn, ce, subject, ...coAuthors] = record.trim().split('\x1f')
    if (!sha || !parents || parents.includes(' ')) continue // a root commit has nothing to diff
    const agent = AGENT.test(`${an} ${ae}`)
      ? 'author'
      : AGENT.test(`${cn} ${ce}`)
        ? 'committer'
        : coAuthors.some((c) => AGENT.test(c))
          ? 'co-author'
          : null
    if (agent) commits.push({ sha, parent: parents, date, subject, agent, changes: [] })
  }
  return commits.sort((a, b) => cmp(a.date, b.date) || cmp(a.sha, b.sha))
}

/**
 * Fills in each commit's changes, from two runs of `git diff-tree --stdin -r -M -z` over them
 * all: `--raw` for modes, blob ids, status and paths, `--numstat` for which are binary.
 */
function addChanges(commits) {
  const bySha = new Map(commits.map((c) => [c.sha, c]))
  const input = commits.map((c) => c.sha).join('\n') + '\n'
  const diff = (format) => git(['diff-tree', '--stdin', '-r', '-M', '-z', format], { input })
  let commit
  const raw = diff('--raw').split('\0')
  for (let i = 0; i < raw.length - 1;) {
    const token = raw[i++]
    if (!token.startsWith(':')) {
      commit = bySha.get(token)
      continue
    }
    const [oldMode, newMode, oldId, newId, code] = token.slice(1).split(' ')
    const letter = code[0]
    const first = raw[i++]
    const renamed = letter === 'R' || letter === 'C'
    const path = renamed ? raw[i++] : first
    const status = { A: 'added', C: 'added', D: 'removed', R: 'renamed' }[letter] ?? 'modified'
    commit.changes.push({
      path,
      status,
      ...(letter === 'R' ? { previousPath: first } : {}),
      base: status === 'added' ? null : { mode: oldMode, id: oldId },
      head: status === 'removed' ? null : { mode: newMode, id: newId },
    })
  }
  const binary = new Set()
  const numstat = diff('--numstat').split('\0')
  for (let i = 0; i < numstat.length - 1;) {
    const token = numstat[i++]
    const match = /^(\d+|-)\t(\d+|-)\t(.*)$/s.exec(token)
    if (!match) {
      commit = bySha.get(token)
      continue
    }
    const path = match[3] === '' ? (i++, numstat[i++]) : match[3] // a rename: old, then new path
    if (match[1] === '-') binary.add(`${commit.sha}:${path}`)
  }
  for (const c of commits) {
    for (const change of c.changes) change.binary = binary.has(`${c.sha}:${change.path}`)
    c.changes.sort((a, b) => cmp(a.path, b.path))
  }
}

/** Each commit's bytes of text, base and head of all its text files: one `cat-file` for all. */
function addSizes(commits) {
  const ids = new Set()
  for (const c of commits)
    for (const change of c.changes) for (const side of sides(change)) ids.add(side.id)
  const input = [...ids].join('\n') + '\n'
  const size = new Map()
  for (const line of git(['cat-file', '--batch-check'], { input }).split('\n')) {
    const [id, , bytes] = line.split(' ')
    if (id) size.set(id, Number(bytes) || 0)
  }
  for (const c of commits) {
    c.bytes = 0
    for (const change of c.changes) {
      if (!change.binary) for (const side of sides(change)) c.bytes += size.get(side.id) ?? 0
    }
  }
}

/** The sides of a change that hold a blob: not absent, not a submodule. */
function sides(change) {
  return [change.base, change.head].filter((side) => side && side.mode !== '160000')
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** A blob's text, or null when it is not UTF-8. */
function text(side) {
  try {
    return utf8.decode(git(['cat-file', 'blob', side.id], { raw: true }))
  } catch {
    return null
  }
}

/** A file's text at a commit; undefined when it is not there (or not UTF-8). */
function textAt(sha, path) {
  try {
    const blob = execFileSync('git', ['-C', repo, 'cat-file', 'blob', `${sha}:${path}`], {
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return utf8.decode(blob)
  } catch {
    return undefined
  }
}

/** The `$ref` strings of a JSON text, walked without recursion; none when it does not parse. */
function refsOf(text) {
  let stack
  try {
    stack = [JSON.parse(text)]
  } catch {
    return []
  }
  const refs = []
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    if (typeof value !== 'object' || value === null) continue
    if (!Array.isArray(value) && typeof value.$ref === 'string') refs.push(value.$ref)
    stack.push(...Object.values(value))
  }
  return refs
}

/** Where a `$ref` in `from` leads, within the folder of the config at `root`; or nothing. */
function refPath(from, root, ref) {
  // eslint-disable-next-line no-control-regex -- control characters are no path's
  if (/^[a-z][a-z0-9+.-]*:|^[/\\]|#|[\\%\u0000-\u001f]/i.test(ref) || ref.trim() === '') return
  const folder = posix.dirname(root)
  const path = posix.normalize(posix.join(posix.dirname(from), ref))
  const inside =
    folder === '.' ? !path.startsWith('../') && path !== '..' : path.startsWith(`${folder}/`)
  return inside ? path : undefined
}

/** The files the check reads along for a commit, at the commit (see above). */
function alongOf(sha, files) {
  const along = []
  const changed = (path) => files.filter((f) => f.path === path || f.previousPath === path)
  const textsOf = (path) =>
    changed(path).length > 0
      ? changed(path).flatMap((f) => [f.base, f.head])
      : along.filter((a) => a.path === path).map((a) => a.text)
  const read = (path) => {
    if (changed(path).length > 0 || along.some((a) => a.path === path)) return false
    const text = textAt(sha, path)
    along.push(text === undefined ? { path } : { path, text })
    return true
  }
  for (const file of files)
    if (/\.json$/i.test(file.path) && !CONFIG.test(file.path) && file.status !== 'removed')
      for (let folder = posix.dirname(file.path); ; folder = posix.dirname(folder)) {
        read(folder === '.' ? 'docs.json' : `${folder}/docs.json`)
        if (folder === '.') break
      }
  const roots = () => [
    ...files.filter((f) => CONFIG.test(f.path)).map((f) => f.path),
    ...along.filter((a) => CONFIG.test(a.path) && a.text !== undefined).map((a) => a.path),
  ]
  for (let more = true; more;) {
    more = false
    for (const root of new Set(roots())) {
      const queue = [root]
      const seen = new Set(queue)
      for (let from = queue.shift(); from !== undefined; from = queue.shift())
        for (const text of textsOf(from))
          for (const ref of typeof text === 'string' ? refsOf(text) : []) {
            const path = refPath(from, root, ref)
            if (path === undefined || seen.has(path)) continue
            seen.add(path)
            if (read(path)) more = true
            queue.push(path)
          }
    }
  }
  return along.sort((a, b) => cmp(a.path, b.path))
}

/** The commit as the fixture holds it, its files with their whole texts. */
function entry(commit) {
  const files = commit.changes.map((change) => {
    const file = { path: change.path, status: change.status }
    if (change.previousPath) file.previousPath = change.previousPath
    const texts = change.binary ? null : sides(change).map(text)
    if (!texts || texts.includes(null) || sides(change).length === 0) file.binary = true
    else {
      if (change.base) file.base = texts[0]
      if (change.head) file.head = texts[change.base ? 1 : 0]
    }
    return file
  })
  const { sha, parent, date, subject, agent } = commit
  const along = alongOf(sha, files)
  return { sha, parent, date, subject, agent, files, ...(along.length > 0 ? { along } : {}) }
}

function rank(sha) {
  return createHash('sha256').update(`${args.seed}:${sha}`).digest('hex')
}

/** `runs` commits of `pool` that fit `limit`: from each equal run of them, the first by rank. */
function sample(pool, runs, limit) {
  const fit = pool.filter((c) => c.changes.length > 0 && c.bytes <= limit)
  const picked = []
  for (let i = 0; i < Math.min(runs, fit.length); i++) {
    const from = Math.floor((i * fit.length) / runs)
    const to = Math.floor(((i + 1) * fit.length) / runs)
    const run = fit.slice(from, to).sort((a, b) => cmp(rank(a.sha), rank(b.sha)))
    if (run[0]) picked.push(run[0])
  }
  return picked
}

const all = agentCommits()
addChanges(all)
addSizes(all)
const touchesConfig = (c) => c.changes.some((change) => CONFIG.test(change.path))
const beyondText = (c) =>
  c.changes.some((change) => !TEXT.test(change.path) || /removed|renamed/.test(change.status))
const config = all.filter(touchesConfig)
const other = all.filter((c) => !touchesConfig(c) && beyondText(c))
const rest = all.filter((c) => !touchesConfig(c) && !beyondText(c))
const picked = [
  ...sample(rest, limits.count, limits.maxBytes),
  ...sample(config, limits.configCount, limits.configMaxBytes),
  ...sample(other, limits.otherCount, limits.otherMaxBytes),
].sort((a, b) => cmp(a.date, b.date) || cmp(a.sha, b.sha))

const fixture = {
  source: SOURCE,
  generatedFrom: git(['rev-parse', 'HEAD']).trim(),
  selection: {
    agent: 'mintlify[bot] as author, committer or Co-authored-by; no merges',
    agentCommits: all.length,
    configCommits: config.length,
    otherCommits: other.length,
    ...limits,
    seed: args.seed,
  },
  commits: picked.map(entry),
}
const json = JSON.stringify(fixture, null, 1) + '\n'
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, json)
const files = fixture.commits.reduce((n, c) => n + c.files.length, 0)
console.log(
  `${picked.length} of ${all.length} agent commits (${config.length} change the config), ` +
    `${files} files, ${Buffer.byteLength(json)} bytes -> ${out}`,
)
