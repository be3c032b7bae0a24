// Names the console puts in web addresses (/players/{name}/..., /treasuries/{nation}/...): a name
// that cannot travel in a path is refused where it is made, so a character or nation can never
// end up with a dashboard or treasury that always fails. ".." and "." are read as "up a level" and
// "here" by every URL parser; "/" and "\" split the path; "?" and "#" end it; "%" starts an escape
// that proxies and servers decode again; control characters are dropped or refused on the way.

import { invalid } from './errors'

/** "/", "\", "?", "#", "%" */
const PATH_BREAKING = /[/\\?#%]/
/** Control characters (Unicode Cc: C0, DEL and C1). */
const CONTROL = /\p{Cc}/u

/** 400 when `name` (already trimmed) cannot be put in an address. `what`: "A character name". */
export function requireAddressableName(name: string, what: string): void {
  if (name === '.' || name === '..') throw invalid(`${what} cannot be "." or ".."`)
  if (PATH_BREAKING.test(name)) {
    throw invalid(`${what} cannot contain /, \\, ?, # or %: the console puts names in web addresses`)
  }
  if (CONTROL.test(name)) throw invalid(`${what} cannot contain control characters`)
}
