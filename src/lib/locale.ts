// The one locale every number and date is written in: the player's language (lib/i18n/runtime.ts
// sets it), en-US for English. Every formatter follows a change, since format.ts and time.ts read
// it on each call. Apart from intl.ts so that the login's first download, which sets it, does not
// carry the formatters.
let locale = 'en-US'

export const currentLocale = (): string => locale

export const setCurrentLocale = (next: string) => {
  locale = next
}
