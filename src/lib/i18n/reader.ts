// How the texts.ts tables are read in a language other than English, or with the operator's own
// wording (config.json `texts`): a lazy chunk, which an English player never downloads. Each area's
// messages (src/locales/<language>/<area>.json) load when its table does; until they arrive, and
// for any message a catalogue lacks, the English text stands in.
import { allMessages, formatMessage, loadMessages, pluralForms } from './catalogue'

type Messages = Record<string, string>
interface Hooks {
  /** Re-renders the app: messages arrived. */
  changed: () => void
  /** Lets a screen's first render wait for a load. */
  track: (load: Promise<unknown>) => void
}
interface IcuSource {
  message: string
  names?: readonly string[]
}
type Builder = ((...args: unknown[]) => unknown) & { [ICU]?: IcuSource }
type Wrap = <T extends object>(area: string, path: string, table: T) => T

/** runtime.ts's `icu` keeps each function's message under this symbol. */
const ICU = Symbol.for('statecraft.icu')

/** Keys of a table that hold settings, not texts (FailureTexts' `field`). */
export const NOT_TEXT = new Set(['field'])

/** A `{ one, other }` pair (formatCount's Noun): one catalogue message, an ICU plural. */
export const isNoun = (value: object): value is Record<'one' | 'other', string> => {
  const keys = Object.keys(value)
  return keys.length === 2 && keys.includes('one') && keys.includes('other')
}

let language = ''
let messages: Record<string, Messages> = {}
let hooks: Hooks = { changed: () => {}, track: () => {} }

/** Loads one area's messages for the current language (once); English has none to load. */
export function loadArea(area: string): Promise<void> {
  if (language === 'en' || messages[area]) return Promise.resolve()
  const wanted = language
  messages[area] = {}
  return loadMessages(wanted, area).then(
    (loaded) => {
      if (wanted !== language) return
      messages[area] = loaded
      hooks.changed()
    },
    (error: unknown) => console.warn(error),
  )
}

/** The reader of `next`'s texts: starts loading the messages of `areas`. */
export function readerFor(next: string, areas: string[], replacements: Messages | undefined, given: Hooks) {
  language = next
  messages = {}
  hooks = given
  for (const area of areas) hooks.track(loadArea(area))
  if (replacements) void checkReplacements(next, replacements)
  // Own keys only ("constructor" is a text too), and only texts: anything else matches nothing.
  const replaced = (text: string) => {
    const replacement = replacements && Object.hasOwn(replacements, text) ? replacements[text] : null
    return typeof replacement === 'string' ? replacement : text
  }
  const message = (area: string, key: string) => messages[area]?.[key]

  return (area: string, key: string, value: unknown, wrap: Wrap): unknown => {
    if (NOT_TEXT.has(key.slice(key.lastIndexOf('.') + 1))) return value
    if (typeof value === 'string') return replaced(message(area, key) ?? value)
    if (typeof value === 'function') {
      const english = value as Builder
      return (...args: unknown[]) => {
        const translated = message(area, key)
        const source = english[ICU]
        if (translated && source) return replaced(formatMessage(translated, source, args))
        const out = english(...args)
        return typeof out === 'string' ? replaced(out) : out
      }
    }
    if (!value || typeof value !== 'object') return value
    if (!isNoun(value)) return wrap(area, key, value)
    const translated = message(area, key)
    const forms: Messages = translated ? pluralForms(translated) : value
    return Object.fromEntries(Object.entries(forms).map(([category, form]) => [category, replaced(form)]))
  }
}

const reported = new Set<string>()

/**
 * Reports, once per language and key, each of the operator's replacements whose key matches no
 * text the console ships in that language (all its catalogue files are read for it).
 */
async function checkReplacements(checked: string, replacements: Messages) {
  const shipped = new Set<string>()
  for (const messages of await allMessages(checked))
    for (const text of Object.values(messages)) shipped.add(text)
  for (const key of Object.keys(replacements)) {
    if (shipped.has(key) || reported.has(`${checked}|${key}`)) continue
    reported.add(`${checked}|${key}`)
    console.warn(`config.json texts.${checked}: "${key}" matches no text of the console.`)
  }
}
