import * as core from '@actions/core'

/** Appends to the job summary; a summary that cannot be written is a warning, not a failure. */
export async function appendSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  try {
    await core.summary.addRaw(markdown, true).write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`)
  }
}
