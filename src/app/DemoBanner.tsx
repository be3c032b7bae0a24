import { useState, type ComponentType, type SVGProps } from 'react'
import { useSnapshot } from 'valtio'
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import {
  ArrowPathIcon,
  BeakerIcon,
  ChevronDownIcon,
  ForwardIcon,
  WrenchScrewdriverIcon,
} from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { Button, buttonClasses } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { popoverClasses } from '@/ui/listbox'
import { usePhoneLayout } from '@/lib/use-media-query'
import { demo, runDemoAction } from '@/state/demo'
import { logout } from '@/state/session'
import { clearNotices, notify } from '@/state/notices'
import { DEMO_TOOLS_TEXTS, DemoToolsDialog, FaultsChip } from '@/features/demo'
import { remountScreen } from './screen-reset'

export const DEMO_TEXTS = {
  banner: 'Demo mode: this console runs against a fake game world, and your data lives in this browser only.',
  short: 'Demo mode',
  menu: 'Demo options',
  reset: 'Reset demo data',
  confirm:
    'This restores the seeded demo world in this browser and switches off injected faults. Every change you made is lost and you are signed out.',
  resetting: 'Resetting...',
  resetDone: 'Demo data was reset to the seeded world.',
  resetFailed: 'Demo data could not be reset',
  advance: 'Advance one week',
  advanceDone: 'One week passed in the demo world.',
  advanceFailed: 'The demo week could not be advanced',
} as const

const failure = (prefix: string, error: unknown) =>
  `${prefix}: ${error instanceof Error && error.message ? error.message : 'unknown error'}`

interface DemoAction {
  label: string
  icon: ComponentType<SVGProps<SVGSVGElement>>
  onSelect: () => void
}

/**
 * Tells demo users where their data lives and gives them the demo's controls: the tools (faults,
 * ledger check), the economy week and a reset. One compact row: on phones the sentence shortens
 * and the controls fold behind one button.
 */
export function DemoBanner() {
  const snap = useSnapshot(demo)
  const phone = usePhoneLayout()
  const [open, setOpen] = useState<'tools' | 'reset' | null>(null)

  if (snap.startError) {
    return (
      <div
        role="alert"
        className="bg-rose-950/80 px-4 py-2 text-center text-sm text-rose-100 ring-1 ring-rose-400/30"
      >
        Demo mode could not start: {snap.startError}. Calls to the game world will fail; reload to try again.
      </div>
    )
  }
  if (!snap.active) return null

  // Back to the seeded world as if freshly opened: no faults, nobody signed in, no leftover text.
  const reset = async () => {
    try {
      await runDemoAction(async (controls) => {
        controls.faults?.clear()
        await controls.resetDemoData()
      })
      setOpen(null)
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
      notify('success', DEMO_TEXTS.advanceDone)
    } catch (error) {
      notify('error', failure(DEMO_TEXTS.advanceFailed, error))
    }
  }

  const actions: DemoAction[] = [
    ...(snap.controls?.faults || snap.controls?.checkLedger
      ? [{ label: DEMO_TOOLS_TEXTS.open, icon: WrenchScrewdriverIcon, onSelect: () => setOpen('tools') }]
      : []),
    ...(snap.controls?.advanceOneWeek
      ? [{ label: DEMO_TEXTS.advance, icon: ForwardIcon, onSelect: () => void advance() }]
      : []),
    { label: DEMO_TEXTS.reset, icon: ArrowPathIcon, onSelect: () => setOpen('reset') },
  ]

  return (
    <aside
      aria-label="Demo mode"
      className="border-b border-amber-400/20 bg-amber-500/10 text-amber-50 backdrop-blur"
    >
      {/* The same width and inset as the game's bar and pages, so the banner lines up with them. */}
      <div className="mx-auto flex max-w-6xl items-center gap-x-3 px-4 py-1.5 sm:py-2">
        <BeakerIcon className="size-4 shrink-0 text-amber-300" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">{phone ? DEMO_TEXTS.short : DEMO_TEXTS.banner}</p>
        <FaultsChip />
        {phone ? (
          <DemoMenu actions={actions} disabled={snap.busy} />
        ) : (
          <div className="flex shrink-0 items-center gap-2">
            {actions.map(({ label, icon: Icon, onSelect }) => (
              <Button key={label} color="secondary" size="sm" onClick={onSelect} disabled={snap.busy}>
                <Icon data-slot="icon" aria-hidden="true" />
                {label}
              </Button>
            ))}
          </div>
        )}
      </div>
      <DemoToolsDialog open={open === 'tools'} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={open === 'reset'}
        onClose={() => setOpen(null)}
        title={`${DEMO_TEXTS.reset}?`}
        confirmLabel={DEMO_TEXTS.reset}
        busyLabel={DEMO_TEXTS.resetting}
        destructive
        busy={snap.busy}
        onConfirm={() => void reset()}
      >
        <p>{DEMO_TEXTS.confirm}</p>
      </ConfirmDialog>
    </aside>
  )
}

/** Phones: the banner's sentence and its controls behind one button. */
function DemoMenu({ actions, disabled }: { actions: readonly DemoAction[]; disabled: boolean }) {
  return (
    <Popover>
      <PopoverButton className={buttonClasses('secondary', 'sm')} disabled={disabled}>
        {DEMO_TEXTS.menu}
        <ChevronDownIcon data-slot="icon" aria-hidden="true" />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        transition
        className={clsx(popoverClasses, 'max-h-none w-72 space-y-1 p-3 text-amber-50')}
      >
        {({ close }) => (
          <>
            <p className="px-1 pb-2 text-sm text-slate-200">{DEMO_TEXTS.banner}</p>
            {actions.map(({ label, icon: Icon, onSelect }) => (
              <Button
                key={label}
                color="plain"
                className="w-full justify-start"
                onClick={() => {
                  close()
                  onSelect()
                }}
              >
                <Icon data-slot="icon" aria-hidden="true" />
                {label}
              </Button>
            ))}
          </>
        )}
      </PopoverPanel>
    </Popover>
  )
}
