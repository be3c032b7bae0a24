// How a caller reaches the mock server's /__control/* endpoints (mocks/server.ts): a JSON body
// and a custom header. A web page cannot send either to another origin without a CORS preflight,
// which the server grants to loopback origins only, so a page open in a developer's browser (or a
// DNS-rebinding page) cannot reseed the world or expire every session.
// Kept apart from the server so tests import it without loading the fake backend.

export const CONTROL_HEADER = 'X-Statecraft-Control'

/** fetch options for a control call: `body` as JSON (`{}` when none) and the control header. */
export function controlInit(method: 'POST' | 'DELETE', body: unknown = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', [CONTROL_HEADER]: '1' },
    body: JSON.stringify(body),
  }
}
