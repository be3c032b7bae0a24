import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { TransferDialogRequest } from '@/state/game'
import { session } from '@/state/session'
import { isApiError } from '@/api/client'
import { bankKeys } from '@/api/banks'
import { ledgerKeys } from '@/api/ledger'
import type { AdminTransferRequest, TransferRequest } from '@/api/ledger.types'
import { playerKeys } from '@/api/players'
import { useApiMutation } from '@/api/query'
import { treasuryKeys } from '@/api/treasuries'
import { sendAdminTransfer, sendTransfer, transferKeys, type TransferReceipt } from '@/api/transfers'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '@/ui/dialog'
import { useDiscardGuard } from '@/ui/discard-guard'
import { FormEdits, useErrorUntilEdit } from '@/ui/form-edits'
import { useSourceBalance } from './BalancePanel'
import { useIntentKey } from './intent-key'
import { useLockedLabel } from './PartyFields'
import {
  adminTransferPayload,
  checkTransfer,
  emptyForm,
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

/** One press of Transfer: the checked draft, the exact body sent, and its idempotency key. */
type Submission = { draft: TransferDraft; key: string } & (
  { admin: true; body: AdminTransferRequest } | { admin: false; body: TransferRequest }
)

/** Every query a transfer between these parties changes: balances, accounts and both ledgers. */
const touchedBy = (draft: TransferDraft) => [
  bankKeys.all,
  playerKeys.all,
  treasuryKeys.all,
  transferKeys.all,
  ledgerKeys.party(draft.from),
  ledgerKeys.party(draft.to),
]

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
  const [uncertain, setUncertain] = useState(false)
  // The locked source's name may arrive after opening (its account search): always use the latest.
  const current: TransferForm = locked ? { ...form, fromType: locked.type, from: locked } : form
  const balance = useSourceBalance(sourceOf(current), current.currencySymbol)
  const intent = useIntentKey()

  const transfer = useApiMutation<Submission, TransferReceipt>({
    call: async (submission) => {
      try {
        return submission.admin
          ? await sendAdminTransfer(submission.body, submission.key)
          : await sendTransfer(submission.body, submission.key)
      } catch (error) {
        // No answer: the money may have moved. (A 2xx that confirmed nothing says so in its alert.)
        setUncertain(isApiError(error) && error.unanswered)
        throw error
      }
    },
    texts: admin ? TRANSFER_FAILURES.adminTransfer : TRANSFER_FAILURES.transfer,
    invalidates: (_receipt, { draft }) => touchedBy(draft),
    // Unconfirmed or unanswered: show the balances and ledgers as the server now has them.
    invalidatesWhenUnsure: ({ draft }) => touchedBy(draft),
    onSuccess: (receipt, { draft }) => {
      intent.confirmed()
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

  const submit = () => {
    banner.submitted()
    setUncertain(false)
    const check = checkTransfer(current, { admin, balance: balance.info })
    if (!check.ok) {
      transfer.fail(check.message)
      return
    }
    const { draft } = check
    // The same request again (a retry after a time-out) goes with the same key.
    if (admin) {
      const body = adminTransferPayload(draft, current.asCharacter)
      transfer.submit({ draft, admin, body, key: intent.keyFor({ admin, body }) })
    } else {
      const body = transferPayload(draft, initiatedBy)
      transfer.submit({ draft, admin, body, key: intent.keyFor({ admin, body }) })
    }
  }

  const startAgain = () => {
    transfer.reset()
    setUncertain(false)
    setForm(emptyForm(locked))
    setConfirmed(null)
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
        onChange={banner.edited}
        onSubmit={(event) => {
          event.preventDefault()
          if (!transfer.busy && !confirmed) submit()
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
              <FormEdits onEdit={banner.edited}>
                <fieldset disabled={transfer.busy} className="min-w-0 space-y-4" {...guard.fieldProps}>
                  <TransferFields
                    admin={admin}
                    locked={locked}
                    form={current}
                    onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
                    balance={balance}
                    uncertain={uncertain && !!transfer.error}
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
              <Button ref={submitButton} type="submit" disabled={transfer.busy || payeePending(current)}>
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
