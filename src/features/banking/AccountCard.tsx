import { ExclamationTriangleIcon, StarIcon } from '@heroicons/react/20/solid'
import { useState } from 'react'
import type { BankAccount } from '@/api/banks.types'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { Money } from '@/ui/money'
import { formatAmount } from '@/lib/format'
import { formatDate, secondsToIso } from '@/lib/time'
import { BalanceHistory, InsightButton } from '@/features/insights'
import { HistoryButton, TransferButton } from './PartyButtons'
import { accountParty } from './parties'
import { belowMinimum } from './offering-terms'
import { TermChips } from './TermChips'
import { BANKING_TEXTS as T } from './texts'

export interface AccountCardProps {
  account: BankAccount
  /** The bank's national currency (the offering's amounts are in it). */
  symbol: string | null
  onMakeDefault: (account: BankAccount) => void
  onClose: (account: BankAccount) => void
  /** A default change is in flight: no second one meanwhile. */
  busy: boolean
  /** The character cannot act (deceased): the account is shown, with nothing to do to it. */
  readOnly?: boolean
}

/** One of the player's accounts: number, terms, every balance, and what can be done with it. */
export function AccountCard({
  account,
  symbol,
  onMakeDefault,
  onClose,
  busy,
  readOnly = false,
}: AccountCardProps) {
  const titleId = `account-${account.id}`
  const party = accountParty(account)
  const [history, setHistory] = useState(false)
  const below = belowMinimum(account, symbol)
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl bg-surface-sunken p-4 ring-1 ring-line lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-x-6"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <header className="flex flex-wrap items-center gap-2">
          <h4 id={titleId} className="font-mono text-base font-semibold break-all text-strong">
            {account.accountNumber}
          </h4>
          {account.isDefault && (
            <Badge color="success" icon={<StarIcon />}>
              {T.defaultBadge}
            </Badge>
          )}
        </header>
        {account.offering && <TermChips offering={account.offering} symbol={symbol} withName />}
        {below && (
          <p className="flex items-start gap-1.5 text-sm text-warning-strong">
            <ExclamationTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {T.belowMinimum(formatAmount(below.balance, symbol), formatAmount(below.minimum, symbol))}
          </p>
        )}
        <p className="text-xs text-subtle">{T.openedOn(formatDate(secondsToIso(account.createdAt)))}</p>
      </div>
      {account.balances.length > 0 ? (
        <dl
          aria-label={T.balancesLabel}
          className="divide-y divide-line-soft self-start rounded-lg bg-surface-sunken px-3 text-sm ring-1 ring-line-soft"
        >
          {account.balances.map((balance) => (
            <div key={balance.currencySymbol} className="flex items-center justify-between gap-3 py-2">
              <dt className="min-w-0 truncate text-muted">{balance.currencyName}</dt>
              <dd className="font-semibold text-strong">
                <Money amount={balance.balance} symbol={balance.currencySymbol} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="self-start rounded-lg bg-surface-sunken px-3 py-2 text-sm text-subtle ring-1 ring-line-soft">
          {T.noBalances}
        </p>
      )}
      <div className="flex flex-wrap gap-2 border-t border-line-soft pt-3 lg:col-span-2">
        {!account.isDefault && !readOnly && (
          <Button color="secondary" size="sm" disabled={busy} onClick={() => onMakeDefault(account)}>
            <StarIcon data-slot="icon" aria-hidden="true" />
            {T.makeDefault}
          </Button>
        )}
        <HistoryButton party={party} />
        <InsightButton open={history} onToggle={() => setHistory((open) => !open)} />
        {!readOnly && (
          <>
            <TransferButton party={party} />
            <Button color="plain" size="sm" className="sm:ml-auto" onClick={() => onClose(account)}>
              {T.closeAccount}
            </Button>
          </>
        )}
      </div>
      {history && (
        <div className="min-w-0 border-t border-line-soft pt-3 lg:col-span-2">
          <BalanceHistory party={party} balances={account.balances} />
        </div>
      )}
    </article>
  )
}
