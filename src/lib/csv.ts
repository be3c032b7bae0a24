// CSV for spreadsheets (RFC 4180: comma separated, CRLF lines, quotes doubled inside quoted
// cells). A text cell that a spreadsheet would read as a formula (it starts with =, +, -, @, a
// tab or a carriage return, possibly after spaces) gets a leading apostrophe, so opening an
// export never runs what someone typed into a description (OWASP "CSV injection").

export type CsvCell = string | number | null | undefined

// Full-width forms too: some spreadsheet locales read them as the ASCII operators.
const FORMULA_START = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/

/** One cell, escaped. Numbers are written as numbers (a negative number is not a formula). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * A whole file: a byte-order mark (so spreadsheet programs read UTF-8 names correctly), then
 * one line per row, each ended by CRLF.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('')
}

/** A file-name-safe slug: "Aurelian Republic" -> "aurelian-republic"; `fallback` when nothing is left. */
export function fileSlug(text: string, fallback = 'export'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || fallback
}
