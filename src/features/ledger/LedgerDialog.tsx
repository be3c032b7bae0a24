import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ArrowDownTrayIcon, ArrowPathIcon, FunnelIcon, XMarkIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import type { LedgerDialogRequest } from '@/state/game'
import { ledgerQueries } from '@/api/ledger'
import { failureText } from '@/api/failure'
import { Dialog, DialogTitle } from '@/ui/dialog'
import { Button } from '@/ui/button'
import { LoadStatus } from '@/ui/load-status'
import { PageSummary, Pagination } from '@/ui/pagination'
import { SkeletonList } from '@/ui/skeleton'
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-debounced'
import type { LedgerEntity } from './direction'
import { ExportPanel } from './ExportPanel'
import { DEFAULT_LEDGER_FILTER, offsetOf, pageCount, pageOf, pageQuery, type LedgerFilter } from './filters'
import { LedgerFilters } from './LedgerFilters'
import { LedgerTable } from './LedgerTable'
import { TransactionDetailsDialog } from './TransactionDetailsDialog'
import { useLedgerExport } from './use-ledger-export'
import { LEDGER_FAILURES, LEDGER_TEXTS } from './texts'

export interface LedgerDialogProps {
  request: LedgerDialogRequest
  onClose: () => void
}

/**
 * The Transaction Ledger of a treasury, bank vault or bank account (spec section 2): filters,
 * a page of transactions with the money's direction for this entity, details, CSV export.
 */
export function LedgerDialog({ request, onClose }: LedgerDialogProps) {
  const { type, id, name } = request.entity
  const entity: LedgerEntity = useMemo(() => ({ type, id, name }), [type, id, name])
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [filter, setFilter] = useState<LedgerFilter>(DEFAULT_LEDGER_FILTER)
  const [offset, setOffset] = useState(0)
  const [viewing, setViewing] = useState<string | null>(null)
  const filtersId = useId()

  // A typed currency symbol is asked for once it has settled, not for every letter.
  const [currencySymbol, setCurrencySymbol] = useState('')
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  const query = pageQuery({ ...filter, currencySymbol }, offset)
  const page = useQuery({
    ...ledgerQueries.page(entity, query),
    // The previous page stays on screen while the next one loads: no jump on every filter change.
    placeholderData: keepPreviousData,
  })
  const exporter = useLedgerExport(entity)

  // Any filter change starts again at the first page (spec section 4).
  const change = (patch: Partial<LedgerFilter>) => {
    setFilter((current) => ({ ...current, ...patch }))
    const { currencySymbol: typed, ...others } = patch
    if (Object.keys(others).length > 0) setOffset(0)
    if (typed !== undefined) {
      clearTimeout(typing.current)
      typing.current = setTimeout(() => {
        setCurrencySymbol(typed.trim())
        setOffset(0)
      }, SEARCH_DEBOUNCE_MS)
    }
  }
  const reset = () => {
    clearTimeout(typing.current)
    setCurrencySymbol('')
    setFilter(DEFAULT_LEDGER_FILTER)
    setOffset(0)
  }

  const data = page.data
  const error = page.isError ? failureText(page.error, LEDGER_FAILURES.transactions) : null
  const pages = data ? pageCount(data.total, filter.limit) : 0
  const exporting = exporter.state.phase === 'running'

  return (
    <Dialog open onClose={onClose} size="xl" className="lg:max-w-7xl">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <DialogTitle className="min-w-0 break-words">{LEDGER_TEXTS.title(name)}</DialogTitle>
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
          <Button
            color={filtersOpen ? 'primary' : 'secondary'}
            size="sm"
            aria-expanded={filtersOpen}
            aria-controls={filtersOpen ? filtersId : undefined}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <FunnelIcon data-slot="icon" aria-hidden="true" />
            {LEDGER_TEXTS.toggleFilters}
          </Button>
          <Button color="secondary" size="sm" onClick={() => void page.refetch()}>
            <ArrowPathIcon
              data-slot="icon"
              aria-hidden="true"
              className={clsx(page.isFetching && 'motion-safe:animate-spin')}
            />
            {LEDGER_TEXTS.refresh}
          </Button>
          <Button
            color="secondary"
            size="sm"
            disabled={exporting || !data || data.total === 0}
            onClick={() => void exporter.start(query)}
          >
            <ArrowDownTrayIcon data-slot="icon" aria-hidden="true" />
            {LEDGER_TEXTS.export.button}
          </Button>
          <Button color="plain" size="sm" onClick={onClose}>
            <XMarkIcon data-slot="icon" aria-hidden="true" />
            {LEDGER_TEXTS.close}
          </Button>
        </div>
      </div>

      <div className="mt-4 space-y-4">
        {filtersOpen && <LedgerFilters id={filtersId} filter={filter} onChange={change} onReset={reset} />}
        <ExportPanel state={exporter.state} onCancel={exporter.cancel} onDismiss={exporter.dismiss} />
        <LoadStatus
          pending={page.isPending}
          error={error}
          onRetry={() => void page.refetch()}
          loading={<SkeletonList count={4} label={LEDGER_TEXTS.loading} itemClassName="h-12" />}
          hasData={!!data && !page.isError}
        >
          {data && (
            <div
              aria-busy={page.isPlaceholderData || undefined}
              className={clsx('space-y-3 transition-opacity', page.isPlaceholderData && 'opacity-60')}
            >
              <LedgerTable entity={entity} entries={data.transactions} onView={setViewing} />
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <PageSummary shown={data.transactions.length} total={data.total} noun={LEDGER_TEXTS.noun} />
                <Pagination
                  page={pageOf(offset, filter.limit)}
                  pageCount={pages}
                  onChange={(next) => setOffset(offsetOf(next, filter.limit))}
                  className="sm:justify-end"
                />
              </div>
            </div>
          )}
        </LoadStatus>
      </div>

      <TransactionDetailsDialog transactionId={viewing} onClose={() => setViewing(null)} />
    </Dialog>
  )
}
