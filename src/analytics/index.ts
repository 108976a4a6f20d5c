import { runAnalytics } from './main.js'

await runAnalytics()
