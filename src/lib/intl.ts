// Intl formatters cost far more to make than to use, and the first one a page makes also sets up
// ICU's locale data (5 to 30 ms at full CPU speed, four times that on a phone). A module that
// made its formatters when it loaded charged that to whichever chunk first imported it, inside
// the task that evaluated the chunk. Made on first use instead, and kept: one per locale and
// options, shared by every caller.

export { currentLocale } from './locale'

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let formatter = made.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    made.set(key, formatter)
  }
  return formatter
}

const keyOf = (kind: string, locale: string, options: object) =>
  `${kind}|${locale}|${JSON.stringify(options)}`

/**
 * A getter of the one `Intl.NumberFormat` for `locale` and `options`: the formatter is made on the
 * getter's first call. Callers keep the getter (made once, at module load: it costs nothing) and
 * call it where they format.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  const key = keyOf('number', locale, options)
  return () => kept(key, () => new Intl.NumberFormat(locale, options))
}

/** As numberFormat, for `Intl.DateTimeFormat`. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  const key = keyOf('date', locale, options)
  return () => kept(key, () => new Intl.DateTimeFormat(locale, options))
}

/** As numberFormat, for `Intl.PluralRules`. */
export function pluralRules(locale: string, options: Intl.PluralRulesOptions = {}): () => Intl.PluralRules {
  const key = keyOf('plural', locale, options)
  return () => kept(key, () => new Intl.PluralRules(locale, options))
}
