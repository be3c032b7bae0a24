import { queryOptions } from '@tanstack/react-query'
import { mutation } from './mutation-spec'
import { keyedQuery } from './keyed-query'
import { api, segment } from './client'
import { idempotencyHeaders } from './idempotency'
import {
  acknowledgedMessage,
  confirmedChange,
  flag,
  list,
  readIfPresent,
  number,
  optionalNumber,
  optionalRecord,
  optionalText,
  record,
  requiredList,
  text,
  UnreadableBody,
} from './read'
import type {
  AccountBalance,
  AddBankOfficerRequest,
  Bank,
  BankAccount,
  BankAccountsPage,
  BankAccountsQuery,
  BankBalance,
  BankDetail,
  BankOfficer,
  CloseAccountRequest,
  CreateBankRequest,
  CreateOfferingRequest,
  Offering,
  OpenAccountRequest,
  UpdateOfferingRequest,
} from './banks.types'

// Banks, offerings and accounts (spec section 7 "Banks"). The readers here are shared: the
// transfer dialog picks vaults and accounts, banking shows them, the admin panel edits banks.

const required = (value: unknown, what: string): string => {
  const result = text(value).trim()
  if (!result) throw new UnreadableBody(`${what} without an id`)
  return result
}

export function readOffering(raw: unknown): Offering {
  const r = record(raw)
  return {
    id: required(r.id, 'an offering'),
    name: text(r.name),
    description: text(r.description),
    interestRateBasisPoints: number(r.interestRateBasisPoints),
    maintenanceFeeAmount: number(r.maintenanceFeeAmount),
    minimumBalance: number(r.minimumBalance),
    maximumBalance: optionalNumber(r.maximumBalance),
    overdraftAllowed: flag(r.overdraftAllowed),
    overdraftLimit: number(r.overdraftLimit),
    overdraftFeeAmount: number(r.overdraftFeeAmount),
    isActive: flag(r.isActive, true),
  }
}

const readBankBalance = (raw: unknown): BankBalance => {
  const r = record(raw)
  const currencySymbol = required(r.currencySymbol, 'a balance')
  return { currencySymbol, currencyName: text(r.currencyName, currencySymbol), balance: number(r.balance) }
}

/** An officer; a list of bare names is read as officers without an appointment date. */
export function readOfficer(raw: unknown): BankOfficer {
  const officer = typeof raw === 'string' ? { name: raw } : record(raw)
  return {
    name: required(officer.name ?? officer.characterName, 'an officer'),
    appointedAt: text(officer.appointedAt),
  }
}

export function readBank(raw: unknown): Bank {
  const r = record(raw)
  const summary = optionalRecord(r.offeringSummary) ?? {}
  const officers = list(r.officers, readOfficer)
  return {
    id: required(r.id, 'a bank'),
    name: text(r.name),
    abbreviation: text(r.abbreviation),
    jurisdictionNation: text(r.jurisdictionNation),
    accountCount: number(r.accountCount),
    officerCount: number(r.officerCount, officers.length),
    nationalCurrency: optionalText(r.nationalCurrency) || null,
    interestSuccessRate: number(r.interestSuccessRate, 100),
    offeringSummary: {
      hasInterestAccounts: flag(summary.hasInterestAccounts),
      hasOverdraft: flag(summary.hasOverdraft),
      lowestMaintenanceFee: optionalNumber(summary.lowestMaintenanceFee),
    },
    createdAt: text(r.createdAt),
    officers,
    balances: list(r.balances, readBankBalance),
  }
}

const readAccountBalance = (raw: unknown): AccountBalance => readBankBalance(raw)

/** An account: `createdAt` is seconds since epoch (spec section 3). */
const byCurrencySymbol = (a: { currencySymbol: string }, b: { currencySymbol: string }) =>
  a.currencySymbol.localeCompare(b.currencySymbol, 'en', { sensitivity: 'base' })

export function readBankAccount(raw: unknown): BankAccount {
  const r = record(raw)
  const accountNumber = required(r.accountNumber ?? r.id, 'an account')
  // One order on every card, whatever order the server sent: by currency symbol.
  const balances = list(r.balances, readAccountBalance).sort(byCurrencySymbol)
  const offering = readIfPresent(r.offering, readOffering)
  const bankId = text(r.bankId) || accountNumber.slice(0, Math.max(0, accountNumber.lastIndexOf('-')))
  return {
    id: text(r.id, accountNumber),
    bankId,
    bankName: text(r.bankName, bankId),
    accountNumber,
    accountHolder: text(r.accountHolder),
    isDefault: flag(r.isDefault),
    balances,
    hasBalances: flag(
      r.hasBalances,
      balances.some((b) => b.balance !== 0),
    ),
    createdAt: number(r.createdAt),
    offering,
    overdraftLimit: number(r.overdraftLimit),
    availableBalance: number(r.availableBalance),
    isClosed: flag(r.isClosed),
  }
}

/**
 * Query keys of everything under /banks, and of a player's accounts (they live at banks). What
 * one bank shows (its detail, offerings and accounts) sits under that bank's own key, so a change
 * at the bank refreshes all of it: an account opened there also changes the detail's count.
 */
export const bankKeys = {
  all: ['banks'] as const,
  list: () => [...bankKeys.all, 'list'] as const,
  /** Everything one bank shows. */
  bank: (bankId: string) => [...bankKeys.all, 'bank', bankId] as const,
  detail: (bankId: string) => [...bankKeys.bank(bankId), 'detail'] as const,
  offerings: (bankId: string) => [...bankKeys.bank(bankId), 'offerings'] as const,
  /** One page of a bank's accounts (officers' All Accounts); without a page, every page. */
  accounts: (bankId: string, query?: BankAccountsQuery) =>
    query
      ? ([...bankKeys.bank(bankId), 'accounts', query] as const)
      : ([...bankKeys.bank(bankId), 'accounts'] as const),
  /** GET /players/{name}/accounts: kept under banks so every bank change refreshes it. */
  playerAccounts: (character: string) => [...bankKeys.all, 'player-accounts', character] as const,
}

/**
 * What opening, closing or re-defaulting an account at a bank touches: the character's accounts,
 * the bank's card in the list (its account count) and everything the bank's own screens show.
 */
export const accountChangeTouches = (bankId: string, character: string) => [
  bankKeys.playerAccounts(character),
  bankKeys.list(),
  bankKeys.bank(bankId),
]

const bankPath = (bankId: string) => `/banks/${segment(bankId)}`

/** What a change answers: the spec shows no shape, so only a message is read, when there is one. */
const readMessage = acknowledgedMessage

/** GET /banks. */
export const fetchBanks = (signal?: AbortSignal) =>
  api('/banks', { signal, read: (raw) => requiredList(record(raw).banks, readBank, 'banks') })

/**
 * GET /banks/{id}: the officers (spec section 7). Our backend also sends the bank; a server that
 * sends only the officers leaves `bank` null and the console uses the bank from the list.
 */
export const fetchBank = (bankId: string, signal?: AbortSignal) =>
  api(bankPath(bankId), {
    signal,
    read: (raw): BankDetail => {
      const r = record(raw)
      const bank = readIfPresent(optionalRecord(r.bank), readBank)
      const officers = Array.isArray(r.officers)
        ? list(r.officers, readOfficer)
        : (bank?.officers ?? requiredList(r.officers, readOfficer, 'officers'))
      return { bank, officers }
    },
  })

/** POST /banks: the bank id is derived by the console from the name and sent with it. */
export const createBank = (body: CreateBankRequest, idempotencyKey?: string) =>
  api('/banks', {
    method: 'POST',
    body: { ...body },
    headers: idempotencyHeaders(idempotencyKey),
    read: (raw) => {
      const r = confirmedChange(raw, 'bank')
      const bank = readIfPresent(r.bank, readBank)
      return { bank, message: text(r.message) }
    },
  })

/** POST /banks/{id}/officers. */
export const addBankOfficer = (bankId: string, body: AddBankOfficerRequest) =>
  api(`${bankPath(bankId)}/officers`, { method: 'POST', body: { ...body }, read: readMessage })

/** DELETE /banks/{id}/officers/{officerName} with `{ removedBy }`. */
export const removeBankOfficer = (bankId: string, officerName: string, removedBy: string) =>
  api(`${bankPath(bankId)}/officers/${segment(officerName)}`, {
    method: 'DELETE',
    body: { removedBy },
    read: readMessage,
  })

/** GET /banks/{id}/offerings (optionally only the active ones). */
export const fetchOfferings = (
  bankId: string,
  options: { activeOnly?: boolean; signal?: AbortSignal } = {},
) =>
  api(`${bankPath(bankId)}/offerings`, {
    signal: options.signal,
    query: { activeOnly: options.activeOnly ? 'true' : undefined },
    read: (raw) => requiredList(record(raw).offerings, readOffering, 'offerings'),
  })

/** POST /banks/{id}/offerings. */
export const createOffering = (bankId: string, body: CreateOfferingRequest, idempotencyKey?: string) =>
  api(`${bankPath(bankId)}/offerings`, {
    method: 'POST',
    body: { ...body },
    headers: idempotencyHeaders(idempotencyKey),
    read: (raw) => ({ message: text(confirmedChange(raw, 'offering').message).trim() }),
  })

/** PUT /banks/{id}/offerings/{offeringId}: only name, description and active status change. */
export const updateOffering = (bankId: string, offeringId: string, body: UpdateOfferingRequest) =>
  api(`${bankPath(bankId)}/offerings/${segment(offeringId)}`, {
    method: 'PUT',
    body: { ...body },
    read: readMessage,
  })

/** DELETE /banks/{id}/offerings/{offeringId} (409 while accounts use it). */
export const deleteOffering = (bankId: string, offeringId: string) =>
  api(`${bankPath(bankId)}/offerings/${segment(offeringId)}`, { method: 'DELETE', read: readMessage })

/**
 * GET /banks/{id}/accounts?limit&offset&active_only (officers). The spec shows no paging answer;
 * without one the page is taken as the last when it is shorter than the limit.
 */
export const fetchBankAccounts = (bankId: string, query: BankAccountsQuery, signal?: AbortSignal) =>
  api(`${bankPath(bankId)}/accounts`, {
    signal,
    query: { limit: query.limit, offset: query.offset, active_only: query.withBalances ? 'true' : undefined },
    read: (raw): BankAccountsPage => {
      const r = record(raw)
      const accounts = requiredList(r.accounts, readBankAccount, 'accounts')
      const paging = optionalRecord(r.pagination)
      const total = paging ? optionalNumber(paging.total) : null
      return {
        accounts,
        total,
        limit: query.limit,
        offset: query.offset,
        hasMore: flag(
          paging?.hasMore,
          total !== null ? query.offset + accounts.length < total : accounts.length >= query.limit,
        ),
      }
    },
  })

/** POST /banks/{id}/accounts/open. */
export const openAccount = (bankId: string, body: OpenAccountRequest, idempotencyKey?: string) =>
  api(`${bankPath(bankId)}/accounts/open`, {
    method: 'POST',
    body: { ...body },
    headers: idempotencyHeaders(idempotencyKey),
    read: (raw) => {
      const r = confirmedChange(raw, 'account')
      const account = readIfPresent(r.account, readBankAccount)
      return { account, message: text(r.message) }
    },
  })

/** DELETE /banks/{id}/accounts/{accountNumber}/close with `{ closedBy, reason }`. */
export const closeAccount = (
  bankId: string,
  accountNumber: string,
  body: CloseAccountRequest,
  idempotencyKey?: string,
) =>
  api(`${bankPath(bankId)}/accounts/${segment(accountNumber)}/close`, {
    method: 'DELETE',
    body: { ...body },
    headers: idempotencyHeaders(idempotencyKey),
    read: (raw) => ({ message: text(confirmedChange(raw).message).trim() }),
  })

/** PUT /banks/{id}/accounts/{accountNumber}/set-default (no body in the spec). */
export const setDefaultAccount = (bankId: string, accountNumber: string) =>
  api(`${bankPath(bankId)}/accounts/${segment(accountNumber)}/set-default`, {
    method: 'PUT',
    read: readMessage,
  })

/** GET /players/{name}/accounts: a character's open accounts. */
export const fetchPlayerAccounts = (character: string, signal?: AbortSignal) =>
  api(`/players/${segment(character)}/accounts`, {
    signal,
    read: (raw) => requiredList(record(raw).accounts, readBankAccount, 'accounts'),
  })

/** What every screen reads under /banks: key and fetcher together, so both stay in step. */
export const bankQueries = {
  list: () => queryOptions({ queryKey: bankKeys.list(), queryFn: ({ signal }) => fetchBanks(signal) }),
  /** A bank's officers (and the bank, from our backend); waits for an id. */
  detail: (bankId: string) => keyedQuery(bankKeys.detail(bankId), bankId, fetchBank),
  /** A bank's offerings; `activeOnly` asks the server for those that open new accounts. */
  offerings: (bankId: string, activeOnly = false) =>
    keyedQuery(
      activeOnly ? ([...bankKeys.offerings(bankId), 'active'] as const) : bankKeys.offerings(bankId),
      bankId,
      (id, signal) => fetchOfferings(id, { activeOnly, signal }),
    ),
  accounts: (bankId: string, query: BankAccountsQuery) =>
    queryOptions({
      queryKey: bankKeys.accounts(bankId, query),
      queryFn: ({ signal }) => fetchBankAccounts(bankId, query, signal),
    }),
  playerAccounts: (character: string) =>
    keyedQuery(bankKeys.playerAccounts(character), character, fetchPlayerAccounts),
}

/** Everything an offering change touches: the bank's offerings, its card's summary, comparisons. */
const offeringTouches = (bankId: string) => () => [bankKeys.offerings(bankId), bankKeys.list()]
/** An officer added or removed: the bank's officers and its card in the list. */
const officerTouches = (bankId: string) => () => [bankKeys.detail(bankId), bankKeys.list()]

/** The changes to banks, each with the query keys it touches. */
export const bankMutations = {
  create: mutation(
    (body: CreateBankRequest, key) => createBank(body, key),
    () => [bankKeys.list()],
  ),
  openAccount: mutation(
    ({ bankId, body }: { bankId: string; body: OpenAccountRequest }, key) => openAccount(bankId, body, key),
    ({ bankId, body }) => accountChangeTouches(bankId, body.openedBy),
  ),
  closeAccount: (bankId: string, accountNumber: string) =>
    mutation(
      (body: CloseAccountRequest, key) => closeAccount(bankId, accountNumber, body, key),
      (body) => accountChangeTouches(bankId, body.closedBy),
    ),
  /** The character's default account at the account's bank. */
  setDefault: (character: string) =>
    mutation(
      (account: { bankId: string; accountNumber: string }) =>
        setDefaultAccount(account.bankId, account.accountNumber),
      (account) => accountChangeTouches(account.bankId, character),
    ),
  createOffering: (bankId: string) =>
    mutation(
      (body: CreateOfferingRequest, key) => createOffering(bankId, body, key),
      offeringTouches(bankId),
    ),
  updateOffering: (bankId: string) =>
    mutation(
      ({ offeringId, body }: { offeringId: string; body: UpdateOfferingRequest }) =>
        updateOffering(bankId, offeringId, body),
      offeringTouches(bankId),
    ),
  deleteOffering: (bankId: string) =>
    mutation((offeringId: string) => deleteOffering(bankId, offeringId), offeringTouches(bankId)),
  addOfficer: (bankId: string) =>
    mutation((body: AddBankOfficerRequest) => addBankOfficer(bankId, body), officerTouches(bankId)),
  /** Another officer removed, by `removedBy`. */
  removeOfficer: (bankId: string, removedBy: string) =>
    mutation(
      (officerName: string) => removeBankOfficer(bankId, officerName, removedBy),
      officerTouches(bankId),
    ),
}
