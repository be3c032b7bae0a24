// Banks, offerings and accounts (spec section 7 "Banks").

import type { IsoDate } from './common.types'

export interface BankOfficer {
  name: string
  appointedAt: IsoDate
}

export interface BankBalance {
  currencyName: string
  currencySymbol: string
  balance: number
}

export interface OfferingSummary {
  hasInterestAccounts: boolean
  hasOverdraft: boolean
  lowestMaintenanceFee: number | null
}

export interface Bank {
  id: string
  name: string
  abbreviation: string
  jurisdictionNation: string
  accountCount: number
  officerCount: number
  nationalCurrency: string | null
  interestSuccessRate: number
  offeringSummary: OfferingSummary
  createdAt: IsoDate
  officers: BankOfficer[]
  /** Only filled for the bank's officers (and admins). */
  balances: BankBalance[]
}

export interface CreateBankRequest {
  bankId: string
  name: string
  jurisdictionNation: string
  createdBy: string
}

export interface Offering {
  id: string
  name: string
  description: string
  interestRateBasisPoints: number
  maintenanceFeeAmount: number
  minimumBalance: number
  maximumBalance: number | null
  overdraftAllowed: boolean
  overdraftLimit: number
  overdraftFeeAmount: number
  isActive: boolean
}

export interface CreateOfferingRequest {
  name: string
  description?: string
  interestRateBasisPoints: number
  maintenanceFeeAmount: number
  minimumBalance: number
  maximumBalance?: number | null
  overdraftAllowed: boolean
  overdraftLimit: number
  overdraftFeeAmount: number
  createdBy: string
}

export interface UpdateOfferingRequest {
  name?: string
  description?: string
  isActive?: boolean
  updatedBy: string
}

export interface AccountBalance {
  currencySymbol: string
  currencyName: string
  balance: number
}

export interface BankAccount {
  id: string
  bankId: string
  bankName: string
  accountNumber: string
  accountHolder: string
  isDefault: boolean
  balances: AccountBalance[]
  hasBalances: boolean
  /** Seconds since epoch (spec section 3). */
  createdAt: number
  offering: Offering | null
  overdraftLimit: number
  availableBalance: number
  isClosed: boolean
}

/** GET /banks/{id}: the spec names only the officers; our backend adds the bank itself. */
export interface BankDetail {
  bank: Bank | null
  officers: BankOfficer[]
}

export interface AddBankOfficerRequest {
  officerName: string
  addedBy: string
}

export interface OpenAccountRequest {
  offeringId: string
  openedBy: string
}

export interface CloseAccountRequest {
  closedBy: string
  reason: string
}

export interface BankAccountsQuery {
  limit: number
  offset: number
  /** Only accounts that hold money (`active_only=true`). */
  withBalances: boolean
}

/** One page of a bank's accounts; `total` is null when the server does not say. */
export interface BankAccountsPage {
  accounts: BankAccount[]
  total: number | null
  limit: number
  offset: number
  hasMore: boolean
}
