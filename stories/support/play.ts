// What screen stories' play functions share: the page to query (dialogs live in a portal), the
// exact-text checks, and the six ways a call can fail that every call of the console is tried with.

import { http, HttpResponse, type HttpHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { FaultRoute } from '@mocks/faults'
import { SETTLE, type StoryWorld } from './world'

export type Canvas = ReturnType<typeof within>

/** The whole document: Headless UI renders dialogs and popovers in a portal on <body>. */
export const page = (canvasElement: HTMLElement): Canvas => within(canvasElement.ownerDocument.body)

/** The error alert holds exactly `text` (the spec's wording, nothing around it). */
export async function expectAlert(canvas: Canvas, text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined
  await waitFor(() => {
    found = canvas.getAllByRole('alert').find((alert: HTMLElement) => alert.textContent === text)
    expect(found, `an alert reading "${text}"`).toBeDefined()
  }, SETTLE)
  return found!
}

/**
 * The page, once this story's only dialog has faded in. The runner reuses the page, so a previous
 * story's dialog may still be on its way out: wait until exactly one is left and its title shows.
 */
export async function openedDialog(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = page(canvasElement)
  let dialog: HTMLElement | undefined
  await waitFor(() => {
    const dialogs = canvas.getAllByRole('dialog')
    expect(dialogs).toHaveLength(1)
    dialog = dialogs[0]!
    expect(within(dialogs[0]!).getAllByRole('heading')[0]).toBeVisible()
  }, SETTLE)
  return within(dialog!)
}

/** Visible, allowing for a dialog's fade (Headless UI may restart it while the page is busy). */
export const visible = (query: () => HTMLElement) => waitFor(() => expect(query()).toBeVisible(), SETTLE)

// ---------------------------------------------------------------- the six failures of a call

/**
 * - empty: `200 {}`, an answer that confirms nothing
 * - null: `200 null`
 * - non-json: a 200 whose body is not JSON (a proxy's error page)
 * - server-error: a 500 with the fake backend's standard error body
 * - network: no answer at all (connection refused)
 * - timeout: no answer within the time-out
 */
export type CallFault = 'empty' | 'null' | 'non-json' | 'server-error' | 'network' | 'timeout'

export interface ApiCall {
  method: 'get' | 'post' | 'put' | 'delete'
  /** The path after /api/v1, with msw parameters (`/players/:name/biography`). */
  path: string
}

/** Short enough that a hang story ends in moments, long enough for any real answer. */
export const STORY_TIMEOUT_MS = 1500

/** A story's parameters that make `call` fail the `fault` way (world faults or one msw override). */
export function failing(
  call: ApiCall,
  fault: CallFault,
  world: StoryWorld = {},
): { world: StoryWorld; msw?: HttpHandler[] } {
  const url = `*/api/v1${call.path}`
  const answer = (body: () => Response) => ({ world, msw: [http[call.method](url, body)] })
  // The fault switch tests a RegExp on the whole address: each `:param` is one path segment.
  const match = new RegExp(`/api/v1${call.path.replace(/:[^/]+/g, '[^/]+')}(\\?|$)`)
  const route = (fault: Omit<FaultRoute, 'match' | 'method'>): StoryWorld => ({
    ...world,
    faults: { routes: [{ match, method: call.method.toUpperCase(), ...fault }] },
  })
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
      return { world: { ...route({ hang: true }), apiTimeoutMs: STORY_TIMEOUT_MS } }
  }
}

/** The fake backend's text for its injected 500 (mocks/faults.ts). */
export const SERVER_ERROR_TEXT = 'Internal server error'
