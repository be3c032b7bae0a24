import { fetchLedger, type LedgerEntry, type LedgerPage, type LedgerPageQuery } from '@/api/ledger'
import { fileSlug, toCsv, type CsvCell } from '@/lib/csv'
import { directionFor, type LedgerEntity } from './direction'
import { partyTypeLabel, transactionTypeLabel } from './transaction-types'

/** An export stops after this many rows (the newest ones). */
export const EXPORT_MAX_ROWS = 20_000
/** Rows per request: the largest page the ledger serves. */
export const EXPORT_PAGE_SIZE = 200

export type ExportFilter = Omit<LedgerPageQuery, 'limit' | 'offset'>

export interface CollectOptions {
  signal?: AbortSignal
  /** After every page: rows so far, and how many there will be (null before the first page). */
  onProgress?: (fetched: number, target: number) => void
  /** The call for one page (tests count them). */
  fetchPage?: (entity: LedgerEntity, query: LedgerPageQuery, signal?: AbortSignal) => Promise<LedgerPage>
}

export interface Collected {
  entries: LedgerEntry[]
  /** Every row the filter matches, exported or not. */
  total: number
}

/**
 * Every row of the filter, page after page in order, up to EXPORT_MAX_ROWS. A row that a new
 * transaction pushed onto the next page while exporting is kept once.
 */
export async function collectLedger(
  entity: LedgerEntity,
  filter: ExportFilter,
  { signal, onProgress, fetchPage = fetchLedger }: CollectOptions = {},
): Promise<Collected> {
  const entries: LedgerEntry[] = []
  const seen = new Set<string>()
  let offset = 0
  let total = 0
  for (;;) {
    signal?.throwIfAborted()
    const page = await fetchPage(entity, { ...filter, limit: EXPORT_PAGE_SIZE, offset }, signal)
    total = page.total
    for (const entry of page.transactions) {
      if (entries.length >= EXPORT_MAX_ROWS) break
      if (seen.has(entry.id)) continue
      seen.add(entry.id)
      entries.push(entry)
    }
    onProgress?.(entries.length, Math.min(total, EXPORT_MAX_ROWS))
    offset += page.transactions.length
    if (page.transactions.length === 0 || offset >= total || entries.length >= EXPORT_MAX_ROWS) break
  }
  return { entries, total }
}

export const CSV_HEADER = [
  'Date',
  'Type',
  'Currency',
  'Amount',
  'Direction',
  'From',
  'From Type',
  'To',
  'To Type',
  'Description',
  'Initiated By',
  'Acting As',
  'Transaction ID',
] as const

/** The rows as a CSV file; Direction says In or Out for the entity whose ledger it is. */
export function ledgerCsv(entries: readonly LedgerEntry[], entity: LedgerEntity): string {
  const rows: CsvCell[][] = entries.map((entry) => {
    const direction = directionFor(entry, entity)
    return [
      entry.createdAt,
      transactionTypeLabel(entry.type),
      entry.currencySymbol,
      entry.amount,
      direction === 'in' ? 'In' : direction === 'out' ? 'Out' : '',
      entry.from?.name,
      partyTypeLabel(entry.from?.type),
      entry.to?.name,
      partyTypeLabel(entry.to?.type),
      entry.description,
      entry.initiatedBy,
      entry.asCharacter,
      entry.id,
    ]
  })
  return toCsv([[...CSV_HEADER], ...rows])
}

const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '')

/**
 * `ledger_<entity>_<from>_to_<to>.csv`. A date the filter leaves open is the date of the oldest
 * (or newest) exported row, so the name always says which days the file covers.
 */
export function ledgerCsvFileName(
  entityName: string,
  filter: Pick<ExportFilter, 'fromDate' | 'toDate'>,
  entries: readonly LedgerEntry[],
): string {
  const dates = entries
    .map((e) => day(e.createdAt))
    .filter(Boolean)
    .sort()
  const from = filter.fromDate || dates[0] || 'start'
  const to = filter.toDate || dates[dates.length - 1] || 'now'
  return `ledger_${fileSlug(entityName, 'entity')}_${from}_to_${to}.csv`
}
