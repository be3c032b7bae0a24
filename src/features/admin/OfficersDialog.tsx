import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import clsx from 'clsx'
import { useQuery } from '@tanstack/react-query'
import { demoteOfficer, promoteOfficer, removeCitizen } from '@/api/admin'
import { bankQueries } from '@/api/banks'
import { nationQueries } from '@/api/nations'
import { Alert } from '@/ui/alert'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Dialog, DialogActions, DialogBody, DialogDescription, DialogTitle } from '@/ui/dialog'
import { Description, ErrorMessage, Field, Input, Label } from '@/ui/field'
import { useFieldMarks } from '@/ui/field-problems'
import { useErrorUntilEdit } from '@/ui/form-edits'
import { ListSearch } from '@/ui/list-search'
import { QueryStatus } from '@/ui/load-status'
import { LONG_LIST } from '@/ui/list-sizes'
import { VirtualList } from '@/ui/virtual-list'
import { deceasedLast } from '@/lib/deceased-last'
import { useListSearch } from '@/lib/use-list-search'
import { formatDate } from '@/lib/time'
import { SUCCESS_CLEAR_MS } from '@/state/notices'
import { citizenRemoval, officerChange, type OfficerEntity } from './admin-requests'
import { DANGER_OUTLINE } from './entity-cards'
import { ADMIN_CHECKS, ADMIN_FAILURES, ADMIN_PANEL_TEXTS } from './texts'
import { useAdminChange } from './use-admin-change'

const T = ADMIN_PANEL_TEXTS.officers

interface Person {
  name: string
  since: string
  isDeceased: boolean
}

interface Roster {
  officers: Person[]
  /** Nations only: the members who are not officers. */
  citizens: Person[]
}

/**
 * The entity's current officers (and a nation's citizens), read fresh from GET /banks/{id} or
 * GET /nations/{id}; every change refetches them with the lists.
 */
function useRoster(entity: OfficerEntity) {
  const bankId = entity.type === 'bank' ? entity.item.id : null
  const nationId = entity.type === 'nation' ? entity.item.id : null
  const bank = useQuery(bankQueries.detail(bankId ?? ''))
  const nation = useQuery(nationQueries.detail(nationId ?? ''))
  const query = bankId !== null ? bank : nation
  let roster: Roster | undefined
  if (bankId !== null && bank.data) {
    roster = {
      officers: bank.data.officers.map((o) => ({ name: o.name, since: o.appointedAt, isDeceased: false })),
      citizens: [],
    }
  } else if (nationId !== null && nation.data) {
    const person = (m: { name: string; joinedAt: string; isDeceased: boolean }) => ({
      name: m.name,
      since: m.joinedAt,
      isDeceased: m.isDeceased,
    })
    roster = {
      officers: deceasedLast(nation.data.officers.map(person)),
      citizens: deceasedLast(nation.data.citizens.map(person)),
    }
  }
  return { roster, query }
}

/** A success note inside the dialog (the app's banners sit under it); it clears after 3 s. */
function useFlash() {
  const [flash, setFlash] = useState<{ id: number; text: string } | null>(null)
  useEffect(() => {
    if (!flash) return
    const timer = setTimeout(() => setFlash(null), SUCCESS_CLEAR_MS)
    return () => clearTimeout(timer)
  }, [flash])
  return { text: flash?.text ?? null, show: (text: string) => setFlash({ id: Date.now(), text }) }
}

export function OfficersDialog({ entity, onClose }: { entity: OfficerEntity; onClose: () => void }) {
  const { name } = entity.item
  const isNation = entity.type === 'nation'
  const { roster, query: rosterQuery } = useRoster(entity)
  const flash = useFlash()
  const [manualName, setManualName] = useState('')
  const [removing, setRemoving] = useState<string | null>(null)

  const promote = useAdminChange({
    call: promoteOfficer,
    texts: ADMIN_FAILURES.promote,
    done: (body) => T.promoted(body.characterName),
    banner: false,
    onSuccess: (body, message) => {
      flash.show(message)
      if (body.characterName === manualName.trim()) setManualName('')
    },
  })
  const demote = useAdminChange({
    call: demoteOfficer,
    texts: ADMIN_FAILURES.demote,
    done: (body) => T.demoted(body.characterName),
    banner: false,
    onSuccess: (_, message) => flash.show(message),
  })
  const remove = useAdminChange({
    call: removeCitizen,
    texts: ADMIN_FAILURES.removeCitizen,
    done: (body) => T.removed(body.characterName),
    banner: false,
    onSuccess: (_, message) => {
      setRemoving(null)
      flash.show(message)
    },
  })
  const changes = [promote, demote, remove]
  const busy = changes.some((c) => c.busy)
  const banner = useErrorUntilEdit(promote.error ?? demote.error ?? (removing ? null : remove.error))
  const failure = banner.error
  // One failure at a time: starting a change clears what the others said.
  const only = (keep: (typeof changes)[number]) => {
    banner.submitted()
    changes.forEach((c) => c !== keep && c.reset())
  }

  const promoteName = (person: string) => {
    only(promote)
    promote.send(officerChange(person, entity))
  }
  const demoteName = (person: string) => {
    only(demote)
    demote.send(officerChange(person, entity))
  }
  const askRemoval = (person: string) => {
    only(remove)
    remove.reset()
    setRemoving(person)
  }
  // An empty name: the spec's banner, and the field marked and focused (issue 36).
  const marks = useFieldMarks()
  const manualMissing = manualName.trim() ? undefined : ADMIN_CHECKS.manualNameMissing
  const manualProblem = marks.shown({ name: manualMissing }).name
  const submitManual = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    marks.blocked({ name: manualMissing })
    promoteName(manualName)
  }
  // Officers of a nation and its citizens alike can be removed from it.
  const removeButton = (person: string) => (
    <RowButton label={T.remove} person={person} disabled={busy} onClick={askRemoval} danger />
  )

  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onClose()
      }}
      size="lg"
    >
      <DialogTitle>{T.title(name)}</DialogTitle>
      <DialogDescription>{T.description[entity.type]}</DialogDescription>
      <DialogBody>
        {failure && <Alert kind="error">{failure}</Alert>}
        {flash.text && <Alert kind="success">{flash.text}</Alert>}
        <QueryStatus query={rosterQuery} failure={ADMIN_FAILURES.details} loading={T.loading}>
          {roster && (
            <>
              <PeopleSection
                heading={T.current}
                empty={T.noOfficers}
                people={roster.officers}
                sinceLabel={isNation ? T.joined : T.appointed}
                actions={(person) => (
                  <>
                    <RowButton label={T.demote} person={person.name} disabled={busy} onClick={demoteName} />
                    {isNation && removeButton(person.name)}
                  </>
                )}
              />
              {isNation && (
                <PeopleSection
                  heading={T.citizens}
                  empty={T.noCitizens}
                  people={roster.citizens}
                  sinceLabel={T.joined}
                  actions={(person) => (
                    <>
                      {/* The dead cannot hold office (server-rules): only removal is offered. */}
                      {!person.isDeceased && (
                        <RowButton
                          label={T.promote}
                          person={person.name}
                          disabled={busy}
                          onClick={promoteName}
                        />
                      )}
                      {removeButton(person.name)}
                    </>
                  )}
                />
              )}
            </>
          )}
        </QueryStatus>
        <form
          onSubmit={submitManual}
          onChange={banner.edited}
          noValidate
          className="rounded-xl bg-surface-raised p-3 ring-1 ring-line sm:p-4"
        >
          <h3 className="text-sm font-semibold text-strong">{T.manualHeading}</h3>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
            <Field className="min-w-0 flex-1" disabled={busy}>
              <Label className="sr-only">{T.manualLabel}</Label>
              <Input
                autoComplete="off"
                placeholder={T.manualLabel}
                value={manualName}
                invalid={!!manualProblem}
                onChange={(event) => setManualName(event.target.value)}
              />
              <Description>{T.manualHint[entity.type]}</Description>
              {manualProblem && <ErrorMessage>{manualProblem}</ErrorMessage>}
            </Field>
            <Button type="submit" disabled={busy}>
              {T.promote}
            </Button>
          </div>
        </form>
      </DialogBody>
      <DialogActions>
        <Button color="secondary" onClick={onClose} disabled={busy}>
          {T.close}
        </Button>
      </DialogActions>

      {isNation && (
        <ConfirmDialog
          open={removing !== null}
          onClose={() => setRemoving(null)}
          destructive
          title={T.removeTitle(removing ?? '', name)}
          confirmLabel={T.remove}
          busyLabel={T.removing}
          busy={remove.busy}
          error={remove.error}
          onConfirm={() => removing && remove.send(citizenRemoval(removing, entity.item))}
        >
          <p>{T.removeBody(removing ?? '', name)}</p>
        </ConfirmDialog>
      )}
    </Dialog>
  )
}

const personName = (person: Person) => [person.name]
const personKey = (person: Person) => person.name
const nameOf = (person: Person) => person.name

function PeopleSection({
  heading,
  empty,
  people,
  sinceLabel,
  actions,
}: {
  heading: string
  empty: string
  people: readonly Person[]
  sinceLabel: string
  actions: (person: Person) => ReactNode
}) {
  const [search, setSearch] = useState('')
  const { matches, searched, stale } = useListSearch(people, personName, search)
  // A nation of hundreds: found by name, and only the names in the box are in the page.
  const long = people.length > LONG_LIST
  return (
    <section aria-label={heading} className="space-y-2">
      <h3 className="text-sm font-semibold text-strong">{heading}</h3>
      {people.length === 0 ? (
        <p className="text-sm text-subtle">{empty}</p>
      ) : (
        <>
          {long && (
            <ListSearch
              value={search}
              onSearch={setSearch}
              label={T.searchLabel(heading)}
              placeholder={T.searchPlaceholder}
              searched={searched}
              shown={matches.length}
              total={people.length}
              noun={T.people}
            />
          )}
          {matches.length === 0 ? (
            <p className="text-sm text-subtle">{T.noMatch(searched.trim())}</p>
          ) : (
            // A long roster scrolls inside its box, so the dialog's messages stay in view.
            <VirtualList
              items={matches}
              itemKey={personKey}
              itemLabel={nameOf}
              label={heading}
              estimateItemHeight={60}
              className={clsx('max-h-64 rounded-xl ring-1 ring-line', stale && 'opacity-70')}
              itemClassName="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-line-soft px-3 py-2.5"
              renderItem={(person) => (
                <>
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium [overflow-wrap:anywhere] text-strong">
                      {person.name}
                      {person.isDeceased && <Badge>{ADMIN_PANEL_TEXTS.card.deceased}</Badge>}
                    </p>
                    {person.since && (
                      <p className="text-xs text-subtle">
                        {sinceLabel} {formatDate(person.since)}
                      </p>
                    )}
                  </div>
                  <div className="flex shrink-0 gap-2">{actions(person)}</div>
                </>
              )}
            />
          )}
        </>
      )}
    </section>
  )
}

function RowButton({
  label,
  person,
  disabled,
  onClick,
  danger = false,
}: {
  label: string
  person: string
  disabled: boolean
  onClick: (person: string) => void
  danger?: boolean
}) {
  return (
    <Button
      size="sm"
      color="secondary"
      aria-label={`${label} ${person}`}
      disabled={disabled}
      onClick={() => onClick(person)}
      className={danger ? DANGER_OUTLINE : undefined}
    >
      {label}
    </Button>
  )
}
