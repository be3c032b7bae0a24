// A counter that moves whenever the world may have changed, so an answer built from the whole
// world (a list of 100 000 characters is 20 MB of JSON) can be kept and sent again until then.
//
// Rows are edited in place all over the rules, so no single write path sees every change. The
// counter moves instead wherever a change can start: every insert, removal, clear and restore of
// the database, every move of the clock, every edit of a key field (`worldChanged`), and every
// request that is not a read (`writeStarted`/`writeEnded` around it, in handlers/http.ts).
// While such a request is in flight nothing is kept: it may be between two awaits, half done.

let version = 0
let writesInFlight = 0

/** The world may have changed. */
export function worldTouched(): void {
  version += 1
}

/** A request that may change the world begins; pair with `writeEnded`. */
export function writeStarted(): void {
  writesInFlight += 1
  version += 1
}

export function writeEnded(): void {
  writesInFlight = Math.max(0, writesInFlight - 1)
  version += 1
}

/** The current version, or null while a change may be half done (then nothing may be kept). */
export function stableVersion(): number | null {
  return writesInFlight > 0 ? null : version
}
