import {
  Combobox as HeadlessCombobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from '@headlessui/react'
import { ChevronUpDownIcon } from '@heroicons/react/16/solid'
import clsx from 'clsx'
import { useMemo, useState, type ReactNode } from 'react'
import { Description, ErrorMessage, Field, Label } from './field'
import { useReportEdit } from './form-edits'
import { LONG_LIST } from './list-sizes'
import { OptionContent, optionClasses, popoverClasses, type SelectOption } from './listbox'
import { UI_TEXTS } from './control-texts'

export type { SelectOption }

export interface ComboboxProps<V> {
  value: V | null
  onChange: (value: V | null) => void
  options: readonly SelectOption<V>[]
  label: string
  hideLabel?: boolean
  placeholder?: string
  /**
   * Server-side search: called with every keystroke, and the options are shown as given. Without
   * it the options are filtered here by label and description (case-insensitive substring).
   */
  onQueryChange?: (query: string) => void
  /**
   * Help under the input, e.g. "Type at least 2 characters" or "No accounts found". Kept outside
   * the option list so an empty list never needs a fake option.
   */
  hint?: ReactNode
  /** Shown as the hint when a local filter matches nothing. */
  emptyText?: string
  error?: ReactNode
  disabled?: boolean
  className?: string
}

const matches = (option: SelectOption<unknown>, query: string) => {
  const q = query.trim().toLowerCase()
  return !q || option.label.toLowerCase().includes(q) || (option.description ?? '').toLowerCase().includes(q)
}

/** Type-to-search picker (autocomplete). The option list renders in a portal. */
export function Combobox<V extends string | number>({
  value,
  onChange,
  options,
  label,
  hideLabel = false,
  placeholder,
  onQueryChange,
  hint,
  emptyText = UI_TEXTS.noResults,
  error,
  disabled = false,
  className,
}: ComboboxProps<V>) {
  const [query, setQuery] = useState('')
  const reportEdit = useReportEdit()
  const visible = onQueryChange ? options : options.filter((option) => matches(option, query))
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options])
  const labelOf = (v: V | null) => (v === null ? '' : (byValue.get(v)?.label ?? ''))
  const long = options.length > LONG_LIST
  const renderOption = (option: SelectOption<V>) => (
    <ComboboxOption
      key={String(option.value)}
      value={option.value}
      disabled={option.disabled}
      className={clsx(optionClasses, long && 'w-full')}
    >
      <OptionContent label={option.label} description={option.description} />
    </ComboboxOption>
  )
  const helpText = hint ?? (!onQueryChange && query.trim() && visible.length === 0 ? emptyText : null)

  return (
    <Field disabled={disabled} className={className}>
      <Label className={clsx(hideLabel && 'sr-only')}>{label}</Label>
      <HeadlessCombobox
        value={value}
        onChange={(next: V | null) => {
          reportEdit()
          onChange(next)
        }}
        onClose={() => setQuery('')}
        invalid={!!error}
        immediate
        virtual={
          long
            ? {
                options: visible.map((option) => option.value),
                disabled: (v: V | null) => (v !== null && byValue.get(v)?.disabled) || false,
              }
            : undefined
        }
      >
        <div className="relative">
          <ComboboxInput
            displayValue={labelOf}
            // Headless UI marks only data-invalid here; assistive technology needs aria-invalid.
            aria-invalid={error ? true : undefined}
            placeholder={placeholder}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value)
              onQueryChange?.(event.target.value)
            }}
            className={clsx(
              'block min-h-11 w-full rounded-lg bg-surface-raised py-2.5 pr-10 pl-3 text-base text-strong ring-1 ring-inset ring-line-strong sm:min-h-10 sm:py-2 sm:text-sm',
              'placeholder:text-subtle focus:outline-none data-focus:ring-2 data-focus:ring-focus data-hover:not-data-focus:ring-tint/25',
              'data-invalid:ring-danger/70 data-disabled:cursor-not-allowed data-disabled:opacity-50',
            )}
          />
          <ComboboxButton
            aria-label={`Show ${label} options`}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-subtle focus:outline-none data-focus:text-strong data-hover:text-strong"
          >
            <ChevronUpDownIcon aria-hidden="true" className="size-4" />
          </ComboboxButton>
        </div>
        {/* not modal: a modal list would make the label and the hint inert while typing */}
        <ComboboxOptions
          anchor="bottom start"
          modal={false}
          transition
          className={clsx(
            popoverClasses,
            // Headless UI's anchor caps the height inline at the space available, which overrides
            // max-h: a long list would then cover the whole dialog, label included.
            'w-(--input-width) [--anchor-max-height:18rem] empty:invisible',
            // The virtual list keeps its (empty) frame when nothing matches.
            long && visible.length === 0 && 'invisible',
          )}
        >
          {long
            ? // When a list grows long the options render once before Headless UI has taken the
              // virtual list, without an option: nothing to draw yet.
              ({ option }: { option?: V }) => {
                const found = option === undefined ? undefined : byValue.get(option)
                return found ? renderOption(found) : <></>
              }
            : visible.map(renderOption)}
        </ComboboxOptions>
      </HeadlessCombobox>
      {/* always mounted: a live region only announces changes if it already exists */}
      <Description aria-live="polite" className="empty:hidden">
        {helpText}
      </Description>
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </Field>
  )
}
