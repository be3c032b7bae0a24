// SearchInput without a debounce (the admin lists filter on every keystroke): every key is
// reported at once, and the box keeps every key typed while the list re-renders with the
// previous search.
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import userEvent from '@testing-library/user-event'
import { render, screen, waitFor } from '../support/render'
import { SearchInput } from '@/ui/search-input'

function FilteredList({ items }: { items: readonly string[] }) {
  const [search, setSearch] = useState('')
  const shown = items.filter((item) => item.toLowerCase().includes(search.toLowerCase()))
  return (
    <>
      <SearchInput value={search} onSearch={setSearch} debounceMs={0} label="Search" />
      <p>{`${shown.length} shown for "${search}"`}</p>
      <button type="button" onClick={() => setSearch('')}>
        Reset
      </button>
    </>
  )
}

describe('search box without a debounce', () => {
  it('keeps fast typing whole and follows a reset from outside', async () => {
    const u = userEvent.setup()
    render(<FilteredList items={['Mira Quill', 'Osric Vale', 'Tomas Reed']} />)
    const box = screen.getByRole('searchbox', { name: 'Search' })
    await u.type(box, 'mIrA qUiLl')
    await waitFor(() => expect(screen.getByText('1 shown for "mIrA qUiLl"')).toBeInTheDocument())
    expect(box).toHaveValue('mIrA qUiLl')
    await u.click(screen.getByRole('button', { name: 'Reset' }))
    expect(box).toHaveValue('')
    expect(screen.getByText('3 shown for ""')).toBeInTheDocument()
  })

  it('reports every keystroke at once', async () => {
    const seen: string[] = []
    function Demo() {
      const [value, setValue] = useState('')
      return (
        <SearchInput
          label="Search characters"
          value={value}
          debounceMs={0}
          onSearch={(next) => {
            seen.push(next)
            setValue(next)
          }}
        />
      )
    }
    render(<Demo />)
    await userEvent.setup().type(screen.getByRole('searchbox'), 'ab')
    expect(seen).toEqual(['a', 'ab'])
  })
})
