import { Description, Field, Label, Switch as HeadlessSwitch } from '@headlessui/react'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { useReportEdit } from './form-edits'

export interface SwitchProps {
  checked: boolean
  onChange: (checked: boolean) => void
  label: ReactNode
  /** Keep the label for screen readers only (a status toggle in a table row). */
  hideLabel?: boolean
  description?: ReactNode
  disabled?: boolean
  className?: string
}

/** On/off toggle with its label (UGC visibility, an offering's active status). */
export function Switch({
  checked,
  onChange,
  label,
  hideLabel,
  description,
  disabled,
  className,
}: SwitchProps) {
  const reportEdit = useReportEdit()
  return (
    <Field disabled={disabled} className={clsx('flex items-center justify-between gap-4', className)}>
      {!hideLabel || description ? (
        <span className="min-w-0">
          <Label className={clsx('text-sm font-medium text-strong', hideLabel && 'sr-only')}>{label}</Label>
          {description && <Description className="mt-1 text-sm text-subtle">{description}</Description>}
        </span>
      ) : (
        <Label className="sr-only">{label}</Label>
      )}
      <HeadlessSwitch
        checked={checked}
        onChange={(next) => {
          reportEdit()
          onChange(next)
        }}
        className={clsx(
          // a 40px tall hit area around the 28px track for fingers
          'group relative inline-flex h-7 w-12 shrink-0 cursor-pointer rounded-full p-1 ring-1 ring-inset transition-colors',
          'before:absolute before:-inset-y-1.5 before:inset-x-0 before:content-[""]',
          'bg-tint/10 ring-tint/20 data-checked:bg-success-bold data-checked:ring-success-soft',
          'focus:outline-none data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-focus',
          'data-disabled:cursor-not-allowed data-disabled:opacity-50',
        )}
      >
        <span
          aria-hidden="true"
          className="size-5 rounded-full bg-knob shadow transition-transform group-data-checked:translate-x-5"
        />
      </HeadlessSwitch>
    </Field>
  )
}
