import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DISCARD_TEXTS } from '@/ui/discard-guard'
import { FormDialog } from '@/ui/form-dialog'
import { Field, Input, Label } from '@/ui/field'
import { Button } from '@/ui/button'
import { openedDialog, page } from '../support/play'
import { SETTLE } from '../support/world'

/** A create form as an area builds it: its fields are its own state, the dialog shows the rest. */
function CreateBankForm({
  busy = false,
  serverError = null,
}: {
  busy?: boolean
  serverError?: string | null
}) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(serverError)
  const [open, setOpen] = useState(true)
  const [saved, setSaved] = useState<string | null>(null)
  return (
    <div className="space-y-3">
      <Button onClick={() => setOpen(true)}>Create Bank</Button>
      {saved && <p>Created {saved}</p>}
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Create Bank"
        description="The bank's name; its id is derived from it."
        error={error}
        busy={busy}
        submitLabel="Create"
        busyLabel="Creating..."
        onSubmit={() => {
          if (!name.trim()) return setError('Please fill in all required fields')
          setSaved(name)
          setOpen(false)
        }}
      >
        <Field>
          <Label>Bank name</Label>
          <Input autoFocus value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
      </FormDialog>
    </div>
  )
}

const meta = {
  title: 'UI/Form dialog',
  component: CreateBankForm,
} satisfies Meta<typeof CreateBankForm>

export default meta
type Story = StoryObj<typeof meta>

export const OpensOnItsFirstField: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    await waitFor(() => expect(dialog.getByLabelText('Bank name')).toHaveFocus(), SETTLE)
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  },
}

/** A failed check shows above the fields; what was typed stays. */
export const ErrorAboveTheFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    await userEvent.type(dialog.getByLabelText('Bank name'), '   ')
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }))
    const alert = await dialog.findByRole('alert', {}, SETTLE)
    await expect(alert.textContent).toBe('Please fill in all required fields')
    await expect(dialog.getByLabelText('Bank name')).toHaveValue('   ')
    // The alert comes before the field in the reading order.
    await expect(
      alert.compareDocumentPosition(dialog.getByLabelText('Bank name')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  },
}

/** While the call runs: fields, Cancel and submit are disabled and the submit says so. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    await expect(dialog.getByRole('button', { name: 'Creating...' })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(dialog.getByLabelText('Bank name')).toBeDisabled()
  },
}

export const ServerError: Story = {
  args: { serverError: 'Failed to create bank: A bank with that name already exists' },
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    await expect((await dialog.findByRole('alert', {}, SETTLE)).textContent).toBe(
      'Failed to create bank: A bank with that name already exists',
    )
  },
}

/**
 * Escape with typed text asks first: Keep editing keeps the text, Discard closes. A click
 * outside asks the same; Cancel closes without asking.
 */
export const AsksBeforeDiscardingTyping: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    const field = dialog.getByLabelText('Bank name')
    await waitFor(() => expect(field).toHaveFocus(), SETTLE)
    await userEvent.type(field, 'Harbour Bank')
    await userEvent.keyboard('{Escape}')
    const body = page(canvasElement)
    const prompt = within(await body.findByRole('alertdialog', { name: DISCARD_TEXTS.title }, SETTLE))
    await waitFor(() => expect(prompt.getByText(DISCARD_TEXTS.body)).toBeVisible(), SETTLE)
    await userEvent.click(prompt.getByRole('button', { name: DISCARD_TEXTS.keep }))
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), SETTLE)
    await waitFor(() => expect(field).toHaveFocus(), SETTLE)
    await expect(field).toHaveValue('Harbour Bank')

    await userEvent.keyboard('{Escape}')
    const again = within(await body.findByRole('alertdialog', { name: DISCARD_TEXTS.title }, SETTLE))
    await userEvent.click(again.getByRole('button', { name: DISCARD_TEXTS.discard }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), SETTLE)
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), SETTLE)
  },
}

/** Nothing typed (or the typing undone): Escape closes at once. */
export const EscapeClosesAPristineForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    const field = dialog.getByLabelText('Bank name')
    await waitFor(() => expect(field).toHaveFocus(), SETTLE)
    await userEvent.type(field, 'ab{Backspace}{Backspace}')
    await userEvent.keyboard('{Escape}')
    const body = page(canvasElement)
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), SETTLE)
    await expect(body.queryByRole('alertdialog')).toBeNull()
  },
}
