import { useState } from 'react'
import { PencilSquareIcon, PlusIcon, TrashIcon } from '@heroicons/react/20/solid'
import { bankMutations, bankQueries } from '@/api/banks'
import type { Bank, Offering } from '@/api/banks.types'
import { mapVariables, useApiMutation } from '@/api/query'
import { notify } from '@/state/notices'
import { Alert } from '@/ui/alert'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { DataTable, type Column } from '@/ui/data-table'
import { QueryStatus } from '@/ui/load-status'
import { ActionMenu } from '@/ui/menu'
import { Switch } from '@/ui/switch'
import { formatAmount } from '@/lib/format'
import { useBankingActions } from './actions'
import { DetailSection } from './DetailSection'
import { InterestRate } from './InterestRate'
import { OfferingFormDialog, type OfferingFormMode } from './OfferingFormDialog'
import { DeleteOfferingDialog } from './DeleteOfferingDialog'
import { openAccountRefusal, type OpenAccountRefusal } from './refusals'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { useQuery } from '@tanstack/react-query'

export interface OfferingsSectionProps {
  bank: Bank
  /** The character manages the bank's offerings (a living officer). */
  isOfficer: boolean
  /** The character may open an account (false: deceased). */
  canOpen?: boolean
  character: string
}

/** The offerings table: terms for everyone, status toggle, edit and delete for the bank's officers. */
export function OfferingsSection({ bank, isOfficer, canOpen = true, character }: OfferingsSectionProps) {
  const offerings = useQuery(bankQueries.offerings(bank.id))
  const { openAccount } = useBankingActions()
  const [form, setForm] = useState<OfferingFormMode | null>(null)
  const [deleting, setDeleting] = useState<Offering | null>(null)
  const symbol = bank.nationalCurrency

  const toggled = (o: Offering) => ({
    offeringId: o.id,
    body: { name: o.name, description: o.description, isActive: !o.isActive, updatedBy: character },
  })
  const toggle = useApiMutation(mapVariables(bankMutations.updateOffering(bank.id), toggled), {
    texts: F.updateOffering,
    onSuccess: (answer, o) => notify('success', answer.message || T.offeringUpdated(o.name)),
  })

  const columns: Column<Offering>[] = [
    {
      header: T.columnName,
      cardTitle: true,
      cell: (o) => (
        <span className="block min-w-36">
          <span className="block font-medium text-strong">{o.name}</span>
          {o.description && (
            <span className="block text-xs whitespace-normal text-subtle">{o.description}</span>
          )}
        </span>
      ),
    },
    { header: T.columnInterest, align: 'right', cell: (o) => <InterestRate offering={o} /> },
    { header: T.columnFeePerWeek, align: 'right', cell: (o) => formatAmount(o.maintenanceFeeAmount, symbol) },
    { header: T.columnMinimum, align: 'right', cell: (o) => formatAmount(o.minimumBalance, symbol) },
    {
      header: T.columnMaximum,
      align: 'right',
      cell: (o) => (o.maximumBalance === null ? T.noLimit : formatAmount(o.maximumBalance, symbol)),
    },
    {
      header: T.columnOverdraft,
      cell: (o) => (o.overdraftAllowed ? T.overdraftUpTo(formatAmount(o.overdraftLimit, symbol)) : T.no),
    },
    {
      header: T.columnStatus,
      cell: (o) =>
        isOfficer ? (
          <span className="inline-flex items-center gap-2">
            <Switch
              checked={o.isActive}
              onChange={() => toggle.submit(o)}
              disabled={toggle.busy}
              label={T.offeringActiveLabel(o.name)}
              hideLabel
            />
            <span aria-hidden="true" className="text-xs text-muted">
              {o.isActive ? T.active : T.inactive}
            </span>
          </span>
        ) : (
          <Badge color={o.isActive ? 'success' : 'neutral'}>{o.isActive ? T.active : T.inactive}</Badge>
        ),
    },
    {
      header: T.columnActions,
      actions: true,
      align: 'right',
      cell: (o) =>
        isOfficer ? (
          <ActionMenu
            label={T.actionsFor(o.name)}
            actions={[
              ...(openAccountRefusal(o, !canOpen) === null
                ? [
                    {
                      label: T.openAccount,
                      icon: PlusIcon,
                      onSelect: () => openAccount({ bankId: bank.id, offeringId: o.id }),
                    },
                  ]
                : []),
              {
                label: T.edit,
                icon: PencilSquareIcon,
                onSelect: () => setForm({ kind: 'edit', offering: o }),
              },
              { label: T.delete, icon: TrashIcon, destructive: true, onSelect: () => setDeleting(o) },
            ]}
          />
        ) : (
          <OpenAccountCell
            offering={o}
            refusal={openAccountRefusal(o, !canOpen)}
            onOpen={() => openAccount({ bankId: bank.id, offeringId: o.id })}
          />
        ),
    },
  ]

  return (
    <DetailSection
      id="bank-offerings-heading"
      title={T.offeringsHeading}
      actions={
        isOfficer && (
          <Button color="secondary" size="sm" onClick={() => setForm({ kind: 'create' })}>
            <PlusIcon data-slot="icon" aria-hidden="true" />
            {T.createOffering}
          </Button>
        )
      }
    >
      {toggle.error && (
        <Alert kind="error" onDismiss={toggle.reset}>
          {toggle.error}
        </Alert>
      )}
      <QueryStatus query={offerings} failure={F.loadOfferings} loading={T.loadingOfferings}>
        <DataTable
          label={`${T.offeringsHeading} of ${bank.name}`}
          rows={offerings.data ?? []}
          rowKey={(o) => o.id}
          empty={T.noOfferings}
          columns={columns}
        />
      </QueryStatus>
      <OfferingFormDialog mode={form} bank={bank} character={character} onClose={() => setForm(null)} />
      <DeleteOfferingDialog
        offering={deleting}
        bank={bank}
        character={character}
        onClose={() => setDeleting(null)}
      />
    </DetailSection>
  )
}

/**
 * Open Account where the server will take it; an inactive offering says why there is none (422
 * otherwise). A deceased character's note stands above the whole dialog.
 */
function OpenAccountCell({
  offering,
  refusal,
  onOpen,
}: {
  offering: Offering
  refusal: OpenAccountRefusal | null
  onOpen: () => void
}) {
  if (refusal === 'inactive') return <span className="text-xs text-subtle">{T.inactiveOpensNone}</span>
  if (refusal) return null
  return (
    <Button color="secondary" size="sm" aria-label={T.openAccountWith(offering.name)} onClick={onOpen}>
      {T.openAccount}
    </Button>
  )
}
