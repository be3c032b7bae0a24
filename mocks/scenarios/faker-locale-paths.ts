// Which parts of a faker locale the seeders read. `person.firstName()` draws from the female, male
// and generic first names; `person.lastName()` from the last-name patterns and the generic last
// names; `lorem.paragraph()` from the lorem words. Nothing else of the locale is touched: the
// seeded-world hash test proves it (a missing part would throw or change the world).
import type { LocaleDefinition } from '@faker-js/faker'

export const SEED_LOCALE_PATHS = [
  'person.first_name.female',
  'person.first_name.male',
  'person.first_name.generic',
  'person.last_name.generic',
  'person.last_name_pattern',
  'lorem.word',
] as const

export type SeedLocaleParts = Record<(typeof SEED_LOCALE_PATHS)[number], unknown>

/** The parts of a full locale the seeders read, keyed by path. */
export function pickLocale(locale: LocaleDefinition): SeedLocaleParts {
  const parts = {} as SeedLocaleParts
  for (const path of SEED_LOCALE_PATHS) {
    const value = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], locale)
    if (value === undefined) throw new Error(`the faker locale has nothing at ${path}`)
    parts[path] = value
  }
  return parts
}

/** A locale holding just these parts (what seededFaker() runs on). */
export function localeFrom(parts: SeedLocaleParts): LocaleDefinition {
  const locale: Record<string, Record<string, unknown>> = {}
  for (const [path, value] of Object.entries(parts)) {
    const keys = path.split('.')
    let node = locale as Record<string, unknown>
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
    node[keys.at(-1)!] = value
  }
  return locale as LocaleDefinition
}
