// The Transfer Funds dialog against the fake backend (the `minimal` world): the checks of spec
// section 5, the exact payloads of section 7, money really moving, and never moving twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { render, screen, waitFor } from '../support/render'
import { API_URL, server, useFakeBackend } from '../support/backend'
import { TransferDialog } from '@/features/transfers'
import { DIVINE_ENTITY } from '@/api/auth'
import { backStepCount } from '@/lib/back-stack'
import { getConfig, setRuntimeConfig } from '@/config/runtime'
import type { TransferDialogRequest } from '@/state/game'
import { db } from '@mocks/db'
import { accountOf, balanceOf, dialog, pickParty, playAs } from './transfer-support'

useFakeBackend('minimal')
// Whole flows through the fake backend: on a shared, loaded machine they take many seconds.
vi.setConfig({ testTimeout: 90_000 })

const AURELIA = 'Aurelia Voss'
const original = getConfig()
const withKeys = (idempotencyKeys: boolean) => setRuntimeConfig({ ...original, idempotencyKeys })

beforeEach(() => withKeys(false))
afterEach(() => {
  setRuntimeConfig(original)
  vi.restoreAllMocks()
})

interface Sent {
  path: string
  body: unknown
  key: string | null
}

/**
 * Every POST the dialog sends, with its body and Idempotency-Key. Session renewals are left out:
 * the fake backend's clock stands at its reference date here, so the console (on the machine's
 * clock) renews the token before its first call; session-renewal.test.ts covers that.
 */
function recordPosts(): Sent[] {
  const sent: Sent[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return
    const path = new URL(request.url).pathname.replace('/api/v1', '')
    if (path.startsWith('/auth/')) return
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.push({ path, body, key: request.headers.get('idempotency-key') }))
  })
  return sent
}

/** Aurelia plays: a user, every POST recorded, and her account at FAB. */
async function asAurelia() {
  await playAs(AURELIA)
  return { user: userEvent.setup(), posts: recordPosts(), mine: accountOf(AURELIA, 'FAB') }
}

const UNKNOWN_NUMBER = 'No account has the number FAB-999999. Check the number and try again.'

/**
 * Types a number no account has into `field`: said once, under the field, with no summary of
 * `amount`; Transfer sends nothing and points at the field.
 */
async function typeUnknownNumber(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  amount: number,
) {
  await user.type(field, 'FAB-999999')
  expect(await dialog().findByText(UNKNOWN_NUMBER)).toBeInTheDocument()
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(dialog().queryByText(new RegExp(`^Transfer \\$AR ${amount} from`))).toBeNull()
  await user.click(transferButton())
  await waitFor(() => expect(field).toHaveFocus())
  expect(dialog().getAllByText(UNKNOWN_NUMBER)).toHaveLength(1)
}

/** The one call an admin transfer acting as Osric Vale sends: $AR from a party to an account. */
const osricTransfer = (amount: number, fromType: string, fromId: string, toId: string): Sent => ({
  path: '/admin/transfer',
  key: null,
  body: {
    currencySymbol: '$AR',
    amount,
    fromType,
    fromId,
    toType: 'account',
    toId,
    description: '',
    asCharacter: 'Osric Vale',
  },
})

const open = (request: Partial<TransferDialogRequest> = {}) => {
  const onClose = vi.fn()
  render(<TransferDialog request={{ kind: 'transfer', ...request }} onClose={onClose} />)
  return { onClose }
}

async function chooseCurrency(user: ReturnType<typeof userEvent.setup>, currency: string) {
  if (currency) await dialog().findByRole('option', { name: new RegExp(`^\\${currency}`) })
  await user.selectOptions(dialog().getByLabelText('Currency'), currency)
}

async function fillAmount(user: ReturnType<typeof userEvent.setup>, currency: string, amount: string) {
  await chooseCurrency(user, currency)
  const field = dialog().getByLabelText('Amount')
  await user.clear(field)
  if (amount) await user.type(field, amount)
}

const transferButton = () => dialog().getByRole('button', { name: 'Transfer' })
const transactionCount = () => db.transactions.all().length

/**
 * The first POST /transfers reaches the real handler (the money moves), then its answer is
 * replaced by `answer`: a dropped connection, or a proxy that rewrites what the server said.
 */
function serverMovesThenAnswers(answer: () => Response) {
  let first = true
  server.use(
    http.post(`${API_URL}/transfers`, async ({ request }) => {
      if (!first) return undefined
      first = false
      await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: await request.clone().text(),
      })
      return answer()
    }),
  )
}

describe('a player transfer', () => {
  it('moves the money between two accounts, sends exactly the spec payload and shows a receipt', async () => {
    const { user, posts, mine } = await asAurelia()
    const mira = accountOf('Mira Quill')
    const before = {
      mine: balanceOf('account', mine.number, '$AR'),
      mira: balanceOf('account', mira.number, '$AR'),
    }
    open()

    await pickParty(user, 'Source Type', 'Bank Account', 'Aurelia', `${mine.number} (${AURELIA})`)
    await pickParty(user, 'Destination Type', 'Bank Account', 'Mira', `${mira.number} (Mira Quill)`)
    await fillAmount(user, '$AR', '75')
    await user.type(dialog().getByLabelText('Description (optional)'), 'Quills and ink')

    const balance = await dialog().findByRole('region', { name: 'Source balance' })
    await waitFor(() => expect(balance).toHaveTextContent(`Balance$AR ${before.mine}`))
    expect(balance).toHaveTextContent(`Remaining after transfer$AR ${before.mine - 75}`)
    expect(
      dialog().getByText(`Transfer $AR 75 from ${mine.number} (${AURELIA}) to ${mira.number} (Mira Quill)`),
    ).toBeInTheDocument()

    await user.click(transferButton())
    await screen.findByText(
      `Transferred $AR 75 from ${mine.number} (${AURELIA}) to ${mira.number} (Mira Quill)`,
    )
    expect(balanceOf('account', mine.number, '$AR')).toBe(before.mine - 75)
    expect(balanceOf('account', mira.number, '$AR')).toBe(before.mira + 75)
    expect(posts).toEqual([
      {
        path: '/transfers',
        key: null,
        body: {
          currencySymbol: '$AR',
          amount: 75,
          fromType: 'account',
          fromId: mine.partyId,
          toType: 'account',
          toId: mira.partyId,
          description: 'Quills and ink',
          initiatedBy: AURELIA,
        },
      },
    ])

    // The receipt says what it was for and the source's balance as the server reads it afterwards.
    const receipt = screen.getByRole('dialog', { name: 'Transfer Funds' })
    expect(receipt).toHaveTextContent('DescriptionQuills and ink')
    await waitFor(() =>
      expect(receipt).toHaveTextContent(
        `Source balance now$AR ${(before.mine - 75).toLocaleString('en-US')}`,
      ),
    )
    // The receipt names the new transaction and opens its details.
    const newest = db.transactions.all().at(-1)!
    expect(dialog().getByText(newest.id)).toBeInTheDocument()
    await user.click(dialog().getByRole('button', { name: 'View details' }))
    const details = await screen.findByRole('dialog', { name: 'Transaction Details' })
    await waitFor(() => expect(details).toHaveTextContent(`${AURELIA}`))
    expect(details).toHaveTextContent(`From${mine.number} · ${AURELIA}Bank Account`)
    expect(details.textContent).not.toContain(')')
    expect(details).toHaveTextContent('DescriptionQuills and ink')
  })

  it('sends a vault-to-treasury transfer with the bank id and the nation name', async () => {
    await playAs(AURELIA)
    const user = userEvent.setup()
    const posts = recordPosts()
    open()
    await pickParty(user, 'Source Type', 'Bank Vault', 'First', /First Aurelian Bank/)
    expect(screen.queryByText('Jurisdiction: Aurelian Republic')).toBeNull()
    await pickParty(user, 'Destination Type', 'Treasury', 'Aure', 'Aurelian Republic')
    await fillAmount(user, '$AR', '10')
    await user.click(transferButton())
    await screen.findByText('Transferred $AR 10 from First Aurelian Bank to Aurelian Republic')
    expect(posts[0].body).toMatchObject({
      fromType: 'bank',
      fromId: 'FAB',
      toType: 'treasury',
      toId: 'Aurelian Republic',
    })
  })

  it('takes a destination account by its number, with the bank in front as the ledger names it', async () => {
    const { user, posts, mine } = await asAurelia()
    const mira = accountOf('Mira Quill')
    open({ from: { type: 'account', id: mine.partyId } })
    await user.selectOptions(dialog().getByLabelText('Destination Type'), 'Bank Account')
    const toggle = dialog().getByRole('switch', { name: 'Search by character name' })
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    await user.click(toggle)
    await user.type(dialog().getByLabelText('Account or routing number'), mira.number)
    await fillAmount(user, '$AR', '5')
    // Transfer waits for the number's holder (the look-up of the typed number).
    await user.click(await dialog().findByRole('button', { name: 'Transfer' }))
    await screen.findByText(/^Transferred \$AR 5 from/)
    expect(posts[0].body).toMatchObject({ toType: 'account', toId: mira.partyId })
  })

  it("shows a typed number's holder before Transfer takes it, waits for the look-up, and blocks an unknown number", async () => {
    const { user, posts, mine } = await asAurelia()
    const mira = accountOf('Mira Quill')
    // The look-up of the number answers when the test lets it.
    let answer: () => void = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    const searches: string[] = []
    server.use(
      http.get(`${API_URL}/accounts/search`, async ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('q') ?? '')
        await held
        return undefined
      }),
    )
    open({ from: { type: 'account', id: mine.partyId } })
    // Bank Account is the destination type to start with.
    expect(dialog().getByLabelText('Destination Type')).toHaveValue('account')
    await user.click(dialog().getByRole('switch', { name: 'Search by character name' }))
    await fillAmount(user, '$AR', '5')
    await user.type(dialog().getByLabelText('Account or routing number'), mira.number)
    expect(await dialog().findByText('Checking whose account this is...')).toBeInTheDocument()
    const waiting = dialog().getByRole('button', { name: 'Checking account...' })
    expect(waiting).toBeDisabled()
    answer()
    expect(await dialog().findByText(`${mira.number} · Mira Quill`)).toBeInTheDocument()
    expect(searches.at(-1)).toBe(mira.number)
    expect(
      dialog().getByText(`Transfer $AR 5 from ${mine.number} (${AURELIA}) to ${mira.number} (Mira Quill)`),
    ).toBeInTheDocument()
    expect(transferButton()).toBeEnabled()

    // A number no account has: said under the field, and Transfer sends nothing.
    const field = dialog().getByLabelText('Account or routing number')
    await user.clear(field)
    // Transfer points at the field that says it, once: no banner repeats it.
    await typeUnknownNumber(user, field, 5)
    expect(dialog().queryByRole('alert')).toBeNull()
    expect(posts).toEqual([])
  })
})

it("offers the source's recent payees at the top of the account picker, from one ledger page", async () => {
  await playAs(AURELIA)
  const user = userEvent.setup()
  const mine = accountOf(AURELIA, 'FAB')
  const mira = accountOf('Mira Quill')
  const ledgerCalls: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/transactions')) ledgerCalls.push(`${url.pathname}${url.search}`)
  })
  open({ from: { type: 'account', id: mine.partyId } })
  await pickParty(user, 'Destination Type', 'Bank Account', 'Mira', `${mira.number} (Mira Quill)`)
  await fillAmount(user, '$AR', '3')
  await user.click(transferButton())
  await screen.findByText(/^Transferred \$AR 3/)
  await user.click(dialog().getByRole('button', { name: 'New transfer' }))
  // Before anything is typed, the account she just paid is offered as a recent payee.
  await user.click(dialog().getByRole('combobox', { name: 'Bank Account' }))
  const payee = await screen.findByRole('option', {
    name: new RegExp(`^${mira.number} \\(Mira Quill\\)\\s*Recent payee$`),
  })
  await user.click(payee)
  await fillAmount(user, '$AR', '2')
  expect(
    dialog().getByText(`Transfer $AR 2 from ${mine.number} (${AURELIA}) to ${mira.number} (Mira Quill)`),
  ).toBeInTheDocument()
  const path = `/api/v1/banks/FAB/accounts/${mine.number}/transactions`
  expect(new Set(ledgerCalls)).toEqual(new Set([`${path}?transaction_type=transfer&limit=50&offset=0`]))
  server.events.removeAllListeners()
})

it('keeps one dialog from form to receipt and back to a new form with the same locked source', async () => {
  await playAs(AURELIA)
  const user = userEvent.setup()
  const mine = accountOf(AURELIA, 'FAB')
  const before = backStepCount()
  open({ from: { type: 'account', id: mine.partyId } })
  // One dialog, one Back step: the receipt replaces the form instead of opening a second dialog.
  expect(backStepCount()).toBe(before + 1)
  await pickParty(user, 'Destination Type', 'Treasury', 'Aure', 'Aurelian Republic')
  await fillAmount(user, '$AR', '4')
  await user.click(transferButton())
  await screen.findByText(/^Transferred \$AR 4/)
  expect(backStepCount()).toBe(before + 1)
  await user.click(dialog().getByRole('button', { name: 'New transfer' }))
  expect(dialog().getByText(`${mine.number} (${AURELIA})`)).toBeInTheDocument()
  expect(dialog().getByLabelText('Amount')).toHaveValue('')
  expect(dialog().getByLabelText('Destination Type')).toHaveValue('account')
  expect(backStepCount()).toBe(before + 1)
})

describe('the checks of spec section 5', () => {
  beforeEach(() => playAs(AURELIA))

  it('asks for every required field first', async () => {
    const user = userEvent.setup()
    const posts = recordPosts()
    open()
    await user.click(transferButton())
    expect(dialog().getByRole('alert')).toHaveTextContent(/^Please fill in all required fields$/)
    // Which fields: each marked, its words tied to it, focus on the first.
    const sourceType = dialog().getByLabelText('Source Type')
    await waitFor(() => expect(sourceType).toHaveFocus())
    expect(sourceType).toHaveAttribute('aria-invalid', 'true')
    expect(sourceType).toHaveAccessibleDescription('Choose the source type')
    const payee = dialog().getByRole('combobox', { name: 'Bank Account' })
    expect(payee).toHaveAttribute('aria-invalid', 'true')
    expect(payee).toHaveAccessibleDescription(expect.stringContaining('Choose where the money goes'))
    expect(dialog().getByLabelText('Currency')).toHaveAccessibleDescription('Choose a currency')
    expect(dialog().getByLabelText('Amount')).toHaveAccessibleDescription('Enter an amount')
    await fillAmount(user, '$AR', '10')
    // Put right, a field's mark goes; the others stay.
    expect(dialog().getByLabelText('Amount')).not.toHaveAttribute('aria-invalid')
    expect(dialog().getByLabelText('Currency')).not.toHaveAttribute('aria-invalid')
    expect(sourceType).toHaveAttribute('aria-invalid', 'true')
    // Changing the form makes the error stale: it goes at once; the next press says it again.
    expect(dialog().queryByText('Please fill in all required fields')).toBeNull()
    await user.click(transferButton())
    expect(dialog().getByRole('alert')).toHaveTextContent(/^Please fill in all required fields$/)
    expect(posts).toEqual([])
  })

  it('refuses 0, decimals and negatives without rounding them', async () => {
    const user = userEvent.setup()
    const mine = accountOf(AURELIA, 'FAB')
    open({ from: { type: 'account', id: mine.partyId } })
    await pickParty(user, 'Destination Type', 'Treasury', 'Aure', 'Aurelian Republic')
    await fillAmount(user, '$AR', '0')
    await user.click(transferButton())
    expect(dialog().getByRole('alert')).toHaveTextContent(/^Transfer amount must be greater than 0$/)
    await fillAmount(user, '$AR', '12.5')
    await user.click(transferButton())
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Amounts are whole units: enter a number without decimals',
    )
    await fillAmount(user, '$AR', '-3')
    await user.click(transferButton())
    expect(dialog().getByRole('alert')).toHaveTextContent('The amount cannot be negative')
  })

  it('blocks an amount above the balance, and keeps what was typed', async () => {
    const user = userEvent.setup()
    const posts = recordPosts()
    const mine = accountOf(AURELIA, 'FAB')
    const balance = balanceOf('account', mine.number, '$AR')
    open({ from: { type: 'account', id: mine.partyId } })
    await pickParty(user, 'Destination Type', 'Treasury', 'Aure', 'Aurelian Republic')
    await fillAmount(user, '$AR', String(balance + 1))
    await dialog().findByRole('region', { name: 'Source balance' })
    await user.click(transferButton())
    expect(dialog().getByRole('alert')).toHaveTextContent(
      new RegExp(`^Insufficient funds. Available: \\$AR ${balance}$`),
    )
    expect(dialog().getByLabelText('Amount')).toHaveValue(String(balance + 1))
    expect(posts).toEqual([])
  })
})

it('names the overdraft when the source has one', async () => {
  await playAs('Tomas Reed')
  const user = userEvent.setup()
  const tomas = accountOf('Tomas Reed')
  const balance = balanceOf('account', tomas.number, '$AR')
  open({ from: { type: 'account', id: tomas.partyId } })
  await pickParty(user, 'Destination Type', 'Treasury', 'Aure', 'Aurelian Republic')
  await fillAmount(user, '$AR', String(balance + 501))
  const panel = await dialog().findByRole('region', { name: 'Source balance' })
  await waitFor(() => expect(panel).toHaveTextContent('Overdraft limit$AR 500'))
  await user.click(transferButton())
  expect(dialog().getByRole('alert')).toHaveTextContent(
    `Insufficient funds. Available: $AR ${balance + 500} (including an overdraft of $AR 500)`,
  )
})

describe('a locked source', () => {
  it('shows the prefilled account found by its id and sends it exactly as given', async () => {
    await playAs(AURELIA)
    const user = userEvent.setup()
    const posts = recordPosts()
    const searches: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/accounts/search')) searches.push(url.searchParams.get('q') ?? '')
    })
    const mine = accountOf(AURELIA, 'FAB')
    open({ from: { type: 'account', id: mine.partyId } })
    expect(dialog().queryByLabelText('Source Type')).toBeNull()
    await dialog().findByText(`${mine.number} (${AURELIA})`)
    expect(searches).toContain(mine.number)
    await pickParty(user, 'Destination Type', 'Treasury', 'Aure', 'Aurelian Republic')
    await fillAmount(user, '$AR', '1')
    await user.click(transferButton())
    await screen.findByText(/^Transferred/)
    expect(posts[0].body).toMatchObject({ fromType: 'account', fromId: mine.partyId })
  })
})

describe('never twice', () => {
  it('sends one request however fast Transfer is pressed', async () => {
    const { user, posts, mine } = await asAurelia()
    const count = transactionCount()
    open({ from: { type: 'account', id: mine.partyId } })
    await pickParty(user, 'Destination Type', 'Treasury', 'Aure', 'Aurelian Republic')
    await fillAmount(user, '$AR', '3')
    await dialog().findByRole('region', { name: 'Source balance' })
    await user.dblClick(transferButton())
    await screen.findByText(/^Transferred/)
    // The button under the pointer now closes the receipt: it never offers the same transfer again.
    expect(dialog().getAllByRole('button').at(-1)).toHaveTextContent('Close')
    expect(posts.filter((p) => p.path === '/transfers')).toHaveLength(1)
    expect(transactionCount()).toBe(count + 1)
  })

  it('retries with the same key when the answer was lost, and the money moves once', async () => {
    withKeys(true)
    const { user, posts, mine } = await asAurelia()
    const before = balanceOf('account', mine.number, '$AR')
    // The server does the transfer, then the connection drops before its answer arrives.
    serverMovesThenAnswers(() => HttpResponse.error())
    const count = transactionCount()
    open({ from: { type: 'account', id: mine.partyId } })
    await pickParty(user, 'Destination Type', 'Treasury', 'Aure', 'Aurelian Republic')
    await fillAmount(user, '$AR', '40')
    await user.click(transferButton())
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      /^Outcome unknown: the server did not answer, so we do not know whether \$AR 40 moved\.$/,
    )
    // It reads the source's ledger back and says what it found before Transfer is offered again.
    expect(
      await dialog().findByText(/^The ledger of .* shows a transfer of \$AR 40 to Aurelian Republic at /),
    ).toBeVisible()
    expect(
      dialog().getByText(
        'Transferring again is safe: the retry carries the same key, so it is done at most once.',
      ),
    ).toBeVisible()
    expect(transactionCount()).toBe(count + 1)

    await user.click(transferButton())
    await screen.findByText(/^Transferred \$AR 40/)
    const keys = posts.filter((p) => p.path === '/transfers').map((p) => p.key)
    expect(keys).toHaveLength(3) // the dialog's two tries and the lost one's replay to the real handler
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(transactionCount()).toBe(count + 1)
    expect(balanceOf('account', mine.number, '$AR')).toBe(before - 40)
  })

  it('gives a changed transfer a new key, and sends none when the switch is off', async () => {
    withKeys(true)
    await playAs(AURELIA)
    const user = userEvent.setup()
    const posts = recordPosts()
    server.use(http.post(`${API_URL}/transfers`, () => HttpResponse.error()))
    const mine = accountOf(AURELIA, 'FAB')
    open({ from: { type: 'account', id: mine.partyId } })
    await pickParty(user, 'Destination Type', 'Treasury', 'Aure', 'Aurelian Republic')
    await fillAmount(user, '$AR', '2')
    await user.click(transferButton())
    await dialog().findByText(/Transferring again is safe/)
    // The first keystroke in any field is a new intent: the note goes at once.
    await user.type(dialog().getByLabelText('Description (optional)'), 'x')
    expect(dialog().queryByText(/Transferring again is safe/)).toBeNull()
    expect(dialog().queryByText(/^The ledger of /)).toBeNull()
    await fillAmount(user, '$AR', '3')
    await user.click(transferButton())
    await waitFor(() => expect(posts).toHaveLength(2))
    expect(posts[0].key).not.toBe(posts[1].key)
    await waitFor(() => expect(transferButton()).toBeEnabled())

    withKeys(false)
    await user.click(transferButton())
    await waitFor(() => expect(posts).toHaveLength(3))
    expect(posts[2].key).toBeNull()
    // Without keys the console says what it read and what pressing again would do.
    expect(
      await dialog().findByText(
        /^The ledger of .* shows no transfer of \$AR 3 to Aurelian Republic among its 20 newest rows\.$/,
      ),
    ).toBeVisible()
    expect(
      dialog().getByText('Nothing was found, so pressing Transfer again sends it once more.'),
    ).toBeVisible()
  })
})

describe('a 2xx that does not confirm the transfer', () => {
  const UNCONFIRMED = (amount: string) =>
    `Outcome unknown: the server's answer did not confirm it, so we do not know whether ${amount} moved.`
  const escape = (text: string) => text.replace(/[$.]/g, '\\$&')

  for (const [answer, body] of [
    ['200 {}', {}],
    ['200 null', null],
    ['200 without amount', { success: true, transfer: { currencySymbol: '$AR' } }],
  ] as const)
    it(`says so plainly for ${answer}, keeps the form, refreshes the balance and retries with the same key`, async () => {
      withKeys(true)
      const { user, posts, mine } = await asAurelia()
      const before = balanceOf('account', mine.number, '$AR')
      // The server moves the money, then a proxy replaces its answer.
      serverMovesThenAnswers(() => HttpResponse.json(body))
      const balanceReads: string[] = []
      server.events.on('request:start', ({ request }) => {
        if (request.url.includes('/transfers/balance')) balanceReads.push(request.url)
      })
      open({ from: { type: 'account', id: mine.partyId } })
      await pickParty(user, 'Destination Type', 'Treasury', 'Aure', 'Aurelian Republic')
      await fillAmount(user, '$AR', '7')
      const panel = await dialog().findByRole('region', { name: 'Source balance' })
      const readsBefore = balanceReads.length
      await user.click(transferButton())
      expect(await dialog().findByRole('alert')).toHaveTextContent(
        new RegExp(`^${escape(UNCONFIRMED('$AR 7'))}$`),
      )
      expect(screen.queryByText(/^Transferred/)).toBeNull()
      expect(dialog().getByLabelText('Amount')).toHaveValue('7')
      expect(await dialog().findByText(/shows a transfer of \$AR 7 to Aurelian Republic at /)).toBeVisible()
      // The balance is asked again and shows what the server now holds.
      await waitFor(() => expect(balanceReads.length).toBeGreaterThan(readsBefore))
      await waitFor(() =>
        expect(panel).toHaveTextContent(`Balance$AR ${(before - 7).toLocaleString('en-US')}`),
      )

      await user.click(transferButton())
      await screen.findByText(/^Transferred \$AR 7/)
      const keys = posts.filter((p) => p.path === '/transfers').map((p) => p.key)
      expect(new Set(keys).size).toBe(1)
      expect(balanceOf('account', mine.number, '$AR')).toBe(before - 7)
    })

  it('is the same for POST /admin/transfer', async () => {
    await playAs(DIVINE_ENTITY)
    const user = userEvent.setup()
    const mira = accountOf('Mira Quill')
    server.use(http.post(`${API_URL}/admin/transfer`, () => HttpResponse.json({})))
    open({ admin: true, from: { type: 'treasury', id: 'Aurelian Republic' } })
    await user.type(dialog().getByLabelText('Act as character'), 'Aurelia Voss')
    await pickParty(user, 'Destination Type', 'Bank Account', 'Mira', `${mira.number} (Mira Quill)`)
    await fillAmount(user, '$AR', '5')
    await user.click(transferButton())
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      new RegExp(`^${escape(UNCONFIRMED('$AR 5'))}$`),
    )
    expect(screen.queryByText(/^Transferred/)).toBeNull()
    expect(dialog().getByLabelText('Amount')).toHaveValue('5')
    // The answer was replaced before the server acted: the treasury's ledger has no such row.
    expect(
      await dialog().findByText(
        /^The ledger of Aurelian Republic shows no transfer of \$AR 5 to .* among its 20 newest rows\.$/,
      ),
    ).toBeVisible()
  })
})

describe('the admin flavour', () => {
  beforeEach(() => playAs(DIVINE_ENTITY))

  it('acts as a character, skips the balance check and sends POST /admin/transfer', async () => {
    const user = userEvent.setup()
    const posts = recordPosts()
    const tomas = accountOf('Tomas Reed')
    const mira = accountOf('Mira Quill')
    const before = balanceOf('account', tomas.number, '$AR')
    open({ admin: true })
    expect(dialog().getByText(/bypasses balance checks and limits/)).toBeInTheDocument()
    expect(dialog().getByText('ADMIN')).toBeInTheDocument()

    await pickParty(user, 'Source Type', 'Bank Account', 'Tomas', `${tomas.number} (Tomas Reed)`)
    await pickParty(user, 'Destination Type', 'Bank Account', 'Mira', `${mira.number} (Mira Quill)`)
    await fillAmount(user, '$AR', String(before + 2000))
    await user.click(transferButton())
    expect(dialog().getByRole('alert')).toHaveTextContent(/^Please fill in all required fields$/)

    await user.type(dialog().getByLabelText('Act as character'), 'Osric Vale')
    await user.click(transferButton())
    await screen.findByText(
      `Transferred $AR ${(before + 2000).toLocaleString('en-US')} from ${tomas.number} (Tomas Reed) to ${mira.number} (Mira Quill)`,
    )
    expect(balanceOf('account', tomas.number, '$AR')).toBe(-2000)
    expect(posts).toEqual([osricTransfer(before + 2000, 'account', tomas.partyId, mira.partyId)])
  })

  it("checks a typed account number's holder before an admin transfer too, and blocks a number nobody has", async () => {
    const user = userEvent.setup()
    const posts = recordPosts()
    const mira = accountOf('Mira Quill')
    open({ admin: true, from: { type: 'treasury', id: 'Aurelian Republic' } })
    await user.type(dialog().getByLabelText('Act as character'), 'Osric Vale')
    expect(dialog().getByLabelText('Destination Type')).toHaveValue('account')
    await user.click(dialog().getByRole('switch', { name: 'Search by character name' }))
    await fillAmount(user, '$AR', '7')

    // A number no account has: said once, under the field; Transfer sends nothing and points at it.
    const field = dialog().getByLabelText('Account or routing number')
    await typeUnknownNumber(user, field, 7)
    expect(dialog().queryByRole('alert')).toBeNull()
    expect(posts).toEqual([])

    // Mira's number: her name shows before Transfer takes it, and the money goes to that account.
    await user.clear(field)
    await user.type(field, mira.number)
    expect(await dialog().findByText(`${mira.number} · Mira Quill`)).toBeInTheDocument()
    await user.click(transferButton())
    await screen.findByText(`Transferred $AR 7 from Aurelian Republic to ${mira.number} (Mira Quill)`)
    expect(posts).toEqual([osricTransfer(7, 'treasury', 'Aurelian Republic', mira.partyId)])
  })

  it('suggests characters as the admin types and says when a name matches nobody', async () => {
    const user = userEvent.setup()
    open({ admin: true })
    const field = dialog().getByLabelText('Act as character')
    await waitFor(() => expect(field).toHaveAttribute('list'))
    const suggested = () =>
      [...document.getElementById(field.getAttribute('list')!)!.querySelectorAll('option')].map(
        (o) => o.value,
      )
    await user.type(field, 'qui')
    await waitFor(() => expect(suggested()).toEqual(['Mira Quill']))
    expect(dialog().queryByText(/No character is named/)).not.toBeNull()
    await user.clear(field)
    await user.type(field, 'mira quill')
    expect(dialog().queryByText(/No character is named/)).toBeNull()
    await user.clear(field)
    await user.type(field, 'Nobody Atall')
    expect(
      dialog().getByText('No character is named "Nobody Atall". Pick one of the suggested names.'),
    ).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it("shows 'Admin transfer failed: ' with the server's text, or the bare default", async () => {
    const user = userEvent.setup()
    const mira = accountOf('Mira Quill')
    open({ admin: true, from: { type: 'treasury', id: 'Aurelian Republic' } })
    await user.type(dialog().getByLabelText('Act as character'), 'Nobody Atall')
    await pickParty(user, 'Destination Type', 'Bank Account', 'Mira', `${mira.number} (Mira Quill)`)
    await fillAmount(user, '$AR', '5')
    await user.click(transferButton())
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      /^Admin transfer failed: Character "Nobody Atall" not found$/,
    )
    server.use(http.post(`${API_URL}/admin/transfer`, () => new HttpResponse('oops', { status: 502 })))
    await user.click(transferButton())
    await waitFor(() => expect(dialog().getByRole('alert')).toHaveTextContent(/^Admin transfer failed$/))
    expect(dialog().getByLabelText('Act as character')).toHaveValue('Nobody Atall')
  })
})

describe('what the spec says about failures', () => {
  beforeEach(() => playAs(AURELIA))

  it("shows the server's text, or 'Transfer failed', and keeps the form", async () => {
    const user = userEvent.setup()
    const mine = accountOf(AURELIA, 'FAB')
    open({ from: { type: 'account', id: mine.partyId } })
    await pickParty(user, 'Destination Type', 'Bank Account', 'FAB', `${mine.number} (${AURELIA})`)
    await fillAmount(user, '$AR', '1')
    await user.click(transferButton())
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      /^The source and the destination must differ$/,
    )
    server.use(http.post(`${API_URL}/transfers`, () => HttpResponse.json({ success: false })))
    await user.click(transferButton())
    await waitFor(() => expect(dialog().getByRole('alert')).toHaveTextContent(/^Transfer failed$/))
    expect(dialog().getByLabelText('Amount')).toHaveValue('1')
  })

  it("clears the balance and says 'Failed to fetch balance information' when it cannot be read", async () => {
    const user = userEvent.setup()
    server.use(http.get(`${API_URL}/transfers/balance`, () => HttpResponse.json({ success: true })))
    const mine = accountOf(AURELIA, 'FAB')
    open({ from: { type: 'account', id: mine.partyId } })
    await chooseCurrency(user, '$AR')
    expect(await dialog().findByRole('alert')).toHaveTextContent(/^Failed to fetch balance information$/)
    expect(dialog().queryByRole('region', { name: 'Source balance' })).toBeNull()
    await chooseCurrency(user, '')
    await waitFor(() => expect(dialog().queryByRole('alert')).toBeNull())
  })

  it('keeps the pickers usable when their lists fail: logged, empty, and said so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(
      http.get(`${API_URL}/treasuries`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${API_URL}/accounts/search`, () => HttpResponse.error()),
    )
    const user = userEvent.setup()
    open()
    await user.selectOptions(dialog().getByLabelText('Source Type'), 'Treasury')
    await dialog().findByText('No treasuries to choose from')
    await user.selectOptions(dialog().getByLabelText('Destination Type'), 'Bank Account')
    expect(dialog().getByText('Type at least 2 characters')).toBeInTheDocument()
    await user.type(dialog().getByRole('combobox', { name: 'Bank Account' }), 'Mi')
    await dialog().findByText('Could not search accounts right now. Edit the text to try again.')
    expect(warn).toHaveBeenCalled()
  })

  it("says 'No accounts found' when the search finds nothing", async () => {
    const user = userEvent.setup()
    open()
    await user.selectOptions(dialog().getByLabelText('Destination Type'), 'Bank Account')
    await user.type(dialog().getByRole('combobox', { name: 'Bank Account' }), 'Zz')
    await dialog().findByText('No accounts found', {})
  })
})
