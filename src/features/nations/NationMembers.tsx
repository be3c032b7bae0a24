import { ArrowDownIcon, ArrowUpIcon, UserMinusIcon } from '@heroicons/react/20/solid'
import { useMemo, useState } from 'react'
import clsx from 'clsx'
import { nationMutations } from '@/api/nations'
import type { Nation, NationMember } from '@/api/nations.types'
import { useApiMutation } from '@/api/query'
import { Alert } from '@/ui/alert'
import { Avatar } from '@/ui/avatar'
import { Badge } from '@/ui/badge'
import { GlassCard } from '@/ui/card'
import { ListSearch } from '@/ui/list-search'
import { VirtualGrid } from '@/ui/virtual-grid'
import { LONG_LIST, RENDER_ALL_UP_TO } from '@/ui/list-sizes'
import { PlainList } from '@/ui/virtual-list'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ActionMenu, type MenuAction } from '@/ui/menu'
import { orderMembers } from './nation-list'
import { formatNumber, type Noun } from '@/lib/format'
import { useListSearch } from '@/lib/use-list-search'
import { formatDate } from '@/lib/time'
import { notify } from '@/state/notices'
import { useImageSrc } from '@/state/use-image-src'
import { sameName } from '@/lib/names'
import { NATION_FAILURES, NATION_TEXTS } from './texts'
import { useCharacterName } from '@/state/session'

export interface NationMembersProps {
  nation: Nation
  /** The character is an officer: the member menus are shown. */
  isOfficer: boolean
}

/**
 * The officers and citizens lists with the officers' member menu: Promote to Officer, Demote to
 * Citizen, Remove from Nation (with a confirmation). Never on oneself (spec section 6).
 */
export function NationMembers({ nation, isOfficer }: NationMembersProps) {
  const me = useCharacterName()
  // The member stays set after the confirmation closes, so it keeps its title while fading out.
  const [removing, setRemoving] = useState<NationMember | null>(null)
  const [confirming, setConfirming] = useState(false)
  const done = (message: string) => notify('success', message)
  const promote = useApiMutation(nationMutations.promote(nation.id, me), {
    texts: NATION_FAILURES.promote,
    onSuccess: (answer, name) => done(answer.message || NATION_TEXTS.nowOfficer(name)),
  })
  const demote = useApiMutation(nationMutations.demote(nation.id, me), {
    texts: NATION_FAILURES.demote,
    onSuccess: (answer, name) => done(answer.message || NATION_TEXTS.nowCitizen(name)),
  })
  const remove = useApiMutation(nationMutations.remove(nation.id), {
    texts: NATION_FAILURES.remove,
    onSuccess: (answer, name) => {
      done(answer.message || NATION_TEXTS.removed(name, nation.name))
      setConfirming(false)
    },
  })
  const busy = promote.busy || demote.busy || remove.busy
  const menuError = promote.error ?? demote.error
  /** One message at a time: a new action (or a dismissal) clears the last one's. */
  const clearErrors = () => {
    promote.reset()
    demote.reset()
    remove.reset()
  }
  const start = (action: () => void) => {
    clearErrors()
    action()
  }

  const actionsFor = (member: NationMember): MenuAction[] => {
    if (!isOfficer || sameName(member.name, me)) return []
    const removeAction: MenuAction = {
      label: NATION_TEXTS.remove,
      icon: UserMinusIcon,
      destructive: true,
      disabled: busy,
      onSelect: () =>
        start(() => {
          setRemoving(member)
          setConfirming(true)
        }),
    }
    if (member.role === 'officer') {
      return [
        {
          label: NATION_TEXTS.demote,
          icon: ArrowDownIcon,
          disabled: busy,
          onSelect: () => start(() => demote.submit(member.name)),
        },
        removeAction,
      ]
    }
    return [
      // The dead cannot hold office (server-rules), so they are not offered it.
      ...(member.isDeceased
        ? []
        : [
            {
              label: NATION_TEXTS.promote,
              icon: ArrowUpIcon,
              disabled: busy,
              onSelect: () => start(() => promote.submit(member.name)),
            },
          ]),
      removeAction,
    ]
  }

  // Sorted once per roster, not per render: a big nation has thousands of citizens.
  const officers = useMemo(() => orderMembers(nation.officers), [nation.officers])
  const citizens = useMemo(() => orderMembers(nation.citizens), [nation.citizens])

  return (
    <>
      {menuError && (
        <Alert kind="error" onDismiss={clearErrors}>
          {menuError}
        </Alert>
      )}
      <MemberCard
        title={NATION_TEXTS.officers}
        searchLabel={NATION_TEXTS.searchOfficers}
        noun={NATION_TEXTS.officerNoun}
        members={officers}
        empty={NATION_TEXTS.noOfficers}
        me={me}
        actionsFor={actionsFor}
      />
      <MemberCard
        title={NATION_TEXTS.citizens}
        searchLabel={NATION_TEXTS.searchCitizens}
        noun={NATION_TEXTS.citizenNoun}
        members={citizens}
        empty={NATION_TEXTS.noCitizens}
        me={me}
        actionsFor={actionsFor}
      />
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false)
          remove.reset()
        }}
        title={NATION_TEXTS.removeTitle(removing?.name ?? '', nation.name)}
        confirmLabel={NATION_TEXTS.remove}
        busyLabel={NATION_TEXTS.removing}
        destructive
        busy={remove.busy}
        error={remove.error}
        onConfirm={() => removing && remove.submit(removing.name)}
      >
        <p>{NATION_TEXTS.removeBody}</p>
      </ConfirmDialog>
    </>
  )
}

interface MemberCardProps {
  title: string
  searchLabel: string
  /** What the search counts: "1 officer", "120 officers". */
  noun: Noun
  members: readonly NationMember[]
  empty: string
  me: string
  actionsFor: (member: NationMember) => MenuAction[]
}

const memberTexts = (member: NationMember) => [member.name, member.accountOwner]
const memberKey = (member: NationMember) => member.id || member.name

/**
 * One role's members. A big server's nation has hundreds: past RENDER_ALL_UP_TO only the rows
 * near the viewport are rendered, and past LONG_LIST a search by name (or account) finds one.
 */
function MemberCard({ title, searchLabel, noun, members, empty, me, actionsFor }: MemberCardProps) {
  const headingId = `members-${title.toLowerCase()}`
  const [search, setSearch] = useState('')
  const { matches, searched, stale } = useListSearch(members, memberTexts, search)
  const row = (member: NationMember) => (
    <MemberRow member={member} isMe={sameName(member.name, me)} actions={actionsFor(member)} />
  )
  return (
    <GlassCard>
      <h3 id={headingId} className="mb-3 flex items-baseline gap-2 text-base font-semibold text-strong">
        {title}
        <span className="text-sm font-normal text-subtle tabular-nums">{formatNumber(members.length)}</span>
      </h3>
      {members.length === 0 ? (
        <p className="text-sm text-subtle">{empty}</p>
      ) : (
        <div className="space-y-3">
          {members.length > LONG_LIST && (
            <ListSearch
              value={search}
              onSearch={setSearch}
              label={searchLabel}
              placeholder={NATION_TEXTS.searchMembersPlaceholder}
              searched={searched}
              shown={matches.length}
              total={members.length}
              noun={noun}
            />
          )}
          {matches.length === 0 ? (
            <p className="text-sm text-subtle">{NATION_TEXTS.noMemberMatches(searched.trim())}</p>
          ) : matches.length <= RENDER_ALL_UP_TO ? (
            <PlainList
              items={matches}
              itemKey={memberKey}
              label={title}
              className={clsx('-mx-2', stale && 'opacity-70')}
              renderItem={row}
            />
          ) : (
            <VirtualGrid
              items={matches}
              itemKey={memberKey}
              label={title}
              estimateRowHeight={65}
              gap={0}
              className={clsx('-mx-2', stale && 'opacity-70')}
              renderItem={row}
            />
          )}
        </div>
      )}
    </GlassCard>
  )
}

function MemberRow({
  member,
  isMe,
  actions,
}: {
  member: NationMember
  isMe: boolean
  actions: MenuAction[]
}) {
  const src = useImageSrc(member.profilePictureUrl)
  const joined = member.joinedAt ? formatDate(member.joinedAt) : null
  return (
    <div className="flex items-center gap-3 border-b border-line-soft px-2 py-2.5">
      <Avatar src={src} name={member.name} size={40} dimmed={member.isDeceased} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words text-strong">{member.name}</span>
          {isMe && <Badge color="info">{NATION_TEXTS.you}</Badge>}
          {member.isDeceased && <Badge color="error">{NATION_TEXTS.deceased}</Badge>}
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm text-subtle">
          {member.accountOwner && <span className="break-all">@{member.accountOwner}</span>}
          {joined && <span>{NATION_TEXTS.joined(joined)}</span>}
        </p>
      </div>
      <ActionMenu label={NATION_TEXTS.actionsFor(member.name)} actions={actions} />
    </div>
  )
}
