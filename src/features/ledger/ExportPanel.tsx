import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { formatNumber } from '@/lib/format'
import type { ExportState } from './use-ledger-export'
import { EXPORT_MAX_ROWS } from './csv-export'
import { LEDGER_TEXTS } from './texts'

const X = LEDGER_TEXTS.export

export interface ExportPanelProps {
  state: ExportState
  onCancel: () => void
  onDismiss: () => void
}

/** Where the CSV export says how far it is, that it finished, or why it stopped. */
export function ExportPanel({ state, onCancel, onDismiss }: ExportPanelProps) {
  switch (state.phase) {
    case 'idle':
      return null
    case 'running':
      return <ExportProgress fetched={state.fetched} target={state.target} onCancel={onCancel} />
    case 'done':
      return (
        <Alert kind="success" onDismiss={onDismiss}>
          <p>{X.done(state.count, state.fileName)}</p>
          {state.total > state.count && state.count >= EXPORT_MAX_ROWS && (
            <p className="mt-1">{X.capped(formatNumber(EXPORT_MAX_ROWS), formatNumber(state.total))}</p>
          )}
        </Alert>
      )
    case 'empty':
      return (
        <Alert kind="info" onDismiss={onDismiss}>
          {X.nothing}
        </Alert>
      )
    case 'cancelled':
      return (
        <Alert kind="info" onDismiss={onDismiss}>
          {X.cancelled}
        </Alert>
      )
    case 'failed':
      return (
        <Alert kind="error" title={X.failedTitle} onDismiss={onDismiss}>
          {state.message}
        </Alert>
      )
  }
}

function ExportProgress({
  fetched,
  target,
  onCancel,
}: {
  fetched: number
  target: number | null
  onCancel: () => void
}) {
  const percent = target ? Math.min(100, Math.round((fetched / target) * 100)) : 0
  const label = target === null ? X.starting : X.progress(formatNumber(fetched), formatNumber(target))
  return (
    <section
      aria-label={X.region}
      className="flex flex-col gap-3 rounded-xl bg-surface-sunken p-3 ring-1 ring-line sm:flex-row sm:items-center sm:p-4"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm text-soft tabular-nums" aria-live="polite">
          {label}
        </p>
        <div
          role="progressbar"
          aria-label={X.progressLabel}
          aria-valuemin={0}
          aria-valuemax={target ?? undefined}
          aria-valuenow={target === null ? undefined : fetched}
          className="h-2 overflow-hidden rounded-full bg-tint/10"
        >
          <div
            className="h-full rounded-full bg-info transition-[width] duration-200"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <Button color="secondary" size="sm" onClick={onCancel}>
        {X.cancel}
      </Button>
    </section>
  )
}
