import { testApiRows } from './api-runners.js'

// The API faults of RELIABILITY.md: GitHub's reads (the role, the thread).
testApiRows('github-reads')
