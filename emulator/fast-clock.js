// Preloaded (`node --import`) into a bundle that a test runs with `fastClock`, on a clock ten
// times faster than the wall's: Date.now runs ahead and every timer fires after a tenth of its
// delay. A run that waits 20 s for another run's tracking comment (src/agent/decide/claim.ts)
// then waits 2 s of the test's time, and its clock says 20 s went by, so it decides as it would
// after a real 20 s. GitHub's times come from the emulator, which keeps the wall's. Plain
// JavaScript, as short-retry-waits.js: a TypeScript preload would load Node's type stripper.
// DOCS_AGENT_CLOCK_SPEED sets another speed (the bench's runner-time section: jobs of an hour).
const SPEED =
  Number(process.env.DOCS_AGENT_CLOCK_SPEED) > 0 ? Number(process.env.DOCS_AGENT_CLOCK_SPEED) : 10
const wall = Date.now
const start = wall()
Date.now = () => start + (wall() - start) * SPEED
const timeout = globalThis.setTimeout
globalThis.setTimeout = (callback, ms, ...args) =>
  timeout(callback, (Number(ms) || 0) / SPEED, ...args)
