import { useState } from 'react'
import { useSnapshot } from 'valtio'
import type { TransferDialogRequest } from '@/state/game'
import { session } from '@/state/session'
import { isApiError } from '@/api/client'
import type { AdminTransferRequest, TransferRequest } from '@/api/ledger.types'
import { bankKeys } from '@/api/banks'
import { ledgerKeys } from '@/api/ledger'
import { playerKeys } from '@/api/players'
import { useApiMutation } from '@/api/query'
import { treasuryKeys } from '@/api/treasuries'
import {
  idempotencyKeysEnabled,
  sendAdminTransfer,
  sendTransfer,
  transferKeys,
  type TransferReceipt,
} from '@/api/transfers'
import { Alert } from '@/ui/alert'
import { Chip } from '@/ui/chip'
import { Field, Input, Label } from '@/ui/field'
import { FormDialog } from '@/ui/form-dialog'
import { MoneyInput } from '@/ui/money'
import { formatAmount } from '@/lib/format'
import { BalancePanel, useSourceBalance } from './BalancePanel'
import { CurrencyField } from './CurrencyField'
import { useIntentKey } from './intent-key'
import { LockedSource, PartyFields, useLockedLabel } from './PartyFields'
import {
  adminTransferPayload,
  checkTransfer,
  destinationOf,
  emptyForm,
  sourceOf,
  transferPayload,
  typedAmount,
  type PickedParty,
  type TransferDraft,
  type TransferForm,
} from './transfer-form'
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

/**
 * Transfer Funds (spec section 2): between treasuries, bank vaults and bank accounts, for a
 * player (POST /transfers, checked against the source's balance) or, in the admin flavour, as
 * any character without balance checks (POST /admin/transfer). Mounted per opening, so every
 * opening starts from an empty form; a prefilled source is locked.
 */
export function TransferDialog({ request, onClose }: TransferDialogProps) {
  const lockedLabel = useLockedLabel(request.from ?? { type: 'treasury', id: '' })
  const locked: PickedParty | null = request.from
    ? { type: request.from.type, id: request.from.id, label: lockedLabel }
    : null
  const [confirmed, setConfirmed] = useState<ConfirmedTransfer | null>(null)
  const [attempt, setAttempt] = useState(0)

  if (confirmed) {
    return (
      <TransferReceiptView
        transfer={confirmed}
        onClose={onClose}
        onNewTransfer={() => {
          setConfirmed(null)
          setAttempt((n) => n + 1)
        }}
      />
    )
  }
  return (
    <TransferFormDialog
      key={attempt}
      admin={!!request.admin}
      locked={locked}
      onClose={onClose}
      onConfirmed={setConfirmed}
    />
  )
}

interface TransferFormDialogProps {
  admin: boolean
  locked: PickedParty | null
  onClose: () => void
  onConfirmed: (transfer: ConfirmedTransfer) => void
}

function TransferFormDialog({ admin, locked, onClose, onConfirmed }: TransferFormDialogProps) {
  const initiatedBy = useSnapshot(session).session?.selectedDisplayName ?? ''
  const [form, setForm] = useState<TransferForm>(() => emptyForm(locked))
  // The locked source's name may arrive after opening (its account search): always use the latest.
  const current: TransferForm = locked ? { ...form, fromType: locked.type, from: locked } : form
  const source = sourceOf(current)
  const destination = destinationOf(current)
  const amount = typedAmount(current)
  const balance = useSourceBalance(source, current.currencySymbol)
  const intent = useIntentKey()
  const [uncertain, setUncertain] = useState(false)

  const transfer = useApiMutation<Submission, TransferReceipt>({
    call: async (submission) => {
      try {
        return submission.admin
          ? await sendAdminTransfer(submission.body, submission.key)
          : await sendTransfer(submission.body, submission.key)
      } catch (error) {
        // No answer, or one that could not be read: the money may have moved.
        setUncertain(isApiError(error) && (error.unanswered || error.kind === 'bad-body'))
        throw error
      }
    },
    texts: admin ? TRANSFER_FAILURES.adminTransfer : TRANSFER_FAILURES.transfer,
    invalidates: (_receipt, { draft }) => [
      bankKeys.all,
      playerKeys.all,
      treasuryKeys.all,
      transferKeys.all,
      ledgerKeys.party(draft.from),
      ledgerKeys.party(draft.to),
    ],
    onSuccess: (receipt, { draft }) => {
      intent.confirmed()
      onConfirmed({ ...receipt, fromLabel: draft.from.label, toLabel: draft.to.label })
    },
  })

  const update = (patch: Partial<TransferForm>) => setForm((f) => ({ ...f, ...patch }))

  const submit = () => {
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

  const summary =
    source && destination && current.currencySymbol && amount
      ? T.summary(formatAmount(amount, current.currencySymbol), source.label, destination.label)
      : null

  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      title={
        <span className="flex flex-wrap items-center gap-2">
          {T.title}
          {admin && <Chip color="warning">{T.adminChip}</Chip>}
        </span>
      }
      error={transfer.error}
      busy={transfer.busy}
      submitLabel={T.submit}
      busyLabel={T.busy}
      onSubmit={submit}
    >
      {uncertain && transfer.error && (
        <p role="status" className="text-sm text-amber-200">
          {idempotencyKeysEnabled() ? T.uncertainSafe : T.uncertainCheck}
        </p>
      )}
      {admin && (
        <>
          <Alert kind="warning">{T.adminNotice}</Alert>
          <Field>
            <Label>{T.actAs}</Label>
            <Input
              autoFocus
              value={current.asCharacter}
              placeholder={T.actAsPlaceholder}
              autoComplete="off"
              onChange={(event) => update({ asCharacter: event.target.value })}
            />
          </Field>
        </>
      )}
      {locked ? (
        <LockedSource party={locked} />
      ) : (
        <PartyFields
          side="from"
          autoFocus={!admin}
          type={current.fromType}
          party={current.from}
          onTypeChange={(fromType) => update({ fromType })}
          onPartyChange={(from) => update({ from })}
        />
      )}
      <PartyFields
        side="to"
        autoFocus={!admin && !!locked}
        type={current.toType}
        party={current.to}
        onTypeChange={(toType) => update({ toType })}
        onPartyChange={(to) => update({ to })}
        bySearch={current.toBySearch}
        onBySearchChange={(toBySearch) => update({ toBySearch })}
        number={current.toNumber}
        onNumberChange={(toNumber) => update({ toNumber })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CurrencyField
          value={current.currencySymbol}
          onChange={(currencySymbol) => update({ currencySymbol })}
        />
        <MoneyInput
          label={T.amount}
          value={current.amount}
          symbol={current.currencySymbol || null}
          onChange={(text) => update({ amount: text })}
        />
      </div>
      <BalancePanel {...balance} symbol={current.currencySymbol} amount={amount} />
      <Field>
        <Label>{T.description}</Label>
        <Input
          value={current.description}
          placeholder={T.descriptionPlaceholder}
          onChange={(event) => update({ description: event.target.value })}
        />
      </Field>
      {summary && (
        <p className="rounded-lg bg-primary-500/10 px-3 py-2 text-sm text-primary-100 ring-1 ring-primary-400/20">
          {summary}
        </p>
      )}
    </FormDialog>
  )
}
