import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { nationQueries } from '@/api/nations'
import { useCharacterName } from '@/state/session'
import type { Section, SectionFocus } from '@/state/game'

// The area's code is a chunk of its own, and its first screen is the whole nation list (9 MB with
// its members on the biggest servers): asking for it only once the chunk has arrived and mounted
// put the two downloads one after the other. Asked by the game screen as the area opens, they
// overlap, and the list joins the request in flight. A prefetch, not a subscription: while a
// nation's page is shown instead, a change to it must not download the whole list again.

/** Asks early for the lists Nation Management shows first, when `section` is about to open it. */
export function useNationListPrefetch(section: Section | null, focus: SectionFocus | null) {
  const client = useQueryClient()
  const me = useCharacterName()
  // Opened on a nation (from the dashboard's roles), the area shows that nation, not the list.
  const nationList = section === 'nations' && !focus?.nationId
  useEffect(() => {
    if (!nationList) return
    void client.prefetchQuery(nationQueries.list())
    if (me) void client.prefetchQuery(nationQueries.memberships(me))
  }, [client, nationList, me])
}
