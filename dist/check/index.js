// The start of the check step (check/action.yml), which scripts/build.ts writes: its code is in ../actions/.
import { check } from '../actions/index.js'

await check()
