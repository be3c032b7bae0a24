// The dashboard in live mode: the production build against the fake backend as a real HTTP server,
// with the exact calls the panels send and their count. A character with 10 accounts costs at most
// 12 requests: her accounts, the first ledger page of 8 of them, her nation, the banks and her
// nation's treasury.
import { expect, test } from '@playwright/test'
import { apiAs, recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import { panel } from './support/dashboard'
import { AURELIA, playAs } from './transfer-support'

const server = useLiveServer('minimal', { resetEachTest: true })

/** Calls the server as the character would (outside the page): its answer's body. */
const asCharacter = (name: string) => apiAs(server.origin, name)

/** Opens accounts for Aurelia until she has `count`, at both banks of the minimal world. */
async function giveAureliaAccounts(count: number) {
  const call = await asCharacter(AURELIA)
  const active = async (bankId: string) =>
    ((await call(`/banks/${bankId}/offerings?activeOnly=true`)).offerings as { id: string }[]).map(
      (o) => o.id,
    )
  const offerings = [
    ...(await active('FAB')).map((id) => ['FAB', id]),
    ...(await active('NSG')).map((id) => ['NSG', id]),
  ]
  let held = ((await call(`/players/${encodeURIComponent(AURELIA)}/accounts`)).accounts as unknown[]).length
  for (let i = 0; held < count; i++, held++) {
    const [bankId, offeringId] = offerings[i % offerings.length]!
    await call(`/banks/${bankId}/accounts/open`, { method: 'POST', body: { offeringId, openedBy: AURELIA } })
  }
  return (await call(`/players/${encodeURIComponent(AURELIA)}/accounts`)).accounts as {
    accountNumber: string
    bankId: string
    isDefault: boolean
  }[]
}

test('with 10 accounts the dashboard sends 12 calls, each the exact section 7 call', async ({ page }) => {
  test.setTimeout(120_000)
  const accounts = await giveAureliaAccounts(10)
  expect(accounts).toHaveLength(10)
  await useLiveMode(page, server.origin)
  const calls = recordApiCalls(page, /./)
  await playAs(page, AURELIA)

  // Every panel has its data on screen: every call it needs has been answered.
  await expect(panel(page, 'Money at a glance').getByLabel('Totals')).toBeVisible()
  await expect(panel(page, 'Since your last visit').getByText(/first visit on this browser/)).toBeVisible()
  await expect(panel(page, 'Recent activity').getByRole('listitem').first()).toBeVisible()
  await expect(panel(page, 'My roles').getByText(/^Treasury: \$AR\s[\d,]+$/)).toBeVisible()
  await expect(panel(page, 'Recent activity').getByText('From 8 of your 10 accounts')).toBeVisible()

  const dashboard = calls.filter((c) => !c.path.startsWith('/auth/') && c.path !== '/ugc-status')
  expect(
    dashboard.every((c) => c.method === 'GET' && /^Bearer \S+$/.test(c.headers.authorization ?? '')),
  ).toBe(true)
  const ledgers = dashboard.filter((c) => c.path.endsWith('/transactions'))
  expect(dashboard.filter((c) => !c.path.endsWith('/transactions')).map((c) => [c.path, c.query])).toEqual(
    expect.arrayContaining([
      [`/players/${AURELIA}/accounts`, {}],
      ['/nations/my-memberships', {}],
      ['/banks', {}],
      ['/treasuries/Aurelian Republic', {}],
    ]),
  )
  expect(ledgers).toHaveLength(8)
  expect(dashboard).toHaveLength(12)
  // One first page of 10 per account, each of her accounts at most once, her default among them.
  const byNumber = new Map(accounts.map((a) => [a.accountNumber, a]))
  const asked = ledgers.map((c) => {
    const [, bankId, number] = /^\/banks\/([^/]+)\/accounts\/([^/]+)\/transactions$/.exec(c.path) ?? []
    expect(c.query).toStrictEqual({ limit: '10', offset: '0' })
    expect(byNumber.get(number!)?.bankId).toBe(bankId)
    return number!
  })
  expect(new Set(asked).size).toBe(8)
  expect(asked).toContain(accounts.find((a) => a.isDefault)!.accountNumber)
})

test('a character with no accounts, nation or bank office sends three calls and shows each panel empty', async ({
  page,
}) => {
  await useLiveMode(page, server.origin)
  const calls = recordApiCalls(page, /./)
  await playAs(page, 'Cassius Thorne')
  await expect(panel(page, 'Money at a glance').getByText('No bank accounts yet.')).toBeVisible()
  await expect(panel(page, 'Since your last visit').getByText('No bank accounts to watch yet.')).toBeVisible()
  await expect(panel(page, 'Recent activity').getByText('No transactions found')).toBeVisible()
  await expect(panel(page, 'My roles').getByText('Not a member of any nation.')).toBeVisible()
  await expect(panel(page, 'My roles').getByText('Not an officer of any bank.')).toBeVisible()
  const dashboard = calls.filter((c) => !c.path.startsWith('/auth/') && c.path !== '/ugc-status')
  expect(dashboard.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
    'GET /banks',
    'GET /nations/my-memberships',
    'GET /players/Cassius Thorne/accounts',
  ])
})
