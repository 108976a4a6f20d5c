// Fails the run when a test left a temporary file or folder behind (listing them), then removes
// the run's temporary folder either way, so that nothing accumulates in /tmp. It sets the exit
// code rather than throwing, so that Jest still prints its own summary and the reporter's line,
// and tells the reporter (same process, which writes its line at exit) to count one failure.
import { readdirSync, rmSync } from 'node:fs'

export default function failOnLeftovers() {
  const folder = process.env.DOCS_AGENT_TEST_TMPDIR
  if (folder === undefined) return
  const left = readdirSync(folder)
  rmSync(folder, { recursive: true, force: true })
  if (left.length === 0) return
  // Grouped by what made them: `example-*` ×12, `event-*` ×3, …
  const made = new Map()
  for (const name of left) {
    const kind = name.replace(/[^-]*$/, '*')
    made.set(kind, (made.get(kind) ?? 0) + 1)
  }
  const shown = [...made].map(([kind, n]) => `${kind} ×${n}`).join(', ')
  process.stderr.write(
    `\nFAIL: ${left.length} temporary files or folders survived the tests (now removed): ${shown}. ` +
      'Remove what a test makes in os.tmpdir() once it is done with it.\n',
  )
  process.exitCode = 1
  process.env.DOCS_AGENT_TEST_LEFTOVERS = String(left.length)
}
