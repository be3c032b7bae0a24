// An msw server listening for the whole test file: the handlers given here answer every test, each
// test adds the answers it needs (`server.use`), and those are dropped after it. A request nothing
// answers fails the test.
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'

export function useMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
