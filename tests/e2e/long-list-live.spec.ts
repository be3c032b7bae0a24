// Live mode: a long list read as it arrives (All nations, GET /nations through the streamed
// reader of src/api/long-list.ts) while the server fails it each way a streamed body can fail:
// an error status with its text, a body cut off part-way, a body that stops coming. Each shows the
// spec's message with Try again, and every call is exactly GET /nations.
import { expect, test } from '@playwright/test'
import { outlastTimeOut, recordApiCalls, useLiveMode, useLiveServer } from './support/live-server'
import { playCharacter } from './support/sign-in'
import { openArea } from './support/dashboard'
import { OFFICER } from './nation-support'

const server = useLiveServer('demo')

/** GET /nations itself, not /nations/{id} or /nations/my-memberships (a RegExp on the whole URL). */
const ALL_NATIONS = '/api/v1/nations(\\?|$)'

test('All nations: each way its streamed answer fails shows the spec text and Try again', async ({
  page,
}) => {
  await useLiveMode(page, server.origin)
  // The page's timers run on a clock the test can move: the console's time-out is reached by
  // moving the clock, not by waiting it out.
  await page.clock.install()
  await playCharacter(page, OFFICER)
  const calls = recordApiCalls(page, /^\/nations$/)
  const failWith = (fault: Record<string, unknown>) =>
    server.faults({ routes: [{ match: ALL_NATIONS, regex: true, method: 'GET', ...fault }] })
  const failure = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) })
  const expectFailure = (text: string) =>
    expect(failure).toHaveText(new RegExp(`^${text}\\s*Try again$`), { timeout: 30_000 })
  const tryAgain = () => failure.getByRole('button', { name: 'Try again' }).click()
  const answered = () =>
    page.waitForResponse(
      (r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith('/api/v1/nations'),
    )

  // Faults whose texts are alike never follow each other, so every new text is a new answer.
  // The body's start, then the connection drops: a network failure, asked once more, then the
  // spec's text.
  await failWith({ partialBody: 'cut' })
  await openArea(page, 'Nation Management')
  await expectFailure('Failed to load nations')
  expect(calls).toHaveLength(2)

  // An error status: the server's own text.
  await failWith({ status: 403, message: 'Only citizens of a nation may list them' })
  await tryAgain()
  await expectFailure('Only citizens of a nation may list them')
  expect(calls).toHaveLength(3)

  // The body's start, then nothing more until the console's time-out.
  await failWith({ partialBody: 'stall' })
  const stalled = answered()
  await tryAgain()
  await stalled
  await outlastTimeOut(page)
  await expectFailure('Failed to load nations')
  expect(calls).toHaveLength(4)

  await server.clearFaults()
  await tryAgain()
  await expect(page.getByRole('heading', { name: 'All nations' })).toBeVisible()
  await expect(failure).toHaveCount(0)
  expect(calls).toHaveLength(5)
  for (const call of calls)
    expect(call).toMatchObject({ method: 'GET', path: '/nations', query: {}, body: null })
})
