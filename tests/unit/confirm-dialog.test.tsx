// ConfirmDialog's type-to-confirm field: described through the field, empty on every opening.
import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { render, screen, waitFor } from '../support/render'
import { ConfirmDialog } from '@/ui/confirm-dialog'

describe('ConfirmDialog type-to-confirm', () => {
  it('describes its input through the field and starts empty on every opening', async () => {
    const user = userEvent.setup()
    function Demo() {
      const [open, setOpen] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            reopen
          </button>
          <ConfirmDialog
            open={open}
            onClose={() => setOpen(false)}
            title="Delete nation?"
            confirmLabel="Delete"
            destructive
            typeToConfirm="Aurelia"
            onConfirm={() => undefined}
          />
        </>
      )
    }
    render(<Demo />)
    const input = await screen.findByRole('textbox')
    expect(input).toHaveAccessibleDescription('The button stays disabled until the text matches exactly.')
    await user.type(input, 'Aurel')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'reopen', hidden: true }))
    expect(await screen.findByRole('textbox')).toHaveValue('')
  })
})
