import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { formatDate } from '@/lib/time'
import type { WalkState } from './queries'
import { INSIGHT_TEXTS as T } from './texts'

/**
 * How far a ledger walk got: a progress bar with Cancel while pages come, the ledger's failure
 * text with Retry (the points derived so far stay on screen), and a note when the window was
 * cut at the page bound or stopped by Cancel.
 */
export function WalkStatus({ state, label }: { state: WalkState; label: string }) {
  const { walk, loading, error, stopped } = state
  const rows = walk?.rows.length ?? 0
  if (loading)
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted" role="status">
        <div className="min-w-40 flex-1">
          <p className="mb-1">{walk ? T.loading(rows, Math.max(rows, walk.total)) : T.loadingFirst}</p>
          <progress
            aria-label={T.progressOf(label)}
            max={100}
            value={Math.round(state.progress * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-tint/10 [&::-moz-progress-bar]:bg-accent-line [&::-webkit-progress-bar]:bg-tint/10 [&::-webkit-progress-value]:bg-accent-line"
          />
        </div>
        <Button color="secondary" size="sm" onClick={state.cancel}>
          {T.cancel}
        </Button>
      </div>
    )
  if (error)
    return (
      <div className="space-y-2">
        <div className="flex flex-wrap items-start gap-2">
          <Alert kind="error" className="min-w-0 flex-1">
            {T.failed}
          </Alert>
          <Button color="secondary" size="sm" onClick={state.retry}>
            {T.retry}
          </Button>
        </div>
        {rows > 0 && <p className="text-xs text-subtle">{T.keptSoFar(rows)}</p>}
      </div>
    )
  if (stopped)
    return (
      <Alert kind="info">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{T.stopped(rows)}</span>
          <Button color="secondary" size="sm" onClick={state.retry}>
            {T.continue}
          </Button>
        </div>
      </Alert>
    )
  if (walk?.cut) {
    const oldest = walk.rows[walk.rows.length - 1]?.createdAt
    return <Alert kind="warning">{T.cut(rows, formatDate(oldest))}</Alert>
  }
  return null
}
