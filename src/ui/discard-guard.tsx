import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { Button } from './button'
import { Dialog, DialogActions, DialogDescription, DialogTitle } from './dialog'
import { DISCARD_TEXTS } from './control-texts'

export { DISCARD_TEXTS }

/** The controls a user changes: native fields, and Headless UI's checkbox, switch and list buttons. */
const CONTROLS = 'input, textarea, select, button, [role="checkbox"], [role="switch"]'

/** What a control shows now: its value, whether it is checked, or (a list's button) its text. */
function stateOf(control: Element): string {
  if (control instanceof HTMLInputElement) {
    return control.type === 'checkbox' || control.type === 'radio' ? String(control.checked) : control.value
  }
  if (control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) return control.value
  return `${control.getAttribute('aria-checked') ?? ''}|${control.textContent ?? ''}`
}

export interface DiscardGuard {
  /** Spread on the element around the form's fields (not its buttons): it notes each control as first touched. */
  fieldProps: {
    onFocusCapture: (event: FocusEvent<HTMLElement>) => void
    onPointerDownCapture: (event: PointerEvent<HTMLElement>) => void
  }
  /** Escape or a click outside: closes at once when nothing differs, else asks first. */
  dismiss: () => void
  /** The "Discard your changes?" prompt; render it inside the dialog. */
  prompt: ReactNode
}

/**
 * Escape and a click outside are easy to hit by accident, and a form's typing would go with them.
 * Each control's state is noted the first time the user touches it (so defaults filled in later
 * by the caller do not count as typing); on a dismissal, a control that now differs from its note
 * means there is something to lose, and the user is asked. Typing back what was there is pristine
 * again. Buttons the form shows (Cancel) close without asking: that is an explicit choice.
 */
export function useDiscardGuard(open: boolean, close: () => void): DiscardGuard {
  const touched = useRef(new Map<Element, string>())
  const [asking, setAsking] = useState(false)
  // Each opening starts pristine: the caller resets its fields when the dialog opens.
  useEffect(() => {
    if (open) touched.current.clear()
  }, [open])

  const note = useCallback((target: EventTarget) => {
    const control = target instanceof Element ? target.closest(CONTROLS) : null
    if (control && !touched.current.has(control)) touched.current.set(control, stateOf(control))
  }, [])

  const changed = () => {
    for (const [control, before] of touched.current) {
      if (control.isConnected && stateOf(control) !== before) return true
    }
    return false
  }

  const dismiss = () => {
    if (changed()) setAsking(true)
    else close()
  }

  const prompt = (
    <Dialog open={asking} onClose={() => setAsking(false)} size="sm" role="alertdialog">
      <DialogTitle>{DISCARD_TEXTS.title}</DialogTitle>
      <DialogDescription>{DISCARD_TEXTS.body}</DialogDescription>
      <DialogActions>
        <Button color="plain" autoFocus onClick={() => setAsking(false)}>
          {DISCARD_TEXTS.keep}
        </Button>
        <Button
          color="danger"
          onClick={() => {
            setAsking(false)
            touched.current.clear()
            close()
          }}
        >
          {DISCARD_TEXTS.discard}
        </Button>
      </DialogActions>
    </Dialog>
  )

  return {
    fieldProps: {
      onFocusCapture: (event) => note(event.target),
      onPointerDownCapture: (event) => note(event.target),
    },
    dismiss,
    prompt,
  }
}
