/**
 * Living characters first, deceased ones last (spec section 4), the given order kept within each
 * group: every list that shows characters orders them with this, after its own sort.
 */
export function deceasedLast<T extends { isDeceased: boolean }>(items: readonly T[]): T[]
export function deceasedLast<T>(items: readonly T[], isDeceased: (item: T) => boolean): T[]
export function deceasedLast<T>(
  items: readonly T[],
  isDeceased: (item: T) => boolean = (item) => (item as { isDeceased?: boolean }).isDeceased === true,
): T[] {
  const living: T[] = []
  const dead: T[] = []
  for (const item of items) (isDeceased(item) ? dead : living).push(item)
  return dead.length === 0 ? living : [...living, ...dead]
}
