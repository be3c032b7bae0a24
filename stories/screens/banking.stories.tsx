import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FIGURE_MEANINGS } from '@/lib/figure-meanings'
import type { StoryWorld } from '../support/world'
import { failing } from '../support/play'
import {
  BankingScreen,
  cardOf,
  chooseBank,
  expectAlert,
  expectFieldProblem,
  openTab,
  page,
  SETTLE,
  topDialog,
  withNewBank,
  moveEverythingFabToNsg,
} from './banking-fixtures'

// Banking & Finance on the fake backend's `minimal` world. Aurelia Voss (DemoPlayer) is an
// officer of First Aurelian Bank with accounts at FAB and Norvale Savings Guild; Bram Holloway
// has one FAB account; Cassius Thorne has none; Osric Vale leads a nation without a currency.

const meta = {
  title: 'Screens/Banking',
  component: BankingScreen,
  parameters: { world: { signedInAs: 'Aurelia Voss' } satisfies StoryWorld },
} satisfies Meta<typeof BankingScreen>

export default meta
type Story = StoryObj<typeof meta>

const as = (signedInAs: string, extra: Partial<StoryWorld> = {}) => ({
  world: { signedInAs, ...extra } satisfies StoryWorld,
})

// ------------------------------------------------------------ My Accounts

/** The accounts grouped by bank, each with its terms, balances, opened date and buttons. */
export const MyAccounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Banking & Finance' })).toBeVisible()
    await expect(
      await canvas.findByRole('tab', { name: 'My Accounts', selected: true }, SETTLE),
    ).toBeVisible()
    const fabGroup = (await canvas.findByRole('heading', { name: 'First Aurelian Bank' }, SETTLE))
      .parentElement!
    await expect(within(fabGroup).getByText('1 account')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Norvale Savings Guild' })).toBeVisible()
    const cards = canvas.getAllByRole('article')
    await expect(cards).toHaveLength(2)
    const main = within(cards.find((c: HTMLElement) => within(c).queryByText('Default'))!)
    await expect(main.getByRole('heading', { name: /^FAB-\d{6}$/ })).toBeVisible()
    await expect(main.getByText('Basic Account')).toBeVisible()
    // The fee's currency is the bank's, from the bank list that loads beside the accounts.
    await expect(await main.findByText('Fee $AR 2 per week', {}, SETTLE)).toBeVisible()
    await expect(main.getByText(/^Opened [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible()
    await expect(main.queryByRole('button', { name: 'Make Default' })).toBeNull()
    for (const name of ['History', 'Transfer', 'Close Account']) {
      await expect(main.getByRole('button', { name })).toBeVisible()
    }
    const other = within(cards.find((c: HTMLElement) => !within(c).queryByText('Default'))!)
    await expect(other.getByRole('heading', { name: /^NSG-\d{6}$/ })).toBeVisible()
    await expect(other.getByText('No money in this account yet.')).toBeVisible()
    await expect(other.getByRole('button', { name: 'Make Default' })).toBeVisible()
  },
}

export const MyAccountsEmpty: Story = {
  parameters: as('Cassius Thorne'),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByText('You have no bank accounts yet.', {}, SETTLE)).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Open Account' })).toHaveLength(2)
  },
}

export const MyAccountsLoading: Story = {
  parameters: as('Aurelia Voss', {
    faults: { routes: [{ method: 'GET', match: /\/accounts$/, hang: true }] },
  }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByRole('status', { name: 'Loading accounts...' }, SETTLE)).toBeVisible()
  },
}

/** History opens the account's ledger and Transfer the transfer dialog with the account locked. */
export const HistoryAndTransfer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const main = within((await canvas.findAllByRole('article', {}, SETTLE))[0])
    const number = main.getByRole('heading').textContent!
    await userEvent.click(main.getByRole('button', { name: 'History' }))
    const ledger = await topDialog(canvas, `Transaction Ledger - First Aurelian Bank ${number}`)
    await userEvent.click(ledger.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
    await userEvent.click(main.getByRole('button', { name: 'Transfer' }))
    await expect(await topDialog(canvas, 'Transfer Funds')).toBeTruthy()
  },
}

export const MakeDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const nsg = await cardOf(canvas, /^NSG-/)
    await userEvent.click(nsg.getByRole('button', { name: 'Make Default' }))
    await waitFor(() => expect(nsg.getByText('Default')).toBeVisible(), SETTLE)
    await expect(nsg.queryByRole('button', { name: 'Make Default' })).toBeNull()
    await expect((await cardOf(canvas, /^FAB-/)).getByRole('button', { name: 'Make Default' })).toBeVisible()
  },
}

// ------------------------------------------------------------ Open and close

export const OpenAccountNeedsChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Account' }, SETTLE))
    const dialog = await topDialog(canvas, 'Open Account')
    await userEvent.click(dialog.getByRole('button', { name: 'Open Account' }))
    await expectAlert(dialog, 'Please select a bank and account offering')
    // The banner keeps the spec's words; the field at fault says which, and has the focus.
    await expectFieldProblem(dialog.getByLabelText('Bank'), 'Required: choose a bank', { focused: true })
    await chooseBank(dialog, 'FAB')
    await expect(dialog.getByLabelText('Bank')).not.toHaveAttribute('aria-invalid')
    await userEvent.click(dialog.getByRole('button', { name: 'Open Account' }))
    await expectAlert(dialog, 'Please select a bank and account offering')
    await expectFieldProblem(dialog.getByLabelText('Account offering'), 'Required: choose an offering', {
      focused: true,
    })
  },
}

/** Bank first, then an active offering with its terms; the new account appears in its group. */
export const OpenAccountAtAnotherBank: Story = {
  parameters: as('Bram Holloway'),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await canvas.findByRole('heading', { name: 'First Aurelian Bank' }, SETTLE)
    await userEvent.click(canvas.getByRole('button', { name: 'Open Account' }))
    const dialog = await topDialog(canvas, 'Open Account')
    await chooseBank(dialog, 'FAB')
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Flex Overdraft' })).toBeTruthy(), SETTLE)
    // The inactive offering is not offered to new customers.
    await expect(dialog.queryByRole('option', { name: 'Legacy Gold' })).toBeNull()
    await chooseBank(dialog, 'NSG')
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Basic Account' })).toBeTruthy(), SETTLE)
    await userEvent.selectOptions(dialog.getByLabelText('Account offering'), 'Basic Account')
    await expect(dialog.getByText('No fee')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Open Account' }))
    await expect(
      await canvas.findByText(/^Account NSG-\d{6} opened at Norvale Savings Guild$/, {}, SETTLE),
    ).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Norvale Savings Guild' }, SETTLE)).toBeVisible()
  },
}

export const CloseAccountWithMoney: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const fab = await cardOf(canvas, /^FAB-/)
    await userEvent.click(fab.getByRole('button', { name: 'Close Account' }))
    const dialog = await topDialog(canvas, 'Close Account')
    await expect(
      dialog.getByText(
        'This account still holds money. An account can be closed only when every balance is zero:',
      ),
    ).toBeVisible()
    await expect(dialog.getByText(MOVE_INTRO)).toBeVisible()
    // Nothing chosen yet: the field says so and takes the focus; nothing is sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Move everything and close' }))
    await expectFieldProblem(
      dialog.getByLabelText('Move everything to…'),
      'Required: choose where the money goes',
      {
        focused: true,
      },
    )
    for (const item of within(dialog.getByRole('list', { name: 'Transfers, one per currency' })).getAllByRole(
      'listitem',
    ))
      await expect(item).toHaveTextContent(/Not sent yet$/)
  },
}

const MOVE_INTRO =
  'One transfer per currency. The account is closed only once the server has confirmed every transfer.'

/** "Move everything to…" her NSG account: one confirmed transfer per currency, then the close. */
export const CloseAccountMovingEverything: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const { fabNumber, nsgNumber } = await moveEverythingFabToNsg(canvas)
    await expect(
      await canvas.findByText(
        `Everything moved to ${nsgNumber} (Norvale Savings Guild); account ${fabNumber} closed`,
        {},
        SETTLE,
      ),
    ).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('heading', { name: fabNumber })).toBeNull(), SETTLE)
  },
}

/** Answers that confirm nothing: each currency says so, and the account stays open. */
export const CloseAccountMoveUnconfirmed: Story = {
  parameters: failing({ method: 'post', path: '/transfers' }, 'empty', { signedInAs: 'Aurelia Voss' }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const fab = await cardOf(canvas, /^FAB-/)
    await userEvent.click(fab.getByRole('button', { name: 'Close Account' }))
    const dialog = await topDialog(canvas, 'Close Account')
    await userEvent.selectOptions(
      dialog.getByLabelText('Move everything to…'),
      'Another account: type its number',
    )
    await userEvent.type(dialog.getByLabelText('Account number'), 'FAB-999999')
    await expect(
      await dialog.findByText(
        'No other account has the number FAB-999999. Check the number and try again.',
        {},
        SETTLE,
      ),
    ).toBeVisible()
    const nsgNumber = (await cardOf(canvas, /^NSG-/)).getByRole('heading', {
      name: /^NSG-\d{6}$/,
    }).textContent!
    await userEvent.clear(dialog.getByLabelText('Account number'))
    await userEvent.type(dialog.getByLabelText('Account number'), nsgNumber)
    await expect(await dialog.findByText(`${nsgNumber} · Aurelia Voss`, {}, SETTLE)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Move everything and close' }))
    await expect(
      await dialog.findByText(
        'Not every balance was confirmed moved, so the account is still open.',
        {},
        SETTLE,
      ),
    ).toBeVisible()
    for (const item of within(dialog.getByRole('list', { name: 'Transfers, one per currency' })).getAllByRole(
      'listitem',
    ))
      await expect(item).toHaveTextContent(/Not confirmed: the server did not confirm whether .+ moved\./)
    await expect(dialog.queryByText('Moved (confirmed by the server)')).toBeNull()
    await waitFor(
      () => expect(dialog.getByRole('button', { name: 'Move the rest and close' })).toBeEnabled(),
      SETTLE,
    )
    await expect(canvas.getByRole('heading', { name: /^FAB-\d{6}$/ })).toBeVisible()
  },
}

export const CloseEmptyAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const nsg = await cardOf(canvas, /^NSG-/)
    await userEvent.click(nsg.getByRole('button', { name: 'Close Account' }))
    const dialog = await topDialog(canvas, 'Close Account')
    await userEvent.type(dialog.getByLabelText('Reason (optional)'), 'Moving my savings home')
    await userEvent.click(dialog.getByRole('button', { name: 'Close Account' }))
    await waitFor(
      () => expect(canvas.queryByRole('heading', { name: 'Norvale Savings Guild' })).toBeNull(),
      SETTLE,
    )
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
  },
}

// ------------------------------------------------------------ All Banks

export const AllBanks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    const fab = await cardOf(canvas, 'First Aurelian Bank')
    await expect(fab.getByText('FAB')).toBeVisible()
    await expect(fab.getByText('Aurelian Republic')).toBeVisible()
    await expect(fab.getByText('Active Accounts')).toBeVisible()
    await expect(fab.getByText('Officers')).toBeVisible()
    await expect(fab.getByRole('button', { name: 'Officer' })).toHaveAccessibleDescription(
      'You are an officer of this bank',
    )
    for (const badge of [
      '$AR',
      'Interest success 100%',
      'Savings Available',
      'Overdraft Available',
      'Min Fee: $AR 0',
    ]) {
      await expect(fab.getByText(badge)).toBeVisible()
    }
    const nsg = await cardOf(canvas, 'Norvale Savings Guild')
    await expect(nsg.getByText('No National Currency')).toBeVisible()
    await expect(nsg.queryByText('Overdraft Available')).toBeNull()
    await expect(nsg.queryByText('Savings Available')).toBeNull()
    await expect(nsg.queryByRole('button', { name: 'Officer' })).toBeNull()
    await userEvent.click(nsg.getByRole('button', { name: 'View Offerings of Norvale Savings Guild' }))
    await topDialog(canvas, /Norvale Savings Guild/)
  },
}

/** Bram's Legacy Gold account holds less than its offering's minimum: the card says so. */
export const AccountBelowMinimum: Story = {
  parameters: as('Bram Holloway'),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const name = await canvas.findByText('Legacy Gold', {}, SETTLE)
    const card = within(name.closest('article') as HTMLElement)
    // The offering's terms arrive with the bank's offerings, after the account itself.
    await expect(await card.findByText('Min balance $AR 1,000', {}, SETTLE)).toBeVisible()
    await expect(
      await card.findByText(
        /^Below the minimum balance: \$AR [\d,]+ held, the offering asks for at least \$AR 1,000\.$/,
        {},
        SETTLE,
      ),
    ).toBeVisible()
    await expect(await card.findByText('Interest 1.2% per week (85.9% a year)', {}, SETTLE)).toBeVisible()
  },
}

/** The server says 100 for a bank that never owed interest: a new bank shows no history, "—". */
export const NewBankHasNoInterestHistory: Story = {
  parameters: as('Aurelia Voss', { prepare: withNewBank }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    const fresh = await cardOf(canvas, 'Cassius Thorne Bank')
    await expect(fresh.getByText('Interest success —')).toBeVisible()
    await expect(fresh.queryByText('Interest success 100%')).toBeNull()
    // Each badge says what it means on hover, focus and tap (its button's description).
    await expect(fresh.getByRole('button', { name: 'Interest success —' })).toHaveAccessibleDescription(
      FIGURE_MEANINGS.noInterestHistory,
    )
    const fab = await cardOf(canvas, 'First Aurelian Bank')
    await expect(fab.getByText('Interest success 100%')).toBeVisible()
    await expect(fab.getByRole('button', { name: 'Interest success 100%' })).toHaveAccessibleDescription(
      FIGURE_MEANINGS.interestSuccess,
    )
  },
}

export const AllBanksEmpty: Story = {
  parameters: { world: { scenario: 'empty', signedInAs: 'Aurelia Voss' } satisfies StoryWorld },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await expect(await canvas.findByText('No banks found. Create the first bank!', {}, SETTLE)).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Create Bank' })).toHaveLength(2)
  },
}

/** Both warnings, the id made from the name (with a number when taken), then the new bank. */
export const CreateBank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Bank' }))
    const dialog = await topDialog(canvas, 'Create Bank')
    await expect(
      dialog.getByText(
        'Wait! Are you looking for an account? This menu is to create a bank. Most people do not operate banks!',
      ),
    ).toBeVisible()
    await expect(dialog.getByText(/^Creating a bank is permanent/)).toBeVisible()
    await expect(
      dialog.getByText('Type a name with at least two letters or digits to make a bank ID.'),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Create Bank' }))
    await expectAlert(dialog, 'Please fill in all required fields')
    await expectFieldProblem(dialog.getByLabelText('Bank name'), 'Required: enter the bank name', {
      focused: true,
    })
    await userEvent.type(dialog.getByLabelText('Bank name'), 'First Aurelian Bank')
    await expect(dialog.getByLabelText('Bank name')).not.toHaveAttribute('aria-invalid')
    await expect(dialog.getByText('FAB2')).toBeVisible()
    await expect(dialog.getByText('FAB is taken by another bank, so a number was added.')).toBeVisible()
    await userEvent.clear(dialog.getByLabelText('Bank name'))
    await userEvent.type(dialog.getByLabelText('Bank name'), 'River Toll Bank')
    await expect(dialog.getByText('RTB')).toBeVisible()
    await waitFor(
      () => expect(dialog.getByLabelText('Jurisdiction nation')).toHaveValue('Aurelian Republic'),
      SETTLE,
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Create Bank' }))
    await expect(await cardOf(canvas, 'River Toll Bank')).toBeTruthy()
  },
}

export const CreateBankSendsToOpenAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Bank' }))
    const dialog = await topDialog(canvas, 'Create Bank')
    await userEvent.click(dialog.getByRole('button', { name: 'Open an account instead' }))
    await topDialog(canvas, 'Open Account')
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Create Bank' })).toBeNull(), SETTLE)
  },
}

// ------------------------------------------------------------ Markets

export const Markets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Markets')
    const crown = await cardOf(canvas, 'Aurelian Crown')
    await expect(crown.getByText('$AR')).toBeVisible()
    await expect(crown.getByText('Aurelian Republic')).toBeVisible()
    await expect(crown.getByText('Current supply')).toBeVisible()
    await expect(crown.getByText(/^\$AR [\d,]+$/)).toBeVisible()
    await expect(crown.getByText('PPP 100.0')).toBeVisible()
    // The risk depends on how recently it was minted, and story time follows the clock.
    await expect(crown.getByText(/^Inflation risk: (Low|Moderate|High)$/)).toBeVisible()
    await expect(crown.getByText(/^\$AR [\d,.]+ per capita$/)).toBeVisible()
    // Each figure says what it means on hover, focus and tap, one line.
    await expect(crown.getByRole('button', { name: 'PPP 100.0' })).toHaveAccessibleDescription(
      FIGURE_MEANINGS.ppp,
    )
    await expect(crown.getByRole('button', { name: /^Inflation risk: / })).toHaveAccessibleDescription(
      FIGURE_MEANINGS.inflationRisk,
    )
    await expect(crown.getByRole('button', { name: / per capita$/ })).toHaveAccessibleDescription(
      FIGURE_MEANINGS.supplyPerCapita,
    )
    // The meaning is a popover: shown while a mouse hovers the figure, opened by a tap or click.
    const ppp = crown.getByRole('button', { name: 'PPP 100.0' })
    const meaning =
      'Purchasing power index: 100 is the median currency; above 100 buys more, below buys less.'
    await userEvent.hover(ppp)
    await expect(await canvas.findByRole('tooltip', { name: meaning }, SETTLE)).toBeVisible()
    await userEvent.unhover(ppp)
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), SETTLE)
    // A tap opens it (and says so); a second tap closes it.
    await userEvent.pointer({ keys: '[TouchA]', target: ppp })
    await expect(await canvas.findByRole('tooltip', { name: meaning }, SETTLE)).toHaveTextContent(meaning)
    await expect(ppp).toHaveAttribute('aria-expanded', 'true')
    await userEvent.pointer({ keys: '[TouchA]', target: ppp })
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull(), SETTLE)
    // Aurelia's nation has its currency already.
    await expect(canvas.queryByRole('button', { name: 'Create Currency' })).toBeNull()
  },
}

export const MarketsEmpty: Story = {
  parameters: { world: { scenario: 'empty', signedInAs: 'Aurelia Voss' } satisfies StoryWorld },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Markets')
    await expect(await canvas.findByText('No currencies have been created yet.', {}, SETTLE)).toBeVisible()
  },
}

/** Only for an officer of a nation without a currency; 'Please fill in all required fields'. */
export const CreateCurrency: Story = {
  parameters: as('Osric Vale'),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Markets')
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Currency' }, SETTLE))
    const dialog = await topDialog(canvas, 'Create New Currency')
    await expect(dialog.getByText('Kingdom of Norvale')).toBeVisible()
    await expect(dialog.getByText("$NV (Made by the server from the nation's abbreviation.)")).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Create Currency' }))
    await expectAlert(dialog, 'Please fill in all required fields')
    await userEvent.type(dialog.getByLabelText('Currency name'), 'Norvale Mark')
    await userEvent.click(dialog.getByRole('button', { name: 'Create Currency' }))
    await expect(await cardOf(canvas, 'Norvale Mark')).toBeTruthy()
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Create Currency' })).toBeNull(), SETTLE)
  },
}

// ------------------------------------------------------------ Compare offerings

/** Every active offering across banks, sorted by interest; headers sort, the filter narrows. */
export const CompareOfferings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Compare Offerings')
    const table = within(await canvas.findByRole('table', { name: 'Offerings of every bank' }, SETTLE))
    const firstCells = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent)
    // minimal: FAB has Basic, Savings Plus, Flex Overdraft (Legacy Gold is inactive); NSG has Basic.
    await waitFor(() => expect(firstCells()).toHaveLength(4), SETTLE)
    // First by what a player would likely receive (the yearly yield times the bank's record).
    await expect(firstCells()[0]).toBe('Savings Plus')
    await expect(table.getByRole('columnheader', { name: 'Likely a year' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await userEvent.click(table.getByRole('button', { name: 'Interest' }))
    await expect(firstCells()[0]).toBe('Savings Plus')
    await expect(table.getByRole('columnheader', { name: 'Interest' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )

    await userEvent.click(table.getByRole('button', { name: 'Overdraft' }))
    await expect(firstCells()[0]).toBe('Flex Overdraft')
    await expect(table.getByRole('columnheader', { name: 'Overdraft' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )

    await userEvent.selectOptions(canvas.getByLabelText('Currency'), 'No National Currency')
    await waitFor(() => expect(firstCells()).toEqual(['Basic Account']), SETTLE)
    await userEvent.selectOptions(canvas.getByLabelText('Currency'), '$AR')
    await waitFor(() => expect(firstCells()).toHaveLength(3), SETTLE)
  },
}

/** "Open account" on a row opens the Open Account dialog with its bank and offering chosen. */
export const CompareOpenAccount: Story = {
  parameters: as('Bram Holloway'),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Compare Offerings')
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Open Account with Flex Overdraft at First Aurelian Bank' },
        SETTLE,
      ),
    )
    const dialog = await topDialog(canvas, 'Open Account')
    await expect(dialog.getByLabelText('Bank')).toHaveValue('FAB')
    await waitFor(
      () => expect(dialog.getByLabelText('Account offering')).toHaveDisplayValue('Flex Overdraft'),
      SETTLE,
    )
    await expect(dialog.getByText('Overdraft up to $AR 500, fee $AR 6 per week')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Open Account' }))
    await expect(
      await canvas.findByText(/^Account FAB-\d{6} opened at First Aurelian Bank$/, {}, SETTLE),
    ).toBeVisible()
  },
}
