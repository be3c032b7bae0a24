// Compare Offerings' fan-out: one GET /banks/{id}/offerings per bank, never more than six in
// flight, stoppable (queued requests are never sent), failures kept per bank, and the rows merged
// into the table's order as banks answer.
import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { delay, http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { createQueryClient } from '@/api/query'
import { bankKeys } from '@/api/banks'
import type { Bank, Offering } from '@/api/banks.types'
import {
  comparableOfferings,
  sortOfferings,
  updateComparison,
  type ComparisonRows,
  type CompareSort,
} from '@/features/banking/compare'
import { useOfferingsFanOut } from '@/features/banking/compare-fetch'
import { MAX_IN_FLIGHT } from '@/lib/limit-concurrency'
import { useMswServer } from '../support/msw-server'

const bank = (i: number): Bank => ({
  id: `B${String(i).padStart(3, '0')}`,
  name: `Bank ${String.fromCharCode(65 + (i % 26))}${i}`,
  abbreviation: `B${i}`,
  jurisdictionNation: 'Aurelian Republic',
  accountCount: 0,
  officerCount: 1,
  nationalCurrency: i % 3 ? '$AR' : null,
  interestSuccessRate: 100,
  offeringSummary: { hasInterestAccounts: true, hasOverdraft: false, lowestMaintenanceFee: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
  officers: [],
  balances: [],
})

const offering = (bankIndex: number, n: number): Offering => ({
  id: `off-${bankIndex}-${n}`,
  name: ['Basic Account', 'Savings Plus', 'Flex Overdraft', 'Youth Saver'][n]!,
  description: '',
  interestRateBasisPoints: (bankIndex * 7 + n * 13) % 50,
  maintenanceFeeAmount: (bankIndex + n) % 5,
  minimumBalance: n * 10,
  maximumBalance: null,
  overdraftAllowed: n === 2,
  overdraftLimit: n === 2 ? 500 : 0,
  overdraftFeeAmount: n === 2 ? 6 : 0,
  isActive: n !== 3 || bankIndex % 2 === 0,
})

const offeringsOf = (i: number) => Array.from({ length: 3 + (i % 2) }, (_, n) => offering(i, n))
const BANKS = Array.from({ length: 40 }, (_, i) => bank(i))
const indexOf = (id: string) => Number(id.slice(1))

/** Counts the offerings requests in flight; `hold` keeps each one open until it is released. */
function offeringsServer() {
  const state = { inFlight: 0, maxInFlight: 0, paths: [] as string[], aborted: 0 }
  const failing = new Set<string>()
  let releases: (() => void)[] = []
  let holding = false
  const handler = http.get('*/api/v1/banks/:id/offerings', async ({ request, params }) => {
    const id = String(params.id)
    state.paths.push(new URL(request.url).pathname + new URL(request.url).search)
    state.inFlight++
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight)
    try {
      if (holding) {
        // Held open until released, or until the console aborts it.
        const aborted = new Promise<'aborted'>((resolve) =>
          request.signal.addEventListener('abort', () => resolve('aborted'), { once: true }),
        )
        const released = new Promise<void>((resolve) => releases.push(resolve))
        if ((await Promise.race([aborted, released])) === 'aborted') {
          state.aborted++
          return HttpResponse.error()
        }
      } else await delay(2)
      if (failing.has(id))
        return HttpResponse.json({ success: false, error: `Vault of ${id} is sealed` }, { status: 500 })
      return HttpResponse.json({ success: true, offerings: offeringsOf(indexOf(id)) })
    } finally {
      state.inFlight--
    }
  })
  return {
    state,
    handler,
    failing,
    hold: () => (holding = true),
    releaseAll: () => {
      holding = false
      const waiting = releases
      releases = []
      waiting.forEach((release) => release())
    },
  }
}

const server = useMswServer()

function renderFanOut(banks: readonly Bank[], prepare?: (client: QueryClient) => void) {
  const client = createQueryClient()
  prepare?.(client)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, ...renderHook(() => useOfferingsFanOut(banks), { wrapper }) }
}

describe('the offerings fan-out', () => {
  it('asks every bank once, never more than six at a time, and caches under the offerings key', async () => {
    const fake = offeringsServer()
    server.use(fake.handler)
    const { result, client } = renderFanOut(BANKS)
    await waitFor(() => expect(result.current.settled).toBe(BANKS.length))
    expect(MAX_IN_FLIGHT).toBe(6)
    expect(fake.state.maxInFlight).toBeLessThanOrEqual(MAX_IN_FLIGHT)
    expect(fake.state.maxInFlight).toBeGreaterThan(1)
    expect([...fake.state.paths].sort()).toEqual(BANKS.map((b) => `/api/v1/banks/${b.id}/offerings`).sort())
    expect(result.current.loading).toBe(false)
    expect(result.current.failures).toEqual([])
    expect(client.getQueryData(bankKeys.offerings('B007'))).toEqual(offeringsOf(7))
  })

  it('does not ask again for what the cache holds fresh', async () => {
    const fake = offeringsServer()
    server.use(fake.handler)
    const { result } = renderFanOut(BANKS.slice(0, 10), (client) =>
      client.setQueryData(bankKeys.offerings('B003'), offeringsOf(3)),
    )
    await waitFor(() => expect(result.current.settled).toBe(10))
    expect(fake.state.paths).not.toContain('/api/v1/banks/B003/offerings')
    expect(fake.state.paths).toHaveLength(9)
  })

  it('Cancel aborts the requests in flight, never sends the queued ones, and Resume asks the rest', async () => {
    const fake = offeringsServer()
    server.use(fake.handler)
    fake.hold()
    const { result } = renderFanOut(BANKS)
    await waitFor(() => expect(fake.state.inFlight).toBe(6))
    act(() => result.current.cancel())
    await waitFor(() => expect(fake.state.inFlight).toBe(0))
    expect(fake.state.aborted).toBe(6)
    expect(result.current.stopped).toBe(true)
    expect(result.current.loading).toBe(false)
    fake.releaseAll()
    // Only the first six were ever sent; none of them counts as answered.
    expect(fake.state.paths).toHaveLength(6)
    expect(result.current.settled).toBe(0)

    act(() => result.current.resume())
    await waitFor(() => expect(result.current.settled).toBe(BANKS.length))
    expect(fake.state.maxInFlight).toBeLessThanOrEqual(MAX_IN_FLIGHT)
    expect(result.current.stopped).toBe(false)
  })

  it('keeps each failed bank with its error, and retries only those', async () => {
    const fake = offeringsServer()
    server.use(fake.handler)
    fake.failing.add('B004').add('B011')
    const { result } = renderFanOut(BANKS.slice(0, 12))
    await waitFor(() => expect(result.current.settled).toBe(12))
    expect(result.current.failures.map((f) => f.bank.id)).toEqual(['B004', 'B011'])
    expect(result.current.offerings.filter(Boolean)).toHaveLength(10)

    fake.failing.clear()
    const asked = fake.state.paths.length
    act(() => result.current.retryFailed())
    // Asked again, a failed bank counts as not answered until it does.
    expect(result.current.settled).toBeLessThan(12)
    await waitFor(() => expect(result.current.settled).toBe(12))
    expect(result.current.failures).toEqual([])
    expect(fake.state.paths.slice(asked).sort()).toEqual([
      '/api/v1/banks/B004/offerings',
      '/api/v1/banks/B011/offerings',
    ])
    expect(result.current.offerings.every(Boolean)).toBe(true)
  })
})

describe('the comparison rows', () => {
  const sorts: CompareSort[] = [
    { key: 'interest', direction: 'desc' },
    { key: 'fee', direction: 'asc' },
    { key: 'bank', direction: 'desc' },
    { key: 'overdraftLimit', direction: 'desc' },
  ]
  const banks = BANKS.slice(0, 25)
  const full = banks.map((b) => offeringsOf(indexOf(b.id)))
  const expected = (sort: CompareSort, currency = '') =>
    updateComparison(null, { banks, offerings: full, sort, currency }).rows

  it('merged bank by bank in any order, they equal a sort of all of them', () => {
    for (const sort of sorts) {
      for (const currency of ['', '$AR', '__none__']) {
        // A fixed shuffle: banks answer out of order, several at a time.
        const order = banks.map((_, i) => (i * 11) % banks.length)
        let offerings: (readonly Offering[] | undefined)[] = banks.map(() => undefined)
        let rows: ComparisonRows | null = null
        for (let step = 0; step < order.length; step += 3) {
          offerings = [...offerings]
          for (const i of order.slice(step, step + 3)) offerings[i] = full[i]
          rows = updateComparison(rows, { banks, offerings, sort, currency })
        }
        expect(rows!.rows).toEqual(expected(sort, currency))
      }
    }
  })

  it('leave inactive offerings out and keep the sort rules (ties by bank, then offering)', () => {
    const sort: CompareSort = { key: 'interest', direction: 'desc' }
    const rows = expected(sort)
    const byId = new Map(banks.map((b, i) => [b.id, full[i]]))
    expect(rows).toEqual(
      sortOfferings(
        comparableOfferings(banks, (id) => byId.get(id)),
        sort,
      ),
    )
    expect(rows.every((r) => r.offering.isActive)).toBe(true)
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!]
      expect(a.offering.interestRateBasisPoints).toBeGreaterThanOrEqual(b.offering.interestRateBasisPoints)
    }
  })

  it('are rebuilt when a bank that had offerings answers anew', () => {
    const sort: CompareSort = { key: 'fee', direction: 'asc' }
    const first = updateComparison(null, { banks, offerings: full, sort, currency: '' })
    const changed = [...full]
    changed[2] = [{ ...full[2]![0]!, maintenanceFeeAmount: 99 }]
    const next = updateComparison(first, { banks, offerings: changed, sort, currency: '' })
    expect(next.rows.at(-1)!.offering.maintenanceFeeAmount).toBe(99)
    expect(next.rows.filter((r) => r.bank.id === banks[2]!.id)).toHaveLength(1)
  })
})
