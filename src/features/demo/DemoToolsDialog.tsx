import { useSnapshot } from 'valtio'
import { Button } from '@/ui/button'
import { Dialog, DialogActions, DialogBody, DialogDescription, DialogTitle } from '@/ui/dialog'
import { demo } from '@/state/demo'
import { session } from '@/state/session'
import { FaultsSection } from './FaultsSection'
import { LedgerCheckSection } from './LedgerCheckSection'
import { DEMO_TOOLS_TEXTS as T } from './texts'

/** The ledger check is for admins: the admin panel, or any character of an admin account. */
export function useIsAdmin(): boolean {
  const snap = useSnapshot(session)
  return !!(snap.session?.isAdminPanel || snap.auth?.isAdmin)
}

/** Fault injection for everyone in demo mode; the ledger check for admins. */
export function DemoToolsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const snap = useSnapshot(demo)
  const isAdmin = useIsAdmin()
  const faults = snap.controls?.faults
  const checkLedger = snap.controls?.checkLedger

  return (
    <Dialog open={open} onClose={onClose} size="lg">
      <DialogTitle>{T.title}</DialogTitle>
      <DialogDescription>{T.description}</DialogDescription>
      <DialogBody className="space-y-6">
        {faults && <FaultsSection faults={faults} />}
        {isAdmin && checkLedger && (
          <div className="border-t border-line pt-5">
            <LedgerCheckSection checkLedger={checkLedger} />
          </div>
        )}
      </DialogBody>
      <DialogActions>
        <Button color="plain" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
