import type { ReactNode } from 'react'
import { Dialog, DialogActions, DialogTitle } from './dialog'
import {
  ERROR_BOUNDARY_TEXTS,
  ErrorActions,
  ErrorBoundary,
  ErrorContent,
  errorButtonClass,
  errorTitle,
} from './error-boundary'

/**
 * The boundary of a lazily loaded dialog: when its code cannot be downloaded (or it crashes), the
 * error opens as a dialog where the player clicked, not as a box somewhere below the page, with
 * Try again (a fresh download), Reload and Close.
 */
export function DialogErrorBoundary({
  children,
  onClose,
  resetKeys,
}: {
  children: ReactNode
  onClose: () => void
  resetKeys?: readonly unknown[]
}) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallback={(retry, error) => (
        <Dialog open onClose={onClose}>
          <ErrorContent error={error} title={<DialogTitle>{errorTitle(error)}</DialogTitle>} />
          <DialogActions>
            <button type="button" onClick={onClose} className={errorButtonClass}>
              {ERROR_BOUNDARY_TEXTS.close}
            </button>
            <ErrorActions error={error} retry={retry} />
          </DialogActions>
        </Dialog>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
