import { ArrowsRightLeftIcon } from '@heroicons/react/20/solid'
import { openTransfer } from '@/state/game'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { ADMIN_PANEL_TEXTS } from './texts'

const T = ADMIN_PANEL_TEXTS.transfers

/**
 * Admin Transfers: what an admin transfer does, the warning that it skips every balance check,
 * and the Transfer Funds dialog in its admin flavour (built by the transfers feature).
 */
export function AdminTransfersTab() {
  return (
    <section aria-labelledby="admin-transfers-heading" className="space-y-4">
      <h2 id="admin-transfers-heading" className="text-lg font-semibold text-strong">
        {T.heading}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{T.intro}</p>
      <Alert kind="warning" className="max-w-3xl">
        {T.bypass}
      </Alert>
      <ol className="max-w-3xl list-inside list-decimal space-y-1 text-sm text-muted marker:text-faint">
        {T.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button onClick={() => openTransfer({ admin: true })}>
        <ArrowsRightLeftIcon data-slot="icon" aria-hidden="true" />
        {T.open}
      </Button>
    </section>
  )
}
