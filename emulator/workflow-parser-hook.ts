/**
 * Lets plain Node load `@actions/workflow-parser`: the parser imports its JSON schemas without
 * `with { type: 'json' }`, which Node refuses. This hook adds the attribute to those imports
 * only. Import this module before anything that imports emulator/workflow-file.ts (scripts do it
 * on their first line). Jest refuses module hooks and has its own loader: there jest.config.js
 * maps the schemas to __tests__/unit/*-schema.js.
 */
import { registerHooks } from 'node:module'

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context)
    return /\/@actions\/workflow-parser\/dist\/[\w.-]+\.json$/.test(resolved.url)
      ? { ...resolved, importAttributes: { type: 'json' } }
      : resolved
  },
})
