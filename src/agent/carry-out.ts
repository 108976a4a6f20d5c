/**
 * What carries a request out once it is decided, and reports it: the job's session, the docs
 * status, the outputs and the job summary, and a finish run's ending of handed-off jobs. It is
 * here, in the agent's top layer, because it gathers both the session (../job/) and the finish
 * run (../finish/finish-run.ts).
 *
 * ../entrypoints/agent.ts imports it once the plan is made (./carry-out-import.ts), so in the
 * bundles it is a chunk of its own, which a run compiles only then: a comment's run asks GitHub
 * for its author's role before it compiles the 115 KB that run the job (its first request 4.6%
 * sooner). A `workflow_dispatch` run, whose first request is the job's, loads this one chunk
 * more before it (1% later; whole processes timed in pairs, 2026-12-06). A skipped run loads it too, after
 * its decision, for its outputs and summary.
 */
export { JobSession } from './job/session.js'
export { DocsStatus } from './job/docs-status.js'
export { setFinishOutputs, setJobOutputs } from './job/outputs.js'
export { finishSummary, writeJobSummary } from './job/job-summary.js'
export { finishHandedOff, newFinishReport } from '../finish/finish-run.js'
