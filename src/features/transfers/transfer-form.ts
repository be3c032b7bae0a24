import type { AdminTransferRequest, PartyType, TransferRequest } from '@/api/ledger.types'
import type { Party } from '@/api/ledger'
import type { BalanceInfo } from '@/api/transfers'
import { formatAmount } from '@/lib/format'
import { readWholeAmount } from '@/lib/money'
import type { FieldProblems } from '@/ui/field-problems'
import { TRANSFER_TEXTS as T } from './texts'

// The Transfer Funds form as plain data: what was typed and picked, the checks of spec section 5
// in their order, and the exact payloads of section 7.

/** A picked treasury, vault or account: its party id and what the user calls it. */
export interface PickedParty extends Party {
  label: string
}

/**
 * Whose account a typed number is (GET /accounts/search?q=), for the number it was made for:
 * money goes to a typed number only once its holder is on screen.
 */
export type PayeeCheck =
  | { number: string; state: 'checking' | 'unknown' | 'failed' }
  | { number: string; state: 'found'; party: PickedParty; holder: string }

export interface TransferForm {
  fromType: PartyType | ''
  from: PickedParty | null
  toType: PartyType | ''
  to: PickedParty | null
  /** Destination account: search by character name (default) or type its number. */
  toBySearch: boolean
  toNumber: string
  /** The look-up of toNumber; null until it starts. */
  toCheck: PayeeCheck | null
  currencySymbol: string
  amount: string
  description: string
  /** Admin flavour: the character the admin acts as. */
  asCharacter: string
}

export const emptyForm = (from: PickedParty | null = null): TransferForm => ({
  fromType: from?.type ?? '',
  from,
  // Most transfers go to a player's account: the commonest destination is the one to start with.
  toType: 'account',
  to: null,
  toBySearch: true,
  toNumber: '',
  toCheck: null,
  currencySymbol: '',
  amount: '',
  description: '',
  asCharacter: '',
})

/** Whether the destination is an account given by its number (the search switched off). */
const byNumber = (form: TransferForm) => form.toType === 'account' && !form.toBySearch

/** The look-up of the number as typed now, or null while none has answered for it. */
function currentCheck(form: TransferForm): PayeeCheck | null {
  const typed = form.toNumber.trim()
  return form.toCheck && form.toCheck.number === typed ? form.toCheck : null
}

/**
 * The destination as picked, or, for a typed number, the account the look-up found for it
 * (never the bare number: a typo would send money to a stranger).
 */
export function destinationOf(form: TransferForm): PickedParty | null {
  if (byNumber(form)) {
    const check = currentCheck(form)
    return check?.state === 'found' ? check.party : null
  }
  return form.toType && form.to?.type === form.toType ? form.to : null
}

/** A typed number whose holder is still being looked up: Transfer waits for the answer. */
export function payeePending(form: TransferForm): boolean {
  if (!byNumber(form) || !form.toNumber.trim()) return false
  const check = currentCheck(form)
  return !check || check.state === 'checking'
}

/** Why a typed number cannot be paid yet (being checked, unknown, not checkable), or null. */
function payeeProblem(form: TransferForm): string | null {
  const typed = form.toNumber.trim()
  if (!byNumber(form) || !typed) return null
  const check = currentCheck(form)
  if (!check || check.state === 'checking') return T.payeeChecking
  if (check.state === 'unknown') return T.payeeUnknown(typed)
  if (check.state === 'failed') return T.payeeCheckFailed(typed)
  return null
}

export const sourceOf = (form: TransferForm): PickedParty | null =>
  form.fromType && form.from?.type === form.fromType ? form.from : null

/** A transfer the checks let through, with the labels its receipt names. */
export interface TransferDraft {
  currencySymbol: string
  amount: number
  from: PickedParty
  to: PickedParty
  description: string
}

/** The whole amount typed, or null when there is none or it cannot be sent as it is. */
export function typedAmount(form: TransferForm): number | null {
  const reading = readWholeAmount(form.amount)
  return reading.ok ? reading.value : null
}

/** 'Insufficient funds. Available: $AR 880 (including an overdraft of $AR 500)'. */
export const insufficientFunds = (info: BalanceInfo, symbol: string) =>
  T.insufficient(
    formatAmount(info.availableBalance, symbol),
    info.overdraftLimit > 0 ? formatAmount(info.overdraftLimit, symbol) : null,
  )

/** The transfer form's fields that can be at fault, in the order they appear. */
export type TransferFieldKey = 'asCharacter' | 'fromType' | 'from' | 'toType' | 'to' | 'currency' | 'amount'

/**
 * Which required fields are empty, each with the words under it (spec section 5's "Please fill
 * in all required fields" names none). A typed number is not "empty" here: PayeeNumberField says
 * itself what is wrong with it.
 */
export function missingTransferFields(form: TransferForm, admin: boolean): FieldProblems<TransferFieldKey> {
  const found: FieldProblems<TransferFieldKey> = {}
  const reading = readWholeAmount(form.amount)
  if (admin && !form.asCharacter.trim()) found.asCharacter = T.missing.actAs
  if (!form.fromType) found.fromType = T.missing.fromType
  else if (!sourceOf(form)) found.from = T.missing.from
  if (!form.toType) found.toType = T.missing.toType
  else if (!destinationOf(form) && !payeeProblem(form)) found.to = T.missing.to
  if (!form.currencySymbol.trim()) found.currency = T.missing.currency
  if (reading.ok && reading.value === null) found.amount = T.missing.amount
  return found
}

/**
 * `field`: the message is already shown at that field (a typed number nobody holds), so the
 * form focuses it instead of repeating it in the banner.
 */
export type TransferCheck =
  { ok: true; draft: TransferDraft } | { ok: false; message: string; field?: TransferFieldKey }

/**
 * The checks of spec section 5, in order: every required field, a whole amount, above 0, and
 * (players only) within the balance plus overdraft when the balance is known. Admin transfers
 * bypass the balance check but must name the character they act as.
 */
export function checkTransfer(
  form: TransferForm,
  { admin, balance }: { admin: boolean; balance: BalanceInfo | null },
): TransferCheck {
  const from = sourceOf(form)
  const to = destinationOf(form)
  const currencySymbol = form.currencySymbol.trim()
  const reading = readWholeAmount(form.amount)
  const payee = payeeProblem(form)
  const missing =
    !from ||
    (!to && !payee) ||
    !currencySymbol ||
    (reading.ok && reading.value === null) ||
    (admin && !form.asCharacter.trim())
  if (missing) return { ok: false, message: T.required }
  if (payee) return { ok: false, message: payee, field: payee === T.payeeChecking ? undefined : 'to' }
  if (!reading.ok) return { ok: false, message: reading.message }
  const amount = reading.value ?? 0
  if (amount <= 0) return { ok: false, message: T.positive }
  if (!admin && balance && amount > balance.availableBalance) {
    return { ok: false, message: insufficientFunds(balance, currencySymbol) }
  }
  return {
    ok: true,
    draft: { currencySymbol, amount, from: from!, to: to!, description: form.description.trim() },
  }
}

/** What both transfer calls send about the money and the two parties, in the spec's order. */
const transferFields = (draft: TransferDraft): Omit<TransferRequest, 'initiatedBy'> => ({
  currencySymbol: draft.currencySymbol,
  amount: draft.amount,
  fromType: draft.from.type,
  fromId: draft.from.id,
  toType: draft.to.type,
  toId: draft.to.id,
  description: draft.description,
})

/** POST /transfers: exactly the fields of spec section 7. */
export const transferPayload = (draft: TransferDraft, initiatedBy: string): TransferRequest => ({
  ...transferFields(draft),
  initiatedBy,
})

/** POST /admin/transfer: the same, acting as a character instead of initiatedBy. */
export const adminTransferPayload = (draft: TransferDraft, asCharacter: string): AdminTransferRequest => ({
  ...transferFields(draft),
  asCharacter: asCharacter.trim(),
})
