// @vitest-environment node
// The nation and treasury calls against the fake backend: exact paths and bodies, and what the
// console reads from the answers (spec section 7).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import {
  createNation,
  demoteMember,
  editNation,
  fetchNation,
  fetchNations,
  inviteMember,
  promoteMember,
  removeMember,
  uploadNationIcon,
} from '@/api/nations'
import { burnCurrency, fetchTreasury, mintCurrency } from '@/api/treasuries'
import { isApiError } from '@/api/client'
import { server, useFakeBackend } from '../support/backend'
import { AR, CAST, signInAs } from './nation-support'

useFakeBackend('minimal')

interface Sent {
  method: string
  path: string
  body: unknown
}

let sent: Sent[] = []
const record = async ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  if (!url.pathname.startsWith('/api/v1/nations') && !url.pathname.startsWith('/api/v1/treasuries')) return
  const type = request.headers.get('content-type') ?? ''
  const body = type.includes('json') ? await request.clone().json() : null
  sent.push({ method: request.method, path: decodeURIComponent(url.pathname.slice(7)), body })
}
beforeEach(() => {
  sent = []
  server.events.on('request:start', record)
})
afterEach(() => server.events.removeAllListeners())

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

describe('nation calls', () => {
  it('invites, promotes, demotes and removes with the documented bodies', async () => {
    await signInAs(CAST.officer)
    const ar = await fetchNation(AR)
    const invited = await inviteMember(ar.id, { playerId: 'Cassius Thorne', invitedBy: CAST.officer })
    expect(invited.message).toMatch(/Cassius Thorne/)
    expect(invited.nation?.citizens.map((c) => c.name)).toContain('Cassius Thorne')
    await promoteMember(ar.id, 'Cassius Thorne', CAST.officer)
    const demoted = await demoteMember(ar.id, 'Cassius Thorne', CAST.officer)
    expect(demoted.nation?.officers.map((o) => o.name)).not.toContain('Cassius Thorne')
    await removeMember(ar.id, 'Cassius Thorne')
    expect(sent.slice(1)).toEqual([
      {
        method: 'POST',
        path: `/nations/${ar.id}/members`,
        body: { playerId: 'Cassius Thorne', invitedBy: CAST.officer },
      },
      {
        method: 'PUT',
        path: `/nations/${ar.id}/members/Cassius Thorne/promote`,
        body: { promotedBy: CAST.officer },
      },
      {
        method: 'PUT',
        path: `/nations/${ar.id}/members/Cassius Thorne/demote`,
        body: { demotedBy: CAST.officer },
      },
      { method: 'DELETE', path: `/nations/${ar.id}/members/Cassius Thorne`, body: null },
    ])
  })

  it('founds and edits a nation', async () => {
    await signInAs(CAST.outsider)
    const founded = await createNation({
      name: 'Free City of Lumen',
      abbreviation: 'LU',
      description: 'Lamps',
      founderId: CAST.outsider,
    })
    expect(founded.nation).toMatchObject({ name: 'Free City of Lumen', abbreviation: 'LU' })
    const id = founded.nation!.id
    const edited = await editNation(id, {
      name: 'Lumen',
      abbreviation: 'LM',
      description: 'More lamps',
      editedBy: CAST.outsider,
    })
    expect(edited.nation?.name).toBe('Lumen')
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/nations',
        body: {
          name: 'Free City of Lumen',
          abbreviation: 'LU',
          description: 'Lamps',
          founderId: CAST.outsider,
        },
      },
      {
        method: 'PUT',
        path: `/nations/${id}`,
        body: { name: 'Lumen', abbreviation: 'LM', description: 'More lamps', editedBy: CAST.outsider },
      },
    ])
  })

  it('uploads an icon as multipart field image', async () => {
    await signInAs(CAST.officer)
    const answer = await uploadNationIcon(AR, new File([PNG], 'flag.png', { type: 'image/png' }))
    expect(answer.imageUrl).toMatch(/^\/uploads\//)
    expect((await fetchNation(AR)).profilePictureUrl).toBe(answer.imageUrl)
  })

  it('does not take an answer without success: true as a confirmation', async () => {
    await signInAs(CAST.officer)
    server.use(http.put('*/api/v1/nations/:id/members/:member/promote', () => HttpResponse.json({})))
    const failure = await promoteMember(AR, 'Mira Quill', CAST.officer).catch((e: unknown) => e)
    expect(isApiError(failure) && failure.kind).toBe('bad-body')
  })
})

describe('treasury calls', () => {
  it('mints and burns with the documented bodies and reads the new figures', async () => {
    await signInAs(CAST.officer)
    const before = await fetchTreasury(AR)
    const balance = before.balances.find((b) => b.currencySymbol === '$AR')!.balance
    const minted = await mintCurrency(AR, {
      currencySymbol: '$AR',
      amount: 1000,
      description: 'Harvest bonus',
      mintedBy: CAST.officer,
    })
    expect(minted.treasuryBalance).toBe(balance + 1000)
    const burned = await burnCurrency(AR, {
      currencySymbol: '$AR',
      amount: 400,
      description: '',
      burnedBy: CAST.officer,
    })
    expect(burned).toMatchObject({ treasuryBalance: balance + 600 })
    expect(burned.currentSupply).toBe(minted.currentSupply! - 400)
    expect(sent.slice(1)).toEqual([
      {
        method: 'POST',
        path: `/treasuries/${AR}/mint`,
        body: { currencySymbol: '$AR', amount: 1000, description: 'Harvest bonus', mintedBy: CAST.officer },
      },
      {
        method: 'POST',
        path: `/treasuries/${AR}/burn`,
        body: { currencySymbol: '$AR', amount: 400, description: '', burnedBy: CAST.officer },
      },
    ])
  })

  it('reads a bare `{}` to a mint as unconfirmed: it says nothing of the money (docs/exactly-once.md)', async () => {
    await signInAs(CAST.officer)
    server.use(http.post('*/api/v1/treasuries/:nation/mint', () => HttpResponse.json({})))
    await expect(
      mintCurrency(AR, { currencySymbol: '$AR', amount: 1, description: '', mintedBy: CAST.officer }),
    ).rejects.toMatchObject({ kind: 'bad-body' })
  })
})

describe('GET /nations', () => {
  it('reads every nation of the fake backend, as one GET /nations', async () => {
    await signInAs(CAST.officer)
    const nations = await fetchNations()
    expect(nations.map((n) => n.name)).toContain('Aurelian Republic')
    expect(sent.filter((s) => s.path === '/nations').map((s) => s.method)).toEqual(['GET'])
  })

  it('drops a nation it cannot read, refuses success: false and reports a malformed body', async () => {
    const answer = (body: string) => server.use(http.get('*/api/v1/nations', () => HttpResponse.text(body)))
    answer('{"success":true,"nations":[{"id":"n1","name":"Lumen"},{"id":"n2"},"x"]}')
    expect((await fetchNations()).map((n) => n.name)).toEqual(['Lumen'])
    answer('{"success":false,"error":"Not now","nations":[]}')
    await expect(fetchNations()).rejects.toMatchObject({ kind: 'refused', serverMessage: 'Not now' })
    answer('{"success":true,"nations":[{"id":"n1",}')
    await expect(fetchNations()).rejects.toMatchObject({ kind: 'bad-body' })
    answer('{"success":true}')
    await expect(fetchNations()).rejects.toMatchObject({ kind: 'bad-body' })
  })
})
