/**
 * The part of valibot the actions use, and the one door to it (eslint.config.js refuses an
 * import of 'valibot' anywhere else under src/): `import * as v from '…/shared/valibot.ts'`.
 *
 * The bundles hold these functions and what they call, not all of valibot: before ncc bundles,
 * scripts/bundle-parts.ts cuts valibot's module down to the names exported here (why: there).
 * A function this file does not name is then missing from the bundles, so one more is added
 * here first.
 */
export {
  array,
  boolean,
  fallback,
  finite,
  getDotPath,
  integer,
  isoTimestamp,
  literal,
  maxLength,
  maxValue,
  metadata,
  minLength,
  minValue,
  nullable,
  number,
  object,
  optional,
  parse,
  picklist,
  pipe,
  regex,
  safeParse,
  strictObject,
  string,
  transform,
  ulid,
  unknown,
  url,
  variant,
} from 'valibot'
export type { GenericSchema, InferOutput, ObjectEntries, ObjectSchema } from 'valibot'
