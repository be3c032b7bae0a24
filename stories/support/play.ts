// What screen stories' play functions share: the page to query (dialogs live in a portal), the
// exact-text checks, and the six ways a call can fail that every call of the console is tried with.

import { http, HttpResponse, type HttpHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { FaultRoute } from '@mocks/faults'
import { SETTLE, type StoryWorld } from './world'

export type Canvas = ReturnType<typeof within>

/** The whole document: Headless UI renders dialogs and popovers in a portal on <body>. */
export const page = (canvasElement: HTMLElement): Canvas => within(canvasElement.ownerDocument.body)

/**
 * The alert that reads exactly `text` (the spec's wording, nothing around it). A button inside
 * the alert, such as "Try again" beside a failed list, is not part of its text.
 */
export async function expectAlert(canvas: Canvas, text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined
  await waitFor(() => {
    const alerts: HTMLElement[] = canvas.getAllByRole('alert')
    found = alerts.find((alert) => alertText(alert) === text)
    expect(found, `an alert reading "${text}"; found: ${alerts.map(alertText).join(' | ')}`).toBeDefined()
  }, SETTLE)
  return found!
}

function alertText(alert: HTMLElement): string {
  const copy = alert.cloneNode(true) as HTMLElement
  copy.querySelectorAll('button').forEach((button) => button.remove())
  return (copy.textContent ?? '').trim()
}

/**
 * The dialog on `canvas` once it is this story's only one and has faded in. The runner reuses the
 * page, so a previous story's dialog may still be on its way out: wait until exactly one is left
 * and its title shows.
 */
/**
 * A field marked at fault (issue 36): aria-invalid, its message tied to it by aria-describedby,
 * and, when `focused`, the focus on it (the first field at fault of a submitted form).
 */
export async function expectFieldProblem(
  control: HTMLElement,
  message: string,
  { focused = false }: { focused?: boolean } = {},
): Promise<void> {
  await waitFor(() => {
    expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(control).toHaveAccessibleDescription(expect.stringContaining(message))
    if (focused) expect(control).toHaveFocus()
  }, SETTLE)
}

export async function onlyDialog(canvas: Canvas): Promise<Canvas> {
  let dialog: HTMLElement | undefined
  await waitFor(() => {
    const dialogs = canvas.getAllByRole('dialog')
    expect(dialogs).toHaveLength(1)
    dialog = dialogs[0]!
    expect(within(dialogs[0]!).getAllByRole('heading')[0]).toBeVisible()
  }, SETTLE)
  return within(dialog!)
}

/** The page's only dialog (see `onlyDialog`), from a story's canvas element. */
export const openedDialog = (canvasElement: HTMLElement): Promise<Canvas> => onlyDialog(page(canvasElement))

/** Visible, allowing for a dialog's fade (Headless UI may restart it while the page is busy). */
export const visible = (query: () => HTMLElement) => waitFor(() => expect(query()).toBeVisible(), SETTLE)

// ---------------------------------------------------------------- the ways a call fails

/**
 * - empty: `200 {}`, an answer that confirms nothing
 * - null: `200 null`
 * - non-json: a 200 whose body is not JSON (a proxy's error page)
 * - server-error: a 500 with the fake backend's standard error body (`SERVER_ERROR_TEXT`)
 * - network: no answer at all (connection refused)
 * - timeout: no answer within the time-out (`STORY_TIMEOUT_MS` in the story)
 */
export type CallFault = 'empty' | 'null' | 'non-json' | 'server-error' | 'network' | 'timeout'

/**
 * The server's own refusal, in its own words: an error status with its text (`message`, else the
 * fake backend's standard text for the status; `''` for none), or a 200 whose body says
 * `success: false` (with `refused` as its error text; `''`: a bare `{ success: false }`).
 */
export type ServerRefusal = { status: number; message?: string } | { refused: string }

export interface ApiCall {
  method: 'get' | 'post' | 'put' | 'delete'
  /** The path after /api/v1, with msw parameters (`/players/:name/biography`). */
  path: string
  /**
   * The call's address for the fault switch, when the pattern made from `path` (each `:param`
   * one segment) would also hit a neighbour: `/nations/:id` would hit `/nations/my-memberships`.
   */
  match?: RegExp
}

/**
 * The API time-out of the call a story holds unanswered: the failure shows in moments instead of
 * the product's 10 s. Only that call is held to it (the story's other calls keep 10 s), so it can
 * be short on any machine: the call never answers, however long it is given.
 */
export const STORY_TIMEOUT_MS = 500

/**
 * A story's parameters that make `call` fail the `fault` way, in the story's `world`. The fault
 * switch serves the status, network, time-out and malformed faults; an msw override the answers
 * that are valid HTTP but say nothing or say no. `times` fails only the first calls (a retry then
 * goes through).
 */
export function failing(
  call: ApiCall,
  fault: CallFault | ServerRefusal,
  world: StoryWorld = {},
  { times, afterActing }: { times?: number; afterActing?: boolean } = {},
): { world: StoryWorld; msw?: HttpHandler[] } {
  // The server acts first, then its answer is lost the fault's way (mocks/faults.ts `afterActing`):
  // every fault, `{}` and `null` included, then comes from the fault switch.
  if (afterActing) {
    const match = call.match ?? new RegExp(`/api/v1${call.path.replace(/:[^/]+/g, '[^/]+')}(\\?|$)`)
    const lost: Record<string, Omit<FaultRoute, 'match' | 'method'>> = {
      empty: { body: {} },
      null: { body: null },
      'non-json': { malformed: true },
      network: { network: true },
      timeout: { hang: true },
    }
    const route = typeof fault === 'string' ? lost[fault] : undefined
    if (!route) throw new Error('afterActing loses an answer: empty, null, non-json, network or timeout')
    return {
      world: {
        ...world,
        faults: { routes: [{ match, method: call.method.toUpperCase(), times, afterActing, ...route }] },
        ...(fault === 'timeout' ? { hungCallTimeoutMs: STORY_TIMEOUT_MS } : {}),
      },
    }
  }
  const answer = (body: () => Response) => {
    if (times !== undefined && times !== 1)
      throw new Error('An answer fault fails the first call or every call')
    return { world, msw: [http[call.method](`*/api/v1${call.path}`, body, { once: times === 1 })] }
  }
  // The fault switch tests a RegExp on the whole address: each `:param` is one path segment.
  const match = call.match ?? new RegExp(`/api/v1${call.path.replace(/:[^/]+/g, '[^/]+')}(\\?|$)`)
  const route = (fault: Omit<FaultRoute, 'match' | 'method'>): StoryWorld => ({
    ...world,
    faults: { routes: [{ match, method: call.method.toUpperCase(), times, ...fault }] },
  })
  if (typeof fault === 'object') {
    if ('refused' in fault) {
      const words = fault.refused ? { error: fault.refused, message: fault.refused } : {}
      return answer(() => HttpResponse.json({ success: false, ...words }))
    }
    return { world: route(fault) }
  }
  switch (fault) {
    case 'empty':
      return answer(() => HttpResponse.json({}))
    case 'null':
      return answer(() => HttpResponse.json(null))
    case 'non-json':
      return { world: route({ malformed: true }) }
    case 'server-error':
      return { world: route({ status: 500 }) }
    case 'network':
      return { world: route({ network: true }) }
    case 'timeout':
      return { world: { ...route({ hang: true }), hungCallTimeoutMs: STORY_TIMEOUT_MS } }
  }
}

/** The fake backend's text for its injected 500 (mocks/faults.ts). */
export const SERVER_ERROR_TEXT = 'Internal server error'

export interface FaultTexts {
  /**
   * A call that moves or creates money or state: what the console does not know ("whether $AR
   * 1,000 was minted"). No answer or an unconfirming 2xx is then an unknown outcome, not a failure.
   */
  whether?: string
  /** The call's own text when the server gave none (spec section 8). */
  fallback: string
  /** Its text when no answer came at all, where the screen words that differently. */
  unanswered?: string
  /** What the screen puts before the server's own text (`Failed to create bank: `). */
  prefix?: string
}

/**
 * What the screen shows when `fault` hits a call (spec section 8): the server's own text when it
 * sent one, else the call's fallback; `unanswered` when no answer came at all.
 */
export function faultText(fault: CallFault | ServerRefusal, texts: FaultTexts): string {
  const { fallback, unanswered = fallback, prefix = '', whether } = texts
  if (whether && (fault === 'network' || fault === 'timeout')) return unknownOutcome(whether).unanswered
  if (whether && (fault === 'non-json' || fault === 'empty' || fault === 'null'))
    return unknownOutcome(whether).unconfirmed
  if (typeof fault === 'object') {
    const said = 'refused' in fault ? fault.refused : fault.message
    return said ? `${prefix}${said}` : fallback
  }
  switch (fault) {
    case 'server-error':
      return `${prefix}${SERVER_ERROR_TEXT}`
    case 'network':
    case 'timeout':
      return unanswered
    default:
      return fallback
  }
}

/** The alert of an unknown outcome (src/api/intent.ts), verbatim. */
export const unknownOutcome = (whether: string) => ({
  unanswered: `Outcome unknown: the server did not answer, so we do not know ${whether}.`,
  unconfirmed: `Outcome unknown: the server's answer did not confirm it, so we do not know ${whether}.`,
})

/** The notes under it: keys on, a retry is safe; keys off, what the check found decides. */
export const RETRY_NOTES = {
  safe: (again: string) => `${again} is safe: the retry carries the same key, so it is done at most once.`,
  doneAlready: (submit: string) => `It went through: pressing ${submit} again would do it a second time.`,
  notFound: (submit: string) => `Nothing was found, so pressing ${submit} again sends it once more.`,
}
