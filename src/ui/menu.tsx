import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { EllipsisVerticalIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import type { ComponentType, SVGProps } from 'react'
import { popoverClasses, popoverTriggerClasses } from './listbox'

export interface MenuAction {
  label: string
  onSelect: () => void
  icon?: ComponentType<SVGProps<SVGSVGElement>>
  /** Shown in red: removes or demotes someone. */
  destructive?: boolean
  disabled?: boolean
}

export interface ActionMenuProps {
  /** The button's accessible name, e.g. "Actions for Mira Quill". */
  label: string
  actions: readonly MenuAction[]
  className?: string
}

/** A "⋮" button opening a list of actions (the nation member menu). Nothing renders without actions. */
export function ActionMenu({ label, actions, className }: ActionMenuProps) {
  if (actions.length === 0) return null
  return (
    <HeadlessMenu>
      <MenuButton
        aria-label={label}
        className={clsx(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted sm:size-9',
          popoverTriggerClasses,
          className,
        )}
      >
        <EllipsisVerticalIcon aria-hidden="true" className="size-5" />
      </MenuButton>
      <MenuItems anchor="bottom end" transition className={popoverClasses}>
        {actions.map(({ label: text, onSelect, icon: Icon, destructive, disabled }) => (
          <MenuItem key={text} disabled={disabled}>
            <button
              type="button"
              onClick={onSelect}
              className={clsx(
                'flex w-full min-h-10 items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm sm:min-h-9',
                'data-focus:bg-tint/10 data-disabled:cursor-not-allowed data-disabled:opacity-50',
                destructive ? 'text-danger-fg data-focus:text-danger-strong' : 'text-fg',
              )}
            >
              {Icon && <Icon aria-hidden="true" className="size-4 shrink-0" />}
              {text}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </HeadlessMenu>
  )
}
