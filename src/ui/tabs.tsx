import clsx from 'clsx'
import { useId, type KeyboardEvent, type ReactNode } from 'react'

// One look for both tab bars: `Tabs` here and Headless UI's in ui/tab-group.tsx. States are CSS
// (aria-selected, hover, focus-visible), which both expose.
/**
 * Segmented bar. On phones the tabs that do not fit wrap to a second row, every one in sight:
 * a strip that scrolls sideways cut "Compare Offerings" to "Comp…" with no sign there was more
 * (issue 36). From sm up, one row (scrolling sideways should labels ever outgrow it).
 */
export const tabListClasses = clsx(
  'flex max-w-full flex-wrap gap-1 rounded-xl bg-surface-raised p-1 ring-1 ring-line',
  'sm:w-fit sm:flex-nowrap sm:overflow-x-auto [scrollbar-width:none]',
)
export const tabClasses = clsx(
  'min-h-10 flex-1 shrink-0 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted sm:flex-none sm:px-4',
  'transition-colors focus:not-focus-visible:outline-hidden focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
  'hover:bg-tint/5 hover:text-strong',
  'aria-selected:bg-accent aria-selected:text-on-accent aria-selected:shadow-sm aria-selected:hover:bg-accent',
)
export const tabPanelClasses =
  'mt-4 rounded-xl focus:not-focus-visible:outline-hidden focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus'

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

const TAB_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * Controlled tabs keyed by string. The caller renders only the selected tab's content as
 * children; the other panels stay empty so switching tabs does no hidden work.
 *
 * Plain elements with the ARIA tabs pattern (arrow keys, Home and End move and select; one tab
 * in the Tab order) rather than Headless UI's, so the login, which shows these, keeps Headless UI
 * out of the first download. For every panel kept mounted, use ui/tab-group.tsx.
 */
export function Tabs<K extends string>({ tabs, selected, onChange, children, className }: TabsProps<K>) {
  const id = useId()
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  )
  const tabId = (at: number) => `${id}-tab-${at}`
  const panelId = (at: number) => `${id}-panel-${at}`
  const choose = (at: number) => {
    if (tabs[at].key !== selected) onChange(tabs[at].key)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = TAB_KEYS[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(index, tabs.length)
    document.getElementById(tabId(next))?.focus()
    choose(next)
  }
  return (
    <div className={className}>
      <div role="tablist" aria-orientation="horizontal" className={tabListClasses}>
        {tabs.map((tab, at) => (
          <button
            key={tab.key}
            id={tabId(at)}
            type="button"
            role="tab"
            aria-selected={at === index}
            aria-controls={children === undefined ? undefined : panelId(at)}
            tabIndex={at === index ? 0 : -1}
            onClick={() => choose(at)}
            onKeyDown={onKeyDown}
            data-press={`tab:${tab.key}`}
            className={tabClasses}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {children !== undefined &&
        tabs.map((tab, at) => (
          <div
            key={tab.key}
            id={panelId(at)}
            role="tabpanel"
            aria-labelledby={tabId(at)}
            tabIndex={0}
            hidden={at !== index}
            className={tabPanelClasses}
          >
            {at === index ? children : null}
          </div>
        ))}
    </div>
  )
}
