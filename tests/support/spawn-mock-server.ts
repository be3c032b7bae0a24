// Starts `mocks/server.ts` as its own process (as `npm run mock-server` does) on a free port. Free
// of any test runner's imports, so both Vitest (mock-server.ts) and Playwright
// (tests/e2e/support/live-server.ts) use it.
import { spawn } from 'node:child_process'

export interface MockServerProcess {
  /** http://127.0.0.1:PORT, read from the server's start-up line. */
  origin: string
  stop: () => void
}

/**
 * How long a new mock server may take to seed its world and listen: seconds on an idle machine,
 * over a minute on a busy 2-core one. Waits on it give it this long and some.
 */
export const MOCK_SERVER_START_MS = 150_000

/**
 * Resolves once the server says where it listens; rejects if it exits first or not within
 * `startupMs` (the large world seeds in 20 to 45 s on an idle machine, minutes on a busy one).
 */
export async function spawnMockServer(
  scenario: string,
  { largeSizes, startupMs = MOCK_SERVER_START_MS }: { largeSizes?: string; startupMs?: number } = {},
): Promise<MockServerProcess> {
  // The large world allocates millions of short-lived objects while seeding (see package.json's
  // mock-server script).
  const flags = scenario === 'large' ? ['--max-semi-space-size=64'] : []
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'mocks/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SCENARIO: scenario,
      ...(largeSizes === undefined ? {} : { LARGE_SIZES: largeSizes }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      reject(new Error(`mock server did not start:\n${output}`))
    }, startupMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /(http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`mock server exited (${code}):\n${output}`)))
  })
  return { origin, stop: () => child.kill('SIGTERM') }
}
