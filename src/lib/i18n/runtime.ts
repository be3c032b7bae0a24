// The console's language at run time. Every feature's texts.ts table stays the English source of
// truth and is wrapped once with `localised`: reading a text gives it in the current language.
// This module is in the login's first download (100 KB budget, issue 37), so it holds only the
// wrapping and the choice: English is the tables themselves, read as they are. Another language,
// or the operator's own wording, installs a reader from ./reader.ts, a lazy chunk with the ICU
// formatter, which loads that language's messages (src/locales/<language>/<area>.json) for the
// areas whose tables have loaded. An English player downloads neither.
import { setCurrentLocale } from '@/lib/locale'
import { SOURCE_LANGUAGE, directionOf, intlLocaleOf, type Language } from './languages'

/** A text-building function of a table, with its ICU MessageFormat message for the catalogues. */
export interface IcuSource {
  message: string
  /** The arguments' names in order, where they differ from the placeholders' order. */
  names?: readonly string[]
}
/** Where `icu` keeps a function's message (Symbol.for: reader.ts, a lazy chunk, reads it without importing this module). */
export const ICU = Symbol.for('statecraft.icu')

type Texts = Partial<Record<string, Record<string, string>>>
type Wrap = <T extends object>(area: string, path: string, table: T) => T
/** How a table's value is read in another language: reader.ts. */
type Reader = (area: string, key: string, value: unknown, wrap: Wrap) => unknown
const loadReader = () => import('./reader')
type ReaderModule = Awaited<ReturnType<typeof loadReader>>

let language: Language = SOURCE_LANGUAGE
let version = 0
const listeners = new Set<() => void>()
let reader: Reader | null = null
let operatorTexts: Texts = {}
const areas = new Set<string>()
const pending = new Set<Promise<unknown>>()
let offered: readonly Language[] = [SOURCE_LANGUAGE]

export const currentLanguage = (): Language => language

/** Bumped on every change of language or of loaded messages: the app re-renders on it. */
export const languageVersion = (): number => version

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const changed = () => {
  version++
  for (const listener of listeners) listener()
}

/** Tracks a load that the first render of a screen should wait for. */
function track(load: Promise<unknown>) {
  pending.add(load)
  void load.finally(() => pending.delete(load))
}

/** Resolves once the messages asked for so far have arrived (or failed: English stands in). */
export async function languageReady(): Promise<void> {
  while (pending.size) await Promise.allSettled(pending)
}

let module: ReaderModule | null = null

/**
 * Switches the console to `next` at once: `<html lang dir>`, numbers and dates follow, and each
 * area's messages load; what was typed and which dialog is open stay (nothing remounts).
 */
export function setLanguage(next: Language): Promise<void> {
  language = next
  setCurrentLocale(intlLocaleOf(next))
  const root = globalThis.document?.documentElement
  if (root) {
    root.lang = next
    root.dir = directionOf(next)
  }
  reader = null
  if (next !== SOURCE_LANGUAGE || operatorTexts[next])
    track(
      loadReader().then((loaded) => {
        module = loaded
        if (next === language)
          reader = loaded.readerFor(next, [...areas], operatorTexts[next], { changed, track })
      }),
    )
  changed()
  return languageReady()
}

const wrapped = new WeakMap<object, object>()

const wrap: Wrap = (area, path, table) => {
  let proxy = wrapped.get(table) as typeof table | undefined
  if (!proxy) {
    proxy = new Proxy(table, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver)
        // A table's own keys are its texts; what it inherits (an array's map, an object's
        // toString) is not, and must keep its own `this`.
        if (typeof property !== 'string' || !Object.hasOwn(target, property)) return value
        const key = `${path}.${property}`
        if (reader) return reader(area, key, value, wrap)
        return value && typeof value === 'object' ? wrap(area, key, value) : value
      },
    })
    wrapped.set(table, proxy)
  }
  return proxy
}

/** Every table wrapped so far, for the catalogue extraction and its test (not kept in a build). */
export const TABLES: { area: string; name: string; table: object }[] = []

/**
 * Wraps a texts.ts table once: its texts are read in the current language. `area` names the
 * catalogue file (src/locales/<language>/<area>.json), `name` the table within it.
 */
export function localised<T extends object>(area: string, name: string, table: T): T {
  if (import.meta.env.DEV) TABLES.push({ area, name, table })
  areas.add(area)
  if (reader && module) track(module.loadArea(area))
  return wrap(area, name, table)
}

/**
 * A text-building function with its ICU MessageFormat message for translators: the arguments
 * are the message's placeholders in the order they first appear (or `names`). English keeps
 * running the function itself (the catalogue test checks the message says the same).
 */
export function icu<F extends (...args: never[]) => string>(
  english: F,
  message: string,
  names?: readonly string[],
): F {
  return Object.assign(english, { [ICU]: { message, names } })
}

/** The languages the operator offers (config.json `locales`), in the switcher's order. */
export const offeredLanguages = (): readonly Language[] => offered

export const offerLanguages = (languages: readonly Language[]) => {
  offered = languages
}

/**
 * Start-up: index.html's start-up script has chosen already, before the first paint (the player's
 * saved choice, else the browser's languages), set `<html lang>` and marked it `data-language-from`;
 * without a choice of its own, or one the operator does not offer, the operator's default. The
 * operator's wording applies from the first render.
 */
export function startLanguage(options: { offered: readonly Language[]; fallback: Language; texts: Texts }) {
  offerLanguages(options.offered)
  operatorTexts = options.texts
  const root = globalThis.document?.documentElement
  const chosen = root?.dataset.languageFrom ? root.lang : ''
  const fallback = offered.includes(options.fallback) ? options.fallback : offered[0]
  return setLanguage(offered.find((code) => code === chosen) ?? fallback ?? SOURCE_LANGUAGE)
}
