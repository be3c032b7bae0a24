// The console's language at run time, kept tiny: it is in the login's first download (100 KB
// budget, issue 37). Every feature's texts.ts table stays the English source of truth and is
// wrapped once with `localised`: reading a text gives it in the current language. English is the
// tables themselves, so an English player downloads nothing more; any other language loads its
// messages (src/locales/<language>/<area>.json, ICU MessageFormat) and the small ICU formatter
// (./catalogue.ts) as lazy chunks, only the areas whose tables have loaded.
import { setCurrentLocale } from '@/lib/intl'
import {
  LANGUAGE_STORAGE_KEY,
  SOURCE_LANGUAGE,
  chooseLanguage,
  directionOf,
  intlLocaleOf,
  type Language,
} from './languages'

/** A text-building function of a table, with its ICU MessageFormat message for the catalogues. */
export interface IcuSource {
  message: string
  /** The arguments' names in order, where they differ from the placeholders' order. */
  names?: readonly string[]
}
const ICU = Symbol('icu')
type Builder = ((...args: never[]) => string) & { [ICU]?: IcuSource }

type Messages = Record<string, string>
type CatalogueModule = typeof import('./catalogue')

let language: Language = SOURCE_LANGUAGE
let version = 0
const listeners = new Set<() => void>()
/** The current language's messages, per area, as loaded. */
let messages: Record<string, Messages> = {}
/** The operator's replacements (config.json `texts`) for the current language, by shipped text. */
let replacements: Messages | null = null
let operatorTexts: Partial<Record<string, Messages>> = {}
const areas = new Set<string>()
const pending = new Set<Promise<unknown>>()
let catalogue: CatalogueModule | null = null

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

const loadCatalogue = (): Promise<CatalogueModule> =>
  import('./catalogue').then((module) => (catalogue = module))

/** Loads one area's messages for the current language; English has none to load. */
function loadArea(area: string) {
  if (language === SOURCE_LANGUAGE || messages[area]) return
  const wanted = language
  messages[area] = {}
  const load = loadCatalogue()
    .then((module) => module.loadMessages(wanted, area))
    .then((loaded) => {
      if (wanted !== language) return
      messages[area] = loaded
      changed()
    })
    .catch((error: unknown) => console.warn(`Texts of ${area} in ${wanted} could not be loaded.`, error))
    .finally(() => pending.delete(load))
  pending.add(load)
}

/** Resolves once the messages asked for so far have arrived (or failed: English stands in). */
export async function languageReady(): Promise<void> {
  while (pending.size) await Promise.all(pending)
}

/**
 * Switches the console to `next` at once: `<html lang dir>`, numbers and dates follow, and each
 * area's messages load; what was typed and which dialog is open stay (nothing remounts).
 */
export function setLanguage(next: Language): Promise<void> {
  if (next !== language) {
    language = next
    setCurrentLocale(intlLocaleOf(next))
    messages = {}
    replacements = operatorTexts[next] ?? null
    const root = globalThis.document?.documentElement
    if (root) {
      root.lang = next
      root.dir = directionOf(next)
    }
    for (const area of areas) loadArea(area)
    if (replacements) void checkReplacements(next)
    changed()
  }
  return languageReady()
}

/**
 * The operator's replacements, per language, keyed by the text the console ships in that language.
 * A key that matches no text is reported once in the console's log.
 */
export function setOperatorTexts(texts: Partial<Record<string, Messages>>) {
  operatorTexts = texts
  replacements = texts[language] ?? null
  if (replacements) void checkReplacements(language)
  changed()
}

const reported = new Set<string>()

async function checkReplacements(checked: Language) {
  const keys = Object.keys(operatorTexts[checked] ?? {})
  if (!keys.length) return
  try {
    const shipped = await (await loadCatalogue()).allTexts(checked)
    for (const key of keys) {
      if (shipped.has(key) || reported.has(`${checked}|${key}`)) continue
      reported.add(`${checked}|${key}`)
      console.warn(`config.json texts.${checked}: "${key}" matches no text of the console.`)
    }
  } catch (error) {
    console.warn('The texts of config.json could not be checked.', error)
  }
}

const replaced = (text: string) => replacements?.[text] ?? text

/** A plain text of a table in the current language. */
function text(area: string, key: string, english: string): string {
  if (language === SOURCE_LANGUAGE) return replacements ? replaced(english) : english
  return replaced(messages[area]?.[key] ?? english)
}

/** A text-building function in the current language; English runs the table's own function. */
function builder(area: string, key: string, english: Builder): Builder {
  const source = english[ICU]
  return ((...args: never[]) => {
    const message = language === SOURCE_LANGUAGE ? undefined : messages[area]?.[key]
    if (!source || !message || !catalogue) {
      const out = english(...args)
      return typeof out === 'string' ? replaced(out) : out
    }
    return replaced(catalogue.formatMessage(message, source, args))
  }) as Builder
}

/** A counted noun (`{ one, other }`): its forms in the current language, by CLDR category. */
function noun(area: string, key: string, english: Record<string, string>): Record<string, string> {
  const message = language === SOURCE_LANGUAGE ? undefined : messages[area]?.[key]
  const forms = message && catalogue ? catalogue.pluralForms(message) : english
  return replacements ? Object.fromEntries(Object.entries(forms).map(([k, v]) => [k, replaced(v)])) : forms
}

/** A `{ one, other }` pair (formatCount's Noun): one catalogue message, an ICU plural. */
export const isNoun = (value: object): value is Record<'one' | 'other', string> => {
  const keys = Object.keys(value)
  return keys.length === 2 && keys.includes('one') && keys.includes('other')
}

/** Keys of a table that hold settings, not texts (FailureTexts' `field`). */
export const NOT_TEXT = new Set(['field'])

const wrapped = new WeakMap<object, object>()

function wrap<T extends object>(area: string, path: string, table: T): T {
  const known = wrapped.get(table)
  if (known) return known as T
  const proxy = new Proxy(table, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver)
      if (typeof property !== 'string' || NOT_TEXT.has(property)) return value
      const key = `${path}.${property}`
      if (typeof value === 'string') return text(area, key, value)
      if (typeof value === 'function') return builder(area, key, value as Builder)
      if (value && typeof value === 'object')
        return isNoun(value) ? noun(area, key, value) : wrap(area, key, value)
      return value
    },
  })
  wrapped.set(table, proxy)
  return proxy
}

/** Every table wrapped so far, for the catalogue extraction and its test. */
export const TABLES: { area: string; name: string; table: object }[] = []

/**
 * Wraps a texts.ts table once: its texts are read in the current language. `area` names the
 * catalogue file (src/locales/<language>/<area>.json), `name` the table within it.
 */
export function localised<T extends object>(area: string, name: string, table: T): T {
  TABLES.push({ area, name, table })
  areas.add(area)
  loadArea(area)
  return wrap(area, name, table)
}

/**
 * A text-building function with its ICU MessageFormat message for translators: the arguments
 * are the message's placeholders in the order they first appear. English keeps running the
 * function itself (its exact output is what today's tests assert; the catalogue test checks the
 * message says the same).
 */
export function icu<F extends (...args: never[]) => string>(
  english: F,
  message: string,
  names?: readonly string[],
): F {
  ;(english as Builder)[ICU] = { message, names }
  return english
}

/** The ICU message of a table's function, or undefined for a plain function. */
export const icuSource = (value: unknown): IcuSource | undefined =>
  typeof value === 'function' ? (value as Builder)[ICU] : undefined

let offered: readonly Language[] = [SOURCE_LANGUAGE]

/** The languages the operator offers (config.json `locales`), in the switcher's order. */
export const offeredLanguages = (): readonly Language[] => offered

/**
 * Start-up: the player's saved choice, else the browser's languages, else the operator's default
 * (languages.ts); the operator's own texts apply from the first render.
 */
export function startLanguage(options: {
  offered: readonly Language[]
  fallback: Language
  texts: Partial<Record<string, Messages>>
}): Promise<void> {
  offered = options.offered
  setOperatorTexts(options.texts)
  const language = chooseLanguage({
    saved: savedLanguage(),
    browser: globalThis.navigator?.languages ?? [],
    offered,
    fallback: options.fallback,
  })
  return setLanguage(language)
}

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

/** The player's choice: kept on this browser, applied at once. */
export function chooseLanguageAndKeep(next: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next)
  } catch {
    // Private mode or a full storage: the choice holds for this visit.
  }
  return setLanguage(next)
}
