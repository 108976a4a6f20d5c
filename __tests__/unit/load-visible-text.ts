// Unit tests call decide() and findInstruction() directly, which a run does only after makePlan
// has loaded visibleText's parsers (src/agent/decide/visible-text.ts says why they load on demand).
import { loadVisibleText } from '../../src/agent/decide/visible-text.js'

await loadVisibleText()
