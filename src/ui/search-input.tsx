import { MagnifyingGlassIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { useEffect, useRef, useState } from 'react'
import { Field, Input, Label } from './field'
import { CloseButton } from './close-button'
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-debounced'
import { UI_TEXTS } from './control-texts'

export interface SearchInputProps {
  /** The settled search (what the list is filtered by). */
  value: string
  /** Called with the text once typing has paused for `debounceMs`, and at once on Clear. */
  onSearch: (value: string) => void
  label: string
  /** Keep the label for screen readers only (the default: the placeholder says it). */
  hideLabel?: boolean
  placeholder?: string
  /** 0 filters on every keystroke (short local lists). */
  debounceMs?: number
  className?: string
  autoFocus?: boolean
}

/**
 * Search box with a clear button. Typing shows at once; the search itself waits until typing
 * pauses (300 ms, spec section 9), so a list is not refetched on every key.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  hideLabel = true,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
  autoFocus,
}: SearchInputProps) {
  const [draft, setDraft] = useState(value)
  const latest = useRef(onSearch)
  /** The last text handed to onSearch: its echo in `value` must not undo keys typed since. */
  const sent = useRef(value)
  useEffect(() => {
    latest.current = onSearch
  })
  const search = (text: string) => {
    sent.current = text
    latest.current(text)
  }
  // Follow a reset from outside (Reset filters, another screen).
  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setDraft(value)
  }, [value])
  useEffect(() => {
    if (draft === value || debounceMs <= 0) return
    const timer = setTimeout(() => search(draft), debounceMs)
    return () => clearTimeout(timer)
  }, [draft, value, debounceMs])

  const type = (text: string) => {
    setDraft(text)
    // Without a debounce the list follows every keystroke, in the same render.
    if (debounceMs <= 0) search(text)
  }

  const clear = () => {
    setDraft('')
    search('')
  }

  return (
    <Field className={clsx('relative', className)}>
      <Label className={clsx(hideLabel && 'sr-only')}>{label}</Label>
      <div className="relative">
        <MagnifyingGlassIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-subtle"
        />
        <Input
          type="search"
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          autoFocus={autoFocus}
          onChange={(event) => type(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && draft) {
              event.stopPropagation()
              clear()
            }
          }}
          className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {draft && (
          <CloseButton
            label={UI_TEXTS.clearSearch}
            onClick={clear}
            className="absolute top-1/2 right-1 -translate-y-1/2 text-subtle hover:text-strong"
          />
        )}
      </div>
    </Field>
  )
}
