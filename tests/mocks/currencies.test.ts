// @vitest-environment node
// GET/POST /currencies with market figures, GET /currencies/inflation-index.

import { describe, expect, it } from 'vitest'
import type { Currency } from '@/api/types'
import { loadScenario } from '@mocks/scenarios'
import { adminToken, call, cast, F, tokenFor, useEconomy } from './economy-support'
import type { InflationIndexEntry } from '@mocks/handlers/currencies'

useEconomy('minimal')

describe('GET /currencies', () => {
  it('lists currencies with supply and market figures, field by field', async () => {
    const res = await call<{ currencies: Currency[] }>('GET', '/currencies', { token: tokenFor(cast.lena) })
    expect(res.status).toBe(200)
    expect(res.body.currencies).toEqual([
      {
        id: expect.any(String),
        name: F.playerCurrencyName,
        symbol: '$AR',
        issuingNation: F.playerNation,
        currentSupply: 9700,
        createdAt: expect.any(String),
        // Sole currency: it is its own median. 5 members. 10 000 of 9 700 minted this month.
        purchasingPowerIndex: 100,
        inflationRisk: 'High',
        supplyPerCapita: 1940,
      },
    ])
    expect((await call('GET', '/currencies')).status).toBe(401)
  })

  it('spreads the demo currencies over every risk level and around the PPP baseline', async () => {
    await loadScenario('demo')
    const res = await call<{ currencies: Currency[] }>('GET', '/currencies', { token: adminToken() })
    const risks = new Set(res.body.currencies.map((c) => c.inflationRisk))
    expect(risks).toEqual(new Set(['Low', 'Moderate', 'High']))
    const ppp = res.body.currencies.map((c) => c.purchasingPowerIndex!)
    expect(Math.min(...ppp)).toBeLessThan(100)
    expect(Math.max(...ppp)).toBeGreaterThan(100)
    expect(res.body.currencies).toHaveLength(6)
  })
})

describe('POST /currencies', () => {
  const norvale = { name: 'Norvale Mark', issuingNation: F.otherNation, createdBy: cast.osric }

  it("creates the nation's currency with the symbol from its abbreviation", async () => {
    const res = await call<{ currency: Currency; message: string }>('POST', '/currencies', {
      token: tokenFor(cast.osric),
      body: norvale,
    })
    expect(res.status).toBe(201)
    expect(res.body.currency).toMatchObject({
      name: 'Norvale Mark',
      symbol: '$NV',
      issuingNation: F.otherNation,
      currentSupply: 0,
      inflationRisk: null,
      purchasingPowerIndex: null,
      supplyPerCapita: 0,
    })
    expect(res.body.message).toBe(`Norvale Mark ($NV) created for ${F.otherNation}`)
    const nations = await call<{ nation: { nationalCurrency: string } }>(
      'GET',
      `/nations/${encodeURIComponent(F.otherNation)}`,
      { token: tokenFor(cast.osric) },
    )
    expect(nations.body.nation.nationalCurrency).toBe('$NV')
  })

  it('400 without a name, 404 for an unknown nation, 403 for citizens and other actors, 409 for a second currency', async () => {
    expect(
      (
        await call('POST', '/currencies', {
          token: tokenFor(cast.osric),
          body: { issuingNation: F.otherNation },
        })
      ).body.error,
    ).toBe('name is required')
    expect(
      (await call('POST', '/currencies', { token: tokenFor(cast.osric), body: { name: 'X' } })).body.error,
    ).toBe('issuingNation is required')
    expect(
      (
        await call('POST', '/currencies', {
          token: tokenFor(cast.osric),
          body: { ...norvale, issuingNation: 'Atlantis' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call('POST', '/currencies', {
          token: tokenFor(cast.lena),
          body: { ...norvale, createdBy: cast.lena },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await call('POST', '/currencies', {
          token: tokenFor(cast.osric),
          body: { ...norvale, createdBy: cast.lena },
        })
      ).status,
    ).toBe(403)
    const second = await call('POST', '/currencies', {
      token: tokenFor(cast.aurelia),
      body: { name: 'Second Crown', issuingNation: F.playerNation },
    })
    expect(second.status).toBe(409)
    expect(second.body.error).toBe(`${F.playerNation} already has a national currency`)
  })
})

describe('GET /currencies/inflation-index', () => {
  it('gives each currency its recent minting, rate and risk', async () => {
    const res = await call<{ baseline: number; generatedAt: string; currencies: InflationIndexEntry[] }>(
      'GET',
      '/currencies/inflation-index',
      { token: tokenFor(cast.mira) },
    )
    expect(res.status).toBe(200)
    expect(res.body.baseline).toBe(100)
    expect(res.body.currencies).toEqual([
      {
        symbol: '$AR',
        name: F.playerCurrencyName,
        issuingNation: F.playerNation,
        currentSupply: 9700,
        mintedLast30Days: 10000,
        burnedLast30Days: 300,
        inflationRate: 103.09,
        inflationRisk: 'High',
        purchasingPowerIndex: 100,
        supplyPerCapita: 1940,
      },
    ])
  })
})
