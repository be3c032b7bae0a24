// Counts as the console prints them: en-US grouping ("100,000"), as money is shown.

/** `n` as the console prints a count: "1,250". */
export const grouped = (n: number): string => n.toLocaleString('en-US')

const GROUPED = String.raw`\d{1,3}(?:,\d{3})*`
const SUMMARY = new RegExp(`^Showing ${GROUPED} of (${GROUPED}) `)

/**
 * The total Y of a "Showing X of Y things" summary. Both numbers must be grouped as the console
 * groups counts: a bare "100000" does not parse.
 */
export function summaryTotal(text: string | null | undefined): number {
  const match = SUMMARY.exec(text ?? '')
  if (!match) throw new Error(`not a "Showing X of Y" summary with grouped numbers: ${String(text)}`)
  return Number(match[1]!.replaceAll(',', ''))
}
