import { lazy } from 'react'

// Its own chunk: the demo banner, on screen while the demo starts, shows the faults chip at once
// and fetches the tools (forms, tables, the dialog library) only when they are opened.
export const DemoToolsDialog = lazy(() =>
  import('./DemoToolsDialog').then((module) => ({ default: module.DemoToolsDialog })),
)
export { FaultsChip } from './FaultsChip'
export { DEMO_TOOLS_TEXTS } from './texts'
