import type { ReactNode } from 'react'
import { Combobox, type SelectOption } from './combobox'
import { LONG_LIST } from './list-sizes'
import { Description, ErrorMessage, Field, Label, Select } from './field'

export interface ChoiceFieldProps {
  label: string
  /** '' while nothing is chosen. */
  value: string
  onChange: (value: string) => void
  options: readonly SelectOption<string>[]
  /** The empty choice of the short list, and the long list's placeholder. */
  placeholder: string
  disabled?: boolean
  autoFocus?: boolean
  /** Shown under the field, e.g. why the list is empty. */
  hint?: ReactNode
  /** Shown when the long list's search matches nothing. */
  emptyText?: string
  error?: ReactNode
}

/**
 * One choice out of a server collection. A short list stays a native select (quickest on a phone,
 * read by every screen reader); a long one becomes a searchable picker that renders only the
 * options in view, so a world of a thousand banks opens as fast as one of ten.
 */
export function ChoiceField({
  label,
  value,
  onChange,
  options,
  placeholder,
  disabled = false,
  autoFocus,
  hint,
  emptyText,
  error,
}: ChoiceFieldProps) {
  if (options.length > LONG_LIST) {
    return (
      <Combobox
        label={label}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        hint={hint}
        emptyText={emptyText}
        error={error}
      />
    )
  }
  return (
    <Field disabled={disabled}>
      <Label>{label}</Label>
      <Select
        autoFocus={autoFocus}
        value={value}
        invalid={!!error}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.description ? `${option.label} - ${option.description}` : option.label}
          </option>
        ))}
      </Select>
      {hint && <Description>{hint}</Description>}
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </Field>
  )
}
