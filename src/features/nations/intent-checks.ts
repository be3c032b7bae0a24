import { fetchMemberships } from '@/api/nations'
import type { IntentCheck } from '@/api/intent'
import { icu, localised } from '@/lib/i18n/runtime'

/** What Create Nation reads back after an unknown outcome (src/api/intent.ts): the founder's memberships. */
export const NATION_CHECK = localised('nations', 'NATION_CHECK', {
  whether: icu((name: string) => `whether ${name} was founded`, 'whether {name} was founded'),
  where: 'your nation memberships',
  again: 'Creating it again',
  found: icu(
    (name: string) => `You are a member of ${name}: it was founded.`,
    'You are a member of {name}: it was founded.',
  ),
  notFound: icu(
    (name: string) => `Your nation memberships do not include ${name}.`,
    'Your nation memberships do not include {name}.',
  ),
} as const)

/** After an unknown Create Nation: is the selected character (its founder) a member of it? */
export async function checkNationFounded(name: string): Promise<IntentCheck> {
  const memberships = await fetchMemberships()
  const wanted = name.trim().toLowerCase()
  return memberships.some((m) => m.nationName.trim().toLowerCase() === wanted)
    ? { found: true, text: NATION_CHECK.found(name) }
    : { found: false, text: NATION_CHECK.notFound(name) }
}
