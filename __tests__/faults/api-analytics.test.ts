import { testApiRows } from './api-runners.js'

// The API faults of RELIABILITY.md: the analytics API's pages.
testApiRows('analytics')
