import { queryOptions } from '@tanstack/react-query'
import { keyedQuery } from './keyed-query'
import { api, segment } from './client'
import { idempotencyHeaders } from './idempotency'
import {
  confirmedChange,
  flag,
  list,
  number,
  optionalNumber,
  optionalText,
  record,
  requiredList,
  text,
  UnreadableBody,
} from './read'
import type {
  BurnRequest,
  MintRequest,
  SupplyChangeResult,
  Treasury,
  TreasuryBalance,
  UbiPolicy,
} from './currencies.types'

const readTreasuryBalance = (raw: unknown): TreasuryBalance => {
  const r = record(raw)
  const currencySymbol = text(r.currencySymbol).trim()
  if (!currencySymbol) throw new UnreadableBody('a balance without a currency')
  return {
    currencyId: text(r.currencyId),
    currencyName: text(r.currencyName, currencySymbol),
    currencySymbol,
    balance: number(r.balance),
  }
}

const readUbiPolicy = (raw: unknown): UbiPolicy => {
  const r = record(raw)
  const currencySymbol = text(r.currencySymbol).trim()
  if (!currencySymbol) throw new UnreadableBody('a UBI policy without a currency')
  return {
    id: text(r.id, currencySymbol),
    currencyId: text(r.currencyId),
    currencyName: text(r.currencyName, currencySymbol),
    currencySymbol,
    amountPerCitizen: number(r.amountPerCitizen),
    enabled: flag(r.enabled),
    lastDistribution: optionalText(r.lastDistribution) || null,
  }
}

export function readTreasury(raw: unknown): Treasury {
  const r = record(raw)
  const nationName = text(r.nationName).trim()
  if (!nationName) throw new UnreadableBody('a treasury without a nation')
  return {
    nationName,
    balances: list(r.balances, readTreasuryBalance),
    ubiPolicies: list(r.ubiPolicies, readUbiPolicy),
  }
}

/** Query keys of everything under /treasuries. A treasury is named by its nation. */
export const treasuryKeys = {
  all: ['treasuries'] as const,
  list: () => [...treasuryKeys.all, 'list'] as const,
  detail: (nation: string) => [...treasuryKeys.all, 'detail', nation] as const,
}

/** GET /treasuries: every treasury by nation name (the transfer dialog's picker). */
export const fetchTreasuries = (signal?: AbortSignal) =>
  api('/treasuries', {
    signal,
    read: (raw) => requiredList(record(raw).treasuries, readTreasury, 'treasuries'),
  })

/** GET /treasuries/{nation}: balances and UBI policies. */
export const fetchTreasury = (nation: string, signal?: AbortSignal) =>
  api(`/treasuries/${segment(nation)}`, { signal, read: (raw) => readTreasury(record(raw).treasury ?? raw) })

/** What every screen reads under /treasuries. */
export const treasuryQueries = {
  list: () =>
    queryOptions({ queryKey: treasuryKeys.list(), queryFn: ({ signal }) => fetchTreasuries(signal) }),
  /** A nation's treasury; waits for the nation. */
  detail: (nation: string) => keyedQuery(treasuryKeys.detail(nation), nation, fetchTreasury),
}

/** A mint or burn was done: the message, and the new figures when the server sends them. */
function readSupplyChange(raw: unknown): SupplyChangeResult {
  const r = confirmedChange(raw)
  return {
    message: text(r.message),
    treasuryBalance: optionalNumber(r.treasuryBalance),
    currentSupply: optionalNumber(r.currentSupply),
  }
}

/** POST /treasuries/{nation}/mint: new money into the treasury and the currency's supply. */
export const mintCurrency = (nation: string, body: MintRequest, idempotencyKey?: string) =>
  api(`/treasuries/${segment(nation)}/mint`, {
    method: 'POST',
    body: { ...body },
    headers: idempotencyHeaders(idempotencyKey),
    read: readSupplyChange,
  })

/** POST /treasuries/{nation}/burn: money out of the treasury and out of supply. */
export const burnCurrency = (nation: string, body: BurnRequest, idempotencyKey?: string) =>
  api(`/treasuries/${segment(nation)}/burn`, {
    method: 'POST',
    body: { ...body },
    headers: idempotencyHeaders(idempotencyKey),
    read: readSupplyChange,
  })
