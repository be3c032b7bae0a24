// Live mode: the built console against the fake backend as a real HTTP server (its own process),
// and the exact path and body of every admin call the panel sends.
import { expect, test, type Page } from '@playwright/test'
import { recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import { enterAdminPanel, entityCard, openEntities, topDialog } from './support/admin'

const server = useLiveServer('minimal')

/** Picks a party in the transfer dialog: its kind, then an option found by typing. */
async function pick(page: Page, side: string, kind: string, typed: string, option: RegExp) {
  const dialog = topDialog(page)
  await dialog.getByLabel(side).selectOption(kind)
  // The side's own picker: the destination starts as Bank Account, so both sides may have one.
  const group = dialog.getByRole('group', { name: side === 'Source Type' ? 'From' : 'To' })
  const input = group.getByRole('combobox', { name: kind })
  await input.click()
  await input.fill(typed)
  await page.getByRole('option', { name: option }).first().click()
}

async function save(page: Page, field: string, value: string) {
  const dialog = topDialog(page)
  await dialog.getByLabel(field).fill(value)
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toHaveCount(0)
}

test('every admin call goes out with the exact path and body', async ({ page }) => {
  test.slow()
  await server.scenario('minimal')
  await useLiveMode(page, server.origin)
  const calls = recordApiCalls(page, /^\/admin\//)
  await enterAdminPanel(page)

  // An admin transfer as a character: treasury to bank vault.
  await page.getByRole('button', { name: 'New Admin Transfer' }).click()
  let dialog = topDialog(page)
  // The characters' names are suggested from the admin list, read before Entity Management opens.
  await expect(dialog.getByLabel('Act as character')).toHaveAttribute('list', /.+/)
  expect(calls.map(({ method, path, query }) => ({ method, path, query }))).toContainEqual({
    method: 'GET',
    path: '/admin/entities/characters',
    query: {},
  })
  await dialog.getByLabel('Act as character').fill('Aurelia Voss')
  await pick(page, 'Source Type', 'Treasury', 'Aurelian', /^Aurelian Republic/)
  await pick(page, 'Destination Type', 'Bank Vault', 'First', /^First Aurelian Bank/)
  await dialog.getByLabel('Currency').selectOption('$AR')
  await dialog.getByLabel('Amount').fill('25')
  await dialog.getByLabel('Description (optional)').fill('Vault top-up')
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click()
  await expect(dialog.getByText(/^Transferred \$AR\s25 from /)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Characters: edit, mark deceased, delete.
  await openEntities(page, 'Characters')
  await page.getByRole('button', { name: 'Edit Mira Quill' }).click()
  await save(page, 'Biography', 'Keeper of the winter ledgers.')
  await page.getByRole('button', { name: 'Mark Deceased Lena Brook' }).click()
  await topDialog(page).getByRole('textbox').fill('Lena Brook')
  await topDialog(page).getByRole('button', { name: 'Mark Deceased' }).click()
  await expect(entityCard(page, 'Lena Brook').getByText('Deceased')).toBeVisible()
  await page.getByRole('button', { name: 'Delete Cassius Thorne' }).click()
  await topDialog(page).getByRole('textbox').fill('Cassius Thorne')
  await topDialog(page).getByRole('button', { name: 'Delete character' }).click()
  await expect(entityCard(page, 'Cassius Thorne')).toHaveCount(0)

  // Banks: rename, promote by name, demote.
  await openEntities(page, 'Banks')
  await page.getByRole('button', { name: 'Edit First Aurelian Bank' }).click()
  await save(page, 'Name', 'First Aurelian Trust')
  await page.getByRole('button', { name: 'Officers First Aurelian Trust' }).click()
  dialog = topDialog(page)
  await dialog.getByRole('textbox', { name: 'Character name' }).fill('Mira Quill')
  await dialog.getByRole('button', { name: 'Promote', exact: true }).click()
  await dialog.getByRole('button', { name: 'Demote Mira Quill' }).click()
  await expect(dialog.getByRole('listitem', { name: 'Mira Quill' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Nations: edit, promote a citizen, remove one, delete.
  const nationList = page.waitForResponse((r) => r.url().endsWith('/admin/entities/nations'))
  await openEntities(page, 'Nations')
  const { nations } = (await (await nationList).json()) as { nations: { id: string; name: string }[] }
  const idOf = (name: string) => nations.find((n) => n.name === name)!.id
  await page.getByRole('button', { name: 'Edit Kingdom of Norvale' }).click()
  await save(page, 'Description', 'A northern crown of cold hills.')
  await page.getByRole('button', { name: 'Officers Aurelian Republic' }).click()
  dialog = topDialog(page)
  await dialog.getByRole('button', { name: 'Promote Tomas Reed' }).click()
  await expect(
    dialog.getByRole('region', { name: 'Current officers' }).getByRole('listitem', { name: 'Tomas Reed' }),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Remove Bram Holloway' }).click()
  await topDialog(page).getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(dialog.getByRole('listitem', { name: 'Bram Holloway' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Delete Kingdom of Norvale' }).click()
  await topDialog(page).getByRole('textbox').fill('Kingdom of Norvale')
  await topDialog(page).getByRole('button', { name: 'Delete nation' }).click()
  await expect(entityCard(page, 'Kingdom of Norvale')).toHaveCount(0)

  const changes = calls
    .filter((c) => c.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }))
  expect(changes).toEqual([
    {
      method: 'POST',
      path: '/admin/transfer',
      body: {
        currencySymbol: '$AR',
        amount: 25,
        fromType: 'treasury',
        fromId: 'Aurelian Republic',
        toType: 'bank',
        toId: 'FAB',
        description: 'Vault top-up',
        asCharacter: 'Aurelia Voss',
      },
    },
    {
      method: 'PUT',
      path: '/admin/character',
      body: { displayName: 'Mira Quill', biography: 'Keeper of the winter ledgers.' },
    },
    { method: 'POST', path: '/admin/mark-deceased', body: { displayName: 'Lena Brook' } },
    {
      method: 'DELETE',
      path: '/admin/entity',
      body: { entityType: 'character', entityId: 'Cassius Thorne' },
    },
    { method: 'PUT', path: '/admin/bank', body: { bankId: 'FAB', name: 'First Aurelian Trust' } },
    {
      method: 'POST',
      path: '/admin/promote-officer',
      body: { characterName: 'Mira Quill', entityType: 'bank', entityId: 'FAB' },
    },
    {
      method: 'POST',
      path: '/admin/demote-officer',
      body: { characterName: 'Mira Quill', entityType: 'bank', entityId: 'FAB' },
    },
    {
      method: 'PUT',
      path: '/admin/nation',
      body: { nationId: idOf('Kingdom of Norvale'), description: 'A northern crown of cold hills.' },
    },
    {
      method: 'POST',
      path: '/admin/promote-officer',
      body: { characterName: 'Tomas Reed', entityType: 'nation', entityId: 'Aurelian Republic' },
    },
    {
      method: 'POST',
      path: '/admin/remove-citizen',
      body: { characterName: 'Bram Holloway', nationId: idOf('Aurelian Republic') },
    },
    {
      method: 'DELETE',
      path: '/admin/entity',
      body: { entityType: 'nation', entityId: 'Kingdom of Norvale' },
    },
  ])
  const lists = new Set(calls.filter((c) => c.method === 'GET').map((c) => c.path))
  expect([...lists].sort()).toEqual([
    '/admin/entities/banks',
    '/admin/entities/characters',
    '/admin/entities/nations',
  ])
  for (const call of calls) expect(call.headers.authorization).toMatch(/^Bearer \S+$/)
})
