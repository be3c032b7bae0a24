// @vitest-environment node
// The seeders carry a copy of the few faker locale parts they read; it must match the installed faker.
import { describe, expect, it } from 'vitest'
import { en } from '@faker-js/faker'
import { SEED_LOCALE_PARTS } from '@mocks/scenarios/faker-locale'
import { pickLocale } from '@mocks/scenarios/faker-locale-paths'

describe('the seed locale', () => {
  it('is the en locale of the installed faker (else: npx tsx mocks/scenarios/faker-locale.generate.ts)', () => {
    expect(SEED_LOCALE_PARTS).toEqual(pickLocale(en))
  })
})
