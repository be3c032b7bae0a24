// The nation treasury panel on the fake backend (`minimal` world): balances, UBI policies with
// their cost, mint and burn with their effect, Create Currency opening the Mint dialog by itself.
import { describe, expect, it } from 'vitest'
import userEvent from '@testing-library/user-event'
import { fetchNation } from '@/api/nations'
import type { Nation } from '@/api/nations.types'
import { TreasuryPanel } from '@/features/nations/treasury/TreasuryPanel'
import { game } from '@/state/game'
import { render, screen, waitFor, within } from '../support/render'
import { useFakeBackend } from '../support/backend'
import { AR, CAST, NV, signInAs } from './nation-support'

useFakeBackend('minimal')

async function openTreasury(officer: string, nationName: string): Promise<Nation> {
  await signInAs(officer)
  const nation = await fetchNation(nationName)
  render(<TreasuryPanel nation={nation} />)
  return nation
}

const balances = async () => within(await screen.findByRole('table', { name: 'Treasury Balances' }))
const dialog = async () => within(await screen.findByRole('dialog'))
const effectRow = (d: ReturnType<typeof within>, what: string) =>
  d.getByRole('rowheader', { name: what }).closest('tr')!.textContent

describe('treasury panel', () => {
  it('says to select a nation first when it has none', () => {
    render(<TreasuryPanel nation={null} />)
    expect(screen.getByText('Please select a nation first')).toBeInTheDocument()
  })

  it('shows balances and each UBI policy with the cost of one distribution', async () => {
    const nation = await openTreasury(CAST.officer, AR)
    const row = (await screen.findByRole('table', { name: 'Treasury Balances' })).querySelector('tbody tr')!
    expect(row.textContent).toMatch(/^Aurelian Crown\$AR\$AR\u00a0[\d,]+$/)
    const ubi = within(screen.getByRole('table', { name: 'UBI Policies' }))
    const policy = ubi.getAllByRole('row')[1]
    // minimal: $AR 25 per citizen; every living member of the Aurelian Republic is paid.
    const living = [...nation.officers, ...nation.citizens].filter((m) => !m.isDeceased).length
    expect(within(policy).getByText('Enabled')).toBeInTheDocument()
    expect(within(policy).getByText(`$AR ${25 * living}`)).toBeInTheDocument()
    expect(within(policy).getByText(`for up to ${living} living members`)).toBeInTheDocument()
    expect(within(policy).getByText(/^\d+ distributions$/)).toBeInTheDocument()
  })

  it('mints after showing the effect on the balance and the supply', async () => {
    const u = userEvent.setup()
    await openTreasury(CAST.officer, AR)
    const before = Number(
      (await (await balances()).findByText(/^\$AR [\d,]+$/)).textContent!.replace(/\D/g, ''),
    )
    await u.click(screen.getByRole('button', { name: 'Mint Currency' }))
    const mint = await dialog()
    await u.click(mint.getByRole('button', { name: 'Mint' }))
    expect(mint.getByRole('alert').textContent).toBe('Please fill in all required fields')
    await u.type(mint.getByLabelText('Amount'), '1000')
    expect(mint.queryByText('Please fill in all required fields')).toBeNull()
    await waitFor(() =>
      expect(effectRow(mint, 'Treasury balance')).toBe(
        `Treasury balance$AR\u00a0${before.toLocaleString('en-US')}$AR\u00a0${(before + 1000).toLocaleString('en-US')}`,
      ),
    )
    // minimal: 10,000 minted, 300 burned.
    expect(effectRow(mint, 'Total supply')).toBe('Total supply$AR\u00a09,700$AR\u00a010,700')
    await u.click(mint.getByRole('button', { name: 'Mint' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(
      await (await balances()).findByText(`$AR ${(before + 1000).toLocaleString('en-US')}`),
    ).toBeInTheDocument()
  })

  it("warns before burning more than the treasury holds and shows the server's refusal as it says", async () => {
    const u = userEvent.setup()
    await openTreasury(CAST.officer, AR)
    await (await balances()).findByText(/^\$AR [\d,]+$/)
    await u.click(screen.getByRole('button', { name: 'Burn Currency' }))
    const burn = await dialog()
    expect(burn.getByLabelText('Currency')).toHaveValue('$AR')
    await u.type(burn.getByLabelText('Amount'), '99999999')
    expect(burn.getByText(/That is more than the treasury holds/)).toBeInTheDocument()
    await u.click(burn.getByRole('button', { name: 'Burn' }))
    await waitFor(() =>
      expect(burn.getByRole('alert').textContent).toMatch(/^Insufficient funds\. Available: \$AR [\d,]+$/),
    )
    expect(burn.getByLabelText('Amount')).toHaveValue('99999999')
  })

  it('opens the shared transfer and ledger dialogs with the treasury as the party', async () => {
    const u = userEvent.setup()
    await openTreasury(CAST.officer, AR)
    await u.click(screen.getByRole('button', { name: 'Transfer' }))
    await u.click(screen.getByRole('button', { name: 'History' }))
    expect(game.dialogs).toEqual([
      { kind: 'transfer', from: { type: 'treasury', id: AR, name: AR } },
      { kind: 'ledger', entity: { type: 'treasury', id: AR, name: AR } },
    ])
  })
})

describe('a nation without a currency', () => {
  it('cannot mint until it creates one; then the Mint dialog opens by itself', async () => {
    const u = userEvent.setup()
    await openTreasury(CAST.officerWithoutCurrency, NV)
    expect(screen.getAllByText(/This nation has no national currency yet\./).length).toBeGreaterThan(0)
    // Mint and Burn wait for the currency, and say why beside them.
    for (const name of ['Mint Currency', 'Burn Currency']) {
      const button = screen.getByRole('button', { name })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription('Mint and Burn need a national currency: create one first.')
    }

    await u.click(screen.getByRole('button', { name: 'Create Currency' }))
    const current = await dialog()
    await u.click(current.getByRole('button', { name: 'Create Currency' }))
    // The spec's text is about the one field: said there, once, and the field has the focus.
    const name = current.getByLabelText('Currency name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Please fill in the currency name')
    await waitFor(() => expect(name).toHaveFocus())
    expect(current.queryByRole('alert')).toBeNull()
    await u.type(current.getByLabelText('Currency name'), 'Norvale Mark')
    await u.click(current.getByRole('button', { name: 'Create Currency' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Create Currency' })).toBeNull())
    // Not at once: about half a second later.
    expect(screen.queryByRole('heading', { name: 'Mint Currency' })).toBeNull()
    const mint = within(await screen.findByRole('dialog'))
    expect(mint.getByRole('heading', { name: 'Mint Currency' })).toBeInTheDocument()
    expect(mint.getByText('Norvale Mark ($NV)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Burn Currency', hidden: true })).toBeEnabled()
  })
})
