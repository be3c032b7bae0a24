import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CharacterSelectScreen, CHARACTER_TEXTS } from '@/features/characters'
import { FIRST_CHARACTER_TEXTS } from '@/features/characters/FirstCharacterSteps'
import { session } from '@/state/session'
import { db, removeRow } from '@mocks/db'
import { DEMO_ACCOUNTS } from '@mocks/scenarios'
import { SETTLE, type StoryWorld } from '../support/world'
import { expectAlert, failing, page, SERVER_ERROR_TEXT, type CallFault, type Canvas } from '../support/play'

const PLAYER_CHARACTERS = ['Aurelia Voss', 'Bram Holloway', 'Cassius Thorne', 'Wren Ashdown', 'Old Tobias']
const SELECT_FAILED = 'Failed to select character. Please try again.'
const ADMIN_FAILED = 'Failed to access admin panel. Please try again.'
const CONNECT = 'Failed to connect to server. Please try again.'

const player: StoryWorld = { signedInAs: { account: 'DemoPlayer' } }
const admin: StoryWorld = { signedInAs: { account: 'DemoAdmin' } }
const newbie: StoryWorld = { signedInAs: { account: 'DemoNewbie' } }

// Signed in through the real login call; the story stops at character selection.
const meta = {
  title: 'Screens/Character selection',
  // Its fault stories come from a factory, whose play the indexer cannot see (.storybook/test-runner.ts).
  tags: ['play-fn'],
  component: CharacterSelectScreen,
  parameters: { world: player },
} satisfies Meta<typeof CharacterSelectScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Card names in the order shown. */
function shownNames(canvas: Canvas): string[] {
  const list = canvas.queryByRole('list', { name: 'Characters' })
  if (!list) return []
  return within(list)
    .getAllByRole('button')
    .map((button: HTMLElement) => button.querySelector('.text-lg')?.textContent ?? '')
}

const card = (canvas: Canvas, name: string) => canvas.getByRole('button', { name: new RegExp(`^${name}`) })

const search = (canvas: Canvas, text: string) =>
  userEvent.type(canvas.getByPlaceholderText(CHARACTER_TEXTS.searchPlaceholder), text)

/** The spec's text, the cards usable again, and no session: nothing was selected. */
async function expectSelectError(canvas: Canvas, name: string, message: string) {
  await userEvent.click(card(canvas, name))
  await expectAlert(canvas, message)
  await expect(canvas.queryByText(CHARACTER_TEXTS.loading)).toBeNull()
  await expect(card(canvas, name)).toBeEnabled()
  await expect(session.screen).toBe('character-select')
  await expect(session.session).toBeNull()
}

export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: CHARACTER_TEXTS.title })).toBeVisible()
    await expect(canvas.getByText('Choose from your 5 characters to continue')).toBeVisible()
    await expect(canvas.getByText(/^6f1c2a3b\.\.\.$/)).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
    for (const name of ['Store', 'Map', 'Wiki']) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer')
    }
    // Living characters first, the deceased one last.
    await expect(shownNames(canvas)).toEqual(PLAYER_CHARACTERS)
    await expect(canvas.queryByText('Divine Entity')).toBeNull()
  },
}

/** After sign-in a keyboard user starts at the search (the test browser has a fine pointer). */
export const FocusStartsAtTheSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await waitFor(
      () => expect(canvas.getByPlaceholderText(CHARACTER_TEXTS.searchPlaceholder)).toHaveFocus(),
      SETTLE,
    )
  },
}

export const Admin: Story = {
  parameters: { world: admin },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(shownNames(canvas)).toEqual(['Divine Entity', 'Elena Marsh', 'Warden Kael'])
    await expect(within(card(canvas, 'Divine Entity')).getByText(CHARACTER_TEXTS.adminPanel)).toBeVisible()
    await expect(canvas.getByText('Choose from your 2 characters to continue')).toBeVisible()
  },
}

export const DeceasedBadge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await search(canvas, 'tobias')
    const deceased = card(canvas, 'Old Tobias')
    await expect(within(deceased).getByText(CHARACTER_TEXTS.deceased)).toBeVisible()
    await expect(deceased).toHaveAttribute('data-variant', 'deceased')
    await expect(shownNames(canvas)).toEqual(['Old Tobias'])
  },
}

export const MostRecentBadge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(within(card(canvas, 'Aurelia Voss')).getByText(CHARACTER_TEXTS.mostRecent)).toBeVisible()
    await expect(canvas.getAllByText(CHARACTER_TEXTS.mostRecent)).toHaveLength(1)
  },
}

export const SearchFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await search(canvas, 'AsH')
    await expect(shownNames(canvas)).toEqual(['Wren Ashdown'])
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(shownNames(canvas)).toEqual(PLAYER_CHARACTERS)
  },
}

export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await search(canvas, 'Zanzibar')
    await expect(canvas.getByText(CHARACTER_TEXTS.noMatch('Zanzibar'))).toBeVisible()
    await expect(shownNames(canvas)).toEqual([])
  },
}

/** DemoNewbie: the info alert, the next step (characters are made in game), no search box. */
export const NoCharactersPlayer: Story = {
  parameters: { world: newbie },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('status').textContent).toBe(CHARACTER_TEXTS.noCharacters)
    const steps = canvas.getByRole('region', { name: FIRST_CHARACTER_TEXTS.heading })
    // The numbered steps (the links below are a list of their own).
    const [stepList] = within(steps).getAllByRole('list')
    await expect(
      within(stepList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...FIRST_CHARACTER_TEXTS.steps])
    await expect(within(steps).getByRole('link', { name: /How to join: the wiki/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(shownNames(canvas)).toEqual([])
    await expect(canvas.queryByPlaceholderText(CHARACTER_TEXTS.searchPlaceholder)).toBeNull()
    // With nothing to search, focus starts at the heading.
    await waitFor(
      () => expect(canvas.getByRole('heading', { name: CHARACTER_TEXTS.title })).toHaveFocus(),
      SETTLE,
    )
  },
}

/** An admin without characters still gets Divine Entity, so the search stays. */
export const NoCharactersAdmin: Story = {
  parameters: {
    world: {
      ...admin,
      prepare: () => {
        const adminUuid = DEMO_ACCOUNTS.admin.uuid
        for (const row of db.characters.findMany((q) => q.where({ accountUuid: adminUuid })))
          removeRow(db.characters, row)
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('status').textContent).toBe(
      CHARACTER_TEXTS.noCharacters + CHARACTER_TEXTS.noCharactersAdmin,
    )
    await expect(shownNames(canvas)).toEqual(['Divine Entity'])
    await expect(canvas.getByPlaceholderText(CHARACTER_TEXTS.searchPlaceholder)).toBeVisible()
  },
}

export const UgcDisabled: Story = {
  parameters: { world: { ...player, ugcEnabled: false } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    // Aurelia Voss has an uploaded picture; with UGC off a player sees the placeholder.
    await expect(card(canvas, 'Aurelia Voss').querySelector('img')).toBeNull()
  },
}

export const LoadingCharacter: Story = {
  parameters: {
    world: { ...player, faults: { routes: [{ match: '/api/v1/auth/select-character', hang: true }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(card(canvas, 'Bram Holloway'))
    await expect(await canvas.findByText(CHARACTER_TEXTS.loading, undefined, SETTLE)).toBeVisible()
    for (const name of PLAYER_CHARACTERS) await expect(card(canvas, name)).toBeDisabled()
  },
}

export const Selects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(card(canvas, 'Bram Holloway'))
    await waitFor(() => expect(session.screen).toBe('game'), SETTLE)
    await expect(session.session?.selectedDisplayName).toBe('Bram Holloway')
  },
}

// ---------------------------------------------------------------- select-character failures (section 8)

const SELECT = { method: 'post', path: '/auth/select-character' } as const

const selectFails = (fault: CallFault, message: string, who = 'Bram Holloway', world = player): Story => ({
  parameters: failing(SELECT, fault, world),
  play: async ({ canvasElement }) => expectSelectError(page(canvasElement), who, message),
})

export const SelectAnswersEmptyObject = selectFails('empty', SELECT_FAILED)
export const SelectAnswersNull = selectFails('null', SELECT_FAILED)
export const SelectAnswersNonJson = selectFails('non-json', SELECT_FAILED)
export const SelectServerError = selectFails('server-error', SERVER_ERROR_TEXT)
export const SelectNetworkFailure = selectFails('network', CONNECT)
export const SelectTimeout = selectFails('timeout', CONNECT)
export const AdminPanelAnswersEmptyObject = selectFails('empty', ADMIN_FAILED, 'Divine Entity', admin)
export const AdminPanelNetworkFailure = selectFails('network', CONNECT, 'Divine Entity', admin)
