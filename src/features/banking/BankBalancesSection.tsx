import { ListBulletIcon } from '@heroicons/react/20/solid'
import { useState } from 'react'
import type { Bank } from '@/api/banks.types'
import { Button } from '@/ui/button'
import { DataTable } from '@/ui/data-table'
import { Money } from '@/ui/money'
import { BalanceHistory, InsightButton } from '@/features/insights'
import { AllAccountsDialog } from './AllAccountsDialog'
import { DetailSection } from './DetailSection'
import { HistoryButton, TransferButton } from './PartyButtons'
import { bankParty } from './parties'
import { BANKING_TEXTS as T } from './texts'

/**
 * The vault, for the bank's officers: balances, transfer from it, its ledger, every account. A
 * read-only one (a deceased officer's) moves no money: no Transfer.
 */
export function BankBalancesSection({ bank, readOnly = false }: { bank: Bank; readOnly?: boolean }) {
  const [listing, setListing] = useState(false)
  const [history, setHistory] = useState(false)
  const party = bankParty(bank)
  return (
    <DetailSection
      id="bank-balances-heading"
      title={T.balancesHeading}
      actions={
        <>
          {!readOnly && <TransferButton party={party} />}
          <HistoryButton party={party} />
          <InsightButton open={history} onToggle={() => setHistory((open) => !open)} />
          <Button color="secondary" size="sm" onClick={() => setListing(true)}>
            <ListBulletIcon data-slot="icon" aria-hidden="true" />
            {T.allAccounts}
          </Button>
        </>
      }
    >
      <DataTable
        label={`${T.balancesHeading} of ${bank.name}`}
        rows={bank.balances}
        rowKey={(b) => b.currencySymbol}
        dense
        empty={T.noBankBalances}
        columns={[
          { header: T.currency, cell: (b) => b.currencyName, cardTitle: true },
          { header: T.symbol, cell: (b) => b.currencySymbol },
          {
            header: T.balance,
            align: 'right',
            cell: (b) => <Money amount={b.balance} symbol={b.currencySymbol} className="font-semibold" />,
          },
        ]}
      />
      {history && (
        <div className="mt-4">
          <BalanceHistory party={party} balances={bank.balances} />
        </div>
      )}
      <AllAccountsDialog bank={listing ? bank : null} onClose={() => setListing(false)} />
    </DetailSection>
  )
}
