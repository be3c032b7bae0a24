// A World over the live database, at the scenario clock's "now". Rows go in and out through
// the database's synchronous insertRow/removeRow, so a whole operation runs without yielding.
// Build a new one per request:
// its indexes are only valid until someone else (a restore, another request) changes the tables.

import { db, insertRow, removeRow } from '../db'
import type { EconomyTableName } from '../db/economy'
import { scenarioClock } from '../clock'
import { World, type EconomyTables, type TableWriter } from './world'

export function liveTables(): EconomyTables {
  return {
    characters: db.characters.all(),
    nations: db.nations.all(),
    memberships: db.memberships.all(),
    currencies: db.currencies.all(),
    balances: db.balances.all(),
    transactions: db.transactions.all(),
    ubiPolicies: db.ubiPolicies.all(),
    banks: db.banks.all(),
    bankOfficers: db.bankOfficers.all(),
    offerings: db.offerings.all(),
    bankAccounts: db.bankAccounts.all(),
    idempotencyKeys: db.idempotencyKeys.all(),
  }
}

const liveWriter: TableWriter = {
  insert(table: EconomyTableName, row) {
    insertRow(db[table], row)
  },
  remove(table: EconomyTableName, row) {
    removeRow(db[table], row)
  },
}

export function liveWorld(now: Date = scenarioClock.now()): World {
  return new World(liveTables(), liveWriter, now)
}
