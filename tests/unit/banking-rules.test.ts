// @vitest-environment node
// The banking area's pure parts: comparing offerings, reading the offering form, how terms read,
// the colour rules of the spec, and the tolerant readers of the banking calls.
import { describe, expect, it } from 'vitest'
import type { Bank, BankAccount, Offering } from '@/api/banks.types'
import type { Currency } from '@/api/currencies.types'
import type { Nation } from '@/api/nations.types'
import { readBank } from '@/api/banks'
import { readInflationIndex } from '@/api/currencies'
import {
  ANY_CURRENCY,
  comparableOfferings,
  currencyChoices,
  filterByCurrency,
  nextSort,
  NO_CURRENCY,
  sortOfferings,
} from '@/features/banking/compare'
import {
  EMPTY_OFFERING_FORM,
  overdraftWithoutLimit,
  readOfferingForm,
} from '@/features/banking/offering-form'
import { belowMinimum, offeringTerms } from '@/features/banking/offering-terms'
import { successColor } from '@/features/banking/BankCard'
import { interestSuccessOf } from '@/features/banking/interest-success'
import { currencyNation, marketFigures } from '@/features/banking/MarketsTab'
import { groupByBank } from '@/features/banking/MyAccountsTab'
import { accountParty } from '@/features/banking/parties'
import { offering } from '../support/banking'

const bank = (id: string, over: Partial<Bank> = {}): Bank =>
  readBank({ id, name: `${id} Bank`, jurisdictionNation: `${id} Land`, nationalCurrency: `$${id}`, ...over })

describe('compare offerings', () => {
  const ab = bank('AB', { interestSuccessRate: 80 })
  const cd = bank('CD', { nationalCurrency: null, interestSuccessRate: 100 })
  const offerings: Record<string, Offering[]> = {
    AB: [
      offering({ id: 'a1', name: 'Saver', interestRateBasisPoints: 150, maintenanceFeeAmount: 0 }),
      offering({ id: 'a2', name: 'Old', isActive: false, interestRateBasisPoints: 900 }),
    ],
    CD: [
      offering({
        id: 'c1',
        name: 'Flex',
        overdraftAllowed: true,
        overdraftLimit: 500,
        overdraftFeeAmount: 6,
      }),
      offering({ id: 'c2', name: 'Basic', maintenanceFeeAmount: 1 }),
    ],
  }
  const rows = comparableOfferings([ab, cd], (id) => offerings[id])

  it('lists only active offerings, one row each with its bank', () => {
    expect(rows.map((r) => `${r.bank.id}/${r.offering.id}`)).toEqual(['AB/a1', 'CD/c1', 'CD/c2'])
  })

  it('filters by the bank’s national currency, or by banks without one', () => {
    expect(filterByCurrency(rows, ANY_CURRENCY)).toHaveLength(3)
    expect(filterByCurrency(rows, '$AB').map((r) => r.offering.id)).toEqual(['a1'])
    expect(filterByCurrency(rows, NO_CURRENCY).map((r) => r.offering.id)).toEqual(['c1', 'c2'])
    expect(currencyChoices([cd, ab])).toEqual(['$AB', NO_CURRENCY])
  })

  it('sorts by a term in either direction, ties by bank then offering name', () => {
    const ids = (key: Parameters<typeof sortOfferings>[1]) =>
      sortOfferings(rows, key).map((r) => r.offering.id)
    expect(ids({ key: 'interest', direction: 'desc' })).toEqual(['a1', 'c2', 'c1'])
    expect(ids({ key: 'fee', direction: 'asc' })).toEqual(['a1', 'c2', 'c1'])
    expect(ids({ key: 'overdraftLimit', direction: 'desc' })).toEqual(['c1', 'a1', 'c2'])
    expect(ids({ key: 'success', direction: 'asc' })).toEqual(['a1', 'c2', 'c1'])
    expect(ids({ key: 'jurisdiction', direction: 'desc' })).toEqual(['c2', 'c1', 'a1'])
  })

  it('flips the direction on the same column and starts another at its usual one', () => {
    expect(nextSort({ key: 'interest', direction: 'desc' }, 'interest')).toEqual({
      key: 'interest',
      direction: 'asc',
    })
    expect(nextSort({ key: 'interest', direction: 'desc' }, 'fee')).toEqual({ key: 'fee', direction: 'asc' })
    expect(nextSort({ key: 'fee', direction: 'asc' }, 'success')).toEqual({
      key: 'success',
      direction: 'desc',
    })
  })
})

describe('the Create Offering form', () => {
  const read = (over: Partial<typeof EMPTY_OFFERING_FORM>) =>
    readOfferingForm({ ...EMPTY_OFFERING_FORM, ...over })

  it('needs a name', () => {
    expect(read({ name: '   ' })).toEqual({ ok: false, message: 'Offering name is required', field: 'name' })
  })

  it('takes interest from 0 to 10000 basis points, whole numbers only', () => {
    expect(read({ name: 'A', interestRateBasisPoints: '10001' })).toMatchObject({ ok: false })
    expect(read({ name: 'A', interestRateBasisPoints: '1.5' })).toMatchObject({ ok: false })
    expect(read({ name: 'A', interestRateBasisPoints: '-1' })).toMatchObject({ ok: false })
    expect(read({ name: 'A', interestRateBasisPoints: '10000' })).toMatchObject({
      ok: true,
      terms: { interestRateBasisPoints: 10000 },
    })
  })

  it('refuses an overdraft allowed without a limit above 0, which would read "Up to $TM 0"', () => {
    const message =
      'An overdraft needs a limit above 0: enter how far below zero an account may go, or turn overdraft off'
    const field = 'overdraftLimit'
    expect(read({ name: 'A', overdraftAllowed: true, overdraftLimit: '0' })).toEqual({
      ok: false,
      message,
      field,
    })
    expect(read({ name: 'A', overdraftAllowed: true, overdraftLimit: '' })).toEqual({
      ok: false,
      message,
      field,
    })
    expect(read({ name: 'A', overdraftAllowed: true, overdraftLimit: '1' })).toMatchObject({ ok: true })
    expect(overdraftWithoutLimit({ overdraftAllowed: true, overdraftLimit: ' 0 ' })).toBe(true)
    expect(overdraftWithoutLimit({ overdraftAllowed: true, overdraftLimit: 'x' })).toBe(false)
    expect(overdraftWithoutLimit({ overdraftAllowed: false, overdraftLimit: '0' })).toBe(false)
  })

  it('refuses negative or fractional amounts and a maximum below the minimum', () => {
    expect(read({ name: 'A', maintenanceFeeAmount: '-2' })).toEqual({
      ok: false,
      message: 'Maintenance fee must be a whole number of at least 0',
      field: 'maintenanceFeeAmount',
    })
    expect(read({ name: 'A', minimumBalance: '2.5' })).toMatchObject({ ok: false })
    expect(read({ name: 'A', minimumBalance: '100', maximumBalance: '50' })).toEqual({
      ok: false,
      message: 'Maximum balance must be at least the minimum balance',
      field: 'maximumBalance',
    })
  })

  it('sends no maximum when left empty and no overdraft terms when overdraft is off', () => {
    const reading = read({
      name: ' Saver ',
      maximumBalance: '',
      overdraftLimit: '500',
      overdraftFeeAmount: 'x',
    })
    expect(reading).toEqual({
      ok: true,
      terms: {
        name: 'Saver',
        description: '',
        interestRateBasisPoints: 0,
        maintenanceFeeAmount: 0,
        minimumBalance: 0,
        maximumBalance: null,
        overdraftAllowed: false,
        overdraftLimit: 0,
        overdraftFeeAmount: 0,
      },
    })
    expect(
      read({ name: 'A', overdraftAllowed: true, overdraftLimit: '1,000', overdraftFeeAmount: '6' }),
    ).toMatchObject({
      ok: true,
      terms: { overdraftAllowed: true, overdraftLimit: 1000, overdraftFeeAmount: 6 },
    })
  })
})

describe('how an offering reads', () => {
  it('shows basis points as percent and fees per week in the bank’s currency', () => {
    const labels = offeringTerms(
      offering({
        interestRateBasisPoints: 125,
        maintenanceFeeAmount: 3,
        minimumBalance: 1000,
        maximumBalance: 250000,
        overdraftAllowed: true,
        overdraftLimit: 500,
        overdraftFeeAmount: 6,
      }),
      '$AR',
    ).map((t) => t.label)
    expect(labels).toEqual([
      'Interest 1.25% per week (90.8% a year)',
      'Fee $AR\u00a03 per week',
      'Min balance $AR\u00a01,000',
      'Max balance $AR\u00a0250,000',
      'Overdraft up to $AR\u00a0500, fee $AR\u00a06 per week',
    ])
    expect(offeringTerms(offering({ maintenanceFeeAmount: 0 })).map((t) => t.label)).toEqual([
      'No interest',
      'No fee',
    ])
  })

  it('reads a bank without accounts as having no interest history, not a perfect one', () => {
    // The server sends 100 when no payment was ever due.
    expect(interestSuccessOf(bank('NB', { accountCount: 0, interestSuccessRate: 100 }))).toBeNull()
    expect(interestSuccessOf(bank('OB', { accountCount: 3, interestSuccessRate: 100 }))).toBe(100)
    expect(interestSuccessOf(bank('LB', { accountCount: 3, interestSuccessRate: 60 }))).toBe(60)
  })

  it('finds an account below its offering minimum, in the bank currency', () => {
    const legacy = offering({ minimumBalance: 1000 })
    const account = (balances: { currencySymbol: string; balance: number }[]) => ({
      offering: legacy,
      balances: balances.map((b) => ({ ...b, currencyName: b.currencySymbol })),
    })
    expect(belowMinimum(account([{ currencySymbol: '$NV', balance: 619 }]), '$NV')).toEqual({
      balance: 619,
      minimum: 1000,
    })
    expect(belowMinimum(account([]), '$NV')).toEqual({ balance: 0, minimum: 1000 })
    expect(belowMinimum(account([{ currencySymbol: '$NV', balance: 1000 }]), '$NV')).toBeNull()
    // Other currencies do not count towards the minimum.
    expect(belowMinimum(account([{ currencySymbol: '$AR', balance: 5000 }]), '$NV')).toEqual({
      balance: 0,
      minimum: 1000,
    })
    // Without a national currency the console cannot tell which balance the minimum is about.
    expect(belowMinimum(account([]), null)).toBeNull()
    expect(belowMinimum({ offering: offering(), balances: [] }, '$NV')).toBeNull()
  })

  it('colours interest success as the spec says: 95 success, 75 warning, else error', () => {
    expect([100, 95, 94, 75, 74, 0].map(successColor)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'error',
      'error',
    ])
  })
})

describe('markets', () => {
  const currency = (over: Partial<Currency> = {}): Currency => ({
    id: '$AR',
    name: 'Aurelian Crown',
    symbol: '$AR',
    issuingNation: 'Aurelian Republic',
    currentSupply: 100,
    createdAt: '',
    purchasingPowerIndex: null,
    inflationRisk: null,
    supplyPerCapita: null,
    ...over,
  })

  it('reads the inflation index as a list or keyed by symbol, and nothing from anything else', () => {
    const list = readInflationIndex({
      currencies: [
        { symbol: '$AR', purchasingPowerIndex: 104.2, inflationRisk: 'High', supplyPerCapita: '12' },
      ],
    })
    expect(list.get('$AR')).toEqual({
      symbol: '$AR',
      purchasingPowerIndex: 104.2,
      inflationRisk: 'High',
      supplyPerCapita: 12,
    })
    const keyed = readInflationIndex({ index: { $NV: { inflationRisk: 'Low' }, $XX: 'junk' } })
    expect([...keyed.keys()]).toEqual(['$NV'])
    expect(readInflationIndex('nonsense').size).toBe(0)
    expect(readInflationIndex({ currencies: [{ purchasingPowerIndex: 3 }] }).size).toBe(0)
  })

  it('prefers the currency’s own figures and fills the gaps from the index', () => {
    const index = readInflationIndex({
      currencies: [
        { symbol: '$AR', purchasingPowerIndex: 90, inflationRisk: 'Moderate', supplyPerCapita: 7 },
      ],
    })
    expect(marketFigures(currency({ purchasingPowerIndex: 120 }), index)).toEqual({
      symbol: '$AR',
      purchasingPowerIndex: 120,
      inflationRisk: 'Moderate',
      supplyPerCapita: 7,
    })
    expect(marketFigures(currency()).purchasingPowerIndex).toBeNull()
  })

  it('offers Create Currency only for a nation the character is an officer of that has none', () => {
    const nation = (name: string, nationalCurrency: string | null) => ({ name, nationalCurrency }) as Nation
    const nations = [nation('Aurelian Republic', '$AR'), nation('Kingdom of Norvale', null)]
    expect(currencyNation(['Kingdom of Norvale'], nations, [currency()])?.name).toBe('Kingdom of Norvale')
    expect(currencyNation(['Aurelian Republic'], nations, [currency()])).toBeNull()
    expect(currencyNation([], nations, [])).toBeNull()
    // A currency the nation list does not know of yet still counts.
    expect(
      currencyNation(['Kingdom of Norvale'], nations, [currency({ issuingNation: 'Kingdom of Norvale' })]),
    ).toBeNull()
  })
})

describe('my accounts', () => {
  const account = (bankId: string, bankName: string, id: string): BankAccount =>
    ({ id, bankId, bankName, accountNumber: id }) as BankAccount

  it('groups accounts by bank, banks A-Z, keeping the server’s order within a bank', () => {
    const groups = groupByBank([
      account('NSG', 'Norvale Savings Guild', 'NSG-2'),
      account('FAB', 'First Aurelian Bank', 'FAB-9'),
      account('NSG', 'Norvale Savings Guild', 'NSG-1'),
    ])
    expect(groups.map((g) => [g.bankName, g.accounts.map((a) => a.id)])).toEqual([
      ['First Aurelian Bank', ['FAB-9']],
      ['Norvale Savings Guild', ['NSG-2', 'NSG-1']],
    ])
  })

  it('names an account for the transfer and ledger dialogs as bankId|accountId', () => {
    expect(accountParty(account('FAB', 'First Aurelian Bank', 'FAB-000123'))).toEqual({
      type: 'account',
      id: 'FAB|FAB-000123',
      name: 'First Aurelian Bank FAB-000123',
    })
  })
})
