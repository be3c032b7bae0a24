import { ArrowPathIcon, PauseIcon, PlayIcon } from '@heroicons/react/20/solid'
import { failureText } from '@/api/failure'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import type { OfferingsFanOut } from './compare-fetch'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'

/** How far the comparison got: a progress bar with Cancel, Stopped with Resume, or the totals. */
export function CompareProgress({ fanOut, shown }: { fanOut: OfferingsFanOut; shown: number }) {
  const { settled, total } = fanOut
  if (fanOut.loading) {
    const percent = fanOut.total ? (fanOut.settled / fanOut.total) * 100 : 0
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-48 flex-1 space-y-1.5">
          <p className="text-sm text-muted">{T.compareLoading(settled, total)}</p>
          <div
            role="progressbar"
            aria-label={T.compareProgressLabel}
            aria-valuemin={0}
            aria-valuemax={fanOut.total}
            aria-valuenow={fanOut.settled}
            aria-valuetext={T.compareProgress(settled, total)}
            className="h-1.5 overflow-hidden rounded-full bg-tint/10"
          >
            {/* Scaled, not resized: the animation then runs off the main thread, which is
                busy with the answers, and never lays out or repaints the table below. */}
            <div
              className="h-full origin-left rounded-full bg-info transition-transform duration-300"
              style={{ transform: `scaleX(${percent / 100})` }}
            />
          </div>
        </div>
        <Button color="secondary" size="sm" onClick={fanOut.cancel}>
          <PauseIcon data-slot="icon" aria-hidden="true" />
          {T.cancelCompare}
        </Button>
      </div>
    )
  }
  if (fanOut.stopped) {
    return (
      <div role="status" className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
        <p>{T.compareStopped(settled, total)}</p>
        <Button color="secondary" size="sm" onClick={fanOut.resume}>
          <PlayIcon data-slot="icon" aria-hidden="true" />
          {T.resumeCompare}
        </Button>
      </div>
    )
  }
  return (
    <p role="status" className="text-sm text-subtle">
      {T.compareSummary(shown, total)}
    </p>
  )
}

/** The banks whose offerings failed, each with what the call said, and one retry for all of them. */
export function CompareFailures({ fanOut }: { fanOut: OfferingsFanOut }) {
  const { failures } = fanOut
  if (failures.length === 0) return null
  return (
    <Alert kind="warning">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium">{T.someOfferingsMissing(failures.length)}</p>
          <Button color="secondary" size="sm" onClick={fanOut.retryFailed}>
            <ArrowPathIcon data-slot="icon" aria-hidden="true" />
            {T.retryFailed}
          </Button>
        </div>
        {/* A long list scrolls on its own, so the table stays in reach. */}
        <div
          role="region"
          aria-label={T.failedBanksLabel}
          tabIndex={0}
          className="max-h-32 overflow-y-auto rounded focus-visible:outline-2 focus-visible:outline-warning-fg"
        >
          <ul className="list-disc space-y-0.5 pl-5">
            {failures.map(({ bank, error }) => (
              <li key={bank.id}>{T.failedBank(bank.name || bank.id, failureText(error, F.loadOfferings))}</li>
            ))}
          </ul>
        </div>
      </div>
    </Alert>
  )
}
