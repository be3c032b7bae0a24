import { startTransition, useEffect, useState, type ReactNode } from 'react'
import type * as Panels from './panels'
import { ErrorBoundary } from '@/ui/error-boundary'
import { whenIdle } from '@/lib/schedule'
import { LoadStatus } from '@/ui/load-status'
import { Panel, PanelSkeleton } from './Panel'
import { PANEL_TEXTS } from './texts'

// The panels are their own chunk, fetched ahead in idle time (below) or, failing that, once the
// dashboard's profile and tiles are on screen: each slot shows its frame and a skeleton until
// then, and the chunk's failure (or a panel's own crash) stays inside the slot with a way to try
// again.

export type PanelsModule = typeof Panels

let loaded: PanelsModule | null = null
let loading: Promise<PanelsModule> | null = null

function loadPanels(): Promise<PanelsModule> {
  loading ??= import('./panels').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

// Fetched ahead once this module is (itself fetched ahead while the player signs in), in the
// browser's next idle period: its download and first run then never fall in the dashboard's
// first moments, and the panels render with the dashboard instead of after it.
// Without idle callbacks (Safari), not ahead: when the slots mount.
whenIdle(() => void loadPanels().catch(() => {}), 10_000)

export interface PanelSlotProps {
  id: string
  title: string
  className?: string
  /** What the skeleton announces while the chunk arrives. */
  loadingLabel: string
  render: (panels: PanelsModule) => ReactNode
}

export function PanelSlot({ id, title, className, loadingLabel, render }: PanelSlotProps) {
  const [panels, setPanels] = useState<PanelsModule | null>(loaded)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (panels) return
    let live = true
    loadPanels().then(
      // In the background, in slices: the four panels at once are a long task on a phone, and
      // their skeletons stay on screen until the panels are ready.
      (module) => live && startTransition(() => setPanels(module)),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [panels, attempt])

  const frame = (body: ReactNode) => (
    <Panel id={id} title={title} className={className}>
      {body}
    </Panel>
  )
  const retry = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }
  // A panel that throws takes down only itself (a dialog chunk that failed, a bug).
  if (panels)
    return (
      <ErrorBoundary fallback={(reset) => frame(<Failed onRetry={reset} />)}>{render(panels)}</ErrorBoundary>
    )
  return frame(failed ? <Failed onRetry={retry} /> : <PanelSkeleton label={loadingLabel} />)
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadStatus pending={false} error={PANEL_TEXTS.chunkFailed} onRetry={onRetry}>
      {null}
    </LoadStatus>
  )
}
