// @vitest-environment node
// The admin API module reads what a real server may send (spec section 7 gives no answer shapes).
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { API_URL, server, useFakeBackend } from '../support/backend'
import {
  deleteEntity,
  fetchAdminBanks,
  fetchAdminCharacters,
  fetchAdminNations,
  markDeceased,
  readAdminCharacter,
} from '@/api/admin'
import { fetchBank } from '@/api/banks'

useFakeBackend('minimal')

const answer = (path: string, body: unknown) =>
  server.use(http.get(`${API_URL}${path}`, () => HttpResponse.json(body as Record<string, unknown>)))

describe('entity lists', () => {
  it('reads a keyed list, an `entities` list or a bare list', async () => {
    answer('/admin/entities/characters', { success: true, characters: [{ name: 'Mira Quill' }] })
    expect((await fetchAdminCharacters()).map((c) => c.name)).toEqual(['Mira Quill'])
    answer('/admin/entities/banks', { entities: [{ id: 'FAB', name: 'First Aurelian Bank' }] })
    expect((await fetchAdminBanks()).map((b) => b.id)).toEqual(['FAB'])
    answer('/admin/entities/nations', [{ name: 'Misthaven' }])
    expect((await fetchAdminNations()).map((n) => n.name)).toEqual(['Misthaven'])
  })

  it('gives missing character fields defaults and drops unreadable items', () => {
    expect(readAdminCharacter('Mira Quill')).toEqual({
      name: 'Mira Quill',
      accountOwner: '',
      biography: null,
      profilePictureUrl: null,
      isDeceased: false,
      firstUsed: null,
      lastSeen: null,
      nation: null,
    })
    expect(readAdminCharacter({ displayName: 'Tom', isDeceased: 'true', biography: 5 })).toMatchObject({
      name: 'Tom',
      isDeceased: true,
      biography: null,
    })
    expect(() => readAdminCharacter({ name: '  ' })).toThrow()
  })

  it('fails as a malformed body when there is no list at all', async () => {
    answer('/admin/entities/characters', { success: true })
    await expect(fetchAdminCharacters()).rejects.toMatchObject({ kind: 'bad-body' })
  })
})

describe("bank officers (GET /banks/{id}, the one read of a bank's officers)", () => {
  it('reads officers beside or inside `bank`, as names or records', async () => {
    answer('/banks/FAB', { officers: ['Aurelia Voss', { name: 'Mira Quill', appointedAt: '2025-01-01' }] })
    expect((await fetchBank('FAB')).officers).toEqual([
      { name: 'Aurelia Voss', appointedAt: '' },
      { name: 'Mira Quill', appointedAt: '2025-01-01' },
    ])
    answer('/banks/FAB', { bank: { id: 'FAB', officers: [{ name: 'Osric Vale' }] } })
    expect((await fetchBank('FAB')).officers.map((o) => o.name)).toEqual(['Osric Vale'])
  })
})

describe('changes', () => {
  it('take any 2xx without success: false as done, with the message when there is one', async () => {
    server.use(http.delete(`${API_URL}/admin/entity`, () => new HttpResponse(null, { status: 204 })))
    await expect(deleteEntity({ entityType: 'bank', entityId: 'FAB' })).resolves.toEqual({ message: '' })
    server.use(http.post(`${API_URL}/admin/mark-deceased`, () => HttpResponse.json({ message: ' Done ' })))
    await expect(markDeceased({ displayName: 'Mira Quill' })).resolves.toEqual({ message: 'Done' })
    server.use(
      http.post(`${API_URL}/admin/mark-deceased`, () => HttpResponse.json({ success: false, error: 'No' })),
    )
    await expect(markDeceased({ displayName: 'Mira Quill' })).rejects.toMatchObject({ kind: 'refused' })
  })
})
