// Loaded only for a language other than English (reader.ts): its messages and the ICU
// MessageFormat subset the catalogues use, on Intl.PluralRules and the one number formatter.
// The subset: `{name}`, `{name, number}`, `{name, plural, =0 {...} one {...} other {...}}` with
// `#`, `{name, select, a {...} other {...}}`, and ICU's apostrophe quoting ('' and '{...}').
// Why not a library: intl-messageformat is 9.9 KB gzip and @lingui/core 2.3 KB plus a compile
// step; this file is about 1 KB, and only non-English players download it.
import { formatNumber } from '@/lib/number-format'
import { currentLocale, pluralRules as rulesOf } from '@/lib/intl'

type Messages = Record<string, string>

type Files = Record<string, () => Promise<Messages>>

/** Each language's map of its files (src/locales/<language>/index.ts), itself a small chunk. */
const languages = import.meta.glob<Files>('../../locales/*/index.ts', { import: 'default' })

const filesOf = async (language: string): Promise<Files> => {
  const load = languages[`../../locales/${language}/index.ts`]
  return load ? await load() : {}
}

/** One area's messages in `language`; none (English stands in) when the file does not exist. */
export async function loadMessages(language: string, area: string): Promise<Messages> {
  const load = (await filesOf(language))[`./${area}.json`]
  return load ? await load() : {}
}

/** Every catalogue file of `language` (to check the operator's replacements against). */
export const allMessages = async (language: string): Promise<Messages[]> =>
  Promise.all(Object.values(await filesOf(language)).map((load) => load()))

export type Part =
  | string
  | { arg: string; type?: 'number' }
  | { arg: string; type: 'plural' | 'select'; options: Record<string, Part[]> }
  | { pound: true }

/** Parses an ICU message (the subset above); throws on anything else. */
export function parseMessage(message: string): Part[] {
  let at = 0
  const fail = (why: string): never => {
    throw new Error(`${why} at ${at} in "${message}"`)
  }
  function parts(inPlural: boolean, nested: boolean): Part[] {
    const out: Part[] = []
    let literal = ''
    const flush = () => {
      if (literal) out.push(literal)
      literal = ''
    }
    while (at < message.length) {
      const char = message[at]
      if (char === "'") {
        const next = message[at + 1]
        if (next === "'") {
          literal += "'"
          at += 2
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = message.indexOf("'", at + 1)
          literal += message.slice(at + 1, end < 0 ? message.length : end)
          at = end < 0 ? message.length : end + 1
        } else {
          literal += char
          at++
        }
      } else if (char === '{') {
        flush()
        at++
        out.push(placeholder())
      } else if (char === '}') {
        if (!nested) fail('Unmatched }')
        break
      } else if (char === '#' && inPlural) {
        flush()
        out.push({ pound: true })
        at++
      } else {
        literal += char
        at++
      }
    }
    flush()
    return out
  }
  const word = () => {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(at))
    if (!match) return fail('Expected a name')
    at += match[0].length
    return match[1]
  }
  function placeholder(): Part {
    const arg = word()
    if (message[at] === '}') {
      at++
      return { arg }
    }
    if (message[at] !== ',') fail('Expected , or }')
    at++
    const type = word()
    if (type === 'number' && message[at] === '}') {
      at++
      return { arg, type }
    }
    if (type !== 'plural' && type !== 'select') return fail(`Unsupported type ${type}`)
    if (message[at] !== ',') fail('Expected ,')
    at++
    const options: Record<string, Part[]> = {}
    while (message[at] !== '}') {
      const key = word()
      if (message[at] !== '{') fail('Expected {')
      at++
      options[key] = parts(type === 'plural', true)
      if (message[at] !== '}') fail('Expected }')
      at++
      while (/\s/.test(message[at] ?? '')) at++
      if (at >= message.length) fail('Unclosed placeholder')
    }
    at++
    if (!options.other) fail('No other option')
    return { arg, type, options }
  }
  const result = parts(false, false)
  if (at < message.length) fail('Unmatched }')
  return result
}

/** The names of a message's placeholders, in the order they first appear. */
export function placeholders(parts: Part[], names: string[] = []): string[] {
  for (const part of parts) {
    if (typeof part === 'string' || 'pound' in part) continue
    if (!names.includes(part.arg)) names.push(part.arg)
    if ('options' in part) for (const option of Object.values(part.options)) placeholders(option, names)
  }
  return names
}

const parsed = new Map<string, Part[]>()
const parse = (message: string) => {
  let parts = parsed.get(message)
  if (!parts) parsed.set(message, (parts = parseMessage(message)))
  return parts
}

const plurals = () => rulesOf(currentLocale())()

const written = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : String(value ?? ''))

function render(parts: Part[], values: Record<string, unknown>, count?: number): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if ('pound' in part) out += written(count)
    else if (!('options' in part)) out += written(values[part.arg])
    else {
      const value = values[part.arg]
      const options = part.options
      if (part.type === 'select') out += render(options[String(value)] ?? options.other, values, count)
      else {
        const n = Number(value)
        const chosen = options[`=${n}`] ?? options[plurals().select(n)] ?? options.other
        out += render(chosen, values, n)
      }
    }
  }
  return out
}

/**
 * Formats a translated `message` with the arguments of the English function, named by the
 * placeholders of its English `source` message in their order.
 */
export function formatMessage(
  message: string,
  source: { message: string; names?: readonly string[] },
  args: readonly unknown[],
): string {
  const names = source.names ?? placeholders(parse(source.message))
  const values = Object.fromEntries(names.map((name, index) => [name, args[index]]))
  return render(parse(message), values)
}

/** A noun's plural message (`{count, plural, one {Bank} other {Banken}}`) as forms by category. */
export function pluralForms(message: string): Record<string, string> {
  const [part] = parse(message)
  const forms: Record<string, string> = {}
  if (part && typeof part === 'object' && 'options' in part)
    for (const [key, option] of Object.entries(part.options)) forms[key] = render(option, {})
  return forms
}
