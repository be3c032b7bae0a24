import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Money, MoneyInput } from '@/ui/money'
import { AMOUNT_MESSAGES, readWholeAmount } from '@/lib/money'

function MoneyDemo() {
  const [amount, setAmount] = useState('')
  const reading = readWholeAmount(amount)
  return (
    <div className="max-w-md space-y-4">
      <ul className="space-y-1 text-sm">
        <li data-testid="balance">
          <Money amount={1250000} symbol="$AR" />
        </li>
        <li data-testid="negative">
          <Money amount={-300} symbol="$NV" />
        </li>
        <li data-testid="in">
          <Money amount={500} symbol="$AR" direction="in" />
        </li>
        <li data-testid="out">
          <Money amount={-75} symbol="$AR" direction="out" />
        </li>
        <li data-testid="none">
          <Money amount={null} symbol="$AR" />
        </li>
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

/** Symbol first, thousands separators, negatives red, movements with a sign. */
export const Display: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('balance')).toHaveTextContent('$AR 1,250,000')
    await expect(canvas.getByTestId('negative').firstElementChild).toHaveClass('text-money-out')
    await expect(canvas.getByTestId('negative')).toHaveTextContent('-300')
    await expect(canvas.getByTestId('in')).toHaveTextContent('+in $AR 500')
    await expect(canvas.getByTestId('in').firstElementChild).toHaveClass('text-money-in')
    await expect(canvas.getByTestId('out')).toHaveTextContent('−out $AR 75')
    await expect(canvas.getByTestId('out').firstElementChild).toHaveClass('text-money-out')
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
