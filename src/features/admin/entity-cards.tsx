import { memo, type ReactNode } from 'react'
import clsx from 'clsx'
import { BuildingLibraryIcon } from '@heroicons/react/20/solid'
import type { AdminCharacter } from '@/api/admin.types'
import type { Bank } from '@/api/banks.types'
import type { Nation } from '@/api/nations.types'
import { Avatar } from '@/ui/avatar'
import { NationIcon } from '@/ui/nation-icon'
import { Badge } from '@/ui/badge'
import { SkullIcon } from '@/ui/skull-icon'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { RelativeTime } from '@/ui/relative-time'
import { formatDate } from '@/lib/time'
import { formatNumber, truncateText } from '@/lib/format'
import { useImageSrc } from '@/state/use-image-src'
import type { AdminEntity } from './admin-requests'
import { ADMIN_PANEL_TEXTS } from './texts'
import { useLanguage } from '@/lib/i18n/use-language'

const CARD = ADMIN_PANEL_TEXTS.card
const ACTIONS = ADMIN_PANEL_TEXTS.actions
const FACTS = ADMIN_PANEL_TEXTS.facts

/** Biography and description previews are cut at 100 characters (spec section 9). */
export const PREVIEW_LENGTH = 100

/** A secondary button that removes or deletes: red text, so it is never mistaken for the others. */
export const DANGER_OUTLINE = 'text-danger-strong! ring-danger/30! data-hover:bg-danger-soft/15!'

export type EntityAction = 'edit' | 'delete' | 'deceased' | 'officers' | 'history'

export interface EntityCardProps<T> {
  item: T
  onAction: (action: EntityAction, entity: AdminEntity) => void
}

interface Fact {
  term: string
  details: ReactNode
}

interface ActionButton {
  action: EntityAction
  label: string
  danger?: boolean
}

/** The frame every entity card shares: who, a preview, the list's facts, the admin's actions. */
function EntityCard({
  name,
  leading,
  badges,
  preview,
  facts,
  actions,
  onAction,
  dimmed = false,
}: {
  name: string
  leading: ReactNode
  badges?: ReactNode
  /** A biography or description, cut at 100 characters; `empty` when there is none. */
  preview?: { text: string; empty: string }
  facts: readonly Fact[]
  actions: readonly ActionButton[]
  onAction: (action: EntityAction) => void
  dimmed?: boolean
}) {
  return (
    <article
      aria-label={name}
      className={clsx(
        'flex h-full min-w-0 flex-col rounded-2xl p-4 ring-1 ring-inset',
        dimmed ? 'bg-surface-dim/40 ring-line-soft' : 'bg-surface-raised ring-line',
      )}
    >
      <div className="flex items-start gap-3">
        {leading}
        <div className="min-w-0 flex-1">
          <h3
            className={clsx(
              'leading-snug font-semibold [overflow-wrap:anywhere]',
              dimmed ? 'text-muted' : 'text-strong',
            )}
          >
            {name}
          </h3>
          {badges && <div className="mt-1.5 flex flex-wrap gap-1.5">{badges}</div>}
        </div>
      </div>
      {preview && (
        <p
          // A player's own words: neither the console's catalogue nor a browser's page translation.
          translate={preview.text ? 'no' : undefined}
          className={clsx(
            'mt-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line',
            preview.text ? 'text-muted' : 'text-subtle italic',
          )}
        >
          {preview.text ? truncateText(preview.text, PREVIEW_LENGTH) : preview.empty}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
        {facts.map(({ term, details }) => (
          <div key={term} className="min-w-0">
            <dt className="text-subtle">{term}</dt>
            <dd className="mt-0.5 [overflow-wrap:anywhere] text-fg">{details}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {actions.map(({ action, label, danger }) => (
          <Button
            key={action}
            size="sm"
            color="secondary"
            aria-label={`${label} ${name}`}
            onClick={() => onAction(action)}
            className={clsx(danger && DANGER_OUTLINE)}
          >
            {label}
          </Button>
        ))}
      </div>
    </article>
  )
}

// Text-only buttons: three fit on one line of the narrowest card; a fourth wraps. Labels are
// getters: read at render, in the current language, not once when this chunk loaded.
const actionButton = (
  action: ActionButton['action'],
  label: () => string,
  danger?: boolean,
): ActionButton => ({
  action,
  get label() {
    return label()
  },
  ...(danger ? { danger } : {}),
})
const EDIT = actionButton('edit', () => ACTIONS.edit)
const OFFICERS = actionButton('officers', () => ACTIONS.officers)
const DECEASED = actionButton('deceased', () => ACTIONS.markDeceased)
const DELETE = actionButton('delete', () => ACTIONS.delete, true)
const HISTORY = actionButton('history', () => ACTIONS.balanceHistory)

export const CharacterEntityCard = memo(function CharacterEntityCard({
  item,
  onAction,
}: EntityCardProps<AdminCharacter>) {
  // memo skips the app's re-render on a language change: it follows the language itself.
  useLanguage()
  // Admins see user content even when it is hidden from players (spec section 6).
  const picture = useImageSrc(item.profilePictureUrl, { admin: true })
  return (
    <EntityCard
      name={item.name}
      dimmed={item.isDeceased}
      leading={<Avatar src={picture} name={item.name} size={48} dimmed={item.isDeceased} />}
      badges={
        item.isDeceased ? (
          <Badge color="neutral" icon={<SkullIcon />}>
            {CARD.deceased}
          </Badge>
        ) : undefined
      }
      preview={{ text: item.biography ?? '', empty: CARD.noBiography }}
      facts={[
        { term: FACTS.player, details: item.accountOwner || CARD.none },
        { term: FACTS.nation, details: item.nation ?? CARD.none },
        { term: FACTS.lastSeen, details: <RelativeTime date={item.lastSeen} /> },
        { term: FACTS.firstUsed, details: formatDate(item.firstUsed) },
      ]}
      actions={item.isDeceased ? [EDIT, HISTORY, DELETE] : [EDIT, HISTORY, DECEASED, DELETE]}
      onAction={(action) => onAction(action, { type: 'character', item })}
    />
  )
})

export const BankEntityCard = memo(function BankEntityCard({ item, onAction }: EntityCardProps<Bank>) {
  // memo skips the app's re-render on a language change: it follows the language itself.
  useLanguage()
  return (
    <EntityCard
      name={item.name}
      leading={
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent-bright/20 text-accent-ink ring-1 ring-line-strong">
          <BuildingLibraryIcon aria-hidden="true" className="size-6" />
        </span>
      }
      badges={item.abbreviation ? <Chip color="primary">{item.abbreviation}</Chip> : undefined}
      facts={[
        { term: FACTS.bankId, details: item.id },
        { term: FACTS.jurisdiction, details: item.jurisdictionNation || CARD.none },
        { term: FACTS.activeAccounts, details: formatNumber(item.accountCount) },
        { term: FACTS.officers, details: formatNumber(item.officerCount) },
        { term: FACTS.currency, details: item.nationalCurrency ?? CARD.noCurrency },
        { term: FACTS.created, details: formatDate(item.createdAt) },
      ]}
      actions={[EDIT, OFFICERS, HISTORY, DELETE]}
      onAction={(action) => onAction(action, { type: 'bank', item })}
    />
  )
})

export const NationEntityCard = memo(function NationEntityCard({ item, onAction }: EntityCardProps<Nation>) {
  // memo skips the app's re-render on a language change: it follows the language itself.
  useLanguage()
  const icon = useImageSrc(item.profilePictureUrl, { admin: true })
  return (
    <EntityCard
      name={item.name}
      // A nation's icon as Nation Management draws it; people keep round avatars.
      leading={<NationIcon src={icon} abbreviation={item.abbreviation} name={item.name} size={48} />}
      badges={
        <>
          {item.abbreviation && <Chip color="primary">{item.abbreviation}</Chip>}
          {item.isActive && <Badge color="success">{CARD.active}</Badge>}
        </>
      }
      preview={{ text: item.description, empty: CARD.noDescription }}
      facts={[
        { term: FACTS.officers, details: formatNumber(item.officerCount) },
        { term: FACTS.citizens, details: formatNumber(item.citizenCount) },
        {
          term: FACTS.activeMembers,
          details: FACTS.activeOf(item.activeMembersCount, item.totalMembers),
        },
        { term: FACTS.currency, details: item.nationalCurrency ?? CARD.noCurrency },
        { term: FACTS.created, details: formatDate(item.createdAt) },
      ]}
      actions={[EDIT, OFFICERS, HISTORY, DELETE]}
      onAction={(action) => onAction(action, { type: 'nation', item })}
    />
  )
})
