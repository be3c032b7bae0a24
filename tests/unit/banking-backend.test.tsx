// Banking & Finance against the fake game backend (the `minimal` world): the calls the area makes
// and what the backend answers, seen through the screens. Aurelia Voss is an officer of First
// Aurelian Bank (FAB) with accounts at FAB and Norvale Savings Guild (NSG); Bram Holloway holds a
// FAB account and is no officer; Cassius Thorne has no account; Osric Vale is the officer of a
// nation without a currency.
import { describe, expect, it } from 'vitest'
import userEvent from '@testing-library/user-event'
import { render, screen, waitFor, within } from '../support/render'
import { useFakeBackend } from '../support/backend'
import { signInAs } from '../support/sign-in'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN, MINIMAL_ACCOUNTS } from '@mocks/scenarios'
import { setFaults } from '@mocks/faults'
import { fetchPlayerAccounts } from '@/api/banks'
import { BankingSection } from '@/features/banking'
import { logout } from '@/state/session'
import { game } from '@/state/game'
import { stubResizeObserver } from '../support/resize-observer'

useFakeBackend('minimal')

stubResizeObserver()

const NORTH_WIND = MINIMAL_ACCOUNTS[0]

async function enter(account: { uuid: string; password: string }, name: string, tab?: 'banks' | 'markets') {
  await signInAs(name, account)
  const view = render(<BankingSection initialTab={tab} />)
  return { ...view, u: userEvent.setup() }
}

const card = (name: string) => screen.getByRole('article', { name })

async function openBank(u: ReturnType<typeof userEvent.setup>, bankName: string) {
  await screen.findByRole('article', { name: bankName })
  await u.click(await screen.findByRole('button', { name: `View Offerings of ${bankName}` }))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByRole('heading', { name: 'Offerings' })
  return within(dialog)
}

// The flows click through several dialogs on a shared 2-core machine: room to finish, no timing asserted.
const SLOW = { timeout: 60_000 }

describe('My Accounts', SLOW, () => {
  it('lists the accounts by bank with their terms and balances, and opens the shared dialogs', async () => {
    const { u } = await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN)
    expect(await screen.findByRole('heading', { name: 'First Aurelian Bank' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Norvale Savings Guild' })).toBeInTheDocument()
    const [fab] = await fetchPlayerAccounts(DEMO_PLAYER_MAIN)
    const main = within(card(fab.accountNumber))
    expect(main.getByText('Default')).toBeInTheDocument()
    expect(main.getByText('Basic Account')).toBeInTheDocument()
    expect(main.getByText('Fee $AR 2 per week')).toBeInTheDocument()
    expect(main.getByText(/^\$AR [\d,]+$/)).toBeInTheDocument()
    expect(main.queryByRole('button', { name: 'Make Default' })).toBeNull()

    await u.click(main.getByRole('button', { name: 'Transfer' }))
    await u.click(main.getByRole('button', { name: 'History' }))
    expect(game.dialogs).toEqual([
      {
        kind: 'transfer',
        from: { type: 'account', id: `FAB|${fab.id}`, name: `First Aurelian Bank ${fab.accountNumber}` },
      },
      {
        kind: 'ledger',
        entity: { type: 'account', id: `FAB|${fab.id}`, name: `First Aurelian Bank ${fab.accountNumber}` },
      },
    ])
  })

  it('opens an account at another bank and makes it the default', async () => {
    const { u } = await enter(DEMO_ACCOUNTS.player, 'Bram Holloway')
    await screen.findByRole('heading', { name: 'First Aurelian Bank' })
    await u.click(screen.getByRole('button', { name: 'Open Account' }))
    const dialog = within(await screen.findByRole('dialog'))
    await u.click(dialog.getByRole('button', { name: 'Open Account' }))
    expect((await dialog.findByRole('alert')).textContent).toBe('Please select a bank and account offering')

    await u.selectOptions(dialog.getByLabelText('Bank'), 'NSG')
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Basic Account' })).toBeInTheDocument())
    await u.selectOptions(dialog.getByLabelText('Account offering'), 'Basic Account')
    expect(dialog.getByText('No fee')).toBeInTheDocument()
    await u.click(dialog.getByRole('button', { name: 'Open Account' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const nsg = await screen.findByRole('heading', { name: 'Norvale Savings Guild' })
    const opened = within(nsg.closest('section')!).getByRole('article')
    await u.click(within(opened).getByRole('button', { name: 'Make Default' }))
    await waitFor(() => expect(within(opened).getByText('Default')).toBeInTheDocument())
    const accounts = await fetchPlayerAccounts('Bram Holloway')
    expect(accounts.filter((a) => a.isDefault).map((a) => a.bankId)).toEqual(['NSG'])
  })

  it('closes an empty account and says why one with money cannot be closed', async () => {
    const { u } = await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN)
    const [fab, nsg] = await fetchPlayerAccounts(DEMO_PLAYER_MAIN)
    await screen.findByRole('heading', { name: 'First Aurelian Bank' })

    await u.click(within(card(fab.accountNumber)).getByRole('button', { name: 'Close Account' }))
    let dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByText(/can be closed only when every balance is zero/)).toBeInTheDocument()
    // No plain Close for an account with money: it offers to move everything first.
    expect(dialog.queryByRole('button', { name: 'Close Account' })).toBeNull()
    await u.click(dialog.getByRole('button', { name: 'Move everything and close' }))
    await waitFor(() => expect(dialog.getByLabelText('Move everything to…')).toHaveFocus())
    expect(dialog.getByLabelText('Move everything to…')).toHaveAccessibleDescription(
      'Required: choose where the money goes',
    )
    await u.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await u.click(within(card(nsg.accountNumber)).getByRole('button', { name: 'Close Account' }))
    dialog = within(await screen.findByRole('dialog'))
    await u.type(dialog.getByLabelText('Reason (optional)'), 'Moving south')
    await u.click(dialog.getByRole('button', { name: 'Close Account' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Norvale Savings Guild' })).toBeNull())
    expect((await fetchPlayerAccounts(DEMO_PLAYER_MAIN)).map((a) => a.bankId)).toEqual(['FAB'])
  })

  it("shows a deceased character's accounts read-only and says why, with no action the server refuses", async () => {
    await enter(DEMO_ACCOUNTS.player, 'Old Tobias')
    expect(
      await screen.findByText(
        'Old Tobias is deceased, and deceased characters cannot act: these accounts can be looked at, but not opened, closed or used to send money.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Loading accounts...')).toBeNull())
    for (const name of ['Open Account', 'Close Account', 'Transfer', 'Make Default'])
      expect(screen.queryByRole('button', { name })).toBeNull()
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled()
  })

  it('says when there is no account yet, and shows the spec text when the list cannot load', async () => {
    await enter(DEMO_ACCOUNTS.player, 'Cassius Thorne')
    expect(await screen.findByText('You have no bank accounts yet.')).toBeInTheDocument()
    logout()
    setFaults({ routes: [{ match: '/accounts', network: true }] })
    await enter(DEMO_ACCOUNTS.player, 'Cassius Thorne')
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load accounts')
  })
})

describe('All Banks and the bank detail', SLOW, () => {
  it('shows every bank with its figures and badges, and the officer icon on the own bank', async () => {
    await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN, 'banks')
    const fab = within(await screen.findByRole('article', { name: 'First Aurelian Bank' }))
    const nsg = within(card('Norvale Savings Guild'))
    expect(fab.getByRole('button', { name: 'Officer' })).toHaveAccessibleDescription(
      'You are an officer of this bank',
    )
    expect(nsg.queryByRole('button', { name: 'Officer' })).toBeNull()
    expect(fab.getByText('$AR')).toBeInTheDocument()
    expect(nsg.getByText('No National Currency')).toBeInTheDocument()
    expect(fab.getByText('Interest success 100%')).toBeInTheDocument()
    expect(fab.getByText('Savings Available')).toBeInTheDocument()
    expect(fab.getByText('Overdraft Available')).toBeInTheDocument()
    expect(fab.getByText('Min Fee: $AR 0')).toBeInTheDocument()
    expect(nsg.queryByText('Overdraft Available')).toBeNull()
  })

  it('lets an officer create, deactivate and delete an offering, refusing one with accounts', async () => {
    const { u } = await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN, 'banks')
    const detail = await openBank(u, 'First Aurelian Bank')
    expect(detail.getByRole('heading', { name: 'Bank Balances' })).toBeInTheDocument()
    expect(detail.queryByRole('button', { name: /Remove Aurelia Voss/ })).toBeNull()

    await u.click(detail.getByRole('button', { name: 'Create Offering' }))
    let form = within(screen.getAllByRole('dialog').at(-1)!)
    await u.click(form.getByRole('button', { name: 'Create Offering' }))
    // Said once, at the field, which gets the focus: no banner repeats it.
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveFocus())
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Offering name is required')
    expect(form.getAllByText('Offering name is required')).toHaveLength(1)
    expect(form.queryByRole('alert')).toBeNull()
    await u.type(form.getByLabelText('Name'), 'Harbour Saver')
    await u.clear(form.getByLabelText('Interest rate (basis points)'))
    await u.type(form.getByLabelText('Interest rate (basis points)'), '250')
    expect(
      form.getByText('100 basis points = 1%, paid every week. This is 2.5% per week (261.1% a year).'),
    ).toBeInTheDocument()
    await u.click(form.getByRole('button', { name: 'Create Offering' }))
    const row = (await detail.findByText('Harbour Saver')).closest('tr')!
    expect(within(row).getByText('2.5% per week')).toBeInTheDocument()

    await u.click(within(row).getByRole('switch', { name: 'Harbour Saver accepts new accounts' }))
    await waitFor(() =>
      expect(
        within(row).getByRole('switch', { name: 'Harbour Saver accepts new accounts' }),
      ).not.toBeChecked(),
    )

    await u.click(within(row).getByRole('button', { name: 'Actions for Harbour Saver' }))
    await u.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    form = within(screen.getAllByRole('dialog').at(-1)!)
    await u.click(form.getByRole('button', { name: 'Delete Offering' }))
    await waitFor(() => expect(detail.queryByText('Harbour Saver')).toBeNull())

    const basic = detail.getAllByText('Basic Account')[0].closest('tr')!
    await u.click(within(basic).getByRole('button', { name: 'Actions for Basic Account' }))
    await u.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    form = within(screen.getAllByRole('dialog').at(-1)!)
    await u.click(form.getByRole('button', { name: 'Delete Offering' }))
    expect((await form.findByRole('alert')).textContent).toBe(
      'Cannot delete offering with existing accounts. Deactivate it instead.',
    )
    // The refusal comes with the way out: Deactivate, in the same dialog.
    await u.click(form.getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1))
    await waitFor(() =>
      expect(
        within(detail.getAllByText('Basic Account')[0].closest('tr')!).getByRole('switch', {
          name: 'Basic Account accepts new accounts',
        }),
      ).not.toBeChecked(),
    )
  })

  it('offers Deactivate beside Delete when the accounts it has read use the offering', async () => {
    const { u } = await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN, 'banks')
    const detail = await openBank(u, 'First Aurelian Bank')
    await u.click(detail.getByRole('button', { name: 'All Accounts' }))
    const all = within(screen.getAllByRole('dialog').at(-1)!)
    await all.findByRole('table', { name: 'Accounts of First Aurelian Bank' })
    const users = all.getAllByText('Basic Account').length
    await u.click(all.getAllByRole('button', { name: 'Close' }).at(-1)!)
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1))

    const basic = detail.getAllByText('Basic Account')[0].closest('tr')!
    await u.click(within(basic).getByRole('button', { name: 'Actions for Basic Account' }))
    await u.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const form = within(screen.getAllByRole('dialog').at(-1)!)
    expect(
      form.getByText(
        `${users === 1 ? '1 account uses' : `${users} accounts use`} this offering, so the server will refuse to delete it. Deactivate it instead: it opens no new accounts, and existing accounts keep their terms.`,
      ),
    ).toBeInTheDocument()
    expect(form.getByRole('button', { name: 'Deactivate' })).toBeEnabled()
    expect(form.getByRole('button', { name: 'Delete Offering' })).toBeEnabled()
  })

  it('shows a non-officer the officers and offerings but no vault and no officer actions', async () => {
    const { u } = await enter(DEMO_ACCOUNTS.player, 'Bram Holloway', 'banks')
    const detail = await openBank(u, 'First Aurelian Bank')
    expect(detail.getByText('Aurelia Voss')).toBeInTheDocument()
    expect(detail.queryByRole('heading', { name: 'Bank Balances' })).toBeNull()
    expect(detail.queryByRole('button', { name: 'Create Offering' })).toBeNull()
    expect(detail.queryByRole('button', { name: 'Add Bank Officer' })).toBeNull()
    expect(detail.queryByRole('switch')).toBeNull()
    expect(detail.getByText('Inactive')).toBeInTheDocument()
    expect(detail.getAllByRole('button', { name: /^Open Account with / })).toHaveLength(3)
  })

  it('adds an officer, with the spec texts for no name and an unknown one', async () => {
    const { u } = await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN, 'banks')
    const detail = await openBank(u, 'First Aurelian Bank')
    await u.click(detail.getByRole('button', { name: 'Add Bank Officer' }))
    const form = within(screen.getAllByRole('dialog').at(-1)!)
    await u.click(form.getByRole('button', { name: 'Add Officer' }))
    await waitFor(() => expect(form.getByLabelText('Officer name')).toHaveFocus())
    expect(form.getByLabelText('Officer name')).toHaveAccessibleDescription('Please enter an officer name')
    expect(form.queryByRole('alert')).toBeNull()
    await u.type(form.getByLabelText('Officer name'), 'Nobody Atall')
    await u.click(form.getByRole('button', { name: 'Add Officer' }))
    await waitFor(() =>
      expect(form.getByRole('alert').textContent).toBe('Failed to add officer: Character not found'),
    )
    expect(form.getByLabelText('Officer name')).toHaveValue('Nobody Atall')
    await u.clear(form.getByLabelText('Officer name'))
    await u.type(form.getByLabelText('Officer name'), 'Mira Quill')
    await u.click(form.getByRole('button', { name: 'Add Officer' }))
    expect(await detail.findByRole('button', { name: 'Remove Mira Quill' })).toBeInTheDocument()
  })

  it('shows the derived bank id before creating and sends it', async () => {
    const { u } = await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN, 'banks')
    await screen.findByRole('article', { name: 'First Aurelian Bank' })
    await u.click(screen.getByRole('button', { name: 'Create Bank' }))
    const form = within(await screen.findByRole('dialog'))
    expect(
      form.getByText(
        'Wait! Are you looking for an account? This menu is to create a bank. Most people do not operate banks!',
      ),
    ).toBeInTheDocument()
    await u.type(form.getByLabelText('Bank name'), 'First Aurelian Bank')
    expect(form.getByText('FAB2')).toBeInTheDocument()
    await u.clear(form.getByLabelText('Bank name'))
    await u.type(form.getByLabelText('Bank name'), 'River Toll Bank')
    expect(form.getByText('RTB')).toBeInTheDocument()
    await waitFor(() => expect(form.getByLabelText('Jurisdiction nation')).toHaveValue('Aurelian Republic'))
    await u.click(form.getByRole('button', { name: 'Create Bank' }))
    expect(await screen.findByRole('article', { name: 'River Toll Bank' })).toBeInTheDocument()
  })
})

describe('Markets', SLOW, () => {
  it('shows the currencies and offers Create Currency to an officer of a nation without one', async () => {
    const { u } = await enter(NORTH_WIND, 'Osric Vale', 'markets')
    const crown = within(await screen.findByRole('article', { name: 'Aurelian Crown' }))
    expect(crown.getByText('Aurelian Republic')).toBeInTheDocument()
    expect(crown.getByText('Inflation risk: High')).toBeInTheDocument()
    await u.click(await screen.findByRole('button', { name: 'Create Currency' }))
    const form = within(await screen.findByRole('dialog'))
    await u.click(form.getByRole('button', { name: 'Create Currency' }))
    expect((await form.findByRole('alert')).textContent).toBe('Please fill in all required fields')
    // The banner keeps the spec's words; the field says which, and has the focus.
    const name = form.getByLabelText('Currency name')
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Enter the currency name')
    await u.type(form.getByLabelText('Currency name'), 'Norvale Mark')
    expect(form.queryByText('Please fill in all required fields')).toBeNull()
    expect(name).not.toHaveAttribute('aria-invalid')
    await u.click(form.getByRole('button', { name: 'Create Currency' }))
    expect(await screen.findByRole('article', { name: 'Norvale Mark' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create Currency' })).toBeNull())
  })

  it('offers no Create Currency to an officer whose nation has one', async () => {
    await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN, 'markets')
    await screen.findByRole('article', { name: 'Aurelian Crown' })
    expect(screen.queryByRole('button', { name: 'Create Currency' })).toBeNull()
  })
})
