// GitHub's workflow schema for @actions/workflow-parser, which imports the JSON file without an
// import attribute: Jest warns about that (and will refuse it); plain Node gets the attribute
// from the hook in emulator/workflow-parser-hook.ts.
import schema from '../../node_modules/@actions/workflow-parser/dist/workflow-v1.0.min.json' with { type: 'json' }

export default schema
