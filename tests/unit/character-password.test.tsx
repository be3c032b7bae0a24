// A tab that does not know the password (a new tab, a reload, a restarted browser) shows the
// characters from the stored account and asks for the password when one is picked; the
// select-character call checks it. Against the fake backend (minimal world).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { render, screen, within } from '../support/render'
import { CharacterSelectScreen } from '@/features/characters'
import { login } from '@/api/auth'
import { toAuthData } from '@/features/auth/login-flow'
import { AUTH_KEY, logout, passwordKnown, restoreSession, session, signedIn } from '@/state/session'
import { server, useFakeBackend } from '../support/backend'
import { SETTLED } from '../support/timeouts'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'

useFakeBackend('minimal')

const player = DEMO_ACCOUNTS.player
let selectBodies: unknown[] = []

/** What a new tab finds: the account another tab stored, and no password. */
async function newTab() {
  signedIn(
    toAuthData(await login(player.uuid, player.password), { uuid: player.uuid, password: player.password }),
  )
  const stored = localStorage.getItem(AUTH_KEY)!
  logout()
  localStorage.setItem(AUTH_KEY, stored)
  expect(restoreSession()).toBe('character-select')
  expect(passwordKnown()).toBe(false)
  return render(<CharacterSelectScreen />)
}

beforeEach(() => {
  selectBodies = []
  server.use(
    http.post('*/api/v1/auth/select-character', async ({ request }) => {
      selectBodies.push(await request.clone().json())
    }),
  )
})
afterEach(() => {
  logout()
  sessionStorage.clear()
})

const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })

describe('character selection without the password', () => {
  it('asks for the password when a character is picked, then selects it with what was typed', async () => {
    const user = userEvent.setup()
    await newTab()
    await user.click(card(DEMO_PLAYER_MAIN))
    const dialog = await screen.findByRole('dialog', { name: 'Enter your password' })
    expect(selectBodies).toEqual([])
    expect(within(dialog).getByText(new RegExp(`To continue as ${DEMO_PLAYER_MAIN}`))).toBeVisible()
    const field = within(dialog).getByLabelText('Password')
    expect(field).toHaveFocus()

    await user.type(field, player.password)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await vi.waitFor(() => expect(session.screen).toBe('game'), SETTLED)
    expect(selectBodies).toEqual([
      { uuid: player.uuid, password: player.password, displayName: DEMO_PLAYER_MAIN },
    ])
    expect(session.session?.selectedDisplayName).toBe(DEMO_PLAYER_MAIN)
    expect(passwordKnown()).toBe(true)
    expect(localStorage.getItem(AUTH_KEY)).not.toContain(player.password)
  })

  it("shows the server's refusal in the prompt and keeps what was typed", async () => {
    const user = userEvent.setup()
    await newTab()
    await user.click(card(DEMO_PLAYER_MAIN))
    const dialog = await screen.findByRole('dialog', { name: 'Enter your password' })
    const field = within(dialog).getByLabelText('Password')
    await user.type(field, 'not-the-password')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid UUID or password')
    expect(field).toHaveValue('not-the-password')
    expect(session.screen).toBe('character-select')
    expect(passwordKnown()).toBe(false)

    await user.clear(field)
    await user.type(field, player.password)
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await vi.waitFor(() => expect(session.screen).toBe('game'), SETTLED)
  })

  it('says an empty password is missing, without a call; Cancel closes the prompt', async () => {
    const user = userEvent.setup()
    await newTab()
    await user.click(card(DEMO_PLAYER_MAIN))
    const dialog = await screen.findByRole('dialog', { name: 'Enter your password' })
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a password')
    expect(selectBodies).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SETTLED)
    expect(session.screen).toBe('character-select')
  })

  it('does not ask again once this tab knows the password', async () => {
    const user = userEvent.setup()
    signedIn(
      toAuthData(await login(player.uuid, player.password), { uuid: player.uuid, password: player.password }),
    )
    render(<CharacterSelectScreen />)
    await user.click(card(DEMO_PLAYER_MAIN))
    await vi.waitFor(() => expect(session.screen).toBe('game'), SETTLED)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(selectBodies).toHaveLength(1)
  })
})
