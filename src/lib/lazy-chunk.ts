import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { languageReady } from './i18n/runtime'

/** Script chunks get two minutes (spec section 7), far beyond API calls, for slow phone networks. */
export const CHUNK_TIMEOUT_MS = 120_000

/**
 * Why a part could not be downloaded: `missing` (the server no longer has it: a newer build
 * replaced the files), `timeout` (no answer within CHUNK_TIMEOUT_MS) or `network` (it did not
 * arrive: offline, a dropped connection).
 */
export type ChunkFailureKind = 'missing' | 'timeout' | 'network'

/** A part of the console that could not be downloaded: says what went wrong and from where. */
export class ChunkLoadError extends Error {
  readonly kind: ChunkFailureKind
  readonly address: string
  /** Set by lazyChunk: the next render downloads the part afresh (the error boundary's Try again). */
  retry?: () => void

  constructor(kind: ChunkFailureKind, address: string) {
    const what =
      kind === 'timeout' ? 'timed out' : kind === 'missing' ? 'is missing' : 'could not be downloaded'
    super(`A part of the console ${what} (${kind}): ${address}`)
    this.name = 'ChunkLoadError'
    this.kind = kind
    this.address = address
  }
}

const UNKNOWN_ADDRESS = 'unknown address'

/**
 * The script a failed dynamic import names in its message, without its query (Chromium and
 * Firefox name the module they were asked for; Safari names none). A failed static dependency is
 * reported under the module that imports it.
 */
export function failedScript(message: string): string | null {
  const match = message.match(/(https?:\/\/[^\s'"?#]+\.m?js)/)
  return match?.[1] ?? null
}

/**
 * Whether a script that failed is gone or only failed to arrive. A server that no longer has it
 * answers 404 (our nginx config), or a single-page fallback answers with the page instead.
 */
async function probe(address: string): Promise<ChunkFailureKind> {
  try {
    const response = await fetch(address, { method: 'HEAD', cache: 'no-store' })
    if (response.status === 404 || response.status === 410) return 'missing'
    if (response.ok && /html/i.test(response.headers.get('content-type') ?? '')) return 'missing'
    return 'network'
  } catch {
    return 'network'
  }
}

async function classify(error: unknown): Promise<ChunkLoadError> {
  if (error instanceof ChunkLoadError) return error
  const message = error instanceof Error ? error.message : String(error)
  const script = failedScript(message)
  if (script) return new ChunkLoadError(await probe(script), script)
  const address = message.match(/(https?:\/\/\S+|\/\S+\.(?:m?js|css))/)?.[1] ?? UNKNOWN_ADDRESS
  return new ChunkLoadError(/404|not found|MIME/i.test(message) ? 'missing' : 'network', address)
}

async function loadChunk<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', 'a script chunk')), timeoutMs)
  })
  try {
    const loaded = await Promise.race([load(), timeout])
    // The chunk's texts in the player's language (its tables asked for them as it ran).
    await languageReady()
    return loaded
  } catch (error) {
    throw await classify(error)
  } finally {
    clearTimeout(timer)
  }
}

/** The same script under an address of its own, so the browser fetches it again. */
const afresh = (script: string, attempt: number) => {
  const url = new URL(script)
  url.searchParams.set('retry', String(attempt))
  return url.href
}

/**
 * An import that can be tried again. The browser keeps a failed module for the page's lifetime:
 * importing the same address again fails at once without a request. After a failure the next try
 * imports the failed script under a new address (`?retry=1`): a new module to the browser, the
 * same file to the server, allowed by a `script-src 'self'` policy. Its dependencies keep their
 * addresses and come from the browser's modules. When the failure named no script of this site
 * (a time-out, Safari), the next try calls the import again.
 */
function retryableImport<M>(importer: () => Promise<M>, timeoutMs: number) {
  let script: string | null = null
  let attempt = 0
  const run = (): Promise<M> =>
    script === null ? importer() : (import(/* @vite-ignore */ afresh(script, attempt)) as Promise<M>)
  return {
    load: () => loadChunk(run, timeoutMs),
    failed(error: ChunkLoadError) {
      const sameSite = error.address.startsWith(`${window.location.origin}/`)
      if (sameSite && error.address.endsWith('.js')) script = error.address
      attempt += 1
    },
  }
}

/**
 * React.lazy with the chunk time-out and a working Try again:
 * `lazyChunk(() => import('@/features/banking'), (m) => m.BankingSection)`. A failure reaches the
 * nearest error boundary as a ChunkLoadError whose `retry` makes the next render download the part
 * afresh (React.lazy itself keeps a failure forever).
 */
export function lazyChunk<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): ComponentType<P> {
  const chunk = retryableImport(importer, timeoutMs)
  let current: LazyExoticComponent<ComponentType<P>>
  const renew = () => {
    current = lazy(async () => {
      let module: M
      try {
        module = await chunk.load()
      } catch (failure) {
        if (failure instanceof ChunkLoadError) {
          chunk.failed(failure)
          failure.retry = renew
        }
        throw failure
      }
      return { default: pick(module) }
    })
  }
  renew()
  function Chunk(props: P) {
    return createElement(current, props)
  }
  return Chunk
}

/**
 * A part loaded after the login: its chunk together with the full stylesheet (the first download
 * carries only the login's styles, src/login.css), so it never shows unstyled.
 */
export const withFullStyles =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), import('../index.css')]).then(([loaded]) => loaded)

/**
 * A lazy part that renders at once, without suspending, once `preload` has fetched it (the
 * screens preloaded while the player types). React.lazy suspends on its first render even when
 * its module is in already, and an urgent render that suspends hides the page for a loading
 * fallback: a flash and two layout shifts between two screens. Each place it is rendered keeps
 * the kind it started with, so a part that was still lazy there is never mounted twice.
 */
export function preloadableChunk<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let ready: ComponentType<P> | null = null
  const preload = () =>
    importer().then((module) => {
      ready = pick(module)
      return ready
    })
  const Lazy = lazyChunk(importer, (module) => (ready ??= pick(module)))
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => ready ?? Lazy)
    return createElement(Component, props)
  }
  return { Component: Preloadable, preload }
}
