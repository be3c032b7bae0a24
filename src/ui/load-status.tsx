import type { ReactNode } from 'react'
import { queryFailureText, type FailureTexts } from '@/api/failure'
import { Alert } from './alert'
import { Button } from './button'
import { Spinner } from './spinner'
import { STATUS_TEXTS } from './ui-texts'

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
  loading = STATUS_TEXTS.loading,
  hasData,
  children,
}: LoadStatusProps) {
  const failure = error && <FailureAlert error={error} onRetry={onRetry} />
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

/** A load that failed: the spec's text, and "Try again" when it can be asked again. */
function FailureAlert({ error, onRetry }: { error: string; onRetry?: () => void }) {
  return (
    <Alert kind="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{error}</span>
        {onRetry && (
          <Button color="secondary" size="sm" onClick={onRetry}>
            {STATUS_TEXTS.tryAgain}
          </Button>
        )}
      </div>
    </Alert>
  )
}

/** What QueryStatus reads of a TanStack query (a `useQuery` result fits as it is). */
export interface StatusQuery {
  data?: unknown
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

export interface QueryStatusProps extends Omit<LoadStatusProps, 'pending' | 'error' | 'onRetry' | 'hasData'> {
  query: StatusQuery
  /** The call's failure texts (spec section 8), or how to word its error where they do not apply. */
  failure: FailureTexts | ((error: unknown) => string)
  /**
   * Whether there is something to show, when it is not the query's own data: data known from
   * elsewhere (a list), or old data that must not stand for the new request. Default: the query has data.
   */
  hasData?: boolean
}

/**
 * LoadStatus for one query: its pending state, its failure in the spec's words with "Try again"
 * (a refetch), and what it already had kept on screen when a refetch fails.
 */
export function QueryStatus({
  query,
  failure,
  hasData = query.data !== undefined,
  ...frame
}: QueryStatusProps) {
  const error = queryFailureText(query, failure)
  return (
    <LoadStatus
      {...frame}
      pending={query.isPending}
      error={error}
      onRetry={() => void query.refetch()}
      hasData={hasData}
    />
  )
}

/**
 * Only the failure of one query, with "Try again" (a refetch); nothing while it has not failed.
 * For a query that shows no data of its own: what it would add waits, the rest of the screen stays.
 */
export function QueryFailure({ query, failure }: Pick<QueryStatusProps, 'query' | 'failure'>) {
  const error = queryFailureText(query, failure)
  return error ? <FailureAlert error={error} onRetry={() => void query.refetch()} /> : null
}
