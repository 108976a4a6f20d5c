import { testApiRows } from './api-runners.js'

// The API faults of RELIABILITY.md: reviewers and labels of the agent's pull request.
testApiRows('github-triage')
