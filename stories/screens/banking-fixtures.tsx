// Shared by the banking stories: the game screen opened on Banking & Finance, and the few ways
// the play functions look at it. The world is the real fake backend (parameters.world).

import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { GameScreen } from '@/app/GameScreen'
import { openSection } from '@/state/game'
import { addBankOfficer, createBank } from '@mocks/rules/banks'
import { liveWorld } from '@mocks/rules/live'
import { character } from '@mocks/rules/permissions'
import { expectAlert, expectFieldProblem, page, type Canvas } from '../support/play'
import { SETTLE } from '../support/world'

export { SETTLE, expectAlert, expectFieldProblem }

/** The game screen with Banking & Finance open, as the dashboard tile leaves it. */
export function BankingScreen() {
  useState(() => openSection('banking'))
  return <GameScreen />
}

export { page, type Canvas }

export async function openTab(canvas: Canvas, name: string) {
  await userEvent.click(await canvas.findByRole('tab', { name }, SETTLE))
  await canvas.findByRole('heading', { level: 2, name }, SETTLE)
}

/**
 * The newest dialog once it has finished fading in (the runner reuses the page, so a previous
 * story's dialog may still be on its way out: only dialogs whose title is visible count).
 */
export async function topDialog(canvas: Canvas, title?: string | RegExp): Promise<Canvas> {
  let found: HTMLElement | undefined
  await waitFor(() => {
    const dialogs = canvas.getAllByRole('dialog').filter((d: HTMLElement) => {
      const heading = within(d).queryAllByRole('heading')[0]
      return heading && (title === undefined || within(d).queryByRole('heading', { name: title }))
    })
    found = dialogs.at(-1)
    expect(found).toBeDefined()
    expect(within(found!).getAllByRole('heading')[0]).toBeVisible()
  }, SETTLE)
  return within(found!)
}

/** The card (article) named `name`. */
export const cardOf = async (canvas: Canvas, name: string | RegExp) =>
  within(await canvas.findByRole('article', { name }, SETTLE))

/** Opens All Banks and the detail of `bank`; returns the dialog once its offerings are listed. */
export async function openBankDetail(canvas: Canvas, bank: string): Promise<Canvas> {
  await openTab(canvas, 'All Banks')
  await userEvent.click(await canvas.findByRole('button', { name: `View Offerings of ${bank}` }, SETTLE))
  const dialog = await topDialog(canvas, new RegExp(bank))
  await dialog.findByRole('heading', { name: 'Offerings' }, SETTLE)
  return dialog
}

/** Opens `bank`'s detail and clicks its `button`; returns the dialog that opens, titled `title`. */
export async function openFromBank(canvas: Canvas, bank: string, button: string, title = button) {
  const detail = await openBankDetail(canvas, bank)
  await userEvent.click(detail.getByRole('button', { name: button }))
  return topDialog(canvas, title)
}

/** Opens `bank`'s All Accounts dialog from its detail. */
export const openAllAccounts = (canvas: Canvas, bank: string) =>
  openFromBank(canvas, bank, 'All Accounts', `All Accounts - ${bank}`)

/** The table row whose first cell starts with `name`. */
export async function rowOf(scope: Canvas, name: string): Promise<Canvas> {
  let found: HTMLElement | undefined
  await waitFor(() => {
    found = scope
      .getAllByRole('row')
      .find((row: HTMLElement) => within(row).queryAllByRole('cell')[0]?.textContent?.startsWith(name))
    expect(found).toBeDefined()
  }, SETTLE)
  return within(found!)
}

/** `bank`'s offerings table, inside its open detail. */
export const offeringsOf = async (detail: Canvas, bank = 'First Aurelian Bank') =>
  within(await detail.findByRole('table', { name: `Offerings of ${bank}` }, SETTLE))

/** Chooses Edit or Delete in `offering`'s row menu; returns the dialog that opens. */
export async function offeringAction(
  canvas: Canvas,
  offerings: Canvas,
  offering: string,
  action: 'Edit' | 'Delete',
) {
  await userEvent.click(
    (await rowOf(offerings, offering)).getByRole('button', { name: `Actions for ${offering}` }),
  )
  await userEvent.click(await canvas.findByRole('menuitem', { name: action }, SETTLE))
  return topDialog(canvas, `${action} Offering`)
}

/**
 * Waits until the dialog titled `title` is the only one left: a closed child dialog fades out
 * while its parent is still inert, and the accessibility check must see the settled page.
 */
export async function onlyDialog(canvas: Canvas, title: string | RegExp) {
  await waitFor(() => {
    // hidden: a dialog on its way out is hidden from the accessibility tree but still scrolls.
    const dialogs = canvas.getAllByRole('dialog', { hidden: true })
    expect(dialogs).toHaveLength(1)
    expect(within(dialogs[0]).getAllByRole('heading')[0].textContent).toMatch(title)
    expect(dialogs[0].closest('[inert]')).toBeNull()
  }, SETTLE)
}

/** A bank Cassius Thorne founded a moment ago: no accounts, so no interest was ever due. */
export const withNewBank = () => {
  const w = liveWorld()
  createBank(w, character('Cassius Thorne'), {
    bankId: 'CTB',
    name: 'Cassius Thorne Bank',
    jurisdictionNation: 'Aurelian Republic',
  })
}

/** Mira Quill as a second officer of FAB, so there is someone to remove. */
export const withSecondOfficer = () => {
  const w = liveWorld()
  addBankOfficer(w, character('Aurelia Voss'), w.bankById('FAB')!, 'Mira Quill')
}

/** Chooses a bank in the Open Account dialog once the banks have arrived. */
export async function chooseBank(dialog: Canvas, bankId: string) {
  await waitFor(
    () => expect(dialog.getByRole('option', { name: new RegExp(`\\(${bankId}\\)`) })).toBeTruthy(),
    SETTLE,
  )
  await userEvent.selectOptions(dialog.getByLabelText('Bank'), bankId)
}

/**
 * Aurelia closes her FAB account, moving everything to her NSG account: presses "Move everything
 * and close" and returns the dialog with both account numbers as her cards show them.
 */
export async function moveEverythingFabToNsg(canvas: Canvas) {
  const fab = await cardOf(canvas, /^FAB-/)
  const fabNumber = fab.getByRole('heading', { name: /^FAB-\d{6}$/ }).textContent!
  const nsgNumber = (await cardOf(canvas, /^NSG-/)).getByRole('heading', {
    name: /^NSG-\d{6}$/,
  }).textContent!
  await userEvent.click(fab.getByRole('button', { name: 'Close Account' }))
  const dialog = await topDialog(canvas, 'Close Account')
  await userEvent.selectOptions(
    dialog.getByLabelText('Move everything to…'),
    `${nsgNumber} (Norvale Savings Guild)`,
  )
  await userEvent.click(dialog.getByRole('button', { name: 'Move everything and close' }))
  return { dialog, fabNumber, nsgNumber }
}
