// The entry of dist/check/index.js; ../check.ts only exports run(), for the reason given in
// ./agent.ts.
import { run } from '../check.js'

await run()
