import { sameParty, type LedgerEntry, type LedgerSide, type Party } from '@/api/ledger'
import { sameName } from '@/lib/names'

/** The entity whose ledger is open. */
export type LedgerEntity = Party & { name: string }

const isEntity = (side: LedgerSide | null, entity: LedgerEntity) =>
  !!side &&
  (sameParty(side, entity) ||
    // A server that names parties differently than the opener did still names them the same way.
    (side.type === entity.type && sameName(side.name, entity.name)))

/**
 * Which way the money went for the entity whose ledger is open: 'in' when it received it,
 * 'out' when it paid; null when the row names it on neither side.
 */
export function directionFor(entry: LedgerEntry, entity: LedgerEntity): 'in' | 'out' | null {
  if (isEntity(entry.to, entity)) return 'in'
  if (isEntity(entry.from, entity)) return 'out'
  return null
}
