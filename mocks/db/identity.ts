// Identity collections: game accounts, their characters, sessions, login lockouts, system
// settings, uploaded files and player relations. Rows hold plain JSON only (no @msw/data
// relations) so the whole database snapshots and restores as data.

import { Collection } from '@msw/data'
import { z } from 'zod/mini'

const isoDate = z.string()

export const accountSchema = z.object({
  /** Game UUID, dashed, lower case. */
  uuid: z.string(),
  /** The game account's username (what the profile-lookup proxies resolve). */
  username: z.string(),
  passwordHash: z.string(),
  salt: z.string(),
  isAdmin: z.boolean(),
  createdAt: isoDate,
})

export const characterSchema = z.object({
  /** Display name, unique case-insensitively; the stored spelling is kept. */
  name: z.string(),
  accountUuid: z.string(),
  firstUsed: z.nullable(isoDate),
  lastSeen: z.nullable(isoDate),
  isDeceased: z.boolean(),
  biography: z.nullable(z.string()),
  profilePictureUrl: z.nullable(z.string()),
})

export const sessionSchema = z.object({
  token: z.string(),
  accountUuid: z.string(),
  /** A character's name, or "Divine Entity" for admin-panel tokens. */
  characterName: z.string(),
  isAdminPanel: z.boolean(),
  createdAt: isoDate,
  expiresAt: isoDate,
})

export const loginAttemptSchema = z.object({
  uuid: z.string(),
  /** Failures in a row since the last success or lockout. */
  failures: z.int(),
  lockedUntil: z.nullable(isoDate),
})

export const settingsSchema = z.object({
  id: z.literal('global'),
  ugcEnabled: z.boolean(),
  ugcUpdatedAt: isoDate,
})

export const uploadSchema = z.object({
  /** File name as served under /uploads/<name>. */
  name: z.string(),
  contentType: z.string(),
  /** The file's bytes, base64. */
  data: z.string(),
  size: z.int(),
  uploadedBy: z.string(),
  createdAt: isoDate,
})

export const relationSchema = z.object({
  /** The character whose opinion this is. */
  owner: z.string(),
  other: z.string(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  updatedAt: isoDate,
})

export type AccountRow = z.infer<typeof accountSchema>
export type CharacterRow = z.infer<typeof characterSchema>
export type SettingsRow = z.infer<typeof settingsSchema>
export type UploadRow = z.infer<typeof uploadSchema>
export type RelationRow = z.infer<typeof relationSchema>

export const identityCollections = {
  accounts: new Collection({ schema: accountSchema }),
  characters: new Collection({ schema: characterSchema }),
  sessions: new Collection({ schema: sessionSchema }),
  loginAttempts: new Collection({ schema: loginAttemptSchema }),
  settings: new Collection({ schema: settingsSchema }),
  uploads: new Collection({ schema: uploadSchema }),
  relations: new Collection({ schema: relationSchema }),
}

// ------------------------------------------------------------------ passwords and tokens

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

/** SHA-256 of salt and password, hex. Web Crypto: the same in the browser and in Node 20. */
export async function hashPassword(password: string, salt: string): Promise<string> {
  const data = new TextEncoder().encode(`${salt}:${password}`)
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', data))
}

/** Random hex from the platform's CSPRNG (salts, tokens, file names). */
export function randomHex(bytes: number): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(bytes)))
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

// ------------------------------------------------------------------ stored file bytes

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
