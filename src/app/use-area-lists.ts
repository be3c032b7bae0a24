import { useQuery } from '@tanstack/react-query'
import { nationQueries } from '@/api/nations'
import { useCharacterName } from '@/state/session'
import type { Section } from '@/state/game'

// Every area's code is a chunk of its own. Nation Management's first screen is the whole nation
// list (9 MB with its members on the biggest servers): asking for it only once the chunk has
// arrived and mounted put the two downloads one after the other. Asked here, as the area opens,
// they overlap; the area reads the same cache entries. Nothing here re-renders for them.
const QUIET = { notifyOnChangeProps: [] }

/** Subscribes to the lists the open area's first screen shows (none but Nation Management's). */
export function useAreaLists(section: Section | null) {
  const me = useCharacterName()
  const nations = section === 'nations'
  useQuery({ ...nationQueries.list(), ...QUIET, enabled: nations })
  useQuery({ ...nationQueries.memberships(me), ...QUIET, enabled: nations && !!me })
}
