// What the Nation Management and treasury stories share: the cast of the `minimal` world, the
// way into a nation, and one generator for the faults every call is checked against.
import { ECONOMY_FIXTURES } from '@mocks/scenarios/economy'
import { NationsSection } from '@/features/nations/NationsSection'
import type { StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import {
  expectAlert,
  failing,
  faultText,
  onlyDialog,
  page,
  type ApiCall,
  type CallFault,
  type Canvas,
  type FaultTexts,
  type ServerRefusal,
} from '../support/play'
import { SETTLE, type StoryWorld } from '../support/world'

export { SETTLE, expectAlert }

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

/** Each of the cast signed in: the worlds the stories play in. */
export const AS = {
  officer: { signedInAs: CAST.officer },
  citizen: { signedInAs: CAST.citizen },
  outsider: { signedInAs: CAST.outsider },
  officerWithoutCurrency: { signedInAs: CAST.officerWithoutCurrency },
} satisfies Record<keyof typeof CAST, StoryWorld>

/**
 * The meta both files share: the section they render, signed in as the officer. Title and tags
 * stay in each file, where Storybook's indexer reads them.
 */
export const NATIONS_META = { component: NationsSection, parameters: { world: AS.officer } }

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

/** The one dialog on the page, once its panel has faded in. */
export const dialogOf = onlyDialog

/** Clicks a button and returns the dialog it opens. */
export async function openDialog(canvas: Canvas, button: string): Promise<Canvas> {
  await userEvent.click(await canvas.findByRole('button', { name: button }, SETTLE))
  return dialogOf(canvas)
}

/** A real 48 px PNG (the fake backend checks the bytes). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAl0lEQVR42u3WSwqAQAwE0dp4WC/kKd26FBQEEWHG+eAkgYY+wFslxbTMroZAAgkkUGTQum+pGYAymh4Tf1B6WPFBVZoGE39rak0CCSSQQLFA7i61nmvQHnJajIr8cCBFvpq6GtSsqTIxRlNuYgylnMVgzaeJ8Zq8CRNNxoSVJmXCipJiYa55mfCgeZpworlN+NFcw5Xm3AFpRiPUO3717QAAAABJRU5ErkJggg=='

export const flagPng = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], 'flag.png', { type: 'image/png' })

// ---------------------------------------------------------------- faults

/** The server's text in the 500 and refusal stories: shown as it is (spec section 8). */
export const SERVER_TEXT = 'The royal archive is flooded'
/** A 500 that carries the server's text. */
export const SERVER_SAYS: ServerRefusal = { status: 500, message: SERVER_TEXT }
/** A 200 whose body says `success: false`, with the server's text. */
export const REFUSED: ServerRefusal = { refused: SERVER_TEXT }

export interface CallUnderTest extends FaultTexts {
  call: ApiCall
  world: StoryWorld
  /** Makes the call from the screen. */
  act: (canvas: Canvas) => Promise<void>
  /** Checks that `text` is shown; an alert with exactly that text by default. */
  expectText?: (canvas: Canvas, text: string) => Promise<unknown>
}

type FaultStory = StoryObj<{ [key: string]: unknown }>

/** The stories of one call failing: `fails(fault)` is the story of that fault, with the spec's text. */
export const callFails =
  (spec: CallUnderTest) =>
  (fault: CallFault | ServerRefusal): FaultStory => ({
    parameters: failing(spec.call, fault, spec.world),
    play: async ({ canvasElement }) => {
      const canvas = page(canvasElement)
      await spec.act(canvas)
      await (spec.expectText ?? expectAlert)(canvas, faultText(fault, spec))
    },
  })
