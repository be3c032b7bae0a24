import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { bankQueries } from '@/api/banks'
import { accountPartyId } from '@/api/ledger'
import { Field, Label, Select } from '@/ui/field'
import { QueryStatus } from '@/ui/load-status'
import { BalanceHistoryPanel } from './BalanceHistoryPanel'
import { INSIGHT_TEXTS as T } from './texts'

export interface AccountsHistoryProps {
  /** The character whose open accounts are charted, one at a time. */
  character: string
}

/**
 * The balance history of a character's bank accounts, for the admin panel: the accounts come from
 * GET /players/{name}/accounts (an admin sees every character's balances), then the chosen
 * account's ledger is walked as on My Accounts. A character may hold many accounts, so they are
 * picked from a list rather than charted all at once.
 */
export function AccountsHistory({ character }: AccountsHistoryProps) {
  const accounts = useQuery(bankQueries.playerAccounts(character))
  const [chosen, setChosen] = useState<string | null>(null)
  const list = accounts.data ?? []
  const account = list.find((a) => a.id === chosen) ?? list.find((a) => a.isDefault) ?? list[0] ?? null
  return (
    <QueryStatus query={accounts} failure={T.failures.accounts}>
      {accounts.data && !account && <p className="text-sm text-muted">{T.noAccounts(character)}</p>}
      {account && (
        <div className="space-y-4">
          <Field className="sm:max-w-md">
            <Label>{T.account}</Label>
            <Select value={account.id} onChange={(event) => setChosen(event.target.value)}>
              {list.map((a) => (
                <option key={a.id} value={a.id}>
                  {T.accountOption(a.bankName, a.accountNumber, a.isDefault)}
                </option>
              ))}
            </Select>
          </Field>
          <BalanceHistoryPanel
            key={account.id}
            party={{
              type: 'account',
              id: accountPartyId(account.bankId, account.id),
              name: `${account.bankName} ${account.accountNumber}`,
            }}
            balances={account.balances}
            level={3}
          />
        </div>
      )}
    </QueryStatus>
  )
}
