// QueryStatus: one query's loading / failed / loaded frame, worded by the call's failure texts;
// QueryFailure: only its failure, for a query whose data the screen does not show.
import { describe, expect, it, vi } from 'vitest'
import userEvent from '@testing-library/user-event'
import { render, screen } from '../support/render'
import { ApiError } from '@/api/client'
import { QueryFailure, QueryStatus, type StatusQuery } from '@/ui/load-status'

const LOAD_NATIONS = { prefix: 'Failed to load nations: ', fallback: 'Failed to load nations' }
const refused = new ApiError('http', 500, { error: 'Database unavailable', message: null })

const query = (state: Partial<StatusQuery>): StatusQuery => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...state,
})

const frame = (q: StatusQuery, hasData?: boolean) =>
  render(
    <QueryStatus query={q} failure={LOAD_NATIONS} loading="Loading nations..." hasData={hasData}>
      <p>Aurelian Republic</p>
    </QueryStatus>,
  )

describe('QueryStatus', () => {
  it('shows the loading text while the query has nothing yet', () => {
    frame(query({ isPending: true }))
    expect(screen.getByText('Loading nations...')).toBeInTheDocument()
    expect(screen.queryByText('Aurelian Republic')).toBeNull()
  })

  it("words a failure with the call's texts and retries with a refetch", async () => {
    const failed = query({ isError: true, error: refused })
    frame(failed)
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load nations: Database unavailable')
    expect(screen.queryByText('Aurelian Republic')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(failed.refetch).toHaveBeenCalledTimes(1)
  })

  it('keeps the data it had above which a failed refetch is shown', () => {
    frame(query({ isError: true, error: new Error('offline'), data: [] }))
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load nations')
    expect(screen.getByText('Aurelian Republic')).toBeVisible()
  })

  it('lets the screen say whether there is anything to show', () => {
    frame(query({ isError: true, error: refused, data: [] }), false)
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load nations: Database unavailable')
    expect(screen.queryByText('Aurelian Republic')).toBeNull()
  })

  it('words an error its own way where the call has no failure texts', () => {
    render(
      <QueryStatus
        query={query({ isError: true, error: new Error('HTTP 404') })}
        failure={(e) => `No terms (${String(e)})`}
      >
        <p>Terms</p>
      </QueryStatus>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('No terms (Error: HTTP 404)')
  })

  it('shows the data once loaded, without an alert', () => {
    frame(query({ data: [] }))
    expect(screen.getByText('Aurelian Republic')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('QueryFailure', () => {
  it("words the failure with the call's texts and retries with a refetch", async () => {
    const failed = query({ isError: true, error: refused })
    render(<QueryFailure query={failed} failure={LOAD_NATIONS} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load nations: Database unavailable')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(failed.refetch).toHaveBeenCalledTimes(1)
  })

  it('renders nothing while the query loads or once it has loaded', () => {
    const { rerender } = render(
      <>
        <p>Aurelian Republic</p>
        <QueryFailure query={query({ isPending: true })} failure={LOAD_NATIONS} />
      </>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Loading...')).toBeNull()
    rerender(
      <>
        <p>Aurelian Republic</p>
        <QueryFailure query={query({ data: [] })} failure={LOAD_NATIONS} />
      </>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Aurelian Republic')).toBeVisible()
  })
})
