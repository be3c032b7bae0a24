// Sessions and MSW handlers for the game-side stories (dashboard, profile dialogs, admin frame,
// app shell). Plain data and small handlers, so each story states exactly what the server says.

import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import type { AuthData, Character } from '@/api/auth.types'
import { characterSelected, logout, signedIn } from '@/state/session'
import { clearNotices } from '@/state/notices'
import { setUgcEnabled } from '@/state/ugc'
import { DIVINE_ENTITY } from '@/api/auth'
import { adminAuth, character, playerAuth, selectAnswer, PICTURE_URL } from './auth-fixtures'
import { handlersWith } from './auth-handlers'

export { PICTURE_URL }

export const PLAYER_PATH = '*/api/v1/players/:name'
export const UPLOAD_URL = `${PLAYER_PATH}/profile-picture/upload`
export const PICTURE_API_URL = `${PLAYER_PATH}/profile-picture`
export const BIOGRAPHY_URL = `${PLAYER_PATH}/biography`
export const TOGGLE_UGC_URL = '*/api/v1/admin/toggle-ugc'
export const UPLOADED_PATH = '/uploads/story-portrait.svg'

export const ALDRIC: Character = {
  ...playerAuth.displayNames.find((c) => c.name === 'Aldric_Stone')!,
  biography:
    'Third son of a river-town ferryman, Aldric traded his oar for a ledger and now keeps the books of half the northern markets.\n\nHe owes nobody money. Nobody believes him.',
  firstUsed: '2024-03-05T12:00:00.000Z',
}

/** Starts a story signed in as `auth`, playing `chosen` (or with an admin-panel session). */
export function startGame(chosen: Character | null, auth: AuthData = withCharacter(chosen)) {
  logout()
  clearNotices()
  setUgcEnabled(true)
  signedIn(auth)
  if (chosen) {
    const answer = selectAnswer(chosen.name, chosen)
    characterSelected({
      token: answer.token,
      selectedDisplayName: chosen.name,
      character: chosen,
      isAdminPanel: false,
      expiresAt: answer.expiresAt,
    })
  }
}

export function startAdminPanel() {
  logout()
  clearNotices()
  setUgcEnabled(true)
  signedIn(adminAuth)
  const answer = selectAnswer(DIVINE_ENTITY)
  characterSelected({
    token: answer.token,
    selectedDisplayName: DIVINE_ENTITY,
    character: null,
    isAdminPanel: true,
    expiresAt: answer.expiresAt,
  })
}

/** The player's account with `chosen` put in place of its namesake (or added). */
function withCharacter(chosen: Character | null): AuthData {
  if (!chosen) return playerAuth
  const others = playerAuth.displayNames.filter((c) => c.name !== chosen.name)
  const displayNames = [chosen, ...others]
  return { ...playerAuth, displayNames, displayNameCount: displayNames.length }
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
export { character }

const ok = (message: string) => HttpResponse.json({ success: true, message })
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ success: false, error: message, message }, { status })

const portrait = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#065f46"/><circle cx="40" cy="32" r="14" fill="#d1fae5"/><path d="M14 78c3-16 14-24 26-24s23 8 26 24z" fill="#d1fae5"/></svg>`

/** Happy-path answers for every call the game screens make. */
export const gameHandlers: HttpHandler[] = [
  http.post(UPLOAD_URL, () =>
    HttpResponse.json({
      success: true,
      imageUrl: UPLOADED_PATH,
      message: 'Profile picture uploaded successfully',
    }),
  ),
  http.put(PICTURE_API_URL, () => ok('Profile picture updated successfully')),
  http.delete(PICTURE_API_URL, () => ok('Profile picture removed successfully')),
  http.put(BIOGRAPHY_URL, () => ok('Biography updated successfully')),
  http.delete(BIOGRAPHY_URL, () => ok('Biography removed successfully')),
  http.post(TOGGLE_UGC_URL, async ({ request }) => {
    const { ugcEnabled } = (await request.json()) as { ugcEnabled: boolean }
    return HttpResponse.json({
      success: true,
      ugcEnabled,
      message: ugcEnabled ? 'User-generated content enabled' : 'User-generated content disabled',
    })
  }),
  http.get('*/uploads/*', () => new HttpResponse(portrait, { headers: { 'Content-Type': 'image/svg+xml' } })),
  http.get('*/api/v1/ugc-status', () => HttpResponse.json({ ugcEnabled: true })),
]

/** The story's overrides first, then the game and sign-in happy paths. */
export const gameHandlersWith = (...overrides: HttpHandler[]): HttpHandler[] => [
  ...overrides,
  ...gameHandlers,
  ...handlersWith(),
]

/** Calls go through the service worker and dialogs animate: give screens time to settle. */
export const SETTLE = { timeout: 5000 }

export const hangAll = (url: string) =>
  http.all(url, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })
