// Named worlds: `demo` (the living world reviewers see), `minimal` (tests and stories), `empty`
// (only the three demo accounts), `large` (a server-sized world for measuring, Node only: see
// large.ts). Seeding is deterministic: fixed faker seed, dates relative to
// the seed context's `now`.

import { clearDb, db, insertMany, restoreDb, snapshotDb, type DbSnapshot } from '../db'
import { hashPassword, type CharacterRow } from '../db/identity'
import { seedEconomy } from './economy'
import { seedIdentity } from './identity'
import { LARGE_SIZES, type LargeSizes } from './large-sizes'
import { FAKER_SEED, seededFaker, type ScenarioName, type SeedContext } from './reference'
import { DAY_MS, REFERENCE_DATE, scenarioClock } from '../clock'
import { settings } from '../rules/settings'

export { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN, MINIMAL_ACCOUNTS } from './identity'
export { type ScenarioName, type SeedContext } from './reference'

export const SCENARIOS: readonly ScenarioName[] = ['demo', 'minimal', 'empty', 'large']

export interface LoadScenarioOptions {
  /** The world's "now" while seeding (default REFERENCE_DATE). */
  now?: Date
  /**
   * 'frozen' (default): the clock stands still at `now` (tests; `scenarioClock.tick()` moves it).
   * 'live': the clock runs with real time from `now` (browser demo, mock server).
   */
  clock?: 'frozen' | 'live'
  /** Faker seed (default FAKER_SEED). */
  seed?: number
  /** Seed again even if this world was seeded before in this process (default: reuse a copy). */
  fresh?: boolean
  /** Keep a copy of a freshly seeded world for later loads (default true; the browser demo says false). */
  cache?: boolean
  /** Called between slices of seeding so the page stays responsive (browser demo). */
  pause?: () => Promise<void>
  /** `large` only: sizes other than LARGE_SIZES (tests seed a small instance). */
  sizes?: Partial<LargeSizes>
}

const cache = new Map<string, DbSnapshot>()

function setClock(now: Date, clock: 'frozen' | 'live') {
  if (clock === 'live') scenarioClock.follow(now.getTime() - Date.now())
  else scenarioClock.freeze(now)
}

/**
 * Replaces the database with a named world. The first load of a world seeds it (identity, then
 * the economy); later loads in the same process restore a copy of that result, which is much
 * faster (tests load a scenario before every test).
 */
export async function loadScenario(
  name: ScenarioName = 'minimal',
  options: LoadScenarioOptions = {},
): Promise<void> {
  if (!SCENARIOS.includes(name)) throw new Error(`Unknown scenario "${name}"`)
  const now = options.now ?? REFERENCE_DATE
  const seed = options.seed ?? FAKER_SEED
  const key = `${name}|${now.toISOString()}|${seed}|${JSON.stringify(options.sizes ?? {})}`
  const cached = options.fresh ? undefined : cache.get(key)
  if (cached) {
    await restoreDb(cached, { clock: false })
  } else {
    clearDb()
    // Seeders may move the clock (replaying history at past instants); it is reset below.
    scenarioClock.freeze(now)
    const ctx: SeedContext = { kind: name, faker: seededFaker(seed), now, pause: options.pause }
    if (name === 'large') {
      // Loaded on demand: the browser demo never downloads the large world's generator.
      const large = await import('./large')
      const sizes = { ...LARGE_SIZES, ...options.sizes }
      await large.seedLargeIdentity(ctx, sizes)
      await large.seedLargeEconomy(ctx, sizes)
    } else {
      await seedIdentity(ctx)
      await seedEconomy(ctx)
    }
    scenarioClock.freeze(now)
    // A copy of the large world would double the memory it takes: it is seeded again instead.
    if ((options.cache ?? name !== 'large') !== false) cache.set(key, snapshotDb())
  }
  setClock(now, options.clock ?? 'frozen')
}

// ------------------------------------------------------------------ custom worlds for tests

export interface CustomCharacter {
  name: string
  lastSeen?: string | null
  firstUsed?: string | null
  isDeceased?: boolean
  biography?: string | null
  profilePictureUrl?: string | null
}

export interface CustomAccount {
  username: string
  /** Default: "password". */
  password?: string
  /** Default: a deterministic UUID from the username. */
  uuid?: string
  isAdmin?: boolean
  characters?: (string | CustomCharacter)[]
}

export interface CustomScenario {
  /** The world to start from (default 'empty': just the three demo accounts). */
  base?: ScenarioName
  /** The instant to seed at and freeze the clock to (default REFERENCE_DATE). */
  now?: Date
  accounts?: CustomAccount[]
  relations?: { owner: string; other: string; rating: 1 | 2 | 3 | 4 | 5 }[]
  ugcEnabled?: boolean
  /** Anything else (economy rows, odd states): runs last with the seed context. */
  extend?: (ctx: SeedContext) => void | Promise<void>
}

/** A UUID-shaped id derived from text, so custom accounts are stable between runs. */
export function uuidFrom(text: string): string {
  let h1 = 0x811c9dc5
  let h2 = 0x1b873593
  for (const c of text) {
    h1 = Math.imul(h1 ^ c.charCodeAt(0), 16777619)
    h2 = Math.imul(h2 ^ c.charCodeAt(0), 2246822507)
  }
  const hex = [h1, h2, h1 ^ h2, Math.imul(h1, h2)]
    .map((n) => (n >>> 0).toString(16).padStart(8, '0'))
    .join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * Builds a world for one test: a base scenario plus the given accounts, characters and
 * relations. Returns nothing; read the rows back through `db` or sign in with the passwords given.
 */
export async function buildScenario(custom: CustomScenario = {}): Promise<void> {
  const now = custom.now ?? REFERENCE_DATE
  await loadScenario(custom.base ?? 'empty', { now })
  const iso = (agoMs: number) => new Date(now.getTime() - agoMs).toISOString()
  for (const account of custom.accounts ?? []) {
    const uuid = (account.uuid ?? uuidFrom(account.username)).toLowerCase()
    const salt = `salt-${uuid.slice(0, 8)}`
    insertMany(db.accounts, [
      {
        uuid,
        username: account.username,
        passwordHash: await hashPassword(account.password ?? 'password', salt),
        salt,
        isAdmin: account.isAdmin ?? false,
        createdAt: iso(365 * DAY_MS),
      },
    ])
    const characters: CharacterRow[] = (account.characters ?? []).map((entry) => {
      const c = typeof entry === 'string' ? { name: entry } : entry
      return {
        name: c.name,
        accountUuid: uuid,
        firstUsed: c.firstUsed === undefined ? iso(30 * DAY_MS) : c.firstUsed,
        lastSeen: c.lastSeen === undefined ? iso(DAY_MS / 24) : c.lastSeen,
        isDeceased: c.isDeceased ?? false,
        biography: c.biography ?? null,
        profilePictureUrl: c.profilePictureUrl ?? null,
      }
    })
    insertMany(db.characters, characters)
  }
  insertMany(
    db.relations,
    (custom.relations ?? []).map((r) => ({ ...r, updatedAt: now.toISOString() })),
  )
  if (custom.ugcEnabled !== undefined) settings().ugcEnabled = custom.ugcEnabled
  if (custom.extend) await custom.extend({ kind: custom.base ?? 'empty', faker: seededFaker(), now })
}
