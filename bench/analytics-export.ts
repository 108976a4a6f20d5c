import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseCommandFile } from '../emulator/action-runner.ts'
import { startEmulator, type Emulator } from '../emulator/server.ts'
import { KEY, ROOT, runCommand } from './measured-command.ts'
import { ms, stats } from './stats.ts'

// Section 3, export: the analytics action's export against the emulator's latency, beside a
// `curl` + `jq` loop, and its peak memory in each format.

const CURL_EXPORT = `
set -eu
offset=0
echo "path,human,ai,total" > "$OUT"
while true; do
  page=$(curl -fsS -H "Authorization: Bearer $KEY" "$URL/v1/analytics/$PROJECT/visitors?limit=250&offset=$offset")
  echo "$page" | jq -r '.visitors[] | [.path, .human, .ai, .total] | @csv' >> "$OUT"
  [ "$(echo "$page" | jq -r .hasMore)" = true ] || break
  offset=$((offset + 250))
done
`

/** One run of the analytics bundle in a fresh workspace (its outputs in `out`); no summary. */
async function exportOnce(
  emulator: Emulator,
  inputs: Record<string, string>,
): Promise<{ run: Awaited<ReturnType<typeof runCommand>>; workspace: string }> {
  const workspace = mkdtempSync(join(tmpdir(), 'bench-export-'))
  writeFileSync(join(workspace, 'out'), '')
  const run = await runCommand(process.execPath, [join(ROOT, 'dist/analytics/index.js')], {
    'INPUT_API-KEY': KEY,
    'INPUT_PROJECT-ID': 'bench',
    'INPUT_API-URL': emulator.url,
    'INPUT_SUMMARY-TOP': '0',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: join(workspace, 'out'),
    ...inputs,
  })
  return { run, workspace }
}

export async function exportBench(rows: number, trials: number): Promise<string[]> {
  const latency = 50
  const emulator = await startEmulator({
    analyticsPaths: rows,
    analyticsRateLimit: 1_000_000,
    latencyMs: latency,
  })
  const mine: { wall: number; peak: number; requests: number; rows: number }[] = []
  const theirs: { wall: number; peak: number; requests: number }[] = []
  for (let i = 0; i < trials; i++) {
    const before = emulator.requests.length
    // The export alone, as the loop does it: no comparison with the previous period.
    const { run, workspace } = await exportOnce(emulator, { INPUT_COMPARE: 'none' })
    const written = readFileSync(join(workspace, 'visitors.csv'), 'utf8').split('\r\n').length - 2
    mine.push({
      wall: run.wallMs,
      peak: run.peakKiB,
      requests: emulator.requests.length - before,
      rows: written,
    })
    const before2 = emulator.requests.length
    if (existsSync('/usr/bin/curl') && existsSync('/usr/bin/jq')) {
      const loop = await runCommand('bash', ['-c', CURL_EXPORT], {
        KEY,
        URL: emulator.url,
        PROJECT: 'bench',
        OUT: join(workspace, 'curl.csv'),
      })
      theirs.push({
        wall: loop.wallMs,
        peak: loop.peakKiB,
        requests: emulator.requests.length - before2,
      })
    }
    rmSync(workspace, { recursive: true, force: true })
  }
  await emulator.close()
  const floor = Math.ceil(rows / 250) * latency
  const wall = stats(mine.map((m) => m.wall))
  const peak = stats(mine.map((m) => m.peak))
  const lines = [
    '## 3. Export',
    '',
    `Method: ${rows.toLocaleString('en-US')} rows at page size 250, ${latency} ms of emulator latency on every request, CSV output; ${trials} runs. Peak memory is the process's VmHWM sampled from /proc every 20 ms. The floor is the latency alone: ${Math.ceil(rows / 250)} requests × ${latency} ms.`,
    '',
    '| exporter | wall (median) | wall (max) | requests | peak memory (max) | rows written |',
    '|---|---:|---:|---:|---:|---:|',
    `| analytics action | ${ms(wall.median)} | ${ms(wall.max)} | ${mine[0]?.requests ?? 0} | ${(peak.max / 1024).toFixed(0)} MiB | ${mine[0]?.rows ?? 0} |`,
  ]
  if (theirs.length > 0) {
    const w = stats(theirs.map((t) => t.wall))
    lines.push(
      `| \`curl\` + \`jq\` loop | ${ms(w.median)} | ${ms(w.max)} | ${theirs[0]?.requests ?? 0} | ${(Math.max(...theirs.map((t) => t.peak)) / 1024).toFixed(0)} MiB (bash) | |`,
    )
  }
  lines.push(`| floor (latency only) | ${ms(floor)} | | ${Math.ceil(rows / 250)} | | |`, '')
  return lines
}

/** Peak memory of one large export in each format, with no latency (memory is the question). */
export async function exportMemory(rows: number): Promise<string[]> {
  const emulator = await startEmulator({ analyticsPaths: rows, analyticsRateLimit: 1_000_000 })
  const lines = [
    `Memory: one export of ${rows.toLocaleString('en-US')} rows in each format at page size 250, no latency; peak memory as above. The goal is 100 MiB or less for an export of any size.`,
    '',
    '| format | rows written | requests | wall | peak memory |',
    '|---|---:|---:|---:|---:|',
  ]
  for (const format of ['csv', 'json', 'ndjson']) {
    const { run, workspace } = await exportOnce(emulator, {
      INPUT_FORMAT: format,
      INPUT_COMPARE: 'none',
    })
    const outputs = parseCommandFile(readFileSync(join(workspace, 'out'), 'utf8'))
    if (run.code !== 0 || outputs.complete !== 'true')
      throw new Error(`the ${format} export of ${rows} rows failed:\n${run.stdout}`)
    lines.push(
      `| ${format} | ${outputs.rows} | ${outputs.requests} | ${ms(run.wallMs)} | ${(run.peakKiB / 1024).toFixed(0)} MiB |`,
    )
    rmSync(workspace, { recursive: true, force: true })
  }
  await emulator.close()
  lines.push('')
  return lines
}
