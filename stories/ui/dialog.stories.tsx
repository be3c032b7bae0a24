import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Dialog, DialogActions, DialogBody, DialogDescription, DialogTitle } from '@/ui/dialog'
import { Field, Input, Label } from '@/ui/field'
import { SETTLE } from '../support/world'

function CloseAccountDemo({
  initiallyOpen = false,
  size,
}: {
  initiallyOpen?: boolean
  size?: 'sm' | 'md' | 'lg' | 'xl'
}) {
  const [open, setOpen] = useState(initiallyOpen)
  const [closed, setClosed] = useState(false)
  return (
    <>
      <Button color="danger" onClick={() => setOpen(true)}>
        Close Account
      </Button>
      {closed && <p className="mt-4 text-sm text-success-fg">Account closed</p>}
      <Dialog open={open} onClose={() => setOpen(false)} size={size}>
        <DialogTitle>Close Account</DialogTitle>
        <DialogDescription>
          The account can be closed only when all balances are zero. This cannot be undone.
        </DialogDescription>
        <DialogBody>
          <Alert kind="warning">Account 4417-2231 will stop receiving transfers.</Alert>
          <Field>
            <Label>Reason</Label>
            <Input name="reason" placeholder="Why are you closing it?" />
          </Field>
        </DialogBody>
        <DialogActions>
          <Button color="plain" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            color="danger"
            onClick={() => {
              setClosed(true)
              setOpen(false)
            }}
          >
            Close Account
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

const meta = {
  title: 'UI/Dialog',
  component: CloseAccountDemo,
} satisfies Meta<typeof CloseAccountDemo>

export default meta
type Story = StoryObj<typeof meta>

export const OpenAndConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // the dialog renders in a portal outside the story root
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'Close Account' }))
    const dialog = await body.findByRole('dialog', { name: 'Close Account' }, SETTLE)
    await waitFor(
      () => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
      SETTLE,
    )
    await expect(dialog).toHaveAccessibleDescription(/only when all balances are zero/)
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Moving banks')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Account' }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), SETTLE)
    await expect(canvas.getByText('Account closed')).toBeVisible()
  },
}

export const EscapeCloses: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Close Account' }, SETTLE)
    // Escape is handled once focus has moved into the dialog
    await waitFor(
      () => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
      SETTLE,
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), SETTLE)
  },
}

export const Open: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Close Account' }, SETTLE)
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible()
  },
}

export const ExtraLarge: Story = {
  args: { initiallyOpen: true, size: 'xl' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('dialog', { name: 'Close Account' }, SETTLE)).toBeVisible()
  },
}
