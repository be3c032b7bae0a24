// Runs `mocks/server.ts` as its own process (as `npm run mock-server` does) on a free port for the
// duration of a test file, so the calls travel over a real socket.
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll } from 'vitest'

/** Starts the mock server before the file's tests; `origin()` is its http://127.0.0.1:PORT. */
export function useMockServerProcess(scenario = 'minimal'): { origin: () => string } {
  let child: ChildProcess | undefined
  let base = ''

  beforeAll(async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SCENARIO: scenario },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = started
    let output = ''
    base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`mock server did not start:\n${output}`)), 90_000)
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        const match = /(http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(match[1])
        }
      }
      started.stdout!.on('data', onData)
      started.stderr!.on('data', onData)
      started.once('exit', (code) => reject(new Error(`mock server exited (${code}):\n${output}`)))
    })
  }, 100_000)

  afterAll(() => {
    child?.kill('SIGTERM')
  })

  return { origin: () => base }
}
