import { useRef, useState } from 'react'
import { bankKeys, bankMutations, bankQueries } from '@/api/banks'
import { mapVariables } from '@/api/query'
import type { Bank } from '@/api/banks.types'
import { useIntentMutation } from '@/api/intent'
import type { BankAccount } from '@/api/banks.types'
import { notify } from '@/state/notices'
import { Alert } from '@/ui/alert'
import { ChoiceField } from '@/ui/choice-field'
import { Description, ErrorMessage, Field, Label, Select } from '@/ui/field'
import { useFieldMarks } from '@/ui/field-problems'
import { FormDialog } from '@/ui/form-dialog'
import type { AccountPreselect } from './actions'
import { queryFailureText } from '@/api/failure'
import { TermChips } from './TermChips'
import { BANKING_CHECKS, checkOpened } from './intent-checks'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { useQuery, useQueryClient } from '@tanstack/react-query'

export interface OpenAccountDialogProps {
  /** What to preselect; null: the dialog is closed. */
  request: AccountPreselect | null
  character: string
  onClose: () => void
}

export function OpenAccountDialog({ request, ...rest }: OpenAccountDialogProps) {
  return request ? <OpenAccountForm request={request} {...rest} /> : null
}

/** "First Aurelian Bank (FAB)", with its jurisdiction nation under it (after it in a short list). */
const bankOption = (bank: Bank) => ({
  value: bank.id,
  label: `${bank.name} (${bank.id})`,
  ...(bank.jurisdictionNation ? { description: bank.jurisdictionNation } : {}),
})

/** Bank first, then one of its active offerings with its terms (spec section 2). */
function OpenAccountForm({
  request,
  character,
  onClose,
}: OpenAccountDialogProps & { request: AccountPreselect }) {
  const [bankId, setBankId] = useState(request.bankId ?? '')
  const [offeringId, setOfferingId] = useState(request.offeringId ?? '')
  const banks = useQuery(bankQueries.list())
  const offerings = useQuery(bankQueries.offerings(bankId, true))
  const bank = banks.data?.find((b) => b.id === bankId) ?? null
  const active = (offerings.data ?? []).filter((o) => o.isActive)
  const offering = active.find((o) => o.id === offeringId) ?? null

  const client = useQueryClient()
  // The account numbers known before this intent's first press: a new one after an unknown outcome is its account.
  const before = useRef<string[] | null>(null)
  const open = useIntentMutation(
    mapVariables(bankMutations.openAccount, (variables: { bankId: string; offeringId: string }) => ({
      bankId: variables.bankId,
      body: { offeringId: variables.offeringId, openedBy: character },
    })),
    {
      texts: F.openAccount,
      intent: {
        whether: () => T.openWhether,
        where: () => BANKING_CHECKS.accountsWhere,
        again: T.openAgain,
        submit: T.openSubmit,
      },
      check: (variables) =>
        checkOpened(
          character,
          variables.bankId,
          banks.data?.find((b) => b.id === variables.bankId)?.name ?? variables.bankId,
          variables.offeringId,
          before.current,
        ),
      onSuccess: (answer) => {
        const number = answer.account?.accountNumber
        notify('success', answer.message || (number ? T.opened(number, bank?.name ?? bankId) : T.openTitle))
        onClose()
      },
    },
  )

  // The spec's banner names both fields; each empty one is marked too, the first focused.
  const marks = useFieldMarks()
  const missing = {
    bank: bankId ? undefined : T.missing.bank,
    offering: bankId && !offering ? T.missing.offering : undefined,
  }
  const problems = marks.shown(missing)
  const submit = () => {
    if (marks.blocked(missing) || !offering) return open.fail(T.selectBankAndOffering)
    if (!open.outcome) {
      const known = client.getQueryData<BankAccount[]>(bankKeys.playerAccounts(character))
      before.current = known ? known.map((a) => a.accountNumber) : null
    }
    open.submit({ bankId, offeringId: offering.id })
  }

  const banksError = queryFailureText(banks, F.loadBanks)
  const offeringsError = queryFailureText(offerings, F.loadOfferings)
  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      title={T.openTitle}
      description={T.openDescription}
      intent={open}
      submitLabel={T.openSubmit}
      busyLabel={T.openBusy}
      onSubmit={submit}
    >
      {banksError && <Alert kind="error">{banksError}</Alert>}
      <ChoiceField
        label={T.bankLabel}
        autoFocus={!request.bankId}
        value={bankId}
        disabled={banks.isPending}
        placeholder={banks.isPending ? T.loadingBanks : T.chooseBank}
        options={(banks.data ?? []).map(bankOption)}
        emptyText={T.pickerNoBank}
        error={problems.bank}
        onChange={(id) => {
          setBankId(id)
          setOfferingId('')
        }}
      />
      <Field disabled={!bankId || offerings.isPending}>
        <Label>{T.offeringLabel}</Label>
        <Select
          autoFocus={!!request.bankId}
          value={offering ? offering.id : ''}
          invalid={!!problems.offering}
          onChange={(event) => setOfferingId(event.target.value)}
        >
          <option value="">{bankId && offerings.isPending ? T.loadingOfferings : T.chooseOffering}</option>
          {active.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
        {bankId && offerings.isSuccess && active.length === 0 && (
          <Description>{T.noOpenOfferings}</Description>
        )}
        {problems.offering && <ErrorMessage>{problems.offering}</ErrorMessage>}
      </Field>
      {offeringsError && <Alert kind="error">{offeringsError}</Alert>}
      {offering && (
        <div className="space-y-2 rounded-xl bg-surface-sunken p-3 ring-1 ring-line" aria-live="polite">
          <p className="font-medium text-strong">{offering.name}</p>
          {offering.description && <p className="text-sm text-muted">{offering.description}</p>}
          <TermChips offering={offering} symbol={bank?.nationalCurrency} />
        </div>
      )}
    </FormDialog>
  )
}
