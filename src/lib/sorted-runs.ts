// Sorting a list that arrives in chunks (src/api/long-list.ts): each chunk is sorted as it comes,
// a small sort in the gaps of the download, and merged with the runs before it; merges hand the
// thread back to the page as they go, so no task sorts or merges the whole list at once.

/** Hands the thread back to the page once a slice of work is due (long-list.ts timeSlicer). */
interface Pauser {
  pauseIfDue(): Promise<void> | null
}

/** Takes a list's chunks in order and gives back the whole list sorted. */
export interface RunSorter<T> {
  /** Sorts one chunk and merges it with what came before, pausing when `slicer` says. */
  add(items: readonly T[], slicer?: Pauser): Promise<void>
  /** Every item added, sorted: stable (equal items keep the order they were added in). */
  result(slicer?: Pauser): Promise<T[]>
}

/** Merged in slices of this many items between looks at the clock. */
const MERGE_STEP = 1024

/** `a` then `b` merged stably (`a` came first), pausing when due. */
async function merge<T>(a: T[], b: T[], compare: (x: T, y: T) => number, slicer?: Pauser): Promise<T[]> {
  // Runs that do not overlap (a list that arrives in order, as a server that sorts by name sends
  // it) are joined without comparing their items: one comparison instead of one per item.
  if (a.length === 0 || b.length === 0 || compare(b[0]!, a[a.length - 1]!) >= 0) return a.concat(b)
  const out = new Array<T>(a.length + b.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.length && j < b.length) {
    out[k++] = compare(b[j]!, a[i]!) < 0 ? b[j++]! : a[i++]!
    if (k % MERGE_STEP === 0) await slicer?.pauseIfDue()
  }
  while (i < a.length) out[k++] = a[i++]!
  while (j < b.length) out[k++] = b[j++]!
  return out
}

/**
 * A RunSorter ordering items by `compare`. Runs are kept like a binary counter (a run is merged
 * with the one before it once that one is no longer than twice its size), so every item takes
 * part in about log2(chunks) merges, most of them while the rest of the list is still arriving.
 */
export function sortInRuns<T>(compare: (a: T, b: T) => number): RunSorter<T> {
  const runs: T[][] = []
  return {
    async add(items, slicer) {
      if (items.length === 0) return
      runs.push([...items].sort(compare))
      while (runs.length >= 2 && runs[runs.length - 2]!.length <= runs[runs.length - 1]!.length * 2) {
        const last = runs.pop()!
        runs.push(await merge(runs.pop()!, last, compare, slicer))
      }
    },
    async result(slicer) {
      while (runs.length >= 2) {
        const last = runs.pop()!
        runs.push(await merge(runs.pop()!, last, compare, slicer))
      }
      return runs.pop() ?? []
    },
  }
}
