import { testApiRows } from './api-runners.js'

// The API faults of RELIABILITY.md: GitHub's writes (the tracking comment, the claim).
testApiRows('github-writes')
