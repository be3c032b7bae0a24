import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { NationsSection } from '@/features/nations/NationsSection'
import { TreasuryPanel } from '@/features/nations/treasury/TreasuryPanel'
import { GameScreen } from '@/app/GameScreen'
import { db } from '@mocks/db'
import { expectFieldProblem, failing, RETRY_NOTES, unknownOutcome } from '../support/play'
import {
  AR,
  AS,
  NATIONS_META,
  NV,
  SETTLE,
  dialogOf,
  expectAlert,
  callFails,
  REFUSED,
  SERVER_SAYS,
  openDialog,
  openTreasury,
  page,
  type Canvas,
} from './nation-fixtures'

const meta = {
  title: 'Screens/Treasury',
  // Its fault stories come from a factory, whose play the indexer cannot see (.storybook/test-runner.ts).
  tags: ['play-fn'],
  ...NATIONS_META,
} satisfies Meta<typeof NationsSection>

export default meta
type Story = StoryObj<typeof meta>

const { officer, officerWithoutCurrency: noCurrency } = AS

/** The figures of the `minimal` world: $AR 10,000 minted, 300 burned. */
const SUPPLY = 9_700

const table = (canvas: Canvas, name: string) => within(canvas.getByRole('table', { name }))
/** An amount as the effect table's cells hold it: a no-break space after the symbol. */
const money = (n: number) => `$AR\u00a0${n.toLocaleString('en-US')}`

/** The treasury's $AR balance as the table shows it. */
async function balanceOf(canvas: Canvas): Promise<number> {
  const cell = await waitFor(() => table(canvas, 'Treasury Balances').getByText(/^\$AR [\d,]+$/), SETTLE)
  return Number(cell.textContent!.replace(/\D/g, ''))
}

/** A row of the mint/burn effect table: "what, before, after". */
const effect = (dialog: Canvas, what: string) =>
  [...dialog.getByRole('rowheader', { name: what }).closest('tr')!.children].map((c) => c.textContent)

/** Opens Mint or Burn on a nation's treasury, types an amount and submits; returns the dialog. */
async function submitSupply(canvas: Canvas, action: 'Mint' | 'Burn', amount: string, nation: string = AR) {
  await openTreasury(canvas, nation)
  return submitSupplyDialog(canvas, action, amount)
}

/** Mints or burns `amount` from the treasury already on screen. */
async function submitSupplyDialog(canvas: Canvas, action: 'Mint' | 'Burn', amount: string) {
  const dialog = await openDialog(canvas, `${action} Currency`)
  await userEvent.type(dialog.getByLabelText('Amount'), amount)
  await userEvent.click(dialog.getByRole('button', { name: action }))
  return dialog
}

// ------------------------------------------------------------ the panel

export const Balances: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas)
    const balances = table(canvas, 'Treasury Balances')
    await expect(balances.getByRole('columnheader', { name: 'Currency' })).toBeVisible()
    await expect(balances.getByRole('columnheader', { name: 'Symbol' })).toBeVisible()
    await expect(balances.getByRole('columnheader', { name: 'Balance' })).toBeVisible()
    await expect(balances.getByText('Aurelian Crown')).toBeVisible()
    await expect(await balanceOf(canvas)).toBeGreaterThan(0)
    for (const button of ['Mint Currency', 'Burn Currency', 'Transfer', 'History']) {
      await expect(canvas.getByRole('button', { name: button })).toBeVisible()
    }
    await expect(canvas.getByText('National currency: Aurelian Crown ($AR)')).toBeVisible()
  },
}

/** Each policy: currency, amount per citizen, Enabled/Disabled, last distribution or Never, and its cost. */
export const UbiPolicies: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas)
    const ubi = table(canvas, 'UBI Policies')
    const row = within(ubi.getAllByRole('row')[1])
    await expect(row.getByText('Aurelian Crown ($AR)')).toBeVisible()
    await expect(row.getByText('$AR 25')).toBeVisible()
    await expect(row.getByText('Enabled')).toBeVisible()
    // Four living members (Old Tobias is dead): $AR 100 a distribution.
    await expect(row.getByText('$AR 100')).toBeVisible()
    await expect(row.getByText('for up to 4 living members')).toBeVisible()
    // Why the UBI paid per week (Insights) can count fewer payments: members without a default account.
    await expect(
      canvas.getByText(
        /^One distribution is the most it can cost: each living member is paid into their default account/,
      ),
    ).toBeVisible()
    const balance = await balanceOf(canvas)
    await expect(
      row.getByText(`${Math.floor(balance / 100).toLocaleString('en-US')} distributions`),
    ).toBeVisible()
  },
}

/** A disabled policy that was never paid, and costs more than the treasury holds: flagged. */
export const UbiCannotPay: Story = {
  parameters: {
    world: {
      ...officer,
      prepare: () => {
        for (const policy of db.ubiPolicies.all()) {
          policy.amountPerCitizen = 50_000
          policy.enabled = false
          policy.lastDistribution = null
        }
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas)
    const row = within(table(canvas, 'UBI Policies').getAllByRole('row')[1])
    await expect(row.getByText('Disabled')).toBeVisible()
    await expect(row.getByText('Never')).toBeVisible()
    await expect(row.getByText('$AR 200,000')).toBeVisible()
    await expect(row.getByText('Treasury cannot pay')).toBeVisible()
  },
}

export const NoBalancesNoPolicies: Story = {
  parameters: { world: noCurrency },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas, NV)
    await expect(canvas.getByText('No currency balances in this treasury yet.')).toBeVisible()
    await expect(canvas.getByText('No UBI policies configured')).toBeVisible()
    await expect(canvas.getByText(/^This nation has no national currency yet\. Create one/)).toBeVisible()
  },
}

export const SelectNationFirst: Story = {
  render: () => <TreasuryPanel nation={null} />,
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('Please select a nation first', {}, SETTLE),
    ).toBeVisible()
  },
}

/** Transfer locks the treasury as the source; History opens the treasury's ledger. */
export const TransferAndHistory: Story = {
  parameters: { world: officer },
  render: () => <GameScreen />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /Nation Management/ }, SETTLE))
    await openTreasury(canvas)
    let dialog = await openDialog(canvas, 'Transfer')
    await expect(dialog.getByRole('heading', { name: 'Transfer Funds' })).toBeVisible()
    await expect(dialog.getByText(/Source fixed for this transfer/)).toBeInTheDocument()
    await expect(dialog.getByText(AR)).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
    dialog = await openDialog(canvas, 'History')
    await expect(dialog.getByRole('heading', { name: `Transaction Ledger - ${AR}` })).toBeVisible()
    // The minimal world's treasury burned 300 worn coins two days ago.
    await expect(await dialog.findByText('Retired worn coins', {}, SETTLE)).toBeVisible()
  },
}

// ------------------------------------------------------------ mint

/** The officer's treasury with Mint or Burn open; `before` is its $AR balance. */
async function openSupply(canvasElement: HTMLElement, action: 'Mint' | 'Burn') {
  const canvas = page(canvasElement)
  await openTreasury(canvas)
  const before = await balanceOf(canvas)
  const dialog = await openDialog(canvas, `${action} Currency`)
  return { canvas, before, dialog }
}

/** The effect table once an amount is typed: the balance and the total supply moved by `change`. */
async function expectEffect(dialog: Canvas, before: number, change: number) {
  await waitFor(
    () =>
      expect(effect(dialog, 'Total supply')).toEqual(['Total supply', money(SUPPLY), money(SUPPLY + change)]),
    SETTLE,
  )
  await expect(effect(dialog, 'Treasury balance')).toEqual([
    'Treasury balance',
    money(before),
    money(before + change),
  ])
}

/** Submits; the banner shows and the treasury's balance follows. */
async function expectDone(
  canvas: Canvas,
  dialog: Canvas,
  action: 'Mint' | 'Burn',
  banner: string,
  balance: number,
) {
  await userEvent.click(dialog.getByRole('button', { name: action }))
  await expect(await canvas.findByText(banner, {}, SETTLE)).toBeVisible()
  await waitFor(async () => expect(await balanceOf(canvas)).toBe(balance), SETTLE)
}

export const MintRequired: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const { dialog } = await openSupply(canvasElement, 'Mint')
    await expect(dialog.getByText('Aurelian Crown ($AR)')).toBeVisible()
    await expect(dialog.getByLabelText('Amount')).toHaveFocus()
    await userEvent.click(dialog.getByRole('button', { name: 'Mint' }))
    await expectAlert(dialog, 'Please fill in all required fields')
    // The banner keeps the spec's words; the field says which, and keeps the focus.
    await expectFieldProblem(dialog.getByLabelText('Amount'), 'Enter an amount', { focused: true })
  },
}

/** Whole units only: a decimal is refused with the reason, and nothing is sent. */
export const MintWholeUnits: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const { dialog } = await openSupply(canvasElement, 'Mint')
    await userEvent.type(dialog.getByLabelText('Amount'), '12.5')
    await expect(dialog.getByText('Amounts are whole units: enter a number without decimals')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Mint' }))
    await expect(dialog.getByRole('heading', { name: 'Mint Currency' })).toBeVisible()
  },
}

export const MintEffectAndSuccess: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const { canvas, before, dialog } = await openSupply(canvasElement, 'Mint')
    await waitFor(
      () => expect(effect(dialog, 'Total supply')).toEqual(['Total supply', money(SUPPLY), '—']),
      SETTLE,
    )
    await userEvent.type(dialog.getByLabelText('Amount'), '2500')
    await userEvent.type(dialog.getByLabelText('Description (optional)'), 'Harvest festival')
    await expectEffect(dialog, before, 2500)
    await expectDone(canvas, dialog, 'Mint', 'Minted $AR 2,500', before + 2500)
  },
}

/** Without a national currency Mint and Burn are disabled, with the reason beside them. */
export const MintWithoutCurrency: Story = {
  parameters: { world: noCurrency },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas, NV)
    for (const name of ['Mint Currency', 'Burn Currency']) {
      const button = canvas.getByRole('button', { name })
      await expect(button).toBeDisabled()
      await expect(button).toHaveAccessibleDescription(
        'Mint and Burn need a national currency: create one first.',
      )
    }
    await expect(canvas.getByText('Mint and Burn need a national currency: create one first.')).toBeVisible()
  },
}

// ------------------------------------------------------------ burn

export const BurnRequired: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const { dialog } = await openSupply(canvasElement, 'Burn')
    await userEvent.click(dialog.getByRole('button', { name: 'Burn' }))
    await expectAlert(dialog, 'Please fill in all required fields')
    await expectFieldProblem(dialog.getByLabelText('Amount'), 'Enter an amount', { focused: true })
    await userEvent.type(dialog.getByLabelText('Amount'), '5')
    await expect(dialog.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid')
  },
}

export const BurnEffectAndSuccess: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const { canvas, before, dialog } = await openSupply(canvasElement, 'Burn')
    await expect(dialog.getByLabelText('Currency')).toHaveValue('$AR')
    await userEvent.click(dialog.getByRole('button', { name: 'Burn' }))
    await expectAlert(dialog, 'Please fill in all required fields')
    await userEvent.type(dialog.getByLabelText('Amount'), '700')
    await expectEffect(dialog, before, -700)
    await expectDone(canvas, dialog, 'Burn', 'Burned $AR 700', before - 700)
  },
}

/** More than the treasury holds: a warning first, then the server's refusal as it says. */
export const BurnMoreThanHeld: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const { before, dialog } = await openSupply(canvasElement, 'Burn')
    await userEvent.type(dialog.getByLabelText('Amount'), String(before + 1))
    await expect(dialog.getByText(/That is more than the treasury holds/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Burn' }))
    await expectAlert(dialog, `Insufficient funds. Available: $AR ${before.toLocaleString('en-US')}`)
    await expect(dialog.getByLabelText('Amount')).toHaveValue(String(before + 1))
  },
}

// ------------------------------------------------------------ create currency

export const CreateCurrencyRequired: Story = {
  parameters: { world: noCurrency },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas, NV)
    const dialog = await openDialog(canvas, 'Create Currency')
    await expect(dialog.getByText(NV)).toBeVisible()
    await expect(dialog.getByText(/\(\$NV\)$/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Create Currency' }))
    // The spec's text is about the one field: said there, once, and the field has the focus.
    await expectFieldProblem(dialog.getByLabelText('Currency name'), 'Please fill in the currency name', {
      focused: true,
    })
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

/** After creating, the Mint dialog opens by itself, for the new currency. */
export const CreateCurrencyThenMint: Story = {
  parameters: { world: noCurrency },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas, NV)
    const create = await openDialog(canvas, 'Create Currency')
    await userEvent.type(create.getByLabelText('Currency name'), 'Norvale Mark')
    await userEvent.click(create.getByRole('button', { name: 'Create Currency' }))
    await expect(await canvas.findByText(`Norvale Mark ($NV) created for ${NV}`, {}, SETTLE)).toBeVisible()
    await waitFor(
      () => expect(canvas.queryByRole('heading', { name: 'Mint Currency' })).toBeVisible(),
      SETTLE,
    )
    const mint = await dialogOf(canvas)
    await expect(mint.getByText('Norvale Mark ($NV)')).toBeVisible()
    await userEvent.type(mint.getByLabelText('Amount'), '5000')
    await userEvent.click(mint.getByRole('button', { name: 'Mint' }))
    await expect(await canvas.findByText('Minted $NV 5,000', {}, SETTLE)).toBeVisible()
    await waitFor(
      () => expect(table(canvas, 'Treasury Balances').getByText('$NV 5,000')).toBeVisible(),
      SETTLE,
    )
  },
}

// ------------------------------------------------------------ faults of every call

const treasury = callFails({
  call: { method: 'get', path: '/treasuries/:nation', match: /\/api\/v1\/treasuries\/[^/]+$/ },
  world: officer,
  act: async (canvas) => {
    const heading = await canvas.findByRole('heading', { name: 'All nations' }, SETTLE)
    await userEvent.click(within(heading.closest('section')!).getByRole('button', { name: AR }))
    await userEvent.click(await canvas.findByRole('tab', { name: 'Treasury' }, SETTLE))
  },
  fallback: 'Failed to load treasury details',
})
export const TreasuryServerError = treasury(SERVER_SAYS)
export const TreasuryOffline = treasury('network')
export const TreasuryTimedOut = treasury('timeout')
export const TreasuryMalformed = treasury('non-json')
export const TreasuryRefused = treasury(REFUSED)

/** Without the currency list the supply is unknown; the dialog says why and still mints. */
const currencies = callFails({
  call: { method: 'get', path: '/currencies', match: /\/api\/v1\/currencies$/ },
  world: officer,
  act: async (canvas) => {
    await openTreasury(canvas)
    await openDialog(canvas, 'Mint Currency')
  },
  fallback: 'Failed to load currencies',
  expectText: async (canvas, text) => {
    const dialog = await dialogOf(canvas)
    await waitFor(() => expect(dialog.getByText(`Total supply unknown: ${text}`)).toBeVisible(), SETTLE)
    await expect(effect(dialog, 'Total supply')).toEqual(['Total supply', 'Unknown', '—'])
  },
})
export const CurrenciesServerError = currencies(SERVER_SAYS)
export const CurrenciesOffline = currencies('network')
export const CurrenciesTimedOut = currencies('timeout')
export const CurrenciesMalformed = currencies('non-json')
export const CurrenciesRefused = currencies(REFUSED)

/** Mints $AR 1,000 from the officer's treasury. */
const mintThousand = (canvas: Canvas) => submitSupply(canvas, 'Mint', '1000')

const mint = callFails({
  call: { method: 'post', path: '/treasuries/:nation/mint', match: /\/treasuries\/[^/]+\/mint$/ },
  world: officer,
  act: mintThousand,
  fallback: 'Failed to mint currency',
  whether: 'whether $AR\u00a01,000 was minted',
})
export const MintServerError = mint(SERVER_SAYS)
export const MintOffline = mint('network')
export const MintTimedOut = mint('timeout')
export const MintMalformed = mint('non-json')
export const MintRefused = mint(REFUSED)

/**
 * Mint and burn answers are not described by the spec, and they create or destroy money: a 2xx
 * that says nothing (`{}`, `null`) confirms nothing. The dialog says the outcome is unknown, reads
 * the treasury's ledger back and says what it found before Mint or Burn is offered again.
 */
const treasuryReads: string[] = []
const recordTreasuryReads = http.get('*/api/v1/treasuries/:nation', ({ request }) => {
  treasuryReads.push(request.url)
  return undefined
})
const MINT_CALL = {
  method: 'post',
  path: '/treasuries/:nation/mint',
  match: /\/treasuries\/[^/]+\/mint$/,
} as const
const BURN_CALL = {
  method: 'post',
  path: '/treasuries/:nation/burn',
  match: /\/treasuries\/[^/]+\/burn$/,
} as const
const notConfirmed =
  (action: 'Mint' | 'Burn', amount: string, whether: string, found: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas)
    await balanceOf(canvas)
    const reads = treasuryReads.length
    const dialog = await submitSupplyDialog(canvas, action, amount)
    await expectAlert(dialog, unknownOutcome(whether).unconfirmed)
    await expect(await dialog.findByText(found, {}, SETTLE)).toBeVisible()
    await expect(dialog.getByText(RETRY_NOTES.notFound(action))).toBeVisible()
    await expect(dialog.getByLabelText('Amount')).toHaveValue(amount)
    // What the change touched is read again.
    await waitFor(() => expect(treasuryReads.length).toBeGreaterThan(reads), SETTLE)
  }
const answering = (call: typeof MINT_CALL | typeof BURN_CALL, fault: 'empty' | 'null') => {
  const { world, msw = [] } = failing(call, fault, officer)
  return { world, msw: [...msw, recordTreasuryReads] }
}
export const MintAnsweredEmpty: Story = {
  parameters: answering(MINT_CALL, 'empty'),
  play: notConfirmed(
    'Mint',
    '1000',
    'whether $AR\u00a01,000 was minted',
    "The treasury's ledger shows no mint of $AR 1,000 among its 20 newest rows.",
  ),
}
export const MintAnsweredNull: Story = {
  parameters: answering(MINT_CALL, 'null'),
  play: notConfirmed(
    'Mint',
    '1000',
    'whether $AR\u00a01,000 was minted',
    "The treasury's ledger shows no mint of $AR 1,000 among its 20 newest rows.",
  ),
}
export const BurnAnsweredEmpty: Story = {
  parameters: answering(BURN_CALL, 'empty'),
  play: notConfirmed(
    'Burn',
    '10',
    'whether $AR\u00a010 was burned',
    "The treasury's ledger shows no burn of $AR 10 among its 20 newest rows.",
  ),
}
export const BurnAnsweredNull: Story = {
  parameters: answering(BURN_CALL, 'null'),
  play: notConfirmed(
    'Burn',
    '10',
    'whether $AR\u00a010 was burned',
    "The treasury's ledger shows no burn of $AR 10 among its 20 newest rows.",
  ),
}

/**
 * The server minted, then the answer was lost (no Idempotency-Key: config.json's switch is off):
 * the ledger shows the mint, and the dialog says a second press would mint again.
 */
export const MintLostAfterMinting: Story = {
  parameters: failing(MINT_CALL, 'network', officer, { afterActing: true }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await mintThousand(canvas)
    await expectAlert(dialog, unknownOutcome('whether $AR\u00a01,000 was minted').unanswered)
    await expect(
      await dialog.findByText(/^The treasury's ledger shows a mint of \$AR 1,000 at .+\.$/, {}, SETTLE),
    ).toBeVisible()
    await expect(dialog.getByText(RETRY_NOTES.doneAlready('Mint'))).toBeVisible()
  },
}

/**
 * The same with keys on, after a time-out: a retry is safe and mints once; the first keystroke
 * in a field is a new intent and takes the note away.
 */
export const MintTimedOutWithKeys: Story = {
  parameters: (() => {
    const { world } = failing(MINT_CALL, 'timeout', officer, { afterActing: true, times: 1 })
    return { world: { ...world, config: { idempotencyKeys: true } } }
  })(),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas)
    const before = await balanceOf(canvas)
    const dialog = await submitSupplyDialog(canvas, 'Mint', '1000')
    await expectAlert(dialog, unknownOutcome('whether $AR\u00a01,000 was minted').unanswered)
    await expect(
      await dialog.findByText(/^The treasury's ledger shows a mint of \$AR 1,000 at /, {}, SETTLE),
    ).toBeVisible()
    const safe = RETRY_NOTES.safe('Minting again')
    await expect(dialog.getByText(safe)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Mint' }))
    await expect(await canvas.findByText('Minted $AR 1,000', {}, SETTLE)).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
    // Minted once: the retry carried the first press's key and was answered with its result.
    await waitFor(async () => expect(await balanceOf(canvas)).toBe(before + 1000), SETTLE)
  },
}

/** Any edit after an unknown outcome is a new intent: the alert and the notes go at the first keystroke. */
export const MintEditedAfterUnknown: Story = {
  parameters: (() => {
    const { world } = failing(MINT_CALL, 'network', officer, { afterActing: true, times: 1 })
    return { world: { ...world, config: { idempotencyKeys: true } } }
  })(),
  play: async ({ canvasElement }) => {
    const dialog = await mintThousand(page(canvasElement))
    await expectAlert(dialog, unknownOutcome('whether $AR\u00a01,000 was minted').unanswered)
    const safe = RETRY_NOTES.safe('Minting again')
    await expect(await dialog.findByText(safe, {}, SETTLE)).toBeVisible()
    await userEvent.type(dialog.getByLabelText('Description (optional)'), 'x')
    await expect(dialog.queryByText(safe)).toBeNull()
    await expect(dialog.queryByText(/^The treasury's ledger shows/)).toBeNull()
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

/** A mint past the largest exact amount is refused in the form, before anything is sent. */
export const MintBeyondLargestAmount: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas)
    const dialog = await openDialog(canvas, 'Mint Currency')
    await userEvent.type(dialog.getByLabelText('Amount'), '9007199254740991')
    const refusal =
      'The treasury balance would pass 9,007,199,254,740,991, the largest amount kept exactly: mint less.'
    await expect(await dialog.findByText(refusal, {}, SETTLE)).toBeVisible()
    await expect(effect(dialog, 'Treasury balance')[2]).toBe('—')
    await userEvent.click(dialog.getByRole('button', { name: 'Mint' }))
    await expectAlert(dialog, refusal)
  },
}

/** A burn of more than the treasury holds previews no negative figure: it says why instead. */
export const BurnMoreThanHeldPreview: Story = {
  parameters: { world: officer },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTreasury(canvas)
    const held = await balanceOf(canvas)
    const dialog = await openDialog(canvas, 'Burn Currency')
    await userEvent.type(dialog.getByLabelText('Amount'), String(held + 1))
    // The amount's no-break space, as the one formatter writes it.
    const refusal = new RegExp(
      `^That is more than the treasury holds \\(\\$AR\\s${held.toLocaleString('en-US')}\\): the server will refuse it\\.$`,
    )
    await expect(await dialog.findByText(refusal, {}, SETTLE)).toBeVisible()
    await expect(effect(dialog, 'Treasury balance')[2]).toBe('—')
    await expect(effect(dialog, 'Total supply')[2]).toBe('—')
  },
}

/** The server knows no such currency: the spec's text. */
export const MintCurrencyNotFound: Story = {
  parameters: failing(
    { method: 'post', path: '/treasuries/:nation/mint' },
    { status: 404, message: 'Currency not found' },
    officer,
  ),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await mintThousand(canvas)
    await expectAlert(canvas, 'Currency not found. Please create a currency first.')
  },
}

const burn = callFails({
  call: { method: 'post', path: '/treasuries/:nation/burn', match: /\/treasuries\/[^/]+\/burn$/ },
  world: officer,
  act: (canvas) => submitSupply(canvas, 'Burn', '10'),
  fallback: 'Failed to burn currency',
  whether: 'whether $AR\u00a010 was burned',
})
export const BurnServerError = burn(SERVER_SAYS)
export const BurnOffline = burn('network')
export const BurnTimedOut = burn('timeout')
export const BurnMalformed = burn('non-json')
export const BurnRefused = burn(REFUSED)

const createCurrency = callFails({
  call: { method: 'post', path: '/currencies', match: /\/api\/v1\/currencies$/ },
  world: noCurrency,
  act: async (canvas) => {
    await openTreasury(canvas, NV)
    const dialog = await openDialog(canvas, 'Create Currency')
    await userEvent.type(dialog.getByLabelText('Currency name'), 'Norvale Mark')
    await userEvent.click(dialog.getByRole('button', { name: 'Create Currency' }))
  },
  fallback: 'Failed to create currency',
  whether: 'whether the currency Norvale Mark was created',
})
export const CreateCurrencyServerError = createCurrency(SERVER_SAYS)
export const CreateCurrencyOffline = createCurrency('network')
export const CreateCurrencyTimedOut = createCurrency('timeout')
export const CreateCurrencyMalformed = createCurrency('non-json')
export const CreateCurrencyRefused = createCurrency(REFUSED)
