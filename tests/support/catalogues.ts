// The English catalogue as the texts.ts tables define it, and the pseudo-locale made from it:
// read by the catalogue test, and written to src/locales by `npm run i18n:extract`.
import { parseMessage, type Part } from '@/lib/i18n/catalogue'
import { NOT_TEXT, isNoun } from '@/lib/i18n/reader'
import { ICU, TABLES, type IcuSource } from '@/lib/i18n/runtime'

// Every table module, loaded so that each has wrapped its tables (TABLES).
import.meta.glob(
  [
    '/src/features/*/*texts.ts',
    '/src/features/characters/FirstCharacterSteps.tsx',
    '/src/app/*texts.ts',
    '/src/ui/error-boundary.tsx',
    '/src/ui/*texts.ts',
    '/src/lib/validation.ts',
    '/src/lib/figure-meanings.ts',
    '/src/api/lookup.ts',
    '/src/lib/lib-texts.ts',
    '/src/api/intent.ts',
    '/src/features/*/intent-checks.ts',
  ],
  { eager: true },
)

/** The ICU message `icu` gave a table's function, or undefined for a plain function. */
export const icuSource = (value: unknown): IcuSource | undefined =>
  typeof value === 'function' ? (value as { [ICU]?: IcuSource })[ICU] : undefined

export type Catalogue = Record<string, Record<string, string>>

/** Functions of the tables that build texts without an ICU message (English only, for now). */
export const untranslatable: string[] = []

/** The English catalogue, per area: plain texts as they are, builders and nouns as ICU messages. */
export function englishCatalogue(): Catalogue {
  const catalogue: Catalogue = {}
  untranslatable.length = 0
  const walk = (area: string, path: string, value: unknown) => {
    const messages = (catalogue[area] ??= {})
    if (typeof value === 'string') messages[path] = value
    else if (typeof value === 'function') {
      const source = icuSource(value)
      if (source) messages[path] = source.message
      else untranslatable.push(`${area}: ${path}`)
    } else if (value && typeof value === 'object') {
      if (isNoun(value)) messages[path] = `{count, plural, one {${value.one}} other {${value.other}}}`
      else
        for (const [key, inner] of Object.entries(value))
          if (!NOT_TEXT.has(key)) walk(area, `${path}.${key}`, inner)
    }
  }
  for (const { area, name, table } of TABLES) walk(area, name, table)
  for (const area of Object.keys(catalogue))
    catalogue[area] = Object.fromEntries(
      Object.entries(catalogue[area]).sort(([a], [b]) => a.localeCompare(b)),
    )
  return catalogue
}

const escapeLiteral = (text: string, inPlural: boolean) =>
  text.replace(/'/g, "''").replace(inPlural ? /[{}#]+/g : /[{}]+/g, (special) => `'${special}'`)

/** Writes parsed parts back as an ICU message, each literal changed by `literal`. */
export function printMessage(
  parts: Part[],
  literal: (text: string) => string = (text) => text,
  inPlural = false,
): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return escapeLiteral(literal(part), inPlural)
      if ('pound' in part) return '#'
      if (!('options' in part)) return part.type ? `{${part.arg}, ${part.type}}` : `{${part.arg}}`
      const options = Object.entries(part.options)
        .map(([key, option]) => `${key} {${printMessage(option, literal, part.type === 'plural')}}`)
        .join(' ')
      return `{${part.arg}, ${part.type}, ${options}}`
    })
    .join('')
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((char, index) => [
    char,
    [...'àƀçđèƒĝĥîĵķļɱñöƥʠřšţûṽŵẋýžÀƁÇĐÈƑĜĤÎĴĶĻṀÑÖƤɊŘŠŢÛṼŴẊÝŽ'][index],
  ]),
)

/** Accented, and about 40 % longer: each vowel doubled (English text is about 40 % vowels). */
const pseudoText = (text: string) =>
  [...text]
    .map((char) => (/[aeiouAEIOU]/.test(char) ? ACCENTED[char].repeat(2) : (ACCENTED[char] ?? char)))
    .join('')

/** The pseudo-locale en-XA: every literal accented and lengthened, placeholders kept, in brackets. */
export function pseudoCatalogue(english: Catalogue): Catalogue {
  const pseudo: Catalogue = {}
  for (const [area, messages] of Object.entries(english)) {
    pseudo[area] = {}
    for (const [key, message] of Object.entries(messages)) {
      const plain = !/[{}]/.test(message)
      const parts = plain ? [] : parseMessage(message)
      const [only] = parts
      // A noun ({count, plural, one {bank} other {banks}}) is read form by form: each form in brackets.
      if (parts.length === 1 && typeof only === 'object' && 'options' in only)
        pseudo[area][key] = printMessage(
          [
            {
              ...only,
              options: Object.fromEntries(
                Object.entries(only.options).map(([k, o]) => [k, ['⟦', ...o, '⟧']]),
              ),
            },
          ],
          pseudoText,
        )
      else pseudo[area][key] = plain ? `⟦${pseudoText(message)}⟧` : `⟦${printMessage(parts, pseudoText)}⟧`
    }
  }
  return pseudo
}
