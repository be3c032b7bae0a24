// The economy's collections: nations, treasuries, currencies, banks, accounts and the ledger.
// Rows name characters by their display name (unique case-insensitively) and parties by stable ids,
// so a rename of a nation or bank never rewrites history (ledger rows keep the names as they were).
import { Collection } from '@msw/data'
import { z } from 'zod/mini'

const iso = z.string()
const partyType = z.enum(['treasury', 'bank', 'account'])
export const transactionTypes = [
  'mint',
  'burn',
  'transfer',
  'ubi',
  'interest',
  'maintenance_fee',
  'overdraft_fee',
] as const

export const nationSchema = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  description: z.string(),
  createdAt: iso,
  founder: z.string(),
  profilePictureUrl: z.nullable(z.string()),
  /** Admin deletes are soft: the treasury still holds money, the ledger still names it. */
  deletedAt: z.nullable(iso),
})

export const membershipSchema = z.object({
  characterName: z.string(),
  nationId: z.string(),
  role: z.enum(['officer', 'citizen']),
  joinedAt: iso,
})

export const currencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  nationId: z.string(),
  /** The issuing nation's name when the currency was created (kept if the nation is deleted). */
  nationName: z.string(),
  createdAt: iso,
  createdBy: z.string(),
  /** Running totals kept in the same step as the mint/burn rows; checkLedger() re-derives them. */
  totalMinted: z.int(),
  totalBurned: z.int(),
})

export const balanceSchema = z.object({
  holderType: partyType,
  /** Nation id, bank id or account id. */
  holderId: z.string(),
  currencySymbol: z.string(),
  amount: z.int(),
})

export const transactionSchema = z.object({
  id: z.string(),
  /** Strictly increasing write order; ties on createdAt are broken by it. */
  seq: z.int(),
  createdAt: iso,
  type: z.enum(transactionTypes),
  currencySymbol: z.string(),
  amount: z.int().check(z.positive()),
  fromType: z.nullable(partyType),
  fromId: z.nullable(z.string()),
  fromName: z.nullable(z.string()),
  toType: z.nullable(partyType),
  toId: z.nullable(z.string()),
  toName: z.nullable(z.string()),
  description: z.nullable(z.string()),
  initiatedBy: z.string(),
  /** Admin transfers: the character the admin acted as. */
  asCharacter: z.nullable(z.string()),
})

export const ubiPolicySchema = z.object({
  id: z.string(),
  nationId: z.string(),
  currencySymbol: z.string(),
  amountPerCitizen: z.int(),
  enabled: z.boolean(),
  lastDistribution: z.nullable(iso),
  createdAt: iso,
})

export const bankSchema = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  jurisdictionNationId: z.string(),
  createdAt: iso,
  createdBy: z.string(),
  /** Interest payments due and made, for interestSuccessRate. */
  interestDue: z.int(),
  interestPaid: z.int(),
  deletedAt: z.nullable(iso),
})

export const bankOfficerSchema = z.object({
  bankId: z.string(),
  characterName: z.string(),
  appointedAt: iso,
})

export const offeringSchema = z.object({
  id: z.string(),
  bankId: z.string(),
  name: z.string(),
  description: z.string(),
  interestRateBasisPoints: z.int(),
  maintenanceFeeAmount: z.int(),
  minimumBalance: z.int(),
  maximumBalance: z.nullable(z.int()),
  overdraftAllowed: z.boolean(),
  overdraftLimit: z.int(),
  overdraftFeeAmount: z.int(),
  isActive: z.boolean(),
  createdAt: iso,
  /** Deleted offerings stay resolvable for closed accounts. */
  deletedAt: z.nullable(iso),
})

export const bankAccountSchema = z.object({
  /** The account number, `<bankId>-<6 digits>`; the ledger names it `bankId|id`. */
  id: z.string(),
  bankId: z.string(),
  holderName: z.string(),
  offeringId: z.string(),
  isDefault: z.boolean(),
  /** Seconds since epoch (spec section 3). */
  createdAt: z.int(),
  closedAt: z.nullable(iso),
  closeReason: z.nullable(z.string()),
})

/** A call that succeeded under an `Idempotency-Key` (mocks/handlers/idempotent.ts). */
export const idempotencyKeySchema = z.object({
  key: z.string(),
  /** Whose key: the character's name, or "Divine Entity <account uuid>" for an admin panel. */
  caller: z.string(),
  /** What was asked: method, path and the body in canonical form; a reuse must match it. */
  request: z.string(),
  status: z.int(),
  body: z.unknown(),
  createdAt: iso,
})

export type NationRow = z.infer<typeof nationSchema>
export type MembershipRow = z.infer<typeof membershipSchema>
export type CurrencyRow = z.infer<typeof currencySchema>
export type BalanceRow = z.infer<typeof balanceSchema>
export type TransactionRow = z.infer<typeof transactionSchema>
export type UbiPolicyRow = z.infer<typeof ubiPolicySchema>
export type BankRow = z.infer<typeof bankSchema>
export type BankOfficerRow = z.infer<typeof bankOfficerSchema>
export type OfferingRow = z.infer<typeof offeringSchema>
export type BankAccountRow = z.infer<typeof bankAccountSchema>
export type IdempotencyRow = z.infer<typeof idempotencyKeySchema>

export const economyCollections = {
  nations: new Collection({ schema: nationSchema }),
  memberships: new Collection({ schema: membershipSchema }),
  currencies: new Collection({ schema: currencySchema }),
  balances: new Collection({ schema: balanceSchema }),
  transactions: new Collection({ schema: transactionSchema }),
  ubiPolicies: new Collection({ schema: ubiPolicySchema }),
  banks: new Collection({ schema: bankSchema }),
  bankOfficers: new Collection({ schema: bankOfficerSchema }),
  offerings: new Collection({ schema: offeringSchema }),
  bankAccounts: new Collection({ schema: bankAccountSchema }),
  idempotencyKeys: new Collection({ schema: idempotencyKeySchema }),
}

export type EconomyCollections = typeof economyCollections
export type EconomyTableName = keyof EconomyCollections

export interface EconomyRows {
  nations: NationRow
  memberships: MembershipRow
  currencies: CurrencyRow
  balances: BalanceRow
  transactions: TransactionRow
  ubiPolicies: UbiPolicyRow
  banks: BankRow
  bankOfficers: BankOfficerRow
  offerings: OfferingRow
  bankAccounts: BankAccountRow
  idempotencyKeys: IdempotencyRow
}
