// The start of the agent's step (action.yml, runs.main), which scripts/build.ts writes: its code is in actions/.
import { agent } from './actions/index.js'

await agent()
