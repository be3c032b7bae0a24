import type { Character, Session } from '@/api/auth.types'
import { UUID_REGEX } from '@/lib/uuid'

// The two records the console keeps in browser storage, described by ONE schema. Restore accepts
// them only when every field fits it exactly (no missing, extra or wrongly typed field); anything
// else is cleared and the user starts at login. The password is not part of it: it never leaves
// the tab's memory.

/** The auth record (localStorage, shared by every tab): the login answer without the password. */
export interface StoredAuth {
  format: typeof STORED_FORMAT
  uuid: string
  credentials: { uuid: string }
  message: string
  displayNames: Character[]
  mostRecentDisplayName: string | null
  displayNameCount: number
  hasNoCharacters: boolean
  isAdmin: boolean
}

/** The session record (sessionStorage: each tab plays its own character). */
export type StoredSession = Session

/** Bumped when the stored shape changes: an older record (with its password) is cleared on restore. */
export const STORED_FORMAT = 2

type Check = (value: unknown) => boolean

const isString: Check = (v) => typeof v === 'string'
const isName: Check = (v) => typeof v === 'string' && v.trim() !== ''
const isFlag: Check = (v) => typeof v === 'boolean'
const isCount: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 0
const isUuid: Check = (v) => typeof v === 'string' && UUID_REGEX.test(v)
const isInstant: Check = (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v))
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v)
const listOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check)
const exactly =
  (value: unknown): Check =>
  (v) =>
    v === value

/** An object with exactly these fields, each fitting its check. */
function shape<T>(fields: Record<keyof T, Check>): (value: unknown) => value is T {
  const names = Object.keys(fields) as (keyof T & string)[]
  return (value: unknown): value is T => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
    return (
      keys.length === names.length &&
      names.every((name) => Object.hasOwn(record, name) && (fields[name] as Check)(record[name]))
    )
  }
}

const character = shape<Character>({
  name: isName,
  profilePictureUrl: nullable(isString),
  biography: nullable(isString),
  firstUsed: nullable(isString),
  lastSeen: nullable(isString),
  isRecent: isFlag,
  isDeceased: isFlag,
})

/** The one schema of both stored records. */
export const STORED_SCHEMA = {
  auth: shape<StoredAuth>({
    format: exactly(STORED_FORMAT),
    uuid: isString,
    credentials: shape<{ uuid: string }>({ uuid: isUuid }),
    message: isString,
    displayNames: listOf(character),
    mostRecentDisplayName: nullable(isString),
    displayNameCount: isCount,
    hasNoCharacters: isFlag,
    isAdmin: isFlag,
  }),
  session: shape<StoredSession>({
    token: isName,
    selectedDisplayName: isName,
    isAdminPanel: isFlag,
    expiresAt: nullable(isInstant),
  }),
} as const
