// Banking records for unit tests: whole objects with plain defaults, each test overriding what
// it is about.
import type { Bank, Offering } from '@/api/banks.types'

/** A free, active, plain account offering (no interest, no overdraft, a maintenance fee of 2). */
export const offering = (over: Partial<Offering> = {}): Offering => ({
  id: 'off-1',
  name: 'Basic Account',
  description: '',
  interestRateBasisPoints: 0,
  maintenanceFeeAmount: 2,
  minimumBalance: 0,
  maximumBalance: null,
  overdraftAllowed: false,
  overdraftLimit: 0,
  overdraftFeeAmount: 0,
  isActive: true,
  ...over,
})

/** A bank of the Aurelian Republic issuing $AR, with one officer and ten accounts. */
export const bank = (over: Partial<Bank> = {}): Bank => ({
  id: 'AB',
  name: 'Aurelian Bank',
  abbreviation: 'AB',
  jurisdictionNation: 'Aurelian Republic',
  accountCount: 10,
  officerCount: 1,
  nationalCurrency: '$AR',
  interestSuccessRate: 100,
  offeringSummary: { hasInterestAccounts: true, hasOverdraft: false, lowestMaintenanceFee: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
  officers: [],
  balances: [],
  ...over,
})
