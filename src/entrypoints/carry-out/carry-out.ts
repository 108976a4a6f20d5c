/**
 * What carries a run out once it knows what it is, in one chunk of the bundles: for a request's
 * run, the job's session, the docs status, the outputs and the job summary (../../agent/job/),
 * loaded once its plan is made; for a finish run, the finish run (../../finish/finish-start.ts),
 * loaded once its inputs are read. It is the one module that names both programs, and the
 * chunk's one root, so that webpack joins the chunk's modules into one and a run loads one file
 * more, not two: most of what they hold is the job's end, which both tell.
 *
 * ../agent.ts imports it (./carry-out-import.ts), so a comment's run asks GitHub for its
 * author's role before it compiles the code that runs the job. A skipped run loads it too, after
 * its decision, for its outputs and summary.
 */
export { JobSession } from '../../agent/job/session.js'
export { DocsStatus } from '../../agent/job/docs-status.js'
export { setJobOutputs } from '../../agent/job/outputs.js'
export { writeJobSummary } from '../../agent/job/job-summary.js'
export { startFinish } from '../../finish/finish-start.js'
