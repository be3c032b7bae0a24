export { DemoToolsDialog } from './DemoToolsDialog'
export { FaultsChip } from './FaultsChip'
export { DEMO_TOOLS_TEXTS } from './texts'
