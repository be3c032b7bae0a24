// Readable, deterministic ids: a prefix and the next number after the highest one in use.
// Rows of nations, banks and offerings are only ever soft-deleted, so numbers never repeat.

export function nextId(rows: readonly { id: string }[], prefix: string): string {
  let max = 0
  const head = `${prefix}-`
  for (const row of rows) {
    if (row.id.startsWith(head)) {
      const n = Number(row.id.slice(head.length))
      if (Number.isInteger(n) && n > max) max = n
    }
  }
  return `${head}${max + 1}`
}

/** A bank account number `<bankId>-<6 digits>`, spread over the range yet reproducible. */
export function accountNumber(bankId: string, taken: (number: string) => boolean, ordinal: number): string {
  let n = ordinal
  for (;;) {
    const digits = 100000 + ((n * 7919 + 31337) % 900000)
    const number = `${bankId}-${digits}`
    if (!taken(number)) return number
    n += 1
  }
}
