/**
 * A text from GitHub the sanitizer does not read: one whose reading would take more work than
 * any real text needs (GitHub's parser past its steps, ./reading.ts). What GitHub's page
 * shows of it is not known, so none of it is taken: ../visible-text.ts says so in its place.
 */
export class TextTooComplex extends Error {
  override name = 'TextTooComplex'
}
