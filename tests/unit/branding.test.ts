import { afterEach, describe, expect, it } from 'vitest'
import { applyBranding, consoleTitle } from '@/config/branding'
import { DEFAULT_CONFIG } from '@/config/config'

describe('applyBranding', () => {
  afterEach(() => document.documentElement.removeAttribute('style'))

  it("keeps today's look by default: the title reads Statecraft Console and no colour is set", async () => {
    await applyBranding(DEFAULT_CONFIG.branding)
    expect(document.title).toBe('Statecraft Console')
    expect(document.documentElement.style.getPropertyValue('--color-primary-500')).toBe('')
  })

  it("puts the server's name in the title and derives the primary palette from the accent colour", async () => {
    // jsdom has no CSS.supports: stand in for a browser that reads the colour.
    globalThis.CSS = { supports: (_: string, value: string) => value === '#e11d48' } as unknown as typeof CSS
    await applyBranding({ name: 'Ashfall', logoUrl: '', accentColor: '#e11d48' })
    expect(document.title).toBe('Ashfall Console')
    const style = document.documentElement.style
    expect(style.getPropertyValue('--color-primary-500')).toBe('color-mix(in oklab, #e11d48, white 0%)')
    expect(style.getPropertyValue('--color-primary-700')).toBe('color-mix(in oklab, #e11d48, black 30%)')
  })

  it('holds each shade to the lightness its uses need in every theme, where the browser can', async () => {
    globalThis.CSS = {
      supports: (_: string, value: string) => value === '#facc15' || value.startsWith('oklch(from '),
    } as unknown as typeof CSS
    await applyBranding({ name: 'Ashfall', logoUrl: '', accentColor: '#facc15' })
    const style = document.documentElement.style
    // a yellow accent: white text on its fill, its text on white pages, stay readable
    expect(style.getPropertyValue('--color-primary-600')).toBe(
      'oklch(from color-mix(in oklab, #facc15, black 15%) min(l, 0.52) c h)',
    )
    expect(style.getPropertyValue('--color-primary-700')).toBe(
      'oklch(from color-mix(in oklab, #facc15, black 30%) min(l, 0.48) c h)',
    )
    expect(style.getPropertyValue('--color-primary-200')).toBe(
      'oklch(from color-mix(in oklab, #facc15, white 65%) max(l, 0.75) c h)',
    )
    expect(style.getPropertyValue('--color-primary-950')).toBe('color-mix(in oklab, #facc15, black 75%)')
  })

  it('ignores a colour the browser cannot read', async () => {
    globalThis.CSS = { supports: () => false } as unknown as typeof CSS
    await applyBranding({ name: 'Ashfall', logoUrl: '', accentColor: 'url(javascript:alert(1))' })
    expect(document.documentElement.style.getPropertyValue('--color-primary-500')).toBe('')
  })

  it('names the console after the brand', () => {
    expect(consoleTitle({ name: 'Ashfall', logoUrl: '', accentColor: '' })).toBe('Ashfall Console')
  })
})
