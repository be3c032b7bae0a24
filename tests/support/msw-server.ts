// An msw server listening for the whole test file: the handlers given here answer every test, each
// test adds the answers it needs (`server.use`), and those are dropped after it. A request nothing
// answers fails the test. The UGC status, which every screen with images asks for once, answers
// "enabled" unless a handler given here or a test says otherwise.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'

const ugcEnabled = http.get('*/api/v1/ugc-status', () => HttpResponse.json({ ugcEnabled: true }))

export function useMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, ugcEnabled)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
