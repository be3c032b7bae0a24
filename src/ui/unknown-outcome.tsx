import type { UnknownOutcome } from '@/api/intent'

/**
 * Under the "Outcome unknown" alert of a change: what the console is reading back (the ledger, the
 * list), then what it found and whether pressing again is safe. Gone as soon as a field changes.
 */
export function UnknownOutcomeNote({ outcome }: { outcome: UnknownOutcome | null }) {
  if (!outcome) return null
  return (
    <div role="status" className="space-y-1 text-sm text-warning-strong">
      <p>{outcome.text}</p>
      {outcome.state === 'checked' && outcome.note && <p>{outcome.note}</p>}
    </div>
  )
}
