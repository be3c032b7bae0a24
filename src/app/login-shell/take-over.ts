// The app replaces index.html's static login (render-shell.tsx) with its own in one task, so no
// keystroke or click falls between the two. What carries over: what was typed, the field and caret
// the player was in, and what they pressed before the app ran (index.html's inline script keeps a
// list), pressed again in the app with the fields as they were at that moment.
import { flushSync } from 'react-dom'
import { LOGIN_SHELL_ATTRIBUTE } from './shell-markers'

/** The sign-in fields' values, by the shell's input names. */
interface ShellValues {
  username: string
  password: string
}

interface ShellPress {
  element: Element | null
  values: ShellValues
}

declare global {
  interface Window {
    /** Set by index.html's inline script: what was pressed in the static login, in order. */
    __loginShell?: { pressed: ShellPress[]; stop: () => void }
  }
}

type Field = keyof ShellValues

interface ShellState {
  values: ShellValues
  focus: { field: Field; start: number | null; end: number | null } | null
  /** The pressed element's tag and text find its counterpart in the app. */
  pressed: { tag: string; text: string; values: ShellValues }[]
}

const FIELDS: Field[] = ['username', 'password']

/** The app names its identifier field `uuid` in UUID mode; the shell is always in username mode. */
const inputOf = (root: ParentNode, field: Field) =>
  root.querySelector<HTMLInputElement>(
    field === 'password' ? 'input[type="password"]' : 'input:is([name="username"], [name="uuid"])',
  )

const textOf = (element: Element) => element.textContent?.trim() ?? ''

function readShell(shell: Element): ShellState {
  const inputs = { username: inputOf(shell, 'username'), password: inputOf(shell, 'password') }
  const values = { username: inputs.username?.value ?? '', password: inputs.password?.value ?? '' }
  const pressed = (window.__loginShell?.pressed ?? [])
    .filter((press) => !!press.element && shell.contains(press.element))
    .map((press) => ({ tag: press.element!.tagName, text: textOf(press.element!), values: press.values }))
  const field = FIELDS.find((key) => !!inputs[key] && inputs[key] === document.activeElement)
  if (!field) return { values, focus: null, pressed }
  const { selectionStart: start, selectionEnd: end } = inputs[field]!
  return { values, focus: { field, start, end }, pressed }
}

// The value setter of the element's prototype, then an input event: how React's onChange hears a
// value it did not set itself (the same route Testing Library's change events take).
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!

/** Types `values` into the app's login, where they differ from what it holds. */
function fill(container: HTMLElement, values: ShellValues) {
  for (const field of FIELDS) {
    const input = inputOf(container, field)
    if (!input || input.value === values[field]) continue
    flushSync(() => {
      setValue.call(input, values[field])
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }
}

/** Puts focus and caret back where the player left them, now in the app's login. */
function restoreFocus(container: HTMLElement, focus: ShellState['focus']) {
  if (!focus) return
  const input = inputOf(container, focus.field)
  if (!input || input.disabled) return
  input.focus()
  if (focus.start !== null && focus.end !== null) input.setSelectionRange(focus.start, focus.end)
}

/** Presses, in the app, what was pressed in the static login (a tab, Sign In, a link...). */
function replayPresses(container: HTMLElement, pressed: ShellState['pressed']) {
  for (const { tag, text, values } of pressed) {
    fill(container, values)
    const counterpart = [...container.querySelectorAll<HTMLElement>(tag)].find((el) => textOf(el) === text)
    if (counterpart) flushSync(() => counterpart.click())
  }
}

/**
 * Renders the app into `container` (renderApp must render synchronously, e.g. with flushSync),
 * taking over the static login if the page shows one.
 */
export function takeOverLoginShell(container: HTMLElement, renderApp: () => void) {
  const shell = container.querySelector(`[${LOGIN_SHELL_ATTRIBUTE}]`)
  window.__loginShell?.stop()
  // Hidden for a returning player (index.html): nothing in it was typed or pressed.
  const state = shell && document.documentElement.dataset.start !== 'loading' ? readShell(shell) : null
  renderApp()
  if (!state) return
  replayPresses(container, state.pressed)
  fill(container, state.values)
  restoreFocus(container, state.focus)
}
