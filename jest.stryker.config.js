// Mutation testing runs the unit tests only: the end-to-end tests exercise the bundled dist/,
// which Stryker does not mutate, so they could never kill a mutant.
import { TRANSFORM } from './jest.config.js'

const shared = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^undici$': '<rootDir>/src/shared/http/undici-on-demand.ts',
  },
  transform: TRANSFORM,
  testEnvironment: 'node',
}

export default { ...shared, testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts'] }
