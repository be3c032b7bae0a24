// The one way every form marks the field that is wrong (issue 36): nothing before the first
// submit, then each field at fault has aria-invalid and its own words tied to it, focus goes to
// the first one, and a mark goes as soon as its field is put right.
import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { render, screen, waitFor } from '../support/render'
import { ErrorMessage, Field, Input, Label } from '@/ui/field'
import { Combobox } from '@/ui/combobox'
import { hasProblems, useFieldMarks } from '@/ui/field-problems'
import { stubResizeObserver } from '../support/resize-observer'
import { SaveForm } from '../support/save-form'

stubResizeObserver()

const BANNER = 'Please fill in all required fields'

function Form({ onSent }: { onSent: () => void }) {
  const [name, setName] = useState('')
  const [nation, setNation] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const marks = useFieldMarks()
  const found = {
    name: name.trim() ? undefined : 'Enter a name',
    nation: nation ? undefined : 'Choose a nation',
  }
  const problems = marks.shown(found)
  return (
    <SaveForm
      error={error}
      onSubmit={() => {
        if (marks.blocked(found)) return setError(BANNER)
        setError(null)
        onSent()
      }}
    >
      <Field>
        <Label>Description</Label>
        <Input />
      </Field>
      <Field>
        <Label>Name</Label>
        <Input value={name} invalid={!!problems.name} onChange={(event) => setName(event.target.value)} />
        {problems.name && <ErrorMessage>{problems.name}</ErrorMessage>}
      </Field>
      <Combobox
        label="Nation"
        value={nation}
        onChange={setNation}
        options={[{ value: 'ar', label: 'Aurelian Republic' }]}
        error={problems.nation}
      />
    </SaveForm>
  )
}

describe('useFieldMarks', () => {
  it('marks nothing before the first submit, then every field at fault, focusing the first', async () => {
    const user = userEvent.setup()
    let sent = 0
    render(<Form onSent={() => (sent += 1)} />)
    const name = screen.getByLabelText('Name')
    const nation = screen.getByRole('combobox', { name: 'Nation' })
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Enter a name')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('alert')).toHaveTextContent(BANNER)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Enter a name')
    expect(nation).toHaveAttribute('aria-invalid', 'true')
    expect(nation).toHaveAccessibleDescription(expect.stringContaining('Choose a nation'))
    // The first field at fault, not the first field of the form.
    await waitFor(() => expect(name).toHaveFocus())

    await user.type(name, 'Norvale')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Enter a name')).toBeNull()
    expect(nation).toHaveAttribute('aria-invalid', 'true')

    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(nation).toHaveFocus())
    expect(sent).toBe(0)
  })

  it('lets a complete form through', async () => {
    const user = userEvent.setup()
    let sent = 0
    render(<Form onSent={() => (sent += 1)} />)
    await user.type(screen.getByLabelText('Name'), 'Norvale')
    await user.click(screen.getByRole('button', { name: 'Show Nation options' }))
    await user.click(await screen.findByRole('option', { name: 'Aurelian Republic' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(sent).toBe(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('counts only messages as problems', () => {
    expect(hasProblems({})).toBe(false)
    expect(hasProblems({ name: undefined, nation: '' })).toBe(false)
    expect(hasProblems({ name: 'Enter a name' })).toBe(true)
  })
})
