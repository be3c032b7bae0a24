// The fake backend's fault switch and ledger check as the demo tools see them. Declared here, on the
// console side, because src/ never imports mocks/ (live builds must not load it): mocks/faults.ts
// and mocks/rules/check-ledger.ts import these types.

export interface FaultRoute {
  /** A substring of the request URL (e.g. '/auth/login') or a RegExp tested on the whole URL. */
  match: string | RegExp
  /** Only this HTTP method (any when absent). */
  method?: string
  /** Answer with this status and the standard error body. */
  status?: number
  /** Error text for `status` (default: a generic text for the status). */
  message?: string
  /** Fail as a network error (connection refused / CORS failure). */
  network?: boolean
  /** Never answer (the console's 10 s time-out fires). */
  hang?: boolean
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean
  /**
   * Answer 200 and the start of a JSON body, then drop the connection ('cut') or send nothing
   * more ('stall', until the console's 10 s time-out): a long answer failing while it is read.
   */
  partialBody?: 'cut' | 'stall'
  /**
   * Answer with exactly this JSON body (`null` too: the key's presence counts) and `status`, 200
   * when absent: a `{}` that confirms nothing, or an error body with only `error`.
   */
  body?: unknown
  /** Extra latency for this route only, in ms (on top of the global latency). */
  latencyMs?: number
  /** Apply this many times, then stop (unlimited when absent). */
  times?: number
  /**
   * The server acts first (the transfer is made, the account opened), then its answer is lost:
   * replaced by this route's `network`, `hang`, `malformed` or `body`.
   */
  afterActing?: boolean
}

export interface FaultConfig {
  /** Latency added to every backend request, in ms. */
  latencyMs?: number
  routes?: FaultRoute[]
}

export interface CurrencyCheck {
  symbol: string
  minted: number
  burned: number
  supply: number
  sumOfBalances: number
}

/** The money invariant, checked over the whole ledger (server-rules.md, "Money"). */
export interface LedgerCheck {
  ok: boolean
  problems: string[]
  transactions: number
  balances: number
  currencies: CurrencyCheck[]
  /** Balances below their floor, all put there by admin transfers (allowed; always counted by the fake backend). */
  belowFloorByAdmin?: number
}
