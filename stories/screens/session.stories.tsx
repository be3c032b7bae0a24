import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CharacterSelectScreen } from '@/features/characters'
import { LoginScreen } from '@/features/auth'
import { passwordKnown, restoreSession, session } from '@/state/session'
import { SESSION_ENDED_TEXT } from '@/state/session-renewal'
import { page, type Canvas } from '../support/play'
import { SETTLE } from '../support/world'

// Session safety on the real fake backend (minimal world): a tab that does not know the
// password asks for it when a character is picked; a session that could not be renewed returns
// to a login that says why, with the account filled in.

const NORTH_WIND = {
  uuid: '1a2b3c4d-0001-4a00-8000-000000000001',
  password: 'north-wind',
  character: 'Mira Quill',
}

const meta = {
  title: 'Screens/Session',
  component: CharacterSelectScreen,
  parameters: { world: { signedInAs: { account: 'NorthWind' } } },
  // What a new tab (or a reload) finds: the stored account, and no password in memory.
  beforeEach: () => {
    restoreSession()
  },
} satisfies Meta<typeof CharacterSelectScreen>

export default meta
type Story = StoryObj<typeof meta>

async function openPrompt(canvas: Canvas) {
  await userEvent.click(
    await canvas.findByRole('button', { name: new RegExp(`^${NORTH_WIND.character}`) }, SETTLE),
  )
  const dialog = within(await canvas.findByRole('dialog', { name: 'Enter your password' }, SETTLE))
  const field = dialog.getByLabelText('Password')
  await waitFor(() => expect(field).toBeVisible(), SETTLE)
  return { dialog, field }
}

export const AsksForThePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(passwordKnown()).toBe(false)
    const { dialog, field } = await openPrompt(canvas)
    await expect(
      dialog.getByText(
        `To continue as ${NORTH_WIND.character}, enter the password of your game account. The console keeps it only while this tab is open.`,
      ),
    ).toBeVisible()
    await expect(field).toHaveFocus()
    await expect(field).toHaveAttribute('placeholder', 'Enter your password')
  },
}

export const WrongPasswordKeepsWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const { dialog, field } = await openPrompt(canvas)
    await userEvent.type(field, 'not-the-password')
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }))
    const alert = await dialog.findByRole('alert', {}, SETTLE)
    await expect(alert.textContent).toBe('Invalid UUID or password')
    await expect(field).toHaveValue('not-the-password')
    await expect(session.screen).toBe('character-select')
  },
}

export const RightPasswordSelects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const { dialog, field } = await openPrompt(canvas)
    await userEvent.type(field, NORTH_WIND.password)
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(session.screen).toBe('game'), SETTLE)
    await expect(session.session?.selectedDisplayName).toBe(NORTH_WIND.character)
    await expect(passwordKnown()).toBe(true)
  },
}

export const BackAtLoginAfterTheSessionEnded: StoryObj<typeof LoginScreen> = {
  render: () => <LoginScreen />,
  parameters: { world: {} },
  beforeEach: () => {
    session.resume = {
      reason: SESSION_ENDED_TEXT,
      uuid: NORTH_WIND.uuid,
      selectedDisplayName: NORTH_WIND.character,
      section: 'relations',
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const alert = await canvas.findByRole('alert', {}, SETTLE)
    await expect(alert.textContent).toBe(SESSION_ENDED_TEXT)
    await expect(canvas.getByRole('textbox', { name: 'UUID' })).toHaveValue(NORTH_WIND.uuid)
    await userEvent.type(canvas.getByLabelText('Password'), NORTH_WIND.password)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(session.screen).toBe('character-select'), SETTLE)
  },
}
