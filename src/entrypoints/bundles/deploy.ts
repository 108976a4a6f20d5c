// The entry of dist/deploy/index.js; ../deploy.ts only exports run(), for the reason given in
// ./agent.ts.
import { run } from '../deploy.js'

await run()
