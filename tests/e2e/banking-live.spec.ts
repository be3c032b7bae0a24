// Banking in live mode: the production build against the fake backend as a real HTTP server on
// another origin, with the exact path and body of every banking call the console sends.
import { expect, test, type Page } from '@playwright/test'
import {
  outlastTimeOut,
  recordApiCalls,
  useLiveMode,
  useLiveServer,
  type RecordedCall,
} from './support/live-server'
import { accountAt, offeringRow, openBankDetail, openBanking, topDialog } from './support/banking'
import { characterCards, expectCharacterSelect, openLogin, signIn } from './helpers'
import { openArea } from './support/dashboard'

const server = useLiveServer('minimal', { resetEachTest: true })
test.beforeEach(({ page }) => useLiveMode(page, server.origin))

/** The offerings of `bankId` as the server listed them to the page (for their ids). */
function offeringsSeen(page: Page, bankId: string) {
  const seen = new Map<string, string>()
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith(`/banks/${bankId}/offerings`)) return
    const body = (await response.json().catch(() => null)) as { offerings?: { id: string; name: string }[] }
    for (const o of body?.offerings ?? []) seen.set(o.name, o.id)
  })
  return seen
}

test('opens an account, makes it the default and closes it with the exact calls', async ({ page }) => {
  const calls = recordApiCalls(page, /^\/(banks|players)\//)
  const offerings = offeringsSeen(page, 'NSG')
  await openBanking(page, 'Bram Holloway')
  await expect(accountAt(page, 'First Aurelian Bank')).toBeVisible()
  expect(calls.find((c) => c.path === '/players/Bram Holloway/accounts')).toMatchObject({
    method: 'GET',
    headers: expect.objectContaining({ authorization: expect.stringMatching(/^Bearer \S+$/) }),
  })

  await page.getByRole('button', { name: 'Open Account' }).first().click()
  const dialog = topDialog(page)
  await dialog.getByLabel('Bank', { exact: true }).selectOption('NSG')
  await dialog.getByLabel('Account offering').selectOption({ label: 'Basic Account' })
  await dialog.getByRole('button', { name: 'Open Account' }).click()
  const card = accountAt(page, 'Norvale Savings Guild')
  await expect(card).toBeVisible()
  const number = (await card.getByRole('heading').textContent())!.trim()

  expect(calls.find((c) => c.path === '/banks/NSG/offerings')).toMatchObject({
    method: 'GET',
    query: { activeOnly: 'true' },
  })
  const opened = calls.filter((c) => c.path === '/banks/NSG/accounts/open')
  expect(opened).toHaveLength(1)
  expect(opened[0]).toMatchObject({ method: 'POST' })
  await expect.poll(() => offerings.get('Basic Account')).toBeTruthy()
  expect(opened[0].body).toEqual({ offeringId: offerings.get('Basic Account'), openedBy: 'Bram Holloway' })

  await card.getByRole('button', { name: 'Make Default' }).click()
  await expect(card.getByText('Default', { exact: true })).toBeVisible()
  const setDefault = calls.filter((c) => c.path === `/banks/NSG/accounts/${number}/set-default`)
  expect(setDefault).toHaveLength(1)
  expect(setDefault[0]).toMatchObject({ method: 'PUT', body: null })

  await card.getByRole('button', { name: 'Close Account' }).click()
  const close = topDialog(page)
  await close.getByLabel('Reason (optional)').fill('Only trying it out')
  await close.getByRole('button', { name: 'Close Account' }).click()
  await expect(page.getByRole('region', { name: 'Norvale Savings Guild' })).toHaveCount(0)
  const closed = calls.filter((c) => c.path === `/banks/NSG/accounts/${number}/close`)
  expect(closed).toHaveLength(1)
  expect(closed[0]).toMatchObject({
    method: 'DELETE',
    body: { closedBy: 'Bram Holloway', reason: 'Only trying it out' },
  })
})

test('creates, deactivates, renames and deletes an offering with the exact calls', async ({ page }) => {
  const calls = recordApiCalls(page, /^\/banks\/FAB\/offerings/)
  const offerings = offeringsSeen(page, 'FAB')
  await openBanking(page)
  await openBankDetail(page, 'First Aurelian Bank')

  await page.getByRole('button', { name: 'Create Offering' }).click()
  const form = topDialog(page)
  await form.getByLabel('Name').fill('Harbour Saver')
  await form.getByLabel('Description').fill('For river traders')
  await form.getByLabel('Interest rate (basis points)').fill('75')
  await form.getByLabel('Maintenance fee (per week)').fill('1')
  await form.getByLabel('Minimum balance').fill('10')
  await form.getByLabel('Maximum balance (optional)').fill('20,000')
  await form.getByRole('checkbox', { name: 'Overdraft allowed' }).click()
  await form.getByLabel('Overdraft limit').fill('300')
  await form.getByLabel('Overdraft fee (per week)').fill('5')
  await form.getByRole('button', { name: 'Create Offering' }).click()
  const row = offeringRow(page, 'Harbour Saver')
  await expect(row).toContainText('0.75% per week')
  // The page's copy of the list is read as it arrives; give the reader its moment.
  await expect.poll(() => offerings.get('Harbour Saver')).toBeTruthy()
  const id = offerings.get('Harbour Saver')!
  const created = calls.filter((c) => c.method === 'POST')
  expect(created).toHaveLength(1)
  expect(created[0]).toMatchObject({ path: '/banks/FAB/offerings' })
  expect(created[0].body).toEqual({
    name: 'Harbour Saver',
    description: 'For river traders',
    interestRateBasisPoints: 75,
    maintenanceFeeAmount: 1,
    minimumBalance: 10,
    maximumBalance: 20000,
    overdraftAllowed: true,
    overdraftLimit: 300,
    overdraftFeeAmount: 5,
    createdBy: 'Aurelia Voss',
  })

  await row.getByRole('switch', { name: 'Harbour Saver accepts new accounts' }).click()
  await expect(row.getByRole('switch', { name: 'Harbour Saver accepts new accounts' })).not.toBeChecked()
  await row.getByRole('button', { name: 'Actions for Harbour Saver' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = topDialog(page)
  await edit.getByLabel('Name').fill('Harbour Saver Plus')
  await edit.getByRole('button', { name: 'Save' }).click()
  const renamed = offeringRow(page, 'Harbour Saver Plus')
  await expect(renamed).toBeVisible()
  const updates = calls.filter((c) => c.method === 'PUT')
  expect(updates.map((c) => c.path)).toEqual([`/banks/FAB/offerings/${id}`, `/banks/FAB/offerings/${id}`])
  expect(updates.map((c) => c.body)).toEqual([
    { name: 'Harbour Saver', description: 'For river traders', isActive: false, updatedBy: 'Aurelia Voss' },
    {
      name: 'Harbour Saver Plus',
      description: 'For river traders',
      isActive: false,
      updatedBy: 'Aurelia Voss',
    },
  ])

  await renamed.getByRole('button', { name: 'Actions for Harbour Saver Plus' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await topDialog(page).getByRole('button', { name: 'Delete Offering' }).click()
  await expect(offeringRow(page, 'Harbour Saver')).toHaveCount(0)
  const deleted = calls.filter((c) => c.method === 'DELETE')
  expect(deleted).toEqual([expect.objectContaining({ path: `/banks/FAB/offerings/${id}`, body: null })])
})

// Osric Vale (the minimal world's NorthWind account) is an officer of a nation without a currency.
const OSRIC = { username: 'NorthWind', password: 'north-wind', uuid: '1a2b3c4d-0001-4a00-8000-000000000001' }

/**
 * Signs Osric in and opens Banking's Markets; his office, asked of the server with the console's
 * own token (the page's copy of an answer is not always kept for Playwright to read).
 */
async function openMarketsAsOsric(page: Page) {
  const memberships = page.waitForRequest(
    (r) => r.url().endsWith('/nations/my-memberships') && r.method() === 'GET',
  )
  await openLogin(page)
  await signIn(page, OSRIC, 'uuid')
  await expectCharacterSelect(page)
  await characterCards(page).filter({ hasText: 'Osric Vale' }).click()
  await openArea(page, 'Banking & Finance')
  await page.getByRole('tab', { name: 'Markets', exact: true }).click()
  const request = await memberships
  const answer = await page.request.get(request.url(), {
    headers: { authorization: (await request.allHeaders()).authorization! },
  })
  const { memberships: offices } = (await answer.json()) as {
    memberships: { nationId: string; nationName: string; role: string }[]
  }
  return offices.find((m) => m.role === 'officer')!
}

const isNationCall = (c: RecordedCall) =>
  /^\/nations(\/|$)/.test(c.path) && c.path !== '/nations/my-memberships'

test("Markets asks for the officer's own nation alone, never the whole nation list", async ({ page }) => {
  const calls = recordApiCalls(page, /^\/(nations|currencies)/)
  const office = await openMarketsAsOsric(page)
  await expect(page.getByRole('button', { name: 'Create Currency' })).toBeVisible()
  expect(office.nationName).toBe('Kingdom of Norvale')
  expect(calls.filter(isNationCall)).toEqual([
    expect.objectContaining({ method: 'GET', path: `/nations/${office.nationId}`, body: null }),
  ])
  expect(calls.filter((c) => c.path === '/currencies')).toEqual([
    expect.objectContaining({ method: 'GET', query: {}, body: null }),
  ])
  await page.getByRole('button', { name: 'Create Currency' }).click()
  await expect(topDialog(page).getByText('Kingdom of Norvale', { exact: true })).toBeVisible()
})

test("Markets says when the officer's nation cannot be read, and keeps working", async ({ page }) => {
  // One fault at a time on GET /nations/{id} (not the memberships), each read again with "Try
  // again". Faults whose texts are alike never follow each other, so every new text is a new answer.
  const NATION = '/api/v1/nations/(?!my-memberships)[^/?]+(\\?|$)'
  const faults = [
    { fault: { network: true }, text: 'Failed to load nations' },
    { fault: { status: 500, message: 'The nation registry is down' }, text: 'The nation registry is down' },
    // No answer within the console's time-out (reached by moving the page's clock).
    { fault: { hang: true }, text: 'Failed to load nations' },
    {
      fault: { body: { success: false, error: 'Nation records are being rebuilt' } },
      text: 'Nation records are being rebuilt',
    },
    { fault: { malformed: true }, text: 'Failed to load nations' },
  ]
  const calls = recordApiCalls(page, /^\/nations\//)
  const markets = page.getByRole('tabpanel', { name: 'Markets' })
  const alert = markets.getByRole('alert')
  const failWith = (fault: Record<string, unknown>) =>
    server.faults({ routes: [{ match: NATION, regex: true, method: 'GET', ...fault }] })

  // The page's timers run on a clock the test can move: time passes as usual, and the console's
  // time-out is reached by moving the clock, not by waiting it out.
  await page.clock.install()
  await failWith(faults[0]!.fault)
  const office = await openMarketsAsOsric(page)
  for (const [i, { fault, text }] of faults.entries()) {
    if (i > 0) {
      await failWith(fault)
      const asked = page.waitForRequest(
        (r) => r.method() === 'GET' && new RegExp(NATION).test(new URL(r.url()).pathname),
      )
      await alert.getByRole('button', { name: 'Try again' }).click()
      if ('hang' in fault) {
        await asked
        await outlastTimeOut(page)
      }
    }
    await expect(alert).toHaveText(new RegExp(`^${text}`), { timeout: 30_000 })
    // The currencies stay listed; only creating one waits for the nation.
    await expect(markets.getByRole('heading', { level: 3 }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create Currency' })).toHaveCount(0)
  }
  const asked = calls.filter(isNationCall)
  expect(asked.length).toBeGreaterThanOrEqual(faults.length)
  for (const call of asked) {
    expect(call).toMatchObject({ method: 'GET', path: `/nations/${office.nationId}`, query: {}, body: null })
  }

  await server.clearFaults()
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('button', { name: 'Create Currency' })).toBeVisible()
  await expect(alert).toHaveCount(0)
})
