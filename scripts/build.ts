/**
 * `npm run build`: bundles the three entry points (agent, its post step, analytics) with ncc,
 * side by side. Each ncc is its own process, so the three run at once (about twice as fast on
 * two cores as one after the other); the output is exactly what three ncc commands write.
 */
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
const bundles: [entry: string, out: string][] = [
  ['src/entrypoints/bundles/agent.ts', 'dist'],
  ['src/entrypoints/bundles/agent-post.ts', 'dist/post'],
  ['src/entrypoints/bundles/analytics.ts', 'dist/analytics'],
]

const failed = await Promise.all(
  bundles.map(
    ([entry, out]) =>
      new Promise<string | undefined>((done) => {
        const args = ['build', entry, '-o', out, '--source-map', '--license', 'licenses.txt', '-q']
        const child = spawn(process.execPath, [ncc, ...args], { cwd: root, stdio: 'inherit' })
        child.on('close', (code) => done(code === 0 ? undefined : `${entry} (exit ${code})`))
      }),
  ),
)
const problems = failed.filter((entry) => entry !== undefined)
if (problems.length > 0) {
  console.error(`The build failed: ${problems.join(', ')}.`)
  process.exit(1)
}
