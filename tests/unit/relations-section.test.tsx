// Player Relations on the fake game backend (the `minimal` world): Aurelia Voss sees the 12 other
// characters; she rated Mira Quill 5 (Adore) and Tomas Reed 2 (Neutral).
import { describe, expect, it } from 'vitest'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { knowingUgc, render, screen, waitFor, within } from '../support/render'
import { call, server, tokenFor, useFakeBackend } from '../support/backend'
import { signInAs } from '../support/sign-in'
import { DEMO_ACCOUNTS, DEMO_ADMIN_MAIN, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { setFaults } from '@mocks/faults'
import { db } from '@mocks/db'
import type { RelationsResponse } from '@/api/players.types'
import { RelationsSection } from '@/features/relations'
import { formatDate, relativeTime } from '@/lib/time'

useFakeBackend('minimal')

/** A bound on waiting, not a speed requirement: the shared machine may be slow. */
const SETTLE = { timeout: 10_000 }

async function open(
  account: { uuid: string; password: string } = DEMO_ACCOUNTS.player,
  name = DEMO_PLAYER_MAIN,
  ugcEnabled = true,
) {
  await signInAs(name, account)
  const view = render(<RelationsSection />, { client: knowingUgc(ugcEnabled) })
  await screen.findByRole('article', { name: 'Mira Quill' }, SETTLE)
  return view
}

const card = (name: string) => within(screen.getByRole('article', { name }))
const heart = (name: string, label: string) => card(name).getByRole('radio', { name: label })
const checkedIn = (name: string) =>
  card(name)
    .getAllByRole('radio')
    .find((r) => r.getAttribute('aria-checked') === 'true')
    ?.getAttribute('aria-label')
const tile = (name: RegExp) => screen.getByRole('button', { name })
/** What the server has now (read aside, so the screen's cache is left alone). */
const serverRatings = async () => {
  const { body } = await call<RelationsResponse>(
    'GET',
    `/players/${encodeURIComponent(DEMO_PLAYER_MAIN)}/relations`,
    {
      token: tokenFor(DEMO_PLAYER_MAIN),
    },
  )
  return body.relations
}
/**
 * Holds the next rating call of `method` until released; it then gets `answer`, or goes on to the
 * fake backend when there is none.
 */
function holdNext(method: 'put' | 'delete', answer?: () => Response) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http[method]('*/players/:me/relations/:other', () => gate.then(() => answer?.()), { once: true }),
  )
  return release
}
const pictureOf = (name: string) => screen.getByRole('article', { name }).querySelector('img')

describe('Player Relations', () => {
  it('shows the other players with owner, deceased badge, times and the character’s ratings', async () => {
    await open()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(screen.queryByRole('article', { name: DEMO_PLAYER_MAIN })).toBeNull()
    expect(screen.getByText('Showing 12 of 12 players')).toBeInTheDocument()
    expect(card('Mira Quill').getByText('@NorthWind')).toBeInTheDocument()
    const mira = db.characters.findFirst((q) => q.where({ name: 'Mira Quill' }))!
    expect(card('Mira Quill').getByText(relativeTime(mira.lastSeen))).toBeInTheDocument()
    expect(card('Mira Quill').getByText(formatDate(mira.firstUsed))).toBeInTheDocument()
    expect(card('Ysolde Fenn').getByText('Deceased')).toBeInTheDocument()
    expect(card('Haldor Crane').getByText('Unknown')).toBeInTheDocument()
    expect(checkedIn('Mira Quill')).toBe('Adore')
    expect(checkedIn('Tomas Reed')).toBe('Neutral')
    expect(checkedIn('Lena Brook')).toBe('Unrated')
    expect(
      card('Mira Quill').getByRole('radiogroup', { name: 'Your rating of Mira Quill' }),
    ).toBeInTheDocument()
    expect(tile(/Only players I rated\s?:\s?2/)).toBeInTheDocument()
    expect(tile(/Adore\s?:\s?1/)).toBeInTheDocument()
    expect(tile(/Neutral\s?:\s?1/)).toBeInTheDocument()
    expect(tile(/Dislike\s?:\s?0/)).toBeInTheDocument()
  })

  it('puts the deceased last under either sort, with their badge', async () => {
    const u = userEvent.setup()
    await open()
    const names = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))
    const lastTwo = ['Ysolde Fenn', 'Old Tobias']
    // By recent activity Haldor Crane, never seen, would come after them.
    await waitFor(() => expect(names().slice(-2).sort()).toEqual([...lastTwo].sort()), SETTLE)
    expect(names()).toContain('Haldor Crane')
    await u.click(heart('Old Tobias', 'Adore'))
    await waitFor(async () => expect((await serverRatings())['Old Tobias']).toBe(5), SETTLE)
    await u.click(screen.getByRole('button', { name: 'Relation Status' }))
    await waitFor(() => expect(names()[0]).toBe('Mira Quill'), SETTLE)
    expect(names().slice(-2).sort()).toEqual([...lastTwo].sort())
    for (const name of lastTwo) expect(card(name).getByText('Deceased')).toBeInTheDocument()
  })

  it('rates at once, the server keeps it, and choosing the same heart again removes it', async () => {
    const u = userEvent.setup()
    await open()
    let release = holdNext('put')
    await u.click(heart('Lena Brook', 'Like'))
    // Before the server answered.
    expect(checkedIn('Lena Brook')).toBe('Like')
    expect(tile(/Like\s?:\s?1/)).toBeInTheDocument()
    expect((await serverRatings())['Lena Brook']).toBeUndefined()
    // Shown, and marked as not confirmed yet.
    expect(card('Lena Brook').getByRole('radiogroup')).toHaveAttribute('aria-busy', 'true')
    expect(card('Lena Brook').getByRole('status')).toHaveTextContent('Saving...')
    release()
    await waitFor(async () => expect((await serverRatings())['Lena Brook']).toBe(3), SETTLE)
    await waitFor(
      () => expect(card('Lena Brook').getByRole('radiogroup')).not.toHaveAttribute('aria-busy'),
      SETTLE,
    )
    expect(card('Lena Brook').queryByRole('status')).toBeNull()

    release = holdNext('delete')
    await u.click(heart('Lena Brook', 'Like'))
    expect(checkedIn('Lena Brook')).toBe('Unrated')
    // The pointer is still on the heart: the label tells the outcome, not the hover preview.
    expect(card('Lena Brook').getByTestId('rating-label')).toHaveTextContent('Unrated')
    release()
    await waitFor(async () => expect((await serverRatings())['Lena Brook']).toBeUndefined(), SETTLE)
    expect(tile(/Like\s?:\s?0/)).toBeInTheDocument()
  })

  it('rolls the hearts back and shows the server’s message when the rating fails', async () => {
    const u = userEvent.setup()
    await open()
    const release = holdNext('put', () =>
      HttpResponse.json(
        { success: false, error: 'Relations are resting', message: 'Relations are resting' },
        { status: 503 },
      ),
    )
    await u.click(heart('Mira Quill', 'Love'))
    expect(checkedIn('Mira Quill')).toBe('Love')
    expect(tile(/Love\s?:\s?1/)).toBeInTheDocument()
    release()
    expect(await card('Mira Quill').findByRole('alert', undefined, SETTLE)).toHaveTextContent(
      'Relations are resting',
    )
    expect(checkedIn('Mira Quill')).toBe('Adore')
    expect(tile(/Adore\s?:\s?1/)).toBeInTheDocument()
    expect((await serverRatings())['Mira Quill']).toBe(5)

    setFaults({ routes: [{ match: '/relations/', method: 'DELETE', network: true }] })
    await u.click(heart('Tomas Reed', 'Unrated'))
    expect(await card('Tomas Reed').findByRole('alert', undefined, SETTLE)).toHaveTextContent(
      'Failed to remove relation',
    )
    expect(checkedIn('Tomas Reed')).toBe('Neutral')

    // Rating again clears the message.
    setFaults({})
    await u.click(heart('Tomas Reed', 'Dislike'))
    expect(card('Tomas Reed').queryByRole('alert')).toBeNull()
    await waitFor(async () => expect((await serverRatings())['Tomas Reed']).toBe(1), SETTLE)
  })

  it('sends one call at a time per player and ends on the last choice', async () => {
    const u = userEvent.setup()
    await open()
    // The first call waits until released, so the next clicks land while it is in flight.
    const release = holdNext('put')
    const puts: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => puts.push(body))
    })
    await u.click(heart('Lena Brook', 'Dislike'))
    await u.click(heart('Lena Brook', 'Neutral'))
    await u.click(heart('Lena Brook', 'Love'))
    expect(checkedIn('Lena Brook')).toBe('Love')
    release()
    await waitFor(async () => expect((await serverRatings())['Lena Brook']).toBe(4), SETTLE)
    expect(puts).toEqual([{ rating: 1 }, { rating: 4 }])
    expect(checkedIn('Lena Brook')).toBe('Love')
    server.events.removeAllListeners()
  })

  it('moves along the hearts with the arrow keys, choosing as it goes', async () => {
    const u = userEvent.setup()
    await open()
    const adore = heart('Mira Quill', 'Adore')
    expect(adore).toHaveAttribute('tabindex', '0')
    expect(heart('Mira Quill', 'Love')).toHaveAttribute('tabindex', '-1')
    adore.focus()
    await u.keyboard('{ArrowLeft}')
    expect(heart('Mira Quill', 'Love')).toHaveFocus()
    expect(checkedIn('Mira Quill')).toBe('Love')
    await waitFor(async () => expect((await serverRatings())['Mira Quill']).toBe(4), SETTLE)
    await u.keyboard('{Home}')
    expect(heart('Mira Quill', 'Unrated')).toHaveFocus()
    await waitFor(async () => expect((await serverRatings())['Mira Quill']).toBeUndefined(), SETTLE)
  })

  it('filters by a count of the summary with one click, and back to everyone with another', async () => {
    const u = userEvent.setup()
    await open()
    await u.click(tile(/Adore\s?:\s?1/))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), SETTLE)
    expect(screen.getByRole('article', { name: 'Mira Quill' })).toBeInTheDocument()
    expect(screen.getByText('Showing 1 of 1 player')).toBeInTheDocument()
    expect(tile(/Adore\s?:\s?1/)).toHaveAttribute('aria-pressed', 'true')

    await u.click(tile(/Only players I rated/))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2), SETTLE)
    // By relation: Adore before Neutral.
    await u.click(screen.getByRole('button', { name: 'Relation Status' }))
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Mira Quill',
      'Tomas Reed',
    ])

    await u.click(tile(/Dislike\s?:\s?0/))
    expect(
      await screen.findByText('You have not rated any players as Dislike.', undefined, SETTLE),
    ).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Show all players' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12), SETTLE)
  })

  it('shows a rated name the directory no longer has, counted and still rated', async () => {
    const u = userEvent.setup()
    server.use(
      http.get('*/players/:me/relations', () =>
        HttpResponse.json({ success: true, relations: { 'Mira Quill': 5, 'Tomas Reed': 2, 'Gone Away': 4 } }),
      ),
    )
    await open()
    await u.click(tile(/Love\s?:\s?1/))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), SETTLE)
    expect(card('Gone Away').getByText('Not in the player directory any more')).toBeInTheDocument()
    expect(checkedIn('Gone Away')).toBe('Love')
    expect(screen.getByText('Showing 1 of 1 player')).toBeInTheDocument()
    expect(card('Gone Away').queryByRole('button', { name: /Biography/ })).toBeNull()
  })

  it('searches after typing pauses, says when nothing matches, and clears', async () => {
    const u = userEvent.setup()
    await open()
    await u.type(screen.getByRole('searchbox', { name: 'Search players' }), 'REED')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), SETTLE)
    expect(screen.getByRole('article', { name: 'Tomas Reed' })).toBeInTheDocument()
    await u.type(screen.getByRole('searchbox', { name: 'Search players' }), 'zzz')
    expect(
      await screen.findByText('No players found matching "REEDzzz"', undefined, SETTLE),
    ).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveValue('')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12), SETTLE)
  })

  it('pages 10 at a time when asked', async () => {
    const u = userEvent.setup()
    await open()
    await u.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '10')
    await waitFor(() => expect(screen.getByText('Showing 10 of 12 players')).toBeInTheDocument(), SETTLE)
    await u.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(
      () => expect(screen.getByText('Showing 11\u201312 of 12 players')).toBeInTheDocument(),
      SETTLE,
    )
  })

  it('opens a player’s biography as plain text', async () => {
    const u = userEvent.setup()
    db.characters.findFirst((q) => q.where({ name: 'Mira Quill' }))!.biography = '<b>Scribe</b>\nof the guild'
    await open()
    await u.click(screen.getByRole('button', { name: 'Biography of Mira Quill' }))
    const dialog = within(await screen.findByRole('dialog', undefined, SETTLE))
    expect(dialog.getByRole('heading', { name: 'Biography of Mira Quill' })).toBeInTheDocument()
    expect(dialog.getByText(/<b>Scribe<\/b>/)).toBeInTheDocument()
    await u.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SETTLE)
    await u.click(screen.getByRole('button', { name: 'Biography of Lena Brook' }))
    expect(await screen.findByText('No biography yet.', undefined, SETTLE)).toBeInTheDocument()
  })

  it('shows placeholders instead of pictures with user content off, except to admins', async () => {
    const shown = await open()
    expect(pictureOf('Osric Vale')).toHaveAttribute('src', expect.stringContaining('Osric_Vale'))
    shown.unmount()

    const player = await open(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN, false)
    expect(pictureOf('Osric Vale')).toBeNull()
    expect(pictureOf('Elena Marsh')).toBeNull()
    player.unmount()

    await open(DEMO_ACCOUNTS.admin, DEMO_ADMIN_MAIN, false)
    await waitFor(
      () => expect(pictureOf('Osric Vale')).toHaveAttribute('src', expect.stringContaining('Osric_Vale')),
      SETTLE,
    )
    // An uploaded picture carries the admin's token for the image helper.
    expect(pictureOf(DEMO_PLAYER_MAIN)?.getAttribute('src')).toMatch(/^http:\/\/localhost\/uploads\/.*token=/)
  })

  it('says why when the players or the ratings cannot be loaded, and tries again', async () => {
    const u = userEvent.setup()
    setFaults({
      routes: [{ match: '/relations', method: 'GET', status: 500, message: 'Ratings store down', times: 1 }],
    })
    await open()
    expect(await screen.findByText('Ratings store down', undefined, SETTLE)).toBeInTheDocument()
    expect(heart('Lena Brook', 'Like')).toHaveAttribute('aria-disabled', 'true')
    await u.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(checkedIn('Mira Quill')).toBe('Adore'), SETTLE)
    expect(heart('Lena Brook', 'Like')).not.toHaveAttribute('aria-disabled')

    setFaults({ routes: [{ match: '/players?', malformed: true, times: 1 }] })
    await u.type(screen.getByRole('searchbox', { name: 'Search players' }), 'mira')
    expect(await screen.findByText('Failed to load players', undefined, SETTLE)).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), SETTLE)
  })

  it('orders the whole directory by relation; a failed read says so, keeps the screen, and recovers', async () => {
    const u = userEvent.setup()
    await open()
    // The window of the server's order read for the unrated players (100 a page, no search).
    setFaults({
      routes: [
        {
          match: /\/players\?page=1&limit=100$/,
          method: 'GET',
          status: 500,
          message: 'Directory down',
          times: 1,
        },
      ],
    })
    await u.click(screen.getByRole('button', { name: 'Relation Status' }))
    expect(await screen.findByText('Directory down', undefined, SETTLE)).toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Relation Status' })).toHaveAttribute('aria-pressed', 'true')
    await u.click(screen.getByRole('button', { name: 'Try again' }))
    // Never the rated players alone while the others are on their way: the page shows whole.
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0), SETTLE)
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(screen.getByText('Showing 12 of 12 players')).toBeInTheDocument()
    const names = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))
    expect(names.slice(0, 3)).toEqual(['Mira Quill', 'Tomas Reed', DEMO_ADMIN_MAIN])
    expect(screen.queryByText('Directory down')).toBeNull()
  })
})
