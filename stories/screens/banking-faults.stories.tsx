import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { FaultRoute } from '@mocks/faults'
import type { StoryWorld } from '../support/world'
import {
  AFTER_TIMEOUT,
  BankingScreen,
  chooseBank,
  cardOf,
  expectError,
  fault,
  openAllAccounts,
  openBankDetail,
  openFromBank,
  openTab,
  page,
  rowOf,
  SERVER_ERROR,
  SETTLE,
  topDialog,
  type Canvas,
  withSecondOfficer,
} from './banking-fixtures'

// Every banking call failing: a 500 with the server's text, no answer (network), no answer in
// time (hang past the 10 s time-out), an unreadable body, and a 200 that says success: false.
// Each shows the spec's text (section 8), keeps what was typed, and leaves the screen usable.

const meta = {
  title: 'Screens/Banking faults',
  component: BankingScreen,
  parameters: { world: { signedInAs: 'Aurelia Voss' } satisfies StoryWorld },
} satisfies Meta<typeof BankingScreen>

export default meta
type Story = StoryObj<typeof meta>

const withFaults = (...routes: FaultRoute[]) => ({
  world: { signedInAs: 'Aurelia Voss', faults: { routes } } satisfies StoryWorld,
})

/**
 * A call that never answers fails after the API time-out: 3 s here instead of the product's 10 s
 * (long enough to see the busy state first), so the story does not idle.
 */
const withShortTimeOut = ({ world }: { world: StoryWorld }) => ({ world: { ...world, apiTimeoutMs: 3_000 } })

/** A 200 answer whose body says the call was refused. */
const refusedWith = (method: 'get' | 'post' | 'put' | 'delete', path: string, error: string) =>
  http[method](`*/api/v1${path}`, () => HttpResponse.json({ success: false, error, message: error }))

const PLAYER_ACCOUNTS = /\/players\/[^/]+\/accounts$/
const BANKS = /\/api\/v1\/banks(\?|$)/

async function openAccountDialog(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Open Account' }, SETTLE))
  const dialog = await topDialog(canvas, 'Open Account')
  await chooseBank(dialog, 'NSG')
  await waitFor(() => expect(dialog.getByRole('option', { name: 'Basic Account' })).toBeTruthy(), SETTLE)
  await userEvent.selectOptions(dialog.getByLabelText('Account offering'), 'Basic Account')
  await userEvent.click(dialog.getByRole('button', { name: 'Open Account' }))
  return dialog
}

const expectKept = async (dialog: Canvas) => {
  await expect(dialog.getByLabelText('Bank')).toHaveValue('NSG')
  await expect(dialog.getByLabelText('Account offering')).toHaveDisplayValue('Basic Account')
}

async function offeringActions(canvas: Canvas, offering: string, action: 'Edit' | 'Delete') {
  const detail = await openBankDetail(canvas, 'First Aurelian Bank')
  const offerings = within(detail.getByRole('table', { name: 'Offerings of First Aurelian Bank' }))
  await userEvent.click(
    (await rowOf(offerings, offering)).getByRole('button', { name: `Actions for ${offering}` }),
  )
  await userEvent.click(await canvas.findByRole('menuitem', { name: action }, SETTLE))
  return topDialog(canvas, action === 'Edit' ? 'Edit Offering' : 'Delete Offering')
}

// ------------------------------------------------------------ loading

export const AccountsServerError: Story = {
  parameters: withFaults(fault('GET', PLAYER_ACCOUNTS, SERVER_ERROR)),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expectError(canvas, 'The vault door is jammed')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const AccountsMalformed: Story = {
  parameters: withFaults(fault('GET', PLAYER_ACCOUNTS, { malformed: true })),
  play: async ({ canvasElement }) => {
    await expectError(page(canvasElement), 'Failed to load accounts')
  },
}

export const AccountsRefused: Story = {
  parameters: { msw: [refusedWith('get', '/players/:name/accounts', 'The ledger is closed for audit')] },
  play: async ({ canvasElement }) => {
    await expectError(page(canvasElement), 'The ledger is closed for audit')
  },
}

export const BanksNetwork: Story = {
  parameters: withFaults(fault('GET', BANKS, { network: true })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await expectError(canvas, 'Failed to load banks')
  },
}

/** Loading shows placeholders; no answer within 10 s is a failure like any other. */
export const BanksTimeout: Story = {
  parameters: withShortTimeOut(withFaults(fault('GET', BANKS, { hang: true }))),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await expect(await canvas.findByRole('status', { name: 'Loading banks...' }, SETTLE)).toBeVisible()
    await expectError(canvas, 'Failed to load banks', AFTER_TIMEOUT)
  },
}

/** The bank detail call fails: the facts from the list stay, with the failure and Try again above. */
export const BankDetailMalformed: Story = {
  parameters: withFaults(fault('GET', /\/banks\/FAB$/, { malformed: true })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await userEvent.click(
      await canvas.findByRole('button', { name: 'View Offerings of First Aurelian Bank' }, SETTLE),
    )
    const dialog = await topDialog(canvas, /First Aurelian Bank/)
    await expectError(dialog, 'Failed to load bank details')
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(await dialog.findByText('Aurelia Voss', {}, SETTLE)).toBeVisible()
  },
}

export const OfferingsNetwork: Story = {
  parameters: withFaults(fault('GET', /\/banks\/FAB\/offerings/, { network: true })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await userEvent.click(
      await canvas.findByRole('button', { name: 'View Offerings of First Aurelian Bank' }, SETTLE),
    )
    await expectError(await topDialog(canvas, /First Aurelian Bank/), 'Failed to load offerings')
  },
}

export const AllAccountsRefused: Story = {
  parameters: { msw: [refusedWith('get', '/banks/:id/accounts', 'Only officers may list accounts')] },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openAllAccounts(canvas, 'First Aurelian Bank')
    await expectError(dialog, 'Only officers may list accounts')
  },
}

export const CurrenciesMalformed: Story = {
  parameters: withFaults(fault('GET', /\/currencies(\?|$)/, { malformed: true })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Markets')
    await expectError(canvas, 'Failed to load currencies')
  },
}

const bareCurrencies = http.get('*/api/v1/currencies', () =>
  HttpResponse.json({
    success: true,
    currencies: [
      { name: 'Aurelian Crown', symbol: '$AR', issuingNation: 'Aurelian Republic', currentSupply: 9700 },
    ],
  }),
)

/** A server whose currencies carry no market figures: the inflation index fills them in. */
export const MarketsFiguresFromIndex: Story = {
  parameters: { msw: [bareCurrencies] },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Markets')
    const crown = await cardOf(canvas, 'Aurelian Crown')
    await expect(crown.getByText('$AR 9,700')).toBeVisible()
    await expect(await crown.findByText('PPP 100', {}, SETTLE)).toBeVisible()
    await expect(crown.getByText(/^Inflation risk: /)).toBeVisible()
  },
}

/** Without the index (404) and without figures there are simply no badges. */
export const MarketsWithoutIndex: Story = {
  parameters: {
    msw: [bareCurrencies],
    ...withFaults(fault('GET', /inflation-index/, { status: 404, message: 'Not found' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Markets')
    const crown = await cardOf(canvas, 'Aurelian Crown')
    await expect(crown.getByText('$AR 9,700')).toBeVisible()
    await expect(crown.queryByRole('list', { name: 'Market figures' })).toBeNull()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const NationsNetwork: Story = {
  parameters: withFaults(fault('GET', /\/nations(\?|$)/, { network: true })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Bank' }, SETTLE))
    const dialog = await topDialog(canvas, 'Create Bank')
    await expect(await dialog.findByText('Failed to load nations', {}, SETTLE)).toBeVisible()
  },
}

/** Some banks' offerings fail: the others are still compared, and the gap is named. */
export const CompareSomeBanksFail: Story = {
  parameters: withFaults(fault('GET', /\/banks\/NSG\/offerings/, { status: 500 })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Compare Offerings')
    await expect(
      await canvas.findByText('The offerings of Norvale Savings Guild could not be loaded.', {}, SETTLE),
    ).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Open Account with Savings Plus at First Aurelian Bank' }),
    ).toBeVisible()
  },
}

// ------------------------------------------------------------ my accounts

export const OpenAccountRefused: Story = {
  parameters: { msw: [refusedWith('post', '/banks/:id/accounts/open', 'This offering is full')] },
  play: async ({ canvasElement }) => {
    const dialog = await openAccountDialog(page(canvasElement))
    await expectError(dialog, 'This offering is full')
    await expectKept(dialog)
  },
}

export const OpenAccountTimeout: Story = {
  parameters: withShortTimeOut(withFaults(fault('POST', /accounts\/open/, { hang: true }))),
  play: async ({ canvasElement }) => {
    const dialog = await openAccountDialog(page(canvasElement))
    await expect(dialog.getByRole('button', { name: 'Opening...' })).toBeDisabled()
    await expectError(dialog, 'Failed to open account', AFTER_TIMEOUT)
    await expectKept(dialog)
    await expect(dialog.getByRole('button', { name: 'Open Account' })).toBeEnabled()
  },
}

export const OpenAccountServerError: Story = {
  parameters: withFaults(fault('POST', /accounts\/open/, SERVER_ERROR)),
  play: async ({ canvasElement }) => {
    const dialog = await openAccountDialog(page(canvasElement))
    await expectError(dialog, 'The vault door is jammed')
    await expectKept(dialog)
  },
}

export const CloseAccountConflict: Story = {
  parameters: withFaults(
    fault('DELETE', /\/close$/, { status: 409, message: 'A transfer to this account is pending' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click((await cardOf(canvas, /^NSG-/)).getByRole('button', { name: 'Close Account' }))
    const dialog = await topDialog(canvas, 'Close Account')
    await userEvent.type(dialog.getByLabelText('Reason (optional)'), 'Consolidating')
    await userEvent.click(dialog.getByRole('button', { name: 'Close Account' }))
    await expectError(dialog, 'A transfer to this account is pending')
    await expect(dialog.getByLabelText('Reason (optional)')).toHaveValue('Consolidating')
  },
}

export const CloseAccountNetwork: Story = {
  parameters: withFaults(fault('DELETE', /\/close$/, { network: true })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click((await cardOf(canvas, /^NSG-/)).getByRole('button', { name: 'Close Account' }))
    const dialog = await topDialog(canvas, 'Close Account')
    await userEvent.click(dialog.getByRole('button', { name: 'Close Account' }))
    await expectError(dialog, 'Failed to close account')
  },
}

export const SetDefaultNetwork: Story = {
  parameters: withFaults(fault('PUT', /set-default/, { network: true })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const nsg = await cardOf(canvas, /^NSG-/)
    await userEvent.click(nsg.getByRole('button', { name: 'Make Default' }))
    await expectError(canvas, 'Failed to set default account')
    await expect(nsg.queryByText('Default')).toBeNull()
    await expect(nsg.getByRole('button', { name: 'Make Default' })).toBeEnabled()
  },
}

export const SetDefaultMalformed: Story = {
  parameters: withFaults(fault('PUT', /set-default/, { malformed: true })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click((await cardOf(canvas, /^NSG-/)).getByRole('button', { name: 'Make Default' }))
    await expectError(canvas, 'Failed to set default account')
  },
}

// ------------------------------------------------------------ banks and currencies

async function createBank(canvas: Canvas) {
  await openTab(canvas, 'All Banks')
  await userEvent.click(await canvas.findByRole('button', { name: 'Create Bank' }, SETTLE))
  const dialog = await topDialog(canvas, 'Create Bank')
  await userEvent.type(dialog.getByLabelText('Bank name'), 'River Toll Bank')
  await waitFor(
    () => expect(dialog.getByLabelText('Jurisdiction nation')).toHaveValue('Aurelian Republic'),
    SETTLE,
  )
  await userEvent.click(dialog.getByRole('button', { name: 'Create Bank' }))
  return dialog
}

export const CreateBankConflict: Story = {
  parameters: withFaults(
    fault('POST', /\/banks$/, { status: 409, message: 'A bank named "River Toll Bank" already exists' }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await createBank(page(canvasElement))
    await expectError(dialog, 'Failed to create bank: A bank named "River Toll Bank" already exists')
    await expect(dialog.getByLabelText('Bank name')).toHaveValue('River Toll Bank')
  },
}

export const CreateBankNetwork: Story = {
  parameters: withFaults(fault('POST', /\/banks$/, { network: true })),
  play: async ({ canvasElement }) => {
    const dialog = await createBank(page(canvasElement))
    await expectError(dialog, 'Failed to create bank')
  },
}

async function createCurrency(canvas: Canvas) {
  await openTab(canvas, 'Markets')
  await userEvent.click(await canvas.findByRole('button', { name: 'Create Currency' }, SETTLE))
  const dialog = await topDialog(canvas, 'Create New Currency')
  await userEvent.type(dialog.getByLabelText('Currency name'), 'Norvale Mark')
  await userEvent.click(dialog.getByRole('button', { name: 'Create Currency' }))
  return dialog
}

const osricWith = (...routes: FaultRoute[]) => ({
  world: { signedInAs: 'Osric Vale', faults: { routes } } satisfies StoryWorld,
})

export const CreateCurrencyServerError: Story = {
  parameters: osricWith(fault('POST', /\/currencies$/, SERVER_ERROR)),
  play: async ({ canvasElement }) => {
    const dialog = await createCurrency(page(canvasElement))
    await expectError(dialog, 'Failed to create currency: The vault door is jammed')
    await expect(dialog.getByLabelText('Currency name')).toHaveValue('Norvale Mark')
  },
}

export const CreateCurrencyMalformed: Story = {
  parameters: osricWith(fault('POST', /\/currencies$/, { malformed: true })),
  play: async ({ canvasElement }) => {
    await expectError(await createCurrency(page(canvasElement)), 'Failed to create currency')
  },
}

// ------------------------------------------------------------ officers

export const AddOfficerNetwork: Story = {
  parameters: withFaults(fault('POST', /\/officers$/, { network: true })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openFromBank(canvas, 'First Aurelian Bank', 'Add Bank Officer')
    await userEvent.type(dialog.getByLabelText('Officer name'), 'Mira Quill')
    await userEvent.click(dialog.getByRole('button', { name: 'Add Officer' }))
    await expectError(dialog, 'Failed to add officer')
    await expect(dialog.getByLabelText('Officer name')).toHaveValue('Mira Quill')
  },
}

export const RemoveOfficerConflict: Story = {
  parameters: {
    world: {
      signedInAs: 'Aurelia Voss',
      faults: {
        routes: [
          fault('DELETE', /\/officers\//, {
            status: 409,
            message: 'The last officer of a bank cannot be removed',
          }),
        ],
      },
      prepare: withSecondOfficer,
    } satisfies StoryWorld,
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const detail = await openBankDetail(canvas, 'First Aurelian Bank')
    await userEvent.click(await detail.findByRole('button', { name: 'Remove Mira Quill' }, SETTLE))
    const dialog = await topDialog(canvas, 'Remove Bank Officer')
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Officer' }))
    await expectError(dialog, 'Failed to remove officer: The last officer of a bank cannot be removed')
  },
}

// ------------------------------------------------------------ offerings

/** Submits the offering "Merchant Reserve" at First Aurelian Bank; returns its dialog. */
async function createOffering(canvas: Canvas) {
  const dialog = await openFromBank(canvas, 'First Aurelian Bank', 'Create Offering')
  await userEvent.type(dialog.getByLabelText('Name'), 'Merchant Reserve')
  await userEvent.click(dialog.getByRole('button', { name: 'Create Offering' }))
  return dialog
}

export const CreateOfferingRefused: Story = {
  parameters: withFaults(
    fault('POST', /\/offerings$/, { status: 400, message: 'maximumBalance must be at least minimumBalance' }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await createOffering(page(canvasElement))
    await expectError(dialog, 'maximumBalance must be at least minimumBalance')
    await expect(dialog.getByLabelText('Name')).toHaveValue('Merchant Reserve')
  },
}

export const CreateOfferingNetwork: Story = {
  parameters: withFaults(fault('POST', /\/offerings$/, { network: true })),
  play: async ({ canvasElement }) => {
    const dialog = await createOffering(page(canvasElement))
    await expectError(dialog, 'Failed to create offering')
  },
}

export const ToggleOfferingNetwork: Story = {
  parameters: withFaults(fault('PUT', /\/offerings\//, { network: true })),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const detail = await openBankDetail(canvas, 'First Aurelian Bank')
    const offerings = within(detail.getByRole('table', { name: 'Offerings of First Aurelian Bank' }))
    const legacy = await rowOf(offerings, 'Legacy Gold')
    await userEvent.click(legacy.getByRole('switch', { name: 'Legacy Gold accepts new accounts' }))
    await expectError(detail, 'Failed to update offering')
    await expect(legacy.getByRole('switch', { name: 'Legacy Gold accepts new accounts' })).not.toBeChecked()
  },
}

export const EditOfferingRefused: Story = {
  parameters: {
    msw: [refusedWith('put', '/banks/:id/offerings/:offeringId', 'Another offering has that name')],
  },
  play: async ({ canvasElement }) => {
    const dialog = await offeringActions(page(canvasElement), 'Savings Plus', 'Edit')
    await userEvent.type(dialog.getByLabelText('Name'), ' II')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expectError(dialog, 'Another offering has that name')
    await expect(dialog.getByLabelText('Name')).toHaveValue('Savings Plus II')
  },
}

export const DeleteOfferingNotFound: Story = {
  parameters: withFaults(fault('DELETE', /\/offerings\//, { status: 404, message: 'Gone' })),
  play: async ({ canvasElement }) => {
    const dialog = await offeringActions(page(canvasElement), 'Legacy Gold', 'Delete')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Offering' }))
    await expectError(dialog, 'Bank offering not found')
  },
}

export const DeleteOfferingUnauthorized: Story = {
  parameters: withFaults(fault('DELETE', /\/offerings\//, { status: 401 })),
  play: async ({ canvasElement }) => {
    const dialog = await offeringActions(page(canvasElement), 'Legacy Gold', 'Delete')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Offering' }))
    await expectError(dialog, 'Unauthorized to delete this offering')
  },
}

export const DeleteOfferingNetwork: Story = {
  parameters: withFaults(fault('DELETE', /\/offerings\//, { network: true })),
  play: async ({ canvasElement }) => {
    const dialog = await offeringActions(page(canvasElement), 'Legacy Gold', 'Delete')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Offering' }))
    await expectError(dialog, 'Failed to delete offering')
  },
}
