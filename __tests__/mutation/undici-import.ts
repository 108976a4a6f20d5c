// The mutation run's stand-in for src/shared/http/undici-import.ts: a static import.
import * as undici from 'undici/index.js'

export const importUndici = () => Promise.resolve(undici)
