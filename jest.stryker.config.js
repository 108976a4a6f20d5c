// Mutation testing runs the unit tests only: the end-to-end tests exercise the bundled dist/,
// which Stryker does not mutate, so they could never kill a mutant.
//
// The two dynamic imports of src/ (src/**/*-import.ts) become static ones here: Stryker's Jest
// runs test files again and again in one process, and a dynamic import() under Jest's
// --experimental-vm-modules then crashes Node (SIGSEGV in ImportModuleDynamically, nodejs/node
// #35889, jestjs/jest #12286), each crash costing a restart: a run that takes an hour took seven.
// Those one-line modules are left out of the mutation run for that reason (stryker.config.json).
const shared = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^.*/(toolkit|undici)-import\\.js$': '<rootDir>/__tests__/mutation/$1-import.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  testEnvironment: 'node',
}

export default { ...shared, testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts'] }
