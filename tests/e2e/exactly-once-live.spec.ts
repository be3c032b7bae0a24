// Exactly once, in live mode (issue 40): for each call that moves or creates money or state, the
// server acts and then its answer is lost three ways (the connection drops, no answer until the
// console's time-out, a malformed 200). Each time the dialog says the outcome is unknown and what
// reading the server back found; the player's retry carries the same Idempotency-Key and the same
// body, and the ledger and lists, read from the API (not the screen), show the change once.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { liveConfig } from '../support/live-mode'
import {
  apiAs,
  outlastTimeOut,
  recordApiCalls,
  useLiveServer,
  type RecordedCall,
} from './support/live-server'
import { accountAt, openBankDetail, openBanking, topDialog } from './support/banking'
import { enterAdminPanel } from './support/admin'
import { AR, OFFICER, STATELESS, openNations, openOwnNation } from './nation-support'
import {
  AURELIA,
  defaultAccount,
  openMyAccounts,
  openTransfer,
  playAs,
  fillToTreasury,
} from './transfer-support'

const server = useLiveServer('minimal', { resetEachTest: true })

/**
 * The three ways the answer is lost after the server acted (mocks/faults.ts `afterActing`). The
 * connection drops part-way through the answer: a connection closed before any byte of it would
 * make Chromium send the POST again on its own (a reused keep-alive socket), which the key turns
 * into a replay, so the page would never see the loss.
 */
const LOST = [
  { name: 'dropped', route: { partialBody: 'cut' }, unanswered: true },
  { name: 'time-out', route: { hang: true }, unanswered: true },
  { name: 'malformed 200', route: { malformed: true }, unanswered: false },
] as const
type Lost = (typeof LOST)[number]

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The alert of an unknown outcome (src/api/intent.ts). */
const headline = (lost: Lost, whether: string) =>
  lost.unanswered
    ? `Outcome unknown: the server did not answer, so we do not know ${whether}.`
    : `Outcome unknown: the server's answer did not confirm it, so we do not know ${whether}.`
const safe = (again: string) =>
  `${again} is safe: the retry carries the same key, so it is done at most once.`

/** Live mode with the idempotency switch on, and the page's clock under the test's hand. */
async function liveWithKeys(page: Page) {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ...liveConfig(server.origin), idempotencyKeys: true }),
    }),
  )
  await page.clock.install()
}

/**
 * One press of `submit` in `dialog` whose answer is lost `lost`'s way after the server acted:
 * the alert and what the check found, then the retry. Returns the two calls sent.
 */
async function pressThroughLostAnswer(
  page: Page,
  calls: RecordedCall[],
  lost: Lost,
  {
    dialog,
    submit,
    match,
    method,
    whether,
    found,
    again,
    acted,
  }: {
    /** Whether the API shows the change now (the fault lets the server act first). */
    acted: () => Promise<boolean>
    dialog: Locator
    submit: string
    match: string
    method: 'POST' | 'DELETE'
    whether: string
    found: string | RegExp
    again: string
  },
): Promise<[RecordedCall, RecordedCall]> {
  await server.faults({
    routes: [{ match, regex: true, method, times: 1, afterActing: true, ...lost.route }],
  })
  // Only the change's own calls count (the recorder may hear the reads around it too).
  const sent = () => calls.filter((c) => c.method === method)
  const before = sent().length
  await dialog.getByRole('button', { name: submit, exact: true }).click()
  await expect.poll(() => sent().length).toBe(before + 1)
  // The console gives up at once when the clock jumps: first let the server have the call and act.
  await expect.poll(acted).toBe(true)
  if (lost.name === 'time-out') await outlastTimeOut(page)
  await expect(dialog.getByRole('alert')).toHaveText(headline(lost, whether))
  await expect(dialog.getByText(found)).toBeVisible()
  await expect(dialog.getByText(safe(again))).toBeVisible()
  await dialog.getByRole('button', { name: submit, exact: true }).click()
  await expect.poll(() => sent().length).toBe(before + 2)
  const [first, retry] = sent().slice(before) as [RecordedCall, RecordedCall]
  expect(first.headers['idempotency-key']).toMatch(UUID_V4)
  expect(retry.headers['idempotency-key']).toBe(first.headers['idempotency-key'])
  expect(retry.body).toStrictEqual(first.body)
  return [first, retry]
}

/** Calls the API as `name` outside the page (DemoPlayer's characters, or Divine Entity for DemoAdmin). */
const asCharacter = (name: string) => apiAs(server.origin, name)

interface Row {
  transaction_type: string
  amount: number
  description: string | null
}

/** Rows of a party's ledger (the newest 200) as the API lists them. */
async function ledger(path: string): Promise<Row[]> {
  const call = await asCharacter(AURELIA)
  return (await call(`${path}?limit=200&offset=0`)).transactions as Row[]
}

test('mint and burn: each lost answer leaves one row, and the retry replays it', async ({ page }) => {
  test.setTimeout(180_000)
  await liveWithKeys(page)
  const calls = recordApiCalls(page, /^\/treasuries\/[^/]+\/(mint|burn)$/)
  await openNations(page, OFFICER)
  await openOwnNation(page, AR)
  await page.getByRole('tab', { name: 'Treasury' }).click()
  const treasuryRows = () => ledger(`/treasuries/${encodeURIComponent(AR)}/transactions`)

  for (const action of ['mint', 'burn'] as const) {
    const Submit = action === 'mint' ? 'Mint' : 'Burn'
    for (const [i, lost] of LOST.entries()) {
      const amount = (action === 'mint' ? 110 : 210) + i
      const description = `Once ${action} ${lost.name}`
      await page.getByRole('button', { name: `${Submit} Currency` }).click()
      const dialog = topDialog(page)
      if (action === 'burn') await dialog.getByLabel('Currency').selectOption('$AR')
      await dialog.getByLabel('Amount').fill(String(amount))
      await dialog.getByLabel('Description (optional)').fill(description)
      const [first] = await pressThroughLostAnswer(page, calls, lost, {
        dialog,
        submit: Submit,
        match: `/api/v1/treasuries/[^/]+/${action}$`,
        method: 'POST',
        whether: `whether $AR ${amount} was ${action === 'mint' ? 'minted' : 'burned'}`,
        found: new RegExp(`^The treasury's ledger shows a ${action} of \\$AR\\s${amount} at `),
        again: action === 'mint' ? 'Minting again' : 'Burning again',
        acted: async () => (await treasuryRows()).some((r) => r.description === description),
      })
      expect(first).toMatchObject({ method: 'POST', path: `/treasuries/${AR}/${action}` })
      expect(first.body).toStrictEqual({
        currencySymbol: '$AR',
        amount,
        description,
        [action === 'mint' ? 'mintedBy' : 'burnedBy']: OFFICER,
      })
      await expect(dialog).toHaveCount(0)
    }
  }

  const rows = await treasuryRows()
  for (const action of ['mint', 'burn'] as const)
    for (const lost of LOST)
      expect(rows.filter((r) => r.description === `Once ${action} ${lost.name}`)).toHaveLength(1)
})

test('transfer: each lost answer leaves one row, and the retry shows the receipt', async ({ page }) => {
  test.setTimeout(180_000)
  await liveWithKeys(page)
  const calls = recordApiCalls(page, /^\/transfers$/)
  await playAs(page, AURELIA)
  await openMyAccounts(page)
  const from = await defaultAccount(page)
  const accountRows = () => ledger(`/banks/FAB/accounts/${from.number}/transactions`)

  for (const [i, lost] of LOST.entries()) {
    const amount = 31 + i
    const description = `Once transfer ${lost.name}`
    const dialog = await openTransfer(page, from.card)
    await fillToTreasury(dialog, amount, description)
    await expect(dialog.getByRole('region', { name: 'Source balance' })).toBeVisible()
    const [first] = await pressThroughLostAnswer(page, calls, lost, {
      dialog,
      submit: 'Transfer',
      match: '/api/v1/transfers$',
      method: 'POST',
      whether: `whether $AR ${amount} moved`,
      found: new RegExp(
        `^The ledger of ${from.number} \\(${AURELIA}\\) shows a transfer of \\$AR\\s${amount} to ${AR} at `,
      ),
      again: 'Transferring again',
      acted: async () => (await accountRows()).some((r) => r.description === description),
    })
    expect(first.body).toStrictEqual({
      currencySymbol: '$AR',
      amount,
      fromType: 'account',
      fromId: `FAB|${from.number}`,
      toType: 'treasury',
      toId: AR,
      description,
      initiatedBy: AURELIA,
    })
    await expect(
      dialog.getByText(`Transferred $AR ${amount} from ${from.number} (${AURELIA}) to ${AR}`),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
  }

  const rows = await accountRows()
  for (const lost of LOST)
    expect(rows.filter((r) => r.description === `Once transfer ${lost.name}`)).toHaveLength(1)
})

test('open and close account: each lost answer opens or closes one account', async ({ page }) => {
  test.setTimeout(180_000)
  const BRAM = 'Bram Holloway'
  await liveWithKeys(page)
  const calls = recordApiCalls(page, /^\/banks\/NSG\/accounts\/[^/]+(\/close)?$/)
  const bram = await asCharacter(BRAM)
  const accountsAt = async (bankId: string) =>
    (
      (await bram(`/players/${encodeURIComponent(BRAM)}/accounts`)).accounts as {
        accountNumber: string
        bankId: string
      }[]
    )
      .filter((a) => a.bankId === bankId)
      .map((a) => a.accountNumber)
  const start = await accountsAt('NSG')
  await openBanking(page, BRAM)
  await expect(accountAt(page, 'First Aurelian Bank')).toBeVisible()

  const opened: string[] = []
  for (const lost of LOST) {
    await page.getByRole('button', { name: 'Open Account' }).first().click()
    const dialog = topDialog(page)
    await dialog.getByLabel('Bank', { exact: true }).selectOption('NSG')
    await dialog.getByLabel('Account offering').selectOption({ label: 'Basic Account' })
    const [first] = await pressThroughLostAnswer(page, calls, lost, {
      dialog,
      submit: 'Open Account',
      match: '/api/v1/banks/NSG/accounts/open$',
      method: 'POST',
      whether: 'whether the account was opened',
      found: /^The account NSG-\S+ is open\.$/,
      again: 'Opening again',
      acted: async () => (await accountsAt('NSG')).length > start.length + opened.length,
    })
    expect(first).toMatchObject({ method: 'POST', path: '/banks/NSG/accounts/open' })
    expect(first.body).toStrictEqual({ offeringId: expect.any(String), openedBy: BRAM })
    await expect(dialog).toHaveCount(0)
    const now = await accountsAt('NSG')
    // Exactly one more account than before this intent.
    expect(now.filter((n) => !start.includes(n) && !opened.includes(n))).toHaveLength(1)
    opened.push(...now.filter((n) => !start.includes(n) && !opened.includes(n)))
  }
  expect(opened).toHaveLength(3)

  for (const [i, lost] of LOST.entries()) {
    const number = opened[i]!
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: number }) })
    await card.getByRole('button', { name: 'Close Account' }).click()
    const dialog = topDialog(page)
    await dialog.getByLabel('Reason (optional)').fill(`Once close ${lost.name}`)
    const [first] = await pressThroughLostAnswer(page, calls, lost, {
      dialog,
      submit: 'Close Account',
      match: `/api/v1/banks/NSG/accounts/${number}/close$`,
      method: 'DELETE',
      whether: `whether the account ${number} was closed`,
      found: `The account ${number} is closed.`,
      again: 'Closing again',
      acted: async () => !(await accountsAt('NSG')).includes(number),
    })
    expect(first).toMatchObject({ method: 'DELETE', path: `/banks/NSG/accounts/${number}/close` })
    expect(first.body).toStrictEqual({ closedBy: BRAM, reason: `Once close ${lost.name}` })
    await expect(dialog).toHaveCount(0)
  }
  expect(await accountsAt('NSG')).toEqual(start)
})

test('admin transfer: each lost answer leaves one row in the source ledger', async ({ page }) => {
  test.setTimeout(180_000)
  await liveWithKeys(page)
  const calls = recordApiCalls(page, /^\/admin\/transfer$/)
  const treasuryRows = () => ledger(`/treasuries/${encodeURIComponent(AR)}/transactions`)
  await enterAdminPanel(page)

  for (const [i, lost] of LOST.entries()) {
    const amount = 41 + i
    const description = `Once admin ${lost.name}`
    await page.getByRole('button', { name: 'New Admin Transfer' }).click()
    const dialog = topDialog(page)
    await expect(dialog.getByLabel('Act as character')).toHaveAttribute('list', /.+/)
    await dialog.getByLabel('Act as character').fill(AURELIA)
    for (const [side, kind, typed, option] of [
      ['Source Type', 'Treasury', 'Aurelian', /^Aurelian Republic/],
      ['Destination Type', 'Bank Vault', 'First', /^First Aurelian Bank/],
    ] as const) {
      await dialog.getByLabel(side).selectOption(kind)
      const input = dialog.getByRole('combobox', { name: kind }).last()
      await input.click()
      await input.fill(typed)
      await page.getByRole('option', { name: option }).first().click()
    }
    await dialog.getByLabel('Currency').selectOption('$AR')
    await dialog.getByLabel('Amount').fill(String(amount))
    await dialog.getByLabel('Description (optional)').fill(description)
    const [first] = await pressThroughLostAnswer(page, calls, lost, {
      dialog,
      submit: 'Transfer',
      match: '/api/v1/admin/transfer$',
      method: 'POST',
      whether: `whether $AR ${amount} moved`,
      found: new RegExp(
        `^The ledger of ${AR} shows a transfer of \\$AR\\s${amount} to First Aurelian Bank.* at `,
      ),
      again: 'Transferring again',
      acted: async () => (await treasuryRows()).some((r) => r.description === description),
    })
    expect(first.body).toStrictEqual({
      currencySymbol: '$AR',
      amount,
      fromType: 'treasury',
      fromId: AR,
      toType: 'bank',
      toId: 'FAB',
      description,
      asCharacter: AURELIA,
    })
    await expect(dialog.getByText(new RegExp(`^Transferred \\$AR\\s${amount} from `))).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
  }

  const rows = await treasuryRows()
  for (const lost of LOST)
    expect(rows.filter((r) => r.description === `Once admin ${lost.name}`)).toHaveLength(1)
})

test('create offering and create bank: each lost answer creates one', async ({ page }) => {
  test.setTimeout(180_000)
  await liveWithKeys(page)
  const calls = recordApiCalls(page, /^\/banks(\/FAB\/offerings)?$/)
  const aurelia = await asCharacter(AURELIA)
  const offeringNames = async () =>
    ((await aurelia('/banks/FAB/offerings')).offerings as { name: string }[]).map((o) => o.name)
  const banks = async () => (await aurelia('/banks')).banks as { id: string; name: string }[]
  await openBanking(page)
  await openBankDetail(page, 'First Aurelian Bank')

  for (const lost of LOST) {
    const name = `Once ${lost.name} saver`
    await page.getByRole('button', { name: 'Create Offering' }).click()
    const dialog = topDialog(page)
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Interest rate (basis points)').fill('10')
    await dialog.getByLabel('Maintenance fee (per week)').fill('0')
    await dialog.getByLabel('Minimum balance').fill('0')
    const [first] = await pressThroughLostAnswer(page, calls, lost, {
      dialog,
      submit: 'Create Offering',
      match: '/api/v1/banks/FAB/offerings$',
      method: 'POST',
      whether: `whether the offering "${name}" was created`,
      found: `First Aurelian Bank has an offering named "${name}".`,
      again: 'Creating it again',
      acted: async () => (await offeringNames()).includes(name),
    })
    expect(first).toMatchObject({ method: 'POST', path: '/banks/FAB/offerings' })
    expect(first.body).toMatchObject({ name, interestRateBasisPoints: 10, createdBy: AURELIA })
    // Only the bank's own dialog is left under it.
    await expect(page.getByRole('dialog')).toHaveCount(1)
  }
  const names = await offeringNames()
  for (const lost of LOST) expect(names.filter((n) => n === `Once ${lost.name} saver`)).toHaveLength(1)
  // Escape closes the bank's dialog; one pressed while the offering's dialog still fades out is
  // taken by that one, so press until the page has no dialog.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 2_000 })
  }).toPass()

  const start = (await banks()).length
  for (const [i, lost] of LOST.entries()) {
    const name = `Onceler ${['Dropped', 'Waiting', 'Garbled'][i]} Bank`
    await page.getByRole('button', { name: 'Create Bank' }).first().click()
    const dialog = topDialog(page)
    await dialog.getByLabel('Bank name').fill(name)
    const [first] = await pressThroughLostAnswer(page, calls, lost, {
      dialog,
      submit: 'Create Bank',
      match: '/api/v1/banks$',
      method: 'POST',
      whether: `whether the bank ${name} was created`,
      found: new RegExp(`^The bank ${name} \\(\\S+\\) is in the list of banks\\.$`),
      again: 'Creating it again',
      acted: async () => (await banks()).some((b) => b.name === name),
    })
    expect(first).toMatchObject({ method: 'POST', path: '/banks' })
    expect(first.body).toStrictEqual({
      bankId: expect.any(String),
      name,
      jurisdictionNation: AR,
      createdBy: AURELIA,
    })
    await expect(dialog).toHaveCount(0)
  }
  const after = await banks()
  expect(after).toHaveLength(start + 3)
  for (const i of [0, 1, 2])
    expect(
      after.filter((b) => b.name === `Onceler ${['Dropped', 'Waiting', 'Garbled'][i]} Bank`),
    ).toHaveLength(1)
})

// A character founds one nation, and a nation has one currency: each way of losing the answer
// gets a world of its own (the server resets before each test), where Cassius founds a nation
// and gives it its currency.
for (const [i, lost] of LOST.entries()) {
  test(`found a nation and create its currency, the answer lost (${lost.name}): one of each`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await liveWithKeys(page)
    const calls = recordApiCalls(page, /^\/(nations|currencies)$/)
    const cassius = await asCharacter(STATELESS)
    const nation = `Onceland ${['Dropped', 'Waiting', 'Garbled'][i]}`
    const currency = `${nation} Crown`
    const nations = async () =>
      ((await cassius('/nations')).nations as { name: string }[]).filter((n) => n.name === nation)
    const currencies = async () =>
      ((await cassius('/currencies')).currencies as { name: string; symbol: string }[]).filter(
        (c) => c.name === currency,
      )

    await openNations(page, STATELESS)
    await page.getByRole('button', { name: 'Create New Nation' }).click()
    const founding = topDialog(page)
    await founding.getByLabel('Nation name').fill(nation)
    await founding.getByLabel('Abbreviation').fill('OX')
    const [found] = await pressThroughLostAnswer(page, calls, lost, {
      dialog: founding,
      submit: 'Create Nation',
      match: '/api/v1/nations$',
      method: 'POST',
      whether: `whether ${nation} was founded`,
      found: `You are a member of ${nation}: it was founded.`,
      again: 'Creating it again',
      acted: async () => (await nations()).length > 0,
    })
    expect(found).toMatchObject({ method: 'POST', path: '/nations' })
    expect(found.body).toMatchObject({ name: nation, abbreviation: 'OX', founderId: STATELESS })
    await expect(page.getByRole('heading', { level: 2, name: nation })).toBeVisible()
    expect(await nations()).toHaveLength(1)

    await page.getByRole('tab', { name: 'Treasury' }).click()
    await page.getByRole('button', { name: 'Create Currency' }).click()
    const creating = topDialog(page)
    await creating.getByLabel('Currency name').fill(currency)
    const [created] = await pressThroughLostAnswer(page, calls, lost, {
      dialog: creating,
      submit: 'Create Currency',
      match: '/api/v1/currencies$',
      method: 'POST',
      whether: `whether the currency ${currency} was created`,
      found: `${nation} has its currency: ${currency} ($OX).`,
      again: 'Creating it again',
      acted: async () => (await currencies()).length > 0,
    })
    expect(created).toMatchObject({ method: 'POST', path: '/currencies' })
    expect(created.body).toStrictEqual({ name: currency, issuingNation: nation, createdBy: STATELESS })
    // Confirmed by the replay: the Mint dialog follows for the new currency, as after any creation.
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Mint Currency' })).toBeVisible()
    expect(await currencies()).toEqual([expect.objectContaining({ symbol: '$OX' })])
  })
}
