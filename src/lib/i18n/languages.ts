// The console's languages. index.html's start-up script chooses one before the first paint (its
// list is checked against this one by tests/unit/language-choice.test.ts).

/** Every language the console ships. `en-XA` is the pseudo-locale. Their names: language-names.ts. */
export const LANGUAGE_CODES = ['en', 'de', 'es', 'fr', 'nl', 'pl', 'pt-BR', 'ru', 'zh-CN', 'en-XA'] as const

export type Language = (typeof LANGUAGE_CODES)[number]

/** The source language: its texts are the texts.ts tables themselves, never downloaded. */
export const SOURCE_LANGUAGE: Language = 'en'

/**
 * Offered when the operator does not say (config.json `locales`): the languages whose catalogues
 * ship complete (src/locales). A language joins this list when its files do (docs/translating.md).
 */
export const DEFAULT_OFFERED: readonly Language[] = LANGUAGE_CODES.filter((code) => code !== 'en-XA')

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGE_CODES as readonly unknown[]).includes(value)

/** Where the player's choice is kept on this browser (index.html's start-up script reads it too). */
export const LANGUAGE_STORAGE_KEY = 'statecraft.language'

/** Right-to-left scripts; none is shipped yet, so adding one needs no screen changes. */
const RTL = /^(ar|fa|he|ur|ps|yi)(-|$)/i

export const directionOf = (language: string): 'ltr' | 'rtl' => (RTL.test(language) ? 'rtl' : 'ltr')

/** The locale numbers and dates are written in: the pseudo-locale writes them as English does. */
export const intlLocaleOf = (language: string): string =>
  language === 'en' || language === 'en-XA' ? 'en-US' : language
