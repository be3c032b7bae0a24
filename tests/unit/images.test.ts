// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import {
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  imageSrc,
  validateImageFile,
  validateImageUrl,
  type ImageContext,
} from '@/lib/images'
import { logout } from '@/state/session'
import { setRuntimeConfig } from '@/config/runtime'
import { DEFAULT_CONFIG } from '@/config/config'

const context = (patch: Partial<ImageContext> = {}): ImageContext => ({
  ugcEnabled: true,
  ugcUpdatedAt: 1700000000000,
  token: 'tok',
  apiUrl: 'https://api.example.org',
  ...patch,
})

afterEach(() => {
  logout()
  setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: 'http://localhost' })
})

describe('imageSrc', () => {
  it('loads uploads from the API host with the UGC timestamp', () => {
    expect(imageSrc('/uploads/abc.png', {}, context())).toBe(
      'https://api.example.org/uploads/abc.png?t=1700000000000',
    )
  })

  it('adds the session token only for admin treatment', () => {
    expect(imageSrc('/uploads/abc.png', { admin: true }, context())).toBe(
      'https://api.example.org/uploads/abc.png?t=1700000000000&token=tok',
    )
    expect(imageSrc('/uploads/abc.png', { admin: true }, context({ token: null }))).toBe(
      'https://api.example.org/uploads/abc.png?t=1700000000000',
    )
  })

  it('keeps an existing query on upload paths', () => {
    expect(imageSrc('/uploads/a.png?v=2', {}, context())).toBe(
      'https://api.example.org/uploads/a.png?v=2&t=1700000000000',
    )
  })

  it('works with the console origin as API host', () => {
    expect(imageSrc('/uploads/a.webp', {}, context({ apiUrl: '' }))).toBe('/uploads/a.webp?t=1700000000000')
  })

  it('passes external http(s) addresses through unchanged', () => {
    expect(imageSrc('https://cdn.example.com/me.gif', {}, context())).toBe('https://cdn.example.com/me.gif')
    expect(imageSrc('http://cdn.example.com/me.png', {}, context())).toBe('http://cdn.example.com/me.png')
  })

  it('gives a placeholder (null) for missing or non-web addresses', () => {
    expect(imageSrc(null, {}, context())).toBeNull()
    expect(imageSrc(undefined, {}, context())).toBeNull()
    expect(imageSrc('   ', {}, context())).toBeNull()
    expect(imageSrc('javascript:alert(1)', {}, context())).toBeNull()
    expect(imageSrc('data:image/png;base64,AAAA', {}, context())).toBeNull()
  })

  it('hides content when UGC is disabled, except for admins', () => {
    const off = context({ ugcEnabled: false })
    expect(imageSrc('/uploads/a.png', {}, off)).toBeNull()
    expect(imageSrc('https://cdn.example.com/a.png', {}, off)).toBeNull()
    expect(imageSrc('/uploads/a.png', { admin: true }, off)).toBe(
      'https://api.example.org/uploads/a.png?t=1700000000000&token=tok',
    )
    expect(imageSrc('https://cdn.example.com/a.png', { admin: true }, off)).toBe(
      'https://cdn.example.com/a.png',
    )
  })
})

const file = (name: string, type: string, size: number) => ({ name, type, size })

describe('validateImageFile', () => {
  it('asks for a file when none is chosen', () => {
    expect(validateImageFile(null)).toBe('Please select a file')
    expect(IMAGE_MESSAGES.noFile).toBe('Please select a file')
  })

  it('accepts PNG, JPEG and WebP only', () => {
    expect(validateImageFile(file('a.png', 'image/png', 10))).toBeNull()
    expect(validateImageFile(file('a.jpg', 'image/jpeg', 10))).toBeNull()
    expect(validateImageFile(file('a.webp', 'image/webp', 10))).toBeNull()
    expect(validateImageFile(file('a.gif', 'image/gif', 10))).toBe(
      'Please select a PNG, JPEG, or WebP image file.',
    )
    expect(validateImageFile(file('a.svg', 'image/svg+xml', 10))).toBe(
      'Please select a PNG, JPEG, or WebP image file.',
    )
    expect(validateImageFile(file('notes.txt', 'text/plain', 10))).toBe(
      'Please select a PNG, JPEG, or WebP image file.',
    )
  })

  it('falls back to the extension when the browser gives no type', () => {
    expect(validateImageFile(file('photo.JPEG', '', 10))).toBeNull()
    expect(validateImageFile(file('photo.bmp', '', 10))).toBe(
      'Please select a PNG, JPEG, or WebP image file.',
    )
  })

  it('refuses files above 5 MB (5242880 bytes)', () => {
    expect(MAX_IMAGE_BYTES).toBe(5242880)
    expect(validateImageFile(file('a.png', 'image/png', 5242880))).toBeNull()
    expect(validateImageFile(file('a.png', 'image/png', 5242881))).toBe('File size must be less than 5MB.')
  })

  it('checks the type before the size', () => {
    expect(validateImageFile(file('a.gif', 'image/gif', 9_000_000))).toBe(
      'Please select a PNG, JPEG, or WebP image file.',
    )
  })
})

describe('validateImageUrl', () => {
  it('only refuses a blank address', () => {
    expect(validateImageUrl('')).toBe('Please enter a valid URL')
    expect(validateImageUrl('   ')).toBe('Please enter a valid URL')
    expect(validateImageUrl('https://x.example/a.png')).toBeNull()
  })
})
