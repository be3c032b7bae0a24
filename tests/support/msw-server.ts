// An msw server with no handlers of its own, listening for the whole test file: each test adds
// the answers it needs (`server.use`), and they are dropped after it. A request nothing answers
// fails the test.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { setupServer } from 'msw/node'

export function useMswServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
