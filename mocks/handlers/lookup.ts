// The two public profile-lookup proxies the console tries, in order, to turn a game username
// into a UUID (public/config.json `usernameLookup`). In demo mode only the demo accounts'
// usernames resolve; anything else is the lookup's "not found".

import { HttpResponse, http } from 'msw'
import type { UsernameLookupResponse } from '@/api/types'
import { DEMO_ACCOUNTS } from '../scenarios/identity'
import { route } from './http'

/** The proxies of the shipped config, `{username}` marking the name. */
export const LOOKUP_URLS = [
  'https://proxy-one.statecraft.example/profile/{username}',
  'https://proxy-two.statecraft.example/profile/{username}',
] as const

/** The demo account with this username (case-insensitive), as the proxies answer it. */
export function lookupUsername(username: string): UsernameLookupResponse | null {
  const account = Object.values(DEMO_ACCOUNTS).find(
    (a) => a.username.toLowerCase() === username.toLowerCase(),
  )
  return account ? { id: account.uuid.replace(/-/g, ''), name: account.username } : null
}

export const lookupHandlers = LOOKUP_URLS.map((template) =>
  http.get(
    template.replace('{username}', ':username'),
    route(({ params }) => {
      const username = String(params.username ?? '')
      const found = lookupUsername(username)
      if (!found) {
        return HttpResponse.json(
          {
            path: `/users/profiles/minecraft/${username}`,
            errorMessage: `Couldn't find any profile with name ${username}`,
          },
          { status: 404, headers: { 'Access-Control-Allow-Origin': '*' } },
        )
      }
      return HttpResponse.json(found, { headers: { 'Access-Control-Allow-Origin': '*' } })
    }),
  ),
)
