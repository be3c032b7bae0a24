import {
  ArrowLeftIcon,
  ArrowRightStartOnRectangleIcon,
  CameraIcon,
  PencilSquareIcon,
  UserPlusIcon,
} from '@heroicons/react/20/solid'
import { useState } from 'react'
import { nationMutations, nationQueries } from '@/api/nations'
import type { Nation } from '@/api/nations.types'
import { useApiMutation } from '@/api/query'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { GlassCard } from '@/ui/card'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { DescriptionList } from '@/ui/description-list'
import { QueryStatus } from '@/ui/load-status'
import { Skeleton } from '@/ui/skeleton'
import { Tabs } from '@/ui/tabs'
import { formatDate } from '@/lib/time'
import { notify } from '@/state/notices'
import { InviteMemberDialog } from './InviteMemberDialog'
import { ActiveBadge, RoleBadge } from './NationCard'
import { EditNationDialog } from './NationFormDialog'
import { NationIcon } from './NationIcon'
import { NationIconDialog } from './NationIconDialog'
import { NationMembers } from './NationMembers'
import { roleIn, type Role } from './nation-list'
import { nationRights } from './refusals'
import { NATION_FAILURES, NATION_TEXTS } from './texts'
import { TreasuryPanel } from './treasury/TreasuryPanel'
import { useCharacterName, useSelectedCharacter } from '@/state/session'
import { useQuery } from '@tanstack/react-query'

type TabKey = 'details' | 'treasury'

export interface NationDetailProps {
  id: string
  /** Back to the list (also after leaving the nation). */
  onBack: () => void
}

/** One nation (GET /nations/{id}): tabs Nation Details and, for its officers, Treasury. */
export function NationDetail({ id, onBack }: NationDetailProps) {
  const me = useCharacterName()
  const nation = useQuery(nationQueries.detail(id))
  const memberships = useQuery(nationQueries.memberships(me))
  const role = nation.data ? roleIn(nation.data, me, memberships.data ?? []) : null

  return (
    <div className="space-y-4">
      <Button color="plain" size="sm" onClick={onBack} className="-ml-3">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {NATION_TEXTS.backToList}
      </Button>
      <QueryStatus query={nation} failure={NATION_FAILURES.loadNation} loading={<DetailSkeleton />}>
        {nation.data && <NationView nation={nation.data} role={role} onLeft={onBack} />}
      </QueryStatus>
    </div>
  )
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label={NATION_TEXTS.loadingNation} className="space-y-4">
      <span className="sr-only">{NATION_TEXTS.loadingNation}</span>
      <Skeleton className="h-36" />
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-64" />
    </div>
  )
}

type DialogKey = 'edit' | 'invite' | 'icon' | 'leave'

const LAST_OFFICER_ID = 'nation-last-officer'

function NationView({ nation, role, onLeft }: { nation: Nation; role: Role | null; onLeft: () => void }) {
  const me = useCharacterName()
  const isOfficer = role === 'officer'
  // What the server would refuse is not offered, and the page says why (issue 36): the dead act on
  // nothing; the last officer stays while others remain.
  const deceased = useSelectedCharacter()?.isDeceased === true
  const rights = nationRights(nation, role, deceased)
  const [tab, setTab] = useState<TabKey>('details')
  const [dialog, setDialog] = useState<DialogKey | null>(null)
  const close = () => setDialog(null)
  const leave = useApiMutation(nationMutations.leave(nation.id), {
    texts: NATION_FAILURES.leave,
    onSuccess: (answer) => {
      notify('success', answer.message || NATION_TEXTS.youLeft(nation.name))
      close()
      onLeft()
    },
  })
  const tabs = isOfficer
    ? [
        { key: 'details' as const, label: NATION_TEXTS.detailsTab },
        { key: 'treasury' as const, label: NATION_TEXTS.treasuryTab },
      ]
    : [{ key: 'details' as const, label: NATION_TEXTS.detailsTab }]
  const shownTab = isOfficer ? tab : 'details'
  const icon = (
    <NationIcon
      url={nation.profilePictureUrl}
      abbreviation={nation.abbreviation}
      name={nation.name}
      size={80}
    />
  )

  return (
    <div className="space-y-4 sm:space-y-6">
      <GlassCard>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          {rights.manage ? (
            <button
              type="button"
              onClick={() => setDialog('icon')}
              title={NATION_TEXTS.uploadIcon}
              className="group relative w-fit shrink-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {/* Named by hidden text, not aria-label: the icon's letters are decoration. */}
              <span className="sr-only">{NATION_TEXTS.uploadIcon}</span>
              {icon}
              <span className="absolute -right-1.5 -bottom-1.5 grid size-8 place-items-center rounded-full border border-line-solid bg-surface-high text-fg shadow-lg group-hover:bg-accent">
                <CameraIcon className="size-4" aria-hidden="true" />
              </span>
            </button>
          ) : (
            icon
          )}
          <div className="min-w-0 flex-1 space-y-2">
            <h2 className="text-2xl font-semibold break-words text-strong">{nation.name}</h2>
            {(nation.isActive || role) && (
              <div className="flex flex-wrap items-center gap-2">
                <ActiveBadge nation={nation} align="start" />
                {role && <RoleBadge role={role} />}
              </div>
            )}
            <p className="text-sm text-subtle">
              <span className="font-medium text-muted">{nation.abbreviation}</span>
              <span aria-hidden="true"> · </span>
              {NATION_TEXTS.created(formatDate(nation.createdAt))}
              <span aria-hidden="true"> · </span>
              {NATION_TEXTS.membersCount(nation.totalMembers)}
            </p>
            {(rights.manage || rights.leave || rights.leaveRefusal === 'lastOfficer') && (
              <div className="flex flex-wrap items-center gap-2 pt-1">
                {rights.manage && (
                  <>
                    <Button color="secondary" size="sm" onClick={() => setDialog('edit')}>
                      <PencilSquareIcon className="size-4" aria-hidden="true" />
                      {NATION_TEXTS.edit}
                    </Button>
                    <Button size="sm" onClick={() => setDialog('invite')}>
                      <UserPlusIcon className="size-4" aria-hidden="true" />
                      {NATION_TEXTS.inviteMember}
                    </Button>
                  </>
                )}
                <Button
                  color="plain"
                  size="sm"
                  disabled={!rights.leave}
                  aria-describedby={rights.leave ? undefined : LAST_OFFICER_ID}
                  onClick={() => setDialog('leave')}
                >
                  <ArrowRightStartOnRectangleIcon className="size-4" aria-hidden="true" />
                  {NATION_TEXTS.leaveNation}
                </Button>
                {rights.leaveRefusal === 'lastOfficer' && (
                  <p id={LAST_OFFICER_ID} className="basis-full text-sm text-subtle">
                    {NATION_TEXTS.lastOfficerLeave(nation.name)}
                  </p>
                )}
              </div>
            )}
          </div>
        </div>
      </GlassCard>
      {deceased && <Alert kind="info">{NATION_TEXTS.deceasedReadOnly(me)}</Alert>}

      <Tabs tabs={tabs} selected={shownTab} onChange={setTab}>
        {shownTab === 'treasury' ? (
          <TreasuryPanel nation={nation} readOnly={!rights.manage} />
        ) : (
          <NationDetails nation={nation} isOfficer={rights.manage} />
        )}
      </Tabs>

      {rights.manage && (
        <>
          <EditNationDialog open={dialog === 'edit'} onClose={close} nation={nation} />
          <InviteMemberDialog open={dialog === 'invite'} onClose={close} nation={nation} />
          <NationIconDialog open={dialog === 'icon'} onClose={close} nation={nation} />
        </>
      )}
      <ConfirmDialog
        open={dialog === 'leave'}
        onClose={() => {
          close()
          leave.reset()
        }}
        title={NATION_TEXTS.leaveTitle(nation.name)}
        confirmLabel={NATION_TEXTS.leaveNation}
        busyLabel={NATION_TEXTS.leaving}
        destructive
        busy={leave.busy}
        error={leave.error}
        onConfirm={() => leave.submit(me)}
      >
        <p>{NATION_TEXTS.leaveBody(isOfficer, nation.name)}</p>
      </ConfirmDialog>
    </div>
  )
}

function NationDetails({ nation, isOfficer }: { nation: Nation; isOfficer: boolean }) {
  return (
    // A phone reads the description, then the nation's info, then its (long) citizen list
    // (issue 36); from lg up the info stands to the right of both.
    <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
      <GlassCard className="min-w-0 lg:col-span-2">
        <h3 className="mb-2 text-base font-semibold text-strong">{NATION_TEXTS.description}</h3>
        {nation.description ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-soft">
            {nation.description}
          </p>
        ) : (
          <p className="text-sm text-subtle italic">{NATION_TEXTS.noDescription}</p>
        )}
      </GlassCard>
      <GlassCard className="h-fit min-w-0 lg:col-start-3 lg:row-span-2 lg:row-start-1">
        <h3 className="mb-1 text-base font-semibold text-strong">{NATION_TEXTS.nationInfo}</h3>
        <DescriptionList
          items={[
            { term: NATION_TEXTS.fullName, details: nation.name },
            { term: NATION_TEXTS.abbreviation, details: nation.abbreviation },
            { term: NATION_TEXTS.createdTerm, details: formatDate(nation.createdAt) },
            {
              term: NATION_TEXTS.nationalCurrency,
              details: nation.nationalCurrency ?? NATION_TEXTS.noCurrency,
            },
            {
              term: NATION_TEXTS.members,
              details: NATION_TEXTS.membersActive(nation.totalMembers, nation.activeMembersCount),
            },
          ]}
        />
      </GlassCard>
      <div className="min-w-0 lg:col-span-2">
        <NationMembers nation={nation} isOfficer={isOfficer} />
      </div>
    </div>
  )
}
