// Made at the first use, not on import: a process's first Intl.NumberFormat loads ICU's locale
// data, which costs more instructions than Node's own start-up and, made on import, came before
// the export's first request (bench/RESULTS.md, section 1).
let numberFormat: Intl.NumberFormat | undefined

/** A count as the job summaries write it: `12,345`. */
export const number = {
  format: (value: number): string =>
    (numberFormat ??= new Intl.NumberFormat('en-US')).format(value),
}
