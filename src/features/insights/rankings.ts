// Rankings from the lists every player may read (GET /nations, /banks, /currencies): pure sorts,
// so the panel renders only the top rows of lists that may hold thousands.

/** Rows per ranking. */
export const RANKING_SIZE = 10

export interface Ranked<T> {
  rank: number
  item: T
  value: number | null
}

/**
 * The `size` items with the largest value, largest first; missing values (null) are left out,
 * ties keep name order and share a rank (1, 2, 2, 4).
 */
export function rank<T>(
  items: readonly T[],
  valueOf: (item: T) => number | null,
  nameOf: (item: T) => string,
  size = RANKING_SIZE,
): Ranked<T>[] {
  const scored = items
    .map((item) => ({ item, value: valueOf(item) }))
    .filter(
      (entry): entry is { item: T; value: number } => entry.value !== null && Number.isFinite(entry.value),
    )
    .sort((a, b) => b.value - a.value || nameOf(a.item).localeCompare(nameOf(b.item)))
    .slice(0, size)
  return scored.map((entry, at) => ({
    ...entry,
    rank:
      at > 0 && scored[at - 1].value === entry.value
        ? scored.findIndex((e) => e.value === entry.value) + 1
        : at + 1,
  }))
}
