// Unit tests (nock, injected clock); end-to-end tests that run the bundled dist/ as a real
// process against the emulator; contract tests of the emulator against the project's API
// definition (and of that definition against the published specs, where they are present);
// the faults suite (__tests__/faults/rows.ts: API faults, process faults, hostile input, burst);
// the job summaries' charts as GitHub draws them (__tests__/render/).
import { availableParallelism } from 'node:os'

/**
 * TypeScript to JavaScript without a type check: `npm test` runs `tsc --noEmit` once for the
 * whole project, and ts-jest's compiler cost a quarter more CPU for nothing more. The sources
 * use only erasable syntax (tsconfig.json `erasableSyntaxOnly`), so stripping types is enough.
 */
export const TRANSFORM = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript' },
        target: 'es2023',
        // `import pkg from './package.json' with { type: 'json' }` as written.
        experimental: { keepImportAttributes: true },
      },
      module: { type: 'es6' },
    },
  ],
}

const shared = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^\\.\\./(action|workflow)-v1\\.0\\.min\\.json$': '<rootDir>/__tests__/unit/$1-schema.js',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // As in the bundles (tsconfig.json `paths`), so that Octokit sends as it does there.
    '^undici$': '<rootDir>/src/shared/http/undici-on-demand.ts',
    '^@octokit/plugin-(rest-endpoint-methods|paginate-rest)$':
      '<rootDir>/src/shared/github/octokit-plugins.ts',
    '^@actions/exec$': '<rootDir>/src/shared/actions-exec.ts',
  },
  transform: TRANSFORM,
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/__tests__/cpu-meter.ts'],
  // A mutation run's copy of the project, while one runs.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
}

export default {
  // Most tests wait on child processes, loopback servers, retry waits and clocks, not on the
  // CPU, so more workers than cores keep the cores busy. In a fresh clone on two cores (caches
  // removed, 2026-12-06, 4,053 tests): four workers took 105 and 106 s, six 90 and 93 s, eight
  // 94 and 98 s; with six the run is bound by the CPU, which the summary's CPU line shows.
  maxWorkers: availableParallelism() + 4,
  // A test's own deadlines (poll timeouts, the emulator's delays, injected clocks) stay far below
  // this; Jest's 5 s is for hangs, and with more workers than cores a test that takes 25 ms
  // alone once took over 5 s while the suite's other files held both cores.
  testTimeout: 30_000,
  // Longest files first, also in a fresh clone, where Jest has no durations cached.
  testSequencer: '<rootDir>/jest.sequencer.js',
  // The run gets its own TMPDIR, and fails if a test leaves anything in it.
  globalSetup: '<rootDir>/jest.tmp-setup.js',
  globalTeardown: '<rootDir>/jest.tmp-teardown.js',
  reporters: ['default', '<rootDir>/jest.summary-reporter.js'],
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'contract',
      testMatch: ['<rootDir>/__tests__/contract/**/*.test.ts'],
    },
    { ...shared, displayName: 'faults', testMatch: ['<rootDir>/__tests__/faults/**/*.test.ts'] },
    // Job summaries' Mermaid charts drawn by the real Mermaid in headless Chromium.
    { ...shared, displayName: 'render', testMatch: ['<rootDir>/__tests__/render/**/*.test.ts'] },
  ],
}
