import { useCallback, useEffect, useRef, useState } from 'react'

/** What is wrong with each field of a form, by the form's own field names; absent = fine. */
export type FieldProblems<K extends string = string> = Partial<Record<K, string>>

/** Whether a check found anything (a key with an empty message counts as fine). */
export const hasProblems = (found: FieldProblems): boolean => Object.values(found).some((text) => !!text)

export interface FieldMarks {
  /**
   * The marks to render now: nothing before the first submit (an untouched form is not wrong),
   * then the live check, so a mark goes as soon as its field is put right.
   */
  shown: <K extends string>(live: FieldProblems<K>) => FieldProblems<K>
  /**
   * Call on submit with the check's findings. Returns true when the form must not be sent; then,
   * after the marks render, focus moves to the first marked control of the submitted form.
   */
  blocked: <K extends string>(found: FieldProblems<K>) => boolean
  /** Back to an untouched form (a new opening, a fresh form after a success). */
  reset: () => void
}

/** The first control marked invalid inside `scope` (document order, so the form's top first). */
const firstMarked = (scope: ParentNode): HTMLElement | null =>
  scope.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')

/**
 * The one way every form marks the fields at fault (issue 36): each control at fault carries
 * `aria-invalid` and its message in an ErrorMessage inside its Field (Headless UI ties it with
 * `aria-describedby`), and focus goes to the first one. The form keeps its banner for the spec's
 * own form-level text ("Please fill in all required fields"); the field messages say which.
 *
 * The controls take `invalid={!!problems.x}` and render `<ErrorMessage>` (the ui/ fields and
 * pickers do both from their `error` prop).
 */
export function useFieldMarks(): FieldMarks {
  const [checked, setChecked] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const scope = useRef<ParentNode | null>(null)

  useEffect(() => {
    if (!focusRequest) return
    const target = firstMarked(scope.current ?? document)
    target?.focus()
    target?.scrollIntoView?.({ block: 'nearest' })
  }, [focusRequest])

  const shown = useCallback(
    <K extends string>(live: FieldProblems<K>): FieldProblems<K> => (checked ? live : {}),
    [checked],
  )
  const blocked = useCallback(<K extends string>(found: FieldProblems<K>) => {
    setChecked(true)
    if (!hasProblems(found)) return false
    // The submit came from inside the form (its button or Enter in a field): search that form only.
    const active = typeof document === 'undefined' ? null : document.activeElement
    scope.current = active?.closest('form') ?? null
    setFocusRequest((n) => n + 1)
    return true
  }, [])
  const reset = useCallback(() => setChecked(false), [])
  return { shown, blocked, reset }
}
