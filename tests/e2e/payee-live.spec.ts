// Money goes where the player meant (issue 36): a typed account number shows its holder, found
// with the account search of spec section 7, before Transfer takes it. Live mode: the exact
// look-up calls and the transfer's body cross a real socket to the fake backend.
import { expect, test } from '@playwright/test'
import { recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import { AURELIA, BRAM, defaultAccount, openMyAccounts, openTransfer, playAs } from './transfer-support'

const server = useLiveServer('minimal', { resetEachTest: true })

test('a typed account number shows its holder before Transfer, and a number nobody has blocks it', async ({
  page,
}) => {
  await useLiveMode(page, server.origin)
  const searches = recordApiCalls(page, /^\/accounts\/search$/)
  const transfers = recordApiCalls(page, /^\/transfers$/)
  await playAs(page, AURELIA)
  await openMyAccounts(page)
  const from = await defaultAccount(page)
  const dialog = await openTransfer(page, from.card)
  // Bank Account is where most money goes: it is the destination type to start with.
  await expect(dialog.getByLabel('Destination Type')).toHaveValue('account')

  // Bram's account number, as the search by name offers it.
  const to = dialog.getByRole('group', { name: 'To' })
  const picker = to.getByRole('combobox', { name: 'Bank Account' })
  await picker.click()
  await picker.fill('Bram')
  const option = page.getByRole('option', { name: new RegExp(`\\(${BRAM}\\)`) }).first()
  const bramNumber = ((await option.textContent()) ?? '').match(/^([A-Z]+-\d+)/)?.[1] ?? ''
  expect(bramNumber).toMatch(/^[A-Z]+-\d+$/)
  await picker.press('Escape')

  await to.getByRole('switch', { name: 'Search by character name' }).click()
  await dialog.getByLabel('Currency').selectOption('$AR')
  await dialog.getByLabel('Amount').fill('3')
  const before = searches.length
  await dialog.getByLabel('Account or routing number').fill(bramNumber)
  await expect(dialog.getByText(`${bramNumber} · ${BRAM}`)).toBeVisible()
  await expect(
    dialog.getByText(`Transfer $AR 3 from ${from.number} (${AURELIA}) to ${bramNumber} (${BRAM})`),
  ).toBeVisible()
  // One look-up of the whole number (the field is debounced), exactly as section 7 has it.
  expect(searches.slice(before)).toEqual([
    expect.objectContaining({
      method: 'GET',
      path: '/accounts/search',
      query: { q: bramNumber },
      body: null,
    }),
  ])

  // A number no account has: said under the field; Transfer sends nothing.
  const unknown = `${bramNumber.split('-')[0]}-999999`
  await dialog.getByLabel('Account or routing number').fill(unknown)
  const message = `No account has the number ${unknown}. Check the number and try again.`
  await expect(dialog.getByText(message)).toBeVisible()
  await expect(dialog.getByLabel('Account or routing number')).toHaveAttribute('aria-invalid', 'true')
  expect(searches.at(-1)).toEqual(
    expect.objectContaining({ method: 'GET', path: '/accounts/search', query: { q: unknown } }),
  )
  await dialog.getByRole('button', { name: 'Transfer' }).click()
  // Transfer points at the field that says it, once: no banner repeats it.
  await expect(dialog.getByLabel('Account or routing number')).toBeFocused()
  await expect(dialog.getByText(message)).toHaveCount(1)
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  expect(transfers).toEqual([])

  // Back to Bram's number: the transfer goes to the account the look-up found.
  await dialog.getByLabel('Account or routing number').fill(bramNumber)
  await expect(dialog.getByText(`${bramNumber} · ${BRAM}`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Transfer' }).click()
  await expect(
    dialog.getByText(`Transferred $AR 3 from ${from.number} (${AURELIA}) to ${bramNumber} (${BRAM})`),
  ).toBeVisible()
  expect(transfers).toHaveLength(1)
  expect(transfers[0].body).toStrictEqual({
    currencySymbol: '$AR',
    amount: 3,
    fromType: 'account',
    fromId: `FAB|${from.number}`,
    toType: 'account',
    toId: `${bramNumber.split('-')[0]}|${bramNumber}`,
    description: '',
    initiatedBy: AURELIA,
  })
})
