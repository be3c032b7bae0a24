// Runs `mocks/server.ts` as its own process (as `npm run mock-server` does) on a free port for the
// duration of a test file, so the calls travel over a real socket.
import { afterAll, beforeAll } from 'vitest'
import { MOCK_SERVER_START_MS, spawnMockServer, type MockServerProcess } from './spawn-mock-server'

/** Starts the mock server before the file's tests; `origin()` is its http://127.0.0.1:PORT. */
export function useMockServerProcess(scenario = 'minimal'): { origin: () => string } {
  let server: MockServerProcess | undefined

  beforeAll(async () => {
    server = await spawnMockServer(scenario)
  }, MOCK_SERVER_START_MS + 30_000)

  afterAll(() => {
    server?.stop()
  })

  return { origin: () => server?.origin ?? '' }
}
