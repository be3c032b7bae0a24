import { Suspense, useState } from 'react'
import { DialogErrorBoundary } from '@/ui/dialog-error-boundary'
import { lazyChunk } from '@/lib/lazy-chunk'
import { BuildingLibraryIcon, PlusIcon } from '@heroicons/react/20/solid'
import type { BankAccount } from '@/api/banks.types'
import { accountPartyId } from '@/api/ledger'
import { openLedger, openSection } from '@/state/game'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { QueryStatus } from '@/ui/load-status'
import { Money } from '@/ui/money'
import { formatAmount } from '@/lib/format'
import { defaultFirst, totalsByCurrency } from '../money-totals'
import { Panel, PanelSkeleton } from '../Panel'
import { useCharacterAccounts } from '../queries'
import { PANEL_FAILURES, PANEL_TEXTS } from '../texts'
import type { PanelProps } from './props'

const T = PANEL_TEXTS.money

/** Accounts listed here; the rest are one click away in Banking. */
const SHOWN_ACCOUNTS = 5
/** Balances named on an account's line. */
const SHOWN_BALANCES = 3

const OpenAccountDialog = lazyChunk(
  () => import('@/features/banking'),
  (m) => m.OpenAccountDialog,
)

export const accountLedger = (account: BankAccount) => ({
  type: 'account' as const,
  id: accountPartyId(account.bankId, account.id),
  name: `${account.bankName} ${account.accountNumber}`,
})

/** What the character holds per currency across its accounts, and each account opening its ledger. */
export function MoneyPanel({ id, className, character, deceased }: PanelProps) {
  const accounts = useCharacterAccounts(character)
  const [opening, setOpening] = useState(false)
  const list = defaultFirst(accounts.data ?? [])

  return (
    <Panel id={id} title={T.title} className={className}>
      <QueryStatus
        query={accounts}
        failure={PANEL_FAILURES.accounts}
        loading={<PanelSkeleton label={T.loading} />}
      >
        {list.length === 0 ? (
          <EmptyState
            icon={BuildingLibraryIcon}
            title={deceased ? T.emptyDeceased : T.empty}
            description={deceased ? undefined : T.emptyHint}
            action={
              !deceased && (
                <Button onClick={() => setOpening(true)}>
                  <PlusIcon data-slot="icon" aria-hidden="true" />
                  {T.openAccount}
                </Button>
              )
            }
          />
        ) : (
          <div className="space-y-4">
            <Totals accounts={list} />
            <ul aria-label={T.accounts} className="-mx-2 divide-y divide-line-soft">
              {list.slice(0, SHOWN_ACCOUNTS).map((account) => (
                <AccountLine key={account.accountNumber} account={account} />
              ))}
            </ul>
            {list.length > SHOWN_ACCOUNTS && (
              <Button color="plain" size="sm" onClick={() => openSection('banking')}>
                {T.allAccounts(list.length)}
              </Button>
            )}
          </div>
        )}
      </QueryStatus>
      {opening && (
        <DialogErrorBoundary onClose={() => setOpening(false)}>
          <Suspense fallback={null}>
            <OpenAccountDialog request={{}} character={character} onClose={() => setOpening(false)} />
          </Suspense>
        </DialogErrorBoundary>
      )}
    </Panel>
  )
}

function Totals({ accounts }: { accounts: BankAccount[] }) {
  const totals = totalsByCurrency(accounts)
  if (totals.length === 0) return <p className="text-sm text-subtle">{T.noBalances}</p>
  return (
    <dl aria-label={T.totals} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {totals.map((t) => (
        <div key={t.symbol} className="min-w-0 rounded-xl bg-surface-raised px-3 py-2 ring-1 ring-line-soft">
          <dt className="truncate text-xs text-subtle">{t.name}</dt>
          <dd className="text-lg font-semibold text-strong">
            <Money amount={t.total} symbol={t.symbol} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function AccountLine({ account }: { account: BankAccount }) {
  const balances = [...account.balances].sort((a, b) => b.balance - a.balance)
  const named = balances.slice(0, SHOWN_BALANCES).map((b) => formatAmount(b.balance, b.currencySymbol))
  const more = balances.length - named.length
  return (
    <li>
      <button
        type="button"
        onClick={() => openLedger(accountLedger(account))}
        title={T.openLedger(account.accountNumber)}
        className="flex w-full min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg px-2 py-2 text-left hover:bg-tint/5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus"
      >
        <span className="flex min-w-0 items-center gap-2">
          <span className="font-mono text-sm text-fg">{account.accountNumber}</span>
          {account.isDefault && <Badge color="success">{T.default}</Badge>}
          <span className="truncate text-xs text-subtle">{account.bankName}</span>
        </span>
        <span className="text-xs text-muted tabular-nums">
          {named.length > 0 ? named.join(' · ') : T.noBalances}
          {more > 0 && ` · ${T.moreBalances(more)}`}
        </span>
      </button>
    </li>
  )
}
