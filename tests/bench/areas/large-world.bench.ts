// The fake backend on the large world (SCENARIO=large, sizes from LARGE_SIZES): how long the mock
// server takes to answer what the biggest screens ask, over real HTTP as live mode sees it.
// - any ledger page, with each filter the console sends, of the busiest treasury and of an account;
// - a player search (the directory's search box);
// - GET /nations, every nation with its members, and the admin's every character, read to the last
//   byte over a plain socket (kept encoded by the server: the first answer's build is noted).
// Each figure is the median of RUNS requests after one warm-up, in this process's CPU time (server
// and client share it; on the shared machine the wall time, printed beside it, mostly measures
// the wait for a core). Run alone with
// `npx tsx tests/bench/areas/large-world.bench.ts` (it does not need the browser).
import { request } from 'node:http'
import { pathToFileURL } from 'node:url'
import { startMockServer } from '../../../mocks/server'
import { parseLargeSizes } from '../../../mocks/scenarios/large-sizes'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN } from '../../../mocks/scenarios/identity'
import { dbCounts } from '../../../mocks/db'
import { formatAreaRow, type AreaBench, type AreaBenchRow } from './area-bench'

const RUNS = 15
const BUDGET = { ledgerPage: 20, playerSearch: 20, nations: 300 }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
/** This process's CPU time in ms: the server and the client share it, so it is what an answer costs. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** GET `url` over a plain socket, read to the last byte (fetch's web streams cost more than the answer). */
function get(url: string, token: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { Authorization: `Bearer ${token}` } }, (response) => {
      let head = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        if (head.length < 200) head += chunk.slice(0, 200)
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, head }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/** Median CPU and wall time of RUNS requests after one warm-up, and the warm-up's CPU time. */
async function timed(url: string, token: string): Promise<{ cpu: number; wall: number; first: number }> {
  const cpu: number[] = []
  const wall: number[] = []
  let first = 0
  for (let run = 0; run <= RUNS; run++) {
    const [start, startCpu] = [performance.now(), cpuMs()]
    const { status, head } = await get(url, token)
    if (status !== 200) throw new Error(`${url}: ${status} ${head}`)
    if (run === 0) {
      first = cpuMs() - startCpu
      continue
    }
    cpu.push(cpuMs() - startCpu)
    wall.push(performance.now() - start)
  }
  return { cpu: median(cpu), wall: median(wall), first }
}

const bench: AreaBench = async () => {
  const [seeding, seedingCpu] = [performance.now(), cpuMs()]
  const server = await startMockServer({
    port: 0,
    host: '127.0.0.1',
    scenario: 'large',
    control: false,
    sizes: parseLargeSizes(process.env.LARGE_SIZES),
  })
  const seeded = { cpu: cpuMs() - seedingCpu, wall: performance.now() - seeding }
  const api = `${server.url}/api/v1`
  try {
    const { player } = DEMO_ACCOUNTS
    const selected = await fetch(`${api}/auth/select-character`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ uuid: player.uuid, password: player.password, displayName: DEMO_PLAYER_MAIN }),
    })
    const { token } = (await selected.json()) as { token: string }
    const counts = dbCounts()
    const size = `${counts.characters} characters, ${counts.nations} nations, ${counts.transactions} ledger rows`
    const rows: AreaBenchRow[] = [
      {
        what: 'large world: seeding',
        cpuMs: seeded.cpu,
        budgetMs: 30_000,
        note: `${size}; wall ${(seeded.wall / 1000).toFixed(1)} s`,
      },
    ]
    const accounts = (await (
      await fetch(`${api}/banks/FAB/accounts?limit=1`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { accounts?: { accountNumber: string }[] }
    const accountId = accounts.accounts?.[0]?.accountNumber
    const ledgers: [string, string][] = [
      ['treasury of the Aurelian Republic', `${api}/treasuries/nat-1/transactions`],
    ]
    if (accountId)
      ledgers.push([`account ${accountId}`, `${api}/banks/FAB/accounts/${accountId}/transactions`])
    const filters: [string, string][] = [
      ['first page', 'limit=50'],
      ['deep page', 'limit=50&offset=5000'],
      ['type', 'type=transfer&limit=50'],
      ['currency', 'currencySymbol=%24AR&limit=50'],
      ['date range', 'from=2026-01-01&to=2026-03-31&limit=50'],
    ]
    let worst = { cpu: 0, wall: 0, what: '' }
    for (const [party, url] of ledgers) {
      for (const [name, query] of filters) {
        const time = await timed(`${url}?${query}`, token)
        if (time.cpu > worst.cpu) worst = { ...time, what: `${party}, ${name}` }
      }
    }
    const row = (what: string, time: { cpu: number; wall: number }, budgetMs: number, note: string) => ({
      what,
      cpuMs: time.cpu,
      budgetMs,
      note: `${note}; wall ${time.wall.toFixed(0)} ms`,
    })
    rows.push(row('large world: ledger page, slowest filter', worst, BUDGET.ledgerPage, worst.what))
    rows.push(
      row(
        'large world: player search',
        await timed(`${api}/players?search=mar&limit=20`, token),
        BUDGET.playerSearch,
        '"mar", first page of 20',
      ),
    )
    const nations = await timed(`${api}/nations`, token)
    rows.push(
      row(
        'large world: GET /nations',
        nations,
        BUDGET.nations,
        `kept encoded, read whole; ${nations.first.toFixed(0)} ms CPU to build it first`,
      ),
    )
    const { admin } = DEMO_ACCOUNTS
    const divine = await fetch(`${api}/auth/select-character`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ uuid: admin.uuid, password: admin.password, displayName: 'Divine Entity' }),
    })
    const adminToken = ((await divine.json()) as { token: string }).token
    const characters = await timed(`${api}/admin/entities/characters`, adminToken)
    rows.push(
      row(
        'large world: GET /admin/entities/characters',
        characters,
        BUDGET.nations,
        `every character, kept encoded, read whole; ${characters.first.toFixed(0)} ms CPU to build it first`,
      ),
    )
    return rows
  } finally {
    await server.close()
  }
}

export default bench

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = (await bench({} as Parameters<AreaBench>[0])).map((row) => formatAreaRow(row))
  for (const row of rows) {
    console.log(`${row.ok ? 'ok  ' : 'OVER'} ${row.what}: ${row.value} (budget ${row.budget})`)
  }
  process.exit(rows.every((row) => row.ok) ? 0 : 1)
}
