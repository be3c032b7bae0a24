import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { WrenchScrewdriverIcon } from '@heroicons/react/20/solid'
import { Button } from '@/ui/button'
import { demo } from '@/state/demo'
import { DemoToolsDialog } from './DemoToolsDialog'
import { DEMO_TOOLS_TEXTS as T } from './texts'

/** The banner's "Demo tools" button; shown only when the running backend offers the tools. */
export function DemoToolsButton() {
  const snap = useSnapshot(demo)
  const [open, setOpen] = useState(false)
  if (!snap.controls?.faults && !snap.controls?.checkLedger) return null
  return (
    <>
      <Button color="secondary" size="sm" onClick={() => setOpen(true)}>
        <WrenchScrewdriverIcon data-slot="icon" aria-hidden="true" />
        {T.open}
      </Button>
      <DemoToolsDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
