// The form kit's rule: an error banner goes away as soon as the user changes an input, whatever
// the control (text, list box, combobox choice, switch, check box, typed confirmation), and shows
// again on the next submit, even with the same text.
import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { render, screen, waitFor } from '../support/render'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Input, Field, Label, Checkbox } from '@/ui/field'
import { Listbox } from '@/ui/listbox'
import { Combobox } from '@/ui/combobox'
import { Switch } from '@/ui/switch'
import { stubResizeObserver } from '../support/resize-observer'
import { SaveForm } from '../support/save-form'

stubResizeObserver()

const PROBLEM = 'Please fill in all required fields'

function Form({ error = PROBLEM }: { error?: string }) {
  const [shown, setShown] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [kind, setKind] = useState<string | null>(null)
  const [bank, setBank] = useState<string | null>(null)
  const [on, setOn] = useState(false)
  const [ticked, setTicked] = useState(false)
  const options = [
    { value: 'a', label: 'Alpha' },
    { value: 'b', label: 'Beta' },
  ]
  return (
    <SaveForm error={shown} onSubmit={() => setShown(error)}>
      <Field>
        <Label>Name</Label>
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Listbox label="Kind" value={kind} onChange={setKind} options={options} />
      <Combobox label="Bank" value={bank} onChange={setBank} options={options} />
      <Switch label="Active" checked={on} onChange={setOn} />
      <Checkbox label="Overdraft" checked={ticked} onChange={setTicked} />
    </SaveForm>
  )
}

const alertText = () => screen.queryByRole('alert')?.textContent ?? null

describe('FormDialog', () => {
  it.each([
    [
      'typing in a text field',
      async (u: ReturnType<typeof userEvent.setup>) => u.type(screen.getByLabelText('Name'), 'x'),
    ],
    [
      'choosing in a list box',
      async (u: ReturnType<typeof userEvent.setup>) => {
        await u.click(screen.getByRole('button', { name: /Kind/ }))
        await u.click(await screen.findByRole('option', { name: 'Beta' }))
      },
    ],
    [
      'choosing in a combobox',
      async (u: ReturnType<typeof userEvent.setup>) => {
        await u.click(screen.getByRole('button', { name: 'Show Bank options' }))
        await u.click(await screen.findByRole('option', { name: 'Alpha' }))
      },
    ],
    [
      'flipping a switch',
      async (u: ReturnType<typeof userEvent.setup>) => u.click(screen.getByRole('switch')),
    ],
    [
      'ticking a check box',
      async (u: ReturnType<typeof userEvent.setup>) => u.click(screen.getByRole('checkbox')),
    ],
  ])('drops the error on %s, and shows it again on the next submit', async (_, change) => {
    const u = userEvent.setup()
    render(<Form />)
    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(alertText()).toBe(PROBLEM)
    await change(u)
    await waitFor(() => expect(alertText()).toBeNull())
    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(alertText()).toBe(PROBLEM)
  })
})

describe('ConfirmDialog', () => {
  it('drops the error when the confirmation text is edited, and shows the next one', async () => {
    const u = userEvent.setup()
    function Confirm() {
      const [error, setError] = useState<string | null>(null)
      return (
        <ConfirmDialog
          open
          onClose={() => {}}
          title="Delete Norvale?"
          confirmLabel="Delete"
          typeToConfirm="Norvale"
          error={error}
          onConfirm={() => setError('Delete failed: busy')}
        />
      )
    }
    render(<Confirm />)
    await u.type(screen.getByRole('textbox'), 'Norvale')
    await u.click(screen.getByRole('button', { name: 'Delete' }))
    expect(alertText()).toBe('Delete failed: busy')
    await u.type(screen.getByRole('textbox'), 'x')
    expect(alertText()).toBeNull()
    await u.type(screen.getByRole('textbox'), '{Backspace}')
    await u.click(screen.getByRole('button', { name: 'Delete' }))
    expect(alertText()).toBe('Delete failed: busy')
  })
})
