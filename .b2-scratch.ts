import { clearDb, snapshotDb } from './mocks/db'
import { seedIdentity } from './mocks/scenarios/identity'
import { seedEconomy } from './mocks/scenarios/economy'
import { seededFaker, REFERENCE_DATE } from './mocks/scenarios/reference'
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
for (let i = 0; i < 4; i++) {
  clearDb()
  const ctx = { kind: 'demo' as const, faker: seededFaker(), now: REFERENCE_DATE }
  let c = cpu(), t = performance.now(); await seedIdentity(ctx); const a = [cpu() - c, performance.now() - t]
  c = cpu(); t = performance.now(); await seedEconomy(ctx); const b = [cpu() - c, performance.now() - t]
  c = cpu(); t = performance.now(); snapshotDb(); const d = [cpu() - c, performance.now() - t]
  console.log('cpu/wall identity', a.map(x=>x.toFixed(0)), 'economy', b.map(x=>x.toFixed(0)), 'snapshot', d.map(x=>x.toFixed(0)))
}
