import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, knowingUgc, render, screen, within } from '../support/render'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { CharacterSelectScreen } from '@/features/characters'
import { logout, selectedCharacter, session, signedIn } from '@/state/session'
import { API_TIMEOUT_MS } from '@/api/client'
import { login } from '@/api/auth'
import type { AuthData } from '@/api/auth.types'
import { toAuthData } from '@/features/auth/login-flow'
import { server, useFakeBackend } from '../support/backend'
import { SETTLED } from '../support/timeouts'
import {
  adminAuth,
  adminWithoutCharacters,
  ADMIN_UUID,
  authFor,
  character,
  newbieAuth,
  PLAYER_UUID,
  playerAuth,
  playerCharacters,
  selectAnswer,
} from './fixtures/accounts'

// The shared fake backend (minimal world) answers /auth/*; most tests use fixed accounts whose
// select-character answers are per-test overrides, the last block signs in to the fake world.
useFakeBackend('minimal')

const SELECT = 'http://localhost/api/v1/auth/select-character'
const NO_CHARACTERS = 'No characters found. Your display names will be tracked when you join the server.'
const ADMIN_HINT = ' As an admin, you can still access the admin panel using Divine Entity.'

let selectBodies: { uuid: string; password: string; displayName: string }[] = []

beforeEach(() => {
  selectBodies = []
})
afterEach(() => {
  vi.useRealTimers()
  logout()
})

/** Fixture accounts are not in the fake world: their selections get a canned success. */
function useFixtureSelect() {
  beforeEach(() => {
    server.use(
      http.post(SELECT, async ({ request }) => {
        const body = (await request.json()) as (typeof selectBodies)[number]
        selectBodies.push(body)
        return HttpResponse.json(selectAnswer(body.displayName))
      }),
    )
  })
}

function renderFor(auth: AuthData, ugcEnabled = true) {
  signedIn(structuredClone(auth))
  return render(<CharacterSelectScreen />, { client: knowingUgc(ugcEnabled) })
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Characters' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.text-lg')?.textContent)

const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })

describe('CharacterSelectScreen: layout and ordering', () => {
  useFixtureSelect()

  it('shows the title, count, short uuid, logout and the quick links', () => {
    renderFor(playerAuth)
    expect(screen.getByRole('heading', { name: 'Select a Character' })).toBeInTheDocument()
    expect(screen.getByText('Choose from your 4 characters to continue')).toBeInTheDocument()
    expect(screen.getByText(/6f1c2a3b\.\.\./)).toHaveClass('hidden', 'sm:inline')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Search characters...')).toBeInTheDocument()
    for (const name of ['Store', 'Map', 'Wiki'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank')
    expect(screen.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument()
  })

  it('lists living characters before deceased ones with their badges', () => {
    renderFor(playerAuth)
    expect(cardNames()).toEqual(['Aldric_Stone', 'Mira_Vale', 'Tobin_Ash', 'Old_Marcus'])
    expect(within(card('Old_Marcus')).getByText('Deceased')).toBeInTheDocument()
    expect(within(card('Aldric_Stone')).getByText('Most Recent')).toBeInTheDocument()
    expect(screen.getAllByText('Most Recent')).toHaveLength(1)
    expect(screen.queryByText('Divine Entity')).not.toBeInTheDocument()
    expect(screen.queryByText('Admin Panel')).not.toBeInTheDocument()
  })

  it('never gives a deceased character the Most Recent badge', () => {
    renderFor(
      authFor({
        displayNames: [character('Ghost', { isDeceased: true, isRecent: true }), character('Alive')],
        mostRecentDisplayName: 'Ghost',
      }),
    )
    expect(screen.queryByText('Most Recent')).not.toBeInTheDocument()
    expect(within(card('Ghost')).getByText('Deceased')).toBeInTheDocument()
  })

  it('shows Divine Entity first for admins', () => {
    renderFor(adminAuth)
    expect(cardNames()).toEqual(['Divine Entity', 'Overseer_Vex'])
    expect(within(card('Divine Entity')).getByText('Admin Panel')).toBeInTheDocument()
  })
})

describe('CharacterSelectScreen: search and empty states', () => {
  useFixtureSelect()

  it('filters by case-insensitive substring and says when nothing matches', async () => {
    const user = userEvent.setup()
    renderFor(playerAuth)
    const search = screen.getByPlaceholderText('Search characters...')
    await user.type(search, 'A')
    expect(cardNames()).toEqual(['Aldric_Stone', 'Mira_Vale', 'Tobin_Ash', 'Old_Marcus'])
    await user.clear(search)
    await user.type(search, 'mIrA')
    expect(cardNames()).toEqual(['Mira_Vale'])
    await user.clear(search)
    await user.type(search, 'zzz')
    expect(screen.getByText('No characters found matching "zzz"')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Characters' })).not.toBeInTheDocument()
  })

  it('keeps Divine Entity only while it matches the search', async () => {
    const user = userEvent.setup()
    renderFor(adminAuth)
    const search = screen.getByPlaceholderText('Search characters...')
    await user.type(search, 'divine')
    expect(cardNames()).toEqual(['Divine Entity'])
    await user.clear(search)
    await user.type(search, 'vex')
    expect(cardNames()).toEqual(['Overseer_Vex'])
  })

  it('tells a player without characters how names get tracked', () => {
    renderFor(newbieAuth)
    const info = screen.getByRole('status')
    expect(info.textContent).toBe(NO_CHARACTERS)
    expect(screen.getByText('Choose from your 0 characters to continue')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Characters' })).not.toBeInTheDocument()
  })

  it('tells an admin without characters about Divine Entity and still offers it', () => {
    renderFor(adminWithoutCharacters)
    expect(screen.getByRole('status').textContent).toBe(NO_CHARACTERS + ADMIN_HINT)
    expect(cardNames()).toEqual(['Divine Entity'])
  })
})

describe('CharacterSelectScreen: selecting', () => {
  useFixtureSelect()

  it('shows "Loading character..." and disables the cards while selecting, then hands on the session', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(SELECT, async ({ request }) => {
        const body = (await request.json()) as (typeof selectBodies)[number]
        selectBodies.push(body)
        await gate
        return HttpResponse.json(selectAnswer(body.displayName, null))
      }),
    )
    const user = userEvent.setup()
    renderFor(playerAuth)
    await user.click(card('Mira_Vale'))
    expect(await screen.findByText('Loading character...')).toBeInTheDocument()
    for (const name of ['Aldric_Stone', 'Mira_Vale', 'Old_Marcus']) expect(card(name)).toBeDisabled()
    expect(card('Mira_Vale')).toHaveClass('disabled:opacity-50')
    await user.click(card('Aldric_Stone'))
    release()
    await vi.waitFor(() => expect(session.screen).toBe('game'), SETTLED)
    expect(selectBodies).toEqual([
      { uuid: playerAuth.credentials.uuid, password: 'demo-player', displayName: 'Mira_Vale' },
    ])
    expect(session.session).toMatchObject({
      token: 'token-mira_vale',
      selectedDisplayName: 'Mira_Vale',
      isAdminPanel: false,
    })
    expect(selectedCharacter(session)).toEqual(playerCharacters.find((c) => c.name === 'Mira_Vale'))
  })

  it("takes the server's character into the account's list when it sends one", async () => {
    const fromServer = character('Tobin_Ash', { biography: 'Fresh from the server' })
    server.use(http.post(SELECT, () => HttpResponse.json(selectAnswer('Tobin_Ash', fromServer))))
    const user = userEvent.setup()
    renderFor(playerAuth)
    await user.click(card('Tobin_Ash'))
    await vi.waitFor(() => expect(session.screen).toBe('game'), SETTLED)
    expect(selectedCharacter(session)?.biography).toBe('Fresh from the server')
    expect(session.auth?.displayNames.find((c) => c.name === 'Tobin_Ash')?.biography).toBe(
      'Fresh from the server',
    )
  })

  it('opens the admin panel through Divine Entity', async () => {
    const adminCharacter = character('Divine Entity')
    server.use(
      http.post(SELECT, async ({ request }) => {
        selectBodies.push((await request.json()) as (typeof selectBodies)[number])
        return HttpResponse.json(selectAnswer('Divine Entity', adminCharacter))
      }),
    )
    const user = userEvent.setup()
    renderFor(adminAuth)
    await user.click(card('Divine Entity'))
    await vi.waitFor(() => expect(session.screen).toBe('game'), SETTLED)
    expect(selectBodies[0]).toEqual({
      uuid: adminAuth.credentials.uuid,
      password: 'demo-admin',
      displayName: 'Divine Entity',
    })
    expect(session.session).toMatchObject({
      selectedDisplayName: 'Divine Entity',
      isAdminPanel: true,
    })
    // Divine Entity is no character of the account: its list stays as it was.
    expect(selectedCharacter(session)).toBeNull()
    expect(session.auth?.displayNames.map((c) => c.name)).toEqual(adminAuth.displayNames.map((c) => c.name))
  })

  it('lets a deceased character be selected', async () => {
    const user = userEvent.setup()
    renderFor(playerAuth)
    await user.click(card('Old_Marcus'))
    await vi.waitFor(() => expect(session.screen).toBe('game'), SETTLED)
    expect(selectedCharacter(session)?.isDeceased).toBe(true)
  })

  it('logs out to the login screen', async () => {
    const user = userEvent.setup()
    renderFor(playerAuth)
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(session.screen).toBe('login')
    expect(session.auth).toBeNull()
  })
})

describe('CharacterSelectScreen: errors', () => {
  useFixtureSelect()

  const cases: [string, AuthData, string, () => ReturnType<typeof http.post>, string][] = [
    [
      'a 401 with the server message',
      playerAuth,
      'Mira_Vale',
      () =>
        http.post(SELECT, () =>
          HttpResponse.json(
            { success: false, error: 'Invalid UUID or password', message: 'Invalid UUID or password' },
            { status: 401 },
          ),
        ),
      'Invalid UUID or password',
    ],
    [
      'a 500 with a message',
      playerAuth,
      'Mira_Vale',
      () =>
        http.post(SELECT, () =>
          HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
        ),
      'Database unavailable',
    ],
    [
      'a 500 without a message',
      playerAuth,
      'Mira_Vale',
      () => http.post(SELECT, () => new HttpResponse(null, { status: 500 })),
      'Failed to select character. Please try again.',
    ],
    [
      'a 200 with success false and a message',
      playerAuth,
      'Mira_Vale',
      () => http.post(SELECT, () => HttpResponse.json({ success: false, message: 'Character not found' })),
      'Character not found',
    ],
    [
      'a body that is not JSON',
      playerAuth,
      'Mira_Vale',
      () => http.post(SELECT, () => new HttpResponse('garbage', { status: 200 })),
      'Failed to select character. Please try again.',
    ],
    [
      'an answer without a token',
      playerAuth,
      'Mira_Vale',
      () => http.post(SELECT, () => HttpResponse.json({ success: true })),
      'Failed to select character. Please try again.',
    ],
    [
      'a network failure',
      playerAuth,
      'Mira_Vale',
      () => http.post(SELECT, () => HttpResponse.error()),
      'Failed to connect to server. Please try again.',
    ],
    [
      'an admin-panel 500 without a message',
      adminAuth,
      'Divine Entity',
      () => http.post(SELECT, () => new HttpResponse(null, { status: 500 })),
      'Failed to access admin panel. Please try again.',
    ],
    [
      'an admin-panel malformed body',
      adminAuth,
      'Divine Entity',
      () => http.post(SELECT, () => new HttpResponse('{', { status: 200 })),
      'Failed to access admin panel. Please try again.',
    ],
    [
      'an admin-panel 403 with a message',
      adminAuth,
      'Divine Entity',
      () =>
        http.post(SELECT, () =>
          HttpResponse.json({ success: false, message: 'Not an admin' }, { status: 403 }),
        ),
      'Not an admin',
    ],
    [
      'an admin-panel network failure',
      adminAuth,
      'Divine Entity',
      () => http.post(SELECT, () => HttpResponse.error()),
      'Failed to connect to server. Please try again.',
    ],
  ]

  it.each(cases)('%s', async (_name, auth, name, handler, message) => {
    server.use(handler())
    const user = userEvent.setup()
    renderFor(auth)
    await user.type(screen.getByPlaceholderText('Search characters...'), name.slice(0, 3))
    await user.click(card(name))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('alert').textContent).toBe(message)
    expect(screen.queryByText('Loading character...')).not.toBeInTheDocument()
    expect(card(name)).toBeEnabled()
    expect(screen.getByPlaceholderText('Search characters...')).toHaveValue(name.slice(0, 3))
    expect(session.screen).toBe('character-select')
  })

  it('clears the error when the next selection starts', async () => {
    server.use(http.post(SELECT, () => HttpResponse.error(), { once: true }))
    const user = userEvent.setup()
    renderFor(playerAuth)
    await user.click(card('Mira_Vale'))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    await user.click(card('Mira_Vale'))
    await vi.waitFor(() => expect(session.screen).toBe('game'), SETTLED)
  })

  it(`a selection that hangs past ${API_TIMEOUT_MS} ms`, async () => {
    server.use(
      http.post(SELECT, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    renderFor(playerAuth)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(card('Mira_Vale'))
    await act(() => vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 100))
    expect(screen.getByText('Loading character...')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(100))
    vi.useRealTimers()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to connect to server. Please try again.',
    )
    expect(card('Mira_Vale')).toBeEnabled()
  })
})

describe('CharacterSelectScreen: user images', () => {
  useFixtureSelect()

  const withPicture = authFor({
    displayNames: [
      character('Aldric_Stone', { profilePictureUrl: 'https://img.example/aldric.png', isRecent: true }),
    ],
    mostRecentDisplayName: 'Aldric_Stone',
  })

  it('shows the picture while UGC is enabled', () => {
    const { container } = renderFor(withPicture)
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.example/aldric.png')
  })

  it('shows a placeholder to players when UGC is disabled', () => {
    const { container } = renderFor(withPicture, false)
    expect(container.querySelector('img')).toBeNull()
  })

  it('still shows admins the picture when UGC is disabled', () => {
    const { container } = renderFor({ ...withPicture, isAdmin: true }, false)
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.example/aldric.png')
  })
})

describe('CharacterSelectScreen: against the fake world', () => {
  async function signInAs(uuid: string, password: string) {
    signedIn(toAuthData(await login(uuid, password), { uuid, password }))
    return render(<CharacterSelectScreen />)
  }

  it("selects the demo player's most recent character and receives a token", async () => {
    const user = userEvent.setup()
    await signInAs(PLAYER_UUID, 'demo-player')
    const recent = screen.getByText('Most Recent').closest('button')!
    const name = recent.querySelector('.text-lg')!.textContent!
    await user.click(recent)
    await vi.waitFor(() => expect(session.screen).toBe('game'), SETTLED)
    expect(session.session).toMatchObject({ selectedDisplayName: name, isAdminPanel: false })
    expect(session.session?.token).toBeTruthy()
    expect(selectedCharacter(session)?.name).toBe(name)
  })

  it('lists the deceased demo character last', async () => {
    await signInAs(PLAYER_UUID, 'demo-player')
    const buttons = within(screen.getByRole('list', { name: 'Characters' })).getAllByRole('button')
    const deceased = buttons.filter((b) => within(b).queryByText('Deceased'))
    expect(deceased.length).toBeGreaterThanOrEqual(1)
    expect(buttons.slice(-deceased.length)).toEqual(deceased)
  })

  it('opens the admin panel for DemoAdmin', async () => {
    const user = userEvent.setup()
    await signInAs(ADMIN_UUID, 'demo-admin')
    await user.click(card('Divine Entity'))
    await vi.waitFor(() => expect(session.screen).toBe('game'), SETTLED)
    expect(session.session).toMatchObject({ selectedDisplayName: 'Divine Entity', isAdminPanel: true })
  })

  it("shows the fake backend's refusal when the stored password no longer works", async () => {
    const user = userEvent.setup()
    const auth = toAuthData(await login(PLAYER_UUID, 'demo-player'), {
      uuid: PLAYER_UUID,
      password: 'demo-player',
    })
    signedIn({ ...auth, credentials: { uuid: PLAYER_UUID, password: 'changed-in-game' } })
    render(<CharacterSelectScreen />)
    await user.click(screen.getByText('Most Recent').closest('button')!)
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid UUID or password')
    expect(session.screen).toBe('character-select')
  })
})
