import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { BankAccount } from '@/api/banks.types'
import { bankQueries } from '@/api/banks'
import { accountPartyId } from '@/api/ledger'
import { treasuryQueries } from '@/api/treasuries'
import { ACCOUNT_SEARCH_MIN, transferQueries } from '@/api/transfers'
import { Combobox, type SelectOption } from '@/ui/combobox'
import { useDebounced } from '@/lib/use-debounced'
import type { PickedParty } from './transfer-form'
import { TRANSFER_TEXTS as T } from './texts'

// The pickers of a transfer's source and destination. The treasury, bank and account lists are
// helpers, not the transfer: when one fails to load, it is logged and stays empty (spec section
// 8), and the picker says there is nothing to choose instead of breaking the dialog.

/** Logs a picker list's failure once per failure (spec section 8: "only logged"). */
function useLoggedFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.warn(`${what} could not be loaded`, error)
  }, [error, what])
}

export interface PickerProps {
  label: string
  value: PickedParty | null
  onChange: (party: PickedParty | null) => void
  /** Why the choice is at fault (a submit found it empty). */
  error?: string
}

/** A treasury by nation name. */
export function TreasuryPicker({ label, value, onChange, error }: PickerProps) {
  const treasuries = useQuery(treasuryQueries.list())
  useLoggedFailure(treasuries.error, 'Treasuries')
  const options: SelectOption<string>[] = (treasuries.data ?? []).map((t) => ({
    value: t.nationName,
    label: t.nationName,
  }))
  return (
    <Combobox
      label={label}
      placeholder={T.treasuryPlaceholder}
      value={value?.id ?? null}
      options={options}
      onChange={(id) => onChange(id ? { type: 'treasury', id, label: id } : null)}
      error={error}
      hint={treasuries.isFetched && options.length === 0 ? T.noTreasuries : undefined}
    />
  )
}

/** A bank's vault, shown with the bank's jurisdiction nation. */
export function BankPicker({ label, value, onChange, error }: PickerProps) {
  const banks = useQuery(bankQueries.list())
  useLoggedFailure(banks.error, 'Banks')
  const list = banks.data ?? []
  const options: SelectOption<string>[] = list.map((bank) => ({
    value: bank.id,
    label: bank.name || bank.id,
    description: bank.jurisdictionNation ? T.jurisdiction(bank.jurisdictionNation) : undefined,
  }))
  return (
    <Combobox
      label={label}
      placeholder={T.bankPlaceholder}
      value={value?.id ?? null}
      options={options}
      onChange={(id) => {
        const bank = list.find((b) => b.id === id)
        onChange(id ? { type: 'bank', id, label: bank?.name || id } : null)
      }}
      hint={banks.isFetched && options.length === 0 ? T.noBanks : undefined}
      error={error}
    />
  )
}

/** What an account is called everywhere in the dialog: "FAB-000123 (Aurelia Voss)". */
export const accountLabel = (account: BankAccount) =>
  account.accountHolder ? `${account.accountNumber} (${account.accountHolder})` : account.accountNumber

export const accountParty = (account: BankAccount): PickedParty => ({
  type: 'account',
  id: accountPartyId(account.bankId, account.id),
  label: accountLabel(account),
})

/** The account search (GET /accounts/search) for a text of at least 2 characters, debounced. */
export function useAccountSearch(text: string) {
  const q = useDebounced(text.trim())
  const search = useQuery(transferQueries.accountSearch(q))
  useLoggedFailure(search.error, 'Accounts')
  const settled = q === text.trim()
  return {
    accounts: q.length >= ACCOUNT_SEARCH_MIN ? (search.data ?? []) : [],
    searching: text.trim().length >= ACCOUNT_SEARCH_MIN && (!settled || search.isFetching),
    failed: search.isError,
    retry: () => void search.refetch(),
  }
}

/**
 * An account by autocomplete: holder names and account numbers, each shown with its holder and
 * bank and the default marker; hints for "type at least 2 characters" and "no accounts found".
 */
export function AccountSearchPicker({
  label,
  value,
  onChange,
  recent = [],
  error,
}: PickerProps & { recent?: readonly PickedParty[] }) {
  const [typed, setTyped] = useState('')
  const { accounts, searching, failed } = useAccountSearch(typed)
  const short = typed.trim().length < ACCOUNT_SEARCH_MIN
  // Before a search, the accounts this source paid lately (a destination's recent payees).
  const options: SelectOption<string>[] = short
    ? recent.map((payee) => ({ value: payee.id, label: payee.label, description: T.recentPayee }))
    : accounts.map((account) => ({
        value: accountParty(account).id,
        label: accountLabel(account),
        description: [account.bankName, account.isDefault ? T.defaultMarker : null]
          .filter(Boolean)
          .join(' · '),
      }))
  // The chosen account stays known to the field when the next search no longer lists it.
  if (value && !options.some((o) => o.value === value.id))
    options.unshift({ value: value.id, label: value.label })

  const hint = short
    ? value
      ? undefined
      : T.minChars
    : searching
      ? T.searching
      : failed
        ? T.searchFailed
        : accounts.length === 0
          ? T.noAccounts
          : undefined
  return (
    <Combobox
      label={label}
      placeholder={T.accountPlaceholder}
      value={value?.id ?? null}
      options={options}
      onQueryChange={setTyped}
      onChange={(id) => {
        const option = options.find((o) => o.value === id)
        onChange(id && option ? { type: 'account', id, label: option.label } : null)
        setTyped('')
      }}
      hint={hint}
      error={error}
    />
  )
}
