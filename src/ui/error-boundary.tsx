import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid'
import { localised } from '@/lib/i18n/runtime'
import { ChunkLoadError, type ChunkFailureKind } from '@/lib/lazy-chunk'

export const ERROR_BOUNDARY_TEXTS = localised('app', 'ERROR_BOUNDARY_TEXTS', {
  title: 'Something went wrong',
  body: 'This part of the console ran into an unexpected problem. Your account and game data are safe. Try again, or reload the console.',
  retry: 'Try again',
  reload: 'Reload',
  close: 'Close',
  details: 'Technical details',
  chunkTitle: 'This part of the console could not be downloaded',
  chunkBody: 'Your account and game data are safe. Check your connection, then try again.',
  updatedTitle: 'The console was updated',
  updatedBody:
    'A new version of the console was installed after this page was opened, and this part of the old version is no longer there. Reload to use the new version.',
  kind: 'Kind of failure',
  address: 'Address',
} as const)

/** The kind of a download failure in words (spec section 8: the kind and the address). */
export const CHUNK_FAILURE_WORDS: Record<ChunkFailureKind, string> = localised('app', 'CHUNK_FAILURE_WORDS', {
  missing: 'missing (the file is no longer on the server)',
  timeout: 'timeout (no answer in time)',
  network: 'network (the file did not arrive)',
})

/** What a fallback may offer: Try again clears the error and, for a download, fetches it afresh. */
export interface FallbackProps {
  error: Error
  retry: () => void
}

interface Props {
  children: ReactNode
  /** When any of these change (for example the screen), a shown error is cleared. */
  resetKeys?: readonly unknown[]
  /**
   * What shows instead of the part that failed (a dashboard panel's frame, a dialog); `reset`
   * renders it again, downloading a part that failed to download afresh. The default is a
   * page-wide alert.
   */
  fallback?: (reset: () => void, error: Error) => ReactNode
}

interface State {
  error: Error | null
  keys: readonly unknown[]
}

const sameKeys = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]))

/**
 * Catches render errors so a crash shows a way out instead of a white page, or, given a
 * `fallback`, keeps a failed part (a dashboard panel, a dialog) inside its own frame. The default
 * fallback uses plain elements only: the UI primitives themselves might be what failed.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, keys: this.props.resetKeys ?? [] }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const keys = props.resetKeys ?? []
    if (sameKeys(keys, state.keys)) return null
    return { keys, error: null }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The console crashed while rendering.', error, info.componentStack)
  }

  private retry = () => {
    const { error } = this.state
    // A part that failed to download is fetched afresh on the next render.
    if (error instanceof ChunkLoadError) error.retry?.()
    this.setState({ error: null })
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    const { fallback } = this.props
    if (fallback) return fallback(this.retry, error)
    return (
      <div role="alert" className="mx-auto my-10 w-full max-w-lg px-4">
        <div className="rounded-2xl bg-surface-raised p-6 text-fg shadow-xl ring-1 ring-line backdrop-blur-xl">
          <ErrorContent error={error} />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ErrorActions error={error} retry={this.retry} />
          </div>
        </div>
      </div>
    )
  }
}

/** A part whose file is gone: only a reload (the new version) helps. */
const outdated = (error: Error) => error instanceof ChunkLoadError && error.kind === 'missing'

/** Headline of an error box: a download failure says so in words, with its kind and address. */
export function errorTitle(error: Error): string {
  if (!(error instanceof ChunkLoadError)) return ERROR_BOUNDARY_TEXTS.title
  return outdated(error) ? ERROR_BOUNDARY_TEXTS.updatedTitle : ERROR_BOUNDARY_TEXTS.chunkTitle
}

/** The icon, title and explanation of an error (the heading is a dialog's title when `title` is given). */
export function ErrorContent({ error, title }: { error: Error; title?: ReactNode }) {
  const chunk = error instanceof ChunkLoadError ? error : null
  return (
    <div className="flex items-start gap-3">
      <ExclamationTriangleIcon className="size-7 shrink-0 text-warning-fg" aria-hidden="true" />
      <div className="min-w-0">
        {title ?? <h1 className="text-lg font-semibold text-strong">{errorTitle(error)}</h1>}
        <p className="mt-2 text-sm text-muted">
          {!chunk
            ? ERROR_BOUNDARY_TEXTS.body
            : outdated(chunk)
              ? ERROR_BOUNDARY_TEXTS.updatedBody
              : ERROR_BOUNDARY_TEXTS.chunkBody}
        </p>
        {chunk ? (
          <dl className="mt-3 space-y-1 text-sm text-muted">
            <div>
              <dt className="inline font-medium text-fg">{ERROR_BOUNDARY_TEXTS.kind}: </dt>
              <dd className="inline">{CHUNK_FAILURE_WORDS[chunk.kind]}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-fg">{ERROR_BOUNDARY_TEXTS.address}: </dt>
              <dd className="inline font-mono text-xs break-all">{chunk.address}</dd>
            </div>
          </dl>
        ) : (
          error.message && (
            <details className="mt-3 text-sm text-subtle">
              <summary className="cursor-pointer select-none">{ERROR_BOUNDARY_TEXTS.details}</summary>
              <pre className="mt-2 font-mono text-xs break-words whitespace-pre-wrap">{error.message}</pre>
            </details>
          )
        )}
      </div>
    </div>
  )
}

const secondary =
  'min-h-11 rounded-lg bg-control px-4 text-sm font-semibold text-strong ring-1 ring-control-line ring-inset hover:bg-control-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:min-h-10'
const primary =
  'min-h-11 rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-bright focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:min-h-10'

/**
 * Reload and Try again (a dialog adds its Close before them). A part of an old version that is
 * gone offers the reload alone, as the main action: trying again would ask for the same file.
 */
export function ErrorActions({ error, retry }: FallbackProps) {
  if (outdated(error))
    return (
      <button type="button" onClick={() => window.location.reload()} className={primary}>
        {ERROR_BOUNDARY_TEXTS.reload}
      </button>
    )
  return (
    <>
      <button type="button" onClick={() => window.location.reload()} className={secondary}>
        {ERROR_BOUNDARY_TEXTS.reload}
      </button>
      <button type="button" onClick={retry} className={primary}>
        {ERROR_BOUNDARY_TEXTS.retry}
      </button>
    </>
  )
}

export const errorButtonClass = secondary
