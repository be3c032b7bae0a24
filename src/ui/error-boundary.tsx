import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid'
import { localised } from '@/lib/i18n/runtime'

export const ERROR_BOUNDARY_TEXTS = localised('app', 'ERROR_BOUNDARY_TEXTS', {
  title: 'Something went wrong',
  body: 'This part of the console ran into an unexpected problem. Your account and game data are safe. Try again, or reload the console.',
  retry: 'Try again',
  reload: 'Reload',
} as const)

interface Props {
  children: ReactNode
  /** When any of these change (for example the screen), a shown error is cleared. */
  resetKeys?: readonly unknown[]
  /** What shows instead of the part that failed; `reset` renders it again. The default is a page-wide alert. */
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
 * `fallback`, keeps a failed part (a dashboard panel) inside its own frame. The default fallback
 * uses plain elements only: the UI primitives themselves might be what failed.
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

  private retry = () => this.setState({ error: null })

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    if (this.props.fallback) return this.props.fallback(this.retry, error)
    return (
      <div role="alert" className="mx-auto my-10 w-full max-w-lg px-4">
        <div className="rounded-2xl bg-surface-raised p-6 text-fg shadow-xl ring-1 ring-line backdrop-blur-xl">
          <div className="flex items-start gap-3">
            <ExclamationTriangleIcon className="size-7 shrink-0 text-warning-fg" aria-hidden="true" />
            <div className="min-w-0">
              <h1 className="text-lg font-semibold text-strong">{ERROR_BOUNDARY_TEXTS.title}</h1>
              <p className="mt-2 text-sm text-muted">{ERROR_BOUNDARY_TEXTS.body}</p>
              {error.message && (
                <details className="mt-3 text-sm text-subtle">
                  <summary className="cursor-pointer select-none">Technical details</summary>
                  <pre className="mt-2 font-mono text-xs break-words whitespace-pre-wrap">
                    {error.message}
                  </pre>
                </details>
              )}
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="min-h-11 rounded-lg bg-control px-4 text-sm font-semibold text-strong ring-1 ring-control-line ring-inset hover:bg-control-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:min-h-10"
            >
              {ERROR_BOUNDARY_TEXTS.reload}
            </button>
            <button
              type="button"
              onClick={this.retry}
              className="min-h-11 rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-bright focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:min-h-10"
            >
              {ERROR_BOUNDARY_TEXTS.retry}
            </button>
          </div>
        </div>
      </div>
    )
  }
}
