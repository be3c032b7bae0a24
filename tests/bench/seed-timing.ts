// Fake-backend timings for `npm run bench` (tests/bench/bench.ts imports seedTimings()), also
// runnable alone: `npx tsx tests/bench/seed-timing.ts`.
// - seeding the demo world from nothing (identity + economy), first run and median of 5;
// - a filtered ledger page over the demo ledger (20 000+ rows), through the rules and through
//   the real handler (msw in Node), median of 50.

import { pathToFileURL } from 'node:url'

export interface Timing {
  name: string
  ms: number
  budgetMs: number
  note?: string
}

const cpuMs = () => {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

export async function seedTimings(): Promise<Timing[]> {
  const { loadScenario } = await import('../../mocks/scenarios')
  const { db } = await import('../../mocks/db')
  const { liveWorld } = await import('../../mocks/rules/live')
  const { queryLedger } = await import('../../mocks/rules/ledger')
  const { checkLedger } = await import('../../mocks/rules/check-ledger')

  const { clearDb } = await import('../../mocks/db')
  const { seedIdentity } = await import('../../mocks/scenarios/identity')
  const { seedEconomy } = await import('../../mocks/scenarios/economy')
  const { seededFaker } = await import('../../mocks/scenarios/reference')
  const { REFERENCE_DATE } = await import('../../mocks/clock')

  // Wall time suffers when other processes share the two cores; CPU time of this process is
  // reported beside it as the steadier figure.
  const seeds: number[] = []
  const seedCpu: number[] = []
  for (let i = 0; i < 5; i++) {
    const c0 = cpuMs()
    const t0 = performance.now()
    await loadScenario('demo', { fresh: true })
    seeds.push(performance.now() - t0)
    seedCpu.push(cpuMs() - c0)
  }
  const economy: number[] = []
  for (let i = 0; i < 5; i++) {
    clearDb()
    const ctx = { kind: 'demo' as const, faker: seededFaker(), now: REFERENCE_DATE }
    await seedIdentity(ctx)
    const c0 = cpuMs()
    await seedEconomy(ctx)
    economy.push(cpuMs() - c0)
  }
  await loadScenario('demo')
  const rows = db.transactions.count()
  const check = checkLedger()

  const world = liveWorld()
  const nation = world.nation('Aurelian Republic')!
  const from = new Date(world.now.getTime() - 120 * 86_400_000).toISOString()
  const queries: number[] = []
  let total = 0
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now()
    const page = queryLedger(
      liveWorld(),
      { type: 'treasury', id: nation.id },
      {
        currencySymbol: '$AR',
        from,
        limit: 50,
        offset: 100,
      },
    )
    queries.push(performance.now() - t0)
    total = page.total
  }
  const broad: number[] = []
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now()
    queryLedger(liveWorld(), null, { type: 'transfer', limit: 200, offset: 0 })
    broad.push(performance.now() - t0)
  }

  const http = await handlerTiming(nation.name)

  return [
    {
      name: 'demo seed, first run (identity + economy)',
      ms: seeds[0],
      budgetMs: 1000,
      note: `${rows} ledger rows`,
    },
    { name: 'demo seed, median of 5', ms: median(seeds), budgetMs: 1000 },
    { name: 'demo seed, median of 5, CPU time', ms: median(seedCpu), budgetMs: 1000 },
    { name: 'economy part of the demo seed (replay), median CPU time', ms: median(economy), budgetMs: 1000 },
    {
      name: 'checkLedger() over the demo ledger',
      ms: timeOnce(() => checkLedger()),
      budgetMs: 200,
      note: check.ok ? 'green' : `RED: ${check.problems[0]}`,
    },
    {
      name: 'ledger page (treasury, currency + date filter), rules',
      ms: median(queries),
      budgetMs: 20,
      note: `${total} matching rows`,
    },
    { name: 'ledger page (all transfers, limit 200), rules', ms: median(broad), budgetMs: 20 },
    { name: 'GET /treasuries/{nation}/transactions?filters via msw handler', ms: http, budgetMs: 20 },
  ]
}

function timeOnce(run: () => unknown): number {
  const t0 = performance.now()
  run()
  return performance.now() - t0
}

async function handlerTiming(nationName: string): Promise<number> {
  const { setupServer } = await import('msw/node')
  const { handlers } = await import('../../mocks/handlers')
  const { issueToken } = await import('../../mocks/handlers/auth')
  const { findCharacter } = await import('../../mocks/handlers/http')
  const { DEMO_PLAYER_MAIN } = await import('../../mocks/scenarios/identity')
  const server = setupServer(...handlers)
  server.listen({ onUnhandledRequest: 'error' })
  try {
    const player = findCharacter(DEMO_PLAYER_MAIN)!
    const { token } = issueToken(player.accountUuid, player.name, false)
    const query = 'transaction_type=transfer&from_date=2026-07-01&limit=50&offset=50'
    const url = `http://localhost/api/v1/treasuries/${encodeURIComponent(nationName)}/transactions?${query}`
    const times: number[] = []
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now()
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
      await response.json()
      times.push(performance.now() - t0)
      if (!response.ok) throw new Error(`ledger handler answered ${response.status}`)
    }
    return median(times)
  } finally {
    server.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const t of await seedTimings()) {
    const verdict = t.ms <= t.budgetMs ? 'ok' : 'OVER BUDGET'
    console.log(
      `${t.name.padEnd(62)} ${t.ms.toFixed(2).padStart(9)} ms  (budget ${t.budgetMs} ms) ${verdict}${t.note ? `  ${t.note}` : ''}`,
    )
  }
}
