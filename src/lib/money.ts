// Amounts the user types. Every amount the server takes is a whole number of units (spec sections
// 5 and 9: "Amount is sent as an integer"), so the console never rounds what was typed: a decimal
// or a negative entry is refused with a message that says why.

export type AmountProblem = 'empty' | 'not-a-number' | 'decimal' | 'negative' | 'too-large'

export const AMOUNT_MESSAGES: Record<Exclude<AmountProblem, 'empty'>, string> = {
  'not-a-number': 'Enter the amount as a whole number, for example 1250',
  decimal: 'Amounts are whole units: enter a number without decimals',
  negative: 'The amount cannot be negative',
  'too-large': 'That amount is too large: amounts go up to 9,007,199,254,740,991',
}

/**
 * The largest amount, balance or supply the console sends or previews: past it a JavaScript number
 * (and a JSON number read by most servers) is no longer exact, so 2^53 + 1 would read as 2^53.
 */
export const LARGEST_AMOUNT = Number.MAX_SAFE_INTEGER

/**
 * `a + b` when the sum is still exact, else null. Both are whole numbers within LARGEST_AMOUNT in
 * size, so a float sum past the largest exact integer always lands at 2^53 or beyond: the check
 * of the rounded sum is exact.
 */
export function exactSum(a: number, b: number): number | null {
  const sum = a + b
  return Number.isSafeInteger(sum) ? sum : null
}

export type AmountReading =
  | { ok: true; value: number | null }
  | { ok: false; problem: Exclude<AmountProblem, 'empty'>; message: string }

const refuse = (problem: Exclude<AmountProblem, 'empty'>): AmountReading => ({
  ok: false,
  problem,
  message: AMOUNT_MESSAGES[problem],
})

/**
 * Reads a typed amount: '' is no amount yet (value null; the form decides whether it is
 * required), '1250', '1,250' and '1 250' are 1250, '12.00' is 12; '12.5', '-3', 'abc' are refused.
 */
export function readWholeAmount(input: string): AmountReading {
  const trimmed = input.trim()
  if (trimmed === '') return { ok: true, value: null }
  const negative = /^[-−]/.test(trimmed)
  const unsigned = trimmed.replace(/^[-−+]\s*/, '')
  const grouped = /^\d{1,3}([,\s\u00a0]\d{3})+(\.\d+)?$/.test(unsigned)
  const plain = /^\d+(\.\d+)?$/.test(unsigned) || /^\.\d+$/.test(unsigned)
  if (!grouped && !plain) return refuse('not-a-number')
  const [whole, fraction = ''] = unsigned.replace(/[,\s\u00a0]/g, '').split('.')
  if (/[1-9]/.test(fraction)) return refuse('decimal')
  const value = Number(whole || '0')
  if (negative && value !== 0) return refuse('negative')
  if (!Number.isSafeInteger(value)) return refuse('too-large')
  return { ok: true, value }
}
