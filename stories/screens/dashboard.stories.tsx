import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { GameScreen } from '@/app/GameScreen'
import { DASHBOARD_TEXTS, SKILLS_TEXTS } from '@/features/dashboard'
import { selectedCharacter, session } from '@/state/session'
import { formatDate, relativeTime } from '@/lib/time'
import { db } from '@mocks/db'
import { SETTLE, type StoryWorld } from '../support/world'
import { openedDialog, page, visible } from '../support/play'

const as = (name: string, more: StoryWorld = {}): { world: StoryWorld } => ({
  world: { signedInAs: name, ...more },
})

// Signed in through the real login and select-character calls of the fake backend.
const meta = {
  title: 'Screens/Dashboard',
  component: GameScreen,
  parameters: as('Aurelia Voss'),
} satisfies Meta<typeof GameScreen>

export default meta
type Story = StoryObj<typeof meta>

const heading = (canvasElement: HTMLElement, name: string) =>
  page(canvasElement).findByRole('heading', { level: 1, name }, SETTLE)

export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const title = await heading(canvasElement, 'Aurelia Voss')
    // Picking a character lands on its heading.
    await waitFor(() => expect(title).toHaveFocus(), SETTLE)
    const character = selectedCharacter(session)!
    await expect(canvas.getByText(DASHBOARD_TEXTS.recent)).toBeVisible()
    await expect(canvas.getByText(relativeTime(character.lastSeen))).toBeVisible()
    await expect(canvas.getByText(formatDate(character.firstUsed))).toBeVisible()
    await expect(canvas.getByText(/Merchant-princess of the river ports/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Edit profile picture' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Edit biography' })).toBeVisible()
    for (const title of ['Nation Management', 'Player Relations', 'Banking & Finance', 'Character Skills']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible()
    }
    // Only the tile that opens nothing yet says so.
    await expect(canvas.getAllByText(SKILLS_TEXTS.chip)).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: /Back/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
  },
}

export const NotRecent: Story = {
  parameters: as('Cassius Thorne'),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await heading(canvasElement, 'Cassius Thorne')
    await expect(canvas.queryByText(DASHBOARD_TEXTS.recent)).toBeNull()
    await expect(canvas.getByText('1 week ago')).toBeVisible()
  },
}

export const LastSeenMonthsAgo: Story = {
  parameters: as('Wren Ashdown'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Wren Ashdown')
    await expect(page(canvasElement).getByText('1 month ago')).toBeVisible()
  },
}

export const Deceased: Story = {
  parameters: as('Old Tobias'),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await heading(canvasElement, 'Old Tobias')
    await expect(canvas.getByText('Deceased')).toBeVisible()
    await expect(canvas.queryByText(DASHBOARD_TEXTS.recent)).toBeNull()
    await expect(canvas.getByText('1 year ago')).toBeVisible()
    // Read-only, and says why: the server refuses every edit of a deceased character.
    await expect(canvas.getByText(DASHBOARD_TEXTS.deceasedReadOnly('Old Tobias'))).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Edit biography' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Edit profile picture' })).toBeNull()
  },
}

/** No biography and a last-seen time the server never recorded. */
export const NoBiographyNeverSeen: Story = {
  parameters: as('Cassius Thorne', {
    prepare: () => {
      const row = db.characters.findFirst((q) => q.where({ name: 'Cassius Thorne' }))
      if (row) row.lastSeen = null
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await heading(canvasElement, 'Cassius Thorne')
    await expect(canvas.getByText(DASHBOARD_TEXTS.noBiography)).toBeVisible()
    await expect(canvas.getByText('Unknown')).toBeVisible()
  },
}

/** The session names a character the account does not have (spec section 2). */
export const DataNotFound: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Aurelia Voss')
    session.session!.selectedDisplayName = 'Nobody Known'
    await expect(await page(canvasElement).findByText(DASHBOARD_TEXTS.notFound, {}, SETTLE)).toBeVisible()
  },
}

export const SkillsPlaceholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /Character Skills/ }, SETTLE))
    await expect(canvas.getByRole('heading', { name: SKILLS_TEXTS.title })).toBeVisible()
    await expect(canvas.getByText(SKILLS_TEXTS.chip)).toBeVisible()
    await expect(canvas.getByText(SKILLS_TEXTS.body)).toBeVisible()
  },
}

export const UgcHidden: Story = {
  parameters: as('Aurelia Voss', { ugcEnabled: false }),
  play: async ({ canvasElement }) => {
    // Aurelia Voss has an uploaded picture; with UGC off the initial placeholder shows instead.
    await heading(canvasElement, 'Aurelia Voss')
    await expect(canvasElement.ownerDocument.querySelector('img[src*="/uploads/"]')).toBeNull()
  },
}

export const UgcShown: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Aurelia Voss')
    await waitFor(
      () => expect(canvasElement.ownerDocument.querySelector('img[src*="/uploads/"]')).not.toBeNull(),
      SETTLE,
    )
  },
}

export const EditBiography: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit biography' }, SETTLE))
    const dialog = await openedDialog(canvasElement)
    const box = dialog.getByLabelText('Biography')
    // The dialog opens on its text area, not on its frame.
    await waitFor(() => expect(box).toHaveFocus(), SETTLE)
    await userEvent.clear(box)
    await userEvent.type(box, 'Now keeps the books of the whole river.')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    // The success banner clears itself after 3 s, so it is checked first.
    await expect(await canvas.findByText('Biography updated', {}, SETTLE)).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
    await visible(() => canvas.getByText('Now keeps the books of the whole river.'))
    await expect(selectedCharacter(session)?.biography).toBe('Now keeps the books of the whole river.')
  },
}

export const EditProfilePicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile picture' }, SETTLE))
    const dialog = await openedDialog(canvasElement)
    await expect(dialog.getByRole('heading', { name: 'Profile picture' })).toBeVisible()
    await expect(within(canvasElement.ownerDocument.body).getAllByRole('dialog')).toHaveLength(1)
  },
}
