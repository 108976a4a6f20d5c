// The start of the deploy step (deploy/action.yml), which scripts/build.ts writes: its code is in ../actions/.
import { deploy } from '../actions/index.js'

await deploy()
