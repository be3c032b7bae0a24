import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CheckCircleIcon } from '@heroicons/react/16/solid'
import { bankQueries } from '@/api/banks'
import type { BankAccount } from '@/api/banks.types'
import { accountPartyId, partyKey, splitAccountPartyId } from '@/api/ledger'
import { ACCOUNT_SEARCH_MIN, transferQueries } from '@/api/transfers'
import { Description, ErrorMessage, Field, Input, Label, Select } from '@/ui/field'
import { useDebounced } from '@/lib/use-debounced'
import type { MoveDestination } from './move-everything'
import { BANKING_TEXTS as T } from './texts'

/** The choice in the list: '' (none yet), TYPED (a number typed below), or an own account's party id. */
const TYPED = 'typed'

/** "NSG-139256 (Norvale Savings Guild)": the holder's own accounts are told apart by their bank. */
const ownLabel = (account: BankAccount) => `${account.accountNumber} (${account.bankName || account.bankId})`

/** "NSG-139256 · Bram Holloway": a typed number is shown with its holder before money goes to it. */
const typedLabel = (account: BankAccount) =>
  `${account.accountNumber} · ${account.accountHolder || account.bankName || account.bankId}`

const toDestination = (account: BankAccount, label: string): MoveDestination => ({
  type: 'account',
  id: accountPartyId(account.bankId, account.id),
  label,
})

export interface MoveDestinationChoice {
  choice: string
  setChoice: (choice: string) => void
  number: string
  setNumber: (number: string) => void
  /** The holder's other accounts (the closing one left out). */
  own: BankAccount[]
  /** Where everything goes, once known: a picked own account or a typed number's account. */
  party: MoveDestination | null
  /** A typed number is being looked up: the move waits. */
  checking: boolean
  /** A typed number no account has (after its look-up), or a look-up that failed. */
  typedProblem: 'unknown' | 'failed' | null
}

/**
 * Where "Move everything to…" sends the money: one of the holder's other accounts, or any account
 * by its number, looked up with the account search (GET /accounts/search?q=) exactly as the
 * Transfer dialog does: its holder is shown before any money goes to it, and a number no account
 * has blocks the move.
 */
export function useMoveDestination(account: BankAccount, character: string): MoveDestinationChoice {
  const [choice, setChoice] = useState('')
  const [number, setNumber] = useState('')
  const accounts = useQuery(bankQueries.playerAccounts(character))
  const own = (accounts.data ?? []).filter((a) => !(a.bankId === account.bankId && a.id === account.id))

  const typed = choice === TYPED ? number.trim() : ''
  const q = useDebounced(typed ? splitAccountPartyId(typed).accountId : '')
  const search = useQuery(transferQueries.accountSearch(q))
  // Settled once this number has an answer: a refresh of it later (after a move) keeps the answer
  // it has, so the submit does not flicker to disabled while the lists refresh.
  const settled =
    !!typed &&
    q === splitAccountPartyId(typed).accountId &&
    (q.length < ACCOUNT_SEARCH_MIN || !search.isPending)
  const wanted = partyKey('account', typed)
  const found = settled
    ? search.data?.find((a) => a.accountNumber.toLowerCase() === wanted || a.id.toLowerCase() === wanted)
    : undefined
  const picked = own.find((a) => accountPartyId(a.bankId, a.id) === choice)
  const closing = found && found.bankId === account.bankId && found.id === account.id
  return {
    choice,
    setChoice,
    number,
    setNumber,
    own,
    party: picked
      ? toDestination(picked, ownLabel(picked))
      : found && !closing
        ? toDestination(found, typedLabel(found))
        : null,
    checking: !!typed && !settled,
    typedProblem: !settled ? null : search.isError ? 'failed' : !found || closing ? 'unknown' : null,
  }
}

export function MoveDestinationField({
  value,
  error,
  disabled,
  onEdit,
}: {
  value: MoveDestinationChoice
  /** Why the choice is at fault (a submit found none). */
  error?: string
  /** Once a currency has moved, the rest go to the same place. */
  disabled?: boolean
  /** A new destination is a new intent. */
  onEdit: () => void
}) {
  const typed = value.choice === TYPED
  return (
    <div className="space-y-3">
      <Field disabled={disabled}>
        <Label>{T.moveLabel}</Label>
        <Select
          value={value.choice}
          invalid={!!error && !typed}
          onChange={(event) => {
            value.setChoice(event.target.value)
            onEdit()
          }}
        >
          <option value="">{T.moveChoose}</option>
          {value.own.map((a) => (
            <option key={a.id} value={accountPartyId(a.bankId, a.id)}>
              {ownLabel(a)}
            </option>
          ))}
          <option value={TYPED}>{T.moveTyped}</option>
        </Select>
        {error && !typed && <ErrorMessage>{error}</ErrorMessage>}
      </Field>
      {typed && (
        <Field disabled={disabled}>
          <Label>{T.moveNumberLabel}</Label>
          <Input
            value={value.number}
            placeholder={T.moveNumberPlaceholder}
            autoComplete="off"
            spellCheck={false}
            invalid={!!value.typedProblem || (!!error && !value.number.trim())}
            onChange={(event) => {
              value.setNumber(event.target.value)
              onEdit()
            }}
          />
          <div aria-live="polite">
            {value.checking && <Description>{T.moveNumberChecking}</Description>}
            {value.party && (
              <Description className="flex items-center gap-1.5 font-medium text-success-strong">
                <CheckCircleIcon aria-hidden="true" className="size-4 shrink-0 text-success" />
                <span className="min-w-0 break-words">{value.party.label}</span>
              </Description>
            )}
            {value.typedProblem === 'unknown' && (
              <ErrorMessage>{T.moveNumberUnknown(value.number.trim())}</ErrorMessage>
            )}
            {value.typedProblem === 'failed' && (
              <ErrorMessage>{T.moveNumberFailed(value.number.trim())}</ErrorMessage>
            )}
            {error && !value.number.trim() && <ErrorMessage>{error}</ErrorMessage>}
          </div>
        </Field>
      )}
    </div>
  )
}
