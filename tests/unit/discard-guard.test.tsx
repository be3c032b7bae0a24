// Escape on a form dialog with typed changes asks before discarding them; a pristine form closes.
import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { render, screen, waitFor, within } from '../support/render'
import { FormDialog } from '@/ui/form-dialog'
import { Field, Input, Label } from '@/ui/field'
import { DISCARD_TEXTS } from '@/ui/discard-guard'

function NameForm({ onClosed, initial = '' }: { onClosed: () => void; initial?: string }) {
  const [open, setOpen] = useState(true)
  const [name, setName] = useState(initial)
  return (
    <FormDialog
      open={open}
      onClose={() => {
        setOpen(false)
        onClosed()
      }}
      title="Create Bank"
      submitLabel="Create"
      onSubmit={() => undefined}
    >
      <Field>
        <Label>Bank name</Label>
        <Input autoFocus value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
    </FormDialog>
  )
}

describe('FormDialog discard guard', () => {
  it('closes on Escape at once while nothing was typed', async () => {
    const user = userEvent.setup()
    const closed = vi.fn()
    render(<NameForm onClosed={closed} initial="Preset" />)
    await screen.findByLabelText('Bank name')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('asks on Escape after typing; Keep editing keeps the text, Discard closes', async () => {
    const user = userEvent.setup()
    const closed = vi.fn()
    render(<NameForm onClosed={closed} />)
    const field = await screen.findByLabelText('Bank name')
    await user.type(field, 'Harbour Bank')
    await user.keyboard('{Escape}')
    const prompt = await screen.findByRole('alertdialog', { name: DISCARD_TEXTS.title })
    expect(closed).not.toHaveBeenCalled()
    await user.click(within(prompt).getByRole('button', { name: DISCARD_TEXTS.keep }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByLabelText('Bank name')).toHaveValue('Harbour Bank')
    expect(closed).not.toHaveBeenCalled()
    // Focus goes back where it was, so the next Escape reaches the form again.
    await waitFor(() => expect(screen.getByLabelText('Bank name')).toHaveFocus())
    await user.keyboard('{Escape}')
    const again = await screen.findByRole('alertdialog', { name: DISCARD_TEXTS.title })
    await user.click(within(again).getByRole('button', { name: DISCARD_TEXTS.discard }))
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1))
  })

  it('does not ask once the typing is undone, nor for Cancel', async () => {
    const user = userEvent.setup()
    const closed = vi.fn()
    const { unmount } = render(<NameForm onClosed={closed} initial="Preset" />)
    const field = await screen.findByLabelText('Bank name')
    await user.type(field, 'xy')
    await user.type(field, '{Backspace}{Backspace}')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    unmount()

    render(<NameForm onClosed={closed} />)
    await user.type(await screen.findByLabelText('Bank name'), 'Typed')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(2))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
