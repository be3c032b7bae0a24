// Readable, deterministic ids: a prefix and the next number after the highest one in use.
// Rows of nations, banks and offerings are only ever soft-deleted, so numbers never repeat.

// The highest number per table and prefix, and how many rows were read to find it: a table that
// only grew is read from where the last call stopped (seeding the large world creates thousands).
// The last row read must still be in its place, or the table was cleared and refilled (a restore).
interface Seen {
  read: number
  last: object | undefined
  max: Map<string, number>
}
const highest = new WeakMap<readonly { id: string }[], Seen>()

export function nextId(rows: readonly { id: string }[], prefix: string): string {
  const head = `${prefix}-`
  let seen = highest.get(rows)
  if (!seen || seen.read > rows.length || (seen.read > 0 && rows[seen.read - 1] !== seen.last)) {
    seen = { read: 0, last: undefined, max: new Map() }
    highest.set(rows, seen)
  }
  if (!seen.max.has(head)) {
    // A prefix asked for the first time: read every row for it.
    seen.max.set(head, scan(rows, head, 0, 0))
  }
  const max = scan(rows, head, seen.read, seen.max.get(head)!)
  seen.max.set(head, max)
  // Other prefixes in this table would miss the rows just read: forget them.
  for (const key of seen.max.keys()) if (key !== head) seen.max.delete(key)
  seen.read = rows.length
  seen.last = rows[rows.length - 1]
  return `${head}${max + 1}`
}

function scan(rows: readonly { id: string }[], head: string, from: number, start: number): number {
  let max = start
  for (let i = from; i < rows.length; i++) {
    const id = rows[i].id
    if (id.startsWith(head)) {
      const n = Number(id.slice(head.length))
      if (Number.isInteger(n) && n > max) max = n
    }
  }
  return max
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
