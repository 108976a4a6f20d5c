/**
 * `npm run test:any-day [-- <moment> ...]`: runs the tests (all but the render project) with the
 * clock moved to moments where a test that depends on the time of day or the date would fail:
 * by default ten minutes before midnight on New Year's Eve and on a leap day (UTC). Every process
 * the tests start shares the moved clock (libfaketime, Debian's `faketime`, with one offset for
 * all; the step runner hands it down). The render project is left out: Chromium does not start
 * under libfaketime with an offset, and it draws fixed samples.
 */
import { spawnSync } from 'node:child_process'

const moments = process.argv.slice(2)
const chosen = moments.length > 0 ? moments : ['2026-12-31T23:50:00Z', '2028-02-29T23:50:00Z']
if (spawnSync('faketime', ['--version'], { stdio: 'ignore' }).error !== undefined) {
  console.error("Needs Debian's faketime (apt-get install faketime).")
  process.exit(2)
}
let failed = false
for (const moment of chosen) {
  const at = Date.parse(moment)
  if (Number.isNaN(at)) {
    console.error(`Not a moment: ${moment} (write it as 2026-12-31T23:50:00Z).`)
    process.exit(2)
  }
  const offset = Math.round((at - Date.now()) / 1000)
  console.log(`\nThe tests at ${new Date(at).toISOString()} (clock moved by ${offset} s):`)
  const run = spawnSync(
    'faketime',
    [
      '-f',
      `${offset >= 0 ? '+' : ''}${offset}`,
      'npx',
      'jest',
      '--selectProjects',
      'unit',
      'e2e',
      'contract',
      'faults',
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        // Timers and timeouts keep the real pace; only the date and time of day move.
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
        NODE_OPTIONS: '--experimental-vm-modules',
      },
    },
  )
  failed ||= run.status !== 0
}
process.exit(failed ? 1 : 0)
