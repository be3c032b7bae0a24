import clsx from 'clsx'
import type { Nation } from '@/api/nations.types'
import { Badge } from '@/ui/badge'
import { glassClasses } from '@/ui/card'
import { Tooltip } from '@/ui/tooltip'
import { formatCount, formatNumber, formatPercent, truncateText } from '@/lib/format'
import { formatDate } from '@/lib/time'
import type { Role } from './nation-list'
import { NationIcon } from './NationIcon'
import { NATION_TEXTS } from './texts'

/** Spec section 9: the description preview is cut at 100 characters. */
const PREVIEW_LENGTH = 100

export function ActiveBadge({
  nation,
  align,
}: {
  nation: Pick<Nation, 'isActive' | 'activityPercentage'>
  /** Where the badge sits: 'end' in a card's corner, 'start' at the head of a row. */
  align: 'start' | 'end'
}) {
  if (!nation.isActive) return null
  return (
    <Tooltip
      content={NATION_TEXTS.activeTooltip(formatPercent(nation.activityPercentage))}
      align={align}
      className="z-10"
    >
      <Badge color="success">{NATION_TEXTS.active}</Badge>
    </Tooltip>
  )
}

export function RoleBadge({ role }: { role: Role }) {
  return <Badge color="primary">{role === 'officer' ? NATION_TEXTS.officer : NATION_TEXTS.citizen}</Badge>
}

export interface NationCardProps {
  nation: Nation
  /** The character's role when this is their nation. */
  role: Role | null
  onOpen: (id: string) => void
}

/** One nation in the list; the whole card opens it (its name is the button, stretched over the card). */
export function NationCard({ nation, role, onOpen }: NationCardProps) {
  return (
    <article
      className={clsx(
        glassClasses,
        'relative flex h-full flex-col gap-3 p-4 transition hover:bg-tint/10 sm:p-5',
        'has-[button[data-open-nation]:focus-visible]:outline-2 has-[button[data-open-nation]:focus-visible]:outline-offset-2 has-[button[data-open-nation]:focus-visible]:outline-focus',
        role && 'ring-accent-line/40',
      )}
    >
      <div className="flex items-start gap-3">
        <NationIcon url={nation.profilePictureUrl} abbreviation={nation.abbreviation} name={nation.name} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold break-words text-strong">
            <button
              type="button"
              data-open-nation=""
              onClick={() => onOpen(nation.id)}
              className="text-left outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {nation.name}
            </button>
          </h3>
          <p className="text-sm text-subtle">
            <abbr title={NATION_TEXTS.abbreviation} className="font-medium text-muted no-underline">
              {nation.abbreviation}
            </abbr>
            <span aria-hidden="true"> · </span>
            {NATION_TEXTS.created(formatDate(nation.createdAt))}
          </p>
        </div>
        <ActiveBadge nation={nation} align="end" />
      </div>
      {role && (
        <div className="flex flex-wrap gap-2">
          <Badge color="info">{NATION_TEXTS.yourNation}</Badge>
          <RoleBadge role={role} />
        </div>
      )}
      <p className="flex-1 text-sm break-words text-muted">
        {nation.description ? (
          truncateText(nation.description, PREVIEW_LENGTH)
        ) : (
          <span className="text-subtle italic">{NATION_TEXTS.noDescription}</span>
        )}
      </p>
      <dl className="grid grid-cols-3 gap-2 border-t border-line pt-3 text-sm">
        <Stat term={NATION_TEXTS.officers} value={formatNumber(nation.officerCount)} />
        <Stat term={NATION_TEXTS.citizens} value={formatNumber(nation.citizenCount)} />
        <Stat
          term={NATION_TEXTS.activeTerm}
          value={`${formatNumber(nation.activeMembersCount)}/${formatNumber(nation.totalMembers)}`}
          label={NATION_TEXTS.activeOf(
            nation.activeMembersCount,
            formatCount(nation.totalMembers, NATION_TEXTS.memberNoun),
          )}
        />
      </dl>
    </article>
  )
}

function Stat({ term, value, label }: { term: string; value: string; label?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-subtle">{term}</dt>
      <dd className="font-semibold text-strong tabular-nums">
        {label ? (
          <>
            <span aria-hidden="true">{value}</span>
            <span className="sr-only">{label}</span>
          </>
        ) : (
          value
        )}
      </dd>
    </div>
  )
}
