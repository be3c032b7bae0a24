// A figure's meaning (issue 35): shown while a mouse hovers the figure or the keyboard focuses it,
// opened and closed by a tap or click, closed by Escape; the focus a press leaves behind (or that
// Headless UI hands back on closing) never holds it open.
import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MeaningPopover } from '@/ui/meaning-popover'

const MEANING =
  'Interest success: the share of the interest this bank owed its accounts that it actually paid.'

function setup() {
  const user = userEvent.setup()
  render(
    <div>
      <button type="button">Before</button>
      <MeaningPopover meaning={MEANING}>
        <span>Interest success 26%</span>
      </MeaningPopover>
      <button type="button">After</button>
    </div>,
  )
  const trigger = screen.getByRole('button', { name: 'Interest success 26%' })
  const shown = () => screen.queryByRole('tooltip')
  const tap = () => user.pointer({ keys: '[TouchA]', target: trigger })
  return { user, trigger, shown, tap }
}

describe('MeaningPopover', () => {
  it('describes the figure without showing anything, and keeps the meaning out of its text', () => {
    const { trigger, shown } = setup()
    expect(trigger).toHaveAccessibleDescription(MEANING)
    expect(trigger).toHaveTextContent(/^Interest success 26%$/)
    expect(shown()).toBeNull()
  })

  it('shows on hover and hides when the mouse leaves', async () => {
    const { user, trigger, shown } = setup()
    await user.hover(trigger)
    expect(shown()).toHaveTextContent(MEANING)
    await user.unhover(trigger)
    await waitFor(() => expect(shown()).toBeNull())
  })

  it('shows on keyboard focus, hides on Escape and when the focus moves on', async () => {
    const { user, trigger, shown } = setup()
    await user.tab()
    await user.tab()
    expect(trigger).toHaveFocus()
    expect(shown()).toHaveTextContent(MEANING)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(shown()).toBeNull())
    await user.tab({ shift: true })
    await user.tab()
    expect(shown()).not.toBeNull()
    await user.tab()
    await waitFor(() => expect(shown()).toBeNull())
  })

  it('opens on a tap and closes on the next one', async () => {
    const { trigger, shown, tap } = setup()
    await tap()
    expect(shown()).toHaveTextContent(MEANING)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await tap()
    await waitFor(() => expect(shown()).toBeNull())
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await tap()
    expect(shown()).not.toBeNull()
  })

  it('opens on a click and closes on Escape, the mouse still over it', async () => {
    const { user, trigger, shown } = setup()
    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(shown()).toBeNull())
  })
})
