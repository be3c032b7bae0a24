import { queryOptions } from '@tanstack/react-query'
import { burnCurrency, mintCurrency, treasuryKeys } from './treasuries'
import { ledgerKeys } from './ledger'
import { nationKeys } from './nations'
import { bankKeys } from './banks'
import { mutation } from './mutation-spec'
import { api } from './client'
import { idempotencyHeaders } from './idempotency'
import {
  confirmedChange,
  list,
  number,
  oneOf,
  optionalNumber,
  optionalRecord,
  readIfPresent,
  record,
  requiredList,
  text,
  UnreadableBody,
} from './read'
import type {
  BurnRequest,
  CreateCurrencyRequest,
  Currency,
  InflationRisk,
  MintRequest,
} from './currencies.types'

/** A currency's market figures (spec section 3), from the currency itself or the inflation index. */
export interface MarketFigures {
  symbol: string
  purchasingPowerIndex: number | null
  inflationRisk: InflationRisk | null
  supplyPerCapita: number | null
}

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
    inflationRisk: readRisk(r.inflationRisk),
    supplyPerCapita: optionalNumber(r.supplyPerCapita),
  }
}

const readRisk = (value: unknown): InflationRisk | null =>
  value == null ? null : oneOf<InflationRisk>(value, RISKS, 'Low')

function readFigures(raw: unknown, symbolHint = ''): MarketFigures {
  const r = record(raw)
  const symbol = text(r.symbol ?? r.currencySymbol, symbolHint).trim()
  if (!symbol) throw new UnreadableBody('market figures without a currency symbol')
  return {
    symbol,
    purchasingPowerIndex: optionalNumber(r.purchasingPowerIndex),
    inflationRisk: readRisk(r.inflationRisk),
    supplyPerCapita: optionalNumber(r.supplyPerCapita),
  }
}

/**
 * The inflation index, by currency symbol. The spec does not show its answer, so a list under
 * `currencies` (our backend) or an object keyed by symbol are both read; anything else is no data.
 */
export function readInflationIndex(raw: unknown): Map<string, MarketFigures> {
  const r = optionalRecord(raw) ?? {}
  const source = r.currencies ?? r.index ?? r.data
  const entries = Array.isArray(source)
    ? list(source, (item) => readFigures(item))
    : Object.entries(optionalRecord(source) ?? {}).flatMap(([symbol, item]) => {
        try {
          return [readFigures(item, symbol)]
        } catch {
          return []
        }
      })
  return new Map(entries.map((entry) => [entry.symbol, entry]))
}

/** Query keys of everything under /currencies. */
export const currencyKeys = {
  all: ['currencies'] as const,
  list: () => [...currencyKeys.all, 'list'] as const,
  inflationIndex: () => [...currencyKeys.all, 'inflation-index'] as const,
}

/** GET /currencies. */
export const fetchCurrencies = (signal?: AbortSignal) =>
  api('/currencies', {
    signal,
    read: (raw) => requiredList(record(raw).currencies, readCurrency, 'currencies'),
  })

/** GET /currencies/inflation-index: market figures where the currency list lacks them. */
export const fetchInflationIndex = (signal?: AbortSignal) =>
  api('/currencies/inflation-index', { signal, read: readInflationIndex })

/** What every screen reads under /currencies. */
export const currencyQueries = {
  list: () =>
    queryOptions({ queryKey: currencyKeys.list(), queryFn: ({ signal }) => fetchCurrencies(signal) }),
  inflationIndex: () =>
    queryOptions({
      queryKey: currencyKeys.inflationIndex(),
      queryFn: ({ signal }) => fetchInflationIndex(signal),
    }),
}

/**
 * POST /currencies: a nation's national currency. The symbol is made by the server from the
 * nation's abbreviation; banking and the treasury panel both create through this call.
 */
export const createCurrency = (body: CreateCurrencyRequest, idempotencyKey?: string) =>
  api('/currencies', {
    method: 'POST',
    body: { ...body },
    headers: idempotencyHeaders(idempotencyKey),
    read: (raw) => {
      const r = confirmedChange(raw, 'currency')
      return { currency: readIfPresent(r.currency, readCurrency), message: text(r.message) }
    },
  })

/** A mint or burn changes the treasury, the currency's supply and the treasury's ledger. */
const supplyTouches = (nation: string) => () => [
  treasuryKeys.all,
  currencyKeys.all,
  ledgerKeys.party({ type: 'treasury', id: nation }),
]

/**
 * The changes to currencies, each with the query keys it touches. Minting and burning change a
 * currency's supply; they are sent through its nation's treasury (api/treasuries.ts).
 */
export const currencyMutations = {
  mint: (nation: string) =>
    mutation((body: MintRequest, key) => mintCurrency(nation, body, key), supplyTouches(nation)),
  burn: (nation: string) =>
    mutation((body: BurnRequest, key) => burnCurrency(nation, body, key), supplyTouches(nation)),
  /** A new currency is its nation's, held by its treasury, and listed on the banks' cards. */
  create: mutation(
    (body: CreateCurrencyRequest, key) => createCurrency(body, key),
    () => [currencyKeys.all, nationKeys.all, treasuryKeys.all, bankKeys.list()],
  ),
}
