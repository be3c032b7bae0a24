import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { ArrowLeftIcon, PencilSquareIcon, CameraIcon } from '@heroicons/react/20/solid'
import type { Character } from '@/api/auth.types'
import { Avatar } from '@/ui/avatar'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { GlassCard } from '@/ui/card'
import { Alert } from '@/ui/alert'
import { RelativeTime } from '@/ui/relative-time'
import { useImageSrc } from '@/state/use-image-src'
import { session } from '@/state/session'
import { backToDashboard, game, openSection } from '@/state/game'
import { BiographyDialog, ProfilePictureDialog } from '@/features/profile'
import { formatDate } from '@/lib/time'
import { selectedCharacter } from './character'
import { DashboardTiles, SkillsPlaceholder } from './DashboardTiles'
import { useMediaQuery } from '@/lib/use-media-query'
import { DASHBOARD_TEXTS } from './texts'

/** The player's home screen for the selected character (spec section 2, Character dashboard). */
export function CharacterDashboard() {
  const snap = useSnapshot(session)
  const character = selectedCharacter(snap as typeof session)
  const { section } = useSnapshot(game)

  if (!character) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <Alert kind="warning">{DASHBOARD_TEXTS.notFound}</Alert>
      </div>
    )
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:space-y-6 sm:py-8">
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-5">
        <ProfileCard character={character} />
        <BiographyCard character={character} />
      </div>
      {section !== 'skills' ? (
        <DashboardTiles onOpen={openSection} />
      ) : (
        <div className="space-y-3">
          <Button color="plain" onClick={backToDashboard}>
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Back to dashboard
          </Button>
          <SkillsPlaceholder />
        </div>
      )}
    </div>
  )
}

function ProfileCard({ character }: { character: Character }) {
  const [editing, setEditing] = useState(false)
  const wide = useMediaQuery('(min-width: 640px)')
  const src = useImageSrc(character.profilePictureUrl)
  const size = wide ? 100 : 72

  return (
    <GlassCard className="lg:col-span-2">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <div className="relative shrink-0">
          <Avatar
            src={src}
            name={character.name}
            size={size}
            dimmed={character.isDeceased}
            tone={character.isRecent ? 'green' : 'blue'}
          />
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label="Edit profile picture"
            title="Edit profile picture"
            className="absolute -right-1 -bottom-1 grid size-10 place-items-center sm:size-8 pointer-coarse:size-10 rounded-full border border-slate-600 bg-slate-800 text-slate-100 shadow-lg hover:bg-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-400"
          >
            <CameraIcon className="size-4" aria-hidden="true" />
          </button>
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-2xl font-semibold break-words text-white sm:text-3xl">{character.name}</h1>
          {(character.isRecent || character.isDeceased) && (
            <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
              {character.isRecent && !character.isDeceased && (
                <Badge color="success">{DASHBOARD_TEXTS.recent}</Badge>
              )}
              {character.isDeceased && <Badge color="error">Deceased</Badge>}
            </div>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
            <dt className="text-slate-400">Last seen</dt>
            <dd className="text-slate-100">
              <RelativeTime date={character.lastSeen} />
            </dd>
            <dt className="text-slate-400">First used</dt>
            <dd className="text-slate-100">{formatDate(character.firstUsed)}</dd>
          </dl>
        </div>
      </div>
      <ProfilePictureDialog
        open={editing}
        onClose={() => setEditing(false)}
        characterName={character.name}
        currentUrl={character.profilePictureUrl}
      />
    </GlassCard>
  )
}

function BiographyCard({ character }: { character: Character }) {
  const [editing, setEditing] = useState(false)
  return (
    <GlassCard className="flex flex-col lg:col-span-3">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-white">Biography</h2>
        <Button color="secondary" size="sm" onClick={() => setEditing(true)} aria-label="Edit biography">
          <PencilSquareIcon className="size-4" aria-hidden="true" />
          Edit
        </Button>
      </div>
      {character.biography ? (
        <p className="max-h-64 overflow-y-auto text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-200 sm:text-base">
          {character.biography}
        </p>
      ) : (
        <p className="text-sm text-slate-400 italic">{DASHBOARD_TEXTS.noBiography}</p>
      )}
      <BiographyDialog
        open={editing}
        onClose={() => setEditing(false)}
        characterName={character.name}
        currentBiography={character.biography}
      />
    </GlassCard>
  )
}
