import { proxy } from 'valtio'
import type { PartyType, TransactionType } from '@/api/ledger.types'

// In-game navigation (spec section 2: no URL routes): the section shown and the dialogs every
// area may open (transfer, ledger). Areas open those through the actions below and never import
// the transfer or ledger feature: the game screen loads them when first asked for.

export type Section = 'dashboard' | 'nations' | 'relations' | 'banking' | 'skills'
export type AdminTab = 'transfers' | 'entities' | 'settings'

/** A treasury, bank vault or bank account. An account's id is `bankId|accountId` (spec section 3). */
export interface PartyRef {
  type: PartyType
  id: string
  /** What the user calls it ("Aurelia Voss — NB-000123"); the dialog looks it up when missing. */
  name?: string
}

export interface TransferDialogRequest {
  kind: 'transfer'
  /** A prefilled source: the source is locked to it (spec section 2). */
  from?: PartyRef
  /** The admin flavour: POST /admin/transfer with asCharacter, no balance check. */
  admin?: boolean
}

export interface LedgerDialogRequest {
  kind: 'ledger'
  /** Whose transactions: a treasury (nation), a bank, or an account (`bankId|accountId`). */
  entity: PartyRef & { name: string }
  /** Opens with these filters set (a flow bar of Insights: a type and a date range). */
  filter?: LedgerFilterPreset
  /**
   * Only rows with this counterparty on the loaded page: the ledger cannot filter by party, so
   * this is done in the browser, and the dialog says so.
   */
  counterparty?: string
}

export interface LedgerFilterPreset {
  transactionType?: TransactionType | ''
  /** YYYY-MM-DD. */
  fromDate?: string
  toDate?: string
  currencySymbol?: string
}

export type SharedDialog = TransferDialogRequest | LedgerDialogRequest

/** Where an area opens (the dashboard's roles open one nation or one bank directly). */
export interface SectionFocus {
  nationId?: string
  bankId?: string
}

interface GameState {
  section: Section
  /** Read by the area when it opens; cleared by the next move. */
  focus: SectionFocus | null
  adminTab: AdminTab
  /** Open shared dialogs, newest last. */
  dialogs: SharedDialog[]
}

const initial: Readonly<GameState> = Object.freeze({
  section: 'dashboard',
  focus: null,
  adminTab: 'transfers',
  dialogs: [],
})

export const game = proxy<GameState>({ ...initial, dialogs: [] })

export function openSection(section: Section, focus: SectionFocus | null = null) {
  game.section = section
  game.focus = focus
}

export const backToDashboard = () => openSection('dashboard')

export function openAdminTab(tab: AdminTab) {
  game.adminTab = tab
}

/** Opens the Transfer Funds dialog (a prefilled `from` locks the source). */
export function openTransfer(options: Omit<TransferDialogRequest, 'kind'> = {}) {
  game.dialogs.push({ kind: 'transfer', ...options })
}

/** Opens the Transaction Ledger of a treasury, bank or account. */
export function openLedger(
  entity: LedgerDialogRequest['entity'],
  preset: Pick<LedgerDialogRequest, 'filter' | 'counterparty'> = {},
) {
  game.dialogs.push({ kind: 'ledger', entity, ...preset })
}

/** Closes the newest shared dialog. */
export function closeSharedDialog() {
  game.dialogs.pop()
}

/** A new game (a character was chosen): the dashboard, nothing open. */
export function resetGame() {
  Object.assign(game, { ...initial, dialogs: [] })
}
