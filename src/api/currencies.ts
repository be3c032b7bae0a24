import { api } from './client'
import { number, oneOf, optionalNumber, record, requiredList, text, UnreadableBody } from './read'
import type { Currency, InflationRisk } from './currencies.types'

const RISKS: readonly InflationRisk[] = ['Low', 'Moderate', 'High']

export function readCurrency(raw: unknown): Currency {
  const r = record(raw)
  const symbol = text(r.symbol).trim()
  if (!symbol) throw new UnreadableBody('a currency without a symbol')
  return {
    id: text(r.id, symbol),
    name: text(r.name, symbol),
    symbol,
    issuingNation: text(r.issuingNation),
    currentSupply: number(r.currentSupply),
    createdAt: text(r.createdAt),
    purchasingPowerIndex: optionalNumber(r.purchasingPowerIndex),
    inflationRisk: r.inflationRisk == null ? null : oneOf<InflationRisk>(r.inflationRisk, RISKS, 'Low'),
    supplyPerCapita: optionalNumber(r.supplyPerCapita),
  }
}

/** Query keys of everything under /currencies. */
export const currencyKeys = {
  all: ['currencies'] as const,
  list: () => [...currencyKeys.all, 'list'] as const,
}

/** GET /currencies. */
export const fetchCurrencies = (signal?: AbortSignal) =>
  api('/currencies', {
    signal,
    read: (raw) => requiredList(record(raw).currencies, readCurrency, 'currencies'),
  })

/**
 * POST /currencies: a nation's national currency. The symbol is made by the server from the
 * nation's abbreviation; banking and the treasury panel both create through this call.
 */
export const createCurrency = (body: { name: string; issuingNation: string; createdBy: string }) =>
  api('/currencies', {
    method: 'POST',
    body,
    read: (raw) => {
      const r = record(raw)
      return { currency: r.currency ? readCurrency(r.currency) : null, message: text(r.message) }
    },
  })
