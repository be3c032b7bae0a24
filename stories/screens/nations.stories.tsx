import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { NationsSection } from '@/features/nations/NationsSection'
import { db } from '@mocks/db'
import { liveWorld } from '@mocks/rules/live'
import { promote as appoint } from '@mocks/rules/nations'
import { character } from '@mocks/rules/permissions'
import type { StoryWorld } from '../support/world'
import { expectFieldProblem, failing, SERVER_ERROR_TEXT } from '../support/play'
import {
  AR,
  AS,
  NATIONS_META,
  CAST,
  NV,
  SETTLE,
  dialogOf,
  expectAlert,
  callFails,
  REFUSED,
  SERVER_SAYS,
  flagPng,
  openDialog,
  openNation,
  page,
  type Canvas,
} from './nation-fixtures'

const meta = {
  title: 'Screens/Nations',
  // Its fault stories come from a factory, whose play the indexer cannot see (.storybook/test-runner.ts).
  tags: ['play-fn'],
  ...NATIONS_META,
} satisfies Meta<typeof NationsSection>

export default meta
type Story = StoryObj<typeof meta>

const { officer, citizen, outsider } = AS

const allNations = async (canvas: Canvas) =>
  within((await canvas.findByRole('heading', { name: 'All nations' }, SETTLE)).closest('section')!)
const memberList = (canvas: Canvas, title: 'Officers' | 'Citizens') =>
  within(canvas.getByRole('list', { name: new RegExp(title) }))

/** Chooses a file in the icon dialog; the browser's own type filter is off so the checks are tested. */
const chooseFile = (dialog: Canvas, file: File) =>
  userEvent.setup({ applyAccept: false }).upload(dialog.getByLabelText('Image file'), file)

// ------------------------------------------------------------ the list

/** Cards in the spec's order, the ACTIVE badge with its tooltip, counts and dates. */
export const List: Story = {
  parameters: { world: outsider },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const list = await allNations(canvas)
    const cards = list.getAllByRole('article')
    await expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([AR, NV])
    const ar = within(cards[0])
    // The tooltip describes the badge, for every way of reaching it.
    const badge = ar.getByRole('button', { name: 'ACTIVE' })
    await expect(badge).toHaveAccessibleDescription(/^\d+% of members online in the past 2 weeks$/)
    badge.focus()
    await waitFor(() => expect(ar.getByRole('tooltip')).toBeVisible(), SETTLE)
    await expect(ar.getByText('A merchant republic of river ports and toll bridges.')).toBeVisible()
    await expect(ar.getByText('Officers')).toBeVisible()
    await expect(ar.getByText(/^Created /)).toBeVisible()
    await expect(ar.getByText(/^\d+ of 5 members active$/)).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: 'Your nation' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Create New Nation' })).toBeVisible()
  },
}

export const Search: Story = {
  parameters: { world: outsider },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const list = await allNations(canvas)
    await userEvent.type(canvas.getByRole('searchbox'), 'warm halls')
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(1), SETTLE)
    await expect(list.getByRole('heading', { name: NV })).toBeVisible()
    await expect(canvas.getByText('1 of 2 nations')).toBeVisible()
  },
}

export const SearchWithoutMatch: Story = {
  parameters: { world: outsider },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await allNations(canvas)
    await userEvent.type(canvas.getByRole('searchbox'), 'Atlantis')
    await expect(await canvas.findByText('No nations found matching "Atlantis"', {}, SETTLE)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show all nations' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2), SETTLE)
  },
}

/** A world without nations offers to found the first one. */
export const NoNations: Story = {
  parameters: { world: { scenario: 'empty', signedInAs: CAST.officer } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByText('No nations yet. Found the first one!', {}, SETTLE)).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Create New Nation' }).length).toBeGreaterThan(0)
  },
}

/** The character's own nation is found at once: its own section, with the role. */
export const YourNation: Story = {
  parameters: { world: citizen },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const heading = await canvas.findByRole('heading', { name: 'Your nation' }, SETTLE)
    const mine = within(heading.closest('section')!)
    await expect(mine.getByRole('heading', { name: AR })).toBeVisible()
    await expect(mine.getByText('Citizen')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Create New Nation' })).toBeNull()
  },
}

// ------------------------------------------------------------ the three views of a nation

export const OfficerView: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openNation(canvas, AR)
    await expect(canvas.getByRole('tab', { name: 'Nation Details', selected: true })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Treasury' })).toBeVisible()
    for (const action of ['Edit', 'Invite Member', 'Leave Nation', 'Upload Nation Icon']) {
      await expect(canvas.getByRole('button', { name: action })).toBeVisible()
    }
    await expect(canvas.getByText('Officer')).toBeVisible()
    // The member menu is on everyone but the officer themself.
    await expect(memberList(canvas, 'Officers').getByText(CAST.officer)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: `Actions for ${CAST.officer}` })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Mira Quill' }))
    await waitFor(
      () => expect(canvas.getByRole('menuitem', { name: 'Promote to Officer' })).toBeVisible(),
      SETTLE,
    )
    await expect(canvas.getByRole('menuitem', { name: 'Remove from Nation' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

export const CitizenView: Story = {
  parameters: { world: citizen },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openNation(canvas, AR)
    await expect(canvas.queryByRole('tab', { name: 'Treasury' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Leave Nation' })).toBeVisible()
    for (const action of ['Edit', 'Invite Member', 'Upload Nation Icon']) {
      await expect(canvas.queryByRole('button', { name: action })).toBeNull()
    }
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    const citizens = memberList(canvas, 'Citizens')
    await expect(citizens.getByText('Old Tobias')).toBeVisible()
    await expect(citizens.getByText('Deceased')).toBeVisible()
    await expect(citizens.getByText('You')).toBeVisible()
  },
}

/** Who a member list shows, top to bottom, by the names it may hold. */
const namesIn = (list: Canvas, names: readonly string[]) =>
  list
    .getAllByRole('listitem')
    .map((item: HTMLElement) => names.find((name) => within(item).queryByText(name)) ?? null)

/**
 * Spec section 4: officers first (their list above the citizens'), each list by name, the deceased
 * last. The Aurelian Republic's citizens joined as Mira, Tomas, Old Tobias (deceased), Bram.
 */
export const MembersInOrder: Story = {
  parameters: { world: citizen },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openNation(canvas, AR)
    const names = ['Aurelia Voss', 'Bram Holloway', 'Mira Quill', 'Old Tobias', 'Tomas Reed']
    const officers = canvas.getByRole('list', { name: /Officers/ })
    const citizens = canvas.getByRole('list', { name: /Citizens/ })
    await expect(namesIn(within(officers), names)).toEqual(['Aurelia Voss'])
    await expect(namesIn(within(citizens), names)).toEqual([
      'Bram Holloway',
      'Mira Quill',
      'Tomas Reed',
      'Old Tobias',
    ])
    await expect(officers.compareDocumentPosition(citizens) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  },
}

export const OutsiderView: Story = {
  parameters: { world: outsider },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openNation(canvas, AR)
    await expect(canvas.queryByRole('tab', { name: 'Treasury' })).toBeNull()
    for (const action of ['Edit', 'Invite Member', 'Leave Nation', 'Upload Nation Icon']) {
      await expect(canvas.queryByRole('button', { name: action })).toBeNull()
    }
    const info = within(canvas.getByRole('heading', { name: 'Nation info' }).parentElement!)
    await expect(info.getByText('Full name')).toBeVisible()
    await expect(info.getByText('$AR')).toBeVisible()
    await expect(info.getByText('AR')).toBeVisible()
    // Back returns to the list.
    await userEvent.click(canvas.getByRole('button', { name: 'All nations' }))
    await expect(await canvas.findByRole('heading', { name: 'All nations' }, SETTLE)).toBeVisible()
  },
}

/** A nation without a currency says so in its info. */
export const NoNationalCurrency: Story = {
  parameters: { world: outsider },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openNation(canvas, NV)
    const info = within(canvas.getByRole('heading', { name: 'Nation info' }).parentElement!)
    await expect(info.getByText('None')).toBeVisible()
  },
}

// ------------------------------------------------------------ Create New Nation

const openCreate = async (canvas: Canvas) => {
  await allNations(canvas)
  return openDialog(canvas, 'Create New Nation')
}

export const CreateNationWarning: Story = {
  parameters: { world: outsider },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(page(canvasElement))
    await expect(dialog.getByRole('heading', { name: 'Create New Nation' })).toBeVisible()
    await expect(dialog.getByText(/Creating a nation is permanent\. You cannot delete it/)).toBeVisible()
    await expect(dialog.getByText(CAST.outsider)).toBeVisible()
    await expect(dialog.getByLabelText('Nation name')).toHaveFocus()
  },
}

export const CreateNationChecks: Story = {
  parameters: { world: outsider },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(page(canvasElement))
    await userEvent.click(dialog.getByRole('button', { name: 'Create Nation' }))
    await expect(dialog.getByText('Nation name is required')).toBeVisible()
    await expect(dialog.getByText('Must be exactly 2 characters')).toBeVisible()
    await userEvent.type(dialog.getByLabelText('Abbreviation'), 'l')
    await expect(dialog.getByLabelText('Abbreviation')).toHaveValue('L')
    await expect(dialog.getByText('Must be exactly 2 characters')).toBeVisible()
  },
}

export const CreateNation: Story = {
  parameters: { world: outsider },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openCreate(canvas)
    await userEvent.type(dialog.getByLabelText('Nation name'), 'Free City of Lumen')
    await userEvent.type(dialog.getByLabelText('Abbreviation'), 'lu')
    await userEvent.type(dialog.getByLabelText('Description'), 'Lamplighters and clockmakers.')
    await userEvent.click(dialog.getByRole('button', { name: 'Create Nation' }))
    await expect(await canvas.findByText('Free City of Lumen founded', {}, SETTLE)).toBeVisible()
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Free City of Lumen' }, SETTLE),
    ).toBeVisible()
    await expect(canvas.getByText('Officer')).toBeVisible()
    await expect(canvas.getByText('Lamplighters and clockmakers.')).toBeVisible()
  },
}

/** The server's refusal (an abbreviation in use) is shown as it says, and the form keeps its values. */
export const CreateNationRefused: Story = {
  parameters: { world: outsider },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(page(canvasElement))
    await userEvent.type(dialog.getByLabelText('Nation name'), 'Copycats')
    await userEvent.type(dialog.getByLabelText('Abbreviation'), 'ar')
    await userEvent.click(dialog.getByRole('button', { name: 'Create Nation' }))
    await expectAlert(dialog, `The abbreviation AR is already used by ${AR}`)
    await expect(dialog.getByLabelText('Nation name')).toHaveValue('Copycats')
  },
}

// ------------------------------------------------------------ officer dialogs

const openOwnNation = async (canvasElement: HTMLElement) => {
  const canvas = page(canvasElement)
  await openNation(canvas, AR)
  return canvas
}

export const EditNation: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = await openOwnNation(canvasElement)
    const dialog = await openDialog(canvas, 'Edit')
    await expect(dialog.getByLabelText('Nation name')).toHaveValue(AR)
    await expect(dialog.getByLabelText('Abbreviation')).toHaveValue('AR')
    await userEvent.clear(dialog.getByLabelText('Abbreviation'))
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    await expect(dialog.getByText('Must be exactly 2 characters')).toBeVisible()
    await userEvent.type(dialog.getByLabelText('Abbreviation'), 'ar')
    await userEvent.clear(dialog.getByLabelText('Description'))
    await userEvent.type(dialog.getByLabelText('Description'), 'Bridges, tolls and a stubborn senate.')
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    // The nation's page, not the closing dialog's field that still holds the typed text.
    const saved = await canvas.findByText(
      'Bridges, tolls and a stubborn senate.',
      { ignore: 'script, style, textarea' },
      SETTLE,
    )
    await expect(saved).toBeVisible()
  },
}

export const InviteRequired: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(await openOwnNation(canvasElement), 'Invite Member')
    await expect(dialog.getByLabelText('Player name')).toHaveFocus()
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }))
    // Said once, at the field, which keeps the focus: no banner repeats it.
    await expectFieldProblem(dialog.getByLabelText('Player name'), 'Please enter a player name', {
      focused: true,
    })
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const InviteUnknownPlayer: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(await openOwnNation(canvasElement), 'Invite Member')
    await userEvent.type(dialog.getByLabelText('Player name'), 'Sir Nobody')
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }))
    await expectAlert(dialog, 'Player "Sir Nobody" does not exist. Please check the spelling.')
    await expect(dialog.getByLabelText('Player name')).toHaveValue('Sir Nobody')
  },
}

export const InvitePlayer: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = await openOwnNation(canvasElement)
    const dialog = await openDialog(canvas, 'Invite Member')
    await userEvent.type(dialog.getByLabelText('Player name'), CAST.outsider)
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }))
    await expect(await canvas.findByText(`${CAST.outsider} joined ${AR}`, {}, SETTLE)).toBeVisible()
    await waitFor(() => expect(memberList(canvas, 'Citizens').getByText(CAST.outsider)).toBeVisible(), SETTLE)
  },
}

export const PromoteAndDemote: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = await openOwnNation(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Mira Quill' }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Promote to Officer' }, SETTLE))
    await waitFor(() => expect(memberList(canvas, 'Officers').getByText('Mira Quill')).toBeVisible(), SETTLE)
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Mira Quill' }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Demote to Citizen' }, SETTLE))
    await waitFor(() => expect(memberList(canvas, 'Citizens').getByText('Mira Quill')).toBeVisible(), SETTLE)
  },
}

/** The dead are not offered office. */
export const NoPromotionForTheDead: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = await openOwnNation(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Old Tobias' }))
    await waitFor(
      () => expect(canvas.getByRole('menuitem', { name: 'Remove from Nation' })).toBeVisible(),
      SETTLE,
    )
    await expect(canvas.queryByRole('menuitem', { name: 'Promote to Officer' })).toBeNull()
    await userEvent.keyboard('{Escape}')
  },
}

export const RemoveMember: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = await openOwnNation(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Tomas Reed' }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Remove from Nation' }, SETTLE))
    const dialog = await dialogOf(canvas)
    await expect(dialog.getByRole('heading', { name: `Remove Tomas Reed from ${AR}?` })).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Remove from Nation' }))
    await waitFor(() => expect(canvas.queryByText('Tomas Reed')).toBeNull(), SETTLE)
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
  },
}

export const LeaveNation: Story = {
  parameters: { world: citizen },
  play: async ({ canvasElement }) => {
    const canvas = await openOwnNation(canvasElement)
    const dialog = await openDialog(canvas, 'Leave Nation')
    await expect(dialog.getByRole('heading', { name: `Leave ${AR}?` })).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Leave Nation' }))
    await expect(await canvas.findByText(`You left ${AR}`, {}, SETTLE)).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'All nations' }, SETTLE)).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Your nation' })).toBeNull(), SETTLE)
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
  },
}

/**
 * The last officer of a nation with members cannot leave (the server answers 409): Leave Nation is
 * off, and the reason is said beside it and read with it.
 */
export const LastOfficerCannotLeave: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = await openOwnNation(canvasElement)
    const reason = `You are the last officer of ${AR}: promote a citizen to officer before you leave.`
    const leave = canvas.getByRole('button', { name: 'Leave Nation' })
    await expect(leave).toBeDisabled()
    await expect(leave).toHaveAccessibleDescription(reason)
    await expect(canvas.getByText(reason)).toBeVisible()
    // Everything else an officer does stays on offer.
    for (const action of ['Edit', 'Invite Member', 'Upload Nation Icon'])
      await expect(canvas.getByRole('button', { name: action })).toBeEnabled()
  },
}

/** With a second officer, the first may leave again. */
export const OfficerMayLeaveWithAnotherOfficer: Story = {
  parameters: {
    world: {
      ...officer,
      prepare: () => {
        const w = liveWorld()
        appoint(w, character(CAST.officer), w.nation(AR)!, CAST.citizen)
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openOwnNation(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Leave Nation' })).toBeEnabled()
    await expect(canvas.queryByText(/^You are the last officer of /)).toBeNull()
  },
}

// ------------------------------------------------------------ a deceased character

/** Signed in as `name`, marked deceased first (as the admin's Mark Deceased leaves it). */
const deceased = (name: string): StoryWorld => ({
  signedInAs: name,
  prepare: () => {
    db.characters.findFirst((q) => q.where({ name }))!.isDeceased = true
  },
})

const DECEASED_NOTE = (name: string) =>
  `${name} is deceased, and deceased characters cannot act: nations can be looked at, but not founded, joined, left or managed.`

/** Old Tobias, a deceased citizen: his nation is shown, without Leave Nation, and says why. */
export const DeceasedCitizen: Story = {
  parameters: { world: { signedInAs: 'Old Tobias' } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByText(DECEASED_NOTE('Old Tobias'), {}, SETTLE)).toBeVisible()
    await openNation(canvas, AR)
    await expect(canvas.getByText(DECEASED_NOTE('Old Tobias'))).toBeVisible()
    for (const action of ['Leave Nation', 'Edit', 'Invite Member', 'Upload Nation Icon'])
      await expect(canvas.queryByRole('button', { name: action })).toBeNull()
    await expect(memberList(canvas, 'Citizens').getByText('Old Tobias')).toBeVisible()
  },
}

/** A deceased character without a nation founds none: no Create New Nation, and the note. */
export const DeceasedWithoutNation: Story = {
  parameters: { world: deceased(CAST.outsider) },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByText(DECEASED_NOTE(CAST.outsider), {}, SETTLE)).toBeVisible()
    await expect((await allNations(canvas)).getAllByRole('article')).toHaveLength(2)
    await expect(canvas.queryByRole('button', { name: 'Create New Nation' })).toBeNull()
  },
}

/**
 * Aurelia Voss, AR's officer, deceased: the nation and its treasury are shown, but nothing is
 * edited, invited, promoted, minted, burned or sent.
 */
export const DeceasedOfficer: Story = {
  parameters: { world: deceased(CAST.officer) },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openNation(canvas, AR)
    await expect(canvas.getByText(DECEASED_NOTE(CAST.officer))).toBeVisible()
    await expect(canvas.getByText('Officer')).toBeVisible()
    for (const action of ['Leave Nation', 'Edit', 'Invite Member', 'Upload Nation Icon'])
      await expect(canvas.queryByRole('button', { name: action })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    await userEvent.click(canvas.getByRole('tab', { name: 'Treasury' }))
    await canvas.findByRole('heading', { name: 'UBI Policies' }, SETTLE)
    await expect(canvas.getByText(DECEASED_NOTE(CAST.officer))).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'History' })).toBeVisible()
    for (const action of ['Mint Currency', 'Burn Currency', 'Transfer', 'Create Currency'])
      await expect(canvas.queryByRole('button', { name: action })).toBeNull()
  },
}

// ------------------------------------------------------------ the icon

const openIcon = async (canvasElement: HTMLElement) =>
  openDialog(await openOwnNation(canvasElement), 'Upload Nation Icon')

export const IconNoFile: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const dialog = await openIcon(canvasElement)
    await expect(dialog.getByText('No icon yet: the abbreviation is shown instead.')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }))
    // Said once, at the file field, which gets the focus: no banner repeats it.
    await expectFieldProblem(dialog.getByLabelText('Image file'), 'Please select a file', { focused: true })
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const IconWrongType: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const dialog = await openIcon(canvasElement)
    await chooseFile(dialog, new File([new Uint8Array(64)], 'flag.gif', { type: 'image/gif' }))
    await expectFieldProblem(
      dialog.getByLabelText('Image file'),
      'Please select a PNG, JPEG, or WebP image file.',
    )
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const IconTooLarge: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const dialog = await openIcon(canvasElement)
    await chooseFile(dialog, new File([new Uint8Array(5_242_881)], 'flag.png', { type: 'image/png' }))
    await expectFieldProblem(dialog.getByLabelText('Image file'), 'File size must be less than 5MB.')
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const IconUploaded: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openIcon(canvasElement)
    await chooseFile(dialog, flagPng())
    await expect(dialog.getByText('Preview of the selected image.')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }))
    await expect(await canvas.findByText('Nation icon updated', {}, SETTLE)).toBeVisible()
    await waitFor(
      () =>
        expect(
          canvas.getByRole('button', { name: 'Upload Nation Icon' }).querySelector('img'),
        ).not.toBeNull(),
      SETTLE,
    )
  },
}

// ------------------------------------------------------------ faults of every call

const nationsList = callFails({
  call: { method: 'get', path: '/nations', match: /\/api\/v1\/nations$/ },
  world: outsider,
  act: async () => {},
  fallback: 'Failed to load nations',
})
export const ListServerError = nationsList(SERVER_SAYS)
export const ListOffline = nationsList('network')
export const ListTimedOut = nationsList('timeout')
export const ListMalformed = nationsList('non-json')
export const ListRefused = nationsList(REFUSED)

/** A failed list offers another try, which brings it. */
export const ListRetry: Story = {
  parameters: failing({ method: 'get', path: '/nations' }, 'server-error', outsider, { times: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expectAlert(canvas, SERVER_ERROR_TEXT)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'All nations' }, SETTLE)).toBeVisible()
  },
}

const nationDetail = callFails({
  call: { method: 'get', path: '/nations/:id', match: /\/api\/v1\/nations\/(?!my-memberships)[^/]+$/ },
  world: outsider,
  act: async (canvas) => {
    const list = await allNations(canvas)
    await userEvent.click(list.getByRole('button', { name: AR }))
  },
  fallback: 'Failed to load nation details',
})
export const DetailServerError = nationDetail(SERVER_SAYS)
export const DetailOffline = nationDetail('network')
export const DetailTimedOut = nationDetail('timeout')
export const DetailMalformed = nationDetail('non-json')
export const DetailRefused = nationDetail(REFUSED)

/**
 * The memberships list is a help, not a need: when it fails the list still finds the
 * character's nation in the nations' member lists, and nothing alarming is shown.
 */
const memberships = callFails({
  call: { method: 'get', path: '/nations/my-memberships', match: /\/nations\/my-memberships/ },
  world: citizen,
  act: async () => {},
  fallback: '',
  expectText: async (canvas) => {
    const heading = await canvas.findByRole('heading', { name: 'Your nation' }, SETTLE)
    await expect(within(heading.closest('section')!).getByText('Citizen')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
})
export const MembershipsServerError = memberships(SERVER_SAYS)
export const MembershipsOffline = memberships('network')
export const MembershipsTimedOut = memberships('timeout')
export const MembershipsMalformed = memberships('non-json')
export const MembershipsRefused = memberships(REFUSED)

const createNation = callFails({
  call: { method: 'post', path: '/nations', match: /\/api\/v1\/nations$/ },
  world: outsider,
  act: async (canvas) => {
    const dialog = await openCreate(canvas)
    await userEvent.type(dialog.getByLabelText('Nation name'), 'Free City of Lumen')
    await userEvent.type(dialog.getByLabelText('Abbreviation'), 'LU')
    await userEvent.click(dialog.getByRole('button', { name: 'Create Nation' }))
  },
  fallback: 'Failed to create nation',
  whether: 'whether Free City of Lumen was founded',
})
export const CreateServerError = createNation(SERVER_SAYS)
export const CreateOffline = createNation('network')
export const CreateTimedOut = createNation('timeout')
export const CreateMalformed = createNation('non-json')
export const CreateRefused = createNation(REFUSED)

const editNation = callFails({
  call: { method: 'put', path: '/nations/:id', match: /\/api\/v1\/nations\/[^/]+$/ },
  world: officer,
  act: async (canvas) => {
    await openNation(canvas, AR)
    const dialog = await openDialog(canvas, 'Edit')
    await userEvent.type(dialog.getByLabelText('Description'), ' Also canals.')
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
  },
  fallback: 'Failed to update nation',
})
export const EditServerError = editNation(SERVER_SAYS)
export const EditOffline = editNation('network')
export const EditTimedOut = editNation('timeout')
export const EditMalformed = editNation('non-json')
export const EditRefused = editNation(REFUSED)

const invite = callFails({
  call: { method: 'post', path: '/nations/:id/members', match: /\/nations\/[^/]+\/members$/ },
  world: officer,
  act: async (canvas) => {
    await openNation(canvas, AR)
    const dialog = await openDialog(canvas, 'Invite Member')
    await userEvent.type(dialog.getByLabelText('Player name'), CAST.outsider)
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }))
  },
  fallback: 'Failed to invite member',
})
export const InviteServerError = invite(SERVER_SAYS)
export const InviteOffline = invite('network')
export const InviteTimedOut = invite('timeout')
export const InviteMalformed = invite('non-json')
export const InviteRefused = invite(REFUSED)

/** A member's menu action on the officer's own nation. */
const memberAction = (member: string, item: string) => async (canvas: Canvas) => {
  await openNation(canvas, AR)
  await userEvent.click(canvas.getByRole('button', { name: `Actions for ${member}` }))
  await userEvent.click(await canvas.findByRole('menuitem', { name: item }, SETTLE))
}

const promote = callFails({
  call: { method: 'put', path: '/nations/:id/members/:member/promote', match: /\/members\/[^/]+\/promote$/ },
  world: officer,
  act: memberAction('Mira Quill', 'Promote to Officer'),
  fallback: 'Failed to promote member',
})
export const PromoteServerError = promote(SERVER_SAYS)
export const PromoteOffline = promote('network')
export const PromoteTimedOut = promote('timeout')
export const PromoteMalformed = promote('non-json')
export const PromoteRefused = promote(REFUSED)

/** Mira Quill is an officer too, so Aurelia Voss can demote her. */
const withSecondOfficer: StoryWorld = {
  ...officer,
  prepare: () => {
    const mira = db.memberships.all().find((m) => m.characterName === 'Mira Quill')
    if (mira) mira.role = 'officer'
  },
}

const demote = callFails({
  call: { method: 'put', path: '/nations/:id/members/:member/demote', match: /\/members\/[^/]+\/demote$/ },
  world: withSecondOfficer,
  act: memberAction('Mira Quill', 'Demote to Citizen'),
  fallback: 'Failed to demote member',
})
export const DemoteServerError = demote(SERVER_SAYS)
export const DemoteOffline = demote('network')
export const DemoteTimedOut = demote('timeout')
export const DemoteMalformed = demote('non-json')
export const DemoteRefused = demote(REFUSED)

const remove = callFails({
  call: { method: 'delete', path: '/nations/:id/members/:member', match: /\/members\/[^/]+$/ },
  world: officer,
  act: async (canvas) => {
    await memberAction('Tomas Reed', 'Remove from Nation')(canvas)
    const dialog = await dialogOf(canvas)
    await userEvent.click(dialog.getByRole('button', { name: 'Remove from Nation' }))
  },
  fallback: 'Failed to remove member',
})
export const RemoveServerError = remove(SERVER_SAYS)
export const RemoveOffline = remove('network')
export const RemoveTimedOut = remove('timeout')
export const RemoveMalformed = remove('non-json')
export const RemoveRefused = remove(REFUSED)

const leave = callFails({
  call: { method: 'delete', path: '/nations/:id/members/:member', match: /\/members\/[^/]+$/ },
  world: citizen,
  act: async (canvas) => {
    await openNation(canvas, AR)
    const dialog = await openDialog(canvas, 'Leave Nation')
    await userEvent.click(dialog.getByRole('button', { name: 'Leave Nation' }))
  },
  fallback: 'Failed to leave nation',
})
export const LeaveServerError = leave(SERVER_SAYS)
export const LeaveOffline = leave('network')
export const LeaveTimedOut = leave('timeout')
export const LeaveMalformed = leave('non-json')
export const LeaveRefused = leave(REFUSED)

/** Icon upload: the server's message, else 'Failed to connect to server' (spec section 8). */
const icon = callFails({
  call: { method: 'post', path: '/nations/:id/icon/upload', match: /\/icon\/upload$/ },
  world: officer,
  act: async (canvas) => {
    await openNation(canvas, AR)
    const dialog = await openDialog(canvas, 'Upload Nation Icon')
    await chooseFile(dialog, flagPng())
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }))
  },
  fallback: 'Failed to connect to server',
})
export const IconServerError = icon(SERVER_SAYS)
export const IconOffline = icon('network')
export const IconTimedOut = icon('timeout')
export const IconMalformed = icon('non-json')
export const IconRefused = icon(REFUSED)
