// Per-story MSW handlers for the login and character-selection stories. Every story lists its
// full set (the addon resets handlers between stories), built from these pieces.

import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import type { AuthData } from '@/api/auth.types'
import {
  ADMIN_UUID,
  adminAuth,
  loginAnswer,
  NEWBIE_UUID,
  newbieAuth,
  PICTURE_URL,
  PLAYER_UUID,
  playerAuth,
  selectAnswer,
} from './auth-fixtures'

export { PICTURE_URL }

export const LOGIN_URL = '*/api/v1/auth/login'
export const SELECT_URL = '*/api/v1/auth/select-character'
export const PROXY_ONE_URL = 'https://proxy-one.statecraft.example/profile/:username'
export const PROXY_TWO_URL = 'https://proxy-two.statecraft.example/profile/:username'

const accounts: Record<string, { uuid: string; password: string; auth: AuthData }> = {
  demoplayer: { uuid: PLAYER_UUID, password: 'demo-player', auth: playerAuth },
  demoadmin: { uuid: ADMIN_UUID, password: 'demo-admin', auth: adminAuth },
  demonewbie: { uuid: NEWBIE_UUID, password: 'demo-newbie', auth: newbieAuth },
}

const invalid = { success: false, error: 'Invalid UUID or password', message: 'Invalid UUID or password' }

/** The profile-lookup proxies: the demo usernames resolve, anything else is "nobody". */
export const lookupHandlers: HttpHandler[] = [PROXY_ONE_URL, PROXY_TWO_URL].map((url) =>
  http.get(url, ({ params }) => {
    const account = accounts[String(params.username).toLowerCase()]
    return account
      ? HttpResponse.json({ id: account.uuid.replace(/-/g, ''), name: String(params.username) })
      : new HttpResponse(null, { status: 204 })
  }),
)

/** A login that accepts the three demo accounts (401 with the server's text otherwise). */
export const loginHandler = http.post(LOGIN_URL, async ({ request }) => {
  const body = (await request.json()) as { uuid?: string; password?: string }
  const account = Object.values(accounts).find((a) => a.uuid === body.uuid)
  if (!account || account.password !== body.password) return HttpResponse.json(invalid, { status: 401 })
  return HttpResponse.json(loginAnswer(account.auth))
})

export const selectHandler = http.post(SELECT_URL, async ({ request }) => {
  const body = (await request.json()) as { displayName: string }
  return HttpResponse.json(selectAnswer(body.displayName))
})

/** A small portrait so the cards show a real picture next to the fallback initials. */
export const pictureHandler = http.get(
  PICTURE_URL,
  () =>
    new HttpResponse(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#4f46e5"/></linearGradient></defs><rect width="80" height="80" fill="url(#g)"/><circle cx="40" cy="32" r="14" fill="#e0f2fe"/><path d="M14 78c3-16 14-24 26-24s23 8 26 24z" fill="#e0f2fe"/></svg>`,
      { headers: { 'Content-Type': 'image/svg+xml' } },
    ),
)

export const hang = (url: string) =>
  http.all(url, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })

/** The story's overrides first, then the happy path for everything else. */
export const handlersWith = (...overrides: HttpHandler[]): HttpHandler[] => [
  ...overrides,
  ...lookupHandlers,
  loginHandler,
  selectHandler,
  pictureHandler,
]
