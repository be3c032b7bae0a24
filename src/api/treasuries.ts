import { api, segment } from './client'
import { flag, list, number, optionalText, record, requiredList, text, UnreadableBody } from './read'
import type { Treasury, TreasuryBalance, UbiPolicy } from './currencies.types'

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
