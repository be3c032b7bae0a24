import { useSnapshot } from 'valtio'
import { ExclamationTriangleIcon } from '@heroicons/react/16/solid'
import { Chip } from '@/ui/chip'
import { activeFaultCount, demo, type DemoFaultConfig } from '@/state/demo'
import { describeFault, matchText } from './fault-form'
import { DEMO_TOOLS_TEXTS as T } from './texts'

/** A warning in the banner while faults are on, so nobody mistakes an injected failure for a bug. */
export function FaultsChip() {
  const faults = useSnapshot(demo).faults as DemoFaultConfig
  const count = activeFaultCount(faults)
  if (count === 0) return null
  const details = [
    ...((faults.latencyMs ?? 0) > 0 ? [T.addedLatency(faults.latencyMs ?? 0)] : []),
    ...(faults.routes ?? []).map((route) => `${matchText(route)}: ${describeFault(route)}`),
  ].join('; ')
  return (
    <Chip color="warning" className="gap-1">
      <ExclamationTriangleIcon className="size-3.5" aria-hidden="true" />
      {T.chip(count)}
      <span className="sr-only">: {details}</span>
    </Chip>
  )
}
