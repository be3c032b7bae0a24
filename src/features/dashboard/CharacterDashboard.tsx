import { useState, type ComponentType } from 'react'
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
import { session, useSelectedCharacter } from '@/state/session'
import { backToDashboard, game, openSection } from '@/state/game'
import { BiographyDialog, ProfilePictureDialog } from '@/features/profile'
import { formatDate } from '@/lib/time'
import { DashboardTiles, SkillsPlaceholder } from './DashboardTiles'
import { useMediaQuery } from '@/lib/use-media-query'
import clsx from 'clsx'
import { PanelSlot, type PanelsModule } from './panel-slot'
import type { PanelProps } from './panels/props'
import { DASHBOARD_TEXTS, PANEL_TEXTS, PROFILE_CARD_TEXTS } from './texts'

/** The player's home screen for the selected character (spec section 2, Character dashboard). */
export function CharacterDashboard() {
  const snap = useSnapshot(session)
  const character = useSelectedCharacter()
  const { section } = useSnapshot(game)

  if (!character) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <Alert kind="warning">{DASHBOARD_TEXTS.notFound}</Alert>
      </div>
    )
  }

  const panel: SlotProps = {
    character: character.name,
    deceased: character.isDeceased,
    accountUuid: snap.auth?.credentials.uuid ?? '',
  }
  return (
    // Phone first: name, money, since the last visit, recent activity, then the compact area tiles,
    // roles and the biography (issue 36); from lg up every card has its place in the grid: the
    // profile and biography on the left of the money and the news, the tiles across below them.
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4 px-4 py-6 sm:gap-6 sm:py-8 lg:grid-cols-12">
      <ProfileCard character={character} className="lg:col-span-5 lg:col-start-1 lg:row-start-1" />
      <DashboardPanel name="money" {...panel} />
      <DashboardPanel name="since" {...panel} />
      <DashboardPanel name="recent" {...panel} />
      {/* Its padding keeps the tiles' focus rings inside what the laid-out-when-near box paints. */}
      <div className={clsx('-m-1 p-1 lg:col-span-12 lg:row-start-3', LAID_OUT_WHEN_NEAR)}>
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
      <DashboardPanel name="roles" {...panel} />
      <BiographyCard
        character={character}
        className={clsx('lg:col-span-5 lg:col-start-1 lg:row-start-2', LAID_OUT_WHEN_NEAR)}
      />
    </div>
  )
}

/**
 * Cards a phone shows only once scrolled to: the browser skips their style, layout and paint
 * until they come near the window (they stay in the page for find-in-page and assistive
 * technology), so the dashboard's first layout is the cards on screen, not the whole page. The
 * height stands in until each was first laid out, then the browser remembers the real one.
 */
const LAID_OUT_WHEN_NEAR = '[content-visibility:auto] [contain-intrinsic-size:auto_16rem]'

/** What the dashboard gives every panel (Since your last visit also needs the signed-in account). */
type SlotProps = Omit<PanelProps, 'id' | 'className'> & { accountUuid: string }

/**
 * The dashboard's panels, one entry each: its texts (title, loading label), where it sits from lg
 * up (below lg the page is one column in document order) and its component in the panels' chunk.
 * Its reads refresh themselves (queries.ts). A new panel is its component in panels/, its texts,
 * an entry here and a `<DashboardPanel>` where it stands in the page.
 */
interface PanelEntry {
  texts: { title: string; loading: string }
  place: string
  of: (panels: PanelsModule) => ComponentType<PanelProps & { accountUuid: string }>
}

const PANELS: Record<'money' | 'since' | 'recent' | 'roles', PanelEntry> = {
  money: {
    texts: PANEL_TEXTS.money,
    place: 'lg:col-span-7 lg:col-start-6 lg:row-start-1',
    of: (panels: PanelsModule) => panels.MoneyPanel,
  },
  since: {
    texts: PANEL_TEXTS.since,
    place: clsx('lg:col-span-7 lg:col-start-6 lg:row-start-2', LAID_OUT_WHEN_NEAR),
    of: (panels: PanelsModule) => panels.SinceLastVisitPanel,
  },
  recent: {
    texts: PANEL_TEXTS.recent,
    place: clsx('lg:col-span-7 lg:col-start-1 lg:row-start-4', LAID_OUT_WHEN_NEAR),
    of: (panels: PanelsModule) => panels.RecentActivityPanel,
  },
  roles: {
    texts: PANEL_TEXTS.roles,
    place: clsx('lg:col-span-5 lg:col-start-8 lg:row-start-4', LAID_OUT_WHEN_NEAR),
    of: (panels: PanelsModule) => panels.RolesPanel,
  },
}

/** One panel in its slot: a skeleton until the chunk arrives, its failure kept inside it. */
function DashboardPanel({ name, ...props }: SlotProps & { name: keyof typeof PANELS }) {
  const { texts, place, of } = PANELS[name]
  const id = `dashboard-${name}`
  return (
    <PanelSlot
      id={id}
      title={texts.title}
      loadingLabel={texts.loading}
      className={place}
      render={(panels) => {
        const Panel = of(panels)
        return <Panel id={id} className={place} {...props} />
      }}
    />
  )
}

function ProfileCard({ character, className }: { character: Character; className?: string }) {
  const [editing, setEditing] = useState(false)
  const wide = useMediaQuery('(min-width: 640px)')
  const src = useImageSrc(character.profilePictureUrl)
  const size = wide ? 100 : 72

  return (
    <GlassCard className={className}>
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <div className="relative shrink-0">
          <Avatar
            src={src}
            name={character.name}
            size={size}
            dimmed={character.isDeceased}
            tone={character.isRecent ? 'green' : 'blue'}
          />
          {!character.isDeceased && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={PROFILE_CARD_TEXTS.editPicture}
              title={PROFILE_CARD_TEXTS.editPicture}
              className="absolute -right-1 -bottom-1 grid size-10 place-items-center sm:size-8 pointer-coarse:size-10 rounded-full border border-line-solid bg-surface-high text-fg shadow-lg hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <CameraIcon className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-2xl font-semibold break-words text-strong sm:text-3xl">{character.name}</h1>
          {(character.isRecent || character.isDeceased) && (
            <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
              {character.isRecent && !character.isDeceased && (
                <Badge color="success">{DASHBOARD_TEXTS.recent}</Badge>
              )}
              {character.isDeceased && <Badge color="error">Deceased</Badge>}
            </div>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
            <dt className="text-subtle">{PROFILE_CARD_TEXTS.lastSeen}</dt>
            <dd className="text-fg">
              <RelativeTime date={character.lastSeen} />
            </dd>
            <dt className="text-subtle">{PROFILE_CARD_TEXTS.firstUsed}</dt>
            <dd className="text-fg">{formatDate(character.firstUsed)}</dd>
          </dl>
          {character.isDeceased && (
            <p className="text-left text-sm text-subtle">
              {DASHBOARD_TEXTS.deceasedReadOnly(character.name)}
            </p>
          )}
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

function BiographyCard({ character, className }: { character: Character; className?: string }) {
  const [editing, setEditing] = useState(false)
  return (
    <GlassCard className={clsx('flex flex-col', className)}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-strong">{PROFILE_CARD_TEXTS.biography}</h2>
        {!character.isDeceased && (
          <Button
            color="secondary"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={PROFILE_CARD_TEXTS.editBiography}
          >
            <PencilSquareIcon className="size-4" aria-hidden="true" />
            {PROFILE_CARD_TEXTS.edit}
          </Button>
        )}
      </div>
      {character.biography ? (
        <p className="max-h-64 overflow-y-auto text-sm leading-relaxed break-words whitespace-pre-wrap text-soft sm:text-base">
          {character.biography}
        </p>
      ) : (
        <p className="text-sm text-subtle italic">{DASHBOARD_TEXTS.noBiography}</p>
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
