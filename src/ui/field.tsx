import {
  Checkbox as HeadlessCheckbox,
  Description as HeadlessDescription,
  Field as HeadlessField,
  Input as HeadlessInput,
  Label as HeadlessLabel,
  Select as HeadlessSelect,
  Textarea as HeadlessTextarea,
  type CheckboxProps as HeadlessCheckboxProps,
  type DescriptionProps,
  type FieldProps,
  type InputProps as HeadlessInputProps,
  type LabelProps,
  type SelectProps as HeadlessSelectProps,
  type TextareaProps as HeadlessTextareaProps,
} from '@headlessui/react'
import { CheckIcon, ChevronDownIcon } from '@heroicons/react/16/solid'
import clsx from 'clsx'
import { forwardRef, type ReactNode } from 'react'
import { controlClasses, fieldClasses, inputClasses, labelClasses } from './control-classes'
import { useReportEdit } from './form-edits'

// Headless UI's Field wires Label, Description and ErrorMessage to its control through ids, so a
// control inside a Field never needs its own aria-label or aria-describedby.

/**
 * A labelled control. Stacks label, control and messages; when its direct child is a Checkbox it
 * lays them out in a row instead.
 */
export function Field({ className, ...props }: FieldProps & { className?: string }) {
  return (
    <HeadlessField
      {...props}
      className={clsx(
        fieldClasses,
        'data-disabled:opacity-60',
        'has-[>[data-slot=checkbox]]:flex-row has-[>[data-slot=checkbox]]:flex-wrap has-[>[data-slot=checkbox]]:items-center has-[>[data-slot=checkbox]]:gap-x-3',
        className,
      )}
    />
  )
}

export function Label({ className, ...props }: LabelProps & { className?: string }) {
  return <HeadlessLabel data-slot="label" {...props} className={clsx(labelClasses, className)} />
}

export function Description({ className, ...props }: DescriptionProps & { className?: string }) {
  return (
    <HeadlessDescription
      data-slot="description"
      {...props}
      className={clsx('text-sm text-subtle', className)}
    />
  )
}

/** Field-level validation message, linked to the control as its description. */
export function ErrorMessage({ className, ...props }: DescriptionProps & { className?: string }) {
  return (
    <HeadlessDescription
      data-slot="error"
      {...props}
      className={clsx('text-sm font-medium text-danger-fg', className)}
    />
  )
}

export type InputProps = HeadlessInputProps & { className?: string }

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, ...props }, ref) {
  return <HeadlessInput ref={ref} data-slot="control" {...props} className={clsx(inputClasses, className)} />
})

export type TextareaProps = HeadlessTextareaProps & { className?: string }

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  return (
    <HeadlessTextarea
      ref={ref}
      data-slot="control"
      rows={rows}
      {...props}
      className={clsx(controlClasses, 'resize-y', className)}
    />
  )
})

export type SelectProps = HeadlessSelectProps & { className?: string }

/** Native select (best on phones), restyled, with a chevron. Pass <option>s as children. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, ...props },
  ref,
) {
  return (
    <span data-slot="control" className={clsx('relative block', className)}>
      <HeadlessSelect
        ref={ref}
        {...props}
        className={clsx(
          controlClasses,
          'min-h-11 appearance-none pr-10 sm:min-h-10 *:bg-panel *:text-strong',
        )}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-subtle"
      />
    </span>
  )
})

export type CheckboxProps = Omit<HeadlessCheckboxProps, 'className' | 'children'> & {
  className?: string
  /** With a label the checkbox brings its own Field row; without one, put it in a Field with a Label. */
  label?: ReactNode
  description?: ReactNode
}

export function Checkbox({ className, label, description, onChange, ...props }: CheckboxProps) {
  const reportEdit = useReportEdit()
  const box = (
    <HeadlessCheckbox
      data-slot="checkbox"
      {...props}
      onChange={(checked: boolean) => {
        reportEdit()
        onChange?.(checked)
      }}
      className={clsx(
        'group relative inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-surface-raised ring-1 ring-inset ring-tint/25 sm:size-5',
        'transition-colors focus:not-data-focus:outline-hidden data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-focus',
        'data-checked:bg-accent data-checked:ring-accent-bright data-hover:ring-tint/40',
        'data-disabled:cursor-not-allowed data-disabled:opacity-50',
        // a 40px invisible hit area around the small box for fingers
        'before:absolute before:-inset-2 before:content-[""]',
        !label && className,
      )}
    >
      <CheckIcon aria-hidden="true" className="size-4 text-strong opacity-0 group-data-checked:opacity-100" />
    </HeadlessCheckbox>
  )
  if (!label) return box
  return (
    <Field className={className}>
      {box}
      <Label>{label}</Label>
      {description && <Description className="basis-full pl-9 sm:pl-8">{description}</Description>}
    </Field>
  )
}
