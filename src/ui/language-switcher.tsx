import { useSyncExternalStore } from 'react'
import clsx from 'clsx'
import { LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@/lib/i18n/languages'
import { LANGUAGE_NAMES } from '@/lib/i18n/language-names'
import { currentLanguage, offeredLanguages, setLanguage, subscribeLanguage } from '@/lib/i18n/runtime'
import { LANGUAGE_TEXTS } from './ui-texts'
import { controlClasses, languageSwitcherHeight } from './control-classes'

/** The player's choice: kept on this browser (index.html's start-up script reads it), applied at once. */
function chooseLanguageAndKeep(next: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next)
  } catch {
    // Private mode or a full storage: the choice holds for this visit.
  }
  void setLanguage(next)
}

/**
 * The language switcher of the login, character selection and the game header: each offered
 * language in its own name, behind a globe. A native select: light, and every phone gives it its
 * own picker; `compact` (the game bar) shows only the globe on phones. The choice is kept on this
 * browser and applies at once. The login loads it just after its first render
 * (language-switcher-slot.tsx).
 */
export function LanguageSwitcher({ className, compact }: { className?: string; compact?: boolean }) {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage)
  const offered = offeredLanguages()
  if (offered.length < 2) return null
  return (
    <label className={clsx('relative inline-flex items-center', className)}>
      <span className="sr-only">{LANGUAGE_TEXTS.label}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={clsx(
          'pointer-events-none absolute size-4 text-subtle',
          compact ? 'left-3 sm:left-2' : 'left-2',
        )}
      >
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm5.9 7h-2.5a13 13 0 0 0-1-4.6A6 6 0 0 1 15.9 9ZM10 4c.7 1 1.3 2.8 1.4 5H8.6C8.7 6.8 9.3 5 10 4ZM7.6 4.4A13 13 0 0 0 6.6 9H4.1a6 6 0 0 1 3.5-4.6ZM4.1 11h2.5c.1 1.7.4 3.3 1 4.6A6 6 0 0 1 4.1 11Zm5.9 5c-.7-1-1.3-2.8-1.4-5h2.8c-.1 2.2-.7 4-1.4 5Zm2.4-.4c.6-1.3.9-2.9 1-4.6h2.5a6 6 0 0 1-3.5 4.6Z" />
      </svg>
      <select
        name="language"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) chooseLanguageAndKeep(event.target.value)
        }}
        className={clsx(
          controlClasses,
          'cursor-pointer pl-8',
          // Outside the game bar: exactly the height the login's slot keeps for it (a select's own
          // line height is the browser's, so its padding cannot set it).
          compact ? 'min-h-10 sm:min-h-8 sm:py-1' : [languageSwitcherHeight, 'py-0!'],
          // In the game bar on a phone: the globe alone (the select's own picker names the languages).
          // Forced colours repaint transparent text, so there the text has no size instead.
          compact &&
            'max-sm:w-10 max-sm:px-0 max-sm:text-transparent max-sm:forced-colors:text-[0px] [&>option]:text-strong [&>option]:text-sm',
        )}
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
