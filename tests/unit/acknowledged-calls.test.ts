// @vitest-environment node
// One rule for every change whose answer the spec does not describe: any JSON 2xx without
// `success: false` confirms it (`{}` and `null` included), and `success: false` refuses it. Calls
// whose answer the spec does describe (a transfer's `transfer`, a nation call's success flag, the
// profile calls' success and message, the UGC toggle's new value) are read by their own readers.
// Calls that move or create money or state (mint, burn, create currency, bank or offering, open
// and close account) are stricter: only `success: true`, a message or the new record confirms
// them; `{}`, `null` or no body leave the outcome unknown (the screen says so and checks).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { ApiError } from '@/api/client'
import * as admin from '@/api/admin'
import * as banks from '@/api/banks'
import { createCurrency } from '@/api/currencies'
import { removeRelation, setRelation } from '@/api/players'
import { burnCurrency, mintCurrency } from '@/api/treasuries'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const body = {} as never
const STRICT_CALLS: [string, 'post' | 'put' | 'delete', string, () => Promise<unknown>][] = [
  ['mint', 'post', '/treasuries/:n/mint', () => mintCurrency('Aurelian Republic', body)],
  ['burn', 'post', '/treasuries/:n/burn', () => burnCurrency('Aurelian Republic', body)],
  ['create currency', 'post', '/currencies', () => createCurrency(body)],
  ['create bank', 'post', '/banks', () => banks.createBank(body)],
  ['create offering', 'post', '/banks/:b/offerings', () => banks.createOffering('FAB', body)],
  ['open account', 'post', '/banks/:b/accounts/open', () => banks.openAccount('FAB', body)],
  [
    'close account',
    'delete',
    '/banks/:b/accounts/:a/close',
    () => banks.closeAccount('FAB', 'FAB-000001', body),
  ],
]

const CALLS: [string, 'post' | 'put' | 'delete', string, () => Promise<unknown>][] = [
  ['add bank officer', 'post', '/banks/:b/officers', () => banks.addBankOfficer('FAB', body)],
  [
    'remove bank officer',
    'delete',
    '/banks/:b/officers/:o',
    () => banks.removeBankOfficer('FAB', 'Bram', 'Aurelia'),
  ],
  ['update offering', 'put', '/banks/:b/offerings/:o', () => banks.updateOffering('FAB', 'off-1', body)],
  ['delete offering', 'delete', '/banks/:b/offerings/:o', () => banks.deleteOffering('FAB', 'off-1')],
  [
    'set default account',
    'put',
    '/banks/:b/accounts/:a/set-default',
    () => banks.setDefaultAccount('FAB', 'FAB-000001'),
  ],
  ['rate a player', 'put', '/players/:p/relations/:o', () => setRelation('Aurelia Voss', 'Bram Holloway', 4)],
  [
    'remove a rating',
    'delete',
    '/players/:p/relations/:o',
    () => removeRelation('Aurelia Voss', 'Bram Holloway'),
  ],
  ['admin promote officer', 'post', '/admin/promote-officer', () => admin.promoteOfficer(body)],
  ['admin demote officer', 'post', '/admin/demote-officer', () => admin.demoteOfficer(body)],
  ['admin remove citizen', 'post', '/admin/remove-citizen', () => admin.removeCitizen(body)],
  ['admin delete entity', 'delete', '/admin/entity', () => admin.deleteEntity(body)],
  ['admin mark deceased', 'post', '/admin/mark-deceased', () => admin.markDeceased(body)],
  ['admin edit character', 'put', '/admin/character', () => admin.editCharacter(body)],
  ['admin edit bank', 'put', '/admin/bank', () => admin.editBank(body)],
  ['admin edit nation', 'put', '/admin/nation', () => admin.editNation(body)],
]

const answer = (method: 'post' | 'put' | 'delete', path: string, reply: () => Response) =>
  server.use(http[method](`http://localhost/api/v1${path}`, reply))

describe.each(CALLS)('%s', (_name, method, path, call) => {
  it.each([
    ['200 {}', () => HttpResponse.json({})],
    ['200 null', () => HttpResponse.json(null)],
    ['201 with only a message', () => HttpResponse.json({ message: 'Done' }, { status: 201 })],
    ['204 without a body', () => new HttpResponse(null, { status: 204 })],
    ['200 success: true', () => HttpResponse.json({ success: true })],
  ])('is a success when answered %s', async (_answer, reply) => {
    answer(method, path, reply)
    await call() // resolves: a rejection fails the test
  })

  it('is refused when the 2xx says success: false', async () => {
    answer(method, path, () => HttpResponse.json({ success: false, error: 'No' }))
    const error = await call().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('refused')
  })
})

describe.each(STRICT_CALLS)('%s (moves or creates money or state)', (_name, method, path, call) => {
  it.each([
    ['201 with only a message', () => HttpResponse.json({ message: 'Done' }, { status: 201 })],
    ['200 success: true', () => HttpResponse.json({ success: true })],
  ])('is a success when answered %s', async (_answer, reply) => {
    answer(method, path, reply)
    await call()
  })

  it.each([
    ['200 {}', () => HttpResponse.json({})],
    ['200 null', () => HttpResponse.json(null)],
    ['204 without a body', () => new HttpResponse(null, { status: 204 })],
  ])('leaves the outcome unknown when answered %s', async (_answer, reply) => {
    answer(method, path, reply)
    const error = await call().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('bad-body')
  })

  it('is refused when the 2xx says success: false', async () => {
    answer(method, path, () => HttpResponse.json({ success: false, error: 'No' }))
    const error = await call().catch((e: unknown) => e)
    expect((error as ApiError).kind).toBe('refused')
  })
})
