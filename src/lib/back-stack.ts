// The browser's Back button (and a phone's back gesture) inside a one-URL app. Each step the user
// can go back from (an open dialog, a section, the game itself) pushes one history entry with
// the same URL; Back pops the newest step and runs its `onBack`. Closing a step from the page
// (a Cancel button) takes its entry off the history too, so Back never has to be pressed twice.

interface Step {
  id: number
  onBack: () => void
  /** Released from the page while a newer step was open: its history entry is skipped later. */
  dead: boolean
}

const steps: Step[] = []
let nextId = 1
/** popstate events caused by our own history.back() calls, not by the user. */
let ownPops = 0
let listening = false
/** Waiting for our own history moves to land (backStepsSettled). */
const settledWaiters: (() => void)[] = []

function onPopState() {
  if (ownPops > 0) {
    ownPops -= 1
    if (ownPops === 0) settledWaiters.splice(0).forEach((resolve) => resolve())
    return
  }
  // Entries of steps released out of order are passed over: the user meant the newest live step.
  let step = steps.pop()
  while (step?.dead) step = steps.pop()
  step?.onBack()
}

function listen() {
  if (listening || typeof window === 'undefined') return
  window.addEventListener('popstate', onPopState)
  listening = true
}

/**
 * Pushes a step; Back will call `onBack`. Returns `release`, to call when the step ends from the
 * page (the dialog closed by its buttons): it removes the step's history entry when it is the
 * newest, so the history stays in step with what the user sees.
 */
export function pushBackStep(onBack: () => void): () => void {
  listen()
  const step: Step = { id: nextId++, onBack, dead: false }
  steps.push(step)
  window.history.pushState({ ...(window.history.state ?? {}), statecraftStep: step.id }, '')
  return () => {
    const index = steps.indexOf(step)
    if (index < 0) return // already popped by Back
    if (index === steps.length - 1) {
      steps.pop()
      ownPops += 1
      window.history.back()
    } else {
      step.dead = true
    }
  }
}

/**
 * Drops every step without running them: their history entries go in one move. Resolves once the
 * history has moved (stories call it between stories, so one story's steps never meet the next's).
 */
export function clearBackSteps(): Promise<void> {
  const live = steps.length
  steps.splice(0)
  if (live > 0 && typeof window !== 'undefined') {
    ownPops += 1
    window.history.go(-live)
  }
  return backStepsSettled()
}

/** Resolves when every history move the console asked for itself has happened. */
export function backStepsSettled(): Promise<void> {
  if (ownPops === 0) return Promise.resolve()
  return new Promise((resolve) => settledWaiters.push(resolve))
}

/** How many steps are open (tests). */
export const backStepCount = () => steps.length
