import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { GameScreen } from '@/app/GameScreen'
import { NoticeBanners } from '@/app/NoticeBanners'
import { session } from '@/state/session'
import { setUgcEnabled } from '@/state/ugc'
import { formatDate } from '@/lib/time'
import { ALDRIC, character, daysAgo, gameHandlersWith, SETTLE, startGame } from './game-fixtures'

const NOT_FOUND = 'Character data not found. Please go back and select a character.'

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

const meta = {
  title: 'Screens/Dashboard',
  component: GameScreen,
  parameters: { msw: gameHandlersWith() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <NoticeBanners />
      </>
    ),
  ],
} satisfies Meta<typeof GameScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Player: Story = {
  loaders: [() => startGame(ALDRIC)],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aldric_Stone' })).toBeVisible()
    await expect(canvas.getByText('Most Recent Character')).toBeVisible()
    await expect(canvas.getByText('Today')).toBeVisible()
    await expect(canvas.getByText(formatDate(ALDRIC.firstUsed))).toBeVisible()
    await expect(canvas.getByText(/Third son of a river-town ferryman/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Edit profile picture' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Edit biography' })).toBeVisible()
    for (const title of ['Nation Management', 'Player Relations', 'Banking & Finance', 'Character Skills']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible()
    }
    await expect(canvas.getAllByText('Soon')).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: /Back/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
  },
}

export const NotRecent: Story = {
  loaders: [() => startGame(character('Mira_Vale', { lastSeen: daysAgo(1), biography: 'Herbalist.' }))],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mira_Vale' })).toBeVisible()
    await expect(canvas.queryByText('Most Recent Character')).toBeNull()
    await expect(canvas.getByText('Yesterday')).toBeVisible()
  },
}

export const LastSeenWeeksAgo: Story = {
  loaders: [() => startGame(character('Tobin_Ash', { lastSeen: daysAgo(20), biography: 'Ferryman.' }))],
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByText('2 weeks ago')).toBeVisible()
  },
}

export const Deceased: Story = {
  loaders: [
    () =>
      startGame(
        character('Old_Marcus', {
          isDeceased: true,
          lastSeen: daysAgo(200),
          firstUsed: '2023-01-14T09:00:00.000Z',
        }),
      ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByText('Deceased')).toBeVisible()
    await expect(canvas.queryByText('Most Recent Character')).toBeNull()
    await expect(canvas.getByText('6 months ago')).toBeVisible()
  },
}

export const NoBiography: Story = {
  loaders: [() => startGame({ ...ALDRIC, biography: null, profilePictureUrl: null, lastSeen: null })],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByText('No biography yet.')).toBeVisible()
    await expect(canvas.getByText('Unknown')).toBeVisible()
  },
}

export const DataNotFound: Story = {
  loaders: [
    () => {
      startGame(null)
      session.screen = 'game'
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByText(NOT_FOUND)).toBeVisible()
  },
}

export const SkillsPlaceholder: Story = {
  loaders: [() => startGame(ALDRIC)],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Character Skills/ }))
    await expect(canvas.getByRole('heading', { name: 'Player Skills' })).toBeVisible()
    await expect(canvas.getByText('Coming Soon')).toBeVisible()
    await expect(canvas.getByText('This feature is currently under development')).toBeVisible()
  },
}

export const UgcHidden: Story = {
  loaders: [
    () => {
      startGame(ALDRIC)
      setUgcEnabled(false)
    },
  ],
  play: async ({ canvasElement }) => {
    // The picture is replaced by the initial placeholder while UGC is off.
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aldric_Stone' })).toBeVisible()
    await expect(canvasElement.ownerDocument.querySelector('img[src*="aldric"]')).toBeNull()
  },
}

export const EditBiography: Story = {
  loaders: [() => startGame(ALDRIC)],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Edit biography' }))
    const dialog = within(await canvas.findByRole('dialog', {}, SETTLE))
    const box = dialog.getByLabelText('Biography')
    await userEvent.clear(box)
    await userEvent.type(box, 'Now keeps the books of the whole river.')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    // The success banner clears itself after 3 s, so it is checked first.
    await expect(await canvas.findByText('Biography updated successfully', {}, SETTLE)).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
    await expect(canvas.getByText('Now keeps the books of the whole river.')).toBeVisible()
  },
}
