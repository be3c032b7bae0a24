// Long answers read as they arrive: the body's text handed over piece by piece. Apart from the
// API client because only the long lists' lazy chunks use it, and the client is in the login's
// first download.
import { ofetch, type FetchOptions } from 'ofetch'
import { ApiError, parseJson, prepare, textsOf, withToken, type RequestOptions } from './client'

/**
 * Calls `/api/v1{path}` and hands `read` the body's text piece by piece as it arrives (decoded as
 * UTF-8, as Response.text() decodes it), so reading a long answer overlaps its download
 * (long-list.ts). The call's time-out and its signal cover the whole body: leaving the
 * screen stops the download. Fails as `api` does before reading (network, timeout, http); a
 * piece that cannot arrive fails the iteration the same way. What `read` throws passes through.
 */
export function streamAnswer<R>(
  path: string,
  options: RequestOptions,
  read: (pieces: AsyncIterable<string>) => Promise<R>,
): Promise<R> {
  return withToken(options, (token) => sendStreaming(path, options, token, read))
}

async function sendStreaming<R>(
  path: string,
  options: RequestOptions,
  token: string | null,
  read: (pieces: AsyncIterable<string>) => Promise<R>,
): Promise<R> {
  const { url, request, limit, fail } = prepare(path, options, token)
  try {
    let response: Response
    try {
      response = await ofetch.raw(url, {
        ...request,
        responseType: 'stream',
        // The status is judged here, so an error's body is read as text (ofetch keeps it a stream).
        ignoreResponseError: true,
      } satisfies FetchOptions<'stream'>)
    } catch (error) {
      throw fail(error)
    }
    if (response.status >= 400 && response.status < 600) {
      let text: string
      try {
        text = await new Response(response.body).text()
      } catch (error) {
        throw fail(error)
      }
      throw new ApiError('http', response.status, textsOf(parseJson(text)))
    }
    return await read(decodedPieces(response.body, request.signal, fail))
  } finally {
    limit.release()
  }
}

/**
 * The body's text as it arrives; a read that fails throws what `fail` makes of its error. The
 * call's signal (time-out or caller) cancels the body itself: not every fetch errors a body that
 * is still arriving when its signal aborts.
 */
async function* decodedPieces(
  body: ReadableStream<Uint8Array> | null,
  signal: AbortSignal,
  fail: (error: unknown) => unknown,
): AsyncGenerator<string> {
  if (!body) return
  const reader = body.getReader()
  // A reader that stops early (a malformed body, a cancelled query) stops the download too.
  const stop = () => void reader.cancel(signal.reason).catch(() => undefined)
  signal.addEventListener('abort', stop, { once: true })
  const decoder = new TextDecoder()
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>
      try {
        signal.throwIfAborted()
        next = await reader.read()
        signal.throwIfAborted()
      } catch (error) {
        throw fail(error)
      }
      if (next.done) break
      const piece = decoder.decode(next.value, { stream: true })
      if (piece) yield piece
    }
    const rest = decoder.decode()
    if (rest) yield rest
  } finally {
    signal.removeEventListener('abort', stop)
    stop()
  }
}
