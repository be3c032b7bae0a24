import { useState } from 'react'
import { UserPlusIcon } from '@heroicons/react/20/solid'
import { bankMutations } from '@/api/banks'
import type { Bank, BankOfficer } from '@/api/banks.types'
import { mapVariables, useApiMutation } from '@/api/query'
import { notify } from '@/state/notices'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { DataTable } from '@/ui/data-table'
import { ErrorMessage, Field, Input, Label } from '@/ui/field'
import { useFieldMarks } from '@/ui/field-problems'
import { FormDialog } from '@/ui/form-dialog'
import { formatDate } from '@/lib/time'
import { DetailSection } from './DetailSection'
import { sameName } from '@/lib/names'
import { RemovalDialog } from './RemovalDialog'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'

export interface OfficersSectionProps {
  bank: Bank
  officers: readonly BankOfficer[]
  isOfficer: boolean
  character: string
}

/** The officers table; officers add others and remove anyone but themselves (spec section 6). */
export function OfficersSection({ bank, officers, isOfficer, character }: OfficersSectionProps) {
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<string | null>(null)
  return (
    <DetailSection
      id="bank-officers-heading"
      title={T.officersHeading}
      actions={
        isOfficer && (
          <Button color="secondary" size="sm" onClick={() => setAdding(true)}>
            <UserPlusIcon data-slot="icon" aria-hidden="true" />
            {T.addOfficer}
          </Button>
        )
      }
    >
      <DataTable
        label={`${T.officersHeading} of ${bank.name}`}
        rows={officers}
        rowKey={(o) => o.name}
        dense
        columns={[
          {
            header: T.officerName,
            cell: (o) => o.name,
            cardTitle: true,
            className: 'font-medium text-strong',
          },
          { header: T.appointed, cell: (o) => (o.appointedAt ? formatDate(o.appointedAt) : '—') },
          ...(isOfficer
            ? [
                {
                  header: T.columnActions,
                  actions: true,
                  align: 'right' as const,
                  cell: (o: BankOfficer) =>
                    sameName(o.name, character) ? (
                      <Badge color="info">{T.you}</Badge>
                    ) : (
                      <Button
                        color="plain"
                        size="sm"
                        aria-label={`${T.remove} ${o.name}`}
                        onClick={() => setRemoving(o.name)}
                      >
                        {T.remove}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      <AddOfficerDialog open={adding} bank={bank} character={character} onClose={() => setAdding(false)} />
      <RemoveOfficerDialog
        officer={removing}
        bank={bank}
        character={character}
        onClose={() => setRemoving(null)}
      />
    </DetailSection>
  )
}

function AddOfficerDialog({
  open,
  bank,
  character,
  onClose,
}: {
  open: boolean
  bank: Bank
  character: string
  onClose: () => void
}) {
  return open ? <AddOfficerForm bank={bank} character={character} onClose={onClose} /> : null
}

function AddOfficerForm({
  bank,
  character,
  onClose,
}: {
  bank: Bank
  character: string
  onClose: () => void
}) {
  const [name, setName] = useState('')
  const adding = (officerName: string) => ({ officerName, addedBy: character })
  const add = useApiMutation(mapVariables(bankMutations.addOfficer(bank.id), adding), {
    texts: F.addOfficer,
    onSuccess: (answer, officerName) => {
      notify('success', answer.message || T.officerAdded(officerName))
      onClose()
    },
  })
  // The spec's text is about the one field: said there, once, with the focus on it.
  const marks = useFieldMarks()
  const missing = name.trim() ? undefined : T.enterOfficerName
  const problem = marks.shown({ name: missing }).name
  return (
    <FormDialog
      open
      onClose={onClose}
      title={T.addOfficer}
      description={T.addOfficerDescription(bank.name)}
      error={add.error}
      busy={add.busy}
      submitLabel={T.addOfficerSubmit}
      busyLabel={T.addOfficerBusy}
      onSubmit={() => (marks.blocked({ name: missing }) ? add.reset() : add.submit(name.trim()))}
    >
      <Field>
        <Label>{T.officerNameLabel}</Label>
        <Input
          autoFocus
          value={name}
          maxLength={64}
          invalid={!!problem}
          onChange={(event) => setName(event.target.value)}
        />
        {problem && <ErrorMessage>{problem}</ErrorMessage>}
      </Field>
    </FormDialog>
  )
}

function RemoveOfficerDialog({
  officer,
  bank,
  character,
  onClose,
}: {
  officer: string | null
  bank: Bank
  character: string
  onClose: () => void
}) {
  return (
    <RemovalDialog
      target={officer}
      change={bankMutations.removeOfficer(bank.id, character)}
      texts={F.removeOfficer}
      done={(name) => T.officerRemoved(name)}
      title={T.removeOfficerTitle}
      confirmLabel={T.removeOfficerSubmit}
      busyLabel={T.removeOfficerBusy}
      onClose={onClose}
    >
      {(name) => <p>{T.removeOfficerBody(name, bank.name)}</p>}
    </RemovalDialog>
  )
}
