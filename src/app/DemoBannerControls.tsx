// What the demo banner opens: the phone's menu, the demo tools and the reset confirmation. Their
// own chunk, fetched the first time one is pressed: the banner is on screen while the demo
// starts, and the dialog and popover machinery it would otherwise bring was the longest piece of
// work of that start (the console's first screens do not use it).
import { useEffect, useRef, type ComponentType, type SVGProps } from 'react'
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { ChevronDownIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { Button, buttonClasses } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { popoverClasses } from '@/ui/listbox'
import { DemoToolsDialog } from '@/features/demo'
import { DEMO_TEXTS } from './demo-banner-texts'

export interface DemoAction {
  label: string
  icon: ComponentType<SVGProps<SVGSVGElement>>
  onSelect: () => void
}

/** Phones: the banner's sentence and its controls behind one button. */
export function DemoMenu({
  actions,
  disabled,
  openAtOnce,
}: {
  actions: readonly DemoAction[]
  disabled: boolean
  /** The player pressed the menu's stand-in before this chunk arrived: open as they asked. */
  openAtOnce: boolean
}) {
  const button = useRef<HTMLButtonElement>(null)
  const opened = useRef(false)
  useEffect(() => {
    if (!openAtOnce || opened.current) return
    opened.current = true
    button.current?.click()
  }, [openAtOnce])
  return (
    <Popover>
      <PopoverButton ref={button} className={buttonClasses('secondary', 'sm')} disabled={disabled}>
        {DEMO_TEXTS.menu}
        <ChevronDownIcon data-slot="icon" aria-hidden="true" />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        transition
        className={clsx(popoverClasses, 'max-h-none w-72 space-y-1 p-3 text-warning-ink')}
      >
        {({ close }) => (
          <>
            <p className="px-1 pb-2 text-sm text-soft">{DEMO_TEXTS.banner}</p>
            {actions.map(({ label, icon: Icon, onSelect }) => (
              <Button
                key={label}
                color="plain"
                className="w-full justify-start"
                onClick={() => {
                  close()
                  onSelect()
                }}
              >
                <Icon data-slot="icon" aria-hidden="true" />
                {label}
              </Button>
            ))}
          </>
        )}
      </PopoverPanel>
    </Popover>
  )
}

/** The demo tools and the reset confirmation. */
export function DemoDialogs({
  open,
  onClose,
  busy,
  onReset,
}: {
  open: 'tools' | 'reset' | null
  onClose: () => void
  busy: boolean
  onReset: () => void
}) {
  return (
    <>
      <DemoToolsDialog open={open === 'tools'} onClose={onClose} />
      <ConfirmDialog
        open={open === 'reset'}
        onClose={onClose}
        title={`${DEMO_TEXTS.reset}?`}
        confirmLabel={DEMO_TEXTS.reset}
        busyLabel={DEMO_TEXTS.resetting}
        destructive
        busy={busy}
        onConfirm={onReset}
      >
        <p>{DEMO_TEXTS.confirm}</p>
      </ConfirmDialog>
    </>
  )
}
