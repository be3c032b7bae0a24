import { Popover, PopoverButton, PopoverPanel, Radio, RadioGroup } from '@headlessui/react'
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
import { popoverClasses, popoverTriggerClasses } from './listbox'
import { THEME_TEXTS } from './control-texts'

// Each choice's label is THEME_TEXTS[choice], read at render: it follows the language.
const ICONS: Record<ThemeChoice, typeof SunIcon> = {
  system: ComputerDesktopIcon,
  light: SunIcon,
  dark: MoonIcon,
  contrast: EyeIcon,
}

/**
 * The theme choice (character selection, the game header): System, Light, Dark or High contrast,
 * applied at once and kept on this browser (src/lib/theme.ts). The button names the choice.
 */
export function ThemeMenu({ className }: { className?: string }) {
  const choice = useSyncExternalStore(subscribeTheme, currentThemeChoice)
  const Icon = ICONS[choice]
  const label = THEME_TEXTS[choice]
  return (
    <Popover>
      <PopoverButton
        aria-label={THEME_TEXTS.themeIs(label)}
        className={clsx(
          'inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-soft sm:min-h-8 pointer-coarse:min-h-10',
          popoverTriggerClasses,
          className,
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span aria-hidden="true" className="hidden sm:inline">
          {label}
        </span>
      </PopoverButton>
      <PopoverPanel anchor="bottom end" className={popoverClasses}>
        {/* Radios: the choice applies as it is picked (arrow keys too), the panel stays open. */}
        <RadioGroup value={choice} onChange={setThemeChoice} aria-label={THEME_TEXTS.theme}>
          {THEME_CHOICES.map((option) => {
            const OptionIcon = ICONS[option]
            const text = THEME_TEXTS[option]
            return (
              <Radio
                key={option}
                value={option}
                className="group flex min-h-10 w-full cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm text-fg data-hover:bg-tint/10 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-focus sm:min-h-9"
              >
                <OptionIcon aria-hidden="true" className="size-4 shrink-0 text-subtle" />
                <span className="flex-1">{text}</span>
                <CheckIcon
                  aria-hidden="true"
                  className="invisible size-4 shrink-0 group-data-checked:visible"
                />
              </Radio>
            )
          })}
        </RadioGroup>
      </PopoverPanel>
    </Popover>
  )
}
