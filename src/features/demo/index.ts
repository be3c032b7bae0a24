export { DemoToolsDialog } from './DemoToolsDialog'
export { FaultsChip } from './FaultsChip'
export { DEMO_TOOLS_TEXTS, FAULT_KIND_LABELS } from './texts'
