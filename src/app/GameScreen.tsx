import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { ArrowLeftIcon, ArrowRightStartOnRectangleIcon } from '@heroicons/react/20/solid'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { logout, session } from '@/state/session'
import { backToDashboard, closeSharedDialog, game, type Section } from '@/state/game'
import { useBackStep } from '@/lib/use-back-step'
import { useFocusHeading } from '@/lib/focus-heading'
import { ensureFocusRescue } from '@/lib/focus-rescue'
import { CharacterDashboard } from '@/features/dashboard'
import { BrandBadge } from '@/features/auth'
import { NationsSection, useNationListPrefetch } from '@/features/nations'
import { runtime } from '@/config/runtime'
import { DialogErrorBoundary } from '@/ui/dialog-error-boundary'
import { ErrorBoundary } from '@/ui/error-boundary'
import { lazyChunk } from '@/lib/lazy-chunk'
import { returnToCharacters } from './navigation'
import { MAIN_CONTENT_ID } from './SkipLink'
import { ThemeMenu } from '@/ui/theme-menu'
import { APP_TEXTS } from './app-texts'
import { GAME_HEADER_TEXTS, SECTION_TITLE_TEXTS } from './game-texts'
import { LanguageSwitcher } from '@/ui/language-switcher'

// Every area is its own chunk, downloaded when first opened (the login never pays for them);
// Nation Management's entry is lazy itself, so the game screen can ask early for its list.
const AdminPanel = lazyChunk(
  () => import('@/features/admin'),
  (m) => m.AdminPanel,
)
const RelationsSection = lazyChunk(
  () => import('@/features/relations'),
  (m) => m.RelationsSection,
)
const BankingSection = lazyChunk(
  () => import('@/features/banking'),
  (m) => m.BankingSection,
)
const TransferDialog = lazyChunk(
  () => import('@/features/transfers'),
  (m) => m.TransferDialog,
)
const LedgerDialog = lazyChunk(
  () => import('@/features/ledger'),
  (m) => m.LedgerDialog,
)

/** Titles of the areas the dashboard tiles open. */
export const SECTION_TITLES: Record<Exclude<Section, 'dashboard' | 'skills'>, string> = SECTION_TITLE_TEXTS

/** The signed-in game: a bar with the way back and out, then the section or the admin panel. */
export function GameScreen() {
  const snap = useSnapshot(session)
  const { section, focus } = useSnapshot(game)
  const adminPanel = !!snap.session?.isAdminPanel
  useEffect(ensureFocusRescue, [])
  useNationListPrefetch(adminPanel ? null : section, focus)
  // Back from the game returns to character selection; from an area (Character Skills too), to
  // the dashboard. Tabs within a screen add no history entries anywhere: Back leaves the screen.
  useBackStep(true, () => void returnToCharacters())
  useBackStep(!adminPanel && section !== 'dashboard', backToDashboard)
  // Each page of the game (the dashboard, an area, the admin panel) starts at its heading.
  const main = useRef<HTMLDivElement>(null)
  useFocusHeading(main, adminPanel ? 'admin' : section === 'skills' ? 'dashboard' : section)

  return (
    <>
      <GameHeader playing={snap.session?.selectedDisplayName ?? null} />
      <div ref={main} id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {adminPanel ? (
          <Area>
            <AdminPanel />
          </Area>
        ) : section === 'dashboard' || section === 'skills' ? (
          <CharacterDashboard />
        ) : (
          <SectionFrame title={SECTION_TITLES[section]}>
            {section === 'nations' && <NationsSection />}
            {section === 'relations' && <RelationsSection />}
            {section === 'banking' && <BankingSection />}
          </SectionFrame>
        )}
      </div>
      <SharedDialogs />
    </>
  )
}

/** A lazily loaded area: a spinner while its chunk arrives, a contained error if it cannot. */
function Area({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary resetKeys={[resetKey]}>
      <Suspense
        fallback={
          <div className="mx-auto w-full max-w-6xl px-4 py-10">
            <Spinner label={APP_TEXTS.loading} />
          </div>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  )
}

/** An area's page: a way back to the dashboard above its title, then the area itself. */
function SectionFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:space-y-6 sm:py-8">
      <div className="space-y-2">
        <Button color="plain" size="sm" onClick={backToDashboard} className="-ml-3">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {GAME_HEADER_TEXTS.dashboard}
        </Button>
        <h1 className="text-2xl font-semibold text-strong sm:text-3xl">{title}</h1>
      </div>
      <Area resetKey={title}>{children}</Area>
    </div>
  )
}

/** The transfer and ledger dialogs any area may open, newest on top. */
function SharedDialogs() {
  const { dialogs } = useSnapshot(game)
  return (
    <DialogErrorBoundary resetKeys={[dialogs.length]} onClose={closeSharedDialog}>
      <Suspense fallback={null}>
        {dialogs.map((dialog, index) =>
          dialog.kind === 'transfer' ? (
            <TransferDialog key={index} request={dialog} onClose={closeSharedDialog} />
          ) : (
            <LedgerDialog key={index} request={dialog} onClose={closeSharedDialog} />
          ),
        )}
      </Suspense>
    </DialogErrorBoundary>
  )
}

export function GameHeader({ playing }: { playing: string | null }) {
  const { name } = useSnapshot(runtime).config.branding
  return (
    <div className="border-b border-line bg-surface/40 backdrop-blur">
      <nav
        aria-label={GAME_HEADER_TEXTS.gameNav}
        className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2"
      >
        <div className="flex min-w-0 items-center gap-2">
          <BrandBadge size="sm" />
          {/* On a phone the header holds the logo and the controls: a name cut to "S…" says nothing. */}
          <span className="sr-only font-semibold text-strong sm:not-sr-only sm:truncate">{name}</span>
          {playing && (
            <span className="hidden truncate text-sm text-subtle md:inline">
              <span aria-hidden="true">· </span>
              {GAME_HEADER_TEXTS.playingAs} {playing}
            </span>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitcher compact />
          <ThemeMenu />
          <Button color="plain" size="sm" onClick={() => void returnToCharacters()}>
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            {/* On a phone the arrow alone: with the logo, the globe, the theme and Logout, the
                words do not fit in every language (German's "Zurück" pushed the logo off). */}
            <span className="sr-only sm:not-sr-only">
              {GAME_HEADER_TEXTS.back} {GAME_HEADER_TEXTS.toCharacters}
            </span>
          </Button>
          <Button color="secondary" size="sm" onClick={logout}>
            <ArrowRightStartOnRectangleIcon className="size-4" aria-hidden="true" />
            {/* The narrowest phones (320 px): the icon alone. */}
            <span className="max-[359px]:sr-only">{GAME_HEADER_TEXTS.logout}</span>
          </Button>
        </div>
      </nav>
    </div>
  )
}
