// GitHub's action metadata schema for @actions/workflow-parser, which imports the JSON file
// without an import attribute: Node refuses that, and Jest will from its next major version.
import schema from '../../node_modules/@actions/workflow-parser/dist/action-v1.0.min.json' with { type: 'json' }

export default schema
