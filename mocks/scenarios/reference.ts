// The fixed points every seeded world is built from, so the same seed gives the same world.

import { Faker } from '@faker-js/faker'
import { SEED_LOCALE_PARTS } from './faker-locale'
import { localeFrom } from './faker-locale-paths'

export const FAKER_SEED = 20261120

// Only the locale parts the seeders read (see faker-locale-paths.ts): the whole `en` locale would
// add about 100 KB gzip to the demo download.
const SEED_LOCALE = localeFrom(SEED_LOCALE_PARTS)

/** A private faker instance: seeding never disturbs (or is disturbed by) the global one. */
export function seededFaker(seed = FAKER_SEED): Faker {
  const faker = new Faker({ locale: [SEED_LOCALE] })
  faker.seed(seed)
  return faker
}

export type ScenarioName = 'demo' | 'minimal' | 'empty' | 'large'

/** What each seeding step receives. Generate every date relative to `now`, never to the real clock. */
export interface SeedContext {
  kind: ScenarioName
  /** Seeded, private to this seeding run: identity seeds first, then the economy continues it. */
  faker: Faker
  /** The world's "now" while seeding (REFERENCE_DATE unless the caller chose another). */
  now: Date
  /** Lets the event loop run between slices of a long seeding (the browser demo passes one). */
  pause?: () => Promise<void>
}
