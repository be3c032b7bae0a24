import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { languageReady } from './i18n/runtime'

/** Script chunks get two minutes (spec section 7), far beyond API calls, for slow phone networks. */
export const CHUNK_TIMEOUT_MS = 120_000

export type ChunkFailureKind = 'missing' | 'timeout' | 'network'

/** A part of the console that could not be downloaded: says what went wrong and from where. */
export class ChunkLoadError extends Error {
  readonly kind: ChunkFailureKind
  readonly address: string

  constructor(kind: ChunkFailureKind, address: string) {
    const what =
      kind === 'timeout' ? 'timed out' : kind === 'missing' ? 'is missing' : 'could not be downloaded'
    super(`A part of the console ${what} (${kind}): ${address}`)
    this.name = 'ChunkLoadError'
    this.kind = kind
    this.address = address
  }
}

/** The address a failed dynamic import names in its message (Chromium, Firefox and Safari word it differently). */
const addressIn = (message: string) => message.match(/(https?:\/\/\S+|\/\S+\.js)/)?.[1] ?? 'unknown address'

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
    if (error instanceof ChunkLoadError) throw error
    const message = error instanceof Error ? error.message : String(error)
    const kind: ChunkFailureKind = /404|not found|MIME/i.test(message) ? 'missing' : 'network'
    throw new ChunkLoadError(kind, addressIn(message))
  } finally {
    clearTimeout(timer)
  }
}

/**
 * React.lazy with the chunk time-out: `lazyChunk(() => import('@/features/banking').then((m) => m.BankingSection))`.
 * A failure reaches the nearest error boundary as a ChunkLoadError; a later render tries again.
 */
export function lazyChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await loadChunk(load, timeoutMs) }))
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
export function preloadableChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let ready: ComponentType<P> | null = null
  const preload = () =>
    load().then((component) => {
      ready = component
      return component
    })
  const Lazy = lazyChunk(preload) as ComponentType<P>
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => ready ?? Lazy)
    return createElement(Component, props)
  }
  return { Component: Preloadable, preload }
}
