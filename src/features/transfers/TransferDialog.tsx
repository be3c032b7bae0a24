import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { TransferDialogRequest } from '@/state/game'
import { session } from '@/state/session'
import { CHECKED_ROWS, newestMatchingRow, sameParty } from '@/api/ledger'
import { useIntentMutation, type IntentCheck } from '@/api/intent'
import { transferMutations, type TransferReceipt, type TransferSend } from '@/api/transfers'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '@/ui/dialog'
import { useDiscardGuard } from '@/ui/discard-guard'
import { FormEdits, useErrorUntilEdit } from '@/ui/form-edits'
import { useFieldMarks } from '@/ui/field-problems'
import { useSourceBalance } from './BalancePanel'
import { formatAmount } from '@/lib/format'
import { formatDateTime } from '@/lib/time'
import { UnknownOutcomeNote } from '@/ui/unknown-outcome'
import { useLockedLabel } from './PartyFields'
import {
  adminTransferPayload,
  checkTransfer,
  emptyForm,
  missingTransferFields,
  payeePending,
  sourceOf,
  transferPayload,
  type PickedParty,
  type TransferDraft,
  type TransferForm,
} from './transfer-form'
import { TransferFields } from './TransferFields'
import { TransferReceiptView, type ConfirmedTransfer } from './TransferReceiptView'
import { TRANSFER_FAILURES, TRANSFER_TEXTS as T } from './texts'

export interface TransferDialogProps {
  request: TransferDialogRequest
  onClose: () => void
}

/** One press of Transfer: the checked draft and the exact body sent. */
type Submission = TransferSend & { draft: TransferDraft }

/** After an unknown outcome: is the transfer among the newest rows of the source's ledger? */
async function checkTransferRow({ draft, body }: Submission): Promise<IntentCheck> {
  const row = await newestMatchingRow(
    { type: draft.from.type, id: draft.from.id },
    (r) =>
      r.type === 'transfer' &&
      r.currencySymbol === body.currencySymbol &&
      r.amount === body.amount &&
      !!r.to &&
      sameParty(r.to, { type: draft.to.type, id: draft.to.id }) &&
      (!body.description || (r.description ?? '') === body.description),
  )
  const amount = formatAmount(body.amount, body.currencySymbol)
  return row
    ? {
        found: true,
        text: T.checkFound(draft.from.label, amount, draft.to.label, formatDateTime(row.createdAt)),
      }
    : { found: false, text: T.checkNotFound(draft.from.label, amount, draft.to.label, CHECKED_ROWS) }
}

/**
 * Transfer Funds (spec section 2): between treasuries, bank vaults and bank accounts, for a
 * player (POST /transfers, checked against the source's balance) or, in the admin flavour, as
 * any character without balance checks (POST /admin/transfer). Mounted per opening, so every
 * opening starts from an empty form; a prefilled source is locked. The receipt replaces the
 * form inside the same dialog (one dialog, one browser-history step, no second animation).
 */
export function TransferDialog({ request, onClose }: TransferDialogProps) {
  const admin = !!request.admin
  const initiatedBy = useSnapshot(session).session?.selectedDisplayName ?? ''
  const lockedLabel = useLockedLabel(request.from ?? null)
  const locked: PickedParty | null = request.from
    ? { type: request.from.type, id: request.from.id, label: lockedLabel }
    : null
  const [form, setForm] = useState<TransferForm>(() => emptyForm(locked))
  const [confirmed, setConfirmed] = useState<ConfirmedTransfer | null>(null)
  // The locked source's name may arrive after opening (its account search): always use the latest.
  const current: TransferForm = locked ? { ...form, fromType: locked.type, from: locked } : form
  const balance = useSourceBalance(sourceOf(current), current.currencySymbol)
  // The same request again (a retry after a time-out) goes with the same key; an unconfirmed or
  // unanswered one refetches the balances and ledgers it touches, as the server now has them.
  const transfer = useIntentMutation<Submission, TransferReceipt>(transferMutations.send, {
    texts: admin ? TRANSFER_FAILURES.adminTransfer : TRANSFER_FAILURES.transfer,
    intent: {
      whether: ({ body }) => T.whether(formatAmount(body.amount, body.currencySymbol)),
      where: ({ draft }) => T.checkWhere(draft.from.label),
      again: T.again,
      submit: T.submit,
    },
    check: checkTransferRow,
    onSuccess: (receipt, { draft }) => {
      setConfirmed({
        ...receipt,
        from: { type: draft.from.type, id: draft.from.id },
        fromLabel: draft.from.label,
        toLabel: draft.to.label,
        description: draft.description,
        confirmedAt: Date.now(),
      })
    },
  })

  // While busy the form disables its buttons, and the dialog's focus trap moves focus back into
  // the form (to an account field, which would open its list). When the answer is a failure,
  // put focus back on Transfer: where the user was, and Enter tries again.
  const submitButton = useRef<HTMLButtonElement>(null)
  const wasBusy = useRef(false)
  useEffect(() => {
    if (wasBusy.current && !transfer.busy && transfer.error)
      submitButton.current?.focus({ preventScroll: true })
    wasBusy.current = transfer.busy
  }, [transfer.busy, transfer.error])
  // On a phone the form is taller than the screen: bring a new error at its top into view.
  const errorBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (transfer.error) errorBox.current?.scrollIntoView?.({ block: 'nearest' })
  }, [transfer.error])

  const banner = useErrorUntilEdit(transfer.error)
  const marks = useFieldMarks()
  const problems = marks.shown(missingTransferFields(current, admin))
  // Any change to the form is a new intent: the unknown outcome's note goes, the next press has a new key.
  const edited = () => {
    banner.edited()
    transfer.newIntent()
  }

  const submit = () => {
    banner.submitted()
    const check = checkTransfer(current, { admin, balance: balance.info })
    const missing = missingTransferFields(current, admin)
    if (!check.ok) {
      // Each empty field is marked and the first focused; the spec's banner stays. A message
      // already at its field (a number nobody holds) is not repeated in the banner.
      marks.blocked(check.field ? { [check.field]: check.message } : missing)
      if (check.field) transfer.reset()
      else transfer.fail(check.message)
      return
    }
    marks.blocked({})
    const { draft } = check
    if (admin) transfer.submit({ draft, admin, body: adminTransferPayload(draft, current.asCharacter) })
    else transfer.submit({ draft, admin, body: transferPayload(draft, initiatedBy) })
  }

  const startAgain = () => {
    transfer.newIntent()
    setForm(emptyForm(locked))
    setConfirmed(null)
    marks.reset()
  }

  // Built like FormDialog, but one dialog holds the form and then the receipt, whose buttons
  // differ: the button under the pointer after Transfer is Close, never a fresh form (a double
  // click must not invite the same transfer again).
  const close = () => {
    if (!transfer.busy) onClose()
  }
  const guard = useDiscardGuard(true, close)
  const dismiss = () => {
    if (!transfer.busy) guard.dismiss()
  }
  return (
    <Dialog open onClose={dismiss} onBack={close} size="lg">
      <form
        noValidate
        aria-busy={transfer.busy || undefined}
        onChange={edited}
        onSubmit={(event) => {
          event.preventDefault()
          if (!transfer.busy && !transfer.checking && !confirmed) submit()
        }}
      >
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {T.title}
          {admin && <Chip color="warning">{T.adminChip}</Chip>}
        </DialogTitle>
        <DialogBody>
          {confirmed ? (
            <TransferReceiptView transfer={confirmed} />
          ) : (
            <>
              {banner.error && (
                <div ref={errorBox} className="scroll-mt-4">
                  <Alert kind="error">{banner.error}</Alert>
                </div>
              )}
              <UnknownOutcomeNote outcome={transfer.outcome} />
              <FormEdits onEdit={edited}>
                <fieldset disabled={transfer.busy} className="min-w-0 space-y-4" {...guard.fieldProps}>
                  <TransferFields
                    admin={admin}
                    locked={locked}
                    form={current}
                    onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
                    balance={balance}
                    problems={problems}
                  />
                </fieldset>
              </FormEdits>
            </>
          )}
        </DialogBody>
        <DialogActions>
          {confirmed ? (
            <>
              <Button color="secondary" onClick={startAgain}>
                {T.newTransfer}
              </Button>
              <Button onClick={onClose}>{T.close}</Button>
            </>
          ) : (
            <>
              <Button color="plain" onClick={close} disabled={transfer.busy}>
                {T.cancel}
              </Button>
              <Button
                ref={submitButton}
                type="submit"
                disabled={transfer.busy || transfer.checking || payeePending(current)}
              >
                {transfer.busy ? T.busy : payeePending(current) ? T.payeeWaiting : T.submit}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
      {guard.prompt}
    </Dialog>
  )
}
