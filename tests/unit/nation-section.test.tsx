// Nation Management on the fake backend (`minimal` world): the outsider's, citizen's and
// officer's views, and every change an officer makes, as the console shows them.
import { describe, expect, it } from 'vitest'
import userEvent from '@testing-library/user-event'
import { NationsSection } from '@/features/nations/NationsSection'
import { notices } from '@/state/notices'
import { render, screen, waitFor, within } from '../support/render'
import { useFakeBackend } from '../support/backend'
import { AR, CAST, NV, signInAs, stubResizeObserver } from './nation-support'

useFakeBackend('minimal')
stubResizeObserver()

async function openSection(name: string) {
  await signInAs(name)
  render(<NationsSection />)
  await screen.findByRole('heading', { name: 'All nations' })
}

async function openNation(nation: string) {
  const list = screen.getByRole('heading', { name: 'All nations' }).closest('section')!
  await userEvent.click(within(list).getByRole('button', { name: nation }))
  return screen.findByRole('heading', { level: 2, name: nation })
}

const members = (title: 'Officers' | 'Citizens') =>
  within(screen.getByRole('list', { name: new RegExp(title) }))

describe('the list', () => {
  it('searches over name, abbreviation and description and says when nothing matches', async () => {
    const u = userEvent.setup()
    await openSection(CAST.outsider)
    const list = () => screen.getByRole('heading', { name: 'All nations' }).closest('section')!
    expect(within(list()).getAllByRole('article')).toHaveLength(2)
    await u.type(screen.getByRole('searchbox'), 'cold hills')
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(1))
    expect(within(list()).getByRole('button', { name: NV })).toBeInTheDocument()
    await u.clear(screen.getByRole('searchbox'))
    await u.type(screen.getByRole('searchbox'), 'zzz')
    expect(await screen.findByText('No nations found matching "zzz"')).toBeInTheDocument()
  })

  it('shows the ACTIVE badge with its activity tooltip', async () => {
    await openSection(CAST.outsider)
    const tooltip = screen.getAllByRole('tooltip')[0]
    expect(tooltip.textContent).toMatch(/^\d+% of members online in the past 2 weeks$/)
    expect(screen.getAllByText('ACTIVE').length).toBeGreaterThan(0)
  })

  it("puts the character's own nation in a section of its own", async () => {
    await openSection(CAST.citizen)
    const mine = screen.getByRole('heading', { name: 'Your nation' }).closest('section')!
    expect(within(mine).getByRole('button', { name: AR })).toBeInTheDocument()
    expect(within(mine).getByText('Citizen')).toBeInTheDocument()
    // One nation per character: founding is offered only to those without one.
    expect(screen.queryByRole('button', { name: 'Create New Nation' })).toBeNull()
  })
})

describe('the three views of a nation', () => {
  it('an outsider reads it: no treasury, no actions', async () => {
    await openSection(CAST.outsider)
    await openNation(AR)
    expect(screen.getByRole('tab', { name: 'Nation Details' })).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: 'Treasury' })).toBeNull()
    for (const action of ['Edit', 'Invite Member', 'Leave Nation', 'Upload Nation Icon']) {
      expect(screen.queryByRole('button', { name: action })).toBeNull()
    }
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull()
    expect(members('Citizens').getByText('Old Tobias')).toBeInTheDocument()
    expect(members('Citizens').getByText('Deceased')).toBeInTheDocument()
    const info = screen.getByRole('heading', { name: 'Nation info' }).parentElement!
    expect(within(info).getByText('$AR')).toBeInTheDocument()
  })

  it('lists deceased citizens last, with their badge', async () => {
    await openSection(CAST.outsider)
    await openNation(AR)
    // Old Tobias joined before Bram Holloway; the living still come first.
    const names = members('Citizens')
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    expect(names.at(-1)).toMatch(/Old Tobias.*Deceased/)
    expect(names.slice(0, -1).every((name) => !name.includes('Deceased'))).toBe(true)
    expect(names.some((name) => name.includes('Bram Holloway'))).toBe(true)
  })

  it('a citizen may leave, after confirming', async () => {
    const u = userEvent.setup()
    await openSection(CAST.citizen)
    await openNation(AR)
    expect(screen.queryByRole('tab', { name: 'Treasury' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull()
    await u.click(screen.getByRole('button', { name: 'Leave Nation' }))
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByRole('heading', { name: `Leave ${AR}?` })).toBeInTheDocument()
    await u.click(dialog.getByRole('button', { name: 'Leave Nation' }))
    await screen.findByRole('heading', { name: 'All nations' })
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your nation' })).toBeNull())
    expect(notices.items.map((n) => n.text)).toContain(`You left ${AR}`)
  })

  it('an officer has the treasury tab and a member menu on everyone but themself', async () => {
    await openSection(CAST.officer)
    await openNation(AR)
    expect(screen.getByRole('tab', { name: 'Treasury' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upload Nation Icon' })).toBeInTheDocument()
    expect(members('Officers').getByText(CAST.officer)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: `Actions for ${CAST.officer}` })).toBeNull()
    expect(screen.getByRole('button', { name: 'Actions for Mira Quill' })).toBeInTheDocument()
  })
})

describe('officer actions', () => {
  it('invites: the spec text for an unknown player, then a real one joins', async () => {
    const u = userEvent.setup()
    await openSection(CAST.officer)
    await openNation(AR)
    await u.click(screen.getByRole('button', { name: 'Invite Member' }))
    const dialog = within(await screen.findByRole('dialog'))
    await u.click(dialog.getByRole('button', { name: 'Invite' }))
    // Said once, at the field: no banner repeats it.
    expect(dialog.getByLabelText('Player name')).toHaveAttribute('aria-invalid', 'true')
    expect(dialog.getByLabelText('Player name')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a player name'),
    )
    expect(dialog.queryByRole('alert')).toBeNull()
    await u.type(dialog.getByLabelText('Player name'), 'Nobody Atall')
    await u.click(dialog.getByRole('button', { name: 'Invite' }))
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toBe(
        'Player "Nobody Atall" does not exist. Please check the spelling.',
      ),
    )
    expect(dialog.getByLabelText('Player name')).toHaveValue('Nobody Atall')
    await u.clear(dialog.getByLabelText('Player name'))
    await u.type(dialog.getByLabelText('Player name'), 'Cassius Thorne')
    await u.click(dialog.getByRole('button', { name: 'Invite' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await members('Citizens').findByText('Cassius Thorne')).toBeInTheDocument()
  })

  it('promotes a citizen and demotes them again', async () => {
    const u = userEvent.setup()
    await openSection(CAST.officer)
    await openNation(AR)
    await u.click(screen.getByRole('button', { name: 'Actions for Mira Quill' }))
    await u.click(await screen.findByRole('menuitem', { name: 'Promote to Officer' }))
    expect(await members('Officers').findByText('Mira Quill')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Actions for Mira Quill' }))
    expect(screen.queryByRole('menuitem', { name: 'Promote to Officer' })).toBeNull()
    await u.click(await screen.findByRole('menuitem', { name: 'Demote to Citizen' }))
    expect(await members('Citizens').findByText('Mira Quill')).toBeInTheDocument()
  })

  it('removes a member after confirming', async () => {
    const u = userEvent.setup()
    await openSection(CAST.officer)
    await openNation(AR)
    await u.click(screen.getByRole('button', { name: 'Actions for Tomas Reed' }))
    await u.click(await screen.findByRole('menuitem', { name: 'Remove from Nation' }))
    const dialog = within(await screen.findByRole('dialog'))
    await u.click(dialog.getByRole('button', { name: 'Remove from Nation' }))
    await waitFor(() => expect(screen.queryByText('Tomas Reed')).toBeNull())
  })

  it('edits the nation: 2-character abbreviation, upper-cased', async () => {
    const u = userEvent.setup()
    await openSection(CAST.officer)
    await openNation(AR)
    await u.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = within(await screen.findByRole('dialog'))
    const abbreviation = dialog.getByLabelText('Abbreviation')
    await u.clear(abbreviation)
    await u.type(abbreviation, 'r')
    await u.click(dialog.getByRole('button', { name: 'Save Changes' }))
    expect(dialog.getByText('Must be exactly 2 characters')).toBeInTheDocument()
    await u.type(abbreviation, 'p')
    expect(abbreviation).toHaveValue('RP')
    await u.clear(dialog.getByLabelText('Nation name'))
    await u.type(dialog.getByLabelText('Nation name'), 'Aurelian Commonwealth')
    await u.click(dialog.getByRole('button', { name: 'Save Changes' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aurelian Commonwealth' }),
    ).toBeInTheDocument()
  })
})

describe('founding', () => {
  it('checks the fields, warns that it is permanent, and opens the new nation', async () => {
    const u = userEvent.setup()
    await openSection(CAST.outsider)
    await u.click(screen.getByRole('button', { name: 'Create New Nation' }))
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByText(/Creating a nation is permanent/)).toBeInTheDocument()
    await u.click(dialog.getByRole('button', { name: 'Create Nation' }))
    expect(dialog.getByText('Nation name is required')).toBeInTheDocument()
    expect(dialog.getByText('Must be exactly 2 characters')).toBeInTheDocument()
    await u.type(dialog.getByLabelText('Nation name'), 'Free City of Lumen')
    await u.type(dialog.getByLabelText('Abbreviation'), 'lu')
    await u.click(dialog.getByRole('button', { name: 'Create Nation' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Free City of Lumen' })).toBeInTheDocument()
    expect(screen.getByText('Officer')).toBeInTheDocument()
    expect(members('Officers').getByText(CAST.outsider)).toBeInTheDocument()
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    const u = userEvent.setup()
    await openSection(CAST.outsider)
    await u.click(screen.getByRole('button', { name: 'Create New Nation' }))
    const dialog = within(await screen.findByRole('dialog'))
    await u.type(dialog.getByLabelText('Nation name'), 'Copycats')
    await u.type(dialog.getByLabelText('Abbreviation'), 'ar')
    await u.click(dialog.getByRole('button', { name: 'Create Nation' }))
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toBe(`The abbreviation AR is already used by ${AR}`),
    )
    expect(dialog.getByLabelText('Nation name')).toHaveValue('Copycats')
  })
})
