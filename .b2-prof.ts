import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
import { clearDb } from './mocks/db'
import { seedIdentity } from './mocks/scenarios/identity'
import { seedEconomy } from './mocks/scenarios/economy'
import { seededFaker, REFERENCE_DATE } from './mocks/scenarios/reference'
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 250 })
clearDb()
const ctx = { kind: 'demo' as const, faker: seededFaker(), now: REFERENCE_DATE }
await seedIdentity(ctx)
await s.post('Profiler.start')
const t = performance.now(); await seedEconomy(ctx); console.log('economy', performance.now() - t)
const { profile } = await s.post('Profiler.stop')
writeFileSync('/tmp/b2/eco.cpuprofile', JSON.stringify(profile))
