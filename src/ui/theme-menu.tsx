import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { CheckIcon, ComputerDesktopIcon, EyeIcon, MoonIcon, SunIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { useSyncExternalStore } from 'react'
import {
  currentThemeChoice,
  setThemeChoice,
  subscribeTheme,
  THEME_CHOICES,
  type ThemeChoice,
} from '@/lib/theme'
import { popoverClasses } from './listbox'

const OPTIONS: Record<ThemeChoice, { label: string; Icon: typeof SunIcon }> = {
  system: { label: 'System', Icon: ComputerDesktopIcon },
  light: { label: 'Light', Icon: SunIcon },
  dark: { label: 'Dark', Icon: MoonIcon },
  contrast: { label: 'High contrast', Icon: EyeIcon },
}

/**
 * The theme choice (character selection, the game header): System, Light, Dark or High contrast,
 * applied at once and kept on this browser (src/lib/theme.ts). The button names the choice.
 */
export function ThemeMenu({ className }: { className?: string }) {
  const choice = useSyncExternalStore(subscribeTheme, currentThemeChoice)
  const { label, Icon } = OPTIONS[choice]
  return (
    <Menu>
      <MenuButton
        aria-label={`Theme: ${label}`}
        className={clsx(
          'inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-soft',
          'data-hover:bg-tint/10 data-hover:text-strong data-open:bg-tint/10',
          'focus:not-data-focus:outline-hidden data-focus:outline-2 data-focus:outline-focus',
          className,
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span aria-hidden="true" className="hidden sm:inline">
          {label}
        </span>
      </MenuButton>
      <MenuItems anchor="bottom end" className={popoverClasses} aria-label="Theme">
        {THEME_CHOICES.map((option) => {
          const { label: text, Icon: OptionIcon } = OPTIONS[option]
          const chosen = option === choice
          return (
            <MenuItem key={option}>
              <button
                type="button"
                role="menuitemradio"
                aria-checked={chosen}
                onClick={() => setThemeChoice(option)}
                className="flex min-h-10 w-full items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm text-fg data-focus:bg-tint/10 sm:min-h-9"
              >
                <OptionIcon aria-hidden="true" className="size-4 shrink-0 text-subtle" />
                <span className="flex-1">{text}</span>
                <CheckIcon aria-hidden="true" className={clsx('size-4 shrink-0', !chosen && 'invisible')} />
              </button>
            </MenuItem>
          )
        })}
      </MenuItems>
    </Menu>
  )
}
