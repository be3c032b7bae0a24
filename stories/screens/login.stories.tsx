import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor } from 'storybook/test'
import { LoginScreen } from '@/features/auth'
import { LOGIN_MESSAGES } from '@/lib/validation'
import { LOOKUP_MESSAGES } from '@/api/lookup'
import { session } from '@/state/session'
import { DEMO_ACCOUNTS } from '@mocks/scenarios'
import { SETTLE, type StoryWorld } from '../support/world'
import {
  expectAlert,
  failing,
  page,
  SERVER_ERROR_TEXT,
  type ApiCall,
  type CallFault,
  type Canvas,
} from '../support/play'

const CONNECT = 'Failed to connect to server. Please make sure the Statecraft server is running.'
const PLAYER = DEMO_ACCOUNTS.player

// Nobody is signed in: every story starts on the login screen of the real fake backend.
const meta = {
  title: 'Screens/Login',
  // Its fault stories come from a factory, whose play the indexer cannot see (.storybook/test-runner.ts).
  tags: ['play-fn'],
  component: LoginScreen,
  parameters: { world: {} satisfies StoryWorld },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

const identifierField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Minecraft Username|UUID/ })
const passwordField = (canvas: Canvas) => canvas.getByLabelText('Password')

async function toUuidMode(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Use UUID Directly' }))
}

async function fillAndSubmit(canvas: Canvas, identifier: string, password: string) {
  if (identifier) await userEvent.type(identifierField(canvas), identifier)
  if (password) await userEvent.type(passwordField(canvas), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
}

/** The alert shows exactly the spec text; nothing was signed in and the form keeps what was typed. */
async function expectFailure(canvas: Canvas, message: string, identifier: string, password: string) {
  const alert = await expectAlert(canvas, message)
  await expect(identifierField(canvas)).toHaveValue(identifier)
  await expect(passwordField(canvas)).toHaveValue(password)
  await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  await expect(session.screen).toBe('login')
  await expect(session.auth).toBeNull()
  return alert
}

/**
 * A failed check marks its field (aria-invalid, the error ring), names the alert as the field's
 * error message, and moves focus there.
 */
async function expectFieldMarked(canvas: Canvas, field: HTMLElement, message: string) {
  const alert = await expectAlert(canvas, message)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAttribute('aria-errormessage', alert.id)
  await waitFor(() => expect(field).toHaveFocus(), SETTLE)
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Sign in', selected: true })).toBeVisible()
    // The identifier field is where a visitor starts typing.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Minecraft Username' })).toHaveFocus())
    await expect(canvas.getByPlaceholderText('Enter your password')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Use UUID Directly' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: /API Documentation/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    for (const name of ['Chat', 'Store', 'Map', 'Wiki']) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('target', '_blank')
    }
    // The demo accounts are their own chunk (live visitors never download the passwords).
    await expect(await canvas.findByRole('region', { name: 'Demo accounts' }, SETTLE)).toBeVisible()
  },
}

export const UuidMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Minecraft Username' }), 'Typed')
    await userEvent.type(passwordField(canvas), 'secret')
    await toUuidMode(canvas)
    await expect(canvas.getByRole('button', { name: 'Use Minecraft Username Instead' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'UUID' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'UUID' })).toHaveFocus()
    await expect(canvas.getByPlaceholderText('Enter your password')).toHaveValue('')
  },
}

export const LiveModeWithoutDemoAccounts: Story = {
  parameters: { world: { config: { mode: 'live' } } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
    await expect(canvas.queryByText('Demo accounts')).toBeNull()
  },
}

export const DemoAccountFillsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Use DemoAdmin' }, SETTLE))
    await expect(canvas.getByRole('textbox', { name: 'Minecraft Username' })).toHaveValue('DemoAdmin')
    await expect(passwordField(canvas)).toHaveValue('demo-admin')
  },
}

/** DemoPlayer signs in by username: the fake backend answers the lookup proxies and the login. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Use DemoPlayer' }, SETTLE))
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(session.screen).toBe('character-select'), SETTLE)
    await expect(session.auth?.credentials).toEqual({ uuid: PLAYER.uuid, password: PLAYER.password })
    await expect(session.auth?.displayNames.map((c) => c.name)).toContain('Aurelia Voss')
  },
}

// ---------------------------------------------------------------- validation (spec section 5)

export const UsernameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, '', 'demo-player')
    await expectFailure(canvas, LOGIN_MESSAGES.usernameEmpty, '', 'demo-player')
    await expectFieldMarked(canvas, identifierField(canvas), LOGIN_MESSAGES.usernameEmpty)
    await expect(passwordField(canvas)).not.toHaveAttribute('aria-invalid')
  },
}

export const UsernameInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'no spaces!', 'demo-player')
    await expectFailure(canvas, LOGIN_MESSAGES.usernameFormat, 'no spaces!', 'demo-player')
    await expectFieldMarked(canvas, identifierField(canvas), LOGIN_MESSAGES.usernameFormat)
  },
}

export const UuidRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await toUuidMode(canvas)
    await fillAndSubmit(canvas, '', '')
    await expectFailure(canvas, LOGIN_MESSAGES.uuidEmpty, '', '')
    await expectFieldMarked(canvas, identifierField(canvas), LOGIN_MESSAGES.uuidEmpty)
  },
}

export const UuidInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await toUuidMode(canvas)
    await fillAndSubmit(canvas, '6f1c2a3b-4d5e', 'demo-player')
    await expectFailure(canvas, LOGIN_MESSAGES.uuidFormat, '6f1c2a3b-4d5e', 'demo-player')
    await expectFieldMarked(canvas, identifierField(canvas), LOGIN_MESSAGES.uuidFormat)
  },
}

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'DemoPlayer', '')
    await expectFailure(canvas, LOGIN_MESSAGES.passwordEmpty, 'DemoPlayer', '')
    await expectFieldMarked(canvas, passwordField(canvas), LOGIN_MESSAGES.passwordEmpty)
    await expect(identifierField(canvas)).not.toHaveAttribute('aria-invalid')
  },
}

// ---------------------------------------------------------------- submitting (spec section 4)

const loginHangs: StoryWorld = { faults: { routes: [{ match: '/api/v1/auth/login', hang: true }] } }

export const SubmittingWithUsername: Story = {
  parameters: { world: loginHangs },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, PLAYER.username, PLAYER.password)
    const button = await canvas.findByRole('button', { name: 'Resolving UUID & Authenticating...' }, SETTLE)
    await expect(button).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Minecraft Username' })).toBeDisabled()
    await expect(passwordField(canvas)).toBeDisabled()
  },
}

export const SubmittingWithUuid: Story = {
  parameters: { world: loginHangs },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await toUuidMode(canvas)
    await fillAndSubmit(canvas, PLAYER.uuid, PLAYER.password)
    const button = await canvas.findByRole('button', { name: 'Authenticating...' }, SETTLE)
    await expect(button).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'UUID' })).toBeDisabled()
  },
}

// ---------------------------------------------------------------- login errors (spec section 8)

/** The fake backend's own 401: its message is shown as given, and focus returns to the password. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, PLAYER.username, 'not-my-password')
    await expectFailure(canvas, 'Invalid UUID or password', PLAYER.username, 'not-my-password')
    await waitFor(() => expect(passwordField(canvas)).toHaveFocus(), SETTLE)
  },
}

const LOGIN: ApiCall = { method: 'post', path: '/auth/login' }

/** DemoPlayer signs in by username (the lookup works) and the login call fails the `fault` way. */
const loginFails = (fault: CallFault, message: string): Story => ({
  parameters: failing(LOGIN, fault),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, PLAYER.username, PLAYER.password)
    await expectFailure(canvas, message, PLAYER.username, PLAYER.password)
  },
})

export const LoginAnswersEmptyObject = loginFails('empty', 'Login failed')
export const LoginAnswersNull = loginFails('null', 'Login failed')
export const LoginAnswersNonJson = loginFails('non-json', 'Login failed')
/** A 500 with the server's text: the text as given (spec section 8). */
export const LoginServerError = loginFails('server-error', SERVER_ERROR_TEXT)
export const LoginNetworkFailure = loginFails('network', CONNECT)
export const LoginTimeout = loginFails('timeout', CONNECT)

export const LoginServerErrorWithoutText: Story = {
  parameters: failing(LOGIN, { status: 500, message: '' }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await toUuidMode(canvas)
    await fillAndSubmit(canvas, PLAYER.uuid, PLAYER.password)
    await expectFailure(canvas, 'Login failed', PLAYER.uuid, PLAYER.password)
  },
}

export const LoginRefusedWithSuccessFalse: Story = {
  parameters: failing(LOGIN, { refused: 'Account suspended' }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, PLAYER.username, PLAYER.password)
    await expectFailure(canvas, 'Account suspended', PLAYER.username, PLAYER.password)
  },
}

// ---------------------------------------------------------------- username lookup (spec sections 7, 8)

/** Both proxies fail (one unreachable, one 502): the lookup failure text, focus on the name. */
export const LookupFailed: Story = {
  parameters: {
    world: {
      faults: {
        routes: [
          { match: 'proxy-one.statecraft.example', network: true },
          { match: 'proxy-two.statecraft.example', status: 502 },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, PLAYER.username, PLAYER.password)
    await expectFailure(canvas, LOOKUP_MESSAGES.failed, PLAYER.username, PLAYER.password)
    await waitFor(() => expect(identifierField(canvas)).toHaveFocus(), SETTLE)
  },
}

/** The fake lookup knows only the demo accounts: any other name is "not found" by both proxies. */
export const UnknownUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'Nobody_Here', 'whatever')
    await expectFailure(canvas, LOOKUP_MESSAGES.failed, 'Nobody_Here', 'whatever')
  },
}

/** A proxy answers, but without an id: the empty-resolution text. */
export const LookupEmpty: Story = {
  parameters: {
    msw: [
      http.get('https://proxy-one.statecraft.example/profile/:username', () =>
        HttpResponse.json({ name: 'Nobody_Here' }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'Nobody_Here', 'whatever')
    await expectFailure(canvas, LOOKUP_MESSAGES.empty, 'Nobody_Here', 'whatever')
  },
}

// ---------------------------------------------------------------- sign up

export const SignUpTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign up' }))
    await expect(canvas.getByRole('heading', { name: 'Create an account' })).toBeVisible()
    await expect(canvas.getByText('/persona password <your-password>')).toBeVisible()
    await expect(canvas.queryByLabelText('Password')).toBeNull()
  },
}
