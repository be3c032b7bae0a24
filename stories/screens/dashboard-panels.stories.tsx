import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { GameScreen } from '@/app/GameScreen'
import { fetchBanks, fetchPlayerAccounts } from '@/api/banks'
import { fetchTreasury } from '@/api/treasuries'
import { PANEL_TEXTS } from '@/features/dashboard/texts'
import { readVisit, VISITS_KEY, visitKey, writeVisit } from '@/features/dashboard/visit-marks'
import { SITTINGS_KEY } from '@/features/dashboard/visit-sittings'
import { formatAmount } from '@/lib/format'
import { game } from '@/state/game'
import { liveWorld } from '@mocks/rules/live'
import { adminTransfer } from '@mocks/rules/transfers'
import { move } from '@mocks/scenarios/factories'
import { DEMO_ACCOUNTS } from '@mocks/scenarios'
import { SETTLE, type StoryWorld } from '../support/world'
import { openedDialog, page, type Canvas } from '../support/play'

// The dashboard's panels on the real fake backend (the minimal world): each panel's loading,
// empty, failed and loaded states, the first visit, nothing new and what came in since.

const AURELIA = 'Aurelia Voss'
const M = PANEL_TEXTS.money
const S = PANEL_TEXTS.since
const R = PANEL_TEXTS.recent
const O = PANEL_TEXTS.roles
const PLAYER_UUID = DEMO_ACCOUNTS.player.uuid

const meta = {
  title: 'Screens/Dashboard panels',
  component: GameScreen,
} satisfies Meta<typeof GameScreen>

export default meta
type Story = StoryObj<typeof meta>

const HOUR = 60 * 60 * 1000

/** Signed in as `who`, with this browser's record of visits as `visits` leaves it. */
const as = (who: string, more: StoryWorld & { visits?: () => void } = {}) => {
  const { visits, prepare, ...world } = more
  return {
    world: {
      signedInAs: who,
      ...world,
      prepare: async () => {
        localStorage.removeItem(VISITS_KEY)
        // Each story is a visit of its own, not the sitting of the story before it.
        localStorage.removeItem(SITTINGS_KEY)
        visits?.()
        await prepare?.()
      },
    },
  }
}

/** A last visit `hoursAgo` ago that looked at none of the accounts: rows after it are new. */
const lastVisitHoursAgo = (who: string, hoursAgo: number) => () =>
  writeVisit(visitKey(PLAYER_UUID, who), {
    seenAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    accounts: {},
  })

/** Money for Aurelia's default account since her last visit, from Bram and her own treasury. */
function paidToAurelia(count = 1) {
  const w = liveWorld()
  const to = w.defaultAccount(AURELIA)!.id
  const from = w.defaultAccount('Bram Holloway')!.id
  for (let i = 0; i < count; i++) {
    adminTransfer(w, {
      ...move('$AR', 125 + i, ['account', from], ['account', to], `Bridge toll share ${i + 1}`),
      asCharacter: 'Bram Holloway',
    })
  }
}

const panel = (canvasElement: HTMLElement, title: string) =>
  page(canvasElement)
    .findByRole('region', { name: title }, SETTLE)
    .then((el: HTMLElement) => within(el))

async function loadingIn(canvasElement: HTMLElement, title: string, label: string) {
  const region = await panel(canvasElement, title)
  await expect(await region.findByRole('status', { name: label }, SETTLE)).toBeVisible()
}

async function alertIn(region: Canvas, text: string) {
  await waitFor(() => {
    const alerts = region.getAllByRole('alert')
    expect(alerts.map((a: HTMLElement) => a.textContent)).toContain(`${text}Try again`)
  }, SETTLE)
}

const hang = (match: RegExp): StoryWorld['faults'] => ({ routes: [{ match, method: 'GET', hang: true }] })
const unreachable = (match: RegExp): StoryWorld['faults'] => ({
  routes: [{ match, method: 'GET', network: true }],
})
const ACCOUNTS_CALL = /\/api\/v1\/players\/[^/]+\/accounts(\?|$)/
const LEDGER_CALL = /\/api\/v1\/banks\/[^/]+\/accounts\/[^/]+\/transactions(\?|$)/
const MEMBERSHIPS_CALL = /\/api\/v1\/nations\/my-memberships(\?|$)/
const TREASURY_CALL = /\/api\/v1\/treasuries\/[^/?]+(\?|$)/

// ---------------------------------------------------------------- Money at a glance

export const MoneyLoading: Story = {
  parameters: as(AURELIA, { faults: hang(ACCOUNTS_CALL), apiTimeoutMs: 60_000 }),
  play: async ({ canvasElement }) => {
    await loadingIn(canvasElement, M.title, M.loading)
    // The spec's parts do not wait for it.
    await expect(page(canvasElement).getByRole('heading', { level: 1, name: AURELIA })).toBeVisible()
    await expect(
      page(canvasElement).getByRole('heading', { level: 3, name: 'Banking & Finance' }),
    ).toBeVisible()
  },
}

export const MoneyTotals: Story = {
  parameters: as(AURELIA),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, M.title)
    const accounts = await fetchPlayerAccounts(AURELIA)
    const crowns = accounts.flatMap((a) => a.balances).filter((b) => b.currencySymbol === '$AR')
    const total = crowns.reduce((sum, b) => sum + b.balance, 0)
    const totals = await region.findByLabelText(M.totals, {}, SETTLE)
    // Raw text: the amount's no-break space is part of the one format.
    await expect(within(totals).getByText('Aurelian Crown').nextElementSibling!.textContent).toBe(
      formatAmount(total, '$AR'),
    )
    const lines = within(region.getByRole('list', { name: M.accounts })).getAllByRole('button')
    await expect(lines).toHaveLength(accounts.length)
    // The default account comes first, marked, and opens its ledger.
    const main = accounts.find((a) => a.isDefault)!
    await expect(lines[0]).toHaveTextContent(`${main.accountNumber}${M.default}${main.bankName}`)
    await userEvent.click(lines[0]!)
    await expect(game.dialogs.at(-1)).toMatchObject({
      kind: 'ledger',
      entity: { type: 'account', id: `${main.bankId}|${main.id}` },
    })
    const dialog = await openedDialog(canvasElement)
    await expect(
      dialog.getByRole('heading', { name: `Transaction Ledger - ${main.bankName} ${main.accountNumber}` }),
    ).toBeVisible()
  },
}

export const MoneyEmpty: Story = {
  parameters: as('Cassius Thorne'),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, M.title)
    await expect(await region.findByText(M.empty, {}, SETTLE)).toBeVisible()
    await expect(region.getByText(M.emptyHint)).toBeVisible()
    await userEvent.click(region.getByRole('button', { name: M.openAccount }))
    const dialog = await openedDialog(canvasElement)
    await expect(dialog.getByRole('heading', { name: 'Open Account' })).toBeVisible()
  },
}

export const MoneyEmptyDeceased: Story = {
  parameters: as('Old Tobias'),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, M.title)
    await expect(await region.findByText(M.emptyDeceased, {}, SETTLE)).toBeVisible()
    await expect(region.queryByRole('button', { name: M.openAccount })).toBeNull()
  },
}

export const MoneyError: Story = {
  parameters: as(AURELIA, { faults: unreachable(ACCOUNTS_CALL) }),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, M.title)
    await alertIn(region, 'Failed to load accounts')
    await expect(page(canvasElement).getByRole('heading', { level: 1, name: AURELIA })).toBeVisible()
  },
}

// ---------------------------------------------------------------- Since your last visit

export const SinceLoading: Story = {
  parameters: as(AURELIA, { faults: hang(LEDGER_CALL), apiTimeoutMs: 60_000 }),
  play: async ({ canvasElement }) => {
    await loadingIn(canvasElement, S.title, S.loading)
  },
}

export const SinceFirstVisit: Story = {
  parameters: as(AURELIA),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, S.title)
    await expect(await region.findByText(S.firstVisit, {}, SETTLE)).toBeVisible()
    await expect(region.getByText(S.firstVisitHint)).toBeVisible()
    // The visit is remembered once shown.
    await waitFor(() => expect(readVisit(visitKey(PLAYER_UUID, AURELIA))).not.toBeNull(), SETTLE)
  },
}

export const SinceNothingNew: Story = {
  parameters: as(AURELIA, { visits: lastVisitHoursAgo(AURELIA, 0) }),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, S.title)
    await expect(await region.findByText(S.nothingNew, {}, SETTLE)).toBeVisible()
    // On a busy machine a minute may pass between the visit being written and the panel drawn.
    await expect(region.getByText(/^Last visit (just now|\d+ minutes? ago)$/)).toBeVisible()
  },
}

export const SinceNewItems: Story = {
  parameters: as(AURELIA, { visits: lastVisitHoursAgo(AURELIA, 2), prepare: () => paidToAurelia(1) }),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, S.title)
    await expect(await region.findByText('Last visit 2 hours ago', {}, SETTLE)).toBeVisible()
    // First what the visit changed, per currency (raw texts: the one amount format), then the rows.
    const changes = within(region.getByRole('table', { name: S.changes }))
    const cells = within(changes.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell: HTMLElement) => cell.textContent)
    await expect(cells).toEqual(['+in $AR\u00a0125', '$AR\u00a00', '+$AR\u00a0125'])
    const line = region.getByRole('button', { name: /^\+\$AR\s125 from Bram Holloway/ })
    await expect(line).toHaveTextContent(
      /^\+\$AR 125 from Bram Holloway · (just now|\d+ minutes? ago)Bridge toll share 1$/,
    )
    await userEvent.click(region.getByRole('button', { name: S.viewAll }))
    await expect(game.dialogs.at(-1)).toMatchObject({ kind: 'ledger', entity: { type: 'account' } })
  },
}

export const SinceManyNewItems: Story = {
  parameters: as(AURELIA, { visits: lastVisitHoursAgo(AURELIA, 2), prepare: () => paidToAurelia(7) }),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, S.title)
    await expect(await region.findByText(S.more(2), {}, SETTLE)).toBeVisible()
    // The five newest, newest first.
    const lines = region.getAllByRole('button', { name: /from Bram Holloway/ })
    await expect(lines.map((l: HTMLElement) => l.textContent?.split(' · ')[0])).toEqual([
      '+$AR\u00a0131 from Bram Holloway',
      '+$AR\u00a0130 from Bram Holloway',
      '+$AR\u00a0129 from Bram Holloway',
      '+$AR\u00a0128 from Bram Holloway',
      '+$AR\u00a0127 from Bram Holloway',
    ])
    // A line opens the transaction's details.
    await userEvent.click(lines[0]!)
    const dialog = await openedDialog(canvasElement)
    await expect(dialog.getByRole('heading', { name: 'Transaction Details' })).toBeVisible()
    await expect(await dialog.findByText('Bridge toll share 7', {}, SETTLE)).toBeVisible()
  },
}

export const SinceEmpty: Story = {
  parameters: as('Cassius Thorne'),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, S.title)
    await expect(await region.findByText(S.noAccounts, {}, SETTLE)).toBeVisible()
  },
}

export const SinceError: Story = {
  parameters: as(AURELIA, { visits: lastVisitHoursAgo(AURELIA, 2), faults: unreachable(LEDGER_CALL) }),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, S.title)
    await alertIn(region, 'Failed to fetch transactions')
  },
}

// ---------------------------------------------------------------- Recent activity

export const RecentLoading: Story = {
  parameters: as(AURELIA, { faults: hang(LEDGER_CALL), apiTimeoutMs: 60_000 }),
  play: async ({ canvasElement }) => {
    await loadingIn(canvasElement, R.title, R.loading)
  },
}

export const RecentNewest: Story = {
  parameters: as(AURELIA, { prepare: () => paidToAurelia(2) }),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, R.title)
    const rows = await waitFor(() => {
      const found = within(region.getByRole('list')).getAllByRole('button')
      expect(found.length).toBeGreaterThan(2)
      return found
    }, SETTLE)
    await expect(rows.length).toBeLessThanOrEqual(8)
    await expect(rows[0]!.textContent).toMatch(/^\+\$AR\u00a0126 from Bram HollowayBridge toll share 2 · /)
    await expect(rows[1]!.textContent).toMatch(/^\+\$AR\u00a0125 from Bram HollowayBridge toll share 1 · /)
    await userEvent.click(rows[1]!)
    const dialog = await openedDialog(canvasElement)
    await expect(await dialog.findByText('Bridge toll share 1', {}, SETTLE)).toBeVisible()
  },
}

export const RecentEmpty: Story = {
  parameters: as('Osric Vale'),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, R.title)
    await expect(await region.findByText(R.empty, {}, SETTLE)).toBeVisible()
  },
}

export const RecentError: Story = {
  parameters: as(AURELIA, { faults: unreachable(LEDGER_CALL) }),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, R.title)
    await alertIn(region, 'Failed to fetch transactions')
  },
}

// ---------------------------------------------------------------- My roles

export const RolesLoading: Story = {
  parameters: as(AURELIA, {
    faults: {
      routes: [{ match: /\/api\/v1\/(nations\/my-memberships|banks)(\?|$)/, method: 'GET', hang: true }],
    },
    apiTimeoutMs: 60_000,
  }),
  play: async ({ canvasElement }) => {
    await loadingIn(canvasElement, O.title, O.loading)
  },
}

export const RolesOfficer: Story = {
  parameters: as(AURELIA),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, O.title)
    const treasury = await fetchTreasury('Aurelian Republic')
    const bank = (await fetchBanks()).find((b) => b.id === 'FAB')!
    const line = (balances: { currencySymbol: string; balance: number }[]) =>
      balances.map((b) => formatAmount(b.balance, b.currencySymbol)).join(' · ')
    const nation = await region.findByRole('button', { name: /^Aurelian Republic/ }, SETTLE)
    await waitFor(
      () =>
        // Raw text: no amount may break between its symbol and its number on a phone.
        expect(nation.textContent).toContain(
          `Aurelian Republic${O.officer}${O.treasury}: ${line(treasury.balances)}`,
        ),
      SETTLE,
    )
    await expect(region.getByRole('button', { name: /^First Aurelian Bank/ }).textContent).toContain(
      `First Aurelian Bank${O.officer}${O.vault}: ${line(bank.balances)}`,
    )
    // The nation opens its own page in Nation Management.
    await userEvent.click(nation)
    await expect(
      await page(canvasElement).findByRole('heading', { name: 'Aurelian Republic' }, SETTLE),
    ).toBeVisible()
    await expect(game.section).toBe('nations')
  },
}

export const RolesBankOpens: Story = {
  parameters: as(AURELIA),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, O.title)
    await userEvent.click(await region.findByRole('button', { name: /^First Aurelian Bank/ }, SETTLE))
    const dialog = await openedDialog(canvasElement)
    await expect(dialog.getByRole('heading', { name: /First Aurelian Bank/ })).toBeVisible()
    await expect(page(canvasElement).getByRole('tab', { name: 'All Banks', selected: true })).toBeVisible()
  },
}

export const RolesCitizen: Story = {
  parameters: as('Bram Holloway'),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, O.title)
    const nation = await region.findByRole('button', { name: /^Aurelian Republic/ }, SETTLE)
    await expect(nation).toHaveTextContent(`Aurelian Republic${O.citizen}`)
    await expect(await region.findByText(O.noBanks, {}, SETTLE)).toBeVisible()
  },
}

export const RolesEmpty: Story = {
  parameters: as('Cassius Thorne'),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, O.title)
    await expect(await region.findByText(O.noNation, {}, SETTLE)).toBeVisible()
    await expect(await region.findByText(O.noBanks, {}, SETTLE)).toBeVisible()
  },
}

export const RolesError: Story = {
  parameters: as(AURELIA, { faults: unreachable(MEMBERSHIPS_CALL) }),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, O.title)
    await alertIn(region, 'Failed to load nations')
    // The banks part stands on its own.
    await expect(await region.findByRole('button', { name: /^First Aurelian Bank/ }, SETTLE)).toBeVisible()
  },
}

/** The officer's treasury fails: said under the nation's button with Try again, which reads it again. */
export const RolesTreasuryError: Story = {
  parameters: as(AURELIA, {
    // Twice: the query's own retry of a network failure, then the panel's answer; Try again then loads it.
    faults: { routes: [{ match: TREASURY_CALL, method: 'GET', network: true, times: 2 }] },
  }),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement, O.title)
    await alertIn(region, 'Failed to load treasury details')
    const nation = await region.findByRole('button', { name: /^Aurelian Republic/ }, SETTLE)
    await expect(nation).toHaveTextContent(`Aurelian Republic${O.officer}${O.treasury}: —`)
    await userEvent.click(region.getByRole('button', { name: 'Try again' }))
    const treasury = await fetchTreasury('Aurelian Republic')
    const line = treasury.balances.map((b) => formatAmount(b.balance, b.currencySymbol)).join(' · ')
    await waitFor(
      // Raw text: the amount's no-break space is part of the one format.
      () => expect(nation.textContent).toContain(`Aurelian Republic${O.officer}${O.treasury}: ${line}`),
      SETTLE,
    )
    await expect(region.queryByRole('alert')).toBeNull()
  },
}
