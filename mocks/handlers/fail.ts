// The standard error body, apart from the rest of the handlers' helpers: the fault switch uses it
// in the page, which must not load the world's database (it runs in a worker, see mocks/browser.ts).

import { HttpResponse } from 'msw'
import type { ApiErrorBody } from '@/api/types'

/** The standard error response: `{ success: false, error, message }` with the same text. */
export function fail(status: number, text: string): Response {
  return HttpResponse.json({ success: false, error: text, message: text } satisfies ApiErrorBody, { status })
}
