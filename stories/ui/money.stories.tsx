import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Money, MoneyInput } from '@/ui/money'
import { AMOUNT_MESSAGES, readWholeAmount } from '@/lib/money'

/** Each amount the story shows, by the test id its play reads it with. */
const SHOWN: (ComponentProps<typeof Money> & { id: string; className?: string })[] = [
  { id: 'balance', amount: 1250000, symbol: '$AR' },
  { id: 'negative', amount: -300, symbol: '$NV' },
  { id: 'in', amount: 500, symbol: '$AR', direction: 'in' },
  { id: 'out', amount: -75, symbol: '$AR', direction: 'out' },
  { id: 'none', amount: null, symbol: '$AR' },
  { id: 'cents', amount: 6562.5, symbol: '$EC' },
  { id: 'gain', amount: 40, symbol: '$AR', direction: 'change' },
  { id: 'loss', amount: -40, symbol: '$AR', direction: 'change' },
  { id: 'unknown', amount: 2, symbol: null },
  { id: 'narrow', amount: 3378, symbol: '$EC', className: 'w-8' },
]

function MoneyDemo() {
  const [amount, setAmount] = useState('')
  const reading = readWholeAmount(amount)
  return (
    <div className="max-w-md space-y-4">
      <ul className="space-y-1 text-sm">
        {SHOWN.map(({ id, className, ...props }) => (
          <li key={id} data-testid={id} className={className}>
            <Money {...props} />
          </li>
        ))}
      </ul>
      <MoneyInput
        label="Amount"
        symbol="$AR"
        value={amount}
        onChange={setAmount}
        description="Whole units only."
      />
      <p data-testid="sent">{reading.ok ? `Would send: ${reading.value ?? 'nothing'}` : 'Nothing is sent'}</p>
    </div>
  )
}

const meta = { title: 'UI/Money', component: MoneyDemo } satisfies Meta<typeof MoneyDemo>
export default meta
type Story = StoryObj<typeof meta>

// The texts below are compared raw: a plain space or a hyphen where the one format has a no-break
// space or U+2212 is a failure (text matchers would read both as the same).
const raw = (element: HTMLElement) => element.textContent

/**
 * The one format: symbol first, a no-break space, thousands separators, 0 or 2 decimals; a
 * negative with U+2212 before the symbol, red; movements and changes signed; a missing symbol said.
 */
export const Display: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(raw(canvas.getByTestId('balance'))).toBe('$AR\u00a01,250,000')
    await expect(raw(canvas.getByTestId('negative'))).toBe('\u2212$NV\u00a0300')
    await expect(canvas.getByTestId('negative').firstElementChild).toHaveClass('text-money-out')
    // The sign is seen, the direction is heard ("in"/"out" for screen readers).
    await expect(raw(canvas.getByTestId('in'))).toBe('+in $AR\u00a0500')
    await expect(canvas.getByTestId('in').firstElementChild).toHaveClass('text-money-in')
    await expect(raw(canvas.getByTestId('out'))).toBe('\u2212out $AR\u00a075')
    await expect(canvas.getByTestId('out').firstElementChild).toHaveClass('text-money-out')
    await expect(raw(canvas.getByTestId('none'))).toBe('—')
    await expect(raw(canvas.getByTestId('cents'))).toBe('$EC\u00a06,562.50')
    await expect(raw(canvas.getByTestId('gain'))).toBe('+$AR\u00a040')
    await expect(canvas.getByTestId('gain').firstElementChild).toHaveClass('text-money-in')
    await expect(raw(canvas.getByTestId('loss'))).toBe('\u2212$AR\u00a040')
    await expect(canvas.getByTestId('loss').firstElementChild).toHaveClass('text-money-out')
    await expect(raw(canvas.getByTestId('unknown'))).toBe('2\u00a0(currency unknown)')
    // In a box narrower than the amount, the amount stays on one line, digits tabular.
    const narrow = canvas.getByTestId('narrow').firstElementChild as HTMLElement
    await expect(narrow).toHaveClass('whitespace-nowrap', 'tabular-nums')
    await expect(narrow.getClientRects()).toHaveLength(1)
  },
}

/** A whole amount is read as typed, separators allowed. */
export const WholeAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '1,250')
    await expect(canvas.getByTestId('sent')).toHaveTextContent('Would send: 1250')
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).not.toHaveAttribute('aria-invalid')
  },
}

/** Decimals, negatives and text are refused with a message that says why, never rounded. */
export const RefusedEntries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Amount' })
    for (const [typed, message] of [
      ['12.5', AMOUNT_MESSAGES.decimal],
      ['-3', AMOUNT_MESSAGES.negative],
      ['abc', AMOUNT_MESSAGES['not-a-number']],
    ] as const) {
      await userEvent.clear(input)
      await userEvent.type(input, typed)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription(`Whole units only. ${message}`)
      await expect(canvas.getByTestId('sent')).toHaveTextContent('Nothing is sent')
    }
  },
}
