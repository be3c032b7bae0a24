import type { RenewalHooks } from '@/api/client'

/** A token with this little time left is renewed before the next call (spec section 9). */
export const EXPIRY_BUFFER_MS = 300_000

export const SESSION_ENDED_TEXT =
  'Your session expired and could not be renewed. Please sign in again to continue.'

/** What a renewal needs to know about the session in force. */
export interface RenewableSession {
  token: string
  expiresAt: string | null
  uuid: string
  password: string
  /** The name to select again ("Divine Entity" for the admin panel). */
  displayName: string
}

export interface RenewalDeps {
  current: () => RenewableSession | null
  /** POST /auth/select-character. */
  select: (
    uuid: string,
    password: string,
    displayName: string,
  ) => Promise<{ token: string; expiresAt: string | null }>
  renewed: (token: string, expiresAt: string | null) => void
  /** The session is lost: back to login with this text. */
  ended: (reason: string) => void
  now?: () => number
}

/**
 * Renewal by selecting the same character again. Each token gets at most one renewal attempt,
 * whether it was about to expire or refused with a 401, and calls that need a renewal at the same
 * time share it: nothing can loop. A token that arrives already inside the buffer (a server
 * with short sessions) is not renewed before every call; it is renewed once the server refuses it.
 */
export function createRenewal(deps: RenewalDeps): RenewalHooks {
  const now = () => (deps.now ? deps.now() : Date.now())
  const attempted = new Set<string>()
  /** Tokens that were already inside the buffer when they arrived: never renewed ahead of time. */
  const bornExpiring = new Set<string>()
  /** stale token -> the token its renewal gave, so a late 401 retries with its own successor. */
  const successor = new Map<string, string>()
  let inFlight: { token: string; promise: Promise<string | null> } | null = null

  const expiring = (expiresAt: string | null) => {
    const at = expiresAt ? Date.parse(expiresAt) : Number.NaN
    return Number.isFinite(at) && at - now() <= EXPIRY_BUFFER_MS
  }

  async function selectAgain(stale: RenewableSession): Promise<string | null> {
    if (!stale.password) return null
    try {
      const answer = await deps.select(stale.uuid, stale.password, stale.displayName)
      // Logged out, or another character chosen, while the call was out: that session wins, and
      // a call made for this one must not be sent again with its token.
      if (deps.current()?.token !== stale.token) return null
      if (expiring(answer.expiresAt)) bornExpiring.add(answer.token)
      successor.set(stale.token, answer.token)
      deps.renewed(answer.token, answer.expiresAt)
      return answer.token
    } catch (error) {
      console.warn('The session could not be renewed.', error)
      return null
    }
  }

  const latest = (token: string): string => {
    let at = token
    for (let next = successor.get(at); next; next = successor.get(at)) at = next
    return at
  }

  function renew(stale: RenewableSession): Promise<string | null> {
    if (inFlight?.token === stale.token) return inFlight.promise
    if (attempted.has(stale.token)) return Promise.resolve(null)
    attempted.add(stale.token)
    const promise = selectAgain(stale).finally(() => {
      if (inFlight?.promise === promise) inFlight = null
    })
    inFlight = { token: stale.token, promise }
    return promise
  }

  return {
    async beforeCall() {
      const current = deps.current()
      // A failed renewal keeps the old token: it still works until the server refuses it.
      if (current && expiring(current.expiresAt) && !bornExpiring.has(current.token)) await renew(current)
    },
    async renewAfterRejection(token) {
      const current = deps.current()
      if (!current) return null
      if (current.token !== token) return latest(token) === current.token ? current.token : null
      const fresh = await renew(current)
      if (fresh) return fresh
      if (deps.current()?.token === token) deps.ended(SESSION_ENDED_TEXT)
      return null
    },
  }
}
