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
import { worldTouched } from '../db/version'
import { isoString } from '../clock'

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
type RowOf<K extends IndexedTable> = EconomyTables[K][number]

/**
 * An index of one table by one key. A unique index maps each key to the first row that has it
 * (look-ups of one row: no list per key to build, keep or follow); a list index to every row with
 * it, in table order.
 */
interface IndexSpec<K extends IndexedTable = IndexedTable, Unique extends boolean = boolean> {
  table: K
  key: (row: RowOf<K>) => string
  unique: Unique
  /** Where a World holds it (an array slot: the hot look-ups of a replay skip a Map). */
  slot: number
}

/** An index spec with its row type forgotten (the cache holds specs of every table). */
type AnySpec = { table: IndexedTable; key: (row: never) => string; unique: boolean; slot: number }
/** A unique index (key to row) or a list index (key to rows). */
type AnyIndex = Map<string, unknown>

let slots = 0
const one = <K extends IndexedTable>(table: K, key: (row: RowOf<K>) => string): IndexSpec<K, true> => ({
  table,
  key,
  unique: true,
  slot: slots++,
})
const many = <K extends IndexedTable>(table: K, key: (row: RowOf<K>) => string): IndexSpec<K, false> => ({
  table,
  key,
  unique: false,
  slot: slots++,
})

// Every index a World may build. Case-insensitive look-ups try the exact spelling first (what
// the backend itself passes around), and lower-case keys only when that misses.
const BY = {
  characterName: one('characters', (c) => c.name),
  characterLower: one('characters', (c) => lower(c.name)),
  nationId: one('nations', (n) => n.id),
  nationLower: many('nations', (n) => lower(n.name)),
  memberName: one('memberships', (m) => m.characterName),
  memberLower: one('memberships', (m) => lower(m.characterName)),
  memberNation: many('memberships', (m) => m.nationId),
  currencySymbol: one('currencies', (c) => c.symbol),
  currencyLower: one('currencies', (c) => lower(c.symbol)),
  currencyNation: one('currencies', (c) => c.nationId),
  ubiNation: many('ubiPolicies', (p) => p.nationId),
  bankId: one('banks', (b) => b.id),
  bankIdLower: one('banks', (b) => lower(b.id)),
  bankNameLower: many('banks', (b) => lower(b.name)),
  officerBank: many('bankOfficers', (o) => o.bankId),
  offeringId: one('offerings', (o) => o.id),
  offeringBank: many('offerings', (o) => o.bankId),
  accountId: one('bankAccounts', (a) => a.id),
  accountLower: one('bankAccounts', (a) => lower(a.id)),
  accountHolder: many('bankAccounts', (a) => a.holderName),
  accountHolderLower: many('bankAccounts', (a) => lower(a.holderName)),
  accountBank: many('bankAccounts', (a) => a.bankId),
  accountOffering: many('bankAccounts', (a) => a.offeringId),
  idempotency: one('idempotencyKeys', (r) => `${lower(r.caller)}\u0000${r.key}`),
}

/** Each table's index specs (an insert updates the ones a World holds; most tables have none). */
const SPECS_OF = new Map<string, AnySpec[]>()
for (const by of Object.values(BY) as AnySpec[])
  SPECS_OF.set(by.table, [...(SPECS_OF.get(by.table) ?? []), by])
const NO_SPECS: AnySpec[] = []

interface BalanceIndex {
  /** One row per holder type, currency and holder id: a holder of many currencies is not scanned. */
  bySymbol: Record<PartyType, Map<string, Map<string, BalanceRow>>>
  /**
   * Each holder's rows in table order, by holder type and id; built when first asked for (a
   * seeding replay writes a million balances and never lists them).
   */
  rows: Record<PartyType, Map<string, BalanceRow[]>> | null
}

// Indexes outlive the World that built them: a World is made per request, and rebuilding an
// index of 100 000 characters for each would cost more than the request. A kept index is reused
// while its table is the same array, as long, with the same last row, and nothing edited key
// fields in place since (`worldChanged()`, called by every such edit and by `touched`).
export interface Kept<T> {
  rows: readonly unknown[]
  length: number
  last: unknown
  generation: number
  value: T
}
let generation = 0
const keptIndexes: (Kept<AnyIndex> | undefined)[] = [] // by spec slot
let keptBalances: Kept<BalanceIndex> | null = null
let keptSeq: Kept<number> | null = null

/** Key fields of stored rows were edited in place (renames): every kept index is stale. */
export function worldChanged(): void {
  generation += 1
  worldTouched()
}

/** A value computed from `rows`, kept until the table or a key field changes (see `Kept`). */
export function keptFor<T>(slot: { kept?: Kept<T> }, rows: readonly unknown[], compute: () => T): T {
  if (!fresh(slot.kept, rows)) slot.kept = keep(rows, compute())
  return slot.kept.value
}

function fresh<T>(kept: Kept<T> | null | undefined, rows: readonly unknown[]): kept is Kept<T> {
  return (
    !!kept &&
    kept.rows === rows &&
    kept.length === rows.length &&
    kept.last === rows[rows.length - 1] &&
    kept.generation === generation
  )
}

function keep<T>(rows: readonly unknown[], value: T): Kept<T> {
  return { rows, length: rows.length, last: rows[rows.length - 1], generation, value }
}

export class World {
  #now!: Date
  #nowIso = ''
  readonly tables: EconomyTables
  readonly #writer: TableWriter
  readonly #indexes: (AnyIndex | undefined)[] = new Array(slots).fill(undefined)
  #balances: BalanceIndex | null = null
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
    if (!this.#nowIso) this.#nowIso = isoString(this.#now.getTime())
    return this.#nowIso
  }

  // ---------------------------------------------------------------- indexes

  #index(by: AnySpec): AnyIndex {
    let map = this.#indexes[by.slot]
    if (!map) {
      const rows = this.tables[by.table]
      const kept = keptIndexes[by.slot]
      if (fresh(kept, rows)) map = kept.value
      else {
        map = new Map()
        for (const row of rows) addTo(map, by, row)
        keptIndexes[by.slot] = keep(rows, map)
      }
      this.#indexes[by.slot] = map
    }
    return map
  }

  #first<K extends IndexedTable>(by: IndexSpec<K, true>, key: string): RowOf<K> | undefined {
    return this.#index(by).get(key) as RowOf<K> | undefined
  }

  #all<K extends IndexedTable>(by: IndexSpec<K, false>, key: string): RowOf<K>[] {
    return (this.#index(by).get(key) as RowOf<K>[] | undefined) ?? []
  }

  /** Key fields of rows in `table` were edited in place: rebuild its indexes on next use. */
  touched(table: IndexedTable): void {
    for (const by of SPECS_OF.get(table) ?? NO_SPECS) this.#indexes[by.slot] = undefined
    if (table === 'balances') this.#balances = null
    worldChanged()
  }

  insert<K extends EconomyTableName>(table: K, row: EconomyRows[K]): EconomyRows[K] {
    const rows = this.tables[table] as readonly unknown[]
    const specs = SPECS_OF.get(table) ?? NO_SPECS
    // Kept indexes this World does not hold would miss the row: after it goes in, an index this
    // World holds is kept again only if it was the kept one before (bit i: specs[i]).
    let wasKept = 0
    for (let i = 0; i < specs.length; i++) {
      const map = this.#indexes[specs[i].slot]
      const kept = keptIndexes[specs[i].slot]
      if (map && fresh(kept, rows) && kept.value === map) wasKept |= 1 << i
    }
    const balancesFresh =
      table === 'balances' && fresh(keptBalances, rows) && keptBalances!.value === this.#balances
    const seqFresh = table === 'transactions' && fresh(keptSeq, rows)
    this.#writer.insert(table, row)
    for (let i = 0; i < specs.length; i++) {
      const by = specs[i]
      const map = this.#indexes[by.slot]
      if (!map) continue
      addTo(map, by, row)
      if (wasKept & (1 << i)) keptIndexes[by.slot] = keep(rows, map)
    }
    if (table === 'balances' && this.#balances) {
      addBalance(this.#balances, row as BalanceRow)
      if (balancesFresh) keptBalances = keep(rows, this.#balances)
    }
    if (seqFresh && this.#nextSeq !== null) keptSeq = keep(rows, this.#nextSeq)
    return row
  }

  remove<K extends EconomyTableName>(table: K, row: EconomyRows[K]): void {
    this.#writer.remove(table, row)
    this.touched(table)
  }

  // ---------------------------------------------------------------- characters

  character(name: string): CharacterLike | undefined {
    return this.#first(BY.characterName, name) ?? this.#first(BY.characterLower, lower(name))
  }

  // ---------------------------------------------------------------- nations

  /** A nation by id or name (case-insensitive); deleted nations are not found. */
  nation(ref: string): NationRow | undefined {
    const byId = this.nationById(ref)
    if (byId && !byId.deletedAt) return byId
    return this.#all(BY.nationLower, lower(ref)).find((n) => !n.deletedAt)
  }

  /** Including deleted ones: ledger rows still name them. */
  nationById(id: string): NationRow | undefined {
    return this.#first(BY.nationId, id)
  }

  liveNations(): NationRow[] {
    return this.tables.nations.filter((n) => !n.deletedAt)
  }

  membership(characterName: string): MembershipRow | undefined {
    return this.#first(BY.memberName, characterName) ?? this.#first(BY.memberLower, lower(characterName))
  }

  members(nationId: string): MembershipRow[] {
    return this.#all(BY.memberNation, nationId)
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
    return this.#first(BY.currencySymbol, symbol) ?? this.#first(BY.currencyLower, lower(symbol))
  }

  currencyOfNation(nationId: string): CurrencyRow | undefined {
    return this.#first(BY.currencyNation, nationId)
  }

  ubiPolicies(nationId: string): UbiPolicyRow[] {
    return this.#all(BY.ubiNation, nationId)
  }

  // ---------------------------------------------------------------- banks

  /** A bank by id (case-insensitive) or name; deleted banks are not found. */
  bank(ref: string): BankRow | undefined {
    const byId = this.bankById(ref)
    if (byId && !byId.deletedAt) return byId
    return this.#all(BY.bankNameLower, lower(ref)).find((b) => !b.deletedAt)
  }

  bankById(id: string): BankRow | undefined {
    return this.#first(BY.bankId, id) ?? this.#first(BY.bankIdLower, lower(id))
  }

  liveBanks(): BankRow[] {
    return this.tables.banks.filter((b) => !b.deletedAt)
  }

  bankOfficers(bankId: string): BankOfficerRow[] {
    return this.#all(BY.officerBank, bankId)
  }

  isBankOfficer(bankId: string, characterName: string): boolean {
    const key = lower(characterName)
    return this.bankOfficers(bankId).some(
      (o) => o.characterName === characterName || lower(o.characterName) === key,
    )
  }

  offering(id: string): OfferingRow | undefined {
    return this.#first(BY.offeringId, id)
  }

  offeringsOf(bankId: string): OfferingRow[] {
    return this.#all(BY.offeringBank, bankId).filter((o) => !o.deletedAt)
  }

  // ---------------------------------------------------------------- accounts

  /** An account by number (`FRB-123456`, case-insensitive) or ledger id (`FRB|FRB-123456`). */
  account(ref: string): BankAccountRow | undefined {
    const exact = this.#first(BY.accountId, ref)
    if (exact) return exact
    const bar = ref.indexOf('|')
    const id = bar >= 0 ? ref.slice(bar + 1) : ref
    const row = this.#first(BY.accountId, id) ?? this.#first(BY.accountLower, lower(id))
    if (row && bar >= 0 && lower(row.bankId) !== lower(ref.slice(0, bar))) return undefined
    return row
  }

  accountsOf(holderName: string): BankAccountRow[] {
    const exact = this.#all(BY.accountHolder, holderName)
    return exact.length ? exact : this.#all(BY.accountHolderLower, lower(holderName))
  }

  /** Open accounts in banks that still exist. */
  openAccountsOf(holderName: string): BankAccountRow[] {
    return this.accountsOf(holderName).filter((a) => !a.closedAt && !this.bankById(a.bankId)?.deletedAt)
  }

  defaultAccount(holderName: string): BankAccountRow | undefined {
    return this.openAccountsOf(holderName).find((a) => a.isDefault)
  }

  accountsOfBank(bankId: string): BankAccountRow[] {
    return this.#all(BY.accountBank, bankId)
  }

  accountsWithOffering(offeringId: string): BankAccountRow[] {
    return this.#all(BY.accountOffering, offeringId)
  }

  // ---------------------------------------------------------------- balances

  #balanceIndex(): BalanceIndex {
    if (!this.#balances) {
      const rows = this.tables.balances
      if (fresh(keptBalances, rows)) this.#balances = keptBalances.value
      else {
        const index: BalanceIndex = {
          bySymbol: { treasury: new Map(), bank: new Map(), account: new Map() },
          rows: null,
        }
        for (const row of rows) addBalance(index, row)
        this.#balances = index
        keptBalances = keep(rows, index)
      }
    }
    return this.#balances
  }

  balanceRow(type: PartyType, id: string, symbol: string): BalanceRow | undefined {
    return this.#balanceIndex().bySymbol[type].get(symbol)?.get(id)
  }

  balance(type: PartyType, id: string, symbol: string): number {
    return this.balanceRow(type, id, symbol)?.amount ?? 0
  }

  /** A holder's balance rows (the index's own list: read it, do not keep it). */
  balancesOf(type: PartyType, id: string): BalanceRow[] {
    const index = this.#balanceIndex()
    if (!index.rows) {
      index.rows = { treasury: new Map(), bank: new Map(), account: new Map() }
      for (const row of this.tables.balances) addHolderRow(index.rows, row)
    }
    return index.rows[type].get(id) ?? []
  }

  // ---------------------------------------------------------------- ledger

  nextSeq(): number {
    const rows = this.tables.transactions
    if (this.#nextSeq === null) {
      if (fresh(keptSeq, rows)) this.#nextSeq = keptSeq.value
      else {
        let max = 0
        for (const row of rows) if (row.seq > max) max = row.seq
        this.#nextSeq = max + 1
      }
    }
    // The row with this number goes in next (insert() keeps the count current).
    keptSeq = keep(rows, this.#nextSeq + 1)
    return this.#nextSeq++
  }

  /** The call that succeeded under `key` for `caller` (see handlers/idempotent.ts). */
  idempotency(caller: string, key: string): IdempotencyRow | undefined {
    return this.#first(BY.idempotency, `${lower(caller)}\u0000${key}`)
  }
}

function addBalance(index: BalanceIndex, row: BalanceRow): void {
  const { holderType, holderId, currencySymbol } = row
  if (index.rows) addHolderRow(index.rows, row)
  const bySymbol = index.bySymbol[holderType]
  let holders = bySymbol.get(currencySymbol)
  if (!holders) bySymbol.set(currencySymbol, (holders = new Map()))
  // The first row of a holder and currency is its balance (as a scan of its rows would find).
  if (!holders.has(holderId)) holders.set(holderId, row)
}

function addHolderRow(rows: NonNullable<BalanceIndex['rows']>, row: BalanceRow): void {
  const map = rows[row.holderType]
  const list = map.get(row.holderId)
  if (list) list.push(row)
  else map.set(row.holderId, [row])
}

function addTo(map: AnyIndex, by: AnySpec, row: unknown): void {
  const key = by.key(row as never)
  if (by.unique) {
    if (!map.has(key)) map.set(key, row)
    return
  }
  const list = map.get(key) as unknown[] | undefined
  if (list) list.push(row)
  else map.set(key, [row])
}
