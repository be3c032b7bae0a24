import { Listbox as HeadlessListbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { CheckIcon, ChevronUpDownIcon } from '@heroicons/react/16/solid'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { Description, ErrorMessage, Field, Label } from './field'
import { useReportEdit } from './form-edits'
import { UI_TEXTS } from './control-texts'

export interface SelectOption<V> {
  value: V
  label: string
  description?: string
  disabled?: boolean
}

export const popoverClasses = clsx(
  'z-50 max-h-72 min-w-48 overflow-y-auto rounded-xl bg-panel p-1 shadow-2xl shadow-shade/50 ring-1 ring-line-strong [--anchor-gap:6px]',
  'transition duration-100 ease-out focus:outline-none data-closed:opacity-0 data-leave:duration-75',
)

/** A plain button that opens a popover (a menu, the theme choice): its tint on hover and open, its focus ring. */
export const popoverTriggerClasses = clsx(
  'data-hover:bg-tint/10 data-hover:text-strong data-open:bg-tint/10',
  'focus:not-data-focus:outline-hidden data-focus:outline-2 data-focus:outline-focus',
)

export const optionClasses = clsx(
  'group flex cursor-pointer items-start gap-2 rounded-lg px-2.5 py-2.5 text-sm text-fg select-none sm:py-2',
  'data-focus:bg-accent data-focus:text-on-accent data-disabled:cursor-not-allowed data-disabled:opacity-50',
)

export function OptionContent({ label, description }: { label: string; description?: string }) {
  return (
    <>
      <CheckIcon
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 invisible group-data-selected:visible"
      />
      <span className="min-w-0">
        <span className="block truncate font-medium">{label}</span>
        {description && (
          <span className="block truncate text-xs text-subtle group-data-focus:text-on-accent">
            {description}
          </span>
        )}
      </span>
    </>
  )
}

export interface ListboxProps<V> {
  value: V | null
  onChange: (value: V) => void
  options: readonly SelectOption<V>[]
  label: string
  /** Keep the label for screen readers only (toolbars, table filters). */
  hideLabel?: boolean
  placeholder?: string
  description?: ReactNode
  /** Shown under the control and marks it invalid. */
  error?: ReactNode
  disabled?: boolean
  className?: string
}

/** Labelled single-choice picker with a floating option list (rendered in a portal). */
export function Listbox<V extends string | number>({
  value,
  onChange,
  options,
  label,
  hideLabel = false,
  placeholder = UI_TEXTS.select,
  description,
  error,
  disabled = false,
  className,
}: ListboxProps<V>) {
  const selected = options.find((option) => option.value === value)
  const reportEdit = useReportEdit()
  return (
    <Field disabled={disabled} className={className}>
      <Label className={clsx(hideLabel && 'sr-only')}>{label}</Label>
      <HeadlessListbox<'div', V | null>
        value={value}
        onChange={(next) => {
          if (next === null) return
          reportEdit()
          onChange(next)
        }}
        invalid={!!error}
      >
        <ListboxButton
          // Headless UI marks only data-invalid here; assistive technology needs aria-invalid.
          aria-invalid={error ? true : undefined}
          className={clsx(
            'relative flex min-h-11 w-full items-center rounded-lg bg-surface-raised py-2 pr-10 pl-3 text-left text-base ring-1 ring-inset ring-line-strong sm:min-h-10 sm:text-sm',
            'focus:outline-none data-focus:ring-2 data-focus:ring-focus data-hover:not-data-focus:ring-tint/25',
            'data-invalid:ring-danger/70 data-disabled:cursor-not-allowed data-disabled:opacity-50',
          )}
        >
          <span className={clsx('block truncate', selected ? 'text-strong' : 'text-subtle')}>
            {selected ? selected.label : placeholder}
          </span>
          <ChevronUpDownIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-subtle"
          />
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          transition
          className={clsx(popoverClasses, 'w-(--button-width)')}
        >
          {options.map((option) => (
            <ListboxOption
              key={String(option.value)}
              value={option.value}
              disabled={option.disabled}
              className={optionClasses}
            >
              <OptionContent label={option.label} description={option.description} />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </HeadlessListbox>
      {description && <Description>{description}</Description>}
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </Field>
  )
}
