import { jest } from '@jest/globals'

// Each end-to-end test starts real processes, several at once: Jest's 5 s is too tight on two
// busy cores. A test's own deadlines (poll timeouts, the emulator's delays) stay far below this.
jest.setTimeout(30_000)
