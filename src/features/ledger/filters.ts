import type { TransactionType } from '@/api/ledger.types'
import { TRANSACTION_TYPES, type LedgerPageQuery } from '@/api/ledger'
import { TRANSACTION_TYPE_LABELS } from './transaction-types'
import { LEDGER_TEXTS } from './texts'

/** Ledger page sizes and the default (spec section 9). */
export const LEDGER_LIMITS = [25, 50, 100, 200] as const
export type LedgerLimit = (typeof LEDGER_LIMITS)[number]
export const DEFAULT_LEDGER_LIMIT: LedgerLimit = 50

export interface LedgerFilter {
  currencySymbol: string
  /** '' is All. */
  transactionType: TransactionType | ''
  /** YYYY-MM-DD, '' for none. */
  fromDate: string
  toDate: string
  limit: LedgerLimit
}

export const DEFAULT_LEDGER_FILTER: Readonly<LedgerFilter> = Object.freeze({
  currencySymbol: '',
  transactionType: '',
  fromDate: '',
  toDate: '',
  limit: DEFAULT_LEDGER_LIMIT,
})

/** The Transaction Type options: All, then every type by its name. */
/** The type filter's options, with labels in the current language (read at render). */
export const typeOptions = (): readonly { value: TransactionType | ''; label: string }[] => [
  { value: '', label: LEDGER_TEXTS.filters.all },
  ...TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] })),
]

export const readLimit = (value: string): LedgerLimit =>
  LEDGER_LIMITS.find((limit) => String(limit) === value) ?? DEFAULT_LEDGER_LIMIT

/**
 * The symbol a typed Currency Symbol filter means: a known symbol in any case ("$ar"), or one
 * typed without its "$" ("NV" for "$NV", as every symbol is "$" and the nation's abbreviation).
 */
export function currencySymbolOf(typed: string, known: readonly string[]): string {
  const text = typed.trim()
  if (!text) return ''
  const find = (candidate: string) => known.find((symbol) => symbol.toUpperCase() === candidate.toUpperCase())
  const withDollar = text.startsWith('$') ? text : `$${text}`
  return find(text) ?? find(withDollar) ?? (/^\$?[A-Za-z]{2}$/.test(text) ? withDollar.toUpperCase() : text)
}

/** A From Date after the To Date matches nothing: the filter says so instead of asking. */
export const dateRangeProblem = (filter: Pick<LedgerFilter, 'fromDate' | 'toDate'>): string | null =>
  filter.fromDate && filter.toDate && filter.fromDate > filter.toDate ? LEDGER_TEXTS.filters.badRange : null

/** The page query of a filter; empty values are left out when the call is made. */
export const pageQuery = (filter: LedgerFilter, offset: number): LedgerPageQuery => ({
  currencySymbol: filter.currencySymbol.trim(),
  transactionType: filter.transactionType,
  fromDate: filter.fromDate,
  toDate: filter.toDate,
  limit: filter.limit,
  offset,
})

/** 1-based page of an offset, and the page count (spec section 9: pages = ceil(total / limit)). */
export const pageOf = (offset: number, limit: number) => Math.floor(offset / limit) + 1
export const pageCount = (total: number, limit: number) => Math.ceil(total / limit)
/** The offset of a page (spec section 4: (page - 1) × limit). */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit
