// The bank id is derived in the console from the bank's name (spec section 3: "a three-word name
// gives initials") and sent with POST /banks. The server takes 2 to 10 letters or digits, upper
// case (server-rules.md), so the rule below always yields that or nothing:
// - the name is split into words at spaces, hyphens, dashes, slashes, dots, commas, '&' and '+';
//   accents are dropped (Ö is O) and what is not a letter or digit goes (St. Mary's -> ST MARYS);
// - two or more words give their initials, at most 10 (First Aurelian Bank -> FAB);
// - one word gives its first three characters (Goldvault -> GOL);
// - fewer than two characters in all (a name of one letter, or of symbols only) gives no id;
// - an id another bank already has gets the smallest free number, cut to stay within 10
//   characters (FAB -> FAB2, FAB3, ...).

export const BANK_ID_MIN = 2
export const BANK_ID_MAX = 10
const ONE_WORD_LENGTH = 3

/** The name's words in upper case A-Z and 0-9. */
export function bankNameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s\-\u2010-\u2015/.,&+_]+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').toUpperCase())
    .filter((word) => word !== '')
}

/** The id the name gives before collisions are looked at; null when the name gives none. */
export function baseBankId(name: string): string | null {
  const words = bankNameWords(name)
  const id =
    words.length === 1
      ? words[0].slice(0, ONE_WORD_LENGTH)
      : words
          .map((word) => word[0])
          .join('')
          .slice(0, BANK_ID_MAX)
  return id.length >= BANK_ID_MIN ? id : null
}

export interface DerivedBankId {
  /** The id to send, or null when the name gives none. */
  id: string | null
  /** The id before a number was added for a collision (equal to `id` when none was needed). */
  base: string | null
}

/** The bank id for `name`, avoiding the ids in `taken` (compared without regard to case). */
export function deriveBankId(name: string, taken: Iterable<string> = []): DerivedBankId {
  const base = baseBankId(name)
  if (!base) return { id: null, base: null }
  const used = new Set([...taken].map((id) => id.toUpperCase()))
  if (!used.has(base)) return { id: base, base }
  for (let n = 2; ; n++) {
    const suffix = String(n)
    const candidate = base.slice(0, BANK_ID_MAX - suffix.length) + suffix
    if (!used.has(candidate)) return { id: candidate, base }
  }
}
