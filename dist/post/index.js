// The start of the agent's post step (action.yml, runs.post), which scripts/build.ts writes: its code is in ../actions/.
import { agentPost } from '../actions/index.js'

await agentPost()
