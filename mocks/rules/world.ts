// The economy as the rules see it: the tables (plain row arrays), look-ups with lazily built
// indexes, and the only door for inserting or removing rows.
//
// A World is short-lived: one per request, or one for a whole seeding replay. Its indexes are
// built on first use and kept current by its own inserts, so a replay of thousands of operations
// never rescans a table. Rows are mutated in place and appended synchronously: @msw/data's own
// create/update are async (validation, drafts) and update rescans the collection, so a handler
// awaiting them could interleave with another request between a balance check and the write.
// Without a single await, every operation is atomic in JavaScript's one thread. A World over the
// live database and a World over plain arrays (pure tests) behave the same.

import type {
  BalanceRow,
  BankAccountRow,
  BankOfficerRow,
  BankRow,
  CurrencyRow,
  EconomyRows,
  EconomyTableName,
  IdempotencyRow,
  MembershipRow,
  NationRow,
  OfferingRow,
  TransactionRow,
  UbiPolicyRow,
} from '../db/economy'
import type { CharacterRow } from '../db/identity'
import type { PartyType } from '@/api/types'

export type { PartyType }

/** The character fields the economy reads. */
export type CharacterLike = Pick<
  CharacterRow,
  'name' | 'accountUuid' | 'isDeceased' | 'lastSeen' | 'profilePictureUrl' | 'firstUsed' | 'biography'
>

export interface EconomyTables {
  characters: CharacterLike[]
  nations: NationRow[]
  memberships: MembershipRow[]
  currencies: CurrencyRow[]
  balances: BalanceRow[]
  transactions: TransactionRow[]
  ubiPolicies: UbiPolicyRow[]
  banks: BankRow[]
  bankOfficers: BankOfficerRow[]
  offerings: OfferingRow[]
  bankAccounts: BankAccountRow[]
  idempotencyKeys: IdempotencyRow[]
}

/** How rows enter and leave storage (the live collections, or plain arrays in pure tests). */
export interface TableWriter {
  insert<K extends EconomyTableName>(table: K, row: EconomyRows[K]): void
  remove<K extends EconomyTableName>(table: K, row: EconomyRows[K]): void
}

/** Plain arrays: for pure rule tests and scratch worlds. */
export function arrayWriter(tables: EconomyTables): TableWriter {
  return {
    insert(table, row) {
      ;(tables[table] as unknown[]).push(row)
    },
    remove(table, row) {
      const rows = tables[table] as unknown[]
      const index = rows.indexOf(row)
      if (index >= 0) rows.splice(index, 1)
    },
  }
}

export function emptyTables(characters: CharacterLike[] = []): EconomyTables {
  return {
    characters,
    nations: [],
    memberships: [],
    currencies: [],
    balances: [],
    transactions: [],
    ubiPolicies: [],
    banks: [],
    bankOfficers: [],
    offerings: [],
    bankAccounts: [],
    idempotencyKeys: [],
  }
}

export interface Party {
  type: PartyType
  /** Nation id, bank id or account id. */
  id: string
}

// Names are compared case-insensitively; toLowerCase (not the locale-aware variant) keeps the
// hot paths of a replay cheap and agrees with it for the names the game allows.
export const lower = (text: string) => text.toLowerCase()
export const balanceKey = (type: PartyType, id: string, symbol: string) => `${type}\u0000${id}\u0000${symbol}`

type IndexedTable = EconomyTableName | 'characters'
type Index<Row> = Map<string, Row[]>

export class World {
  #now!: Date
  #nowIso = ''
  readonly tables: EconomyTables
  readonly #writer: TableWriter
  #indexes = new Map<string, { table: IndexedTable; key: (row: never) => string; map: Index<unknown> }>()
  #nextSeq: number | null = null

  constructor(tables: EconomyTables, writer: TableWriter, now: Date) {
    this.tables = tables
    this.#writer = writer
    this.now = now
  }

  /** The world's "now"; a seeding replay moves it forward step by step. */
  get now(): Date {
    return this.#now
  }

  set now(value: Date) {
    this.#now = value
    this.#nowIso = ''
  }

  static scratch(characters: CharacterLike[] = [], now = new Date()): World {
    const tables = emptyTables(characters)
    return new World(tables, arrayWriter(tables), now)
  }

  nowIso(): string {
    // Cached: an economy cycle writes hundreds of rows at the same instant.
    if (!this.#nowIso) this.#nowIso = this.#now.toISOString()
    return this.#nowIso
  }

  // ---------------------------------------------------------------- indexes

  #index<K extends IndexedTable>(
    name: string,
    table: K,
    key: (row: EconomyTables[K][number]) => string,
  ): Index<EconomyTables[K][number]> {
    let entry = this.#indexes.get(name)
    if (!entry) {
      const map: Index<unknown> = new Map()
      for (const row of this.tables[table]) add(map, key(row as never), row)
      entry = { table, key: key as (row: never) => string, map }
      this.#indexes.set(name, entry)
    }
    return entry.map as Index<EconomyTables[K][number]>
  }

  /** Key fields of rows in `table` were edited in place: rebuild its indexes on next use. */
  touched(table: IndexedTable): void {
    for (const [name, entry] of this.#indexes) if (entry.table === table) this.#indexes.delete(name)
  }

  insert<K extends EconomyTableName>(table: K, row: EconomyRows[K]): EconomyRows[K] {
    this.#writer.insert(table, row)
    for (const entry of this.#indexes.values()) {
      if (entry.table === table) add(entry.map, entry.key(row as never), row)
    }
    return row
  }

  remove<K extends EconomyTableName>(table: K, row: EconomyRows[K]): void {
    this.#writer.remove(table, row)
    this.touched(table)
  }

  // ---------------------------------------------------------------- characters

  character(name: string): CharacterLike | undefined {
    return this.#index('characters.name', 'characters', (c) => lower(c.name)).get(lower(name))?.[0]
  }

  // ---------------------------------------------------------------- nations

  /** A nation by id or name (case-insensitive); deleted nations are not found. */
  nation(ref: string): NationRow | undefined {
    const byId = this.nationById(ref)
    if (byId && !byId.deletedAt) return byId
    return this.#index('nations.name', 'nations', (n) => lower(n.name))
      .get(lower(ref))
      ?.find((n) => !n.deletedAt)
  }

  /** Including deleted ones: ledger rows still name them. */
  nationById(id: string): NationRow | undefined {
    return this.#index('nations.id', 'nations', (n) => n.id).get(id)?.[0]
  }

  liveNations(): NationRow[] {
    return this.tables.nations.filter((n) => !n.deletedAt)
  }

  membership(characterName: string): MembershipRow | undefined {
    return this.#index('memberships.name', 'memberships', (m) => lower(m.characterName)).get(lower(characterName))?.[0]
  }

  members(nationId: string): MembershipRow[] {
    return this.#index('memberships.nation', 'memberships', (m) => m.nationId).get(nationId) ?? []
  }

  officers(nationId: string): MembershipRow[] {
    return this.members(nationId).filter((m) => m.role === 'officer')
  }

  isNationOfficer(nationId: string, characterName: string): boolean {
    const m = this.membership(characterName)
    return !!m && m.nationId === nationId && m.role === 'officer'
  }

  // ---------------------------------------------------------------- currencies

  currency(symbol: string): CurrencyRow | undefined {
    return this.#index('currencies.symbol', 'currencies', (c) => lower(c.symbol)).get(lower(symbol))?.[0]
  }

  currencyOfNation(nationId: string): CurrencyRow | undefined {
    return this.#index('currencies.nation', 'currencies', (c) => c.nationId).get(nationId)?.[0]
  }

  ubiPolicies(nationId: string): UbiPolicyRow[] {
    return this.#index('ubi.nation', 'ubiPolicies', (p) => p.nationId).get(nationId) ?? []
  }

  // ---------------------------------------------------------------- banks

  /** A bank by id (case-insensitive) or name; deleted banks are not found. */
  bank(ref: string): BankRow | undefined {
    const byId = this.bankById(ref)
    if (byId && !byId.deletedAt) return byId
    return this.#index('banks.name', 'banks', (b) => lower(b.name))
      .get(lower(ref))
      ?.find((b) => !b.deletedAt)
  }

  bankById(id: string): BankRow | undefined {
    return this.#index('banks.id', 'banks', (b) => lower(b.id)).get(lower(id))?.[0]
  }

  liveBanks(): BankRow[] {
    return this.tables.banks.filter((b) => !b.deletedAt)
  }

  bankOfficers(bankId: string): BankOfficerRow[] {
    return this.#index('officers.bank', 'bankOfficers', (o) => o.bankId).get(bankId) ?? []
  }

  isBankOfficer(bankId: string, characterName: string): boolean {
    const key = lower(characterName)
    return this.bankOfficers(bankId).some((o) => lower(o.characterName) === key)
  }

  offering(id: string): OfferingRow | undefined {
    return this.#index('offerings.id', 'offerings', (o) => o.id).get(id)?.[0]
  }

  offeringsOf(bankId: string): OfferingRow[] {
    return (this.#index('offerings.bank', 'offerings', (o) => o.bankId).get(bankId) ?? []).filter((o) => !o.deletedAt)
  }

  // ---------------------------------------------------------------- accounts

  /** An account by number (`FRB-123456`, case-insensitive) or ledger id (`FRB|FRB-123456`). */
  account(ref: string): BankAccountRow | undefined {
    const bar = ref.indexOf('|')
    const id = bar >= 0 ? ref.slice(bar + 1) : ref
    const row = this.#index('accounts.id', 'bankAccounts', (a) => lower(a.id)).get(lower(id))?.[0]
    if (row && bar >= 0 && lower(row.bankId) !== lower(ref.slice(0, bar))) return undefined
    return row
  }

  accountsOf(holderName: string): BankAccountRow[] {
    return this.#index('accounts.holder', 'bankAccounts', (a) => lower(a.holderName)).get(lower(holderName)) ?? []
  }

  /** Open accounts in banks that still exist. */
  openAccountsOf(holderName: string): BankAccountRow[] {
    return this.accountsOf(holderName).filter((a) => !a.closedAt && !this.bankById(a.bankId)?.deletedAt)
  }

  defaultAccount(holderName: string): BankAccountRow | undefined {
    return this.openAccountsOf(holderName).find((a) => a.isDefault)
  }

  accountsOfBank(bankId: string): BankAccountRow[] {
    return this.#index('accounts.bank', 'bankAccounts', (a) => a.bankId).get(bankId) ?? []
  }

  accountsWithOffering(offeringId: string): BankAccountRow[] {
    return this.#index('accounts.offering', 'bankAccounts', (a) => a.offeringId).get(offeringId) ?? []
  }

  // ---------------------------------------------------------------- balances

  balanceRow(type: PartyType, id: string, symbol: string): BalanceRow | undefined {
    return this.#balanceIndex().get(balanceKey(type, id, symbol))?.[0]
  }

  balance(type: PartyType, id: string, symbol: string): number {
    return this.balanceRow(type, id, symbol)?.amount ?? 0
  }

  balancesOf(type: PartyType, id: string): BalanceRow[] {
    return this.#index('balances.holder', 'balances', (b) => `${b.holderType}\u0000${b.holderId}`).get(`${type}\u0000${id}`) ?? []
  }

  #balanceIndex() {
    return this.#index('balances.key', 'balances', (b) => balanceKey(b.holderType, b.holderId, b.currencySymbol))
  }

  // ---------------------------------------------------------------- ledger

  nextSeq(): number {
    if (this.#nextSeq === null) {
      let max = 0
      for (const row of this.tables.transactions) if (row.seq > max) max = row.seq
      this.#nextSeq = max + 1
    }
    return this.#nextSeq++
  }

  idempotency(characterName: string, key: string): IdempotencyRow | undefined {
    return this.#index('idem', 'idempotencyKeys', (r) => `${lower(r.characterName)}\u0000${r.key}`).get(
      `${lower(characterName)}\u0000${key}`,
    )?.[0]
  }
}

function add<Row>(map: Index<Row>, key: string, row: Row): void {
  const list = map.get(key)
  if (list) list.push(row)
  else map.set(key, [row])
}
