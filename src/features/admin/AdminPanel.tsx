import type { ReactNode } from 'react'
import {
  ArrowsRightLeftIcon,
  Cog6ToothIcon,
  ShieldCheckIcon,
  Squares2X2Icon,
} from '@heroicons/react/24/outline'
import { TabGroup, TabList, Tab, TabPanels, TabPanel } from '@/ui/tabs'
import { Chip } from '@/ui/chip'
import { GlassCard } from '@/ui/card'
import { UgcSettings } from './UgcSettings'

export const ADMIN_TEXTS = {
  title: 'Divine Entity Admin Panel',
  chip: 'ADMIN',
  tabs: ['Admin Transfers', 'Entity Management', 'System Settings'],
} as const

/**
 * The admin panel frame shown for the Divine Entity session. Transfers and entity management are
 * built by a later issue; their tabs say so instead of pretending.
 */
// On phones the three labels share the width and wrap, so no tab hides off-screen.
const TAB_CLASSES =
  'inline-flex min-w-0 shrink! items-center justify-center gap-2 text-center leading-tight whitespace-normal! sm:whitespace-nowrap!'

export function AdminPanel() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:space-y-6 sm:py-8">
      <header className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-amber-500/20 text-amber-200 ring-1 ring-amber-400/50 sm:size-11">
          <ShieldCheckIcon className="size-6" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-xl font-semibold text-white sm:text-3xl">{ADMIN_TEXTS.title}</h1>
          <Chip color="warning">{ADMIN_TEXTS.chip}</Chip>
        </div>
      </header>

      <GlassCard>
        <TabGroup defaultIndex={0}>
          <TabList>
            <Tab className={TAB_CLASSES}>
              <ArrowsRightLeftIcon className="hidden size-5 sm:block" aria-hidden="true" />
              {ADMIN_TEXTS.tabs[0]}
            </Tab>
            <Tab className={TAB_CLASSES}>
              <Squares2X2Icon className="hidden size-5 sm:block" aria-hidden="true" />
              {ADMIN_TEXTS.tabs[1]}
            </Tab>
            <Tab className={TAB_CLASSES}>
              <Cog6ToothIcon className="hidden size-5 sm:block" aria-hidden="true" />
              {ADMIN_TEXTS.tabs[2]}
            </Tab>
          </TabList>
          <TabPanels>
            <TabPanel>
              <LaterNote title="Admin transfers">
                Moving funds between any treasuries, bank vaults and accounts as any character arrives with
                the admin panel release of the console.
              </LaterNote>
            </TabPanel>
            <TabPanel>
              <LaterNote title="Entity management">
                Editing, deleting and marking characters, banks and nations, and managing their officers,
                arrives with the admin panel release of the console.
              </LaterNote>
            </TabPanel>
            <TabPanel>
              <h2 className="mb-4 text-lg font-semibold text-white">System Settings</h2>
              <UgcSettings />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </GlassCard>
    </div>
  )
}

function LaterNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <p className="mt-2 text-sm text-slate-300">{children}</p>
      <p className="mt-3 text-sm text-slate-400">Not available yet in this version.</p>
    </div>
  )
}
