import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { LoginScreen } from '@/features/auth'
import { DEFAULT_CONFIG } from '@/config/config'
import { setRuntimeConfig } from '@/config/runtime'
import { logout, session } from '@/state/session'
import { PLAYER_UUID } from './auth-fixtures'
import { hang, handlersWith, LOGIN_URL, PROXY_ONE_URL, PROXY_TWO_URL } from './auth-handlers'

const CONNECT = 'Failed to connect to server. Please make sure the Statecraft server is running.'

type Canvas = ReturnType<typeof within>
const page = (canvasElement: HTMLElement): Canvas => within(canvasElement.ownerDocument.body)

/** Generous waits: the test-runner shares the CPU between several browser pages. */
const SLOW = { timeout: 5000 }

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { msw: handlersWith() },
  // Every story starts signed out, in demo mode, with the shipped links and lookup proxies.
  loaders: [
    ({ parameters }) => {
      logout()
      setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: '', mode: parameters.mode === 'live' ? 'live' : 'demo' })
      return {}
    },
  ],
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

async function toUuidMode(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Use UUID Directly' }))
}

async function fillAndSubmit(canvas: Canvas, identifier: string, password: string) {
  const identifierInput = canvas.getByRole('textbox', { name: /Minecraft Username|UUID/ })
  if (identifier) await userEvent.type(identifierInput, identifier)
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
}

/** The alert shows exactly the spec text, and the form still holds what was typed. */
async function expectError(canvas: Canvas, message: string, identifier: string, password: string) {
  const alert = await canvas.findByRole('alert', undefined, SLOW)
  await expect(alert).toHaveTextContent(message)
  await expect(alert.textContent).toBe(message)
  await expect(canvas.getByRole('textbox', { name: /Minecraft Username|UUID/ })).toHaveValue(identifier)
  await expect(canvas.getByLabelText('Password')).toHaveValue(password)
  await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled()
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Sign in', selected: true })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Minecraft Username' })).toBeVisible()
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
    await expect(await canvas.findByRole('region', { name: 'Demo accounts' }, SLOW)).toBeVisible()
  },
}

export const UuidMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Minecraft Username' }), 'Typed')
    await toUuidMode(canvas)
    await expect(canvas.getByRole('button', { name: 'Use Minecraft Username Instead' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'UUID' })).toHaveValue('')
    await expect(canvas.getByPlaceholderText('Enter your password')).toHaveValue('')
  },
}

export const LiveModeWithoutDemoAccounts: Story = {
  parameters: { mode: 'live' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
    await expect(canvas.queryByText('Demo accounts')).toBeNull()
  },
}

export const DemoAccountFillsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Use DemoAdmin' }, SLOW))
    await expect(canvas.getByRole('textbox', { name: 'Minecraft Username' })).toHaveValue('DemoAdmin')
    await expect(canvas.getByLabelText('Password')).toHaveValue('demo-admin')
  },
}

export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Use DemoPlayer' }, SLOW))
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(session.screen).toBe('character-select'), SLOW)
    await expect(session.auth?.credentials).toEqual({ uuid: PLAYER_UUID, password: 'demo-player' })
  },
}

// ---------------------------------------------------------------- validation (spec section 5)

export const UsernameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, '', 'demo-player')
    await expectError(canvas, 'Please enter a username', '', 'demo-player')
  },
}

export const UsernameInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'no spaces!', 'demo-player')
    await expectError(
      canvas,
      'Please enter a valid Minecraft username (3-16 characters, letters, numbers, and underscores only)',
      'no spaces!',
      'demo-player',
    )
  },
}

export const UuidRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await toUuidMode(canvas)
    await fillAndSubmit(canvas, '', '')
    await expectError(canvas, 'Please enter a UUID', '', '')
  },
}

export const UuidInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await toUuidMode(canvas)
    await fillAndSubmit(canvas, '6f1c2a3b-4d5e', 'demo-player')
    await expectError(canvas, 'Please enter a valid UUID format', '6f1c2a3b-4d5e', 'demo-player')
  },
}

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'DemoPlayer', '')
    await expectError(canvas, 'Please enter a password', 'DemoPlayer', '')
  },
}

// ---------------------------------------------------------------- submitting (spec section 4)

export const SubmittingWithUsername: Story = {
  parameters: { msw: handlersWith(hang(LOGIN_URL)) },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'DemoPlayer', 'demo-player')
    const button = await canvas.findByRole('button', { name: 'Resolving UUID & Authenticating...' }, SLOW)
    await expect(button).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Minecraft Username' })).toBeDisabled()
    await expect(canvas.getByLabelText('Password')).toBeDisabled()
  },
}

export const SubmittingWithUuid: Story = {
  parameters: { msw: handlersWith(hang(LOGIN_URL)) },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await toUuidMode(canvas)
    await fillAndSubmit(canvas, PLAYER_UUID, 'demo-player')
    const button = await canvas.findByRole('button', { name: 'Authenticating...' }, SLOW)
    await expect(button).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'UUID' })).toBeDisabled()
  },
}

// ---------------------------------------------------------------- login errors (spec section 8)

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'DemoPlayer', 'not-my-password')
    await expectError(canvas, 'Invalid UUID or password', 'DemoPlayer', 'not-my-password')
  },
}

export const ServerErrorWithoutMessage: Story = {
  parameters: {
    msw: handlersWith(http.post(LOGIN_URL, () => new HttpResponse('Internal Server Error', { status: 500 }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await toUuidMode(canvas)
    await fillAndSubmit(canvas, PLAYER_UUID, 'demo-player')
    await expectError(canvas, 'Login failed', PLAYER_UUID, 'demo-player')
  },
}

export const ServerErrorWithMessage: Story = {
  parameters: {
    msw: handlersWith(
      http.post(LOGIN_URL, () =>
        HttpResponse.json(
          { success: false, error: 'Database unavailable', message: 'Database unavailable' },
          { status: 500 },
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'DemoPlayer', 'demo-player')
    await expectError(canvas, 'Database unavailable', 'DemoPlayer', 'demo-player')
  },
}

export const MalformedBody: Story = {
  parameters: {
    msw: handlersWith(
      http.post(
        LOGIN_URL,
        () => new HttpResponse('<html>gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'DemoPlayer', 'demo-player')
    await expectError(canvas, 'Login failed', 'DemoPlayer', 'demo-player')
  },
}

export const NetworkError: Story = {
  parameters: { msw: handlersWith(http.post(LOGIN_URL, () => HttpResponse.error())) },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await toUuidMode(canvas)
    await fillAndSubmit(canvas, PLAYER_UUID, 'demo-player')
    await expectError(canvas, CONNECT, PLAYER_UUID, 'demo-player')
  },
}

export const LookupFailed: Story = {
  parameters: {
    msw: handlersWith(
      http.get(PROXY_ONE_URL, () => HttpResponse.error()),
      http.get(PROXY_TWO_URL, () => HttpResponse.json({ error: 'Bad gateway' }, { status: 502 })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'DemoPlayer', 'demo-player')
    await expectError(
      canvas,
      'Failed to resolve UUID from username. Please check the username or use UUID directly.',
      'DemoPlayer',
      'demo-player',
    )
  },
}

export const LookupEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await fillAndSubmit(canvas, 'Nobody_Here', 'demo-player')
    await expectError(
      canvas,
      'Could not resolve UUID for this username. Please check the username or use UUID directly.',
      'Nobody_Here',
      'demo-player',
    )
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
