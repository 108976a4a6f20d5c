// The entry of dist/post/index.js (the post step); ../agent-post.ts only exports run(), for the
// reason given in ./agent.ts.
import { run } from '../agent-post.js'

await run()
