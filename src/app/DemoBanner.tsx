import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { ArrowPathIcon, BeakerIcon, ForwardIcon } from '@heroicons/react/20/solid'
import { Button } from '@/ui/button'
import { Dialog, DialogActions, DialogDescription, DialogTitle } from '@/ui/dialog'
import { demo, runDemoAction } from '@/state/demo'
import { logout } from '@/state/session'
import { notify } from '@/state/notices'
import { DemoToolsButton, FaultsChip } from '@/features/demo'

export const DEMO_TEXTS = {
  banner: 'Demo mode: this console runs against a fake game world, and your data lives in this browser only.',
  reset: 'Reset demo data',
  confirm:
    'This restores the seeded demo world in this browser. Every change you made is lost and you are signed out.',
  resetDone: 'Demo data was reset to the seeded world.',
  resetFailed: 'Demo data could not be reset',
  advance: 'Advance one week',
  advanceDone: 'One week passed in the demo world.',
  advanceFailed: 'The demo week could not be advanced',
} as const

const failure = (prefix: string, error: unknown) =>
  `${prefix}: ${error instanceof Error && error.message ? error.message : 'unknown error'}`

/** Tells demo users where their data lives and lets them start over. */
export function DemoBanner() {
  const snap = useSnapshot(demo)
  const [confirming, setConfirming] = useState(false)

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

  const reset = async () => {
    try {
      await runDemoAction((controls) => controls.resetDemoData())
      setConfirming(false)
      logout()
      notify('success', DEMO_TEXTS.resetDone)
    } catch (error) {
      setConfirming(false)
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

  return (
    <aside
      aria-label="Demo mode"
      className="border-b border-amber-400/20 bg-amber-500/10 px-4 py-2 text-amber-50 backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex min-w-0 items-start gap-2 text-sm">
          <BeakerIcon className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden="true" />
          <span>{DEMO_TEXTS.banner}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <FaultsChip />
          <DemoToolsButton />
          {snap.controls?.advanceOneWeek && (
            <Button color="secondary" size="sm" onClick={advance} disabled={snap.busy}>
              <ForwardIcon className="size-4" aria-hidden="true" />
              {/* Both controls fit on one row of a phone with the short label. The name comes from
                  the content (not aria-label), so axe's label/content check holds at every width. */}
              <span className="sm:hidden" aria-hidden="true">
                +1 week
              </span>
              <span className="sr-only sm:not-sr-only">{DEMO_TEXTS.advance}</span>
            </Button>
          )}
          <Button color="secondary" size="sm" onClick={() => setConfirming(true)} disabled={snap.busy}>
            <ArrowPathIcon className="size-4" aria-hidden="true" />
            {DEMO_TEXTS.reset}
          </Button>
        </div>
      </div>
      <Dialog open={confirming} onClose={() => !snap.busy && setConfirming(false)} size="sm">
        <DialogTitle>{DEMO_TEXTS.reset}?</DialogTitle>
        <DialogDescription>{DEMO_TEXTS.confirm}</DialogDescription>
        <DialogActions>
          <Button color="plain" onClick={() => setConfirming(false)} disabled={snap.busy}>
            Cancel
          </Button>
          <Button color="danger" onClick={reset} disabled={snap.busy}>
            {snap.busy ? 'Resetting...' : DEMO_TEXTS.reset}
          </Button>
        </DialogActions>
      </Dialog>
    </aside>
  )
}
