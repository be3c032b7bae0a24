// @vitest-environment node
// Seeded texts match their numbers: an offering's description that names an amount names the
// offering's own figure ("Sailor Credit" at $EC 300 says "up to 300", not the trait's 500), and no
// seeded offering allows an overdraft without a limit (the form refuses that contradiction).
import { describe, expect, it } from 'vitest'
import { db } from '@mocks/db'
import { loadScenario } from '@mocks/scenarios'

describe('seeded offerings', () => {
  it.each(['demo', 'minimal'] as const)('in the %s world say the numbers they have', async (name) => {
    await loadScenario(name, { fresh: true, cache: false })
    const offerings = db.offerings.all()
    expect(offerings.length).toBeGreaterThan(0)
    for (const offering of offerings) {
      const figures = [
        offering.maintenanceFeeAmount,
        offering.minimumBalance,
        offering.maximumBalance,
        offering.overdraftLimit,
        offering.overdraftFeeAmount,
      ]
      for (const named of offering.description.match(/\d[\d,]*/g) ?? []) {
        expect(figures, `${offering.name}: "${offering.description}"`).toContain(
          Number(named.replace(/,/g, '')),
        )
      }
      if (offering.overdraftAllowed) expect(offering.overdraftLimit, offering.name).toBeGreaterThan(0)
    }
    const sailor = offerings.find((o) => o.name === 'Sailor Credit')
    if (name === 'demo') expect(sailor?.description).toMatch(/^Spend up to 300 beyond your balance/)
  })
})
