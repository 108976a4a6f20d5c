/**
 * `npm run local`: builds the actions from src/ and runs the agent action once with the inputs
 * and environment in .env (see .env.example), as a runner would, against the emulator or any
 * api-url you set. Prints the log, the outputs and the job summary.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import { printStep, runStep } from '../emulator/action-runner.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const file = resolve(root, process.argv[2] ?? '.env')
if (!existsSync(file)) {
  console.error(`No ${file}: copy .env.example to .env and adjust it.`)
  process.exit(2)
}
const inputs: Record<string, string> = {}
const env: Record<string, string> = {}
for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
  if (value === undefined) continue
  if (name.startsWith('INPUT_')) inputs[name.slice(6).toLowerCase()] = value
  else env[name] = value
}
const run = await runStep({ actionDir: root, inputs, env, timeoutMs: 3_600_000 })
printStep(`The agent action with ${file}`, run)
process.exitCode = run.code ?? 1
