import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '../support/render'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { GameScreen } from '@/app/GameScreen'
import { characterSelected, logout, session, signedIn } from '@/state/session'
import { clearNotices, notices } from '@/state/notices'
import { formatDate } from '@/lib/time'
import { authData, character, DAY, sessionFor } from './fixtures/demo-player'
import type { Character } from '@/api/auth.types'
import { useMswServer } from '../support/msw-server'

// The dashboard's panels ask for the character's accounts, nation and banks: none here.
const server = useMswServer(
  http.get('*/api/v1/players/:name/accounts', () => HttpResponse.json({ success: true, accounts: [] })),
  http.get('*/api/v1/nations/my-memberships', () => HttpResponse.json({ success: true, memberships: [] })),
  http.get('*/api/v1/banks', () => HttpResponse.json({ success: true, banks: [] })),
)

beforeEach(() => {
  logout()
  clearNotices()
})

function playAs(c: Character, others: Character[] = []) {
  const auth = authData([c, ...others])
  signedIn(auth)
  characterSelected(sessionFor(auth.displayNames[0]))
  return render(<GameScreen />)
}

const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()

describe('character dashboard', () => {
  it('shows the character, recent badge, last seen, first used and biography', () => {
    playAs(
      character({
        name: 'Aldric Stone',
        isRecent: true,
        lastSeen: ago(3),
        firstUsed: '2024-03-05T12:00:00.000Z',
      }),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Aldric Stone' })).toBeInTheDocument()
    expect(screen.getByText('Most Recent Character')).toBeInTheDocument()
    expect(screen.getByText('3 days ago')).toBeInTheDocument()
    expect(screen.getByText(formatDate('2024-03-05T12:00:00.000Z'))).toBeInTheDocument()
    expect(screen.getByText('Merchant of the northern river towns.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit profile picture' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit biography' })).toBeInTheDocument()
  })

  it('shows the four tiles, each opening its area; only Skills says Coming Soon', async () => {
    const u = userEvent.setup()
    playAs(character())
    for (const title of ['Nation Management', 'Player Relations', 'Banking & Finance', 'Character Skills']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument()
    }
    expect(screen.queryByText('Soon')).toBeNull()
    expect(screen.getAllByText('Coming Soon')).toHaveLength(1)
    await u.click(screen.getByRole('button', { name: /Banking & Finance/ }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Banking & Finance' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Dashboard' }))
    expect(screen.getByRole('heading', { level: 3, name: 'Nation Management' })).toBeInTheDocument()
  })

  it('opens the Character Skills placeholder', async () => {
    const u = userEvent.setup()
    playAs(character())
    await u.click(screen.getByRole('button', { name: /Character Skills/ }))
    expect(screen.getByRole('heading', { name: 'Player Skills' })).toBeInTheDocument()
    expect(screen.getByText('Coming Soon')).toBeInTheDocument()
    expect(screen.getByText('This feature is currently under development')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Back to dashboard' }))
    expect(screen.getByRole('heading', { level: 3, name: 'Nation Management' })).toBeInTheDocument()
  })

  it('has no recent badge for other characters, and marks the deceased', () => {
    playAs(character({ name: 'Old Bram', isRecent: false, isDeceased: true, biography: null }))
    expect(screen.queryByText('Most Recent Character')).not.toBeInTheDocument()
    expect(screen.getByText('Deceased')).toBeInTheDocument()
    expect(screen.getByText('No biography yet.')).toBeInTheDocument()
  })

  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [5, '5 days ago'],
    [14, '2 weeks ago'],
    [65, '2 months ago'],
    [800, '2 years ago'],
  ])('reads last seen %i days ago as "%s"', (days, text) => {
    playAs(character({ lastSeen: ago(days) }))
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  it('reads a missing last seen and first used as Unknown', () => {
    playAs(character({ lastSeen: null, firstUsed: null }))
    expect(screen.getAllByText('Unknown')).toHaveLength(2)
  })

  it('says the character data is missing when nothing is selected', () => {
    signedIn(authData())
    session.screen = 'game'
    render(<GameScreen />)
    expect(
      screen.getByText('Character data not found. Please go back and select a character.'),
    ).toBeInTheDocument()
  })

  it('says the character data is missing when the selected name is unknown', () => {
    signedIn(authData())
    characterSelected(sessionFor(null, { selectedDisplayName: 'Nobody' }))
    render(<GameScreen />)
    expect(
      screen.getByText('Character data not found. Please go back and select a character.'),
    ).toBeInTheDocument()
  })

  it('shows a saved biography change at once', async () => {
    server.use(
      http.put('*/api/v1/players/:name/biography', () =>
        HttpResponse.json({ success: true, message: 'Biography updated' }),
      ),
    )
    const u = userEvent.setup()
    playAs(character())
    await u.click(screen.getByRole('button', { name: 'Edit biography' }))
    const box = within(screen.getByRole('dialog')).getByLabelText('Biography')
    await u.clear(box)
    await u.type(box, 'Now a banker.')
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Now a banker.')).toBeInTheDocument())
    expect(notices.items[0]?.text).toBe('Biography updated')
  })

  it('Back returns to character selection and refreshes, Logout returns to login', async () => {
    let logins = 0
    server.use(
      http.post('*/api/v1/auth/login', () => {
        logins++
        const { credentials: _omit, ...response } = authData([
          character(),
          character({ name: 'New One', isRecent: false }),
        ])
        return HttpResponse.json(response)
      }),
    )
    const u = userEvent.setup()
    playAs(character())
    await u.click(screen.getByRole('button', { name: /Back/ }))
    expect(session.screen).toBe('character-select')
    expect(session.session).toBeNull()
    await waitFor(() => expect(session.auth?.displayNameCount).toBe(2))
    expect(logins).toBe(1)

    characterSelected(sessionFor(session.auth!.displayNames[0]))
    await u.click(screen.getByRole('button', { name: 'Logout' }))
    expect(session.screen).toBe('login')
    expect(session.auth).toBeNull()
  })
})

describe('admin panel frame', () => {
  async function openAdmin() {
    const auth = { ...authData([character()]), isAdmin: true }
    signedIn(auth)
    characterSelected(sessionFor(null, { selectedDisplayName: 'Divine Entity', isAdminPanel: true }))
    const view = render(<GameScreen />)
    await screen.findByRole('heading', { name: 'Divine Entity Admin Panel' })
    return view
  }

  it('shows the header, the ADMIN chip and the three tabs instead of the dashboard', async () => {
    await openAdmin()
    expect(screen.getByRole('heading', { name: 'Divine Entity Admin Panel' })).toBeInTheDocument()
    expect(screen.getByText('ADMIN')).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Admin Transfers',
      'Entity Management',
      'System Settings',
    ])
    expect(screen.queryByText('Character data not found. Please go back and select a character.')).toBeNull()
    expect(screen.queryByText('Nation Management')).toBeNull()
  })

  it('toggles UGC from System Settings', async () => {
    let sent: unknown = null
    server.use(
      http.post('*/api/v1/admin/toggle-ugc', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({
          success: true,
          ugcEnabled: false,
          message: 'User-generated content disabled',
        })
      }),
    )
    const u = userEvent.setup()
    await openAdmin()
    await u.click(screen.getByRole('tab', { name: 'System Settings' }))
    const toggle = screen.getByRole('switch', { name: 'Show user-generated content' })
    expect(toggle).toBeChecked()
    await u.click(toggle)
    expect(await screen.findByText('Currently: hidden')).toBeInTheDocument()
    expect(sent).toEqual({ ugcEnabled: false })
    expect(screen.getByRole('switch', { name: 'Show user-generated content' })).not.toBeChecked()
    expect(notices.items.map((n) => n.text)).toEqual(['User-generated content disabled'])
  })

  it.each([
    [
      'the server message with the prefix',
      () =>
        HttpResponse.json({ success: false, error: 'Admin only', message: 'Admin only' }, { status: 403 }),
      'Failed to toggle UGC: Admin only',
    ],
    ['the default', () => new HttpResponse(null, { status: 500 }), 'Failed to toggle UGC'],
    [
      'the connection failure',
      () => HttpResponse.error(),
      'Failed to toggle UGC: Failed to connect to server',
    ],
  ])('shows %s when the toggle fails', async (_case, reply, text) => {
    server.use(http.post('*/api/v1/admin/toggle-ugc', reply))
    const u = userEvent.setup()
    await openAdmin()
    await u.click(screen.getByRole('tab', { name: 'System Settings' }))
    await u.click(screen.getByRole('switch', { name: 'Show user-generated content' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`))
    expect(screen.getByRole('switch', { name: 'Show user-generated content' })).toBeChecked()
    expect(screen.getByText('Currently: visible')).toBeInTheDocument()
  })
})
