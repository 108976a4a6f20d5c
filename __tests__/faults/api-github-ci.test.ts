import { testApiRows } from './api-runners.js'

// The API faults of RELIABILITY.md: what a CI failure's follow-up reads of the failed run.
testApiRows('github-ci')
