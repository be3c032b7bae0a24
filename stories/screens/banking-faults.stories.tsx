import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StoryWorld } from '../support/world'
import { expectAlert, failing, RETRY_NOTES, unknownOutcome, type ApiCall } from '../support/play'
import {
  BankingScreen,
  chooseBank,
  cardOf,
  offeringAction,
  offeringsOf,
  openAllAccounts,
  openBankDetail,
  openFromBank,
  openTab,
  page,
  rowOf,
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

const AURELIA: StoryWorld = { signedInAs: 'Aurelia Voss' }
const OSRIC: StoryWorld = { signedInAs: 'Osric Vale' }

/** A 500 that carries the server's text: shown as it is (spec section 8). */
const SERVER_ERROR = { status: 500, message: 'The vault door is jammed' }

const call = (method: ApiCall['method'], path: string, match?: RegExp): ApiCall => ({ method, path, match })
const PLAYER_ACCOUNTS = call('get', '/players/:name/accounts')
const BANKS = call('get', '/banks')
const BANK_DETAIL = call('get', '/banks/:id')
const OFFERINGS = call('get', '/banks/:id/offerings')
const ALL_ACCOUNTS = call('get', '/banks/:id/accounts')
const CURRENCIES = call('get', '/currencies')
const INFLATION_INDEX = call('get', '/currencies/inflation-index')
const NATIONS = call('get', '/nations')
/** One nation: not its neighbour /nations/my-memberships. */
const NATION = call('get', '/nations/:id', /\/api\/v1\/nations\/(?!my-memberships)[^/?]+(\?|$)/)
const OPEN_ACCOUNT = call('post', '/banks/:id/accounts/open')
const CLOSE_ACCOUNT = call('delete', '/banks/:id/accounts/:number/close')
const SET_DEFAULT = call('put', '/banks/:id/accounts/:number/set-default')
const CREATE_BANK = call('post', '/banks')
const CREATE_CURRENCY = call('post', '/currencies')
const ADD_OFFICER = call('post', '/banks/:id/officers')
const REMOVE_OFFICER = call('delete', '/banks/:id/officers/:name')
const CREATE_OFFERING = call('post', '/banks/:id/offerings')
const OFFERING = (method: 'put' | 'delete') => call(method, '/banks/:id/offerings/:offeringId')

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

/** Opens First Aurelian Bank's detail and `action` on `offering`; returns the dialog. */
async function offeringActions(canvas: Canvas, offering: string, action: 'Edit' | 'Delete') {
  const detail = await openBankDetail(canvas, 'First Aurelian Bank')
  return offeringAction(canvas, await offeringsOf(detail), offering, action)
}

// ------------------------------------------------------------ loading

export const AccountsServerError: Story = {
  parameters: failing(PLAYER_ACCOUNTS, SERVER_ERROR, AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expectAlert(canvas, 'The vault door is jammed')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const AccountsMalformed: Story = {
  parameters: failing(PLAYER_ACCOUNTS, 'non-json', AURELIA),
  play: async ({ canvasElement }) => {
    await expectAlert(page(canvasElement), 'Failed to load accounts')
  },
}

export const AccountsRefused: Story = {
  parameters: failing(PLAYER_ACCOUNTS, { refused: 'The ledger is closed for audit' }, AURELIA),
  play: async ({ canvasElement }) => {
    await expectAlert(page(canvasElement), 'The ledger is closed for audit')
  },
}

export const BanksNetwork: Story = {
  parameters: failing(BANKS, 'network', AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await expectAlert(canvas, 'Failed to load banks')
  },
}

/** Loading shows placeholders; no answer within 10 s is a failure like any other. */
export const BanksTimeout: Story = {
  parameters: failing(BANKS, 'timeout', AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await expectAlert(canvas, 'Failed to load banks')
  },
}

/**
 * While the list is on its way: card skeletons, announced as "Loading banks...". The answer is
 * held for longer than the console waits, so the state lasts the 10 s time-out on any machine
 * (the time-out story above holds it for only half a second).
 */
export const BanksLoading: Story = {
  parameters: {
    world: {
      ...AURELIA,
      faults: { routes: [{ match: /\/api\/v1\/banks(\?|$)/, method: 'GET', latencyMs: 60_000 }] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await expect(await canvas.findByRole('status', { name: 'Loading banks...' }, SETTLE)).toBeVisible()
  },
}

/** The bank detail call fails: the facts from the list stay, with the failure and Try again above. */
export const BankDetailMalformed: Story = {
  parameters: failing(BANK_DETAIL, 'non-json', AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await userEvent.click(
      await canvas.findByRole('button', { name: 'View Offerings of First Aurelian Bank' }, SETTLE),
    )
    const dialog = await topDialog(canvas, /First Aurelian Bank/)
    await expectAlert(dialog, 'Failed to load bank details')
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(await dialog.findByText('Aurelia Voss', {}, SETTLE)).toBeVisible()
  },
}

export const OfferingsNetwork: Story = {
  parameters: failing(OFFERINGS, 'network', AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await userEvent.click(
      await canvas.findByRole('button', { name: 'View Offerings of First Aurelian Bank' }, SETTLE),
    )
    await expectAlert(await topDialog(canvas, /First Aurelian Bank/), 'Failed to load offerings')
  },
}

export const AllAccountsRefused: Story = {
  parameters: failing(ALL_ACCOUNTS, { refused: 'Only officers may list accounts' }, AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openAllAccounts(canvas, 'First Aurelian Bank')
    await expectAlert(dialog, 'Only officers may list accounts')
  },
}

export const CurrenciesMalformed: Story = {
  parameters: failing(CURRENCIES, 'non-json', AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Markets')
    await expectAlert(canvas, 'Failed to load currencies')
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
    await expect(await crown.findByText('PPP 100.0', {}, SETTLE)).toBeVisible()
    await expect(crown.getByText(/^Inflation risk: (Low|Moderate|High)$/)).toBeVisible()
  },
}

/** Without the index (404) and without figures there are simply no badges. */
export const MarketsWithoutIndex: Story = {
  parameters: { ...failing(INFLATION_INDEX, { status: 404 }, AURELIA), msw: [bareCurrencies] },
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
  parameters: failing(NATIONS, 'network', AURELIA),
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
  parameters: failing(call('get', '/banks/NSG/offerings'), 'server-error', AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Compare Offerings')
    await expect(
      await canvas.findByText('The offerings of one bank could not be loaded:', {}, SETTLE),
    ).toBeVisible()
    await expect(canvas.getByText('Norvale Savings Guild: Internal server error')).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Open Account with Savings Plus at First Aurelian Bank' }),
    ).toBeVisible()
  },
}

// ------------------------------------------------------------ my accounts

export const OpenAccountRefused: Story = {
  parameters: failing(OPEN_ACCOUNT, { refused: 'This offering is full' }, AURELIA),
  play: async ({ canvasElement }) => {
    const dialog = await openAccountDialog(page(canvasElement))
    await expectAlert(dialog, 'This offering is full')
    await expectKept(dialog)
  },
}

export const OpenAccountTimeout: Story = {
  parameters: failing(OPEN_ACCOUNT, 'timeout', AURELIA),
  play: async ({ canvasElement }) => {
    const dialog = await openAccountDialog(page(canvasElement))
    await expect(dialog.getByRole('button', { name: 'Opening...' })).toBeDisabled()
    await expectAlert(dialog, unknownOutcome('whether the account was opened').unanswered)
    // The player's accounts are read back before Open Account is offered again.
    await expect(
      await dialog.findByText('Your accounts show no new account at Norvale Savings Guild.', {}, SETTLE),
    ).toBeVisible()
    await expect(dialog.getByText(RETRY_NOTES.notFound('Open Account'))).toBeVisible()
    await expectKept(dialog)
    await expect(dialog.getByRole('button', { name: 'Open Account' })).toBeEnabled()
  },
}

/** The server opened the account, then the answer was lost: the new account is named. */
export const OpenAccountLostAfterOpening: Story = {
  parameters: failing(OPEN_ACCOUNT, 'network', AURELIA, { afterActing: true }),
  play: async ({ canvasElement }) => {
    const dialog = await openAccountDialog(page(canvasElement))
    await expectAlert(dialog, unknownOutcome('whether the account was opened').unanswered)
    await expect(await dialog.findByText(/^The account NSG-\S+ is open\.$/, {}, SETTLE)).toBeVisible()
    await expect(dialog.getByText(RETRY_NOTES.doneAlready('Open Account'))).toBeVisible()
  },
}

export const OpenAccountServerError: Story = {
  parameters: failing(OPEN_ACCOUNT, SERVER_ERROR, AURELIA),
  play: async ({ canvasElement }) => {
    const dialog = await openAccountDialog(page(canvasElement))
    await expectAlert(dialog, 'The vault door is jammed')
    await expectKept(dialog)
  },
}

export const CloseAccountConflict: Story = {
  parameters: failing(
    CLOSE_ACCOUNT,
    { status: 409, message: 'A transfer to this account is pending' },
    AURELIA,
  ),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click((await cardOf(canvas, /^NSG-/)).getByRole('button', { name: 'Close Account' }))
    const dialog = await topDialog(canvas, 'Close Account')
    await userEvent.type(dialog.getByLabelText('Reason (optional)'), 'Consolidating')
    await userEvent.click(dialog.getByRole('button', { name: 'Close Account' }))
    await expectAlert(dialog, 'A transfer to this account is pending')
    await expect(dialog.getByLabelText('Reason (optional)')).toHaveValue('Consolidating')
  },
}

/** Closes Aurelia's NSG account; returns the dialog and the account's number. */
async function closeNsgAccount(canvas: Canvas) {
  const card = await cardOf(canvas, /^NSG-/)
  const number = card.getByRole('heading', { name: /^NSG-/ }).textContent!.trim()
  await userEvent.click(card.getByRole('button', { name: 'Close Account' }))
  const dialog = await topDialog(canvas, 'Close Account')
  await userEvent.click(dialog.getByRole('button', { name: 'Close Account' }))
  return { dialog, number }
}

export const CloseAccountNetwork: Story = {
  parameters: failing(CLOSE_ACCOUNT, 'network', AURELIA),
  play: async ({ canvasElement }) => {
    const { dialog, number } = await closeNsgAccount(page(canvasElement))
    await expectAlert(dialog, unknownOutcome(`whether the account ${number} was closed`).unanswered)
    await expect(await dialog.findByText(`The account ${number} is still open.`, {}, SETTLE)).toBeVisible()
    await expect(dialog.getByText(RETRY_NOTES.notFound('Close Account'))).toBeVisible()
  },
}

/** The server closed it, then the answer was lost: not "Failed to close account", but that it is closed. */
export const CloseAccountLostAfterClosing: Story = {
  parameters: failing(CLOSE_ACCOUNT, 'non-json', AURELIA, { afterActing: true }),
  play: async ({ canvasElement }) => {
    const { dialog, number } = await closeNsgAccount(page(canvasElement))
    await expectAlert(dialog, unknownOutcome(`whether the account ${number} was closed`).unconfirmed)
    await expect(await dialog.findByText(`The account ${number} is closed.`, {}, SETTLE)).toBeVisible()
    await expect(dialog.getByText(RETRY_NOTES.doneAlready('Close Account'))).toBeVisible()
  },
}

export const SetDefaultNetwork: Story = {
  parameters: failing(SET_DEFAULT, 'network', AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const nsg = await cardOf(canvas, /^NSG-/)
    await userEvent.click(nsg.getByRole('button', { name: 'Make Default' }))
    await expectAlert(canvas, 'Failed to set default account')
    await expect(nsg.queryByText('Default')).toBeNull()
    await expect(nsg.getByRole('button', { name: 'Make Default' })).toBeEnabled()
  },
}

export const SetDefaultMalformed: Story = {
  parameters: failing(SET_DEFAULT, 'non-json', AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click((await cardOf(canvas, /^NSG-/)).getByRole('button', { name: 'Make Default' }))
    await expectAlert(canvas, 'Failed to set default account')
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
  parameters: failing(
    CREATE_BANK,
    { status: 409, message: 'A bank named "River Toll Bank" already exists' },
    AURELIA,
  ),
  play: async ({ canvasElement }) => {
    const dialog = await createBank(page(canvasElement))
    await expectAlert(dialog, 'Failed to create bank: A bank named "River Toll Bank" already exists')
    await expect(dialog.getByLabelText('Bank name')).toHaveValue('River Toll Bank')
  },
}

export const CreateBankNetwork: Story = {
  parameters: failing(CREATE_BANK, 'network', AURELIA),
  play: async ({ canvasElement }) => {
    const dialog = await createBank(page(canvasElement))
    await expectAlert(dialog, unknownOutcome('whether the bank River Toll Bank was created').unanswered)
    await expect(
      await dialog.findByText(/^The list of banks has no River Toll Bank \(\S+\)\.$/, {}, SETTLE),
    ).toBeVisible()
    await expect(dialog.getByText(RETRY_NOTES.notFound('Create Bank'))).toBeVisible()
  },
}

/** The officer's nation unread: whether it may issue a currency is unknown, the cards stay. */
export const MarketsNationUnreadable: Story = {
  parameters: failing(NATION, SERVER_ERROR, OSRIC),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Markets')
    const alert = await expectAlert(canvas, 'The vault door is jammed')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(await canvas.findByRole('heading', { name: 'Aurelian Crown' }, SETTLE)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Create Currency' })).toBeNull()
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

export const CreateCurrencyServerError: Story = {
  parameters: failing(CREATE_CURRENCY, SERVER_ERROR, OSRIC),
  play: async ({ canvasElement }) => {
    const dialog = await createCurrency(page(canvasElement))
    await expectAlert(dialog, 'Failed to create currency: The vault door is jammed')
    await expect(dialog.getByLabelText('Currency name')).toHaveValue('Norvale Mark')
  },
}

export const CreateCurrencyMalformed: Story = {
  parameters: failing(CREATE_CURRENCY, 'non-json', OSRIC),
  play: async ({ canvasElement }) => {
    const dialog = await createCurrency(page(canvasElement))
    await expectAlert(dialog, unknownOutcome('whether the currency Norvale Mark was created').unconfirmed)
    await expect(
      await dialog.findByText(/^The list of currencies has none issued by .+\.$/, {}, SETTLE),
    ).toBeVisible()
    await expect(dialog.getByText(RETRY_NOTES.notFound('Create Currency'))).toBeVisible()
  },
}

// ------------------------------------------------------------ officers

export const AddOfficerNetwork: Story = {
  parameters: failing(ADD_OFFICER, 'network', AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openFromBank(canvas, 'First Aurelian Bank', 'Add Bank Officer')
    await userEvent.type(dialog.getByLabelText('Officer name'), 'Mira Quill')
    await userEvent.click(dialog.getByRole('button', { name: 'Add Officer' }))
    await expectAlert(dialog, 'Failed to add officer')
    await expect(dialog.getByLabelText('Officer name')).toHaveValue('Mira Quill')
  },
}

export const RemoveOfficerConflict: Story = {
  parameters: failing(
    REMOVE_OFFICER,
    { status: 409, message: 'The last officer of a bank cannot be removed' },
    { ...AURELIA, prepare: withSecondOfficer },
  ),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const detail = await openBankDetail(canvas, 'First Aurelian Bank')
    await userEvent.click(await detail.findByRole('button', { name: 'Remove Mira Quill' }, SETTLE))
    const dialog = await topDialog(canvas, 'Remove Bank Officer')
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Officer' }))
    await expectAlert(dialog, 'Failed to remove officer: The last officer of a bank cannot be removed')
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
  parameters: failing(
    CREATE_OFFERING,
    { status: 400, message: 'maximumBalance must be at least minimumBalance' },
    AURELIA,
  ),
  play: async ({ canvasElement }) => {
    const dialog = await createOffering(page(canvasElement))
    await expectAlert(dialog, 'maximumBalance must be at least minimumBalance')
    await expect(dialog.getByLabelText('Name')).toHaveValue('Merchant Reserve')
  },
}

export const CreateOfferingNetwork: Story = {
  parameters: failing(CREATE_OFFERING, 'network', AURELIA),
  play: async ({ canvasElement }) => {
    const dialog = await createOffering(page(canvasElement))
    await expectAlert(
      dialog,
      unknownOutcome('whether the offering "Merchant Reserve" was created').unanswered,
    )
    await expect(
      await dialog.findByText('First Aurelian Bank has no offering named "Merchant Reserve".', {}, SETTLE),
    ).toBeVisible()
    await expect(dialog.getByText(RETRY_NOTES.notFound('Create Offering'))).toBeVisible()
  },
}

export const ToggleOfferingNetwork: Story = {
  parameters: failing(OFFERING('put'), 'network', AURELIA),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const detail = await openBankDetail(canvas, 'First Aurelian Bank')
    const offerings = await offeringsOf(detail)
    const legacy = await rowOf(offerings, 'Legacy Gold')
    await userEvent.click(legacy.getByRole('switch', { name: 'Legacy Gold accepts new accounts' }))
    await expectAlert(detail, 'Failed to update offering')
    await expect(legacy.getByRole('switch', { name: 'Legacy Gold accepts new accounts' })).not.toBeChecked()
  },
}

export const EditOfferingRefused: Story = {
  parameters: failing(OFFERING('put'), { refused: 'Another offering has that name' }, AURELIA),
  play: async ({ canvasElement }) => {
    const dialog = await offeringActions(page(canvasElement), 'Savings Plus', 'Edit')
    await userEvent.type(dialog.getByLabelText('Name'), ' II')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expectAlert(dialog, 'Another offering has that name')
    await expect(dialog.getByLabelText('Name')).toHaveValue('Savings Plus II')
  },
}

export const DeleteOfferingNotFound: Story = {
  parameters: failing(OFFERING('delete'), { status: 404, message: 'Gone' }, AURELIA),
  play: async ({ canvasElement }) => {
    const dialog = await offeringActions(page(canvasElement), 'Legacy Gold', 'Delete')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Offering' }))
    await expectAlert(dialog, 'Bank offering not found')
  },
}

export const DeleteOfferingUnauthorized: Story = {
  parameters: failing(OFFERING('delete'), { status: 401 }, AURELIA),
  play: async ({ canvasElement }) => {
    const dialog = await offeringActions(page(canvasElement), 'Legacy Gold', 'Delete')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Offering' }))
    await expectAlert(dialog, 'Unauthorized to delete this offering')
  },
}

export const DeleteOfferingNetwork: Story = {
  parameters: failing(OFFERING('delete'), 'network', AURELIA),
  play: async ({ canvasElement }) => {
    const dialog = await offeringActions(page(canvasElement), 'Legacy Gold', 'Delete')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Offering' }))
    await expectAlert(dialog, 'Failed to delete offering')
  },
}
