import { memo } from 'react'
import { BookOpenIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { glassClasses } from '@/ui/card'
import { Avatar } from '@/ui/avatar'
import { Badge } from '@/ui/badge'
import { SkullIcon } from '@/ui/skull-icon'
import { RelativeTime } from '@/ui/relative-time'
import { formatDate } from '@/lib/time'
import { useImageSrc } from '@/state/use-image-src'
import { HeartRating } from './HeartRating'
import type { DirectoryEntry } from './use-directory'
import type { Rating } from './ratings'
import { RELATIONS_TEXTS } from './texts'
import { useLanguage } from '@/lib/i18n/use-language'

export interface PlayerCardProps {
  entry: DirectoryEntry
  rating: Rating
  /** False while the character's ratings are unknown (loading or failed). */
  canRate: boolean
  /** Why the last rating of this player failed (it was rolled back). */
  failure: string | null
  /** The rating shown is on its way to the server. */
  saving: boolean
  /** Admins see pictures even with user content switched off (spec section 4). */
  viewerIsAdmin: boolean
  onRate: (name: string, rating: Rating) => void
  onShowBiography: (entry: DirectoryEntry) => void
}

// People are round avatars and nations and banks rounded squares, at one size on every list card
// (the admin's entity cards too), so a character looks the same wherever it is listed.
const AVATAR_SIZE = 48

/**
 * A player's picture, or the placeholder when user content is off (admins still see it). Only
 * players with a picture pay for following the UGC flag and the session: a page of 50 renders fast.
 */
function Picture({
  url,
  name,
  dimmed,
  viewerIsAdmin,
}: {
  url: string
  name: string
  dimmed: boolean
  viewerIsAdmin: boolean
}) {
  const src = useImageSrc(url, { admin: viewerIsAdmin })
  return <Avatar src={src} name={name} size={AVATAR_SIZE} dimmed={dimmed} />
}

/** One player of the directory: who they are, when they were around, and the character's rating. */
export const PlayerCard = memo(function PlayerCard({
  entry,
  rating,
  canRate,
  failure,
  saving,
  viewerIsAdmin,
  onRate,
  onShowBiography,
}: PlayerCardProps) {
  // memo skips the app's re-render on a language change: it follows the language itself.
  useLanguage()
  const { name, player } = entry
  const deceased = player?.isDeceased ?? false

  return (
    <article
      aria-label={name}
      className={clsx(
        glassClasses,
        'flex w-full min-w-0 flex-col gap-3 p-4',
        deceased && 'bg-surface-dim/40',
      )}
    >
      <div className="flex items-start gap-3">
        {player?.profilePictureUrl ? (
          <Picture
            url={player.profilePictureUrl}
            name={name}
            dimmed={deceased}
            viewerIsAdmin={viewerIsAdmin}
          />
        ) : (
          <Avatar name={name} size={AVATAR_SIZE} dimmed={deceased} />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="leading-snug font-semibold [overflow-wrap:anywhere] text-strong">{name}</h3>
          {player?.accountOwner && (
            <p
              className="truncate text-sm text-subtle"
              title={`${RELATIONS_TEXTS.owner}: ${player.accountOwner}`}
            >
              <span className="sr-only">{RELATIONS_TEXTS.owner}: </span>@{player.accountOwner}
            </p>
          )}
          {deceased && (
            <Badge color="neutral" icon={<SkullIcon />} className="mt-1.5">
              {RELATIONS_TEXTS.deceased}
            </Badge>
          )}
        </div>
        {player && (
          <button
            type="button"
            onClick={() => onShowBiography(entry)}
            aria-label={RELATIONS_TEXTS.biographyOf(name)}
            title={RELATIONS_TEXTS.biography}
            className="-mt-1 -mr-1 grid size-10 shrink-0 place-items-center rounded-lg text-subtle transition-colors hover:bg-tint/10 hover:text-strong focus-visible:outline-2 focus-visible:outline-focus sm:size-8 pointer-coarse:size-10"
          >
            <BookOpenIcon aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>

      {player ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-subtle">{RELATIONS_TEXTS.lastSeen}</dt>
          <dd className="text-soft">
            <RelativeTime date={player.lastSeen} />
          </dd>
          <dt className="text-subtle">{RELATIONS_TEXTS.firstSeen}</dt>
          <dd className="text-soft">{formatDate(player.firstUsed)}</dd>
        </dl>
      ) : (
        <p className="text-xs text-subtle">{RELATIONS_TEXTS.notInDirectory}</p>
      )}

      <div className="mt-auto border-t border-line pt-3">
        <HeartRating
          value={rating}
          label={RELATIONS_TEXTS.ratingOf(name)}
          disabled={!canRate}
          saving={saving}
          onChange={(next) => onRate(name, next)}
        />
        {failure && (
          <p role="alert" className="mt-1 text-xs font-medium [overflow-wrap:anywhere] text-danger-fg">
            {failure}
          </p>
        )}
      </div>
    </article>
  )
})
