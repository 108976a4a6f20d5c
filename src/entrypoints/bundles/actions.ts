// The one entry ncc builds (scripts/build.ts): dist/actions/index.js, which every action's
// start file (dist/index.js, dist/post/, dist/analytics/, dist/deploy/, dist/check/) imports to
// call its function. Each step is behind a dynamic import, so webpack makes it a chunk of its
// own and the modules the steps share chunks of their own, once, beside this file.
//
// But for the agent's post step, which every use of the action runs and which is light: it is
// `webpackMode: "eager"`, in this file itself, and with it the modules it shares with every step
// (@actions/core, the GitHub client, valibot's part ...), since each chunk file a step loads at
// start costs it about 2 ms. The agent's main step is a chunk with only its own code, so that
// the other steps do not compile the agent's code as they start (bench/RESULTS.md, section 1,
// has the measurements).
//
// The steps (../agent.ts ...) only export run(): tests and @github/local-action import them and
// call run() themselves, so a module that also ran on import would run twice there. This file
// runs nothing on import either; the start files call its functions.

export async function agent(): Promise<void> {
  const { run } = await import('../agent.js')
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
