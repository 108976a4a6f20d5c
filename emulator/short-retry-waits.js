// Preloaded (`node --import`) into a bundle that a test runs with `shortRetryWaits`. The actions
// wait a full-jitter backoff between retries: a random share of the ceiling
// (src/shared/http/retry.ts), with the random source injected as `Dependencies.random`, which
// the bundles take from Math.random. Scaled to 1 % here, each wait is still random but at most
// 160 ms instead of 16 s, so a test of five attempts costs no real seconds. What is retried, how
// often, and when the service's Retry-After is honoured stay exactly as shipped.
// Plain JavaScript: a TypeScript preload would load Node's type stripper into every run.
const random = Math.random
Math.random = () => random() * 0.01
