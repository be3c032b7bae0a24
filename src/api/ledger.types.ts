// The ledger and transfers (spec section 3 "Transaction list item", section 7 "Ledger and transfers").

import type { IsoDate } from './common.types'
import type { BankAccount } from './banks.types'

export type TransactionType =
  'mint' | 'burn' | 'transfer' | 'ubi' | 'interest' | 'maintenance_fee' | 'overdraft_fee'

export type PartyType = 'treasury' | 'bank' | 'account'

export interface TransactionListItem {
  id: string
  created_at: IsoDate
  transaction_type: TransactionType
  currency_symbol: string
  amount: number
  from_name: string | null
  from_type: PartyType | null
  from_id: string | null
  to_name: string | null
  to_type: PartyType | null
  to_id: string | null
  description: string | null
  initiated_by: string
  /** Admin transfers: the character the admin ("Divine Entity") acted as; null otherwise. */
  as_character?: string | null
}

export interface Pagination {
  total: number
  limit: number
  offset: number
  hasMore: boolean
}

export interface TransactionListResponse {
  success: boolean
  transactions: TransactionListItem[]
  pagination: Pagination
}

export interface TransactionDetail {
  id: string
  transactionType: TransactionType
  amount: number
  currencySymbol: string
  from: { name: string; type: PartyType } | null
  to: { name: string; type: PartyType } | null
  initiatedBy: string
  description: string | null
  createdAt: IsoDate
  /** Admin transfers: the character the admin acted as; null otherwise. */
  asCharacter?: string | null
}

export interface TransactionDetailResponse {
  success: boolean
  transaction: TransactionDetail
}

export interface TransferRequest {
  currencySymbol: string
  amount: number
  fromType: PartyType
  fromId: string
  toType: PartyType
  toId: string
  /** Always sent ('' when none): the spec lists it among the payload's fields. */
  description: string
  initiatedBy: string
}

export interface AdminTransferRequest extends Omit<TransferRequest, 'initiatedBy'> {
  asCharacter: string
}

export interface TransferResponse {
  success: boolean
  transfer: { id: string; amount: number; currencySymbol: string }
  message: string
}

export interface BalanceInfo {
  success: boolean
  balance: number
  overdraftLimit: number
  availableBalance: number
}

export interface AccountSearchResponse {
  success: boolean
  accounts: BankAccount[]
}
