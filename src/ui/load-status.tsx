import type { ReactNode } from 'react'
import { Alert } from './alert'
import { Button } from './button'
import { Spinner } from './spinner'

export interface LoadStatusProps {
  /** Nothing to show yet. */
  pending: boolean
  /** The failure text (the spec's), or null. */
  error: string | null
  /** Offers "Try again" next to the error. */
  onRetry?: () => void
  /** What is loading, for the spinner ("Loading banks..."); or a skeleton node instead. */
  loading?: ReactNode
  /** Rendered once loaded (and still rendered when a refetch failed: the old data stays). */
  children: ReactNode
  /** True when data exists: a failed refresh then shows the error above the old data. */
  hasData?: boolean
}

/** The loading / failed / loaded frame of a screen's data, the same everywhere. */
export function LoadStatus({
  pending,
  error,
  onRetry,
  loading = 'Loading...',
  hasData,
  children,
}: LoadStatusProps) {
  const failure = error && (
    <Alert kind="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{error}</span>
        {onRetry && (
          <Button color="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    </Alert>
  )
  if (hasData) {
    return (
      <>
        {failure && <div className="mb-4">{failure}</div>}
        {children}
      </>
    )
  }
  if (error) return failure
  if (pending) return typeof loading === 'string' ? <Spinner label={loading} /> : <>{loading}</>
  return <>{children}</>
}
