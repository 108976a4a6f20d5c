// The start of the analytics step (analytics/action.yml), which scripts/build.ts writes: its code is in ../actions/.
import { analytics } from '../actions/index.js'

await analytics()
