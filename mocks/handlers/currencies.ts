// National currencies and the market figures recomputed on every read.
//
// GET  /currencies                  -> { success, currencies: Currency[] }  (with market stats)
// POST /currencies {name, issuingNation, createdBy} -> 201 { success, currency: Currency, message }
//   Officers of a nation without a currency; symbol `$` + the nation's abbreviation.
// GET  /currencies/inflation-index  -> { success, baseline: 100, generatedAt, currencies: [
//   { symbol, name, issuingNation, currentSupply, mintedLast30Days, burnedLast30Days,
//     inflationRate (percent of supply minted in 30 days), inflationRisk, purchasingPowerIndex,
//     supplyPerCapita } ] }

import { http } from 'msw'
import type { Currency, InflationRisk } from '@/api/types'
import { liveWorld } from '../rules/live'
import { marketStats, PPP_BASELINE } from '../rules/market'
import { requireNation } from '../rules/nations'
import { createCurrency } from '../rules/treasury'
import { currencies, toCurrency } from './economy-dto'
import { actorOf, requireActorFields, send } from './economy-route'
import { API, ok, readJson, requireString, withAuth } from './http'
import { idempotent } from './idempotent'
import { keptAnswer } from './kept-answer'

export interface InflationIndexEntry {
  symbol: string
  name: string
  issuingNation: string
  currentSupply: number
  mintedLast30Days: number
  burnedLast30Days: number
  inflationRate: number | null
  inflationRisk: InflationRisk | null
  purchasingPowerIndex: number | null
  supplyPerCapita: number | null
}

export const currenciesHandlers = [
  http.get(
    `${API}/currencies/inflation-index`,
    withAuth(() => {
      const world = liveWorld()
      const stats = marketStats(world)
      const entries: InflationIndexEntry[] = world.tables.currencies.map((c) => {
        const s = stats.get(c.symbol)!
        const currency = toCurrency(world, c, s)
        return {
          symbol: c.symbol,
          name: c.name,
          issuingNation: currency.issuingNation,
          currentSupply: s.currentSupply,
          mintedLast30Days: s.mintedLast30Days,
          burnedLast30Days: s.burnedLast30Days,
          inflationRate:
            s.currentSupply > 0 ? Math.round((s.mintedLast30Days / s.currentSupply) * 10000) / 100 : null,
          inflationRisk: s.inflationRisk,
          purchasingPowerIndex: s.purchasingPowerIndex,
          supplyPerCapita: s.supplyPerCapita,
        }
      })
      return ok({ baseline: PPP_BASELINE, generatedAt: world.nowIso(), currencies: entries })
    }),
  ),
  http.get(
    `${API}/currencies`,
    withAuth(() =>
      keptAnswer('currencies', () => {
        const list: Currency[] = currencies(liveWorld())
        return { currencies: list }
      }),
    ),
  ),
  http.post(
    `${API}/currencies`,
    withAuth(
      idempotent(async ({ request, caller }) => {
        const body = await readJson(request)
        const name = requireString(body, 'name', { max: 48 })
        const issuingNation = requireString(body, 'issuingNation')
        const world = liveWorld()
        const nation = requireNation(world, issuingNation)
        requireActorFields(caller, body, 'createdBy')
        const row = createCurrency(world, actorOf(caller), nation, name)
        const currency = toCurrency(world, row, marketStats(world).get(row.symbol))
        return send<{ success: boolean; currency: Currency; message: string }>(
          { currency, message: `${currency.name} (${currency.symbol}) created for ${nation.name}` },
          201,
        )
      }),
    ),
  ),
]
