import { useSnapshot } from 'valtio'
import { runtime } from '@/config/runtime'

/** A missing or malformed config.json must be visible, not silently papered over. */
export function ConfigNotice() {
  const { configProblem, config } = useSnapshot(runtime)
  if (!configProblem) return null
  return (
    <div
      role="status"
      className="border-b border-warning/20 bg-warning-deep/60 px-4 py-2 text-sm text-warning-ink"
    >
      <p className="mx-auto max-w-6xl">
        Configuration problem: {configProblem}.{' '}
        {config.mode === 'demo'
          ? 'The console runs with its built-in demo settings.'
          : 'The console runs with the settings it could read.'}
      </p>
    </div>
  )
}
