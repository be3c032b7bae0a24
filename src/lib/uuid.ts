/** A dashed game-account UUID (8-4-4-4-12 hexadecimal), case-insensitive (spec sections 5 and 9). */
export const UUID_REGEX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The account provider's undashed form: exactly 32 hexadecimal characters. */
export const HEX32_REGEX = /^[0-9a-f]{32}$/i

/** How many leading characters of a uuid are shown where it is truncated (spec section 9). */
export const SHORT_UUID_LENGTH = 8

export const isUuid = (value: string): boolean => UUID_REGEX.test(value)

/**
 * Turns the provider's 32-hex id into the dashed lower-case 8-4-4-4-12 form.
 * Returns null for anything that is not 32 hexadecimal characters, so callers decide what a
 * bad id means to them instead of catching.
 */
export function formatUuid(hex32: string): string | null {
  if (!HEX32_REGEX.test(hex32)) return null
  const h = hex32.toLowerCase()
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** The first 8 characters of a uuid, as shown on the character selection card. */
export const shortUuid = (uuid: string): string => uuid.slice(0, SHORT_UUID_LENGTH)
