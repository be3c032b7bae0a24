import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { RelationsSection } from '@/features/relations'
import { db, insertRow, removeRow } from '@mocks/db'
import {
  expectAlert,
  failing,
  faultText,
  page,
  SERVER_ERROR_TEXT,
  type ApiCall,
  type CallFault,
  type Canvas,
  type ServerRefusal,
} from '../support/play'
import { SETTLE, type StoryWorld } from '../support/world'

// Player Relations on the real fake backend. In the `minimal` world Aurelia Voss sees the 12
// other characters; she rated Mira Quill 5 (Adore) and Tomas Reed 2 (Neutral).

const ME = 'Aurelia Voss'
const TEXT = {
  players: 'Failed to load players',
  relations: 'Failed to load relations',
  rate: 'Failed to update relation',
  unrate: 'Failed to remove relation',
} as const

const meta = {
  title: 'Screens/Relations',
  // Its fault stories come from a factory, whose play the indexer cannot see (.storybook/test-runner.ts).
  tags: ['play-fn'],
  component: RelationsSection,
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-6xl">
        <h1 className="mb-4 text-2xl font-semibold text-strong">Player Relations</h1>
        <Story />
      </div>
    ),
  ],
  parameters: { world: { signedInAs: ME } satisfies StoryWorld },
} satisfies Meta<typeof RelationsSection>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvas: Canvas, name: string) => within(canvas.getByRole('article', { name }))
const checkedIn = (canvas: Canvas, name: string) =>
  card(canvas, name)
    .getAllByRole('radio')
    .find((radio) => radio.getAttribute('aria-checked') === 'true')
    ?.getAttribute('aria-label')
const cards = (canvas: Canvas) =>
  canvas.queryAllByRole('article').map((a: HTMLElement) => a.getAttribute('aria-label'))

/** The page once the directory has arrived. */
async function loaded(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = page(canvasElement)
  await canvas.findByRole('article', { name: 'Mira Quill' }, SETTLE)
  return canvas
}

/** The story's MSW worker (set by the msw loader), for per-story overrides of single calls. */
const workerOf = (context: StoryContext) =>
  (context as unknown as { msw: { use: (...h: HttpHandler[]) => void } }).msw

/**
 * Holds the next rating call until released, then answers it with `answer` (or lets the fake
 * backend answer): the moment between a click and the server's answer becomes observable.
 */
function holdNextRating(context: StoryContext, method: 'put' | 'delete', answer?: () => Response) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  workerOf(context).use(
    http[method]('*/api/v1/players/:me/relations/:other', () => gate.then(() => answer?.()), { once: true }),
  )
  return release
}

// ------------------------------------------------------------------ what the screen shows

export const Directory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await expect(canvas.getAllByRole('article')).toHaveLength(12)
    await expect(canvas.queryByRole('article', { name: ME })).toBeNull()
    await expect(canvas.getByText('Showing 12 of 12 players')).toBeVisible()
    await expect(card(canvas, 'Mira Quill').getByText('@NorthWind')).toBeVisible()
    await expect(card(canvas, 'Mira Quill').getByText('Today')).toBeVisible()
    await expect(card(canvas, 'Bram Holloway').getByText('Yesterday')).toBeVisible()
    await expect(card(canvas, 'Tomas Reed').getByText('3 days ago')).toBeVisible()
    await expect(card(canvas, 'Cassius Thorne').getByText('1 week ago')).toBeVisible()
    await expect(card(canvas, 'Lena Brook').getByText('1 month ago')).toBeVisible()
    await expect(card(canvas, 'Old Tobias').getByText('1 year ago')).toBeVisible()
    await expect(card(canvas, 'Haldor Crane').getByText('Unknown')).toBeVisible()
    await expect(card(canvas, 'Ysolde Fenn').getByText('Deceased')).toBeVisible()
    await expect(card(canvas, 'Old Tobias').getByText('Deceased')).toBeVisible()
    await expect(checkedIn(canvas, 'Mira Quill')).toBe('Adore')
    await expect(checkedIn(canvas, 'Tomas Reed')).toBe('Neutral')
    await expect(checkedIn(canvas, 'Lena Brook')).toBe('Unrated')
    for (const label of ['Unrated', 'Dislike', 'Neutral', 'Like', 'Love', 'Adore']) {
      await expect(card(canvas, 'Lena Brook').getByRole('radio', { name: label })).toBeVisible()
    }
    // The summary of the character's own ratings.
    await expect(canvas.getByRole('button', { name: 'All players' })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('button', { name: /^Only players I rated\s?:\s?2$/ })).toBeVisible()
    for (const [label, count] of [
      ['Dislike', 0],
      ['Neutral', 1],
      ['Like', 0],
      ['Love', 0],
      ['Adore', 1],
    ] as const) {
      await expect(
        canvas.getByRole('button', { name: new RegExp(`^${label}\\s?:\\s?${count}$`) }),
      ).toBeVisible()
    }
  },
}

export const Loading: Story = {
  parameters: {
    world: { signedInAs: ME, faults: { routes: [{ match: '/api/v1/players?', latencyMs: 2500, times: 1 }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByRole('status', { name: 'Loading players...' }, SETTLE)).toBeVisible()
    await loaded(canvasElement)
    await expect(canvas.queryByRole('status', { name: 'Loading players...' })).toBeNull()
  },
}

export const RateAndRemove: Story = {
  play: async (context) => {
    const canvas = await loaded(context.canvasElement)
    const release = holdNextRating(context, 'put')
    await userEvent.click(card(canvas, 'Lena Brook').getByRole('radio', { name: 'Like' }))
    // The hearts answer before the server does.
    await expect(checkedIn(canvas, 'Lena Brook')).toBe('Like')
    await expect(card(canvas, 'Lena Brook').getByText('Like')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Like\s?:\s?1$/ })).toBeVisible()
    // Not confirmed yet: the group is busy and says so.
    await expect(card(canvas, 'Lena Brook').getByRole('radiogroup')).toHaveAttribute('aria-busy', 'true')
    await expect(card(canvas, 'Lena Brook').getByRole('status')).toHaveTextContent('Saving...')
    release()
    await waitFor(
      () =>
        expect(db.relations.findFirst((q) => q.where({ owner: ME, other: 'Lena Brook' }))?.rating).toBe(3),
      SETTLE,
    )
    await waitFor(
      () => expect(card(canvas, 'Lena Brook').getByRole('radiogroup')).not.toHaveAttribute('aria-busy'),
      SETTLE,
    )
    // The same heart again removes the rating.
    await userEvent.click(card(canvas, 'Lena Brook').getByRole('radio', { name: 'Like' }))
    await expect(checkedIn(canvas, 'Lena Brook')).toBe('Unrated')
    await waitFor(
      () => expect(db.relations.findFirst((q) => q.where({ owner: ME, other: 'Lena Brook' }))).toBeFalsy(),
      SETTLE,
    )
    await expect(canvas.getByRole('button', { name: /^Like\s?:\s?0$/ })).toBeVisible()
  },
}

export const FailedRatingRollsBack: Story = {
  play: async (context) => {
    const canvas = await loaded(context.canvasElement)
    const release = holdNextRating(context, 'put', () =>
      HttpResponse.json(
        { success: false, error: 'The relations ledger is closed for the night', message: 'closed' },
        { status: 503 },
      ),
    )
    await userEvent.click(card(canvas, 'Mira Quill').getByRole('radio', { name: 'Love' }))
    await expect(checkedIn(canvas, 'Mira Quill')).toBe('Love')
    await expect(canvas.getByRole('button', { name: /^Love\s?:\s?1$/ })).toBeVisible()
    release()
    const alert = await card(canvas, 'Mira Quill').findByRole('alert', {}, SETTLE)
    await expect(alert).toHaveTextContent('The relations ledger is closed for the night')
    await expect(checkedIn(canvas, 'Mira Quill')).toBe('Adore')
    await expect(canvas.getByRole('button', { name: /^Love\s?:\s?0$/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Adore\s?:\s?1$/ })).toBeVisible()
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    const group = card(canvas, 'Tomas Reed').getByRole('radiogroup', { name: 'Your rating of Tomas Reed' })
    const neutral = within(group).getByRole('radio', { name: 'Neutral' })
    // One tab stop per card: the chosen heart.
    await expect(neutral).toHaveAttribute('tabindex', '0')
    neutral.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(group).getByRole('radio', { name: 'Like' })).toHaveFocus()
    await expect(checkedIn(canvas, 'Tomas Reed')).toBe('Like')
    await userEvent.keyboard('{End}')
    await expect(within(group).getByRole('radio', { name: 'Adore' })).toHaveFocus()
    await expect(checkedIn(canvas, 'Tomas Reed')).toBe('Adore')
    await waitFor(
      () =>
        expect(db.relations.findFirst((q) => q.where({ owner: ME, other: 'Tomas Reed' }))?.rating).toBe(5),
      SETTLE,
    )
  },
}

export const FilterBySummary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^Adore\s?:\s?1$/ }))
    await waitFor(() => expect(cards(canvas)).toEqual(['Mira Quill']), SETTLE)
    await expect(canvas.getByText('Showing 1 of 1 player')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /^Only players I rated\s?:\s?2$/ }))
    await waitFor(() => expect(cards(canvas)).toHaveLength(2), SETTLE)
    await userEvent.click(canvas.getByRole('button', { name: 'Relation Status' }))
    await expect(cards(canvas)).toEqual(['Mira Quill', 'Tomas Reed'])
    // A second click on the active count shows everyone again.
    await userEvent.click(canvas.getByRole('button', { name: /^Only players I rated\s?:\s?2$/ }))
    await waitFor(() => expect(cards(canvas)).toHaveLength(12), SETTLE)
  },
}

export const NoneRatedAtLevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^Love\s?:\s?0$/ }))
    await expect(await canvas.findByText('You have not rated any players as Love.', {}, SETTLE)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show all players' }))
    await waitFor(() => expect(cards(canvas)).toHaveLength(12), SETTLE)
  },
}

export const NobodyRatedYet: Story = {
  parameters: { world: { signedInAs: 'Bram Holloway' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^Only players I rated\s?:\s?0$/ }))
    await expect(await canvas.findByText('You have not rated any players yet.', {}, SETTLE)).toBeVisible()
  },
}

export const SortByRelation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Recently Active' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(cards(canvas)[0]).toBe('Mira Quill')
    await userEvent.click(canvas.getByRole('button', { name: 'Relation Status' }))
    await expect(canvas.getByRole('button', { name: 'Relation Status' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await waitFor(() => expect(cards(canvas).slice(0, 2)).toEqual(['Mira Quill', 'Tomas Reed']), SETTLE)
    await expect(canvas.queryByText('Sorted within this page')).toBeNull()
  },
}

// Haldor Crane, never seen, is the server's last player; rated Love he opens page 1 after Mira.
const haldorLoved = () =>
  insertRow(db.relations, {
    owner: ME,
    other: 'Haldor Crane',
    rating: 4,
    updatedAt: '2026-01-01T00:00:00.000Z',
  })

export const SortByRelationAcrossPages: Story = {
  parameters: { world: { signedInAs: ME, prepare: haldorLoved } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Per page' }), '10')
    await userEvent.click(canvas.getByRole('button', { name: 'Relation Status' }))
    // The rated first (Adore, Love, Neutral), then everyone else as the server lists them (most
    // recently seen first): the whole directory is ordered, not each page.
    await waitFor(
      () =>
        expect(cards(canvas)).toEqual([
          'Mira Quill',
          'Haldor Crane',
          'Tomas Reed',
          'Elena Marsh',
          'Bram Holloway',
          'Warden Kael',
          'Cassius Thorne',
          'Osric Vale',
          'Lena Brook',
          'Wren Ashdown',
        ]),
      SETTLE,
    )
    await expect(canvas.getByText('Showing 10 of 12 players')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }))
    // The rest, the deceased last (spec section 4); nobody of page 1 again.
    await waitFor(() => expect(cards(canvas)).toEqual(['Ysolde Fenn', 'Old Tobias']), SETTLE)
    await expect(canvas.getByText('Showing 11\u201312 of 12 players')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Relation Status' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const SortByRelationFails: Story = {
  parameters: {
    world: {
      signedInAs: ME,
      prepare: haldorLoved,
      // The directory's window read for the order (100 a page, no search); the page by recent
      // activity (20 a page) goes through.
      faults: {
        routes: [{ match: /\/api\/v1\/players\?page=1&limit=100$/, method: 'GET', status: 500, times: 1 }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Relation Status' }))
    const alert = await expectAlert(canvas, SERVER_ERROR_TEXT)
    // The screen stays: the toolbar as it was, the sort chosen, no card of a wrong order.
    await expect(canvas.getByRole('button', { name: 'Relation Status' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByRole('searchbox', { name: 'Search players' })).toBeVisible()
    await expect(canvas.queryAllByRole('article')).toHaveLength(0)
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    // The page shows whole, never its rated players alone while the others are on their way.
    await waitFor(() => expect(cards(canvas).length).toBeGreaterThan(0), SETTLE)
    await expect(cards(canvas)).toHaveLength(12)
    await expect(cards(canvas).slice(0, 3)).toEqual(['Mira Quill', 'Haldor Crane', 'Tomas Reed'])
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.getByText('Showing 12 of 12 players')).toBeVisible()
  },
}

export const SearchAndNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    const search = canvas.getByRole('searchbox', { name: 'Search players' })
    await userEvent.type(search, 'brook')
    await waitFor(() => expect(cards(canvas)).toEqual(['Lena Brook']), SETTLE)
    await expect(canvas.getByText('Showing 1 of 1 player')).toBeVisible()
    await userEvent.type(search, 'zzz')
    await expect(await canvas.findByText('No players found matching "brookzzz"', {}, SETTLE)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await waitFor(() => expect(cards(canvas)).toHaveLength(12), SETTLE)
  },
}

export const PageSizeAndPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    const size = canvas.getByRole('combobox', { name: 'Per page' })
    await expect(size).toHaveValue('20')
    await expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50'])
    await userEvent.selectOptions(size, '10')
    await expect(await canvas.findByText('Showing 10 of 12 players', {}, SETTLE)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }))
    await expect(await canvas.findByText('Showing 11\u201312 of 12 players', {}, SETTLE)).toBeVisible()
  },
}

export const NoOtherPlayers: Story = {
  parameters: {
    world: {
      signedInAs: ME,
      prepare: () => {
        for (const c of [...db.characters.all()]) if (c.name !== ME) removeRow(db.characters, c)
        for (const r of [...db.relations.all()]) removeRow(db.relations, r)
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(
      await canvas.findByText(
        'No other players yet. Characters appear here once they have joined the server.',
        {},
        SETTLE,
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Only players I rated\s?:\s?0$/ })).toBeVisible()
  },
}

export const BiographyViewer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Biography of Mira Quill' }))
    const dialog = within(await canvas.findByRole('dialog', {}, SETTLE))
    // The panel fades in.
    await waitFor(
      () => expect(dialog.getByRole('heading', { name: 'Biography of Mira Quill' })).toBeVisible(),
      SETTLE,
    )
    await expect(dialog.getByText('Scribe of the northern guild.')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
    await userEvent.click(canvas.getByRole('button', { name: 'Biography of Lena Brook' }))
    await waitFor(() => expect(canvas.getByText('No biography yet.')).toBeVisible(), SETTLE)
  },
}

const pictureIn = (canvas: Canvas, name: string) => canvas.getByRole('article', { name }).querySelector('img')

export const UgcOffForPlayers: Story = {
  parameters: { world: { signedInAs: ME, ugcEnabled: false } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await expect(pictureIn(canvas, 'Elena Marsh')).toBeNull()
    await expect(pictureIn(canvas, 'Bram Holloway')).toBeNull()
    await expect(card(canvas, 'Elena Marsh').getByText('E')).toBeVisible()
  },
}

export const UgcOffAdminStillSees: Story = {
  parameters: { world: { signedInAs: 'Elena Marsh', ugcEnabled: false } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement)
    await waitFor(
      () => expect(pictureIn(canvas, ME)?.getAttribute('src')).toMatch(/\/uploads\/.*token=/),
      SETTLE,
    )
  },
}

export const DemoWorld: Story = {
  parameters: { world: { scenario: 'demo', signedInAs: ME } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20), SETTLE)
    await expect(canvas.getByText(/^Showing 20 of \d{3} players$/)).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
  },
}

// ------------------------------------------------------------------ each call's faults

const CALLS = {
  players: { method: 'get', path: '/players' },
  relations: { method: 'get', path: '/players/:me/relations' },
  rate: { method: 'put', path: '/players/:me/relations/:other' },
  unrate: { method: 'delete', path: '/players/:me/relations/:other' },
} as const satisfies Record<string, ApiCall>
type Call = keyof typeof CALLS

const FAULTS = {
  Http500: { status: 500, message: 'Database unavailable' },
  Network: 'network',
  Timeout: 'timeout',
  Malformed: 'non-json',
  Refused: { refused: 'Not today, traveller' },
  EmptyBody: 'empty',
} as const satisfies Record<string, CallFault | ServerRefusal>
type Fault = keyof typeof FAULTS

/** What a fault shows: the server's text when it sent one, else the call's own failure text. */
const expected = (call: Call, fault: Fault) => faultText(FAULTS[fault], { fallback: TEXT[call] })

/** The story's parameters with `fault` on `call`, for the first `times` calls. */
const faultParameters = (call: Call, fault: Fault, times = 1) =>
  failing(CALLS[call], FAULTS[fault], { signedInAs: ME }, { times })

function loadFault(call: 'players' | 'relations', fault: Fault): Story {
  return {
    name: `${call === 'players' ? 'Players' : 'Relations'} load: ${fault}`,
    // A read that met a network failure is tried once more on its own (src/api/query.ts): fail both.
    parameters: faultParameters(call, fault, fault === 'Network' ? 2 : 1),
    play: async ({ canvasElement }) => {
      const canvas = page(canvasElement)
      const alert = await canvas.findByRole('alert', {}, SETTLE)
      await expect(alert).toHaveTextContent(expected(call, fault))
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
      if (call === 'players') {
        await loaded(canvasElement)
      } else {
        await waitFor(() => expect(checkedIn(canvas, 'Mira Quill')).toBe('Adore'), SETTLE)
        // While the ratings were unknown the hearts could not be used; now they can.
        await expect(card(canvas, 'Lena Brook').getByRole('radio', { name: 'Like' })).not.toHaveAttribute(
          'aria-disabled',
        )
      }
    },
  }
}

function ratingFault(call: 'rate' | 'unrate', fault: Fault): Story {
  // Rate Lena (unrated) Like, or remove Tomas's Neutral; either way the server's rating comes back.
  const [name, choice, before] =
    call === 'rate' ? ['Lena Brook', 'Like', 'Unrated'] : ['Tomas Reed', 'Unrated', 'Neutral']
  return {
    name: `${call === 'rate' ? 'Rating' : 'Removing a rating'}: ${fault}`,
    parameters: faultParameters(call, fault),
    play: async ({ canvasElement }) => {
      const canvas = await loaded(canvasElement)
      await userEvent.click(card(canvas, name).getByRole('radio', { name: choice }))
      if (fault === 'EmptyBody') {
        // The spec gives these calls no answer shape: any 2xx that is not a refusal confirms.
        await waitFor(() => expect(checkedIn(canvas, name)).toBe(choice), SETTLE)
        await expect(card(canvas, name).queryByRole('alert')).toBeNull()
        return
      }
      const alert = await card(canvas, name).findByRole('alert', {}, SETTLE)
      await expect(alert).toHaveTextContent(expected(call, fault))
      await expect(checkedIn(canvas, name)).toBe(before)
    },
  }
}

export const PlayersHttp500 = loadFault('players', 'Http500')
export const PlayersNetwork = loadFault('players', 'Network')
export const PlayersTimeout = loadFault('players', 'Timeout')
export const PlayersMalformed = loadFault('players', 'Malformed')
export const PlayersRefused = loadFault('players', 'Refused')
export const PlayersEmptyBody = loadFault('players', 'EmptyBody')
export const RelationsHttp500 = loadFault('relations', 'Http500')
export const RelationsNetwork = loadFault('relations', 'Network')
export const RelationsTimeout = loadFault('relations', 'Timeout')
export const RelationsMalformed = loadFault('relations', 'Malformed')
export const RelationsRefused = loadFault('relations', 'Refused')
export const RelationsEmptyBody = loadFault('relations', 'EmptyBody')
export const RateHttp500 = ratingFault('rate', 'Http500')
export const RateNetwork = ratingFault('rate', 'Network')
export const RateTimeout = ratingFault('rate', 'Timeout')
export const RateMalformed = ratingFault('rate', 'Malformed')
export const RateRefused = ratingFault('rate', 'Refused')
export const RateEmptyBody = ratingFault('rate', 'EmptyBody')
export const UnrateHttp500 = ratingFault('unrate', 'Http500')
export const UnrateNetwork = ratingFault('unrate', 'Network')
export const UnrateTimeout = ratingFault('unrate', 'Timeout')
export const UnrateMalformed = ratingFault('unrate', 'Malformed')
export const UnrateRefused = ratingFault('unrate', 'Refused')
export const UnrateEmptyBody = ratingFault('unrate', 'EmptyBody')
