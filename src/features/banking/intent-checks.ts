import { fetchBanks, fetchOfferings, fetchPlayerAccounts } from '@/api/banks'
import type { IntentCheck } from '@/api/intent'

// What each banking change reads back after an unknown outcome (src/api/intent.ts): the player's
// accounts, the banks, the bank's offerings, fresh from the server.

export const BANKING_CHECKS = {
  accountsWhere: 'your accounts',
  opened: (numbers: readonly string[]) =>
    numbers.length === 1
      ? `The account ${numbers[0]} is open.`
      : `Your accounts show ${numbers.length} new accounts: ${numbers.join(', ')}.`,
  notOpened: (bank: string) => `Your accounts show no new account at ${bank}.`,
  closed: (number: string) => `The account ${number} is closed.`,
  stillOpen: (number: string) => `The account ${number} is still open.`,
  banksWhere: 'the list of banks',
  bankThere: (name: string, id: string) => `The bank ${name} (${id}) is in the list of banks.`,
  bankMissing: (name: string, id: string) => `The list of banks has no ${name} (${id}).`,
  offeringsWhere: (bank: string) => `the offerings of ${bank}`,
  offeringThere: (bank: string, name: string) => `${bank} has an offering named "${name}".`,
  offeringMissing: (bank: string, name: string) => `${bank} has no offering named "${name}".`,
} as const

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
    ? { found: true, text: BANKING_CHECKS.opened(fresh) }
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
