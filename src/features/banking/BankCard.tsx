import { FlagIcon, ShieldCheckIcon } from '@heroicons/react/20/solid'
import type { Bank } from '@/api/banks.types'
import { Badge, type StatusColor } from '@/ui/badge'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { MeaningPopover } from '@/ui/meaning-popover'
import { Tooltip } from '@/ui/tooltip'
import { formatAmount, formatNumber, formatPercent, NO_VALUE } from '@/lib/format'
import { FIGURE_MEANINGS as MEANS } from '@/lib/figure-meanings'
import { interestSuccessOf } from './interest-success'
import { BANKING_TEXTS as T } from './texts'

/** Interest success colours (spec section 9): success from 95, warning from 75, else error. */
export function successColor(percent: number): StatusColor {
  return percent >= 95 ? 'success' : percent >= 75 ? 'warning' : 'error'
}

/**
 * The rate as a badge: its colour and "96%", or a neutral "—" without history; what it means on
 * hover, focus and tap.
 */
export function InterestSuccessBadge({ bank, label }: { bank: Bank; label: (percent: string) => string }) {
  const rate = interestSuccessOf(bank)
  return (
    <MeaningPopover meaning={rate === null ? MEANS.noInterestHistory : MEANS.interestSuccess} align="start">
      {rate === null ? (
        <Badge>{label(NO_VALUE)}</Badge>
      ) : (
        <Badge color={successColor(rate)}>{label(formatPercent(rate))}</Badge>
      )}
    </MeaningPopover>
  )
}

export interface BankCardProps {
  bank: Bank
  isOfficer: boolean
  onView: (bank: Bank) => void
}

export function BankCard({ bank, isOfficer, onView }: BankCardProps) {
  const titleId = `bank-${bank.id}`
  const summary = bank.offeringSummary
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl bg-surface-sunken p-4 ring-1 ring-line"
    >
      <header className="space-y-1.5">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-base font-semibold break-words text-strong">
            {bank.name}
          </h3>
          {isOfficer && (
            <Tooltip content={T.youAreOfficer} align="end">
              <ShieldCheckIcon aria-hidden="true" className="size-5 text-link" />
              <span className="sr-only">{T.officerMark}</span>
            </Tooltip>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <Chip>{bank.abbreviation || bank.id}</Chip>
          {bank.jurisdictionNation && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <FlagIcon aria-hidden="true" className="size-4 shrink-0 text-subtle" />
              <span className="sr-only">{T.jurisdiction}: </span>
              <span className="truncate">{bank.jurisdictionNation}</span>
            </span>
          )}
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-surface-sunken px-3 py-2 ring-1 ring-line-soft">
          <dt className="text-xs text-subtle">{T.activeAccounts}</dt>
          <dd className="text-lg font-semibold text-strong tabular-nums">
            {formatNumber(bank.accountCount)}
          </dd>
        </div>
        <div className="rounded-lg bg-surface-sunken px-3 py-2 ring-1 ring-line-soft">
          <dt className="text-xs text-subtle">{T.officers}</dt>
          <dd className="text-lg font-semibold text-strong tabular-nums">
            {formatNumber(bank.officerCount)}
          </dd>
        </div>
      </dl>
      <ul aria-label={T.featuresLabel} className="flex flex-wrap gap-1.5">
        <li>
          {bank.nationalCurrency ? (
            <Badge color="primary">{bank.nationalCurrency}</Badge>
          ) : (
            <Badge>{T.noNationalCurrency}</Badge>
          )}
        </li>
        <li>
          <InterestSuccessBadge bank={bank} label={T.interestSuccess} />
        </li>
        {summary.hasInterestAccounts && (
          <li>
            <Badge color="success">{T.savingsAvailable}</Badge>
          </li>
        )}
        {summary.hasOverdraft && (
          <li>
            <Badge color="info">{T.overdraftAvailable}</Badge>
          </li>
        )}
        {summary.lowestMaintenanceFee !== null && (
          <li>
            <Badge color="neutral">
              {T.minFee}: {formatAmount(summary.lowestMaintenanceFee, bank.nationalCurrency)}
            </Badge>
          </li>
        )}
      </ul>
      <Button
        color="secondary"
        className="mt-auto"
        aria-label={`${T.viewOfferings} of ${bank.name}`}
        onClick={() => onView(bank)}
      >
        {T.viewOfferings}
      </Button>
    </article>
  )
}
