import { useCallback, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { bankKeys } from '@/api/banks'
import type { BankAccount, AccountBalance } from '@/api/banks.types'
import { failureText } from '@/api/failure'
import { newIdempotencyKey } from '@/api/idempotency'
import { accountPartyId, ledgerKeys, type Party } from '@/api/ledger'
import type { TransferRequest } from '@/api/ledger.types'
import { outcomeUnknown } from '@/api/query'
import { sendTransfer, transferKeys } from '@/api/transfers'
import { formatAmount } from '@/lib/format'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'

// "Move everything to…" of the Close dialog (issue 36): one transfer per currency the account
// holds, each through POST /transfers with its own Idempotency-Key (docs/exactly-once.md), each
// counted as moved only when the server's answer confirms it. The account is closed by the
// dialog only once every balance is confirmed moved.

/** Where everything goes: an account party ("FAB|<id>") and what it is called on screen. */
export interface MoveDestination extends Party {
  type: 'account'
  label: string
}

/** One currency's transfer: waiting, on its way, confirmed, refused, or sent without a confirmation. */
export type MoveState =
  | { state: 'waiting' }
  | { state: 'moving' }
  | { state: 'moved' }
  | { state: 'failed'; text: string }
  | { state: 'unconfirmed'; text: string }

export interface MoveRow {
  currencySymbol: string
  amount: number
  result: MoveState
}

/** The balances that can be moved out: above zero (a debt cannot be transferred away). */
export const movableBalances = (balances: readonly AccountBalance[]) => balances.filter((b) => b.balance > 0)

/** The exact POST /transfers body of one currency's move. */
export function moveBody(
  account: Pick<BankAccount, 'bankId' | 'id' | 'accountNumber'>,
  balance: Pick<AccountBalance, 'currencySymbol' | 'balance'>,
  destination: MoveDestination,
  character: string,
): TransferRequest {
  return {
    currencySymbol: balance.currencySymbol,
    amount: balance.balance,
    fromType: 'account',
    fromId: accountPartyId(account.bankId, account.id),
    toType: 'account',
    toId: destination.id,
    description: T.moveDescription(account.accountNumber),
    initiatedBy: character,
  }
}

/** What one call's outcome means for its row: only a readable receipt is "moved". */
export function moveOutcome(error: unknown, amount: string): MoveState {
  if (outcomeUnknown(error)) return { state: 'unconfirmed', text: T.moveUnconfirmed(amount) }
  return { state: 'failed', text: failureText(error, F.moveTransfer) }
}

export interface MoveEverything {
  rows: MoveRow[]
  busy: boolean
  /** True when every row is confirmed moved. */
  allMoved: boolean
  /** Sends the rows not yet confirmed, one after the other; resolves true when all are moved. */
  run: (destination: MoveDestination) => Promise<boolean>
  /** Another destination: a new intent (new keys), rows back to waiting. */
  newIntent: () => void
}

/**
 * The moves of one opening of the Close dialog. A retry of a row that did not confirm sends the
 * same body with the same key (the server acts at most once per key, when keys are on); rows
 * already confirmed are never sent again.
 */
export function useMoveEverything(account: BankAccount, character: string): MoveEverything {
  const client = useQueryClient()
  // The balances at opening: the list refreshing under the dialog must not change what it promised.
  const [balances] = useState(() => movableBalances(account.balances))
  const [rows, setRows] = useState<MoveRow[]>(() =>
    balances.map((b) => ({
      currencySymbol: b.currencySymbol,
      amount: b.balance,
      result: { state: 'waiting' },
    })),
  )
  const [busy, setBusy] = useState(false)
  const keys = useRef(new Map<string, string>())
  const keyFor = (symbol: string) => {
    const known = keys.current.get(symbol)
    if (known) return known
    const key = newIdempotencyKey()
    keys.current.set(symbol, key)
    return key
  }
  const setRow = (symbol: string, result: MoveState) =>
    setRows((all) => all.map((row) => (row.currencySymbol === symbol ? { ...row, result } : row)))

  const run = async (destination: MoveDestination) => {
    setBusy(true)
    let allMoved = true
    try {
      for (const row of rows) {
        if (row.result.state === 'moved') continue
        setRow(row.currencySymbol, { state: 'moving' })
        const body = moveBody(
          account,
          { currencySymbol: row.currencySymbol, balance: row.amount },
          destination,
          character,
        )
        try {
          await sendTransfer(body, keyFor(row.currencySymbol))
          setRow(row.currencySymbol, { state: 'moved' })
        } catch (error) {
          allMoved = false
          setRow(row.currencySymbol, moveOutcome(error, formatAmount(row.amount, row.currencySymbol)))
        }
      }
    } finally {
      setBusy(false)
      // Confirmed or not, show both accounts and ledgers as the server now has them.
      const from: Party = { type: 'account', id: accountPartyId(account.bankId, account.id) }
      // bankKeys.all holds both accounts' lists, the banks and their detail.
      for (const key of [
        bankKeys.all,
        transferKeys.all,
        ledgerKeys.party(from),
        ledgerKeys.party(destination),
      ])
        void client.invalidateQueries({ queryKey: key })
    }
    return allMoved
  }

  const newIntent = useCallback(() => {
    keys.current.clear()
    setRows((all) =>
      all.map((row) => (row.result.state === 'moved' ? row : { ...row, result: { state: 'waiting' } })),
    )
  }, [])

  return { rows, busy, allMoved: rows.every((row) => row.result.state === 'moved'), run, newIntent }
}
