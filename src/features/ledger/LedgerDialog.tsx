import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ArrowDownTrayIcon, ArrowPathIcon, FunnelIcon, XMarkIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import type { LedgerDialogRequest } from '@/state/game'
import { currencyQueries } from '@/api/currencies'
import { ledgerQueries } from '@/api/ledger'
import { Alert } from '@/ui/alert'
import { Dialog, DialogTitle } from '@/ui/dialog'
import { Button } from '@/ui/button'
import { QueryStatus } from '@/ui/load-status'
import { PageSummary, Pagination } from '@/ui/pagination'
import { SkeletonList } from '@/ui/skeleton'
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-debounced'
import type { LedgerEntity } from './direction'
import { ExportPanel } from './ExportPanel'
import {
  DEFAULT_LEDGER_FILTER,
  currencySymbolOf,
  dateRangeProblem,
  offsetOf,
  pageCount,
  pageOf,
  pageQuery,
  type LedgerFilter,
} from './filters'
import { LedgerFilters } from './LedgerFilters'
import { CounterpartyNote, involves } from './CounterpartyNote'
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
  const preset = request.filter
  const [filtersOpen, setFiltersOpen] = useState(!!preset)
  const [filter, setFilter] = useState<LedgerFilter>(() => ({ ...DEFAULT_LEDGER_FILTER, ...preset }))
  const [counterparty, setCounterparty] = useState(request.counterparty ?? null)
  const [offset, setOffset] = useState(0)
  const [viewing, setViewing] = useState<string | null>(null)
  const filtersId = useId()
  const dateProblemId = useId()
  const tableTop = useRef<HTMLDivElement>(null)
  // Suggestions only: without the list (a failure, a server without it) the filter takes any text.
  const currencies = useQuery(currencyQueries.list())
  const knownSymbols = useMemo(
    () => [...new Set((currencies.data ?? []).map((c) => c.symbol).filter(Boolean))].sort(),
    [currencies.data],
  )

  // A typed currency symbol is asked for once it has settled, not for every letter.
  const [currencySymbol, setCurrencySymbol] = useState(preset?.currencySymbol?.trim() ?? '')
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  const query = pageQuery(
    { ...filter, currencySymbol: currencySymbolOf(currencySymbol, knownSymbols) },
    offset,
  )
  const dateProblem = dateRangeProblem(filter)
  const page = useQuery({
    ...ledgerQueries.page(entity, query),
    enabled: !dateProblem,
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
  const entries = useMemo(
    () =>
      data && counterparty
        ? data.transactions.filter((row) => involves(row, counterparty))
        : data?.transactions,
    [data, counterparty],
  )
  const pages = data ? pageCount(data.total, filter.limit) : 0
  const goToPage = (next: number) => {
    setOffset(offsetOf(next, filter.limit))
    // The pager is under the rows: the next page is read from its top.
    tableTop.current?.scrollIntoView?.({ block: 'start' })
  }
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
            disabled={exporting || !data || data.total === 0 || !!dateProblem}
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
        {filtersOpen && (
          <LedgerFilters
            id={filtersId}
            filter={filter}
            onChange={change}
            onReset={reset}
            knownSymbols={knownSymbols}
            dateProblemId={dateProblem ? dateProblemId : undefined}
          />
        )}
        <ExportPanel state={exporter.state} onCancel={exporter.cancel} onDismiss={exporter.dismiss} />
        {dateProblem ? (
          <Alert kind="warning" id={dateProblemId}>
            {dateProblem}
          </Alert>
        ) : (
          <QueryStatus
            query={page}
            failure={LEDGER_FAILURES.transactions}
            loading={<SkeletonList count={4} label={LEDGER_TEXTS.loading} itemClassName="h-12" />}
            hasData={!!data && !page.isError}
          >
            {data && (
              <div
                ref={tableTop}
                aria-busy={page.isPlaceholderData || undefined}
                className={clsx('space-y-3 transition-opacity', page.isPlaceholderData && 'opacity-60')}
              >
                {counterparty && (
                  <CounterpartyNote
                    name={counterparty}
                    shown={entries?.length ?? 0}
                    onClear={() => setCounterparty(null)}
                  />
                )}
                <LedgerTable entity={entity} entries={entries ?? []} onView={setViewing} />
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <PageSummary
                    shown={data.transactions.length}
                    total={data.total}
                    offset={data.offset}
                    noun={LEDGER_TEXTS.noun}
                  />
                  <Pagination
                    page={pageOf(offset, filter.limit)}
                    pageCount={pages}
                    onChange={goToPage}
                    className="sm:justify-end"
                  />
                </div>
              </div>
            )}
          </QueryStatus>
        )}
      </div>

      <TransactionDetailsDialog transactionId={viewing} onClose={() => setViewing(null)} />
    </Dialog>
  )
}
