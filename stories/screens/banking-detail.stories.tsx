import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createOffering } from '@mocks/rules/banks'
import { liveWorld } from '@mocks/rules/live'
import { character } from '@mocks/rules/permissions'
import { PLAIN_OFFERING } from '@mocks/scenarios/factories'
import type { StoryWorld } from '../support/world'
import {
  BankingScreen,
  expectAlert,
  expectFieldProblem,
  offeringAction,
  offeringsOf,
  openAllAccounts,
  openBankDetail,
  openFromBank,
  onlyDialog,
  page,
  rowOf,
  SETTLE,
  topDialog,
  withSecondOfficer,
} from './banking-fixtures'

// The bank detail dialog on the `minimal` world: Aurelia Voss is First Aurelian Bank's only
// officer (its vault holds $AR); Osric Vale runs Norvale Savings Guild (empty vault, two empty
// accounts); Bram Holloway is a customer of FAB and no officer.

const meta = {
  title: 'Screens/Banking bank detail',
  component: BankingScreen,
  parameters: { world: { signedInAs: 'Aurelia Voss' } satisfies StoryWorld },
} satisfies Meta<typeof BankingScreen>

export default meta
type Story = StoryObj<typeof meta>

const world = (w: StoryWorld) => ({ world: w })

/** An offering no account uses, so it can be deleted. */
const withUnusedOffering = () => {
  const w = liveWorld()
  createOffering(w, character('Aurelia Voss'), w.bankById('FAB')!, {
    ...PLAIN_OFFERING,
    name: 'Harbour Saver',
    interestRateBasisPoints: 250,
  })
}

// ------------------------------------------------------------ what officers and others see

export const OfficerView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openBankDetail(canvas, 'First Aurelian Bank')
    await expect(dialog.getByText('You are an officer of this bank')).toBeVisible()
    await expect(dialog.getByText('Jurisdiction')).toBeVisible()
    await expect(dialog.getByText('Aurelian Republic')).toBeVisible()
    await expect(dialog.getByText('Created')).toBeVisible()
    await expect(dialog.getByText('Accounts')).toBeVisible()

    const officers = within(
      await dialog.findByRole('table', { name: 'Officers of First Aurelian Bank' }, SETTLE),
    )
    const me = await rowOf(officers, 'Aurelia Voss')
    await expect(me.getByText('You')).toBeVisible()
    await expect(me.queryByRole('button', { name: /Remove/ })).toBeNull()
    await expect(dialog.getByRole('button', { name: 'Add Bank Officer' })).toBeVisible()

    await expect(dialog.getByRole('heading', { name: 'Bank Balances' })).toBeVisible()
    const vault = within(
      await dialog.findByRole('table', { name: 'Bank Balances of First Aurelian Bank' }, SETTLE),
    )
    const crown = await rowOf(vault, 'Aurelian Crown')
    await expect(crown.getByText('$AR')).toBeVisible()
    await expect(crown.getByText(/^\$AR [\d,]+$/)).toBeVisible()

    const offerings = await offeringsOf(dialog)
    const savings = await rowOf(offerings, 'Savings Plus')
    await expect(savings.getByText('1% per week')).toBeVisible()
    await expect(savings.getByText('67.8% a year')).toBeVisible()
    await expect(savings.getByText('$AR 100,000')).toBeVisible()
    const basic = await rowOf(offerings, 'Basic Account')
    await expect(basic.getByText('No limit')).toBeVisible()
    await expect(basic.getByText('$AR 2')).toBeVisible()
    await expect((await rowOf(offerings, 'Flex Overdraft')).getByText('Up to $AR 500')).toBeVisible()
    const legacy = await rowOf(offerings, 'Legacy Gold')
    await expect(legacy.getByRole('switch', { name: 'Legacy Gold accepts new accounts' })).not.toBeChecked()
    await expect(legacy.getByRole('button', { name: 'Actions for Legacy Gold' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Create Offering' })).toBeVisible()
  },
}

export const OfficerEmptyVault: Story = {
  parameters: world({ signedInAs: 'Osric Vale' }),
  play: async ({ canvasElement }) => {
    const dialog = await openBankDetail(page(canvasElement), 'Norvale Savings Guild')
    await expect(
      dialog.getByText(
        'No currency balances. Banks receive funds through transfers from treasuries or other banks.',
      ),
    ).toBeVisible()
    await expect(dialog.getByText('No National Currency')).toBeVisible()
  },
}

export const NonOfficerView: Story = {
  parameters: world({ signedInAs: 'Bram Holloway' }),
  play: async ({ canvasElement }) => {
    const dialog = await openBankDetail(page(canvasElement), 'First Aurelian Bank')
    await expect(dialog.getByText('Aurelia Voss')).toBeVisible()
    await expect(dialog.queryByText('You are an officer of this bank')).toBeNull()
    await expect(dialog.queryByRole('heading', { name: 'Bank Balances' })).toBeNull()
    await expect(dialog.queryByRole('button', { name: 'Add Bank Officer' })).toBeNull()
    await expect(dialog.queryByRole('button', { name: /^Remove / })).toBeNull()
    await expect(dialog.queryByRole('button', { name: 'Create Offering' })).toBeNull()
    await expect(dialog.queryByRole('switch')).toBeNull()
    await expect(dialog.queryByRole('button', { name: /^Actions for / })).toBeNull()
    const offerings = await offeringsOf(dialog)
    const legacy = await rowOf(offerings, 'Legacy Gold')
    await expect(legacy.getByText('Inactive')).toBeVisible()
    // An inactive offering opens no new accounts (the server answers 422): it says so, with no button.
    await expect(legacy.getByText('Opens no new accounts')).toBeVisible()
    await expect(legacy.queryByRole('button', { name: /^Open Account/ })).toBeNull()
    await expect((await rowOf(offerings, 'Basic Account')).getByText('Active')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Open Account with Savings Plus' }))
    const open = await topDialog(page(canvasElement), 'Open Account')
    await waitFor(
      () => expect(open.getByLabelText('Account offering')).toHaveDisplayValue('Savings Plus'),
      SETTLE,
    )
  },
}

/** The vault's Transfer and History open the shared dialogs on top of the bank detail. */
export const VaultTransferAndHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openBankDetail(canvas, 'First Aurelian Bank')
    await userEvent.click(dialog.getByRole('button', { name: 'History' }))
    const ledger = await topDialog(canvas, 'Transaction Ledger - First Aurelian Bank')
    await userEvent.click(ledger.getByRole('button', { name: 'Close' }))
    await waitFor(
      () => expect(canvas.queryByRole('heading', { name: /Transaction Ledger/ })).toBeNull(),
      SETTLE,
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }))
    await topDialog(canvas, 'Transfer Funds')
  },
}

// ------------------------------------------------------------ officers

export const AddOfficer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const detail = await openBankDetail(canvas, 'First Aurelian Bank')
    await userEvent.click(detail.getByRole('button', { name: 'Add Bank Officer' }))
    const dialog = await topDialog(canvas, 'Add Bank Officer')
    await userEvent.click(dialog.getByRole('button', { name: 'Add Officer' }))
    await expectFieldProblem(dialog.getByLabelText('Officer name'), 'Please enter an officer name', {
      focused: true,
    })
    await expect(dialog.queryByRole('alert')).toBeNull()
    await userEvent.type(dialog.getByLabelText('Officer name'), 'Nobody Atall')
    await userEvent.click(dialog.getByRole('button', { name: 'Add Officer' }))
    await expectAlert(dialog, 'Failed to add officer: Character not found')
    await expect(dialog.getByLabelText('Officer name')).toHaveValue('Nobody Atall')
    await userEvent.clear(dialog.getByLabelText('Officer name'))
    await userEvent.type(dialog.getByLabelText('Officer name'), 'Mira Quill')
    await userEvent.click(dialog.getByRole('button', { name: 'Add Officer' }))
    await expect(await detail.findByRole('button', { name: 'Remove Mira Quill' }, SETTLE)).toBeVisible()
  },
}

export const RemoveOfficer: Story = {
  parameters: world({ signedInAs: 'Aurelia Voss', prepare: withSecondOfficer }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const detail = await openBankDetail(canvas, 'First Aurelian Bank')
    await userEvent.click(await detail.findByRole('button', { name: 'Remove Mira Quill' }, SETTLE))
    const dialog = await topDialog(canvas, 'Remove Bank Officer')
    await expect(
      dialog.getByText(
        'Remove Mira Quill as an officer of First Aurelian Bank? They keep their own accounts.',
      ),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Officer' }))
    await waitFor(() => expect(detail.queryByText('Mira Quill')).toBeNull(), SETTLE)
  },
}

// ------------------------------------------------------------ offerings

export const CreateOfferingChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openFromBank(canvas, 'First Aurelian Bank', 'Create Offering')
    await userEvent.click(dialog.getByRole('button', { name: 'Create Offering' }))
    // Each problem is said once, at its field, which gets the focus: no banner repeats it.
    await expectFieldProblem(dialog.getByLabelText('Name'), 'Offering name is required', { focused: true })
    await expect(dialog.getAllByText('Offering name is required')).toHaveLength(1)
    await expect(dialog.queryByRole('alert')).toBeNull()
    await userEvent.type(dialog.getByLabelText('Name'), 'Merchant Reserve')
    await expect(dialog.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
    const interest = dialog.getByLabelText('Interest rate (basis points)')
    await userEvent.clear(interest)
    await userEvent.type(interest, '20000')
    const range = 'Interest rate must be between 0 and 10000 basis points'
    await expect(dialog.getByText(range)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Create Offering' }))
    await expectFieldProblem(interest, range, { focused: true })
    await expect(dialog.getAllByText(range)).toHaveLength(1)
    await expect(dialog.queryByRole('alert')).toBeNull()
    await userEvent.type(dialog.getByLabelText('Minimum balance'), '.5')
    await expect(dialog.getByText('Amounts are whole units: enter a number without decimals')).toBeVisible()
    await expect(dialog.getByLabelText('Name')).toHaveValue('Merchant Reserve')
  },
}

export const CreateOffering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const detail = await openBankDetail(canvas, 'First Aurelian Bank')
    await userEvent.click(detail.getByRole('button', { name: 'Create Offering' }))
    const dialog = await topDialog(canvas, 'Create Offering')
    await userEvent.type(dialog.getByLabelText('Name'), 'Merchant Reserve')
    const interest = dialog.getByLabelText('Interest rate (basis points)')
    await userEvent.clear(interest)
    await userEvent.type(interest, '125')
    await expect(
      dialog.getByText('100 basis points = 1%, paid every week. This is 1.25% per week (90.8% a year).'),
    ).toBeVisible()
    await expect(dialog.getByLabelText('Maintenance fee (per week)')).toBeVisible()
    await userEvent.type(dialog.getByLabelText('Maximum balance (optional)'), '50000')
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Overdraft allowed' }))
    // Overdraft allowed with the limit left at 0 is refused, once, at the field, which gets the
    // focus: saved, it would read "Up to $AR 0".
    const limit = dialog.getByLabelText('Overdraft limit')
    await userEvent.click(dialog.getByRole('button', { name: 'Create Offering' }))
    const needsLimit =
      'An overdraft needs a limit above 0: enter how far below zero an account may go, or turn overdraft off'
    await expectFieldProblem(limit, needsLimit, { focused: true })
    await expect(limit).toHaveAccessibleDescription(needsLimit)
    await expect(dialog.queryByRole('alert')).toBeNull()
    await userEvent.clear(limit)
    await userEvent.type(limit, '250')
    await expect(limit).not.toHaveAttribute('aria-invalid')
    await userEvent.click(dialog.getByRole('button', { name: 'Create Offering' }))
    await onlyDialog(canvas, 'First Aurelian Bank')

    const offerings = await offeringsOf(detail)
    const row = await rowOf(offerings, 'Merchant Reserve')
    await expect(row.getByText('1.25% per week')).toBeVisible()
    await expect(row.getByText('$AR 50,000')).toBeVisible()
    await expect(row.getByText('Up to $AR 250')).toBeVisible()
    await expect(row.getByRole('switch', { name: 'Merchant Reserve accepts new accounts' })).toBeChecked()
  },
}

/** Only name, description and status change; the terms are shown, fixed. */
export const EditOffering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const detail = await openBankDetail(canvas, 'First Aurelian Bank')
    const offerings = await offeringsOf(detail)
    const dialog = await offeringAction(canvas, offerings, 'Savings Plus', 'Edit')
    await expect(
      dialog.getByText('Terms cannot change once an offering exists; create a new offering for other terms.'),
    ).toBeVisible()
    await expect(dialog.getByText('Interest 1% per week (67.8% a year)')).toBeVisible()
    await userEvent.clear(dialog.getByLabelText('Name'))
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expectFieldProblem(dialog.getByLabelText('Name'), 'Offering name is required', { focused: true })
    await expect(dialog.queryByRole('alert')).toBeNull()
    await userEvent.type(dialog.getByLabelText('Name'), 'Savings Plus II')
    await userEvent.click(dialog.getByRole('switch', { name: 'Active (accepts new accounts)' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    const row = await rowOf(offerings, 'Savings Plus II')
    await waitFor(
      () =>
        expect(row.getByRole('switch', { name: 'Savings Plus II accepts new accounts' })).not.toBeChecked(),
      SETTLE,
    )
  },
}

export const ToggleOffering: Story = {
  play: async ({ canvasElement }) => {
    const detail = await openBankDetail(page(canvasElement), 'First Aurelian Bank')
    const offerings = await offeringsOf(detail)
    const legacy = await rowOf(offerings, 'Legacy Gold')
    await userEvent.click(legacy.getByRole('switch', { name: 'Legacy Gold accepts new accounts' }))
    await waitFor(
      () => expect(legacy.getByRole('switch', { name: 'Legacy Gold accepts new accounts' })).toBeChecked(),
      SETTLE,
    )
  },
}

export const DeleteOffering: Story = {
  parameters: world({ signedInAs: 'Aurelia Voss', prepare: withUnusedOffering }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const detail = await openBankDetail(canvas, 'First Aurelian Bank')
    const offerings = await offeringsOf(detail)
    const dialog = await offeringAction(canvas, offerings, 'Harbour Saver', 'Delete')
    await expect(
      dialog.getByText('Delete the offering "Harbour Saver"? This cannot be undone.'),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Offering' }))
    await waitFor(() => expect(offerings.queryByText('Harbour Saver')).toBeNull(), SETTLE)
  },
}

/** 409 from the server: 'Cannot delete offering with existing accounts...' suggesting deactivation. */
export const DeleteOfferingInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const detail = await openBankDetail(canvas, 'First Aurelian Bank')
    const offerings = await offeringsOf(detail)
    const dialog = await offeringAction(canvas, offerings, 'Basic Account', 'Delete')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Offering' }))
    await expectAlert(dialog, 'Cannot delete offering with existing accounts. Deactivate it instead.')
    // The way out sits beside Delete in the same dialog.
    await expect(dialog.getByRole('button', { name: 'Deactivate' })).toBeEnabled()
  },
}

// ------------------------------------------------------------ all accounts

export const AllAccounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openAllAccounts(canvas, 'First Aurelian Bank')
    const table = within(
      await dialog.findByRole('table', { name: 'Accounts of First Aurelian Bank' }, SETTLE),
    )
    for (const header of ['Account Number', 'Holder', 'Offering', 'Balances', 'Status', 'Created']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible()
    }
    const bram = within(table.getByRole('cell', { name: 'Bram Holloway' }).closest('tr')!)
    await expect(bram.getByText('Legacy Gold')).toBeVisible()
    await expect(bram.getByText('Active')).toBeVisible()
    // Elena's FAB account never received anything: empty, and her only account, so her default.
    const elena = within(table.getByRole('cell', { name: 'Elena Marsh' }).closest('tr')!)
    await expect(elena.getByText('Empty')).toBeVisible()
    await expect(elena.getByText('Default')).toBeVisible()
    await expect(dialog.getByText('Showing 5 of 5 accounts')).toBeVisible()

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Show only accounts with balances' }))
    await waitFor(() => expect(table.queryByRole('cell', { name: 'Elena Marsh' })).toBeNull(), SETTLE)
    await expect(table.getByRole('cell', { name: 'Mira Quill' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeVisible()
  },
}

export const AllAccountsNoneWithBalances: Story = {
  parameters: world({ signedInAs: 'Osric Vale' }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openAllAccounts(canvas, 'Norvale Savings Guild')
    await expect((await dialog.findAllByText('Empty', {}, SETTLE))[0]).toBeVisible()
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Show only accounts with balances' }))
    await expect(
      await dialog.findByText('No accounts with balances found for this bank.', {}, SETTLE),
    ).toBeVisible()
  },
}

/** A bank without accounts, and an account without an offering ('Basic Account' by default). */
export const AllAccountsNone: Story = {
  parameters: {
    world: { signedInAs: 'Osric Vale' } satisfies StoryWorld,
    msw: [
      http.get('*/api/v1/banks/:id/accounts', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('active_only')
            ? {
                success: true,
                accounts: [
                  {
                    accountNumber: 'NSG-000001',
                    accountHolder: 'Osric Vale',
                    balances: [{ currencySymbol: '$AR', balance: 5 }],
                    createdAt: 1_699_963_200,
                  },
                ],
              }
            : { success: true, accounts: [] },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openAllAccounts(canvas, 'Norvale Savings Guild')
    await expect(await dialog.findByText('No accounts found for this bank.', {}, SETTLE)).toBeVisible()
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Show only accounts with balances' }))
    const row = await rowOf(dialog, 'NSG-000001')
    await expect(row.getByText('Basic Account')).toBeVisible()
    await expect(row.getByText('$AR 5')).toBeVisible()
    await expect(row.getByText('Active')).toBeVisible()
    await expect(row.getByText('Nov 14, 2023')).toBeVisible()
  },
}

/** Pages of 25 over limit/offset (the demo world's FAB has dozens of accounts). */
export const AllAccountsPaging: Story = {
  parameters: world({ scenario: 'demo', signedInAs: 'Aurelia Voss' }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openAllAccounts(canvas, 'First Aurelian Bank')
    const summary = await dialog.findByText(/^Showing 25 of \d{1,3}(,\d{3})* accounts$/, {}, SETTLE)
    const first = () =>
      within(dialog.getByRole('table', { name: 'Accounts of First Aurelian Bank' })).getAllByRole('row')[1]
        .textContent
    const before = first()
    await userEvent.click(dialog.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(first()).not.toBe(before), SETTLE)
    await expect(dialog.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(summary).toBeVisible()
  },
}
