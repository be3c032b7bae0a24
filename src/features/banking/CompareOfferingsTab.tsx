import { useMemo, useRef, useState } from 'react'
import { ArrowDownIcon, ArrowUpIcon, ScaleIcon } from '@heroicons/react/20/solid'
import { useQuery } from '@tanstack/react-query'
import { bankQueries } from '@/api/banks'
import type { Bank } from '@/api/banks.types'
import { Button } from '@/ui/button'
import { ChoiceField } from '@/ui/choice-field'
import { EmptyState } from '@/ui/empty-state'
import { Field, Label, Select } from '@/ui/field'
import { QueryStatus } from '@/ui/load-status'
import { SkeletonList } from '@/ui/skeleton'
import { formatAmount, formatPercent, NO_VALUE, YEARLY_CAP_PERCENT, yearlyYieldPercent } from '@/lib/format'
import { usePhoneLayout } from '@/lib/use-media-query'
import { useSelectedCharacter } from '@/state/session'
import { useBankingActions } from './actions'
import { InterestSuccessBadge } from './BankCard'
import {
  ANY_CURRENCY,
  currencyChoices,
  DEFAULT_SORT,
  likelyYieldPercent,
  NO_CURRENCY,
  SORT_KEYS,
  updateComparison,
  type ComparedOffering,
  type ComparisonRows,
  type CompareSort,
  type CompareSortKey,
} from './compare'
import { useOfferingsFanOut } from './compare-fetch'
import { interestSuccessOf } from './interest-success'
import { CompareFailures, CompareProgress } from './CompareStatus'
import { CompareCards, CompareTable, type CompareColumn } from './CompareTable'
import { InterestRate } from './InterestRate'
import { perWeek } from './offering-terms'
import { TabPanelHeader } from './TabPanelHeader'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'

/** Beyond the spec: every active offering of every bank in one sortable, filterable table. */
export function CompareOfferingsTab() {
  const banks = useQuery(bankQueries.list())
  const bankList = useMemo(() => banks.data ?? [], [banks.data])
  const fanOut = useOfferingsFanOut(bankList)
  const [currency, setCurrency] = useState(ANY_CURRENCY)
  const [sort, setSort] = useState<CompareSort>(DEFAULT_SORT)
  const { openAccount, showBank } = useBankingActions()
  const phone = usePhoneLayout()
  const rows = useComparisonRows({ banks: bankList, offerings: fanOut.offerings, sort, currency })

  // A deceased character opens no account (403): no Open Account column; the section's note says why.
  const deceased = useSelectedCharacter()?.isDeceased === true
  const columns = compareColumns({ onOpen: deceased ? null : openAccount, onShowBank: showBank })
  const settled = !fanOut.loading && !fanOut.stopped
  const empty = fanOut.loading
    ? T.loadingCompare
    : rows.length === 0 && currency !== ANY_CURRENCY
      ? T.noComparableForCurrency
      : T.noComparable

  return (
    <section aria-labelledby="compare-heading" className="space-y-5">
      <TabPanelHeader id="compare-heading" title={T.tabs.compare} intro={T.compareIntro} />
      <QueryStatus
        query={banks}
        failure={F.loadBanks}
        loading={<SkeletonList label={T.loadingCompare} count={4} itemClassName="h-14" />}
      >
        <div className="space-y-4">
          <CompareProgress fanOut={fanOut} shown={rows.length} />
          <CompareFailures fanOut={fanOut} />
          <CompareToolbar
            banks={bankList}
            currency={currency}
            onCurrency={setCurrency}
            sort={sort}
            onSort={setSort}
          />
          <p className="text-xs text-subtle">{T.likelyMeaning}</p>
          {settled && rows.length === 0 && currency === ANY_CURRENCY && fanOut.failures.length === 0 ? (
            <EmptyState icon={ScaleIcon} title={T.noComparable} />
          ) : phone ? (
            <CompareCards label={T.compareTableLabel} rows={rows} columns={columns} empty={empty} />
          ) : (
            <CompareTable
              label={T.compareTableLabel}
              rows={rows}
              columns={columns}
              sort={sort}
              onSort={setSort}
              empty={empty}
            />
          )}
        </div>
      </QueryStatus>
    </section>
  )
}

/** The rows as banks answer: each answer merged into the sorted rows, not a sort of them all. */
function useComparisonRows(next: Omit<ComparisonRows, 'rows'>): readonly ComparedOffering[] {
  const last = useRef<ComparisonRows | null>(null)
  const { banks, offerings, sort, currency } = next
  return useMemo(() => {
    last.current = updateComparison(last.current, { banks, offerings, sort, currency })
    return last.current.rows
  }, [banks, offerings, sort, currency])
}

function compareColumns({
  onOpen,
  onShowBank,
}: {
  /** Null: no account can be opened (a deceased character), so no column offers it. */
  onOpen: ((preselect: { bankId: string; offeringId: string }) => void) | null
  onShowBank: (bankId: string) => void
}): CompareColumn[] {
  const amount = (value: number, row: ComparedOffering) => formatAmount(value, row.bank.nationalCurrency)
  return [
    {
      header: T.columnOffering,
      cardTitle: true,
      cell: ({ offering }) => <span className="block min-w-24 font-medium text-strong">{offering.name}</span>,
    },
    {
      header: T.columnBank,
      sortKey: 'bank',
      cell: ({ bank }) => (
        <span className="block text-right break-words sm:text-left">
          <button
            type="button"
            onClick={() => onShowBank(bank.id)}
            className="rounded text-left font-medium text-info-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {bank.name}
          </button>
          <span className="block text-xs text-subtle">
            {[bank.jurisdictionNation, bank.nationalCurrency ?? T.noNationalCurrency]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      ),
    },
    {
      header: T.columnInterestShort,
      sortKey: 'interest',
      align: 'right',
      cell: ({ offering }) => <InterestRate offering={offering} />,
    },
    // The bank's record beside the yield, and what the two make together.
    {
      header: T.columnSuccessShort,
      sortKey: 'success',
      align: 'right',
      cell: ({ bank }) => <InterestSuccessBadge bank={bank} label={(percent) => percent} />,
    },
    {
      header: T.columnLikely,
      sortKey: 'likely',
      align: 'right',
      cell: (row) => <LikelyYield row={row} />,
    },
    {
      header: T.columnFeePerWeek,
      sortKey: 'fee',
      align: 'right',
      cell: (row) => amount(row.offering.maintenanceFeeAmount, row),
    },
    {
      header: T.columnMinimum,
      sortKey: 'minimum',
      align: 'right',
      cell: (row) => amount(row.offering.minimumBalance, row),
    },
    {
      header: T.columnOverdraft,
      sortKey: 'overdraftLimit',
      align: 'right',
      cell: (row) =>
        row.offering.overdraftAllowed ? (
          <span className="block whitespace-nowrap">
            {T.overdraftUpTo(amount(row.offering.overdraftLimit, row))}
            <span className="block text-xs text-subtle">
              {T.overdraftFeeShort(perWeek(row.offering.overdraftFeeAmount, row.bank.nationalCurrency))}
            </span>
          </span>
        ) : (
          T.no
        ),
    },
    ...(onOpen
      ? [
          {
            header: T.openAccount,
            actions: true,
            align: 'right' as const,
            cell: (row: ComparedOffering) => (
              <Button
                color="secondary"
                size="sm"
                aria-label={T.openAccountWithAt(row.offering.name, row.bank.name)}
                onClick={() => onOpen({ bankId: row.bank.id, offeringId: row.offering.id })}
              >
                {T.openAccount}
              </Button>
            ),
          },
        ]
      : []),
  ]
}

/** A yearly figure in percent, capped where a figure says nothing more ("over 1,000,000%"). */
const yearly = (percent: number) =>
  percent > YEARLY_CAP_PERCENT ? T.overPercent(formatPercent(YEARLY_CAP_PERCENT)) : formatPercent(percent)

/** What the offering would likely pay a year, and how: "30.4% a year" over "116.9% × 26%". */
function LikelyYield({ row }: { row: ComparedOffering }) {
  const likely = likelyYieldPercent(row)
  const record = interestSuccessOf(row.bank)
  if (likely === null || record === null)
    return (
      <span className="block whitespace-nowrap">
        {NO_VALUE}
        <span className="block text-xs text-subtle">{T.noInterestRecord}</span>
      </span>
    )
  return (
    <span className="block whitespace-nowrap">
      <span className="font-semibold text-strong">{T.likelyYearly(yearly(likely))}</span>
      <span className="block text-xs text-subtle">
        {T.likelyFormula(
          yearly(yearlyYieldPercent(row.offering.interestRateBasisPoints)),
          formatPercent(record),
        )}
      </span>
    </span>
  )
}

function CompareToolbar({
  banks,
  currency,
  onCurrency,
  sort,
  onSort,
}: {
  banks: readonly Bank[]
  currency: string
  onCurrency: (currency: string) => void
  sort: CompareSort
  onSort: (sort: CompareSort) => void
}) {
  const DirectionIcon = sort.direction === 'asc' ? ArrowUpIcon : ArrowDownIcon
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,16rem)_auto] sm:items-end sm:justify-start">
      {/* Every national currency can appear: past 20 the filter becomes a searchable picker. */}
      <ChoiceField
        label={T.currencyFilter}
        value={currency}
        onChange={onCurrency}
        placeholder={T.allCurrencies}
        options={currencyChoices(banks).map((symbol) => ({
          value: symbol,
          label: symbol === NO_CURRENCY ? T.noNationalCurrency : symbol,
        }))}
        emptyText={T.pickerNoCurrency}
      />
      <Field>
        <Label>{T.sortBy}</Label>
        <Select
          value={sort.key}
          onChange={(event) => {
            const key = event.target.value as CompareSortKey
            onSort({ key, direction: SORT_KEYS[key].direction })
          }}
        >
          {(Object.keys(SORT_KEYS) as CompareSortKey[]).map((key) => (
            <option key={key} value={key}>
              {T.sortKeys[key]}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        color="secondary"
        onClick={() => onSort({ ...sort, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}
        aria-label={T.sortOrder(sort.direction === 'asc' ? T.ascending : T.descending)}
      >
        <DirectionIcon data-slot="icon" aria-hidden="true" />
        {sort.direction === 'asc' ? T.ascending : T.descending}
      </Button>
    </div>
  )
}
