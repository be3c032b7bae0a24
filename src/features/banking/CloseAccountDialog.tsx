import { useState } from 'react'
import { useFieldMarks } from '@/ui/field-problems'
import { MoveDestinationField, useMoveDestination } from './MoveDestinationField'
import { useMoveEverything, type MoveRow, type MoveState } from './move-everything'
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
  const debts = holdings.filter((b) => b.balance < 0)
  const move = useMoveEverything(account, character)
  const destination = useMoveDestination(account, character)
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
      const moved = move.rows.length > 0 && destination.party
      notify(
        'success',
        moved
          ? T.moveClosed(destination.party!.label, account.accountNumber)
          : answer.message || T.closed(account.accountNumber),
      )
      onClose()
    },
  })

  // Money still in it: "Move everything to…" first (one confirmed transfer per currency), then the close.
  const moving = move.rows.length > 0
  const marks = useFieldMarks()
  const missing = { destination: destination.party ? undefined : T.moveMissing }
  const problem = marks.shown(missing).destination
  const closeBody = () => ({ closedBy: character, reason: reason.trim() })
  const submit = async () => {
    if (!moving || move.allMoved) return close.submit(closeBody())
    if (marks.blocked(missing) || !destination.party) return
    close.reset()
    if (await move.run(destination.party)) close.submit(closeBody())
  }
  const stopped =
    moving &&
    !move.busy &&
    move.rows.some((r) => r.result.state === 'failed' || r.result.state === 'unconfirmed')

  return (
    <FormDialog
      open
      onClose={onClose}
      title={T.closeTitle}
      description={T.closeDescription(account.accountNumber)}
      error={close.error}
      busy={close.busy || move.busy}
      submitLabel={moving && !move.allMoved ? (stopped ? T.moveAgain : T.moveSubmit) : T.closeSubmit}
      busyLabel={move.busy ? T.moveBusy : T.closeBusy}
      submitColor="danger"
      submitDisabled={debts.length > 0 || close.checking || destination.checking}
      onEdit={close.newIntent}
      onSubmit={() => void submit()}
    >
      <UnknownOutcomeNote outcome={close.outcome} />
      {holdings.length > 0 && (
        <Alert kind="warning">
          <p>{T.closeNotEmpty}</p>
          <ul className="mt-2 space-y-1">
            {holdings.map((b) => (
              <li key={b.currencySymbol} className="font-semibold">
                <Money amount={b.balance} symbol={b.currencySymbol} />
              </li>
            ))}
          </ul>
          <p className="mt-2">{debts.length > 0 ? T.moveDebt : T.moveIntro}</p>
        </Alert>
      )}
      {moving && debts.length === 0 && (
        <>
          <MoveDestinationField
            value={destination}
            error={problem}
            disabled={move.busy || move.rows.some((r) => r.result.state === 'moved')}
            onEdit={move.newIntent}
          />
          <MoveResults rows={move.rows} />
          {stopped && <Alert kind="error">{T.moveStopped}</Alert>}
        </>
      )}
      <Field>
        <Label>{T.closeReasonLabel}</Label>
        <Input
          autoFocus={!moving}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </FormDialog>
  )
}

/** One line per currency: its amount and what the server said about its transfer. */
function MoveResults({ rows }: { rows: readonly MoveRow[] }) {
  return (
    <ul aria-label={T.moveResults} aria-live="polite" className="space-y-1.5">
      {rows.map((row) => (
        <li
          key={row.currencySymbol}
          className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm"
        >
          <span className="font-semibold text-strong">
            <Money amount={row.amount} symbol={row.currencySymbol} />
          </span>
          <span className={RESULT_CLASSES[row.result.state]}>{resultText(row.result)}</span>
        </li>
      ))}
    </ul>
  )
}

const RESULT_CLASSES: Record<MoveState['state'], string> = {
  waiting: 'text-subtle',
  moving: 'text-subtle',
  moved: 'font-medium text-success-strong',
  failed: 'font-medium text-danger-fg',
  unconfirmed: 'font-medium text-warning-strong',
}

function resultText(result: MoveState): string {
  switch (result.state) {
    case 'waiting':
      return T.moveWaiting
    case 'moving':
      return T.moveMoving
    case 'moved':
      return T.moveMoved
    default:
      return result.text
  }
}
