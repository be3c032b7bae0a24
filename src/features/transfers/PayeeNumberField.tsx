import { useEffect } from 'react'
import { CheckCircleIcon } from '@heroicons/react/16/solid'
import type { BankAccount } from '@/api/banks.types'
import { partyKey, splitAccountPartyId } from '@/api/ledger'
import { Button } from '@/ui/button'
import { Description, ErrorMessage, Field, Input, Label } from '@/ui/field'
import { accountParty, useAccountSearch } from './pickers'
import type { PayeeCheck } from './transfer-form'
import { TRANSFER_TEXTS as T } from './texts'

export interface PayeeNumberFieldProps {
  number: string
  check: PayeeCheck | null
  onNumberChange: (number: string) => void
  onCheck: (check: PayeeCheck) => void
  /** Why the field is at fault (a submit found it empty). */
  error?: string
}

/** The account a search answer holds under exactly this number ("FAB-000123" or "FAB|FAB-000123"). */
function accountNumbered(accounts: BankAccount[], typed: string): BankAccount | undefined {
  const wanted = partyKey('account', typed)
  return accounts.find(
    (account) => account.accountNumber.toLowerCase() === wanted || account.id.toLowerCase() === wanted,
  )
}

/**
 * A destination account given by its number. The number is looked up with the account search
 * (spec section 7, GET /accounts/search?q=), and its holder shown ("NSG-139256 · Bram Holloway")
 * before Transfer takes it; a number no account has says so. What the look-up found goes to the
 * form as a PayeeCheck for that number, which the form's checks read.
 */
export function PayeeNumberField({ number, check, onNumberChange, onCheck, error }: PayeeNumberFieldProps) {
  const typed = number.trim()
  const { accounts, searching, failed, retry } = useAccountSearch(
    typed ? splitAccountPartyId(typed).accountId : '',
  )
  const account = accountNumbered(accounts, typed)
  const next: PayeeCheck | null = !typed
    ? null
    : searching
      ? { number: typed, state: 'checking' }
      : account
        ? {
            number: typed,
            state: 'found',
            party: accountParty(account),
            holder: account.accountHolder || account.bankName,
          }
        : failed
          ? { number: typed, state: 'failed' }
          : { number: typed, state: 'unknown' }
  const changed =
    next !== null &&
    (check?.number !== next.number ||
      check.state !== next.state ||
      (next.state === 'found' && check.state === 'found' && check.party.id !== next.party.id))
  useEffect(() => {
    if (changed && next) onCheck(next)
  })

  // A number without a holder's name (a bank's own account) is shown with its bank.
  const shown = next
  return (
    <Field>
      <Label>{T.accountNumber}</Label>
      <Input
        value={number}
        placeholder={T.accountNumberPlaceholder}
        autoComplete="off"
        spellCheck={false}
        invalid={shown?.state === 'unknown' || shown?.state === 'failed' || (!typed && !!error)}
        onChange={(event) => onNumberChange(event.target.value)}
      />
      {!typed && error && <ErrorMessage>{error}</ErrorMessage>}
      <div aria-live="polite">
        {shown?.state === 'checking' && <Description>{T.payeeChecking}</Description>}
        {shown?.state === 'found' && (
          <Description className="flex items-center gap-1.5 font-medium text-success-strong">
            <CheckCircleIcon aria-hidden="true" className="size-4 shrink-0 text-success" />
            <span className="min-w-0 break-words">
              {T.payeeFound(account?.accountNumber ?? typed, shown.holder)}
            </span>
          </Description>
        )}
        {shown?.state === 'unknown' && <ErrorMessage>{T.payeeUnknown(typed)}</ErrorMessage>}
        {shown?.state === 'failed' && (
          <div className="flex flex-wrap items-center gap-2">
            <ErrorMessage>{T.payeeCheckFailed(typed)}</ErrorMessage>
            <Button color="plain" size="sm" onClick={retry}>
              {T.tryAgain}
            </Button>
          </div>
        )}
      </div>
    </Field>
  )
}
