import { queryOptions } from '@tanstack/react-query'
import { treasuryKeys } from './treasuries'
import { playerKeys } from './players'
import { ledgerKeys, type Party } from './ledger'
import { bankKeys } from './banks'
import { mutation } from './mutation-spec'
import { api } from './client'
import { idempotencyHeaders } from './idempotency'
import { readBankAccount } from './banks'
import { number, optionalNumber, optionalRecord, record, requiredList, text, UnreadableBody } from './read'
import type { AdminTransferRequest, PartyType, TransferRequest } from './ledger.types'

// Transfers (spec section 7 "Ledger and transfers"): what a source can pay, the account search
// of the pickers, and the transfer itself, for players and for admins.

/** What a source can pay in one currency. The spec does not show the shape: read it tolerantly. */
export interface BalanceInfo {
  balance: number
  overdraftLimit: number
  /** Balance plus overdraft: the most a transfer may take. */
  availableBalance: number
}

export interface BalanceSource {
  sourceType: PartyType
  sourceId: string
  currencySymbol: string
}

/** What the console shows after the server confirmed a transfer. */
export interface TransferReceipt {
  /** The new transaction's id; null when the server does not say (the spec lists only amount and symbol). */
  id: string | null
  amount: number
  currencySymbol: string
}

/**
 * `{ balance, overdraftLimit, availableBalance }`, or the same inside `balance`. Without a
 * balance number there is nothing to show, and the answer is unreadable.
 */
export function readBalanceInfo(raw: unknown): BalanceInfo {
  const body = record(raw)
  const r = optionalRecord(body.balance) ?? optionalRecord(body.balanceInfo) ?? body
  const balance = number(r.balance, Number.NaN)
  if (Number.isNaN(balance)) throw new UnreadableBody('a balance answer without a balance')
  const overdraftLimit = Math.max(0, number(r.overdraftLimit))
  return {
    balance,
    overdraftLimit,
    availableBalance: number(r.availableBalance, Math.max(0, balance + overdraftLimit)),
  }
}

/**
 * A transfer is confirmed only by its `transfer{amount, currencySymbol}` (spec section 7). A 2xx
 * without it (`{}`, `null`, a proxy's page) says nothing about the money: it is unreadable, and
 * the dialog reports an unconfirmed outcome instead of a receipt.
 */
export function readTransferReceipt(raw: unknown): TransferReceipt {
  const body = record(raw)
  const t = optionalRecord(body.transfer)
  const amount = optionalNumber(t?.amount)
  const currencySymbol = text(t?.currencySymbol).trim()
  if (!t || amount === null || !currencySymbol)
    throw new UnreadableBody('a transfer answer without its transfer')
  const id = text(t.id ?? t.transactionId ?? body.transactionId).trim()
  return { id: id || null, amount, currencySymbol }
}

/** Query keys of everything under /transfers and /accounts/search. */
export const transferKeys = {
  all: ['transfers'] as const,
  balance: (source: BalanceSource) =>
    [...transferKeys.all, 'balance', source.sourceType, source.sourceId, source.currencySymbol] as const,
  accountSearch: (q: string) => [...transferKeys.all, 'account-search', q.trim().toLowerCase()] as const,
}

/** GET /transfers/balance. */
export const fetchBalance = (source: BalanceSource, signal?: AbortSignal) =>
  api('/transfers/balance', { query: { ...source }, signal, read: readBalanceInfo })

/** The account search needs at least this many characters (spec sections 5 and 9). */
export const ACCOUNT_SEARCH_MIN = 2

/** GET /accounts/search?q= (by holder name or account number). */
export const searchAccounts = (q: string, signal?: AbortSignal) =>
  api('/accounts/search', {
    query: { q: q.trim() },
    signal,
    read: (raw) => requiredList(record(raw).accounts, readBankAccount, 'accounts'),
  })

/** What the transfer dialog reads. */
export const transferQueries = {
  balance: (source: BalanceSource) =>
    queryOptions({
      queryKey: transferKeys.balance(source),
      queryFn: ({ signal }) => fetchBalance(source, signal),
    }),
  accountSearch: (q: string) =>
    queryOptions({
      queryKey: transferKeys.accountSearch(q),
      queryFn: ({ signal }) => searchAccounts(q, signal),
      enabled: q.length >= ACCOUNT_SEARCH_MIN,
    }),
}

/** POST /transfers. `idempotencyKey`: one per intended transfer, the same again on a retry. */
export const sendTransfer = (body: TransferRequest, idempotencyKey?: string) =>
  api('/transfers', {
    method: 'POST',
    body: { ...body },
    headers: idempotencyHeaders(idempotencyKey),
    read: readTransferReceipt,
  })

/** POST /admin/transfer: as `asCharacter`, without balance checks or limits. */
export const sendAdminTransfer = (body: AdminTransferRequest, idempotencyKey?: string) =>
  api('/admin/transfer', {
    method: 'POST',
    body: { ...body },
    headers: idempotencyHeaders(idempotencyKey),
    read: readTransferReceipt,
  })

/** A transfer as sent: a player's or an admin's request, and the two parties it moves money between. */
export type TransferSend = { draft: { from: Party; to: Party } } & (
  { admin: true; body: AdminTransferRequest } | { admin: false; body: TransferRequest }
)

/** The transfer, with every query it changes: balances, accounts and both ledgers. */
export const transferMutations = {
  send: mutation(
    (send: TransferSend, key) =>
      send.admin ? sendAdminTransfer(send.body, key) : sendTransfer(send.body, key),
    ({ draft }) => [
      bankKeys.all,
      playerKeys.all,
      treasuryKeys.all,
      transferKeys.all,
      ledgerKeys.party(draft.from),
      ledgerKeys.party(draft.to),
    ],
  ),
}
