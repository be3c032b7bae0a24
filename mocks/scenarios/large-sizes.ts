// The large world's sizes (see large.ts), apart from its generator so the mock server can read
// them from the environment without loading the generator.

export interface LargeSizes {
  /** Characters in total (the demo accounts' included). */
  characters: number
  /** At most 676: abbreviations are two letters. */
  nations: number
  /** At most one per nation. */
  currencies: number
  banks: number
  /** Each bank gets between these many offerings (at most 6: one per offering kind below). */
  offeringsPerBank: [number, number]
  bankAccounts: number
  ledgerRows: number
  /** The ledger's span, ending at the seed's `now`. */
  historyDays: number
}

/** The sizes `SCENARIO=large` seeds. */
export const LARGE_SIZES: LargeSizes = {
  characters: 100_000,
  nations: 676,
  currencies: 676,
  banks: 1_000,
  offeringsPerBank: [3, 6],
  bankAccounts: 50_000,
  ledgerRows: 1_000_000,
  historyDays: 730,
}

export const MAX_NATIONS = 26 * 26

/**
 * Named worlds between the demo and the large one. `mid`: a tenth of the large world (about 25x
 * the demo's characters, 25x its nations, 30x its banks), seeded in a few seconds, for tests that
 * must show the large world's shape without its seeding time.
 */
export const LARGE_PRESETS: Record<string, Partial<LargeSizes>> = {
  mid: {
    characters: 10_000,
    nations: 200,
    currencies: 200,
    banks: 200,
    bankAccounts: 5_000,
    ledgerRows: 100_000,
  },
}

/**
 * Reads a sizes override (LARGE_SIZES env): a preset name, sizes like
 * `characters=20000,ledgerRows=200000`, or both (`mid,ledgerRows=50000`: the sizes win).
 */
export function parseLargeSizes(text: string | undefined): Partial<LargeSizes> {
  const out: Record<string, number> = {}
  for (const part of (text ?? '').split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim())
    if (!key) continue
    if (value === undefined && key in LARGE_PRESETS) {
      Object.assign(out, LARGE_PRESETS[key])
      continue
    }
    if (!(key in LARGE_SIZES) || key === 'offeringsPerBank' || !Number.isFinite(Number(value)))
      throw new Error(`LARGE_SIZES: unknown or unreadable "${part}"`)
    out[key] = Number(value)
  }
  return out as Partial<LargeSizes>
}
