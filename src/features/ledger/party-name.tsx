import { Badge } from '@/ui/badge'
import { NO_VALUE } from '@/lib/format'
import { partyTypeLabel } from './transaction-types'

/**
 * A ledger names an account by its number and holder, "FAB-218446 (Aurelia Voss)". Shown as
 * "FAB-218446 · Aurelia Voss", so the party's type can follow without doubled parentheses.
 */
export function partyNameText(name: string | null | undefined): string {
  const trimmed = name?.trim()
  if (!trimmed) return NO_VALUE
  const withHolder = /^(.*\S)\s*\(([^()]+)\)$/.exec(trimmed)
  return withHolder ? `${withHolder[1]} · ${withHolder[2].trim()}` : trimmed
}

/** A side of a transaction: its name, and its type (Treasury, Bank Vault...) as a small label. */
export function PartyName({ side }: { side: { name: string; type: string | null } | null }) {
  if (!side?.name) return <>{NO_VALUE}</>
  const type = partyTypeLabel(side.type)
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="[overflow-wrap:anywhere]">{partyNameText(side.name)}</span>
      {type && <Badge>{type}</Badge>}
    </span>
  )
}
