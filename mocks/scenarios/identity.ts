// Seeds game accounts, characters, relations, settings and a few uploaded pictures.
// The three demo accounts are the same in every scenario; `demo` adds ~150 generated accounts.

import type { Faker } from '@faker-js/faker'
import { db, insertMany } from '../db'
import {
  bytesToBase64,
  hashPassword,
  type AccountRow,
  type CharacterRow,
  type RelationRow,
  type UploadRow,
} from '../db/identity'
import { identiconPng } from './identicon'
import { type SeedContext } from './reference'
import { DAY_MS, HOUR_MS } from '../clock'

export interface DemoCharacter {
  name: string
  /**
   * How long before the scenario's "now" the character was last seen (null: never recorded). The
   * whole days are calendar days: see `agoOnCalendarDay`.
   */
  lastSeenAgoMs: number | null
  firstUsedAgoMs: number
  isDeceased: boolean
  biography: string | null
  /** 'upload': a seeded picture served from /uploads/; a string: an external URL. */
  picture: 'upload' | string | null
}

export interface DemoAccount {
  username: string
  password: string
  uuid: string
  isAdmin: boolean
  characters: readonly DemoCharacter[]
}

export const mcHead = (name: string) => `https://mc-heads.net/avatar/${encodeURIComponent(name)}/128.png`

/** DemoPlayer's most recently seen character (the one the economy makes an officer, etc.). */
export const DEMO_PLAYER_MAIN = 'Aurelia Voss'
/** DemoAdmin's ordinary character. */
export const DEMO_ADMIN_MAIN = 'Elena Marsh'

export const DEMO_ACCOUNTS = {
  player: {
    username: 'DemoPlayer',
    password: 'demo-player',
    uuid: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    isAdmin: false,
    characters: [
      {
        name: DEMO_PLAYER_MAIN,
        lastSeenAgoMs: 2 * HOUR_MS,
        firstUsedAgoMs: 420 * DAY_MS,
        isDeceased: false,
        biography:
          'Merchant-princess of the river ports. Keeps the ledgers honest and the tariffs low, ' +
          'and never forgets a debt, paid or unpaid.',
        picture: 'upload',
      },
      {
        name: 'Bram Holloway',
        lastSeenAgoMs: 27 * HOUR_MS,
        firstUsedAgoMs: 300 * DAY_MS,
        isDeceased: false,
        biography: 'Quarry foreman turned town crier. Loud, punctual, and fond of his mule.',
        picture: mcHead('Bram_Holloway'),
      },
      {
        name: 'Cassius Thorne',
        lastSeenAgoMs: 12 * DAY_MS,
        firstUsedAgoMs: 200 * DAY_MS,
        isDeceased: false,
        biography: null,
        picture: null,
      },
      {
        name: 'Wren Ashdown',
        lastSeenAgoMs: 45 * DAY_MS,
        firstUsedAgoMs: 160 * DAY_MS,
        isDeceased: false,
        biography: 'Cartographer. Has walked every road on the world map, and drawn most of them.',
        picture: null,
      },
      {
        name: 'Old Tobias',
        lastSeenAgoMs: 400 * DAY_MS,
        firstUsedAgoMs: 900 * DAY_MS,
        isDeceased: true,
        biography: 'Founder of the first mill on the eastern shore. Lost at sea in the great storm.',
        picture: null,
      },
    ],
  },
  admin: {
    username: 'DemoAdmin',
    password: 'demo-admin',
    uuid: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    isAdmin: true,
    characters: [
      {
        name: DEMO_ADMIN_MAIN,
        lastSeenAgoMs: 5 * HOUR_MS,
        firstUsedAgoMs: 700 * DAY_MS,
        isDeceased: false,
        biography: 'Keeper of the archives. Sees everything, says little.',
        picture: 'upload',
      },
      {
        name: 'Warden Kael',
        lastSeenAgoMs: 8 * DAY_MS,
        firstUsedAgoMs: 500 * DAY_MS,
        isDeceased: false,
        biography: null,
        picture: null,
      },
    ],
  },
  newbie: {
    username: 'DemoNewbie',
    password: 'demo-newbie',
    uuid: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
    isAdmin: false,
    characters: [],
  },
} as const satisfies Record<string, DemoAccount>

/** The small fixed cast of the `minimal` scenario besides the demo accounts. */
export const MINIMAL_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'NorthWind',
    password: 'north-wind',
    uuid: '1a2b3c4d-0001-4a00-8000-000000000001',
    isAdmin: false,
    characters: [
      {
        name: 'Mira Quill',
        lastSeenAgoMs: HOUR_MS,
        firstUsedAgoMs: 90 * DAY_MS,
        isDeceased: false,
        biography: 'Scribe of the northern guild.',
        picture: null,
      },
      {
        name: 'Osric Vale',
        lastSeenAgoMs: 20 * DAY_MS,
        firstUsedAgoMs: 120 * DAY_MS,
        isDeceased: false,
        biography: null,
        picture: mcHead('Osric_Vale'),
      },
    ],
  },
  {
    username: 'StoneMason',
    password: 'stone-mason',
    uuid: '1a2b3c4d-0002-4a00-8000-000000000002',
    isAdmin: false,
    characters: [
      {
        name: 'Tomas Reed',
        lastSeenAgoMs: 3 * DAY_MS,
        firstUsedAgoMs: 60 * DAY_MS,
        isDeceased: false,
        biography: 'Builds walls. Mostly.',
        picture: null,
      },
      {
        name: 'Ysolde Fenn',
        lastSeenAgoMs: 200 * DAY_MS,
        firstUsedAgoMs: 400 * DAY_MS,
        isDeceased: true,
        biography: null,
        picture: null,
      },
    ],
  },
  {
    username: 'RiverFox',
    password: 'river-fox',
    uuid: '1a2b3c4d-0003-4a00-8000-000000000003',
    isAdmin: false,
    characters: [
      {
        name: 'Lena Brook',
        lastSeenAgoMs: 40 * DAY_MS,
        firstUsedAgoMs: 100 * DAY_MS,
        isDeceased: false,
        biography: null,
        picture: null,
      },
    ],
  },
  {
    username: 'SkyForge',
    password: 'sky-forge',
    uuid: '1a2b3c4d-0004-4a00-8000-000000000004',
    isAdmin: false,
    characters: [
      {
        name: 'Haldor Crane',
        lastSeenAgoMs: null,
        firstUsedAgoMs: 10 * DAY_MS,
        isDeceased: false,
        biography: null,
        picture: null,
      },
    ],
  },
]

/** Password of every generated `demo` account (they share one salt and hash: seeding stays fast). */
export const GENERATED_PASSWORD = 'statecraft'
const GENERATED_SALT = 'generated-account-salt'

const iso = (now: Date, agoMs: number) => new Date(now.getTime() - agoMs).toISOString()

/**
 * `agoMs` before `now`, kept on the local calendar day that `agoMs` names (whole days back), so a
 * named character's "Today" or "Yesterday" reads the same at 1 a.m. as at noon. Only the time of
 * day is squeezed: up to half of what has passed of that day it is kept as given; beyond that it
 * is scaled into the other half. Order is kept, and at midday (the tests' REFERENCE_DATE in UTC)
 * every named character's time is the plain subtraction.
 */
export function agoOnCalendarDay(now: Date, agoMs: number): Date {
  const days = Math.floor(agoMs / DAY_MS)
  const timeOfDay = agoMs - days * DAY_MS
  const anchor = new Date(now.getTime())
  anchor.setDate(anchor.getDate() - days) // local calendar: the same wall-clock time, `days` back
  const midnight = new Date(anchor.getFullYear(), anchor.getMonth(), anchor.getDate()).getTime()
  const half = (anchor.getTime() - midnight) / 2
  const back = timeOfDay <= half ? timeOfDay : half + ((timeOfDay - half) * half) / (DAY_MS - half)
  return new Date(anchor.getTime() - back)
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function seededPicture(name: string, now: Date, uploadedBy: string): { url: string; upload: UploadRow } {
  const bytes = identiconPng(name)
  const fileName = `seed-${slug(name)}.png`
  return {
    url: `/uploads/${fileName}`,
    upload: {
      name: fileName,
      contentType: 'image/png',
      data: bytesToBase64(bytes),
      size: bytes.length,
      uploadedBy,
      createdAt: now.toISOString(),
    },
  }
}

export interface IdentityRows {
  accounts: AccountRow[]
  characters: CharacterRow[]
  uploads: UploadRow[]
  relations: RelationRow[]
}

/** One of the fixed accounts (the demo accounts), with its characters and seeded pictures. */
export async function addFixedAccount(rows: IdentityRows, account: DemoAccount, now: Date): Promise<void> {
  const salt = `salt-${account.uuid.slice(0, 8)}`
  rows.accounts.push({
    uuid: account.uuid,
    username: account.username,
    passwordHash: await hashPassword(account.password, salt),
    salt,
    isAdmin: account.isAdmin,
    createdAt: iso(now, 1000 * DAY_MS),
  })
  for (const c of account.characters) {
    let profilePictureUrl: string | null = null
    if (c.picture === 'upload') {
      const picture = seededPicture(c.name, now, c.name)
      rows.uploads.push(picture.upload)
      profilePictureUrl = picture.url
    } else if (c.picture) {
      profilePictureUrl = c.picture
    }
    rows.characters.push({
      name: c.name,
      accountUuid: account.uuid,
      firstUsed: iso(now, c.firstUsedAgoMs),
      lastSeen: c.lastSeenAgoMs === null ? null : agoOnCalendarDay(now, c.lastSeenAgoMs).toISOString(),
      isDeceased: c.isDeceased,
      biography: c.biography,
      profilePictureUrl,
    })
  }
}

/** Last-seen spread over every relative-time bucket the console shows. */
function lastSeenAgo(faker: Faker): number | null {
  const bucket = faker.helpers.weightedArrayElement([
    { weight: 20, value: [0, 20 * HOUR_MS] }, // Today
    { weight: 8, value: [25 * HOUR_MS, 46 * HOUR_MS] }, // Yesterday
    { weight: 14, value: [2 * DAY_MS, 6 * DAY_MS] }, // N days ago
    { weight: 18, value: [7 * DAY_MS, 29 * DAY_MS] }, // N weeks ago
    { weight: 26, value: [30 * DAY_MS, 360 * DAY_MS] }, // N months ago
    { weight: 10, value: [366 * DAY_MS, 1000 * DAY_MS] }, // N years ago
    { weight: 4, value: null }, // Unknown
  ])
  return bucket ? faker.number.int({ min: bucket[0], max: bucket[1] }) : null
}

function uniqueUsername(faker: Faker, taken: Set<string>): string {
  for (;;) {
    const base = faker.internet
      .username({ firstName: faker.person.firstName(), lastName: faker.person.lastName() })
      .replace(/[^A-Za-z0-9_]/g, '_')
      .slice(0, 16)
    const name = base.length >= 3 ? base : `${base}_${faker.number.int({ min: 100, max: 999 })}`
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase())
      return name
    }
  }
}

function uniqueCharacterName(faker: Faker, taken: Set<string>): string {
  for (;;) {
    const name = `${faker.person.firstName()} ${faker.person.lastName()}`
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase())
      return name
    }
  }
}

async function addGeneratedAccounts(
  rows: IdentityRows,
  faker: Faker,
  now: Date,
  count: number,
  pause: () => Promise<void>,
): Promise<void> {
  const passwordHash = await hashPassword(GENERATED_PASSWORD, GENERATED_SALT)
  const usernames = new Set(rows.accounts.map((a) => a.username.toLowerCase()))
  const names = new Set(rows.characters.map((c) => c.name.toLowerCase()))
  names.add('divine entity')
  for (let i = 0; i < count; i++) {
    await pause()
    const uuid = faker.string.uuid()
    const accountAge = faker.number.int({ min: 30 * DAY_MS, max: 1100 * DAY_MS })
    rows.accounts.push({
      uuid,
      username: uniqueUsername(faker, usernames),
      passwordHash,
      salt: GENERATED_SALT,
      isAdmin: false,
      createdAt: iso(now, accountAge),
    })
    const characterCount = faker.helpers.weightedArrayElement([
      { weight: 2, value: 1 },
      { weight: 4, value: 2 },
      { weight: 4, value: 3 },
      { weight: 3, value: 4 },
      { weight: 1, value: 5 },
    ])
    for (let c = 0; c < characterCount; c++) {
      const name = uniqueCharacterName(faker, names)
      const seenAgo = lastSeenAgo(faker)
      const isDeceased = faker.datatype.boolean({ probability: 0.08 })
      const firstUsedAgo = Math.max(seenAgo ?? 0, faker.number.int({ min: 0, max: accountAge }))
      let profilePictureUrl: string | null = null
      const pictureRoll = faker.number.float()
      if (pictureRoll < 0.25) profilePictureUrl = mcHead(name.replace(/\s+/g, '_'))
      else if (pictureRoll < 0.3) {
        const picture = seededPicture(name, now, name)
        rows.uploads.push(picture.upload)
        profilePictureUrl = picture.url
      }
      rows.characters.push({
        name,
        accountUuid: uuid,
        firstUsed: iso(now, firstUsedAgo + faker.number.int({ min: 0, max: DAY_MS })),
        lastSeen: seenAgo === null ? null : iso(now, seenAgo),
        isDeceased,
        biography: faker.datatype.boolean({ probability: 0.6 })
          ? faker.lorem.paragraph({ min: 1, max: 4 }).slice(0, 1000)
          : null,
        profilePictureUrl,
      })
    }
  }
}

function addRelations(rows: IdentityRows, faker: Faker, now: Date, perOwner: number, owners: string[]): void {
  const everyone = rows.characters.map((c) => c.name)
  const seen = new Set(rows.relations.map((r) => `${r.owner}|${r.other}`))
  for (const owner of owners) {
    for (const other of faker.helpers.arrayElements(everyone, perOwner)) {
      const key = `${owner}|${other}`
      if (other === owner || seen.has(key)) continue
      seen.add(key)
      rows.relations.push({
        owner,
        other,
        rating: faker.number.int({ min: 1, max: 5 }),
        updatedAt: iso(now, faker.number.int({ min: 0, max: 90 * DAY_MS })),
      })
    }
  }
}

/** Seeds the identity side of a scenario into the (already cleared) database. */
export async function seedIdentity(ctx: SeedContext): Promise<void> {
  const { faker, now, kind } = ctx
  const rows: IdentityRows = { accounts: [], characters: [], uploads: [], relations: [] }
  for (const account of Object.values(DEMO_ACCOUNTS)) await addFixedAccount(rows, account, now)
  if (kind === 'minimal') {
    for (const account of MINIMAL_ACCOUNTS) await addFixedAccount(rows, account, now)
    rows.relations.push(
      { owner: DEMO_PLAYER_MAIN, other: 'Mira Quill', rating: 5, updatedAt: iso(now, DAY_MS) },
      { owner: DEMO_PLAYER_MAIN, other: 'Tomas Reed', rating: 2, updatedAt: iso(now, 2 * DAY_MS) },
      { owner: 'Mira Quill', other: DEMO_PLAYER_MAIN, rating: 4, updatedAt: iso(now, 3 * DAY_MS) },
    )
  }
  const pause = ctx.pause ?? (() => Promise.resolve())
  if (kind === 'demo') {
    await addGeneratedAccounts(rows, faker, now, 150, pause)
    addRelations(rows, faker, now, 14, [DEMO_PLAYER_MAIN, 'Bram Holloway', DEMO_ADMIN_MAIN])
    await pause()
    const living = rows.characters.filter((c) => !c.isDeceased).map((c) => c.name)
    addRelations(rows, faker, now, 3, faker.helpers.arrayElements(living, 120))
    await pause()
  }
  // Inserted in batches: hundreds of rows at once would be one long task while the login is up.
  const batches: [Parameters<typeof insertMany>[0], object[]][] = [
    [db.accounts, rows.accounts],
    [db.characters, rows.characters],
    [db.uploads, rows.uploads],
    [db.relations, rows.relations],
  ]
  for (const [collection, all] of batches) {
    for (let start = 0; start < all.length; start += INSERT_BATCH) {
      insertMany(collection, all.slice(start, start + INSERT_BATCH))
      await pause()
    }
  }
  insertMany(db.settings, [{ id: 'global', ugcEnabled: true, ugcUpdatedAt: now.toISOString() }])
}

const INSERT_BATCH = 50
