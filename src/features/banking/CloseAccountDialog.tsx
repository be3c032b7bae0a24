import { useState } from 'react'
import { bankMutations } from '@/api/banks'
import type { BankAccount } from '@/api/banks.types'
import { useIntentMutation } from '@/api/intent'
import { UnknownOutcomeNote } from '@/ui/unknown-outcome'
import { BANKING_CHECKS, checkClosed } from './intent-checks'
import { notify } from '@/state/notices'
import { Alert } from '@/ui/alert'
import { Field, Input, Label } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { Money } from '@/ui/money'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'

export interface CloseAccountDialogProps {
  /** The account to close; null: the dialog is closed. */
  account: BankAccount | null
  character: string
  onClose: () => void
}

export function CloseAccountDialog({ account, ...rest }: CloseAccountDialogProps) {
  // Mounted per account, so the reason starts empty for each one.
  return account ? <CloseAccountForm key={account.id} account={account} {...rest} /> : null
}

/** Only an account whose every balance is zero can be closed (spec section 4); otherwise it says why. */
function CloseAccountForm({
  account,
  character,
  onClose,
}: CloseAccountDialogProps & { account: BankAccount }) {
  const [reason, setReason] = useState('')
  const holdings = account.balances.filter((b) => b.balance !== 0)
  const close = useIntentMutation(bankMutations.closeAccount(account.bankId, account.accountNumber), {
    texts: F.closeAccount,
    intent: {
      whether: () => T.closeWhether(account.accountNumber),
      where: () => BANKING_CHECKS.accountsWhere,
      again: T.closeAgain,
      submit: T.closeSubmit,
    },
    check: () => checkClosed(character, account.accountNumber),
    onSuccess: (answer) => {
      notify('success', answer.message || T.closed(account.accountNumber))
      onClose()
    },
  })
  return (
    <FormDialog
      open
      onClose={onClose}
      title={T.closeTitle}
      description={T.closeDescription(account.accountNumber)}
      error={close.error}
      busy={close.busy}
      submitLabel={T.closeSubmit}
      busyLabel={T.closeBusy}
      submitColor="danger"
      submitDisabled={holdings.length > 0 || close.checking}
      onEdit={close.newIntent}
      onSubmit={() => close.submit({ closedBy: character, reason: reason.trim() })}
    >
      <UnknownOutcomeNote outcome={close.outcome} />
      {holdings.length > 0 ? (
        <Alert kind="warning">
          <p>{T.closeNotEmpty}</p>
          <ul className="mt-2 space-y-1">
            {holdings.map((b) => (
              <li key={b.currencySymbol} className="font-semibold">
                <Money amount={b.balance} symbol={b.currencySymbol} />
              </li>
            ))}
          </ul>
          <p className="mt-2">{T.closeNotEmptyHint}</p>
        </Alert>
      ) : (
        <Field>
          <Label>{T.closeReasonLabel}</Label>
          <Input
            autoFocus
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
      )}
    </FormDialog>
  )
}
