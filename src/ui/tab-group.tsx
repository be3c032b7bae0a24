import {
  Tab as HeadlessTab,
  TabGroup,
  TabList as HeadlessTabList,
  TabPanel as HeadlessTabPanel,
  TabPanels,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
} from '@headlessui/react'
import clsx from 'clsx'
import { tabClasses, tabListClasses, tabPanelClasses } from './tabs'

// Headless UI's tabs in the look of ui/tabs.tsx, for screens that keep every panel mounted.
// A module of its own: the login imports ui/tabs.tsx and must not pull Headless UI in with it.

export { TabGroup, TabPanels }

export function TabList({ className, ...props }: TabListProps & { className?: string }) {
  return <HeadlessTabList {...props} className={clsx(tabListClasses, className)} />
}

export function Tab({ className, ...props }: TabProps & { className?: string }) {
  return <HeadlessTab {...props} className={clsx(tabClasses, className)} />
}

export function TabPanel({ className, ...props }: TabPanelProps & { className?: string }) {
  return <HeadlessTabPanel {...props} className={clsx(tabPanelClasses, className)} />
}
