import { useCallback, useMemo, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { playerQueries, removeRelation, setRelation } from '@/api/players'
import type { Relations } from '@/api/players.types'
import { failureText } from '@/api/failure'
import { RELATIONS_FAILURES } from './texts'
import type { Rating } from './ratings'
import { nameKey } from '@/lib/names'

export interface RatedPlayer {
  name: string
  rating: Exclude<Rating, 0>
}

export interface Ratings {
  /** The ratings are known (the relations call answered). */
  ready: boolean
  pending: boolean
  /** Why the ratings could not be loaded. */
  error: string | null
  retry: () => void
  /** The rating shown for a player: the one being sent, else the server's. */
  ratingOf: (name: string) => Rating
  /** Every player the character rated, as shown (sent ratings included). */
  rated: readonly RatedPlayer[]
  /** Shows `rating` at once and sends it; a failure puts the server's rating back. */
  rate: (name: string, rating: Rating) => void
  /** The last failed rating's message for a player, until they are rated again. */
  failureOf: (name: string) => string | null
  /** A rating of this player is shown but not confirmed by the server yet. */
  savingOf: (name: string) => boolean
}

type Wishes = Readonly<Record<string, Rating>>

/**
 * Finds the spelling `relations` uses for a player. Names are unique case-insensitively; the
 * directory and the relations should spell them alike, but one rating must never count twice.
 */
function spellings(relations: Relations | undefined): (name: string) => string {
  if (!relations) return (name) => name
  const byKey = new Map(Object.keys(relations).map((key) => [nameKey(key), key]))
  return (name) => (name in relations ? name : (byKey.get(nameKey(name)) ?? name))
}

const withRating = (relations: Relations, name: string, rating: Rating): Relations => {
  const next = { ...relations }
  if (rating === 0) delete next[name]
  else next[name] = rating
  return next
}

/**
 * The selected character's ratings, changed optimistically: the one place where the console
 * answers before the server, so a click on a heart feels instant. Per player at most one call is in flight; clicks while it
 * is under way only change what is wished for, and the latest wish is sent when it returns. On a
 * failure the server's rating is shown again with its message.
 */
export function useRatings(me: string): Ratings {
  const client = useQueryClient()
  const options = useMemo(() => playerQueries.relations(me), [me])
  const key = options.queryKey
  const query = useQuery(options)

  // Wishes live in a ref for the send loop and in state for rendering; `wish` keeps them equal.
  const wishes = useRef<Wishes>({})
  const [shownWishes, setShownWishes] = useState<Wishes>({})
  const sending = useRef(new Set<string>())
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({})

  const wish = useCallback((name: string, rating: Rating | undefined) => {
    const next = { ...wishes.current }
    if (rating === undefined) delete next[name]
    else next[name] = rating
    wishes.current = next
    setShownWishes(next)
  }, [])

  const send = useCallback(
    async (name: string) => {
      sending.current.add(name)
      let target: Rating | undefined
      try {
        for (;;) {
          target = wishes.current[name]
          const confirmed = client.getQueryData<Relations>(key)?.[name] ?? 0
          if (target === undefined || target === confirmed) break
          // A relations fetch still under way must not land on top of the answer below.
          await client.cancelQueries({ queryKey: key })
          if (target === 0) await removeRelation(me, name)
          else await setRelation(me, name, target)
          const sent = target
          client.setQueryData<Relations>(key, (old) => withRating(old ?? {}, name, sent))
        }
        wish(name, undefined)
      } catch (error) {
        wish(name, undefined)
        const texts = target === 0 ? RELATIONS_FAILURES.unrate : RELATIONS_FAILURES.rate
        setFailures((all) => ({ ...all, [name]: failureText(error, texts) }))
      } finally {
        sending.current.delete(name)
      }
    },
    [client, key, me, wish],
  )

  const relations = query.data
  const spellingOf = useMemo(() => spellings(relations), [relations])
  const ratingOf = useCallback(
    (name: string): Rating => {
      const spelling = spellingOf(name)
      return shownWishes[spelling] ?? relations?.[spelling] ?? 0
    },
    [shownWishes, relations, spellingOf],
  )

  const rate = useCallback(
    (player: string, rating: Rating) => {
      if (!relations) return
      const name = spellingOf(player)
      wish(name, rating)
      setFailures((all) => {
        if (!(name in all)) return all
        const { [name]: _cleared, ...rest } = all
        return rest
      })
      if (!sending.current.has(name)) void send(name)
    },
    [relations, spellingOf, send, wish],
  )

  const rated = useMemo(() => {
    const names = new Set([...Object.keys(relations ?? {}), ...Object.keys(shownWishes)])
    const list: RatedPlayer[] = []
    for (const name of names) {
      const rating = ratingOf(name)
      if (rating !== 0) list.push({ name, rating })
    }
    return list
  }, [relations, shownWishes, ratingOf])

  return {
    ready: relations !== undefined,
    pending: query.isPending,
    error: query.isError && !relations ? failureText(query.error, RELATIONS_FAILURES.relations) : null,
    retry: () => void query.refetch(),
    ratingOf,
    rated,
    rate,
    failureOf: (name) => failures[spellingOf(name)] ?? null,
    savingOf: (name) => spellingOf(name) in shownWishes,
  }
}
