// The entry of dist/analytics/index.js; ../analytics.ts only exports run(), for the reason given
// in ./agent.ts.
import { run } from '../analytics.js'

await run()
