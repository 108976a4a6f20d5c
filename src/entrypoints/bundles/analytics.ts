// The entry of dist/analytics/index.js; ../analytics.ts only exports run(), for the reason given
// in ./agent.ts. The heap flags are set here, not in run(): a test that calls run() in process
// must not change the V8 settings of the test runner.
import { keepHeapSmall } from '../../analytics/heap.js'
import { run } from '../analytics.js'

keepHeapSmall()
await run()
