// Every catalogue against English (issue 37): the same keys, the same placeholders, plural forms
// valid for the language, no unused key; English itself generated from the texts.ts tables.
// `npm run i18n:extract` (I18N_WRITE=1) writes src/locales/en and the pseudo-locale en-XA.
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatMessage, parseMessage, placeholders, type Part } from '@/lib/i18n/catalogue'
import { LANGUAGE_CODES, intlLocaleOf } from '@/lib/i18n/languages'
import { TABLES } from '@/lib/i18n/runtime'
import { englishCatalogue, icuSource, pseudoCatalogue, type Catalogue } from '../support/catalogues'

const LOCALES = join(process.cwd(), 'src/locales')
const english = englishCatalogue()

const write = (language: string, catalogue: Catalogue) => {
  mkdirSync(join(LOCALES, language), { recursive: true })
  for (const [area, messages] of Object.entries(catalogue))
    writeFileSync(join(LOCALES, language, `${area}.json`), JSON.stringify(messages, null, 2) + '\n')
}
if (process.env.I18N_WRITE) {
  write('en', english)
  write('en-XA', pseudoCatalogue(english))
}

const read = (language: string): Catalogue =>
  Object.fromEntries(
    readdirSync(join(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')),
      ]),
  )

/** Every plural and select of a message, with its argument, walked through nested options. */
function choices(parts: Part[], out: { arg: string; type: string; keys: string[] }[] = []) {
  for (const part of parts)
    if (typeof part === 'object' && 'options' in part) {
      out.push({ arg: part.arg, type: part.type, keys: Object.keys(part.options) })
      for (const option of Object.values(part.options)) choices(option, out)
    }
  return out
}

describe('the English catalogue', () => {
  it('is src/locales/en as generated from the texts.ts tables (npm run i18n:extract)', () => {
    expect(read('en')).toEqual(english)
  })

  it("says what each table's function says, for one and for several", () => {
    const functions = TABLES.flatMap(({ name, table }) => builders(name, table))
    expect(functions.length).toBeGreaterThan(10)
    for (const { key, fn, message, names } of functions) {
      const parts = parseMessage(message)
      const numeric = new Set(
        choices(parts)
          .filter((c) => c.type === 'plural')
          .map((c) => c.arg),
      )
      for (const part of parts)
        if (typeof part === 'object' && 'type' in part && part.type === 'number') numeric.add(part.arg)
      for (const n of [1, 3]) {
        const args = (names ?? placeholders(parts)).map((name) => {
          if (numeric.has(name)) return n
          const select = choices(parts).find((c) => c.type === 'select' && c.arg === name)
          if (!select) return `‹${name}›`
          // The first option, then "other": the keys stand for booleans and null.
          const key = n === 1 ? select.keys[0] : select.keys.includes('true') ? 'false' : `‹${name}›`
          return key === 'true' ? true : key === 'false' ? false : key === 'null' ? null : key
        })
        expect(formatMessage(message, { message, names }, args), key).toBe(
          (fn as (...a: unknown[]) => string)(...args),
        )
      }
    }
  })
})

function builders(
  path: string,
  value: unknown,
): { key: string; fn: unknown; message: string; names?: readonly string[] }[] {
  const source = icuSource(value)
  if (source) return [{ key: path, fn: value, ...source }]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => builders(`${path}.${key}`, inner))
}

const translated = LANGUAGE_CODES.filter(
  (language) => language !== 'en' && existsSync(join(LOCALES, language)),
)

describe.each(translated)('the %s catalogue', (language) => {
  const catalogue = read(language)
  const categories = new Intl.PluralRules(intlLocaleOf(language)).resolvedOptions().pluralCategories

  it('has only areas that English has, each file complete, with no key English lacks', () => {
    for (const [area, messages] of Object.entries(catalogue)) {
      expect(english[area], `${language}/${area}.json`).toBeDefined()
      expect(Object.keys(messages).sort(), `${language}/${area}.json`).toEqual(
        Object.keys(english[area]).sort(),
      )
    }
  })

  it('keeps every placeholder, and plural forms valid for the language', () => {
    for (const [area, messages] of Object.entries(catalogue))
      for (const [key, message] of Object.entries(messages)) {
        const where = `${language}/${area}.json ${key}: ${message}`
        const source = english[area][key]
        expect(message.trim(), where).not.toBe('')
        if (!/[{}]/.test(source)) {
          // A plain text: shown as it is, so no ICU syntax in it either.
          expect(message, where).not.toMatch(/[{}]|''/)
          continue
        }
        const parts = parseMessage(message)
        expect(placeholders(parts).sort(), where).toEqual(placeholders(parseMessage(source)).sort())
        for (const choice of choices(parts).filter((c) => c.type === 'plural')) {
          const forms = choice.keys.filter((k) => !k.startsWith('='))
          expect(
            forms.filter((k) => !categories.includes(k as Intl.LDMLPluralRule)),
            where,
          ).toEqual([])
          expect(
            [...categories].filter((k) => !forms.includes(k)),
            where,
          ).toEqual([])
        }
      }
  })
})
