/**
 * What carries a request out once it is decided, and reports it: the job's session, the docs
 * status, the outputs and the job summary, from the agent's top layer (job/).
 *
 * ../../entrypoints/agent.ts imports it once the plan is made (./carry-out-import.ts), so in the
 * bundles it is a chunk of its own, which a run compiles only then: a comment's run asks GitHub
 * for its author's role before it compiles the code that runs the job. A skipped run loads it
 * too, after its decision, for its outputs and summary.
 */
export { JobSession } from './session.js'
export { DocsStatus } from './docs-status.js'
export { setJobOutputs } from './outputs.js'
export { writeJobSummary } from './job-summary.js'
