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
import type { ReactNode } from 'react'

export { TabGroup, TabPanels }

/** Segmented bar; scrolls sideways on phones when the labels do not fit. */
export function TabList({ className, ...props }: TabListProps & { className?: string }) {
  return (
    <HeadlessTabList
      {...props}
      className={clsx(
        'flex max-w-full gap-1 overflow-x-auto rounded-xl bg-white/5 p-1 ring-1 ring-white/10 sm:w-fit',
        '[scrollbar-width:none]',
        className,
      )}
    />
  )
}

export function Tab({ className, ...props }: TabProps & { className?: string }) {
  return (
    <HeadlessTab
      {...props}
      className={clsx(
        'min-h-10 flex-1 shrink-0 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-300 sm:flex-none sm:px-4',
        'transition-colors focus:not-data-focus:outline-hidden data-focus:outline-2 data-focus:outline-offset-1 data-focus:outline-secondary-400',
        'data-hover:bg-white/5 data-hover:text-white',
        'data-selected:bg-primary-600 data-selected:text-white data-selected:shadow-sm data-selected:data-hover:bg-primary-600',
        className,
      )}
    />
  )
}

export function TabPanel({ className, ...props }: TabPanelProps & { className?: string }) {
  return (
    <HeadlessTabPanel
      {...props}
      className={clsx(
        'mt-4 rounded-xl focus:not-data-focus:outline-hidden data-focus:outline-2 data-focus:outline-offset-4 data-focus:outline-secondary-400',
        className,
      )}
    />
  )
}

export interface TabItem<K extends string = string> {
  key: K
  label: ReactNode
}

export interface TabsProps<K extends string = string> {
  tabs: readonly TabItem<K>[]
  selected: K
  onChange: (key: K) => void
  /** Content of the selected tab; rendered in its tab panel so tab and panel are linked. */
  children?: ReactNode
  className?: string
}

/**
 * Controlled tabs keyed by string. The caller renders only the selected tab's content as
 * children; the other panels stay empty so switching tabs does no hidden work.
 */
export function Tabs<K extends string>({ tabs, selected, onChange, children, className }: TabsProps<K>) {
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  )
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(next) => {
        const tab = tabs[next]
        if (tab && tab.key !== selected) onChange(tab.key)
      }}
      className={className}
    >
      <TabList>
        {tabs.map((tab) => (
          <Tab key={tab.key}>{tab.label}</Tab>
        ))}
      </TabList>
      {children !== undefined && (
        <TabPanels>
          {tabs.map((tab) => (
            <TabPanel key={tab.key}>{tab.key === selected ? children : null}</TabPanel>
          ))}
        </TabPanels>
      )}
    </TabGroup>
  )
}
