// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import { failureText } from '@/api/failure'

const http = (status: number, error: string | null, message: string | null = error) =>
  new ApiError('http', status, { error, message })

describe('failureText (spec section 8)', () => {
  const createBank = { prefix: 'Failed to create bank: ', fallback: 'Failed to create bank' }

  it("puts the prefix before the server's error", () => {
    expect(failureText(http(409, 'A bank with that name exists'), createBank)).toBe(
      'Failed to create bank: A bank with that name exists',
    )
  })

  it('shows the default alone when the server gave no text', () => {
    expect(failureText(http(500, null), createBank)).toBe('Failed to create bank')
    expect(failureText(new ApiError('bad-body', null), createBank)).toBe('Failed to create bank')
  })

  it('reads the field the call names, falling back to the other', () => {
    const both = http(400, 'the error', 'the message')
    expect(failureText(both, { fallback: 'x', field: 'message' })).toBe('the message')
    expect(failureText(both, { fallback: 'x' })).toBe('the error')
    expect(failureText(http(400, null, 'only message'), { fallback: 'x' })).toBe('only message')
  })

  it("shows only the server's message where the call reads message: an error alone is internal", () => {
    const setBiography = { fallback: 'Failed to set biography', field: 'message' } as const
    expect(failureText(http(500, 'SQLITE_BUSY: database is locked', null), setBiography)).toBe(
      'Failed to set biography',
    )
    expect(failureText(http(400, 'bio_too_long', 'Biography is too long'), setBiography)).toBe(
      'Biography is too long',
    )
  })

  it('says a 2xx that confirmed nothing is unconfirmed where the call has such a text', () => {
    const transfer = { fallback: 'Transfer failed', unconfirmed: 'The server did not confirm this transfer.' }
    expect(failureText(new ApiError('bad-body', null), transfer)).toBe(
      'The server did not confirm this transfer.',
    )
    expect(failureText(new ApiError('bad-body', null), createBank)).toBe('Failed to create bank')
    expect(failureText(http(500, null), transfer)).toBe('Transfer failed')
  })

  it('uses the connection text when the call got no answer', () => {
    const texts = { fallback: 'Failed to set biography', unanswered: 'Failed to connect to server' }
    expect(failureText(new ApiError('network', null), texts)).toBe('Failed to connect to server')
    expect(failureText(new ApiError('timeout', null), texts)).toBe('Failed to connect to server')
    expect(failureText(new ApiError('timeout', null), createBank)).toBe('Failed to create bank')
  })

  it('lets a status text win over the server text', () => {
    const invite = {
      fallback: 'Failed to invite member',
      byStatus: { 404: 'Player "Zed" does not exist. Please check the spelling.' },
    }
    expect(failureText(http(404, 'Player not found'), invite)).toBe(
      'Player "Zed" does not exist. Please check the spelling.',
    )
    expect(failureText(http(409, 'Already a member'), invite)).toBe('Already a member')
  })

  it('never shows a raw JavaScript error', () => {
    expect(failureText(new TypeError("Cannot read properties of null (reading 'x')"), createBank)).toBe(
      'Failed to create bank',
    )
  })
})
