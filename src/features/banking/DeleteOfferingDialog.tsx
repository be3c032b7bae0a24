import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/client'
import { bankKeys, bankMutations } from '@/api/banks'
import type { Bank, BankAccount, BankAccountsPage, Offering } from '@/api/banks.types'
import { mapVariables, useApiMutation } from '@/api/query'
import { notify } from '@/state/notices'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'

/**
 * How many accounts the console has already read (All Accounts pages, the character's own
 * accounts) that use the offering: no call is made for it, so it may be less than the server knows.
 */
function useKnownAccountCount(bank: Pick<Bank, 'id'>, offering: Offering | null): number {
  const client = useQueryClient()
  if (!offering) return 0
  const accounts = new Map<string, BankAccount>()
  for (const [, page] of client.getQueriesData<BankAccountsPage>({ queryKey: bankKeys.accounts(bank.id) }))
    for (const account of page?.accounts ?? []) accounts.set(account.accountNumber, account)
  for (const [, list] of client.getQueriesData<BankAccount[]>({
    queryKey: [...bankKeys.all, 'player-accounts'],
  }))
    for (const account of Array.isArray(list) ? list : [])
      if (account.bankId === bank.id) accounts.set(account.accountNumber, account)
  return [...accounts.values()].filter((account) => account.offering?.id === offering.id).length
}

export interface DeleteOfferingDialogProps {
  offering: Offering | null
  bank: Bank
  character: string
  onClose: () => void
}

/**
 * Delete Offering. An offering that accounts use cannot be deleted (the server answers 409), so
 * where the console knows of such accounts, or the server said so, the dialog offers what the
 * officer can do instead: Deactivate, beside Delete.
 */
export function DeleteOfferingDialog({ offering, bank, character, onClose }: DeleteOfferingDialogProps) {
  const known = useKnownAccountCount(bank, offering)
  const [refused, setRefused] = useState(false)
  const finish = (message: string) => {
    notify('success', message)
    setRefused(false)
    onClose()
  }
  const deleting = mapVariables(bankMutations.deleteOffering(bank.id), (o: Offering) => o.id)
  const remove = useApiMutation(
    {
      ...deleting,
      call: async (o: Offering) => {
        try {
          return await deleting.call(o)
        } catch (error) {
          setRefused(isApiError(error) && error.status === 409)
          throw error
        }
      },
    },
    {
      texts: F.deleteOffering,
      onSuccess: (answer, o) => finish(answer.message || T.offeringDeleted(o.name)),
    },
  )
  const deactivated = (o: Offering) => ({
    offeringId: o.id,
    body: { name: o.name, description: o.description, isActive: false, updatedBy: character },
  })
  const deactivate = useApiMutation(mapVariables(bankMutations.updateOffering(bank.id), deactivated), {
    texts: F.updateOffering,
    onSuccess: (_answer, o) => finish(T.offeringDeactivated(o.name)),
  })
  const close = () => {
    remove.reset()
    deactivate.reset()
    setRefused(false)
    onClose()
  }
  const busy = remove.busy || deactivate.busy
  const inUse = known > 0 || refused
  return (
    <ConfirmDialog
      open={!!offering}
      onClose={close}
      title={T.deleteOffering}
      confirmLabel={T.deleteSubmit}
      busyLabel={T.deleteBusy}
      destructive
      busy={busy}
      error={deactivate.error ?? remove.error}
      onConfirm={() => {
        deactivate.reset()
        if (offering) remove.submit(offering)
      }}
      extraActions={
        offering && inUse && offering.isActive ? (
          <Button
            color="secondary"
            disabled={busy}
            onClick={() => {
              remove.reset()
              deactivate.submit(offering)
            }}
          >
            {deactivate.busy ? T.deactivating : T.deactivate}
          </Button>
        ) : null
      }
    >
      {offering && (
        <>
          <p>{T.deleteOfferingBody(offering.name)}</p>
          {known > 0 ? (
            <p className="font-medium text-warning-strong">
              {offering.isActive ? T.offeringInUse(known) : T.offeringInUseInactive(known)}
            </p>
          ) : (
            <p>{T.deleteOfferingHint}</p>
          )}
        </>
      )}
    </ConfirmDialog>
  )
}
