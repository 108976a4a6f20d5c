// The one entry ncc builds (scripts/build.ts): dist/actions/index.js, which every action's
// start file (dist/index.js, dist/post/, dist/analytics/, dist/deploy/, dist/check/) imports to
// call its function. Each step is behind a dynamic import, so webpack makes it a chunk of its
// own and the modules the steps share chunks of their own, once, beside this file.
//
// But for the agent's two steps, which every use of the action runs (main and post): they are
// `webpackMode: "eager"`, in this file itself, with the modules the others share. Each chunk
// file a step loads at start costs it about 2 ms: five of them made the agent's start 10%
// slower than one bundle's, and this 4 to 5% faster again (farm-bench, paired, loading alone);
// the analytics step pays about 7% for the agent's code it then reads and does not run.
//
// The steps (../agent.ts ...) only export run(): tests and @github/local-action import them and
// call run() themselves, so a module that also ran on import would run twice there. This file
// runs nothing on import either; the start files call its functions.

export async function agent(): Promise<void> {
  const { run } = await import(/* webpackMode: "eager" */ '../agent.js')
  await run()
}

export async function agentPost(): Promise<void> {
  const { run } = await import(/* webpackMode: "eager" */ '../agent-post.js')
  await run()
}

/**
 * The heap flags are set here, not in run(): a test that calls run() in process must not change
 * the V8 settings of the test runner.
 */
export async function analytics(): Promise<void> {
  const [{ keepHeapSmall }, { run }] = await Promise.all([
    import('../../analytics/heap.js'),
    import('../analytics.js'),
  ])
  keepHeapSmall()
  await run()
}

export async function deploy(): Promise<void> {
  const { run } = await import('../deploy.js')
  await run()
}

export async function check(): Promise<void> {
  const { run } = await import('../check.js')
  await run()
}
