// The plain number writer of format.ts (see the rules there), on its own so that the i18n
// catalogue can write a message's numbers with it: format.ts's words come from a catalogue
// table, and the catalogue importing format.ts back would be a cycle.
import { currentLocale, numberFormat } from './intl'

export const NO_VALUE = '—'

/** U+2212, the typographic minus every negative figure is written with. */
export const MINUS = '\u2212'
export const NO_BREAK_SPACE = '\u00a0'

/**
 * A getter of the formatter for `options` in the current locale: made on first use per locale
 * (intl.ts keeps one per locale and options), so a locale change needs no reload.
 */
export function localised(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let locale = ''
  let get: (() => Intl.NumberFormat) | null = null
  return () => {
    const now = currentLocale()
    if (!get || now !== locale) {
      locale = now
      get = numberFormat(now, options)
    }
    return get()
  }
}

export const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/**
 * The formatted parts joined, with the one minus sign, and every space a no-break space (the
 * locale's own narrow no-break spaces are kept).
 */
export function join(parts: Intl.NumberFormatPart[], currency?: string): string {
  let text = ''
  for (const part of parts) {
    if (part.type === 'minusSign') text += MINUS
    else if (part.type === 'currency' && currency !== undefined) text += currency
    else text += part.value.replace(/ /g, NO_BREAK_SPACE)
  }
  return text
}

type Sign = 'negative' | 'exceptZero'
export const signOf = (signed: boolean | undefined): Sign => (signed ? 'exceptZero' : 'negative')

/** One formatter per sign display (signOf picks): negatives only, or every non-zero figure. */
export const bySign = (options: Intl.NumberFormatOptions): Record<Sign, () => Intl.NumberFormat> => ({
  negative: localised({ ...options, signDisplay: 'negative' }),
  exceptZero: localised({ ...options, signDisplay: 'exceptZero' }),
})

export const plain = bySign({ maximumFractionDigits: 2 })

export interface NumberOptions {
  /** A change or a flow: "+" before a positive figure (zero stays unsigned). */
  signed?: boolean
}

/** A count or a plain number: "1,250", "−40", "12.5"; '—' for missing or non-finite input. */
export function formatNumber(value: number | null | undefined, options: NumberOptions = {}): string {
  if (!finite(value)) return NO_VALUE
  return join(plain[signOf(options.signed)]().formatToParts(value))
}
