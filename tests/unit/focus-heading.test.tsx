// A page change moves focus to the new page's heading, also when a lazily loaded page brings it
// a moment later, but never away from where the user has moved it meanwhile.
import { describe, expect, it } from 'vitest'
import { useRef } from 'react'
import { render, screen, waitFor } from '../support/render'
import { useFocusHeading } from '@/lib/focus-heading'
import { afterNextPaint } from '@/lib/schedule'

function Page({ loaded }: { loaded: boolean }) {
  const root = useRef<HTMLDivElement>(null)
  useFocusHeading(root, 'page')
  return (
    <div>
      <button type="button">elsewhere</button>
      <div ref={root}>{loaded && <h1>Banking & Finance</h1>}</div>
    </div>
  )
}

/**
 * Resolves once mutation observers have seen the next change under `target`. Observers are told
 * in the order they were made, so one made after the hook's hears of a change after the hook did.
 */
function nextMutation(target: Node): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect()
      resolve()
    })
    observer.observe(target, { childList: true, subtree: true })
  })
}

describe('useFocusHeading', () => {
  it('focuses the page heading once the page is painted', async () => {
    render(<Page loaded />)
    const heading = screen.getByRole('heading', { name: 'Banking & Finance' })
    // Not in the task that put the page in: focusing there would compute its styles there.
    expect(heading).not.toHaveFocus()
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('leaves focus alone when the user moved it before the page was painted', async () => {
    render(<Page loaded />)
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' })
    elsewhere.focus()
    // The hook acts once the page is painted; a wait for the same moment, asked after it, ends after it.
    await new Promise<void>((resolve) => afterNextPaint(resolve))
    expect(elsewhere).toHaveFocus()
  })

  it('waits for a heading that arrives later (a lazily loaded area)', async () => {
    const { rerender } = render(<Page loaded={false} />)
    rerender(<Page loaded />)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Banking & Finance' })).toHaveFocus())
  })

  it('leaves focus alone when the user moved it before the heading arrived', async () => {
    const { rerender, container } = render(<Page loaded={false} />)
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' })
    elsewhere.focus()
    const seen = nextMutation(container)
    rerender(<Page loaded />)
    await seen
    expect(screen.getByRole('heading', { name: 'Banking & Finance' })).toBeInTheDocument()
    expect(elsewhere).toHaveFocus()
  })
})
