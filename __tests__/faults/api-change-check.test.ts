import { testApiRows } from './api-runners.js'

// The API faults of RELIABILITY.md: the change check of the agent's pull request.
testApiRows('change-check')
