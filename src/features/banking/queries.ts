import { useQueries, useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import {
  bankKeys,
  fetchBank,
  fetchBankAccounts,
  fetchBanks,
  fetchOfferings,
  fetchPlayerAccounts,
} from '@/api/banks'
import type { Bank, BankAccountsQuery } from '@/api/banks.types'
import { currencyKeys, fetchCurrencies, fetchInflationIndex } from '@/api/currencies'
import { failureText, type FailureTexts } from '@/api/failure'
import { fetchMemberships, fetchNations, nationKeys } from '@/api/nations'
import { session } from '@/state/session'

// The banking area's reads: one hook per call, keyed by the resource's key factory.

/** The selected character's name ('' when none: the area is not reachable then). */
export function useCharacterName(): string {
  return useSnapshot(session).session?.selectedDisplayName ?? ''
}

export const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()

export const isOfficerOf = (officers: readonly { name: string }[], character: string) =>
  !!character && officers.some((o) => sameName(o.name, character))

/** A query's failure as the spec's text, or null. */
export function queryError(query: { error: unknown; isError: boolean }, texts: FailureTexts): string | null {
  return query.isError ? failureText(query.error, texts) : null
}

export const useBanks = () =>
  useQuery({ queryKey: bankKeys.list(), queryFn: ({ signal }) => fetchBanks(signal) })

export const useMyAccounts = (character: string) =>
  useQuery({
    queryKey: bankKeys.playerAccounts(character),
    queryFn: ({ signal }) => fetchPlayerAccounts(character, signal),
    enabled: !!character,
  })

export const useBankDetail = (bankId: string | null) =>
  useQuery({
    queryKey: bankKeys.detail(bankId ?? ''),
    queryFn: ({ signal }) => fetchBank(bankId!, signal),
    enabled: !!bankId,
  })

const offeringsQuery = (bankId: string, activeOnly: boolean) => ({
  queryKey: activeOnly ? ([...bankKeys.offerings(bankId), 'active'] as const) : bankKeys.offerings(bankId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchOfferings(bankId, { activeOnly, signal }),
})

/** Everything an offering change touches: the bank's offerings, its card's summary, comparisons. */
export const offeringKeys = (bank: Pick<Bank, 'id'>) => [bankKeys.offerings(bank.id), bankKeys.list()]

/** A bank's offerings; `activeOnly` asks the server for those that open new accounts. */
export const useOfferings = (bankId: string | null, activeOnly = false) =>
  useQuery({ ...offeringsQuery(bankId ?? '', activeOnly), enabled: !!bankId })

/** The active offerings of every bank (Compare Offerings), one query per bank. */
export function useActiveOfferingsOf(banks: readonly Bank[]) {
  return useQueries({ queries: banks.map((bank) => offeringsQuery(bank.id, true)) })
}

export const useBankAccounts = (bankId: string, query: BankAccountsQuery) =>
  useQuery({
    queryKey: bankKeys.accounts(bankId, query),
    queryFn: ({ signal }) => fetchBankAccounts(bankId, query, signal),
    // Keep the page on screen while the next one loads, so the table does not jump.
    placeholderData: (previous) => previous,
  })

export const useCurrencies = () =>
  useQuery({ queryKey: currencyKeys.list(), queryFn: ({ signal }) => fetchCurrencies(signal) })

/** The spec shows no answer for the index: a server without it simply shows fewer badges. */
export const useInflationIndex = () =>
  useQuery({ queryKey: currencyKeys.inflationIndex(), queryFn: ({ signal }) => fetchInflationIndex(signal) })

export const useNations = (enabled = true) =>
  useQuery({ queryKey: nationKeys.list(), queryFn: ({ signal }) => fetchNations(signal), enabled })

export const useMemberships = (character: string) =>
  useQuery({
    queryKey: nationKeys.memberships(character),
    queryFn: ({ signal }) => fetchMemberships(signal),
    enabled: !!character,
  })
