import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { currencyKeys, fetchCurrencies } from '@/api/currencies'
import { fetchMemberships, fetchNation, fetchNations, nationKeys } from '@/api/nations'
import { fetchTreasury, treasuryKeys } from '@/api/treasuries'
import { session } from '@/state/session'

// The reads of this area, keyed by the resources' key factories so every change can invalidate
// exactly what it touched.

/** The selected character: who acts (founder, inviter, minter) in every call of this area. */
export function useCharacterName(): string {
  return useSnapshot(session).session?.selectedDisplayName ?? ''
}

export const useNations = () =>
  useQuery({ queryKey: nationKeys.list(), queryFn: ({ signal }) => fetchNations(signal) })

/** The character's memberships; a failure is not shown (the nations' member lists say the same). */
export const useMemberships = (character: string) =>
  useQuery({
    queryKey: nationKeys.memberships(character),
    queryFn: ({ signal }) => fetchMemberships(signal),
    enabled: !!character,
  })

export const useNation = (id: string) =>
  useQuery({ queryKey: nationKeys.detail(id), queryFn: ({ signal }) => fetchNation(id, signal) })

export const useTreasury = (nationName: string | null) =>
  useQuery({
    queryKey: treasuryKeys.detail(nationName ?? ''),
    queryFn: ({ signal }) => fetchTreasury(nationName ?? '', signal),
    enabled: !!nationName,
  })

export const useCurrencies = () =>
  useQuery({ queryKey: currencyKeys.list(), queryFn: ({ signal }) => fetchCurrencies(signal) })
