// The mutation run's stand-in for src/shared/github/toolkit-import.ts: a static import.
import * as toolkit from '@actions/github'

export const importToolkit = () => Promise.resolve(toolkit)
