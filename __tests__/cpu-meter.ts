// Measures each test file's CPU seconds, its own and those of the processes it started and
// waited for (the bundles, Chromium), for the summary's CPU line per project
// (jest.summary-reporter.js). A Jest worker runs one file at a time, so the difference of the
// worker's times across a file is that file's. Linux's /proc gives the children's times, which
// Node has no API for; elsewhere nothing is measured and the summary says so.
import { afterAll, expect } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const TICKS_PER_SECOND = 100

/** utime + stime + cutime + cstime of this process, in seconds; undefined without /proc. */
export function processTreeSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    // Fields after the command's closing parenthesis; utime is field 14 of the whole line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0)
    return ticks / TICKS_PER_SECOND
  } catch {
    return undefined
  }
}

const folder = process.env.DOCS_AGENT_CPU_DIR
const started = processTreeSeconds()
if (folder !== undefined && started !== undefined) {
  const testPath = expect.getState().testPath ?? ''
  // __tests__/<project>/…: each project's testMatch is its folder (jest.config.js).
  const file = relative(process.cwd(), testPath)
  const project = relative(join(process.cwd(), '__tests__'), testPath).split(sep)[0] ?? 'other'
  afterAll(() => {
    const seconds = (processTreeSeconds() ?? started) - started
    const name = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`
    writeFileSync(join(folder, name), JSON.stringify({ project, file, seconds }))
  })
}
