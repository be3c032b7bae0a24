import { fetchBanks, fetchOfferings, fetchPlayerAccounts } from '@/api/banks'
import type { IntentCheck } from '@/api/intent'
import { icu, localised } from '@/lib/i18n/runtime'

// What each banking change reads back after an unknown outcome (src/api/intent.ts): the player's
// accounts, the banks, the bank's offerings, fresh from the server.

export const BANKING_CHECKS = localised('banking', 'BANKING_CHECKS', {
  accountsWhere: 'your accounts',
  /** The new accounts' numbers, `list` joined with ", ". */
  opened: icu(
    (count: number, list: string) =>
      count === 1 ? `The account ${list} is open.` : `Your accounts show ${count} new accounts: ${list}.`,
    '{count, plural, one {The account {list} is open.} other {Your accounts show # new accounts: {list}.}}',
  ),
  notOpened: icu(
    (bank: string) => `Your accounts show no new account at ${bank}.`,
    'Your accounts show no new account at {bank}.',
  ),
  closed: icu((number: string) => `The account ${number} is closed.`, 'The account {number} is closed.'),
  stillOpen: icu(
    (number: string) => `The account ${number} is still open.`,
    'The account {number} is still open.',
  ),
  banksWhere: 'the list of banks',
  bankThere: icu(
    (name: string, id: string) => `The bank ${name} (${id}) is in the list of banks.`,
    'The bank {name} ({id}) is in the list of banks.',
  ),
  bankMissing: icu(
    (name: string, id: string) => `The list of banks has no ${name} (${id}).`,
    'The list of banks has no {name} ({id}).',
  ),
  offeringsWhere: icu((bank: string) => `the offerings of ${bank}`, 'the offerings of {bank}'),
  offeringThere: icu(
    (bank: string, name: string) => `${bank} has an offering named "${name}".`,
    '{bank} has an offering named "{name}".',
  ),
  offeringMissing: icu(
    (bank: string, name: string) => `${bank} has no offering named "${name}".`,
    '{bank} has no offering named "{name}".',
  ),
} as const)

/**
 * After an unknown Open Account: the player's open accounts at `bankId` that were not among
 * `before` (the account numbers known before the first press; null when none were loaded, then
 * every account at that bank under that offering counts).
 */
export async function checkOpened(
  character: string,
  bankId: string,
  bankName: string,
  offeringId: string,
  before: readonly string[] | null,
): Promise<IntentCheck> {
  const accounts = await fetchPlayerAccounts(character)
  const fresh = accounts
    .filter((a) => a.bankId === bankId && !a.isClosed)
    .filter((a) => (before ? !before.includes(a.accountNumber) : a.offering?.id === offeringId))
    .map((a) => a.accountNumber)
  return fresh.length > 0
    ? { found: true, text: BANKING_CHECKS.opened(fresh.length, fresh.join(', ')) }
    : { found: false, text: BANKING_CHECKS.notOpened(bankName) }
}

/** After an unknown Close Account: is the account gone from the player's open accounts? */
export async function checkClosed(character: string, accountNumber: string): Promise<IntentCheck> {
  const accounts = await fetchPlayerAccounts(character)
  const open = accounts.some((a) => a.accountNumber === accountNumber && !a.isClosed)
  return open
    ? { found: false, text: BANKING_CHECKS.stillOpen(accountNumber) }
    : { found: true, text: BANKING_CHECKS.closed(accountNumber) }
}

/** After an unknown Create Bank: is the bank in the list? */
export async function checkBankCreated(bankId: string, name: string): Promise<IntentCheck> {
  const banks = await fetchBanks()
  return banks.some((b) => b.id.toLowerCase() === bankId.toLowerCase())
    ? { found: true, text: BANKING_CHECKS.bankThere(name, bankId) }
    : { found: false, text: BANKING_CHECKS.bankMissing(name, bankId) }
}

/** After an unknown Create Offering: does the bank have an offering of that name? */
export async function checkOfferingCreated(
  bankId: string,
  bankName: string,
  name: string,
): Promise<IntentCheck> {
  const offerings = await fetchOfferings(bankId)
  return offerings.some((o) => o.name.trim().toLowerCase() === name.trim().toLowerCase())
    ? { found: true, text: BANKING_CHECKS.offeringThere(bankName, name) }
    : { found: false, text: BANKING_CHECKS.offeringMissing(bankName, name) }
}
