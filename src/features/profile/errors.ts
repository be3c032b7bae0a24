import { errorText, isApiError } from '@/api/client'

/** Shown for profile and biography calls that never reached the server (spec section 8). */
export const CONNECT_ERROR = 'Failed to connect to server'

/** A 2xx body that still says `success: false` counts as a failure with its message. */
export class RefusedError extends Error {}

export function ensureSuccess<T extends { success?: boolean; message?: string }>(
  response: T,
  fallback: string,
): T {
  if (response && response.success === false) throw new RefusedError(response.message || fallback)
  return response
}

/** The server's message, the connection text when the call never got an answer, else the fallback. */
export function profileErrorText(error: unknown, fallback: string): string {
  if (error instanceof RefusedError) return error.message
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) return CONNECT_ERROR
  return errorText(error, fallback)
}
