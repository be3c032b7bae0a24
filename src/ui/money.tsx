import clsx from 'clsx'
import { formatAmount } from '@/lib/format'
import { readWholeAmount } from '@/lib/money'
import { Description, ErrorMessage, Field, Input, Label } from './field'
import type { ReactNode } from 'react'

export interface MoneyProps {
  amount: number | null | undefined
  symbol?: string | null
  /**
   * 'in' and 'out' show the direction of a movement for the entity being looked at: a sign and
   * a colour, so it reads at a glance and without colour. 'balance' colours negatives red.
   */
  direction?: 'in' | 'out' | 'balance'
  className?: string
}

/** An amount: symbol first, thousands separators ("$US 1,250"), tabular digits. */
export function Money({ amount, symbol, direction = 'balance', className }: MoneyProps) {
  const negative = typeof amount === 'number' && amount < 0
  const magnitude = typeof amount === 'number' && direction !== 'balance' ? Math.abs(amount) : amount
  const sign = direction === 'in' ? '+' : direction === 'out' ? '−' : ''
  return (
    <span
      className={clsx(
        'whitespace-nowrap tabular-nums',
        direction === 'in' && 'text-money-in',
        (direction === 'out' || (direction === 'balance' && negative)) && 'text-money-out',
        className,
      )}
    >
      {sign && <span aria-hidden="true">{sign}</span>}
      {sign && <span className="sr-only">{direction === 'in' ? 'in ' : 'out '}</span>}
      {formatAmount(magnitude, symbol)}
    </span>
  )
}

export interface MoneyInputProps {
  label: string
  value: string
  onChange: (text: string) => void
  /** The currency symbol shown inside the field. */
  symbol?: string | null
  description?: ReactNode
  /** A form-level error for this field (it wins over the field's own check). */
  error?: string | null
  disabled?: boolean
  autoFocus?: boolean
  name?: string
}

/**
 * Amount field for whole units. It keeps the typed text (the form reads it with
 * readWholeAmount) and says at once when the text is not a whole, non-negative number.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  symbol,
  description,
  error,
  disabled,
  autoFocus,
  name,
}: MoneyInputProps) {
  const reading = readWholeAmount(value)
  const message = error ?? (reading.ok ? null : reading.message)
  return (
    <Field disabled={disabled}>
      <Label>{label}</Label>
      <div className="relative">
        {symbol && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm font-medium text-subtle"
          >
            {symbol}
          </span>
        )}
        <Input
          name={name}
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
          value={value}
          invalid={!!message}
          onChange={(event) => onChange(event.target.value)}
          style={symbol ? { paddingLeft: `${Math.max(2.5, symbol.length * 0.6 + 1.25)}rem` } : undefined}
          className="tabular-nums"
        />
      </div>
      {description && <Description>{description}</Description>}
      {message && <ErrorMessage>{message}</ErrorMessage>}
    </Field>
  )
}
