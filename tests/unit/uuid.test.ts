// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatUuid, isUuid, shortUuid, UUID_REGEX } from '@/lib/uuid'

describe('UUID format', () => {
  it.each([
    '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    '6F1C2A3B-4D5E-4F60-8A7B-9C0D1E2F3A4B',
    '00000000-0000-0000-0000-000000000000',
  ])('accepts %s', (value) => {
    expect(isUuid(value)).toBe(true)
    expect(UUID_REGEX.test(value)).toBe(true)
  })

  it.each([
    '',
    '6f1c2a3b4d5e4f608a7b9c0d1e2f3a4b',
    '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4',
    '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4bb',
    '6f1c2a3b-4d5e-4f60-8a7b9c0d-1e2f3a4b',
    'g f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    '6f1c2a3g-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    ' 6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  ])('refuses %j', (value) => {
    expect(isUuid(value)).toBe(false)
  })
})

describe('formatUuid', () => {
  it('dashes a 32-hex id as 8-4-4-4-12 in lower case', () => {
    expect(formatUuid('6F1C2A3B4D5E4F608A7B9C0D1E2F3A4B')).toBe('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b')
    expect(formatUuid('0a1b2c3d4e5f4a6b8c7d8e9f0a1b2c3d')).toBe('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d')
  })

  it('gives a 36-character uuid that passes the UUID check', () => {
    const formatted = formatUuid('9e8d7c6b5a4f4e3d9c2b1a0f9e8d7c6b')!
    expect(formatted).toHaveLength(36)
    expect(isUuid(formatted)).toBe(true)
  })

  it.each([
    '',
    'abc',
    '6f1c2a3b4d5e4f608a7b9c0d1e2f3a4',
    '6f1c2a3b4d5e4f608a7b9c0d1e2f3a4bz',
    '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  ])('refuses %j', (value) => {
    expect(formatUuid(value)).toBeNull()
  })
})

describe('shortUuid', () => {
  it('keeps the first 8 characters', () => {
    expect(shortUuid('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b')).toBe('6f1c2a3b')
  })
})
