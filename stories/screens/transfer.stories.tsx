import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { TransferDialog } from '@/features/transfers'
import { db } from '@mocks/db'
import { SETTLE, type StoryWorld } from '../support/world'
import {
  expectAlert,
  failing,
  openedDialog,
  RETRY_NOTES,
  SERVER_ERROR_TEXT,
  unknownOutcome,
  visible,
  type ApiCall,
  type CallFault,
} from '../support/play'
import {
  accountOf,
  balanceOf,
  fillAmount,
  opened,
  pickParty,
  topDialog,
  TRANSFER_DIALOG,
  type Canvas,
} from './transfer-fixtures'

// The Transfer Funds dialog on the real fake backend (the `minimal` world), signed in as
// Aurelia Voss (officer of the Aurelian Republic and of First Aurelian Bank) unless a story
// says otherwise. Every state the spec names, and every fault of every call the dialog makes.

const AURELIA = 'Aurelia Voss'
// Transfers carry idempotency keys, as in the shipped demo config.
const world: StoryWorld = { signedInAs: AURELIA, config: { idempotencyKeys: true } }

const meta = {
  title: 'Screens/Transfer Funds',
  // Its fault stories come from a factory, whose play the indexer cannot see (.storybook/test-runner.ts).
  tags: ['play-fn'],
  ...TRANSFER_DIALOG,
  parameters: { world },
} satisfies Meta<typeof TransferDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog with Aurelia's First Aurelian Bank account as its locked source. */
const fromMyAccount: Story['render'] = (args) => (
  <TransferDialog
    {...args}
    request={{ kind: 'transfer', from: { type: 'account', id: accountOf(AURELIA, 'FAB').partyId } }}
  />
)

/** The story of `call` failing with `fault` in world `w`: the rest of it (render, args) as given. */
const whenFailing =
  (call: ApiCall, w: StoryWorld, story: Pick<Story, 'render' | 'args'>) =>
  (fault: CallFault, play: Story['play']): Story => ({ ...story, parameters: failing(call, fault, w), play })

const transferButton = (page: Canvas) => topDialog(page).getByRole('button', { name: 'Transfer' })

/** Aurelia's account to the Aurelian Republic's treasury, `amount` $AR, then Transfer. */
async function sendToTreasury(page: Canvas, amount = '25') {
  await pickParty(page, 'Destination Type', 'Treasury', 'Aurelian Republic')
  await fillAmount(page, '$AR', amount)
  await topDialog(page).findByRole('region', { name: 'Source balance' }, SETTLE)
  await userEvent.click(transferButton(page))
}

// ------------------------------------------------------------ the form

export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const dialog = topDialog(page)
    await expect(dialog.getByRole('heading', { name: 'Transfer Funds' })).toBeVisible()
    await expect(dialog.getByLabelText('Source Type')).toHaveFocus()
    for (const label of ['Source Type', 'Destination Type', 'Currency', 'Amount', 'Description (optional)'])
      await expect(dialog.getByLabelText(label)).toBeVisible()
    const kinds = within(dialog.getByLabelText('Source Type') as HTMLElement).getAllByRole('option')
    await expect(kinds.map((o) => o.textContent)).toEqual([
      'Select a type',
      'Treasury',
      'Bank Vault',
      'Bank Account',
    ])
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Transfer' })).toBeVisible()
  },
}

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await userEvent.click(transferButton(page))
    const dialog = topDialog(page)
    await expectAlert(dialog, 'Please fill in all required fields')
    // Each empty field is marked, says what it needs, and the first one has the focus.
    const marked: [HTMLElement, string][] = [
      [dialog.getByLabelText('Source Type'), 'Choose the source type'],
      [dialog.getByRole('combobox', { name: 'Bank Account' }), 'Choose where the money goes'],
      [dialog.getByLabelText('Currency'), 'Choose a currency'],
      [dialog.getByLabelText('Amount'), 'Enter an amount'],
    ]
    for (const [control, message] of marked) {
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      await expect(control).toHaveAccessibleDescription(expect.stringContaining(message))
    }
    await waitFor(() => expect(dialog.getByLabelText('Source Type')).toHaveFocus())
    // A mark goes as soon as its field is put right.
    await userEvent.selectOptions(dialog.getByLabelText('Source Type'), 'Treasury')
    await expect(dialog.getByLabelText('Source Type')).not.toHaveAttribute('aria-invalid')
    await expect(dialog.queryByText('Choose the source type')).toBeNull()
  },
}

export const AmountMustBePositive: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await sendToTreasury(page, '0')
    await expectAlert(topDialog(page), 'Transfer amount must be greater than 0')
  },
}

export const WholeUnitsOnly: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const dialog = topDialog(page)
    await fillAmount(page, '$AR', '12.5')
    await expect(dialog.getByText('Amounts are whole units: enter a number without decimals')).toBeVisible()
    await fillAmount(page, '$AR', '-3')
    await expect(dialog.getByText('The amount cannot be negative')).toBeVisible()
    await expect(dialog.getByLabelText('Amount')).toHaveValue('-3')
  },
}

export const BalanceAndSummary: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const mine = accountOf(AURELIA, 'FAB')
    const balance = balanceOf('account', mine.number, '$AR')
    await pickParty(page, 'Destination Type', 'Treasury', 'Aurelian Republic')
    await fillAmount(page, '$AR', '100')
    const panel = await topDialog(page).findByRole('region', { name: 'Source balance' }, SETTLE)
    await waitFor(() => expect(panel).toHaveTextContent(`Balance$AR ${balance}`), SETTLE)
    await expect(panel).toHaveTextContent(`Available$AR ${balance}`)
    await expect(panel).toHaveTextContent(`Remaining after transfer$AR ${balance - 100}`)
    await expect(
      topDialog(page).getByText(`Transfer $AR 100 from ${mine.label} to Aurelian Republic`),
    ).toBeVisible()
  },
}

export const InsufficientFunds: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const balance = balanceOf('account', accountOf(AURELIA, 'FAB').number, '$AR')
    await sendToTreasury(page, String(balance + 1))
    // The alert is compared raw: a no-break space joins symbol and number.
    await expectAlert(topDialog(page), `Insufficient funds. Available: $AR\u00a0${balance}`)
    await expect(topDialog(page).getByLabelText('Amount')).toHaveValue(String(balance + 1))
  },
}

export const InsufficientFundsWithOverdraft: Story = {
  parameters: { world: { signedInAs: 'Tomas Reed' } },
  render: (args) => (
    <TransferDialog
      {...args}
      request={{ kind: 'transfer', from: { type: 'account', id: accountOf('Tomas Reed').partyId } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const balance = balanceOf('account', accountOf('Tomas Reed').number, '$AR')
    await sendToTreasury(page, String(balance + 501))
    await expect(topDialog(page).getByRole('region', { name: 'Source balance' })).toHaveTextContent(
      'Overdraft limit$AR 500',
    )
    await expectAlert(
      topDialog(page),
      `Insufficient funds. Available: $AR\u00a0${balance + 500} (including an overdraft of $AR\u00a0500)`,
    )
  },
}

export const LockedSource: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const dialog = topDialog(page)
    // The prefilled account is looked up by its id, and the source cannot be changed.
    await expect(await dialog.findByText(accountOf(AURELIA, 'FAB').label, {}, SETTLE)).toBeVisible()
    await expect(dialog.queryByLabelText('Source Type')).toBeNull()
    await expect(dialog.getByLabelText('Destination Type')).toHaveFocus()
  },
}

export const AccountSearchHints: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const dialog = topDialog(page)
    await userEvent.selectOptions(dialog.getByLabelText('Destination Type'), 'Bank Account')
    await expect(dialog.getByText('Type at least 2 characters')).toBeVisible()
    const input = dialog.getByRole('combobox', { name: 'Bank Account' })
    await userEvent.type(input, 'M')
    await expect(dialog.getByText('Type at least 2 characters')).toBeVisible()
    await userEvent.type(input, 'zz')
    await expect(await dialog.findByText('No accounts found', {}, SETTLE)).toBeVisible()
    await userEvent.clear(input)
    await userEvent.type(input, 'Mi')
    // The default account shows its holder and the default marker.
    const option = await page.findByRole(
      'option',
      { name: new RegExp(`^${accountOf('Mira Quill').number}`) },
      SETTLE,
    )
    await expect(option).toHaveTextContent('(Mira Quill)')
    await expect(option).toHaveTextContent('First Aurelian Bank · Default')
  },
}

export const DestinationByAccountNumber: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const dialog = topDialog(page)
    const mira = accountOf('Mira Quill')
    // Bank Account is the destination type to start with.
    await expect(dialog.getByLabelText('Destination Type')).toHaveValue('account')
    const toggle = dialog.getByRole('switch', { name: 'Search by character name' })
    await expect(toggle).toBeChecked()
    await userEvent.click(toggle)
    await userEvent.type(dialog.getByLabelText('Account or routing number'), mira.number)
    // The holder, found by the account search, before Transfer takes the number.
    await expect(await dialog.findByText(`${mira.number} · Mira Quill`, {}, SETTLE)).toBeVisible()
    await fillAmount(page, '$AR', '5')
    await userEvent.click(transferButton(page))
    await expect(
      await page.findByText(
        `Transferred $AR 5 from ${accountOf(AURELIA, 'FAB').label} to ${mira.number} (Mira Quill)`,
        {},
        SETTLE,
      ),
    ).toBeVisible()
  },
}

export const RecentPayeesFirst: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const mira = accountOf('Mira Quill')
    await pickParty(page, 'Destination Type', 'Bank Account', `${mira.number} (Mira Quill)`, 'Mira')
    await fillAmount(page, '$AR', '3')
    await userEvent.click(transferButton(page))
    await page.findByText(/^Transferred \$AR 3/, {}, SETTLE)
    await userEvent.click(topDialog(page).getByRole('button', { name: 'New transfer' }))
    // Before anything is typed, the account just paid is at the top of the picker.
    await userEvent.click(topDialog(page).getByRole('combobox', { name: 'Bank Account' }))
    const payee = await page.findByRole(
      'option',
      { name: new RegExp(`^${mira.number} \\(Mira Quill\\)\\s*Recent payee$`) },
      SETTLE,
    )
    // (The list fades in.)
    await visible(() => payee)
  },
}

/** A deceased character's transfer: the reason instead of a form that fails on submit. */
export const DeceasedCannotSend: Story = {
  parameters: { world: { signedInAs: 'Old Tobias' } },
  render: (args) => <TransferDialog {...args} request={{ kind: 'transfer' }} />,
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    await expect(
      dialog.getByText(
        'Old Tobias is deceased, and deceased characters cannot act: their money can be looked at but not moved.',
      ),
    ).toBeVisible()
    await expect(dialog.queryByLabelText('Amount')).toBeNull()
    await expect(dialog.queryByRole('button', { name: 'Transfer' })).toBeNull()
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
  },
}

/** Types `number` as the destination account, with the search by name switched off. */
async function typeDestinationNumber(page: Canvas, number: string) {
  const dialog = topDialog(page)
  await userEvent.click(dialog.getByRole('switch', { name: 'Search by character name' }))
  await userEvent.type(dialog.getByLabelText('Account or routing number'), number)
}

export const DestinationNumberNobodyHas: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const dialog = topDialog(page)
    await typeDestinationNumber(page, 'FAB-999999')
    const message = 'No account has the number FAB-999999. Check the number and try again.'
    await expect(await dialog.findByText(message, {}, SETTLE)).toBeVisible()
    await expect(dialog.getByLabelText('Account or routing number')).toHaveAttribute('aria-invalid', 'true')
    await fillAmount(page, '$AR', '5')
    await userEvent.click(transferButton(page))
    // Transfer points at the field that says it, once: no banner repeats it.
    await waitFor(() => expect(dialog.getByLabelText('Account or routing number')).toHaveFocus())
    await expect(dialog.getAllByText(message)).toHaveLength(1)
    await expect(dialog.queryByRole('alert')).toBeNull()
    await expect(page.queryByText(/^Transferred/)).toBeNull()
  },
}

export const DestinationNumberBeingChecked: Story = {
  render: fromMyAccount,
  // The account search never answers: the look-up stays under way.
  parameters: { world: { ...world, faults: { routes: [{ match: '/accounts/search', hang: true }] } } },
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const dialog = topDialog(page)
    await typeDestinationNumber(page, accountOf('Mira Quill').number)
    await expect(await dialog.findByText('Checking whose account this is...', {}, SETTLE)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Checking account...' })).toBeDisabled()
  },
}

// ------------------------------------------------------------ a transfer that goes through

export const AccountToAccount: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const mine = accountOf(AURELIA, 'FAB')
    const mira = accountOf('Mira Quill')
    const before = balanceOf('account', mira.number, '$AR')
    await pickParty(page, 'Source Type', 'Bank Account', mine.label, 'Au')
    await pickParty(page, 'Destination Type', 'Bank Account', mira.label, 'Mi')
    await fillAmount(page, '$AR', '60')
    await userEvent.click(transferButton(page))
    await expect(
      await page.findByText(`Transferred $AR 60 from ${mine.label} to ${mira.label}`, {}, SETTLE),
    ).toBeVisible()
    await expect(balanceOf('account', mira.number, '$AR')).toBe(before + 60)
  },
}

/** The receipt names the new transaction and opens its details. */
export const ReceiptOpensDetails: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const mine = accountOf(AURELIA, 'FAB')
    await pickParty(page, 'Destination Type', 'Treasury', 'Aurelian Republic')
    await fillAmount(page, '$AR', '6')
    await userEvent.type(topDialog(page).getByLabelText('Description (optional)'), 'Ink')
    await userEvent.click(transferButton(page))
    await expect(
      await page.findByText(`Transferred $AR 6 from ${mine.label} to Aurelian Republic`, {}, SETTLE),
    ).toBeVisible()
    const id = db.transactions.all().at(-1)!.id
    await expect(topDialog(page).getByText(id)).toBeVisible()
    await userEvent.click(topDialog(page).getByRole('button', { name: 'View details' }))
    const details = await page.findByRole('dialog', { name: 'Transaction Details' }, SETTLE)
    await waitFor(() => expect(details).toHaveTextContent('DescriptionInk'), SETTLE)
    await expect(details).toHaveTextContent(`From${mine.number} · ${AURELIA}Bank Account`)
    await expect(details).toHaveTextContent('ToAurelian RepublicTreasury')
  },
}

export const VaultToTreasury: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await pickParty(page, 'Source Type', 'Bank Vault', 'First Aurelian Bank')
    await pickParty(page, 'Destination Type', 'Treasury', 'Aurelian Republic')
    await fillAmount(page, '$AR', '10')
    await userEvent.click(transferButton(page))
    await expect(
      await page.findByText('Transferred $AR 10 from First Aurelian Bank to Aurelian Republic', {}, SETTLE),
    ).toBeVisible()
  },
}

export const BankPickerShowsJurisdiction: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await userEvent.selectOptions(topDialog(page).getByLabelText('Source Type'), 'Bank Vault')
    await userEvent.click(topDialog(page).getByRole('combobox', { name: 'Bank Vault' }))
    const option = await page.findByRole('option', { name: /^Norvale Savings Guild/ }, SETTLE)
    await expect(option).toHaveTextContent('Jurisdiction: Kingdom of Norvale')
  },
}

/** A confirmation with only the fields the spec lists (no transaction id): a receipt, no details link. */
export const TransferredWithoutDetails: Story = {
  render: fromMyAccount,
  parameters: {
    msw: [
      http.post('*/api/v1/transfers', () =>
        HttpResponse.json({ transfer: { amount: 7, currencySymbol: '$AR' } }, { status: 201 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await sendToTreasury(page, '7')
    await expect(
      await page.findByText(
        `Transferred $AR 7 from ${accountOf(AURELIA, 'FAB').label} to Aurelian Republic`,
        {},
        SETTLE,
      ),
    ).toBeVisible()
    await expect(page.queryByRole('button', { name: 'View details' })).toBeNull()
  },
}

/** The currencies the source holds come first, each with its balance. */
export const HeldCurrenciesFirst: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const select = topDialog(page).getByLabelText('Currency') as HTMLSelectElement
    const balance = balanceOf('account', accountOf(AURELIA, 'FAB').number, '$AR')
    await waitFor(() => expect(select.querySelector('optgroup')).not.toBeNull(), SETTLE)
    const groups = [...select.querySelectorAll('optgroup')]
    await expect(groups[0].label).toBe('Held by the source')
    await expect([...groups[0].querySelectorAll('option')].map((o) => o.textContent)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\$AR — .+ \\(balance \\$AR\\u00a0${balance.toLocaleString('en-US')}\\)$`),
      ),
    )
  },
}

// ------------------------------------------------------------ POST /transfers failures

const TRANSFERS: ApiCall = { method: 'post', path: '/transfers' }

export const RefusedByServer: Story = {
  render: fromMyAccount,
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await pickParty(page, 'Destination Type', 'Bank Account', accountOf(AURELIA, 'FAB').label, 'Au')
    await fillAmount(page, '$AR', '5')
    await userEvent.click(transferButton(page))
    await expectAlert(topDialog(page), 'The source and the destination must differ')
  },
}

export const RefusedWithSuccessFalse: Story = {
  render: fromMyAccount,
  parameters: failing(TRANSFERS, { refused: '' }),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await sendToTreasury(page)
    await expectAlert(topDialog(page), 'Transfer failed')
    await expect(topDialog(page).getByLabelText('Amount')).toHaveValue('25')
  },
}

// Stories below share their setup and checks through small functions, but each spells out
// `play:` itself: Storybook's indexer only sees a play function written in the story object.

const transferFails =
  (text: string, note: RegExp | null, found: RegExp | null = null): Story['play'] =>
  async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await sendToTreasury(page)
    await expectAlert(topDialog(page), text)
    if (found) await expect(await topDialog(page).findByText(found, {}, SETTLE)).toBeVisible()
    if (note) await expect(topDialog(page).getByText(note)).toBeVisible()
    await expect(topDialog(page).getByLabelText('Amount')).toHaveValue('25')
  }

const SAFE_AGAIN = new RegExp(`^${RETRY_NOTES.safe('Transferring again')}$`)
/** The source ledger read back after an unknown outcome, when the server did not act. */
const NO_ROW =
  /^The ledger of .+ shows no transfer of \$AR 25 to Aurelian Republic among its 20 newest rows\.$/
const unanswered = (amount: string) => unknownOutcome(`whether $AR\u00a0${amount} moved`).unanswered

const transfersFailing = whenFailing(TRANSFERS, world, { render: fromMyAccount })
export const TransferFails500 = transfersFailing('server-error', transferFails(SERVER_ERROR_TEXT, null))
export const TransferNetworkFailure = transfersFailing(
  'network',
  transferFails(unanswered('25'), SAFE_AGAIN, NO_ROW),
)
export const TransferTimeout = transfersFailing(
  'timeout',
  transferFails(unanswered('25'), SAFE_AGAIN, NO_ROW),
)

/** A 2xx without `transfer{amount, currencySymbol}` confirms nothing: never a receipt. */
const UNCONFIRMED = unknownOutcome('whether $AR\u00a025 moved').unconfirmed
const unconfirmed: Story['play'] = async ({ canvasElement }) => {
  const page = await opened(canvasElement)
  await sendToTreasury(page)
  await expectAlert(topDialog(page), UNCONFIRMED)
  await expect(await topDialog(page).findByText(NO_ROW, {}, SETTLE)).toBeVisible()
  // This story's dialog is what is checked. Under load, a run twice at once once found a
  // "Transferred" text elsewhere in the page while this dialog showed the unconfirmed alert.
  await expect(topDialog(page).queryByText(/^Transferred/)).toBeNull()
  await expect(topDialog(page).getByLabelText('Amount')).toHaveValue('25')
  await expect(transferButton(page)).toBeEnabled()
}

export const TransferUnconfirmedEmpty = transfersFailing('empty', unconfirmed)
export const TransferUnconfirmedNull = transfersFailing('null', unconfirmed)
export const TransferMalformedAnswer = transfersFailing('non-json', unconfirmed)

/** One request per press, however fast; and a retry after a time-out carries the same key. */
const sent: { key: string | null }[] = []
const recordTransfers = http.post('*/api/v1/transfers', ({ request }) => {
  sent.push({ key: request.headers.get('Idempotency-Key') })
  return undefined
})

export const DoubleClickSendsOnce: Story = {
  render: fromMyAccount,
  parameters: { msw: [recordTransfers] },
  loaders: [() => void sent.splice(0)],
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await pickParty(page, 'Destination Type', 'Treasury', 'Aurelian Republic')
    await fillAmount(page, '$AR', '2')
    await topDialog(page).findByRole('region', { name: 'Source balance' }, SETTLE)
    await userEvent.dblClick(transferButton(page))
    await expect(await page.findByText(/^Transferred \$AR 2 from/, {}, SETTLE)).toBeVisible()
    await expect(sent).toHaveLength(1)
  },
}

export const RetryAfterTimeoutReusesKey: Story = {
  render: fromMyAccount,
  parameters: { ...failing(TRANSFERS, 'timeout', world, { times: 1 }), msw: [recordTransfers] },
  loaders: [() => void sent.splice(0)],
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const rows = db.transactions.all().length
    await sendToTreasury(page, '9')
    await expectAlert(topDialog(page), unanswered('9'))
    await expect(await topDialog(page).findByText(SAFE_AGAIN, {}, SETTLE)).toBeVisible()
    await userEvent.click(transferButton(page))
    await expect(await page.findByText(/^Transferred \$AR 9 from/, {}, SETTLE)).toBeVisible()
    await expect(sent).toHaveLength(2)
    await expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/)
    await expect(sent[1].key).toBe(sent[0].key)
    await expect(db.transactions.all().length).toBe(rows + 1)
  },
}

/** Where the server's support is not known (live mode's default), transfers carry no key. */
export const NoKeyWhenSwitchedOff: Story = {
  render: fromMyAccount,
  parameters: { msw: [recordTransfers], world: { ...world, config: { idempotencyKeys: false } } },
  loaders: [() => void sent.splice(0)],
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await sendToTreasury(page, '3')
    await expect(await page.findByText(/^Transferred \$AR 3 from/, {}, SETTLE)).toBeVisible()
    await expect(sent).toEqual([{ key: null }])
  },
}

/** With no key, an unanswered transfer may have gone through: the dialog reads the ledger first and says what it found. */
export const NoAnswerWithoutKeys: Story = {
  render: fromMyAccount,
  parameters: failing(TRANSFERS, 'network', { ...world, config: { idempotencyKeys: false } }),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await sendToTreasury(page)
    await expectAlert(topDialog(page), unanswered('25'))
    await expect(await topDialog(page).findByText(NO_ROW, {}, SETTLE)).toBeVisible()
    await expect(topDialog(page).getByText(RETRY_NOTES.notFound('Transfer'))).toBeVisible()
  },
}

/** The server moved the money, then the answer was lost, keys off: the row is found and a second press would pay twice. */
export const MovedThenLostWithoutKeys: Story = {
  render: fromMyAccount,
  parameters: failing(
    TRANSFERS,
    'network',
    { ...world, config: { idempotencyKeys: false } },
    { afterActing: true },
  ),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await sendToTreasury(page)
    await expectAlert(topDialog(page), unanswered('25'))
    await expect(
      await topDialog(page).findByText(
        /^The ledger of .+ shows a transfer of \$AR 25 to Aurelian Republic at .+\.$/,
        {},
        SETTLE,
      ),
    ).toBeVisible()
    await expect(topDialog(page).getByText(RETRY_NOTES.doneAlready('Transfer'))).toBeVisible()
  },
}

/** Editing the description after an unknown outcome is a new intent: the note goes at the first keystroke. */
export const EditAfterUnknownDropsNote: Story = {
  render: fromMyAccount,
  parameters: failing(TRANSFERS, 'network', world, { times: 1 }),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await sendToTreasury(page)
    await expect(await topDialog(page).findByText(SAFE_AGAIN, {}, SETTLE)).toBeVisible()
    await userEvent.type(topDialog(page).getByLabelText('Description (optional)'), 'x')
    await expect(topDialog(page).queryByText(SAFE_AGAIN)).toBeNull()
    await expect(topDialog(page).queryByText(NO_ROW)).toBeNull()
    await expect(topDialog(page).queryByRole('alert')).toBeNull()
  },
}

// ------------------------------------------------------------ GET /transfers/balance

const BALANCE: ApiCall = { method: 'get', path: '/transfers/balance' }
const balanceCleared: Story['play'] = async ({ canvasElement }) => {
  const page = await opened(canvasElement)
  await fillAmount(page, '$AR', '5')
  await expectAlert(topDialog(page), 'Failed to fetch balance information')
  await expect(topDialog(page).queryByRole('region', { name: 'Source balance' })).toBeNull()
}

const balanceFailing = whenFailing(BALANCE, world, { render: fromMyAccount })
export const BalanceFails500 = balanceFailing('server-error', balanceCleared)
export const BalanceNetworkFailure = balanceFailing('network', balanceCleared)
export const BalanceTimeout = balanceFailing('timeout', balanceCleared)
export const BalanceMalformed = balanceFailing('non-json', balanceCleared)
export const BalanceRefused: Story = {
  render: fromMyAccount,
  parameters: failing(BALANCE, { refused: '' }),
  play: balanceCleared,
}

// ------------------------------------------------------------ picker lists: logged, empty, said so

const TREASURIES: ApiCall = { method: 'get', path: '/treasuries' }
const BANKS: ApiCall = { method: 'get', path: '/banks' }
const SEARCH: ApiCall = { method: 'get', path: '/accounts/search' }
const CURRENCIES: ApiCall = { method: 'get', path: '/currencies' }

const emptyTreasuries: Story['play'] = async ({ canvasElement }) => {
  const page = await opened(canvasElement)
  await userEvent.selectOptions(topDialog(page).getByLabelText('Source Type'), 'Treasury')
  await expect(await topDialog(page).findByText('No treasuries to choose from', {}, SETTLE)).toBeVisible()
}
const emptyBanks: Story['play'] = async ({ canvasElement }) => {
  const page = await opened(canvasElement)
  await userEvent.selectOptions(topDialog(page).getByLabelText('Source Type'), 'Bank Vault')
  await expect(await topDialog(page).findByText('No banks to choose from', {}, SETTLE)).toBeVisible()
}
const failedSearch: Story['play'] = async ({ canvasElement }) => {
  const page = await opened(canvasElement)
  await userEvent.selectOptions(topDialog(page).getByLabelText('Destination Type'), 'Bank Account')
  await userEvent.type(topDialog(page).getByRole('combobox', { name: 'Bank Account' }), 'Mira')
  await expect(
    await topDialog(page).findByText(
      'Could not search accounts right now. Edit the text to try again.',
      {},
      SETTLE,
    ),
  ).toBeVisible()
}
const failedCurrencies: Story['play'] = async ({ canvasElement }) => {
  const page = await opened(canvasElement)
  await expect(await topDialog(page).findByText('Failed to load currencies', {}, SETTLE)).toBeVisible()
}

const treasuriesFailing = whenFailing(TREASURIES, world, {})
export const TreasuriesFails500 = treasuriesFailing('server-error', emptyTreasuries)
export const TreasuriesNetworkFailure = treasuriesFailing('network', emptyTreasuries)
export const TreasuriesTimeout = treasuriesFailing('timeout', emptyTreasuries)
export const TreasuriesMalformed = treasuriesFailing('non-json', emptyTreasuries)

const banksFailing = whenFailing(BANKS, world, {})
export const BanksFails500 = banksFailing('server-error', emptyBanks)
export const BanksNetworkFailure = banksFailing('network', emptyBanks)
export const BanksTimeout = banksFailing('timeout', emptyBanks)
export const BanksMalformed = banksFailing('non-json', emptyBanks)

const searchFailing = whenFailing(SEARCH, world, {})
export const AccountSearchFails500 = searchFailing('server-error', failedSearch)
export const AccountSearchNetworkFailure = searchFailing('network', failedSearch)
export const AccountSearchTimeout = searchFailing('timeout', failedSearch)
export const AccountSearchMalformed = searchFailing('non-json', failedSearch)

const currenciesFailing = whenFailing(CURRENCIES, world, {})
export const CurrenciesFails500 = currenciesFailing('server-error', failedCurrencies)
export const CurrenciesNetworkFailure = currenciesFailing('network', failedCurrencies)
export const CurrenciesTimeout = currenciesFailing('timeout', failedCurrencies)
export const CurrenciesMalformed = currenciesFailing('non-json', failedCurrencies)

// ------------------------------------------------------------ the admin flavour

const admin: StoryWorld = { signedInAs: 'Divine Entity', config: { idempotencyKeys: true } }
const adminArgs = { request: { kind: 'transfer' as const, admin: true } }

/** Tomas Reed's account to Mira Quill's, far beyond Tomas's balance, acting as Osric Vale. */
async function adminTransfer(page: Canvas, asCharacter = 'Osric Vale') {
  const dialog = topDialog(page)
  if (asCharacter) await userEvent.type(dialog.getByLabelText('Act as character'), asCharacter)
  await pickParty(page, 'Source Type', 'Bank Account', accountOf('Tomas Reed').label, 'To')
  await pickParty(page, 'Destination Type', 'Bank Account', accountOf('Mira Quill').label, 'Mi')
  await fillAmount(page, '$AR', '5000')
  await userEvent.click(transferButton(page))
}

export const AdminForm: Story = {
  args: adminArgs,
  parameters: { world: admin },
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    const dialog = topDialog(page)
    await expect(dialog.getByText('ADMIN')).toBeVisible()
    await expect(dialog.getByText(/this bypasses balance checks and limits/)).toBeVisible()
    await expect(dialog.getByLabelText('Act as character')).toHaveFocus()
  },
}

export const AdminNeedsCharacter: Story = {
  args: adminArgs,
  parameters: { world: admin },
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await adminTransfer(page, '')
    await expectAlert(topDialog(page), 'Please fill in all required fields')
  },
}

export const AdminTransferred: Story = {
  args: adminArgs,
  parameters: { world: admin },
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await adminTransfer(page)
    const tomas = accountOf('Tomas Reed')
    await expect(
      await page.findByText(
        `Transferred $AR 5,000 from ${tomas.label} to ${accountOf('Mira Quill').label}`,
        {},
        SETTLE,
      ),
    ).toBeVisible()
    await expect(balanceOf('account', tomas.number, '$AR')).toBeLessThan(-500)
    await expect(db.transactions.all().at(-1)).toMatchObject({
      initiatedBy: 'Divine Entity',
      asCharacter: 'Osric Vale',
    })
  },
}

export const AdminRefusedByServer: Story = {
  args: adminArgs,
  parameters: { world: admin },
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await adminTransfer(page, 'Nobody Atall')
    await expectAlert(topDialog(page), 'Admin transfer failed: Character "Nobody Atall" not found')
  },
}

const ADMIN_TRANSFER: ApiCall = { method: 'post', path: '/admin/transfer' }
const adminFails =
  (text: string, found: RegExp | null = null): Story['play'] =>
  async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await adminTransfer(page)
    await expectAlert(topDialog(page), text)
    // An unknown outcome reads the source's ledger back and says what it found.
    if (found) await expect(await topDialog(page).findByText(found, {}, SETTLE)).toBeVisible()
    await expect(topDialog(page).getByLabelText('Act as character')).toHaveValue('Osric Vale')
  }
const ADMIN_WHETHER = unknownOutcome('whether $AR\u00a05,000 moved')
const ADMIN_NO_ROW =
  /^The ledger of .+ \(Tomas Reed\) shows no transfer of \$AR 5,000 to .+ \(Mira Quill\) among its 20 newest rows\.$/

const adminTransferFailing = whenFailing(ADMIN_TRANSFER, admin, { args: adminArgs })
export const AdminTransferFails500 = adminTransferFailing(
  'server-error',
  adminFails('Admin transfer failed: Internal server error'),
)
export const AdminTransferNetworkFailure = adminTransferFailing(
  'network',
  adminFails(ADMIN_WHETHER.unanswered, ADMIN_NO_ROW),
)
export const AdminTransferTimeout = adminTransferFailing(
  'timeout',
  adminFails(ADMIN_WHETHER.unanswered, ADMIN_NO_ROW),
)
export const AdminTransferMalformed = adminTransferFailing(
  'non-json',
  adminFails(ADMIN_WHETHER.unconfirmed, ADMIN_NO_ROW),
)
export const AdminTransferUnconfirmedEmpty = adminTransferFailing(
  'empty',
  adminFails(ADMIN_WHETHER.unconfirmed, ADMIN_NO_ROW),
)
export const AdminTransferUnconfirmedNull = adminTransferFailing(
  'null',
  adminFails(ADMIN_WHETHER.unconfirmed, ADMIN_NO_ROW),
)
export const AdminTransferSuccessFalse: Story = {
  args: adminArgs,
  parameters: failing(ADMIN_TRANSFER, { refused: 'Frozen by decree' }, admin),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement)
    await adminTransfer(page)
    await expectAlert(topDialog(page), 'Admin transfer failed: Frozen by decree')
  },
}
