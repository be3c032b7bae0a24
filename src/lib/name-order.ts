// Sorting by name with one Intl.Collator still costs a call into ICU per comparison: about 1.7
// million for 100 000 names, over a second at 4x CPU. Most names are plain ASCII, and for those
// the collator's order is a per-character one: each printable ASCII character has its rank among
// the others as the collator sorts them (letters of either case share one at base sensitivity),
// and two such names compare as the sequences of their ranks do. So each ASCII name gets a key
// of those ranks once, keys compare with `<`, and only a name with any other character is
// compared by the collator itself. The order is the collator's either way.

const FIRST = 32
const LAST = 126
/** Longest name given a key. */
const MAX_KEYED_LENGTH = 1024

/** Each printable ASCII code's rank among the others in the collator's order (0 outside the range). */
function rankCharacters(collator: Intl.Collator): Uint8Array {
  const chars = Array.from({ length: LAST - FIRST + 1 }, (_, i) => String.fromCharCode(FIRST + i))
  chars.sort(collator.compare)
  const ranks = new Uint8Array(LAST + 1)
  let rank = 0
  chars.forEach((c, i) => {
    if (i === 0 || collator.compare(chars[i - 1], c) !== 0) rank += 1
    ranks[c.charCodeAt(0)] = rank
  })
  return ranks
}

/**
 * A key whose code-unit order is `collator`'s order, for names of printable ASCII only; null for
 * any other name (compare those with the collator).
 */
export function asciiCollationKey(collator: Intl.Collator): (name: string) => string | null {
  const ranks = rankCharacters(collator)
  // The ranks of one name, made a string in one step: adding a character at a time made a string
  // per character (1.4 million for 100 000 names), four times the work and most of the garbage.
  const codes: number[] = []
  return (name) => {
    // Spread as arguments: a name past this (no real one is) is left to the collator.
    if (name.length > MAX_KEYED_LENGTH) return null
    codes.length = name.length
    for (let i = 0; i < name.length; i++) {
      const code = name.charCodeAt(i)
      const rank = code <= LAST ? ranks[code] : 0
      if (rank === 0) return null
      codes[i] = rank
    }
    return String.fromCharCode.apply(null, codes)
  }
}

/** An item with its name and that name's ASCII key (null when the name is not plain ASCII). */
export interface Keyed<T> {
  item: T
  text: string
  key: string | null
}

/** What sortByCollation sorts by: each item keyed once, compared by keys where both have one. */
export function collationOrder<T>(
  name: (item: T) => string,
  collator: Intl.Collator,
  keyOf: (name: string) => string | null = asciiCollationKey(collator),
) {
  return {
    keyed: (item: T): Keyed<T> => {
      const text = name(item)
      return { item, text, key: keyOf(text) }
    },
    compare: (a: Keyed<T>, b: Keyed<T>): number => {
      if (a.key === null || b.key === null) return collator.compare(a.text, b.text)
      return a.key < b.key ? -1 : a.key > b.key ? 1 : 0
    },
  }
}

/**
 * `items` sorted by `name(item)` in `collator`'s order (a new array; equal names keep their
 * order), as `[...items].sort((a, b) => collator.compare(name(a), name(b)))` sorts them.
 */
export function sortByCollation<T>(
  items: readonly T[],
  name: (item: T) => string,
  collator: Intl.Collator,
  keyOf: (name: string) => string | null = asciiCollationKey(collator),
): T[] {
  const { keyed, compare } = collationOrder(name, collator, keyOf)
  return items
    .map(keyed)
    .sort(compare)
    .map(({ item }) => item)
}
