import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, within } from '../support/render'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { LoginScreen } from '@/features/auth'
import { logout, session } from '@/state/session'
import { SESSION_ENDED_TEXT } from '@/state/session-renewal'
import { getConfig, setRuntimeConfig } from '@/config/runtime'
import { API_TIMEOUT_MS } from '@/api/client'
import { server, useFakeBackend } from '../support/backend'
import { SETTLED } from '../support/timeouts'
import { loginAnswer, PLAYER_UUID } from './fixtures/accounts'
import { LOGIN_URL, recordLoginBodies } from './fixtures/login-requests'

// The shared fake backend (minimal world) answers the lookup proxies for the demo usernames and
// /auth/login; each failure is a per-test server.use() override in front of it.
useFakeBackend('minimal')

const PROXY_ONE = 'https://proxy-one.statecraft.example/profile/:username'
const PROXY_TWO = 'https://proxy-two.statecraft.example/profile/:username'

const CONNECT = 'Failed to connect to server. Please make sure the Statecraft server is running.'
const LOOKUP_FAILED = 'Failed to resolve UUID from username. Please check the username or use UUID directly.'
const LOOKUP_EMPTY =
  'Could not resolve UUID for this username. Please check the username or use UUID directly.'

const original = getConfig()
const loginBodies = recordLoginBodies()
afterEach(() => {
  vi.useRealTimers()
  setRuntimeConfig(original)
  logout()
})

const identifierInput = () => screen.getByRole('textbox', { name: /Minecraft Username|UUID/ })
const passwordInput = () => screen.getByLabelText('Password')
const submitButton = () => screen.getByRole('button', { name: /Sign In|Authenticating/ })

async function fill(user: ReturnType<typeof userEvent.setup>, identifier: string, password: string) {
  if (identifier) await user.type(identifierInput(), identifier)
  if (password) await user.type(passwordInput(), password)
}

async function useUuidMode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Use UUID Directly' }))
}

function expectKept(identifier: string, password: string) {
  expect(identifierInput()).toHaveValue(identifier)
  expect(passwordInput()).toHaveValue(password)
  expect(identifierInput()).toBeEnabled()
  expect(submitButton()).toHaveTextContent('Sign In')
  expect(session.screen).toBe('login')
}

describe('LoginScreen: layout', () => {
  it('shows the sign-in form, API documentation link and quick links', () => {
    render(<LoginScreen />)
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Sign in', selected: true })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Sign up' })).toBeInTheDocument()
    expect(passwordInput()).toHaveAttribute('placeholder', 'Enter your password')
    expect(submitButton()).toHaveTextContent('Sign In')
    const docs = screen.getByRole('link', { name: /API Documentation/ })
    expect(docs).toHaveAttribute('href', original.apiDocsUrl)
    expect(docs).toHaveAttribute('target', '_blank')
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer')
    for (const name of ['chat', 'store', 'map', 'wiki'] as const) {
      const link = screen.getAllByRole('link').find((a) => a.getAttribute('href') === original.links[name])
      expect(link, name).toBeDefined()
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('explains in-game sign-up on the Sign up tab', async () => {
    const user = userEvent.setup()
    render(<LoginScreen />)
    await user.click(screen.getByRole('tab', { name: 'Sign up' }))
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument()
    expect(screen.getByText('/persona password <your-password>')).toBeInTheDocument()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
  })

  it('lists the demo accounts in demo mode and fills the form from them', async () => {
    const user = userEvent.setup()
    render(<LoginScreen />)
    // The panel is its own chunk (live builds never download the demo passwords).
    const panel = await screen.findByRole('region', { name: 'Demo accounts' })
    for (const [name, password] of [
      ['DemoPlayer', 'demo-player'],
      ['DemoAdmin', 'demo-admin'],
      ['DemoNewbie', 'demo-newbie'],
    ]) {
      expect(within(panel).getByText(name)).toBeInTheDocument()
      expect(within(panel).getByText(password)).toBeInTheDocument()
    }
    await useUuidMode(user)
    await user.click(within(panel).getByRole('button', { name: /DemoAdmin/ }))
    expect(identifierInput()).toHaveValue('DemoAdmin')
    expect(passwordInput()).toHaveValue('demo-admin')
    expect(screen.getByRole('button', { name: 'Use UUID Directly' })).toBeInTheDocument()
  })

  it('hides the demo accounts in live mode', () => {
    setRuntimeConfig({ ...original, mode: 'live' })
    render(<LoginScreen />)
    expect(screen.queryByText('Demo accounts')).not.toBeInTheDocument()
  })
})

describe('LoginScreen: back after a session that could not be renewed', () => {
  it('says why, with the account filled in as a UUID', () => {
    session.resume = {
      reason: SESSION_ENDED_TEXT,
      uuid: PLAYER_UUID,
      selectedDisplayName: 'Aldric_Stone',
      section: 'banking',
    }
    render(<LoginScreen />)
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_ENDED_TEXT)
    expect(screen.getByRole('textbox', { name: 'UUID' })).toHaveValue(PLAYER_UUID)
    expect(passwordInput()).toHaveValue('')
  })
})

describe('LoginScreen: identifier toggle and validation', () => {
  it('toggles between username and UUID, clearing the fields and the error', async () => {
    const user = userEvent.setup()
    render(<LoginScreen />)
    await user.click(submitButton())
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a username')
    await fill(user, 'Demo', 'secret')
    await useUuidMode(user)
    expect(identifierInput()).toHaveValue('')
    expect(passwordInput()).toHaveValue('')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'UUID' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use Minecraft Username Instead' }))
    expect(screen.getByRole('textbox', { name: 'Minecraft Username' })).toBeInTheDocument()
  })

  it.each([
    ['username', '', '', 'Please enter a username'],
    [
      'username',
      'ab',
      'x',
      'Please enter a valid Minecraft username (3-16 characters, letters, numbers, and underscores only)',
    ],
    ['username', 'DemoPlayer', '', 'Please enter a password'],
    ['uuid', '', '', 'Please enter a UUID'],
    ['uuid', 'not-a-uuid', '', 'Please enter a valid UUID format'],
    ['uuid', PLAYER_UUID, '', 'Please enter a password'],
  ])('%s mode %j / %j shows %j without calling the server', async (mode, identifier, password, message) => {
    const user = userEvent.setup()
    render(<LoginScreen />)
    if (mode === 'uuid') await useUuidMode(user)
    await fill(user, identifier, password)
    await user.click(submitButton())
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(loginBodies()).toHaveLength(0)
    expectKept(identifier, password)
  })
})

describe('LoginScreen: focus and the marked field', () => {
  it('starts on the identifier field', () => {
    render(<LoginScreen />)
    expect(identifierInput()).toHaveFocus()
  })

  it('marks the failing field, ties the alert to it and moves focus there', async () => {
    const user = userEvent.setup()
    render(<LoginScreen />)
    await fill(user, 'DemoPlayer', '')
    await user.click(submitButton())
    const alert = screen.getByRole('alert')
    await vi.waitFor(() => expect(passwordInput()).toHaveFocus(), SETTLED)
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true')
    expect(passwordInput()).toHaveAttribute('aria-errormessage', alert.id)
    expect(identifierInput()).not.toHaveAttribute('aria-invalid')
    await user.type(passwordInput(), 'x')
    await user.clear(identifierInput())
    await user.click(submitButton())
    await vi.waitFor(() => expect(identifierInput()).toHaveFocus(), SETTLED)
    expect(identifierInput()).toHaveAttribute('aria-invalid', 'true')
    expect(passwordInput()).not.toHaveAttribute('aria-invalid')
  })
})

describe('LoginScreen: signing in', () => {
  it('resolves the username, logs in and hands on the response plus the credentials', async () => {
    const user = userEvent.setup()
    render(<LoginScreen />)
    await fill(user, 'DemoPlayer', 'demo-player')
    await user.click(submitButton())
    await vi.waitFor(() => expect(session.screen).toBe('character-select'), SETTLED)
    expect(loginBodies()).toEqual([{ uuid: PLAYER_UUID, password: 'demo-player' }])
    expect(session.auth).toMatchObject({
      success: true,
      uuid: PLAYER_UUID,
      isAdmin: false,
      hasNoCharacters: false,
      credentials: { uuid: PLAYER_UUID, password: 'demo-player' },
    })
    expect(session.auth!.displayNames.length).toBeGreaterThanOrEqual(4)
    expect(session.auth!.displayNameCount).toBe(session.auth!.displayNames.length)
  })

  it('signs an admin in (DemoAdmin through the lookup)', async () => {
    const user = userEvent.setup()
    render(<LoginScreen />)
    await fill(user, 'DemoAdmin', 'demo-admin')
    await user.click(submitButton())
    await vi.waitFor(() => expect(session.screen).toBe('character-select'), SETTLED)
    expect(session.auth).toMatchObject({ isAdmin: true, credentials: { password: 'demo-admin' } })
  })

  it('logs in with a UUID directly (any case)', async () => {
    const user = userEvent.setup()
    render(<LoginScreen />)
    await useUuidMode(user)
    await fill(user, PLAYER_UUID.toUpperCase(), 'demo-player')
    await user.click(submitButton())
    await vi.waitFor(() => expect(session.screen).toBe('character-select'), SETTLED)
    expect(loginBodies()).toEqual([{ uuid: PLAYER_UUID, password: 'demo-player' }])
    expect(session.auth?.uuid).toBe(PLAYER_UUID)
  })

  it.each([
    ['username', 'DemoPlayer', 'Resolving UUID & Authenticating...'],
    ['uuid', PLAYER_UUID, 'Authenticating...'],
  ])('in %s mode disables the form while submitting and reads %j', async (mode, identifier, label) => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(LOGIN_URL, async () => {
        await gate
        return HttpResponse.json({ success: false, message: 'Invalid UUID or password' }, { status: 401 })
      }),
    )
    const user = userEvent.setup()
    render(<LoginScreen />)
    if (mode === 'uuid') await useUuidMode(user)
    await fill(user, identifier, 'demo-player')
    await user.click(submitButton())
    const busy = await screen.findByRole('button', { name: label })
    expect(busy).toBeDisabled()
    expect(identifierInput()).toBeDisabled()
    expect(passwordInput()).toBeDisabled()
    release()
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid UUID or password')
    expectKept(identifier, 'demo-player')
  })
})

describe('LoginScreen: every error keeps what was typed', () => {
  const cases: [string, () => ReturnType<typeof http.post>, string][] = [
    [
      'a 429 lockout message',
      () =>
        http.post(LOGIN_URL, () =>
          HttpResponse.json(
            {
              success: false,
              error: 'Too many failed attempts. Try again in 5 minutes.',
              message: 'Too many failed attempts. Try again in 5 minutes.',
            },
            { status: 429 },
          ),
        ),
      'Too many failed attempts. Try again in 5 minutes.',
    ],
    [
      'a 500 with a message',
      () =>
        http.post(LOGIN_URL, () =>
          HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
        ),
      'Database unavailable',
    ],
    [
      'a 500 without a message',
      () => http.post(LOGIN_URL, () => new HttpResponse('Internal Server Error', { status: 500 })),
      'Login failed',
    ],
    [
      'a 200 with success false',
      () => http.post(LOGIN_URL, () => HttpResponse.json({ success: false, message: 'Account suspended' })),
      'Account suspended',
    ],
    [
      'a 200 with success false and no message',
      () => http.post(LOGIN_URL, () => HttpResponse.json({ success: false })),
      'Login failed',
    ],
    [
      'a body that is not JSON',
      () =>
        http.post(
          LOGIN_URL,
          () =>
            new HttpResponse('<html>proxy error</html>', {
              status: 200,
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      'Login failed',
    ],
    [
      'JSON that is not a login answer',
      () => http.post(LOGIN_URL, () => HttpResponse.json({ success: true, displayNames: 'nope' })),
      'Login failed',
    ],
    ['a network failure', () => http.post(LOGIN_URL, () => HttpResponse.error()), CONNECT],
  ]

  it("the fake backend's 401 for a wrong password", async () => {
    const user = userEvent.setup()
    render(<LoginScreen />)
    await fill(user, 'DemoPlayer', 'wrong-password')
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid UUID or password')
    expect(screen.getByRole('alert').textContent).toBe('Invalid UUID or password')
    expectKept('DemoPlayer', 'wrong-password')
  })

  it.each(cases)('%s', async (_name, handler, message) => {
    server.use(handler())
    const user = userEvent.setup()
    render(<LoginScreen />)
    await useUuidMode(user)
    await fill(user, PLAYER_UUID, 'wrong-password')
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('alert').textContent).toBe(message)
    expectKept(PLAYER_UUID, 'wrong-password')
  })

  it(`a login that hangs past ${API_TIMEOUT_MS} ms`, async () => {
    server.use(
      http.post(LOGIN_URL, async () => {
        await delay('infinite')
        return HttpResponse.json(loginAnswer())
      }),
    )
    const user = userEvent.setup()
    render(<LoginScreen />)
    await useUuidMode(user)
    await fill(user, PLAYER_UUID, 'demo-player')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(submitButton())
    await act(() => vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 100))
    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(100))
    vi.useRealTimers()
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECT)
    expectKept(PLAYER_UUID, 'demo-player')
  })

  it('a username no proxy can resolve', async () => {
    server.use(
      http.get(PROXY_ONE, () => HttpResponse.error()),
      http.get(PROXY_TWO, () => HttpResponse.json({ errorMessage: 'down' }, { status: 502 })),
    )
    const user = userEvent.setup()
    render(<LoginScreen />)
    await fill(user, 'DemoPlayer', 'demo-player')
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_FAILED)
    expect(loginBodies()).toHaveLength(0)
    expectKept('DemoPlayer', 'demo-player')
  })

  it('a username the fake lookup reports as not found (404 from both proxies)', async () => {
    const user = userEvent.setup()
    render(<LoginScreen />)
    await fill(user, 'Nobody_Here', 'whatever')
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_FAILED)
    expect(loginBodies()).toHaveLength(0)
    expectKept('Nobody_Here', 'whatever')
  })

  it('a lookup that answers without an id', async () => {
    server.use(http.get(PROXY_ONE, () => HttpResponse.json({ name: 'Nobody_Here' })))
    const user = userEvent.setup()
    render(<LoginScreen />)
    await fill(user, 'Nobody_Here', 'whatever')
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_EMPTY)
    expect(loginBodies()).toHaveLength(0)
    expectKept('Nobody_Here', 'whatever')
  })
})
