import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AdminPanel } from '@/features/admin'
import { db, insertMany } from '@mocks/db'
import { expectAlert, expectFieldProblem, failing, page, type Canvas } from '../support/play'
import { SETTLE, type StoryWorld } from '../support/world'

// Entity Management on the real fake backend (the `minimal` world), signed in as DemoAdmin's
// Divine Entity. Failures come from the fault switch; a 2xx refusal from a single-call override.

const world: StoryWorld = { signedInAs: 'Divine Entity' }

const meta = {
  title: 'Screens/Admin entities',
  component: AdminPanel,
  parameters: { world },
} satisfies Meta<typeof AdminPanel>

export default meta
type Story = StoryObj<typeof meta>

type Subtab = 'Characters' | 'Banks' | 'Nations'

/** The newest open dialog (a confirmation opens over the officers dialog). */
const dialog = (canvas: Canvas) => within(canvas.getAllByRole('dialog').at(-1)!)
const card = (canvas: Canvas, name: string) => within(canvas.getByRole('article', { name }))

/** Dialogs fade in: wait until the element is shown rather than asserting it at once. */
const shown = (element: () => HTMLElement) => waitFor(() => expect(element()).toBeVisible(), SETTLE)

async function openEntities(canvas: Canvas, subtab: Subtab = 'Characters') {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Entity Management' }, SETTLE))
  if (subtab !== 'Characters') await userEvent.click(canvas.getByRole('tab', { name: subtab }))
}

async function openList(canvas: Canvas, subtab: Subtab = 'Characters') {
  await openEntities(canvas, subtab)
  return canvas.findByRole('list', { name: subtab }, SETTLE)
}

/** Clicks a card's `button` on the `subtab` list; returns the dialog it opens. */
async function openFromList(canvas: Canvas, subtab: Subtab, button: string) {
  await openList(canvas, subtab)
  await userEvent.click(canvas.getByRole('button', { name: button }))
  return dialog(canvas)
}

const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'))

async function expectBanner(canvas: Canvas, text: string) {
  await waitFor(
    () => expect(canvas.getAllByRole('status').some((s: HTMLElement) => s.textContent === text)).toBe(true),
    SETTLE,
  )
}

const LONG_BIOGRAPHY =
  'Scribe of the northern guild, keeper of the winter ledgers, copyist of treaties and of love letters alike, who never once spilled ink.'

// ---------------------------------------------------------------- lists and search

/** Cards with the list's fields; deceased characters last, marked, without Mark Deceased. */
export const CharacterCards: Story = {
  parameters: {
    world: {
      ...world,
      prepare: () => {
        db.characters.findFirst((q) => q.where({ name: 'Mira Quill' }))!.biography = LONG_BIOGRAPHY
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const list = await openList(canvas)
    const names = cardNames(list)
    const deceased = db.characters.all().filter((c) => c.isDeceased)
    await expect(names.slice(-deceased.length).sort()).toEqual(deceased.map((c) => c.name).sort())
    await expect(canvas.getByText(`Showing ${names.length} of ${names.length} characters`)).toBeVisible()

    const tobias = card(canvas, 'Old Tobias')
    await expect(tobias.getByText('Deceased')).toBeVisible()
    await expect(tobias.queryByRole('button', { name: 'Mark Deceased Old Tobias' })).toBeNull()

    const mira = card(canvas, 'Mira Quill')
    await expect(mira.getByText(`${LONG_BIOGRAPHY.slice(0, 100)}...`)).toBeVisible()
    await expect(mira.getByText('NorthWind')).toBeVisible()
    await expect(mira.getByText('Aurelian Republic')).toBeVisible()
    for (const action of ['Edit', 'Balance history', 'Mark Deceased', 'Delete'])
      await expect(mira.getByRole('button', { name: `${action} Mira Quill` })).toBeVisible()
    await expect(mira.queryByRole('button', { name: 'Officers Mira Quill' })).toBeNull()
  },
}

/** Banks and nations have Officers instead of Mark Deceased. */
export const BankAndNationCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openList(canvas, 'Banks')
    const bank = card(canvas, 'First Aurelian Bank')
    await expect(bank.getByText('FAB', { selector: 'dd' })).toBeVisible()
    await expect(bank.getByText('Aurelian Republic')).toBeVisible()
    for (const action of ['Edit', 'Officers', 'Delete'])
      await expect(bank.getByRole('button', { name: `${action} First Aurelian Bank` })).toBeVisible()

    await userEvent.click(canvas.getByRole('tab', { name: 'Nations' }))
    await canvas.findByRole('list', { name: 'Nations' }, SETTLE)
    const nation = card(canvas, 'Aurelian Republic')
    // The icon's initials are hidden from assistive technology; the abbreviation is the chip.
    await expect(nation.getByText('AR', { ignore: '[aria-hidden="true"], script, style' })).toBeVisible()
    await expect(nation.getByText('A merchant republic of river ports and toll bridges.')).toBeVisible()
    await expect(nation.getByRole('button', { name: 'Officers Aurelian Republic' })).toBeVisible()
    await expect(nation.queryByRole('button', { name: 'Mark Deceased Aurelian Republic' })).toBeNull()
  },
}

/** A search box per subtab: name, abbreviation or jurisdiction nation, any case, each kept apart. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openList(canvas)
    const search = () =>
      canvas.getByRole('searchbox', { name: 'Search by name, abbreviation or jurisdiction nation' })
    await userEvent.type(search(), 'qUILL')
    await waitFor(() =>
      expect(cardNames(canvas.getByRole('list', { name: 'Characters' }))).toEqual(['Mira Quill']),
    )

    await userEvent.click(canvas.getByRole('tab', { name: 'Banks' }))
    await expect(search()).toHaveValue('')
    await userEvent.type(search(), 'kingdom')
    await waitFor(() =>
      expect(cardNames(canvas.getByRole('list', { name: 'Banks' }))).toEqual(['Norvale Savings Guild']),
    )
    await userEvent.clear(search())
    await userEvent.type(search(), 'fab')
    await waitFor(() =>
      expect(cardNames(canvas.getByRole('list', { name: 'Banks' }))).toEqual(['First Aurelian Bank']),
    )

    await userEvent.click(canvas.getByRole('tab', { name: 'Nations' }))
    await expect(search()).toHaveValue('')
    await userEvent.type(search(), 'fab')
    await expect(await canvas.findByText('No nations match "fab".', {}, SETTLE)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await waitFor(() =>
      expect(cardNames(canvas.getByRole('list', { name: 'Nations' }))).toEqual([
        'Aurelian Republic',
        'Kingdom of Norvale',
      ]),
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'Characters' }))
    await expect(search()).toHaveValue('qUILL')
    await expect(cardNames(canvas.getByRole('list', { name: 'Characters' }))).toEqual(['Mira Quill'])
  },
}

/** 500 characters: 24 cards a page, and the search narrows them as you type. */
export const FiveHundredCharacters: Story = {
  parameters: {
    world: {
      ...world,
      prepare: () => {
        const owner = db.characters.findFirst((q) => q.where({ name: 'Mira Quill' }))!.accountUuid
        const missing = 500 - db.characters.all().length
        insertMany(
          db.characters,
          Array.from({ length: missing }, (_, i) => ({
            name: `Extra Citizen ${String(i + 1).padStart(3, '0')}`,
            accountUuid: owner,
            firstUsed: '2025-01-01T00:00:00.000Z',
            lastSeen: null,
            isDeceased: i % 10 === 0,
            biography: i % 2 ? `Generated citizen number ${i + 1}.` : null,
            profilePictureUrl: null,
          })),
        )
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openList(canvas)
    await expect(canvas.getByText('Showing 24 of 500 characters')).toBeVisible()
    const search = canvas.getByRole('searchbox')
    await userEvent.type(search, 'citizen 04')
    await waitFor(() => expect(canvas.getByText('Showing 10 of 10 characters')).toBeVisible(), SETTLE)
    await userEvent.type(search, '2')
    await waitFor(() =>
      expect(cardNames(canvas.getByRole('list', { name: 'Characters' }))).toEqual(['Extra Citizen 042']),
    )
    await userEvent.clear(search)
    await waitFor(() => expect(canvas.getByText('Showing 24 of 500 characters')).toBeVisible(), SETTLE)
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(canvas.getByRole('button', { name: 'Page 2', current: 'page' })).toBeVisible()
  },
}

/** While a list loads, card-sized placeholders say what is loading. */
export const Loading: Story = {
  parameters: {
    world: { ...world, faults: { routes: [{ match: '/admin/entities/characters', latencyMs: 2500 }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openEntities(canvas)
    await expect(await canvas.findByRole('status', { name: 'Loading characters...' }, SETTLE)).toBeVisible()
    await expect(await canvas.findByRole('list', { name: 'Characters' }, SETTLE)).toBeVisible()
  },
}

/** Spec section 8: entity list failures are console-only; the list says it is empty for that reason. */
export const ListFaults: Story = {
  parameters: {
    world: {
      ...world,
      faults: {
        routes: [
          { match: '/admin/entities/characters', status: 500, times: 1 },
          { match: '/admin/entities/banks', network: true },
          { match: '/admin/entities/nations', malformed: true },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openEntities(canvas)
    await expect(
      await canvas.findByText('The list of characters could not be loaded.', {}, SETTLE),
    ).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('list', { name: 'Characters' }, SETTLE)).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Banks' }))
    await expect(await canvas.findByText('The list of banks could not be loaded.', {}, SETTLE)).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Nations' }))
    await expect(
      await canvas.findByText('The list of nations could not be loaded.', {}, SETTLE),
    ).toBeVisible()
  },
}

/** A list that never answers gives up after the time-out (10 s; shorter in this story). */
export const ListTimeout: Story = {
  parameters: failing({ method: 'get', path: '/admin/entities/banks' }, 'timeout', world),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openEntities(canvas, 'Banks')
    await expect(await canvas.findByText('The list of banks could not be loaded.', {}, SETTLE)).toBeVisible()
  },
}

// ---------------------------------------------------------------- edit

/** Only the changed name is sent; the list shows it and a success banner says so. */
export const EditBank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const form = await openFromList(canvas, 'Banks', 'Edit First Aurelian Bank')
    await shown(() => form.getByText(/Bank ID FAB and jurisdiction Aurelian Republic cannot be changed\./))
    await userEvent.clear(form.getByLabelText('Name'))
    await userEvent.type(form.getByLabelText('Name'), 'First Aurelian Trust')
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByRole('article', { name: 'First Aurelian Trust' }, SETTLE)).toBeVisible()
    await expectBanner(canvas, 'Bank First Aurelian Trust updated')
    await expect(db.banks.all().find((b) => b.id === 'FAB')?.abbreviation).toBe('FAB')
  },
}

/** Nothing changed, or a nation abbreviation that is not 2 characters: the spec's texts, no call. */
export const EditValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const form = await openFromList(canvas, 'Nations', 'Edit Kingdom of Norvale')
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }))
    await expectAlert(form, 'Please select an entity and fill in at least one field to edit')
    await userEvent.clear(form.getByLabelText('Abbreviation'))
    await userEvent.type(form.getByLabelText('Abbreviation'), 'k')
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }))
    // A text about one field is shown at that field (issue 36), focused.
    await expectFieldProblem(form.getByLabelText('Abbreviation'), 'Must be exactly 2 characters', {
      focused: true,
    })
    await expect(form.getByLabelText('Abbreviation')).toHaveValue('K')
  },
}

/** Renames Norvale Savings Guild to `name`: the edit fails and the form keeps what was typed. */
async function editFails(canvasElement: HTMLElement, name: string, text: string) {
  const form = await openFromList(page(canvasElement), 'Banks', 'Edit Norvale Savings Guild')
  await userEvent.clear(form.getByLabelText('Name'))
  await userEvent.type(form.getByLabelText('Name'), name)
  await userEvent.click(form.getByRole('button', { name: 'Save changes' }))
  await expectAlert(form, text)
  await expect(form.getByLabelText('Name')).toHaveValue(name)
}

/** The server's refusal with the 'Edit failed: ' prefix. */
export const EditRefused: Story = {
  play: ({ canvasElement }) =>
    editFails(
      canvasElement,
      'First Aurelian Bank',
      'Edit failed: A bank named "First Aurelian Bank" already exists',
    ),
}

/** No answer at all gives 'Edit failed'. */
export const EditUnanswered: Story = {
  parameters: failing({ method: 'put', path: '/admin/bank' }, 'network', world),
  play: ({ canvasElement }) => editFails(canvasElement, 'Norvale Guild', 'Edit failed'),
}

// ---------------------------------------------------------------- delete

/** The confirmation names the nation and what goes with it; typing its exact name enables Delete. */
export const DeleteNation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const confirm = await openFromList(canvas, 'Nations', 'Delete Kingdom of Norvale')
    await shown(() => confirm.getByRole('heading', { name: 'Delete Kingdom of Norvale?' }))
    await expect(
      confirm.getByText(
        'The nation Kingdom of Norvale disappears for everyone: every member loses their citizenship or office, and its treasury and national currency can no longer be used.',
      ),
    ).toBeVisible()
    await expect(
      confirm.getByText('Past transactions stay in the ledger. This cannot be undone from the console.'),
    ).toBeVisible()
    const button = confirm.getByRole('button', { name: 'Delete nation' })
    await expect(button).toBeDisabled()
    await userEvent.type(confirm.getByRole('textbox'), 'Kingdom of norvale')
    await expect(button).toBeDisabled()
    await userEvent.clear(confirm.getByRole('textbox'))
    await userEvent.type(confirm.getByRole('textbox'), 'Kingdom of Norvale')
    await userEvent.click(button)
    await waitFor(
      () => expect(canvas.queryByRole('article', { name: 'Kingdom of Norvale' })).toBeNull(),
      SETTLE,
    )
    await expectBanner(canvas, 'Nation Kingdom of Norvale deleted')
  },
}

/** 'Delete failed: ' + the server's text; a malformed answer gives 'Delete failed'. */
export const DeleteFailures: Story = {
  parameters: {
    world: {
      ...world,
      faults: {
        routes: [
          { match: '/admin/entity', status: 403, message: 'Admin privileges required', times: 1 },
          { match: '/admin/entity', malformed: true },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const confirm = await openFromList(canvas, 'Characters', 'Delete Lena Brook')
    await shown(() => confirm.getByRole('heading', { name: 'Delete Lena Brook?' }))
    await userEvent.type(confirm.getByRole('textbox'), 'Lena Brook')
    await userEvent.click(confirm.getByRole('button', { name: 'Delete character' }))
    await expectAlert(confirm, 'Delete failed: Admin privileges required')
    await userEvent.click(confirm.getByRole('button', { name: 'Delete character' }))
    await expectAlert(confirm, 'Delete failed')
    await expect(canvas.getByRole('article', { name: 'Lena Brook' })).toBeInTheDocument()
  },
}

/** A delete that never answers: 'Delete failed' after the time-out, and the bank is still listed. */
export const DeleteTimeout: Story = {
  parameters: failing({ method: 'delete', path: '/admin/entity' }, 'timeout', world),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const confirm = await openFromList(canvas, 'Banks', 'Delete Norvale Savings Guild')
    await userEvent.type(confirm.getByRole('textbox'), 'Norvale Savings Guild')
    await userEvent.click(confirm.getByRole('button', { name: 'Delete bank' }))
    await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    await expectAlert(confirm, 'Delete failed')
  },
}

// ---------------------------------------------------------------- mark deceased

/** The warning says it is reversible only through direct database access; the card then shows it. */
export const MarkDeceased: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const confirm = await openFromList(canvas, 'Characters', 'Mark Deceased Cassius Thorne')
    await shown(() => confirm.getByRole('heading', { name: 'Mark Cassius Thorne as deceased?' }))
    await shown(() => confirm.getByText('This is reversible only through direct database access.'))
    // Like a deletion, it waits for the character's exact name.
    await expect(confirm.getByRole('button', { name: 'Mark Deceased' })).toBeDisabled()
    await userEvent.type(confirm.getByRole('textbox'), 'Cassius Thorne')
    await userEvent.click(confirm.getByRole('button', { name: 'Mark Deceased' }))
    await waitFor(() => expect(card(canvas, 'Cassius Thorne').getByText('Deceased')).toBeVisible(), SETTLE)
    const names = cardNames(canvas.getByRole('list', { name: 'Characters' }))
    const living = db.characters.all().filter((c) => !c.isDeceased).length
    await expect(names.indexOf('Cassius Thorne')).toBeGreaterThanOrEqual(living)
    await expect(card(canvas, 'Cassius Thorne').queryByRole('button', { name: /Mark Deceased/ })).toBeNull()
    await expectBanner(canvas, 'Cassius Thorne has been marked as deceased')
  },
}

/** 'Failed to mark as deceased: ' + the server's text, or 'Failed to mark character as deceased'. */
export const MarkDeceasedFailures: Story = {
  parameters: {
    world: {
      ...world,
      faults: {
        routes: [
          { match: '/admin/mark-deceased', status: 409, message: 'Lena Brook is already deceased', times: 1 },
          { match: '/admin/mark-deceased', network: true },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const confirm = await openFromList(canvas, 'Characters', 'Mark Deceased Lena Brook')
    await userEvent.type(confirm.getByRole('textbox'), 'Lena Brook')
    await userEvent.click(confirm.getByRole('button', { name: 'Mark Deceased' }))
    await expectAlert(confirm, 'Failed to mark as deceased: Lena Brook is already deceased')
    await userEvent.click(confirm.getByRole('button', { name: 'Mark Deceased' }))
    await expectAlert(confirm, 'Failed to mark character as deceased')
  },
}

/** A 200 answer with success: false is a refusal too. */
export const MarkDeceasedRefusedWith200: Story = {
  parameters: failing(
    { method: 'post', path: '/admin/mark-deceased' },
    { refused: 'Character is protected' },
    world,
  ),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const confirm = await openFromList(canvas, 'Characters', 'Mark Deceased Lena Brook')
    await userEvent.type(confirm.getByRole('textbox'), 'Lena Brook')
    await userEvent.click(confirm.getByRole('button', { name: 'Mark Deceased' }))
    await expectAlert(confirm, 'Failed to mark as deceased: Character is protected')
    await expect(db.characters.findFirst((q) => q.where({ name: 'Lena Brook' }))?.isDeceased).toBe(false)
  },
}

// ---------------------------------------------------------------- officers

async function openOfficers(canvas: Canvas, subtab: 'Banks' | 'Nations', name: string) {
  const officers = await openFromList(canvas, subtab, `Officers ${name}`)
  await officers.findByRole('region', { name: 'Current officers' }, SETTLE)
  return officers
}

/** Promote a citizen, demote them, remove a citizen (confirmed), promote by name, and the check. */
export const NationOfficers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const officers = await openOfficers(canvas, 'Nations', 'Aurelian Republic')
    const current = () => within(officers.getByRole('region', { name: 'Current officers' }))
    const citizens = () => within(officers.getByRole('region', { name: 'Citizens available for promotion' }))

    await userEvent.click(citizens().getByRole('button', { name: 'Promote Mira Quill' }))
    await expect(await current().findByRole('listitem', { name: 'Mira Quill' }, SETTLE)).toBeVisible()
    await expect(officers.getByRole('status').textContent).toBe(
      'Mira Quill is now an officer of Aurelian Republic',
    )

    await userEvent.click(current().getByRole('button', { name: 'Demote Mira Quill' }))
    await expect(await citizens().findByRole('listitem', { name: 'Mira Quill' }, SETTLE)).toBeVisible()

    await userEvent.click(citizens().getByRole('button', { name: 'Remove Tomas Reed' }))
    const confirmElement = canvas.getAllByRole('dialog').at(-1)!
    const confirm = within(confirmElement)
    await shown(() => confirm.getByRole('heading', { name: 'Remove Tomas Reed from Aurelian Republic?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(citizens().queryByRole('listitem', { name: 'Tomas Reed' })).toBeNull(), SETTLE)
    // The confirmation fades out over the officers dialog and, once gone from the page, hands focus
    // back to what had it before. A person cannot reach the field through the fading backdrop;
    // user-event can, and focus handed back mid-word took the rest of the name. While it fades it
    // is no longer counted as a dialog, so wait for it to leave the page.
    await waitFor(() => expect(confirmElement.isConnected).toBe(false), SETTLE)

    await userEvent.click(officers.getByRole('button', { name: 'Promote' }))
    await expectAlert(officers, 'Invalid officer selection')
    const typed = officers.getByRole('textbox', { name: 'Character name' })
    await userEvent.type(typed, 'Cassius Thorne')
    await expect(typed).toHaveValue('Cassius Thorne')
    await userEvent.click(officers.getByRole('button', { name: 'Promote' }))
    await expect(await current().findByRole('listitem', { name: 'Cassius Thorne' }, SETTLE)).toBeVisible()
    await expect(officers.getByRole('textbox', { name: 'Character name' })).toHaveValue('')
  },
}

/** A bank's officers: a manual promote, and the server's refusal to demote the last one, as it is. */
export const BankOfficers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const officers = await openOfficers(canvas, 'Banks', 'Norvale Savings Guild')
    await userEvent.click(officers.getByRole('button', { name: 'Demote Osric Vale' }))
    await expectAlert(officers, 'The last officer of a bank cannot be removed')
    await userEvent.type(officers.getByRole('textbox', { name: 'Character name' }), 'Lena Brook')
    await userEvent.click(officers.getByRole('button', { name: 'Promote' }))
    const current = within(officers.getByRole('region', { name: 'Current officers' }))
    await expect(await current.findByRole('listitem', { name: 'Lena Brook' }, SETTLE)).toBeVisible()
    await expect(officers.queryByRole('alert')).toBeNull()
    await expect(officers.getByRole('status').textContent).toBe(
      'Lena Brook is now an officer of Norvale Savings Guild',
    )
  },
}

/** The three officer calls' defaults when the server says nothing, and a server text as it is. */
export const OfficerFailures: Story = {
  parameters: {
    world: {
      ...world,
      faults: {
        routes: [
          { match: '/admin/promote-officer', network: true },
          { match: '/admin/demote-officer', status: 409, message: 'Promote someone first', times: 1 },
          { match: '/admin/demote-officer', malformed: true },
          { match: '/admin/remove-citizen', status: 500, times: 1 },
          { match: '/admin/remove-citizen', network: true },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const officers = await openOfficers(canvas, 'Nations', 'Aurelian Republic')

    await userEvent.click(officers.getByRole('button', { name: 'Promote Mira Quill' }))
    await expectAlert(officers, 'Failed to promote officer')
    await userEvent.click(officers.getByRole('button', { name: 'Demote Aurelia Voss' }))
    await expectAlert(officers, 'Promote someone first')
    await userEvent.click(officers.getByRole('button', { name: 'Demote Aurelia Voss' }))
    await expectAlert(officers, 'Failed to demote officer')

    await userEvent.click(officers.getByRole('button', { name: 'Remove Mira Quill' }))
    const confirm = dialog(canvas)
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }))
    // A 500 carries the fault switch's generic text, shown as the server gave it.
    await expectAlert(confirm, 'Internal server error')
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }))
    await expectAlert(confirm, 'Failed to remove citizen')
  },
}

/** The officers cannot be read: 'Failed to load entity details', and Try again reads them. */
export const OfficersLoadFailure: Story = {
  parameters: failing({ method: 'get', path: '/banks/FAB' }, { status: 503 }, world, { times: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const officers = await openFromList(canvas, 'Banks', 'Officers First Aurelian Bank')
    const alert = await officers.findByRole('alert', {}, SETTLE)
    await expect(within(alert).getByText('Failed to load entity details')).toBeVisible()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const current = await officers.findByRole('region', { name: 'Current officers' }, SETTLE)
    await expect(within(current).getByRole('listitem', { name: 'Aurelia Voss' })).toBeVisible()
  },
}

/** Success banners clear themselves after 3 s (spec section 4). */
export const SuccessBannerClears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const form = await openFromList(canvas, 'Nations', 'Edit Kingdom of Norvale')
    await userEvent.type(form.getByLabelText('Description'), ' Cold.')
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }))
    await expectBanner(canvas, 'Nation Kingdom of Norvale updated')
    await waitFor(
      () =>
        expect(
          canvas
            .queryAllByRole('status')
            .some((s: HTMLElement) => s.textContent === 'Nation Kingdom of Norvale updated'),
        ).toBe(false),
      SETTLE,
    )
  },
}

// ---------------------------------------------------------------- balance history

/** Walks of a ledger over the service worker take a while on a busy machine. */
const WALK = { timeout: 60_000 }

/** A treasury's history: the chart of its national currency, in a dialog titled by the nation. */
export const TreasuryHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const history = await openFromList(canvas, 'Nations', 'Balance history Aurelian Republic')
    await shown(() => history.getByRole('heading', { name: 'Balance history - Aurelian Republic' }))
    await history.findByRole('slider', { name: 'Balance history of Aurelian Republic in $AR' }, WALK)
    await userEvent.click(history.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
  },
}

/**
 * A character's accounts, one at a time: the default account first, the others in a list.
 */
export const CharacterAccountsHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const history = await openFromList(canvas, 'Characters', 'Balance history Aurelia Voss')
    await shown(() => history.getByRole('heading', { name: 'Balance history - Aurelia Voss' }))
    const picker = await history.findByRole('combobox', { name: 'Account' }, SETTLE)
    const options = within(picker).getAllByRole('option')
    await expect(options).toHaveLength(2)
    await expect(options[0].textContent).toMatch(/^First Aurelian Bank .* \(default\)$/)
    await history.findByRole('slider', { name: /^Balance history of First Aurelian Bank .* in \$AR$/ }, WALK)
    await userEvent.click(history.getByText('Money in and out'))
    // The officer's stipend from the treasury is its one transfer in.
    await shown(() => history.getByRole('button', { name: /^Transfer: in \$AR 500 in 1 transaction\./ }))
    // The other account: its own chart, or the note that it holds nothing yet.
    await userEvent.selectOptions(picker, options[1])
    await waitFor(
      () =>
        expect(
          history.queryByRole('slider', { name: /^Balance history of Norvale Savings Guild / }) ??
            history.queryByText('No balances yet: nothing to chart.'),
        ).toBeInTheDocument(),
      WALK,
    )
  },
}

export const CharacterWithoutAccounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const history = await openFromList(canvas, 'Characters', 'Balance history Cassius Thorne')
    await history.findByText('Cassius Thorne has no open bank accounts: nothing to chart.', {}, SETTLE)
  },
}

/** The character's accounts fail to load: the accounts' failure text with Try again. */
export const CharacterAccountsFail: Story = {
  parameters: failing({ method: 'get', path: '/players/:name/accounts' }, 'network', world),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const history = await openFromList(canvas, 'Characters', 'Balance history Aurelia Voss')
    const alert = await expectAlert(history, 'Failed to load accounts')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}
