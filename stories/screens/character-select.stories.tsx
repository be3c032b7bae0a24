import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { AuthData } from '@/api/auth.types'
import { CharacterSelectScreen } from '@/features/characters'
import { DEFAULT_CONFIG } from '@/config/config'
import { setRuntimeConfig } from '@/config/runtime'
import { logout, session, signedIn } from '@/state/session'
import { setUgcEnabled } from '@/state/ugc'
import { adminAuth, adminWithoutCharacters, newbieAuth, playerAuth } from './auth-fixtures'
import { hang, handlersWith, SELECT_URL } from './auth-handlers'

type Canvas = ReturnType<typeof within>
const page = (canvasElement: HTMLElement): Canvas => within(canvasElement.ownerDocument.body)

/** Generous waits: the test-runner shares the CPU between several browser pages. */
const SLOW = { timeout: 5000 }

interface Params {
  auth?: AuthData
  ugcEnabled?: boolean
}

const meta = {
  title: 'Screens/Character selection',
  component: CharacterSelectScreen,
  parameters: { msw: handlersWith(), auth: playerAuth },
  // The story's account is signed in through the real session actions before it renders.
  loaders: [
    ({ parameters }) => {
      const { auth = playerAuth, ugcEnabled = true } = parameters as Params
      logout()
      setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: '', mode: 'demo' })
      setUgcEnabled(ugcEnabled)
      signedIn(structuredClone(auth))
      return {}
    },
  ],
} satisfies Meta<typeof CharacterSelectScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Card names in the order shown. */
function shownNames(canvas: Canvas): string[] {
  const list = canvas.queryByRole('list', { name: 'Characters' })
  if (!list) return []
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('.text-lg')?.textContent ?? '')
}

const card = (canvas: Canvas, name: string) => canvas.getByRole('button', { name: new RegExp(`^${name}`) })

async function search(canvas: Canvas, text: string) {
  await userEvent.type(canvas.getByPlaceholderText('Search characters...'), text)
}

async function expectSelectError(canvas: Canvas, name: string, message: string) {
  await userEvent.click(card(canvas, name))
  const alert = await canvas.findByRole('alert', undefined, SLOW)
  await expect(alert.textContent).toBe(message)
  await expect(canvas.queryByText('Loading character...')).toBeNull()
  await expect(card(canvas, name)).toBeEnabled()
  await expect(session.screen).toBe('character-select')
}

export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Select a Character' })).toBeVisible()
    await expect(canvas.getByText('Choose from your 4 characters to continue')).toBeVisible()
    await expect(canvas.getByText(/^6f1c2a3b\.\.\.$/)).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
    for (const name of ['Store', 'Map', 'Wiki']) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(shownNames(canvas)).toEqual(['Aldric_Stone', 'Mira_Vale', 'Tobin_Ash', 'Old_Marcus'])
    await expect(canvas.queryByText('Divine Entity')).toBeNull()
  },
}

export const Admin: Story = {
  parameters: { auth: adminAuth },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(shownNames(canvas)).toEqual(['Divine Entity', 'Overseer_Vex'])
    await expect(within(card(canvas, 'Divine Entity')).getByText('Admin Panel')).toBeVisible()
    await expect(canvas.getByText('Choose from your 1 characters to continue')).toBeVisible()
  },
}

export const DeceasedBadge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await search(canvas, 'marcus')
    const deceased = card(canvas, 'Old_Marcus')
    await expect(within(deceased).getByText('Deceased')).toBeVisible()
    await expect(deceased).toHaveAttribute('data-variant', 'deceased')
    await expect(shownNames(canvas)).toEqual(['Old_Marcus'])
  },
}

export const MostRecentBadge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(within(card(canvas, 'Aldric_Stone')).getByText('Most Recent')).toBeVisible()
    await expect(canvas.getAllByText('Most Recent')).toHaveLength(1)
  },
}

export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await search(canvas, 'Zanzibar')
    await expect(canvas.getByText('No characters found matching "Zanzibar"')).toBeVisible()
    await expect(shownNames(canvas)).toEqual([])
  },
}

export const NoCharactersPlayer: Story = {
  parameters: { auth: newbieAuth },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('status').textContent).toBe(
      'No characters found. Your display names will be tracked when you join the server.',
    )
    await expect(shownNames(canvas)).toEqual([])
  },
}

export const NoCharactersAdmin: Story = {
  parameters: { auth: adminWithoutCharacters },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('status').textContent).toBe(
      'No characters found. Your display names will be tracked when you join the server. As an admin, you can still access the admin panel using Divine Entity.',
    )
    await expect(shownNames(canvas)).toEqual(['Divine Entity'])
  },
}

export const UgcDisabled: Story = {
  parameters: { ugcEnabled: false },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(card(canvas, 'Aldric_Stone').querySelector('img')).toBeNull()
  },
}

export const LoadingCharacter: Story = {
  parameters: { msw: handlersWith(hang(SELECT_URL)) },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(card(canvas, 'Mira_Vale'))
    await expect(await canvas.findByText('Loading character...', undefined, SLOW)).toBeVisible()
    for (const name of ['Aldric_Stone', 'Mira_Vale', 'Tobin_Ash', 'Old_Marcus']) {
      await expect(card(canvas, name)).toBeDisabled()
    }
  },
}

export const Selects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(card(canvas, 'Mira_Vale'))
    await waitFor(() => expect(session.screen).toBe('game'), SLOW)
    await expect(session.session?.selectedDisplayName).toBe('Mira_Vale')
  },
}

export const SelectErrorServerMessage: Story = {
  parameters: {
    msw: handlersWith(
      http.post(SELECT_URL, () =>
        HttpResponse.json(
          { success: false, error: 'Invalid UUID or password', message: 'Invalid UUID or password' },
          { status: 401 },
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await expectSelectError(page(canvasElement), 'Mira_Vale', 'Invalid UUID or password')
  },
}

export const SelectErrorDefault: Story = {
  parameters: { msw: handlersWith(http.post(SELECT_URL, () => new HttpResponse(null, { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expectSelectError(page(canvasElement), 'Mira_Vale', 'Failed to select character. Please try again.')
  },
}

export const SelectErrorMalformedBody: Story = {
  parameters: {
    msw: handlersWith(http.post(SELECT_URL, () => new HttpResponse('not json', { status: 200 }))),
  },
  play: async ({ canvasElement }) => {
    await expectSelectError(page(canvasElement), 'Tobin_Ash', 'Failed to select character. Please try again.')
  },
}

export const AdminPanelErrorDefault: Story = {
  parameters: {
    auth: adminAuth,
    msw: handlersWith(http.post(SELECT_URL, () => new HttpResponse(null, { status: 500 }))),
  },
  play: async ({ canvasElement }) => {
    await expectSelectError(
      page(canvasElement),
      'Divine Entity',
      'Failed to access admin panel. Please try again.',
    )
  },
}

export const SelectNetworkError: Story = {
  parameters: { msw: handlersWith(http.post(SELECT_URL, () => HttpResponse.error())) },
  play: async ({ canvasElement }) => {
    await expectSelectError(
      page(canvasElement),
      'Aldric_Stone',
      'Failed to connect to server. Please try again.',
    )
  },
}
