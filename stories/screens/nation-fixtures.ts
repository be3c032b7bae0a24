// What the Nation Management and treasury stories share: the cast of the `minimal` world, the
// way into a nation, and one generator for the faults every call is checked against.
import { ECONOMY_FIXTURES } from '@mocks/scenarios/economy'
import type { StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { FaultRoute } from '@mocks/faults'
import { page, STORY_TIMEOUT_MS, type Canvas } from '../support/play'
import { SETTLE, type StoryWorld } from '../support/world'

export { SETTLE }

/** The `minimal` world's people for the three views (mocks/scenarios). */
export const CAST = {
  /** Officer of the Aurelian Republic ($AR, a UBI policy). */
  officer: 'Aurelia Voss',
  /** Citizen of the Aurelian Republic. */
  citizen: 'Mira Quill',
  /** In no nation. */
  outsider: 'Cassius Thorne',
  /** Officer of the Kingdom of Norvale (no currency, no UBI policy). */
  officerWithoutCurrency: ECONOMY_FIXTURES.otherNationOfficer,
} as const

export const AR = ECONOMY_FIXTURES.playerNation
export const NV = ECONOMY_FIXTURES.otherNation

export { page, type Canvas }

/** Waits for the list, then opens a nation by its card. */
export async function openNation(canvas: Canvas, name: string): Promise<void> {
  const heading = await canvas.findByRole('heading', { name: 'All nations' }, SETTLE)
  await userEvent.click(within(heading.closest('section')!).getByRole('button', { name }))
  await canvas.findByRole('heading', { level: 2, name }, SETTLE)
}

/** Opens a nation's Treasury tab and waits for its balances and policies. */
export async function openTreasury(canvas: Canvas, name: string = AR): Promise<void> {
  await openNation(canvas, name)
  await userEvent.click(canvas.getByRole('tab', { name: 'Treasury' }))
  await canvas.findByRole('heading', { name: `Treasury of ${name}` }, SETTLE)
  await canvas.findByRole('heading', { name: 'UBI Policies' }, SETTLE)
}

/**
 * The one dialog on the page, once its panel has faded in. The runner reuses the page, so a
 * previous story's dialog may still be on its way out: wait until exactly one is left.
 */
export async function dialogOf(canvas: Canvas): Promise<Canvas> {
  let found: HTMLElement | undefined
  await waitFor(() => {
    const dialogs = canvas.getAllByRole('dialog')
    expect(dialogs).toHaveLength(1)
    found = dialogs[0]
    expect(within(dialogs[0]).getAllByRole('heading')[0]).toBeVisible()
  }, SETTLE)
  return within(found!)
}

/** Clicks a button and returns the dialog it opens. */
export async function openDialog(canvas: Canvas, button: string): Promise<Canvas> {
  await userEvent.click(await canvas.findByRole('button', { name: button }, SETTLE))
  return dialogOf(canvas)
}

/** An alert on the page whose text is exactly `text` (a "Try again" button may sit beside it). */
export async function expectAlert(scope: Canvas, text: string, timeout = SETTLE.timeout): Promise<void> {
  await waitFor(
    async () => {
      const alerts: HTMLElement[] = scope.getAllByRole('alert')
      const match = alerts.some((alert) =>
        [alert, ...alert.querySelectorAll('*')].some((el) => el.textContent?.trim() === text),
      )
      await expect(
        match,
        `an alert reading "${text}"; found: ${alerts.map((a) => a.textContent).join(' | ')}`,
      ).toBe(true)
    },
    { timeout },
  )
}

/** A real 48 px PNG (the fake backend checks the bytes). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAl0lEQVR42u3WSwqAQAwE0dp4WC/kKd26FBQEEWHG+eAkgYY+wFslxbTMroZAAgkkUGTQum+pGYAymh4Tf1B6WPFBVZoGE39rak0CCSSQQLFA7i61nmvQHnJajIr8cCBFvpq6GtSsqTIxRlNuYgylnMVgzaeJ8Zq8CRNNxoSVJmXCipJiYa55mfCgeZpworlN+NFcw5Xm3AFpRiPUO3717QAAAABJRU5ErkJggg=='

export const flagPng = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], 'flag.png', { type: 'image/png' })

// ---------------------------------------------------------------- faults

/** The server's text in the 500 and refusal stories: shown as it is (spec section 8). */
export const SERVER_TEXT = 'The royal archive is flooded'

export interface CallUnderTest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The call's path for an msw override (the refusal story), e.g. '*\/api/v1/treasuries/:nation/mint'. */
  path: string
  /** The same call for the fault switch. */
  match: RegExp
  world: StoryWorld
  /** Makes the call from the screen. */
  act: (canvas: Canvas) => Promise<void>
  /** The call's text when the server gave none (spec section 8). */
  fallback: string
  /** Its text when the call got no answer, when that differs from the fallback. */
  unanswered?: string
  /** Checks that `text` is shown; an alert with exactly that text by default. */
  expectText?: (canvas: Canvas, text: string, timeout?: number) => Promise<void>
}

type FaultStory = StoryObj<{ [key: string]: unknown }>

/** 10 s client time-out plus room for a slow machine. */
// The story shortens the API time-out (world.apiTimeoutMs): the text shows in moments, not 10 s.
const AFTER_TIME_OUT = 8_000

/**
 * The five ways a call fails, as stories: a 500 with the server's text, no connection, no answer
 * within 10 s, an answer that is not JSON, and a 200 that says `success: false`.
 */
export function faultStories(call: CallUnderTest) {
  const route: Omit<FaultRoute, 'status'> = { match: call.match, method: call.method }
  const show = call.expectText ?? ((canvas, text, timeout) => expectAlert(canvas, text, timeout))
  const story = (
    faults: StoryWorld['faults'],
    text: string,
    extra: Partial<FaultStory> = {},
    timeout?: number,
  ): FaultStory => ({
    parameters: { world: { ...call.world, faults } },
    play: async ({ canvasElement }) => {
      const canvas = page(canvasElement)
      await call.act(canvas)
      await show(canvas, text, timeout)
    },
    ...extra,
  })
  const refusal = http[call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](call.path, () =>
    HttpResponse.json({ success: false, error: SERVER_TEXT, message: SERVER_TEXT }),
  )
  return {
    ServerError: story({ routes: [{ ...route, status: 500, message: SERVER_TEXT }] }, SERVER_TEXT),
    Offline: story({ routes: [{ ...route, network: true }] }, call.unanswered ?? call.fallback),
    TimedOut: story(
      { routes: [{ ...route, hang: true }] },
      call.unanswered ?? call.fallback,
      {
        parameters: {
          world: {
            ...call.world,
            faults: { routes: [{ ...route, hang: true }] },
            apiTimeoutMs: STORY_TIMEOUT_MS,
          },
        },
      },
      AFTER_TIME_OUT,
    ),
    Malformed: story({ routes: [{ ...route, malformed: true }] }, call.fallback),
    Refused: {
      ...story(undefined, SERVER_TEXT),
      parameters: { world: call.world, msw: [refusal] },
    } satisfies FaultStory,
  }
}
