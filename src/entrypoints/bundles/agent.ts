// The entry of dist/index.js, which the runner starts. The step itself is ../agent.ts, which only
// exports run(): tests and @github/local-action import it and call run() themselves, so a module
// that also ran on import would run twice there.
import { run } from '../agent.js'

await run()
