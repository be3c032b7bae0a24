// The app replaces index.html's static login (render-shell.tsx) with its own in one task, so no
// keystroke or click falls between the two. What carries over: what was typed, the field and caret
// the player was in, and what they pressed before the app ran (index.html's inline script keeps a
// list of each press's meaning, the pressed element's `data-press`), pressed again in the app, on
// its element of the same meaning, with the fields as they were at that moment.
//
// Rendering the app is the longest piece of work of the start-up, so it does not block: React
// renders it as a transition into a container of its own, outside the page, in slices of a few
// milliseconds while the static login stays usable. Only when it is ready, and no press is under
// way, does one task put it in place of the static login and carry everything over.
import { createElement, startTransition, useLayoutEffect, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { LOGIN_SHELL_ATTRIBUTE } from './shell-markers'

/** The sign-in fields' values, by the shell's input names. */
interface ShellValues {
  username: string
  password: string
}

interface ShellPress {
  /** The pressed element's `data-press`: "sign-in", "identifier-mode", "tab:signup", "link:wiki"... */
  key: string
  values: ShellValues
}

declare global {
  interface Window {
    /** Set by index.html's inline script: what was pressed in the static login, in order. */
    __loginShell?: {
      pressed: ShellPress[]
      /** Runs `run` now, or once the press under way (a pointer or Space held on a button) ends. */
      whenNoPress: (run: () => void) => void
      stop: () => void
    }
  }
}

type Field = keyof ShellValues

interface ShellState {
  values: ShellValues
  focus: { field: Field; start: number | null; end: number | null } | null
  pressed: ShellPress[]
}

const FIELDS: Field[] = ['username', 'password']

/** The app names its identifier field `uuid` in UUID mode; the shell is always in username mode. */
const inputOf = (root: ParentNode, field: Field) =>
  root.querySelector<HTMLInputElement>(
    field === 'password' ? 'input[type="password"]' : 'input:is([name="username"], [name="uuid"])',
  )

function readShell(shell: Element): ShellState {
  const inputs = { username: inputOf(shell, 'username'), password: inputOf(shell, 'password') }
  const values = { username: inputs.username?.value ?? '', password: inputs.password?.value ?? '' }
  const pressed = window.__loginShell?.pressed ?? []
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
  // The field is where the player left it: scrolling to it would lay the page out in this task.
  input.focus({ preventScroll: true })
  if (focus.start !== null && focus.end !== null) input.setSelectionRange(focus.start, focus.end)
}

/** Presses, in the app, what was pressed in the static login (a tab, Sign In, a link...). */
function replayPresses(container: HTMLElement, pressed: ShellState['pressed']) {
  for (const { key, values } of pressed) {
    fill(container, values)
    const counterpart = container.querySelector<HTMLElement>(`[data-press="${CSS.escape(key)}"]`)
    if (counterpart) flushSync(() => counterpart.click())
  }
}

/** Runs `onMount` in the task that commits the first render, once. */
function Committed({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useLayoutEffect(onMount, [onMount])
  return children
}

export interface TakeOver {
  root: Root
  /** The app's container, in the page in place of the one it took over once `done` resolves. */
  container: HTMLElement
  /** Resolves once the app is in the page with what was typed and pressed carried over. */
  done: Promise<void>
}

/**
 * Renders `app` without blocking and, once it is ready, puts it in place of `container` (taking
 * over the static login if the page shows one) in one task.
 */
export function takeOverLoginShell(container: HTMLElement, app: ReactNode): TakeOver {
  // The same element (id, classes), empty: the page's styles apply to it as to the one it replaces.
  const next = container.cloneNode(false) as HTMLElement
  const root = createRoot(next)
  let resolveDone: () => void = () => undefined
  const done = new Promise<void>((resolve) => (resolveDone = resolve))
  let swapped = false
  const swap = () => {
    if (swapped) return
    swapped = true
    const loginShell = window.__loginShell
    if (!loginShell) return takeOver()
    // A press that began on the static login and ended on the app's would click neither: the
    // app waits until it has ended, and been recorded, to take over.
    document.documentElement.dataset.takeOver = 'after-press'
    loginShell.whenNoPress(() => {
      delete document.documentElement.dataset.takeOver
      takeOver()
    })
  }
  const takeOver = () => {
    const shell = container.querySelector(`[${LOGIN_SHELL_ATTRIBUTE}]`)
    window.__loginShell?.stop()
    // Hidden for a returning player (index.html): nothing in it was typed or pressed.
    const state = shell && document.documentElement.dataset.start !== 'loading' ? readShell(shell) : null
    container.replaceWith(next)
    // React's autoFocus ran while the app was outside the page, where focus() does nothing: the
    // field it meant (marked data-autofocus) takes focus now, unless the player is elsewhere in it.
    if (!next.contains(document.activeElement))
      next.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true })
    // Still in this task, but after React's commit: typing and pressing go through React's own
    // updates, which cannot be flushed from inside a commit.
    queueMicrotask(() => {
      if (state) {
        replayPresses(next, state.pressed)
        fill(next, state.values)
        restoreFocus(next, state.focus)
      }
      resolveDone()
    })
  }
  startTransition(() => root.render(createElement(Committed, { onMount: swap, children: app })))
  return { root, container: next, done }
}
