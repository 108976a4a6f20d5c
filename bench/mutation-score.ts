/**
 * The counts behind bench/mutation.md, from StrykerJS's JSON report (pure): a mutant is detected
 * when a test failed on it or it ran past its time allowance; one Stryker could not judge (a
 * runtime or compile error) or that it skipped counts neither way.
 */

export interface Mutant {
  mutatorName: string
  replacement?: string
  status: string
  location: { start: { line: number; column: number } }
}

export interface MutationReport {
  files: Record<string, { mutants: Mutant[] }>
}

export const DETECTED = ['Killed', 'Timeout']
export const COUNTED = ['Killed', 'Timeout', 'Survived', 'NoCoverage']

export interface Score {
  /** Mutants judged: detected, survived, or reached by no test. */
  mutants: number
  detected: number
  timedOut: number
}

export function scoreOf(mutants: readonly Mutant[]): Score {
  const judged = mutants.filter((m) => COUNTED.includes(m.status))
  return {
    mutants: judged.length,
    detected: judged.filter((m) => DETECTED.includes(m.status)).length,
    timedOut: judged.filter((m) => m.status === 'Timeout').length,
  }
}

/** The score in percent with one decimal, or '–' when no mutant was judged. */
export function percent({ mutants, detected }: Score): string {
  return mutants === 0 ? '–' : `${((detected / mutants) * 100).toFixed(1)}%`
}

/** Whether `file` (a path from the project's root) lies under `folder`. */
const isUnder = (file: string, folder: string): boolean =>
  file.startsWith(folder.endsWith('/') ? folder : `${folder}/`)

/** The report's files under any of `folders`, the report itself when none is named. */
export function filesUnder(report: MutationReport, folders: readonly string[]): MutationReport {
  if (folders.length === 0) return report
  return {
    files: Object.fromEntries(
      Object.entries(report.files).filter(([file]) => folders.some((f) => isUnder(file, f))),
    ),
  }
}

/** Each folder's score, over every file under it. */
export function folderScores(
  report: MutationReport,
  folders: readonly string[],
): { folder: string; score: Score }[] {
  return folders.map((folder) => ({
    folder,
    score: scoreOf(
      Object.entries(report.files)
        .filter(([file]) => isUnder(file, folder))
        .flatMap(([, { mutants }]) => mutants),
    ),
  }))
}

/** Reports of runs over different files, as one; a file in a later report replaces its earlier. */
export function mergedReports(reports: readonly MutationReport[]): MutationReport {
  return { files: Object.assign({}, ...reports.map((r) => r.files)) as MutationReport['files'] }
}
