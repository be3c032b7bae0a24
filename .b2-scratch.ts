import { loadScenario } from './mocks/scenarios'
import { db } from './mocks/db'
import { liveWorld } from './mocks/rules/live'
import { toBank, toNation, currencies, toAccount } from './mocks/handlers/economy-dto'
await loadScenario('demo', { fresh: true })
const w = liveWorld()
console.log('rows', db.transactions.count())
for (const b of w.liveBanks()) { const d = toBank(w, b, true); console.log(d.id, d.interestSuccessRate, d.accountCount, d.officers.map(o => o.name).join(','), JSON.stringify(d.offeringSummary), d.balances.map(x => x.currencySymbol + ' ' + x.balance).join(' ')) }
for (const n of w.liveNations()) { const d = toNation(w, n); console.log(d.abbreviation, d.isActive, d.activityPercentage, d.totalMembers, d.officerCount, d.nationalCurrency, w.balancesOf('treasury', n.id).map(b => b.currencySymbol + ' ' + b.amount).join(' ')) }
for (const c of currencies(w)) console.log(c.symbol, c.currentSupply, c.inflationRisk, c.purchasingPowerIndex, c.supplyPerCapita)
for (const a of w.openAccountsOf('Aurelia Voss')) console.log(JSON.stringify(toAccount(w, a)).slice(0, 300))
console.log(w.membership('Aurelia Voss'), w.bankOfficers('FAB').map(o => o.characterName))
for (const ab of ['IH', 'MH']) { const n = w.liveNations().find(n => n.abbreviation === ab)!; for (const m of w.members(n.id)) { const c = w.character(m.characterName)!; if (c.lastSeen && Date.parse('2026-11-20T12:00:00Z') - Date.parse(c.lastSeen) < 14 * 864e5) console.log(ab, m.characterName, c.lastSeen, m.role) } }
