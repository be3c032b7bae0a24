import { useSnapshot } from 'valtio'
import {
  ArrowsRightLeftIcon,
  Cog6ToothIcon,
  ShieldCheckIcon,
  Squares2X2Icon,
} from '@heroicons/react/24/outline'
import { game, openAdminTab, type AdminTab } from '@/state/game'
import { TabGroup, TabList, Tab, TabPanels, TabPanel } from '@/ui/tab-group'
import { Chip } from '@/ui/chip'
import { GlassCard } from '@/ui/card'
import { AdminTransfersTab } from './AdminTransfersTab'
import { EntityManagement } from './EntityManagement'
import { UgcSettings } from './UgcSettings'
import { ADMIN_PANEL_TEXTS } from './texts'

const TABS: readonly { key: AdminTab; icon: typeof Cog6ToothIcon }[] = [
  { key: 'transfers', icon: ArrowsRightLeftIcon },
  { key: 'entities', icon: Squares2X2Icon },
  { key: 'settings', icon: Cog6ToothIcon },
]

// On phones the three labels share the width and wrap, so no tab hides off-screen.
// Whole words on one line: on a phone the tab list wraps into rows instead (a long German word such
// as "Systemeinstellungen" cannot shrink).
const TAB_CLASSES = 'inline-flex items-center justify-center gap-2 text-center leading-tight'

/** The admin panel shown for the Divine Entity session; the open tab survives a trip to a dialog. */
export function AdminPanel() {
  const { adminTab } = useSnapshot(game)
  const selected = Math.max(
    0,
    TABS.findIndex((tab) => tab.key === adminTab),
  )
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:space-y-6 sm:py-8">
      <header className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-warning-soft/20 text-warning-strong ring-1 ring-warning/50 sm:size-11">
          <ShieldCheckIcon className="size-6" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-xl font-semibold text-strong sm:text-3xl">{ADMIN_PANEL_TEXTS.title}</h1>
          <Chip color="warning">{ADMIN_PANEL_TEXTS.chip}</Chip>
        </div>
      </header>

      <GlassCard>
        <TabGroup
          selectedIndex={selected}
          onChange={(index) => openAdminTab(TABS[index]?.key ?? 'transfers')}
        >
          <TabList>
            {TABS.map(({ key, icon: Icon }, index) => (
              <Tab key={key} className={TAB_CLASSES}>
                <Icon className="hidden size-5 sm:block" aria-hidden="true" />
                {ADMIN_PANEL_TEXTS.tabs[index]}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            <TabPanel>
              <AdminTransfersTab />
            </TabPanel>
            <TabPanel>
              <EntityManagement />
            </TabPanel>
            <TabPanel>
              <h2 className="mb-4 text-lg font-semibold text-strong">{ADMIN_PANEL_TEXTS.settings}</h2>
              <UgcSettings />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </GlassCard>
    </div>
  )
}
