import { Suspense, useState } from 'react'
import { useSnapshot } from 'valtio'
import {
  ArrowPathIcon,
  BeakerIcon,
  ChevronDownIcon,
  ForwardIcon,
  WrenchScrewdriverIcon,
} from '@heroicons/react/20/solid'
import { Button, buttonClasses } from '@/ui/button'
import { usePhoneLayout } from '@/lib/use-media-query'
import { announceWorldChanged, demo, runDemoAction } from '@/state/demo'
import { forgetWorldTime } from '@/lib/world-time'
import { logout } from '@/state/session'
import { clearNotices, notify } from '@/state/notices'
import { DEMO_TOOLS_TEXTS, FaultsChip } from '@/features/demo'
import { remountScreen } from './screen-reset'
import { lazyChunk, withFullStyles } from '@/lib/lazy-chunk'
import { DEMO_TEXTS } from './demo-banner-texts'
import type { DemoAction } from './DemoBannerControls'

export { DEMO_TEXTS }

// The menu and dialogs are fetched when first pressed (DemoBannerControls.tsx says why).
const loadControls = withFullStyles(() => import('./DemoBannerControls'))
const DemoMenu = lazyChunk(loadControls, (m) => m.DemoMenu)
const DemoDialogs = lazyChunk(loadControls, (m) => m.DemoDialogs)

const failure = (prefix: string, error: unknown) =>
  `${prefix}: ${error instanceof Error && error.message ? error.message : 'unknown error'}`

/**
 * Tells demo users where their data lives and gives them the demo's controls: the tools (faults,
 * ledger check), the economy week and a reset. One compact row: on phones the sentence shortens
 * and the controls fold behind one button.
 */
export function DemoBanner() {
  const snap = useSnapshot(demo)
  const phone = usePhoneLayout()
  const [open, setOpenNow] = useState<'tools' | 'reset' | null>(null)
  // Whether the menu and dialogs were asked for (their chunk is fetched from then on), and
  // whether the phone's menu was pressed before it arrived.
  const [controlsWanted, setControlsWanted] = useState(false)
  const [menuPressed, setMenuPressed] = useState(false)
  const setOpen = (next: 'tools' | 'reset' | null) => {
    if (next) setControlsWanted(true)
    setOpenNow(next)
  }

  if (snap.startError) {
    return (
      <div
        role="alert"
        className="bg-danger-deep/80 px-4 py-2 text-center text-sm text-danger-ink ring-1 ring-danger/30"
      >
        Demo mode could not start: {snap.startError}. Calls to the game world will fail; reload to try again.
      </div>
    )
  }
  // Shown from the app's first render, so the page does not move when the backend is up; its
  // controls wait for it.
  if (!snap.active && !snap.starting) return null
  const disabled = snap.busy || !snap.active

  // Back to the seeded world as if freshly opened: no faults, nobody signed in, no leftover text.
  const reset = async () => {
    try {
      await runDemoAction(async (controls) => {
        controls.faults?.clear()
        await controls.resetDemoData()
      })
      setOpen(null)
      // The reseeded world's clock starts again at the browser's.
      forgetWorldTime()
      logout()
      remountScreen()
      clearNotices()
      notify('success', DEMO_TEXTS.resetDone)
    } catch (error) {
      setOpen(null)
      notify('error', failure(DEMO_TEXTS.resetFailed, error))
    }
  }

  const advance = async () => {
    try {
      await runDemoAction(async (controls) => controls.advanceOneWeek?.())
      // Every figure on screen may have changed: the cache asks for all of them again.
      announceWorldChanged()
      notify('success', DEMO_TEXTS.advanceDone)
    } catch (error) {
      notify('error', failure(DEMO_TEXTS.advanceFailed, error))
    }
  }

  // Until the backend is up: the controls the demo's backend gives (mocks/browser.ts), disabled.
  const { controls } = snap
  const offersTools = !controls || !!(controls.faults || controls.checkLedger)
  const offersAdvance = !controls || !!controls.advanceOneWeek
  const actions: DemoAction[] = [
    ...(offersTools
      ? [{ label: DEMO_TOOLS_TEXTS.open, icon: WrenchScrewdriverIcon, onSelect: () => setOpen('tools') }]
      : []),
    ...(offersAdvance
      ? [{ label: DEMO_TEXTS.advance, icon: ForwardIcon, onSelect: () => void advance() }]
      : []),
    { label: DEMO_TEXTS.reset, icon: ArrowPathIcon, onSelect: () => setOpen('reset') },
  ]

  return (
    <aside
      aria-label="Demo mode"
      className="border-b border-warning/20 bg-warning-soft/10 text-warning-ink backdrop-blur"
    >
      {/* The same width and inset as the game's bar and pages, so the banner lines up with them. */}
      <div className="mx-auto flex max-w-6xl items-center gap-x-3 px-4 py-1.5 sm:py-2">
        <BeakerIcon className="size-4 shrink-0 text-warning-fg" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">{phone ? DEMO_TEXTS.short : DEMO_TEXTS.banner}</p>
        <FaultsChip />
        {phone ? (
          <DemoMenuWhenWanted
            actions={actions}
            disabled={disabled}
            wanted={controlsWanted}
            pressed={menuPressed}
            onPress={() => {
              setControlsWanted(true)
              setMenuPressed(true)
            }}
          />
        ) : (
          <div className="flex shrink-0 items-center gap-2">
            {actions.map(({ label, icon: Icon, onSelect }) => (
              <Button key={label} color="secondary" size="sm" onClick={onSelect} disabled={disabled}>
                <Icon data-slot="icon" aria-hidden="true" />
                {label}
              </Button>
            ))}
          </div>
        )}
      </div>
      {controlsWanted && (
        <Suspense fallback={null}>
          <DemoDialogs
            open={open}
            onClose={() => setOpen(null)}
            busy={snap.busy}
            onReset={() => void reset()}
          />
        </Suspense>
      )}
    </aside>
  )
}

/**
 * Phones: the button that opens the banner's menu. Until its chunk is wanted a plain button
 * stands in, alike to the eye and to a screen reader; pressed, it fetches the menu, which opens.
 */
function DemoMenuWhenWanted({
  actions,
  disabled,
  wanted,
  pressed,
  onPress,
}: {
  actions: readonly DemoAction[]
  disabled: boolean
  wanted: boolean
  pressed: boolean
  onPress: () => void
}) {
  const standIn = (
    <button
      type="button"
      className={buttonClasses('secondary', 'sm')}
      disabled={disabled}
      aria-expanded={false}
      onClick={onPress}
    >
      {DEMO_TEXTS.menu}
      <ChevronDownIcon data-slot="icon" aria-hidden="true" />
    </button>
  )
  if (!wanted) return standIn
  return (
    <Suspense fallback={standIn}>
      <DemoMenu actions={actions} disabled={disabled} openAtOnce={pressed} />
    </Suspense>
  )
}
