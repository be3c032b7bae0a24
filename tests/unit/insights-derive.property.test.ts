// @vitest-environment node
// Properties of the Insights derivations over random ledgers: a balance history ends at today's
// balance, replays forwards into every row, and comes out the same however the rows were paged;
// flows add up to what the history moved.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { LedgerEntry, LedgerSide, Party } from '@/api/ledger'
import {
  appendPage,
  balanceSeries,
  changeFor,
  dailyCloses,
  dayBefore,
  flowsOf,
  mergeNewest,
  OTHERS_KEY,
  rowsFrom,
  supplySeries,
  TOP_PARTIES,
  walkBack,
  type Series,
} from '@/features/insights/derive'

const ME: Party = { type: 'account', id: 'FAB|FAB-000001' }
const NOW = '2026-11-26T12:00:00.000Z'
const SYMBOLS = ['$AR', '$BK'] as const

const side = (type: LedgerSide['type'], id: string, name = id): LedgerSide => ({ type, id, name })
const OTHERS: LedgerSide[] = [
  side('account', 'FAB|FAB-000002', 'Bram'),
  side('account', 'NB|NB-000009', 'Cassius'),
  side('bank', 'FAB', 'First Aurelian Bank'),
  side('treasury', 'Aurelian Republic'),
  ...Array.from({ length: 14 }, (_, i) => side('account', `XB|XB-${i}`, `Holder ${i}`)),
]
// The ledger may spell my account without its bank: the same party all the same.
const MINE = [side('account', ME.id, 'Me'), side('account', 'FAB-000001', 'Me')]

const rowArb = fc.record({
  type: fc.constantFrom('transfer', 'interest', 'maintenance_fee', 'overdraft_fee', 'ubi'),
  amount: fc.integer({ min: 1, max: 100_000 }),
  currencySymbol: fc.constantFrom(...SYMBOLS),
  direction: fc.constantFrom('in', 'out', 'self'),
  mine: fc.constantFrom(...MINE),
  other: fc.constantFrom(...OTHERS),
  gapMinutes: fc.integer({ min: 0, max: 60 * 24 * 3 }),
})

/** Rows newest first, ids unique, times going back from NOW. */
const ledgerArb = fc.array(rowArb, { maxLength: 120 }).map((specs) => {
  let time = Date.parse(NOW)
  return specs.map((spec, index): LedgerEntry => {
    time -= spec.gapMinutes * 60_000
    const from = spec.direction === 'in' ? spec.other : spec.mine
    const to = spec.direction === 'out' ? spec.other : spec.mine
    return {
      id: `tx-${index}`,
      createdAt: new Date(time).toISOString(),
      type: spec.type,
      currencySymbol: spec.currencySymbol,
      amount: spec.amount,
      from,
      to,
      description: null,
      initiatedBy: 'someone',
      asCharacter: null,
    }
  })
})

const balancesArb = fc
  .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }))
  .map(
    ([a, b]) =>
      new Map<string, number>([
        [SYMBOLS[0], a],
        [SYMBOLS[1], b],
      ]),
  )

/** Cuts the rows into pages of any sizes. */
const splitArb = (rows: LedgerEntry[]) =>
  fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 20 }).map((sizes) => {
    const pages: LedgerEntry[][] = []
    let at = 0
    for (const size of sizes) {
      if (at >= rows.length) break
      pages.push(rows.slice(at, at + size))
      at += size
    }
    if (at < rows.length) pages.push(rows.slice(at))
    return pages
  })

const options = { from: null, now: NOW }
const rowPoints = (series: Series) => series.points.filter((point) => point.rowId !== null)

describe('balance history', () => {
  it('ends at today’s balance in every currency', () => {
    fc.assert(
      fc.property(ledgerArb, balancesArb, (rows, balances) => {
        for (const series of balanceSeries(ME, balances, rows, options)) {
          const last = series.points[series.points.length - 1]
          expect(last.value).toBe(balances.get(series.currencySymbol))
          expect(last.at).toBe(NOW)
          expect(series.closing).toBe(balances.get(series.currencySymbol))
        }
      }),
    )
  })

  it('replays forwards from its opening value into every row, oldest first', () => {
    fc.assert(
      fc.property(ledgerArb, balancesArb, (rows, balances) => {
        for (const series of balanceSeries(ME, balances, rows, options)) {
          const own = rows.filter((row) => row.currencySymbol === series.currencySymbol).reverse()
          const points = rowPoints(series)
          expect(points.map((p) => p.rowId)).toEqual(own.map((row) => row.id))
          let value = series.opening
          own.forEach((row, at) => {
            value += changeFor(row, ME)
            expect(points[at].value).toBe(value)
            expect(points[at].change).toBe(changeFor(row, ME))
          })
          expect(value).toBe(series.closing)
          const times = series.points.map((p) => Date.parse(p.at))
          expect(times).toEqual([...times].sort((a, b) => a - b))
        }
      }),
    )
  })

  it('reads money in as +, money out as −, and a transfer to itself as nothing', () => {
    fc.assert(
      fc.property(ledgerArb, (rows) => {
        for (const row of rows) {
          const received = row.to?.name === 'Me'
          const paid = row.from?.name === 'Me'
          const expected = received && paid ? 0 : received ? row.amount : -row.amount
          expect(changeFor(row, ME)).toBe(expected)
        }
      }),
    )
  })

  it('is the same however the ledger was paged', () => {
    fc.assert(
      fc.property(
        ledgerArb.chain((rows) => fc.tuple(fc.constant(rows), splitArb(rows))),
        balancesArb,
        ([rows, pages], balances) => {
          const walked = pages.reduce<LedgerEntry[]>((sofar, page) => appendPage(sofar, page), [])
          expect(balanceSeries(ME, balances, walked, options)).toEqual(
            balanceSeries(ME, balances, rows, options),
          )
        },
      ),
    )
  })

  it('a page that repeats rows after the ledger moved counts each row once', () => {
    fc.assert(
      fc.property(ledgerArb, fc.integer({ min: 0, max: 30 }), (rows, shift) => {
        const first = rows.slice(0, 50)
        // A new row pushed everything down by `shift`: the next page repeats the tail of the first.
        const second = rows.slice(Math.max(0, 50 - shift), 100)
        expect(appendPage(first, second)).toEqual(rows.slice(0, Math.max(50, Math.min(100, rows.length))))
      }),
    )
  })

  it('after new rows, refetching only the newest page gives the series of the whole ledger', () => {
    fc.assert(
      fc.property(
        ledgerArb,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 60 }),
        balancesArb,
        (rows, added, pageSize, balances) => {
          const before = rows.slice(added)
          const newest = rows.slice(0, added + pageSize)
          const merged = mergeNewest(before, newest)
          if (before.length === 0) {
            expect(merged?.rows).toEqual(newest)
            return
          }
          if (newest.length <= added) return
          expect(merged?.added).toBe(Math.min(added, rows.length))
          expect(balanceSeries(ME, balances, merged!.rows, options)).toEqual(
            balanceSeries(ME, balances, rows, options),
          )
        },
      ),
    )
  })

  it('a newest page with no known row asks for a fresh walk', () => {
    const rows = [row('a', 5), row('b', 6)]
    expect(mergeNewest(rows, [row('c', 1), row('d', 2)])).toBeNull()
  })

  it('opens at the window’s first moment when one is given, else at the oldest row', () => {
    const rows = [row('b', 7, '2026-11-25T10:00:00.000Z'), row('a', 3, '2026-11-20T10:00:00.000Z')]
    const open = walkBack('$AR', rows, 100, (r) => changeFor(r, ME), {
      from: '2026-11-19T00:00:00.000Z',
      now: NOW,
    })
    expect(open.points.map((p) => [p.at, p.value])).toEqual([
      ['2026-11-19T00:00:00.000Z', 90],
      ['2026-11-20T10:00:00.000Z', 93],
      ['2026-11-25T10:00:00.000Z', 100],
      [NOW, 100],
    ])
    expect(walkBack('$AR', rows, 100, (r) => changeFor(r, ME), options).points[0]).toMatchObject({
      at: '2026-11-20T10:00:00.000Z',
      value: 90,
    })
    expect(walkBack('$AR', [], 42, () => 0, options).points.map((p) => p.value)).toEqual([42, 42])
  })
})

describe('money supply', () => {
  it('walks back from currentSupply over mint (+) and burn (−) rows only', () => {
    const rows: LedgerEntry[] = [
      { ...row('m2', 1234), type: 'mint', from: null, to: side('treasury', 'Aurelian Republic') },
      { ...row('b1', 200), type: 'burn', from: side('treasury', 'Aurelian Republic'), to: null },
      { ...row('m1', 1000), type: 'mint', from: null, to: side('treasury', 'Aurelian Republic') },
    ]
    const series = supplySeries('$AR', 10_000, rows, options)
    expect(series.points.map((p) => p.value)).toEqual([7_966, 8_966, 8_766, 10_000, 10_000])
    expect(series.opening + 1000 - 200 + 1234).toBe(10_000)
  })
})

describe('flows', () => {
  it('add up to what the history moved, by type and by counterparty', () => {
    fc.assert(
      fc.property(ledgerArb, balancesArb, (rows, balances) => {
        for (const series of balanceSeries(ME, balances, rows, options)) {
          const flows = flowsOf(ME, series.currencySymbol, rows)
          const sum = (bars: { amount: number }[]) => bars.reduce((total, bar) => total + bar.amount, 0)
          expect(flows.totalIn - flows.totalOut).toBe(series.closing - series.opening)
          expect(sum(flows.inByType)).toBe(flows.totalIn)
          expect(sum(flows.outByType)).toBe(flows.totalOut)
          expect(sum(flows.inByParty)).toBe(flows.totalIn)
          expect(sum(flows.outByParty)).toBe(flows.totalOut)
          expect(flows.inByParty.length).toBeLessThanOrEqual(TOP_PARTIES + 1)
          expect(flows.outByParty.filter((bar) => bar.key === OTHERS_KEY).length).toBeLessThanOrEqual(1)
          expect(sum(flows.weeks.map((w) => ({ amount: w.net })))).toBe(flows.totalIn - flows.totalOut)
          for (const week of flows.weeks) expect(new Date(`${week.week}T00:00:00Z`).getUTCDay()).toBe(1)
        }
      }),
    )
  })
})

function row(id: string, amount: number, createdAt = NOW): LedgerEntry {
  return {
    id,
    createdAt,
    type: 'transfer',
    currencySymbol: '$AR',
    amount,
    from: side('account', 'FAB|FAB-000002', 'Bram'),
    to: MINE[0],
    description: null,
    initiatedBy: 'Bram',
    asCharacter: null,
  }
}

describe('days', () => {
  it('close each day at the series’ last value that day and sum its moves', () => {
    fc.assert(
      fc.property(ledgerArb, balancesArb, (rows, balances) => {
        for (const series of balanceSeries(ME, balances, rows, options)) {
          const days = dailyCloses(series)
          expect(days[days.length - 1].value).toBe(series.closing)
          expect(days.reduce((n, d) => n + d.in - d.out, 0)).toBe(series.closing - series.opening)
          expect(days.reduce((n, d) => n + d.count, 0)).toBe(rowPoints(series).length)
          expect(new Set(days.map((d) => d.day)).size).toBe(days.length)
        }
      }),
    )
  })
})

describe('one clock: a "now" that lags the ledger', () => {
  // The browser's clock behind the world's: rows a week and two weeks after the "now" it read.
  const LAGGING = { from: null, now: '2026-11-28T09:00:00.000Z' }

  it('never puts today before the newest row: the points stay in time order, and so do the days', () => {
    const rows = [
      row('c', 5, '2026-12-12T10:00:00.000Z'),
      row('b', 7, '2026-12-05T10:00:00.000Z'),
      row('a', 3, '2026-11-28T08:00:00.000Z'),
    ]
    const series = walkBack('$AR', rows, 100, (r) => changeFor(r, ME), LAGGING)
    const times = series.points.map((p) => Date.parse(p.at))
    expect(times).toEqual([...times].sort((x, y) => x - y))
    expect(series.points[series.points.length - 1]).toMatchObject({
      at: '2026-12-12T10:00:00.000Z',
      value: 100,
    })
    expect(dailyCloses(series).map((d) => [d.day, d.value])).toEqual([
      ['2026-11-27', 85],
      ['2026-11-28', 88],
      ['2026-12-05', 95],
      ['2026-12-12', 100],
    ])
  })

  it('over any ledger and any clock, the days come in order, one entry each', () => {
    fc.assert(
      fc.property(ledgerArb, balancesArb, fc.integer({ min: -30, max: 30 }), (rows, balances, shiftDays) => {
        const now = new Date(Date.parse(NOW) + shiftDays * 86_400_000).toISOString()
        for (const series of balanceSeries(ME, balances, rows, { from: null, now })) {
          const days = dailyCloses(series).map((d) => d.day)
          expect(days).toEqual([...new Set(days)].sort())
          expect(dailyCloses(series)[days.length - 1].value).toBe(series.closing)
        }
      }),
    )
  })

  it('leaves out rows before the window’s first moment (a walk asked from an earlier day)', () => {
    const rows = [row('b', 7, '2026-11-25T10:00:00.000Z'), row('a', 3, '2026-11-18T10:00:00.000Z')]
    const series = walkBack('$AR', rows, 100, (r) => changeFor(r, ME), {
      from: '2026-11-19T00:00:00.000Z',
      now: NOW,
    })
    expect(series.points.map((p) => [p.at, p.value])).toEqual([
      ['2026-11-19T00:00:00.000Z', 93],
      ['2026-11-25T10:00:00.000Z', 100],
      [NOW, 100],
    ])
    expect(rowsFrom(rows, '2026-11-19T00:00:00.000Z').map((r) => r.id)).toEqual(['b'])
    expect(rowsFrom(rows, null)).toBe(rows)
  })
})

describe('the opening balance and each day’s close are said one way', () => {
  it('the opening is the close of the day before the window, never a second value under a day', () => {
    // The case: $AR 1,448 before the window, +382 on its first day.
    const rows = [row('b', 574, '2026-11-20T10:00:00.000Z'), row('a', 382, '2026-10-29T10:00:00.000Z')]
    const series = walkBack('$AR', rows, 2_404, (r) => changeFor(r, ME), {
      from: '2026-10-29T00:00:00.000Z',
      now: NOW,
    })
    const days = dailyCloses(series)
    expect(days.map((d) => [d.day, d.value, d.in])).toEqual([
      ['2026-10-28', 1_448, 0],
      ['2026-10-29', 1_830, 382],
      ['2026-11-20', 2_404, 574],
      ['2026-11-26', 2_404, 0],
    ])
    expect(days[0].value).toBe(series.opening)
    expect(dayBefore('2026-03-01')).toBe('2026-02-28')
  })
})
