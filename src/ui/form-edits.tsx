import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'

const ReportEdit = createContext<(() => void) | null>(null)
const noop = () => {}

/**
 * What a custom control (list box, combobox choice, switch, check box) calls when the user picks
 * something: unlike a text field, it fires no native change event the form could hear.
 */
export function useReportEdit(): () => void {
  return useContext(ReportEdit) ?? noop
}

/** Around a form's fields: the custom controls inside report their changes to `onEdit`. */
export function FormEdits({ onEdit, children }: { onEdit: () => void; children?: ReactNode }) {
  return <ReportEdit.Provider value={onEdit}>{children}</ReportEdit.Provider>
}

export interface ErrorUntilEdit {
  /** The error to show: null once the user has changed an input since it appeared. */
  error: string | null
  /**
   * The user changed an input: give it to the `<form>`'s onChange (typed text, a picked file or
   * option bubble there) and to FormEdits (custom controls).
   */
  edited: () => void
  /** Call on every submit: the next error shows again, even one with the same text. */
  submitted: () => void
}

/**
 * A form's error banner is about what the user typed: as soon as they change any input it goes
 * away, so a corrected form never sits under a stale error. The form's values and the call's state
 * are left alone; the next submit shows whatever the next check or answer says.
 */
export function useErrorUntilEdit(error: string | null | undefined): ErrorUntilEdit {
  const current = error || null
  const [dismissed, setDismissed] = useState<string | null>(null)
  // A different text (a new failure) shows even if the last one was dismissed.
  const shown = current !== null && current !== dismissed ? current : null
  const edited = useCallback(() => {
    if (current !== null) setDismissed(current)
  }, [current])
  const submitted = useCallback(() => setDismissed(null), [])
  return { error: shown, edited, submitted }
}
