// @vitest-environment node
// The player directory and relations calls: what they send (paths with encoded names, bodies)
// and how tolerantly they read what the server answers.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import {
  fetchPlayerByName,
  fetchPlayers,
  fetchRelations,
  readPlayer,
  readPlayerPage,
  readRelations,
  relationPath,
  removeRelation,
  setRelation,
} from '@/api/players'
import { API_TIMEOUT_MS, ApiError } from '@/api/client'
import { UnreadableBody } from '@/api/read'
import { characterSelected, logout } from '@/state/session'
import { DEMO_PLAYER_MAIN } from '@mocks/scenarios/identity'
import { API_URL, server, tokenFor, useFakeBackend } from '../support/backend'

useFakeBackend('minimal')

function signIn(name = DEMO_PLAYER_MAIN) {
  logout()
  characterSelected({
    token: tokenFor(name),
    selectedDisplayName: name,
    isAdminPanel: false,
    expiresAt: null,
  })
}

describe('relationPath', () => {
  it('encodes both names as single path segments: spaces, non-ASCII letters, slashes', () => {
    expect(relationPath('Aurelia Voss', 'Zoë Ångström')).toBe(
      '/players/Aurelia%20Voss/relations/Zo%C3%AB%20%C3%85ngstr%C3%B6m',
    )
    expect(relationPath('Łucja Nowak', 'a/b?c#d')).toBe('/players/%C5%81ucja%20Nowak/relations/a%2Fb%3Fc%23d')
    expect(() => relationPath('Aurelia Voss', '..')).toThrow(ApiError)
  })
})

describe('readers', () => {
  it('reads a player with missing or mistyped fields as defaults, and a bare name as a player', () => {
    expect(readPlayer({ displayName: 'Mira Quill', isDeceased: 'true', lastSeen: 5, biography: '' })).toEqual(
      {
        displayName: 'Mira Quill',
        accountOwner: '',
        profilePictureUrl: null,
        biography: null,
        isDeceased: true,
        firstUsed: null,
        lastSeen: null,
      },
    )
    expect(readPlayer('Tomas Reed').displayName).toBe('Tomas Reed')
    expect(readPlayer({ name: 'Lena Brook' }).displayName).toBe('Lena Brook')
    expect(() => readPlayer({ displayName: '  ' })).toThrow(UnreadableBody)
  })

  it('takes the total from the server, works it out only on a short last page, and never guesses', () => {
    const players = [{ displayName: 'A' }, { displayName: 'B' }]
    expect(
      readPlayerPage({ players, pagination: { total: 42, totalPages: 3 } }, { page: 1, limit: 20 }),
    ).toMatchObject({ total: 42, totalPages: 3, page: 1, limit: 20 })
    // No pagination: a short page is the last one, so the total is exact.
    expect(readPlayerPage({ players }, { page: 3, limit: 10 })).toMatchObject({ total: 22, totalPages: 3 })
    // A full page without a total: unknown, and at least one more page.
    const full = Array.from({ length: 10 }, (_, i) => ({ displayName: `P${i}` }))
    expect(readPlayerPage({ players: full }, { page: 2, limit: 10 })).toMatchObject({
      total: null,
      totalPages: 3,
    })
    expect(
      readPlayerPage({ players: full, pagination: { totalPages: 4 } }, { page: 2, limit: 10 }),
    ).toMatchObject({ total: null, totalPages: 4 })
    expect(() => readPlayerPage({ pagination: { total: 1 } }, { page: 1, limit: 10 })).toThrow(UnreadableBody)
    expect(readPlayerPage({ players: [{}, 'Kept', null] }, { page: 1, limit: 10 }).players).toHaveLength(1)
  })

  it('reads relations as a map or a list, keeping only whole ratings 1-5', () => {
    expect(
      readRelations({
        relations: { Mira: 5, Tomas: '2', Lena: 0, Osric: 6, Haldor: 2.5, Wren: { rating: 4 } },
      }),
    ).toEqual({ Mira: 5, Tomas: 2, Wren: 4 })
    expect(
      readRelations({
        relations: [
          { name: 'Mira', rating: 1 },
          { other: 'Tomas', rating: 3 },
          { displayName: 'Lena', rating: 'x' },
          'junk',
        ],
      }),
    ).toEqual({ Mira: 1, Tomas: 3 })
    expect(readRelations({ relations: {} })).toEqual({})
    // No relations at all is not "no ratings".
    expect(() => readRelations({})).toThrow(UnreadableBody)
    expect(() => readRelations({ relations: 'none' })).toThrow(UnreadableBody)
  })
})

describe('calls against the fake backend', () => {
  it('pages and searches the directory, leaving an empty search out of the query', async () => {
    signIn()
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => void seen.push(request.url))
    const first = await fetchPlayers({ page: 1, limit: 10, search: '' })
    expect(first.players).toHaveLength(10)
    expect(first.total).toBe(12)
    expect(first.totalPages).toBe(2)
    const found = await fetchPlayers({ page: 1, limit: 10, search: ' quill ' })
    expect(found.players.map((p) => p.displayName)).toEqual(['Mira Quill'])
    expect(seen).toEqual([
      `${API_URL}/players?page=1&limit=10`,
      `${API_URL}/players?page=1&limit=10&search=quill`,
    ])
    server.events.removeAllListeners()
  })

  it('finds one player by exact name, paging through partial matches, and null when gone', async () => {
    signIn()
    expect((await fetchPlayerByName('mira quill'))?.displayName).toBe('Mira Quill')
    expect(await fetchPlayerByName('Nobody Here')).toBeNull()
    // "Mira" also matches "Mira Quill": the exact one is on the second page.
    let pages = 0
    server.use(
      http.get(`${API_URL}/players`, ({ request }) => {
        pages += 1
        const page = Number(new URL(request.url).searchParams.get('page'))
        const players =
          page === 1
            ? Array.from({ length: 100 }, (_, i) => ({ displayName: `Mira ${i}` }))
            : [{ displayName: 'Mira', accountOwner: 'Someone' }]
        return HttpResponse.json({ success: true, players, pagination: { total: 101, totalPages: 2 } })
      }),
    )
    expect(await fetchPlayerByName('Mira')).toMatchObject({ displayName: 'Mira', accountOwner: 'Someone' })
    expect(pages).toBe(2)
  })

  it('sets, changes and removes a rating; the server keeps it', async () => {
    signIn()
    expect(await fetchRelations(DEMO_PLAYER_MAIN)).toEqual({ 'Mira Quill': 5, 'Tomas Reed': 2 })
    await setRelation(DEMO_PLAYER_MAIN, 'Lena Brook', 3)
    await setRelation(DEMO_PLAYER_MAIN, 'Mira Quill', 1)
    await removeRelation(DEMO_PLAYER_MAIN, 'Tomas Reed')
    expect(await fetchRelations(DEMO_PLAYER_MAIN)).toEqual({ 'Mira Quill': 1, 'Lena Brook': 3 })
  })

  it('fails a refused rating with the server text, and accepts an answer of any shape', async () => {
    signIn()
    await expect(setRelation(DEMO_PLAYER_MAIN, 'Nobody Here', 3)).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      serverMessage: 'Player not found',
    })
    server.use(http.put(`${API_URL}/players/:me/relations/:other`, () => HttpResponse.json({})))
    await expect(setRelation(DEMO_PLAYER_MAIN, 'Lena Brook', 3)).resolves.toBeUndefined()
    server.use(
      http.delete(`${API_URL}/players/:me/relations/:other`, () =>
        HttpResponse.json({ success: false, message: 'Relations are read-only today' }),
      ),
    )
    await expect(removeRelation(DEMO_PLAYER_MAIN, 'Mira Quill')).rejects.toMatchObject({
      kind: 'refused',
      serverMessage: 'Relations are read-only today',
    })
  })
})

describe('reads that carry a signal (every query)', () => {
  afterEach(() => vi.useRealTimers())

  it('still fail as a time-out after 10 s instead of waiting for ever', async () => {
    signIn()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(
      http.get(`${API_URL}/players/:name/relations`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    let settled = false
    const call = fetchRelations(DEMO_PLAYER_MAIN, new AbortController().signal).finally(() => {
      settled = true
    })
    const outcome = call.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 100)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(await outcome).toMatchObject({ kind: 'timeout' })
  })

  it('end as the caller’s cancellation when the caller cancels, not as a failure', async () => {
    signIn()
    server.use(
      http.get(`${API_URL}/players/:name/relations`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const call = fetchRelations(DEMO_PLAYER_MAIN, controller.signal).catch((error: unknown) => error)
    controller.abort(new Error('left the screen'))
    const error = await call
    expect(error).not.toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'left the screen' })
  })
})
