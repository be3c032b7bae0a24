// The console's languages and how one is chosen. Kept apart from the runtime so that index.html's
// start-up script (written by the login-shell plugin) and the app choose alike.

/** Every language the console ships, each named in its own language. `en-XA` is the pseudo-locale. */
export const LANGUAGES = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  nl: 'Nederlands',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  'zh-CN': '简体中文',
  'en-XA': 'Ƥşèûδô (en-XA)',
} as const

export type Language = keyof typeof LANGUAGES

/** The source language: its texts are the texts.ts tables themselves, never downloaded. */
export const SOURCE_LANGUAGE: Language = 'en'

/** Offered when the operator does not say (config.json `locales`): the pseudo-locale is for development. */
export const DEFAULT_OFFERED: readonly Language[] = (Object.keys(LANGUAGES) as Language[]).filter(
  (language) => language !== 'en-XA',
)

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value)

/** Where the player's choice is kept on this browser (index.html's start-up script reads it too). */
export const LANGUAGE_STORAGE_KEY = 'statecraft.language'

/** Right-to-left scripts; none is shipped yet, so adding one needs no screen changes. */
const RTL = /^(ar|fa|he|ur|ps|yi)(-|$)/i

export const directionOf = (language: string): 'ltr' | 'rtl' => (RTL.test(language) ? 'rtl' : 'ltr')

/** The locale numbers and dates are written in: the pseudo-locale writes them as English does. */
export const intlLocaleOf = (language: string): string =>
  language === 'en' || language === 'en-XA' ? 'en-US' : language

/**
 * The offered language that best serves a browser language tag: the same tag, else the same
 * language (`pt` and `pt-PT` -> pt-BR, `en-GB` -> en); Chinese only for the simplified script
 * (`zh`, `zh-Hans*`, `zh-CN`, `zh-SG`), never for `zh-TW` or `zh-Hant`.
 */
export function matchLanguage(tag: string, offered: readonly Language[]): Language | null {
  const lower = tag.toLowerCase()
  const exact = offered.find((language) => language.toLowerCase() === lower)
  if (exact) return exact
  const [base] = lower.split('-')
  if (base === 'zh') {
    if (/^zh(-hans(-.*)?|-cn|-sg)?$/.test(lower)) return offered.find((l) => l === 'zh-CN') ?? null
    return null
  }
  return offered.find((language) => language.toLowerCase().split('-')[0] === base) ?? null
}

/** The saved choice, else the browser's languages in their order, else the operator's default. */
export function chooseLanguage(options: {
  saved: string | null
  browser: readonly string[]
  offered: readonly Language[]
  fallback: Language
}): Language {
  const { saved, browser, offered, fallback } = options
  if (isLanguage(saved) && offered.includes(saved)) return saved
  for (const tag of browser) {
    const match = matchLanguage(tag, offered)
    if (match) return match
  }
  return offered.includes(fallback) ? fallback : (offered[0] ?? SOURCE_LANGUAGE)
}
