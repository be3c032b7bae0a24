// How long a test waits for something that is on its way: a lazily loaded chunk, a fake-backend
// answer, a re-render after either. Generous, because the suite must pass on a busy 2-core
// machine; a wait that passes returns at once, so only a failing test pays for it.
export const ASYNC_TIMEOUT_MS = 10_000

/** For `vi.waitFor`, which does not read Testing Library's configuration. */
export const SETTLED = { timeout: ASYNC_TIMEOUT_MS, interval: 20 }
