// The theme a choice shows on a device (src/lib/theme.ts), and index.html's start-up script,
// which sets it before the first paint: for every choice and device setting the two agree.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  applyTheme,
  currentThemeChoice,
  subscribeTheme,
  resolveTheme,
  setThemeChoice,
  THEME_CHOICES,
  THEME_KEY,
  type ThemeChoice,
} from '@/lib/theme'

const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8')
/** The inline script in <head>: the theme's. */
const themeScript = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>[\s\S]*?<\/head>/.exec(indexHtml)![1]

interface Device {
  light: boolean
  dark: boolean
  moreContrast: boolean
}

function emulate(device: Device) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      (query === '(prefers-color-scheme: light)' && device.light) ||
      (query === '(prefers-color-scheme: dark)' && device.dark) ||
      (query === '(prefers-contrast: more)' && device.moreContrast),
    addEventListener: () => undefined,
  }))
}

const root = document.documentElement
const head = () => {
  document.head.innerHTML =
    '<meta name="theme-color" content="#0f172a"><link rel="manifest" href="./manifest.json">'
}

beforeEach(() => {
  head()
  delete root.dataset.theme
  delete root.dataset.contrast
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('resolveTheme', () => {
  const device = (light: boolean, moreContrast = false) => ({ light, moreContrast })

  it('System follows the device, and is dark when the device says nothing', () => {
    expect(resolveTheme('system', device(true))).toEqual({ scheme: 'light', contrast: false })
    expect(resolveTheme('system', device(false))).toEqual({ scheme: 'dark', contrast: false })
  })

  it('Light and Dark hold whatever the device says', () => {
    expect(resolveTheme('light', device(false))).toEqual({ scheme: 'light', contrast: false })
    expect(resolveTheme('dark', device(true))).toEqual({ scheme: 'dark', contrast: false })
  })

  it("High contrast takes the device's light or dark; the device asking for contrast turns it on", () => {
    expect(resolveTheme('contrast', device(true))).toEqual({ scheme: 'light', contrast: true })
    expect(resolveTheme('contrast', device(false))).toEqual({ scheme: 'dark', contrast: true })
    expect(resolveTheme('light', device(true, true))).toEqual({ scheme: 'light', contrast: true })
  })
})

describe('applying a choice', () => {
  it('marks <html>, and sets the browser bar colour and the manifest of the scheme', () => {
    emulate({ light: true, dark: false, moreContrast: false })
    setThemeChoice('system')
    expect(root.dataset.theme).toBe('light')
    expect(root.dataset.contrast).toBeUndefined()
    expect(document.querySelector('meta[name="theme-color"]')!.getAttribute('content')).toBe('#f1f5f9')
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe('./manifest-light.json')
    setThemeChoice('contrast')
    expect(root.dataset.contrast).toBe('more')
    expect(document.querySelector('meta[name="theme-color"]')!.getAttribute('content')).toBe('#ffffff')
    setThemeChoice('dark')
    expect(root.dataset.theme).toBe('dark')
    expect(root.dataset.contrast).toBeUndefined()
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe('./manifest.json')
  })

  it('keeps the choice on this browser; System is the absence of one', () => {
    setThemeChoice('light')
    expect(localStorage.getItem(THEME_KEY)).toBe('light')
    setThemeChoice('system')
    expect(localStorage.getItem(THEME_KEY)).toBeNull()
  })
})

describe("index.html's start-up script", () => {
  const devices: Device[] = [
    { light: true, dark: false, moreContrast: false },
    { light: false, dark: true, moreContrast: false },
    { light: false, dark: false, moreContrast: false },
    { light: true, dark: false, moreContrast: true },
  ]
  for (const stored of [null, ...THEME_CHOICES, 'nonsense']) {
    it(`paints what the app applies, saved choice ${String(stored)}`, () => {
      for (const device of devices) {
        emulate(device)
        localStorage.clear()
        if (stored !== null) localStorage.setItem(THEME_KEY, stored)
        head()
        delete root.dataset.theme
        delete root.dataset.contrast
        new Function(themeScript)()
        const painted = {
          theme: root.dataset.theme,
          contrast: root.dataset.contrast,
          color: document.querySelector('meta[name="theme-color"]')!.getAttribute('content'),
          manifest: (document.querySelector('link[rel="manifest"]') as HTMLLinkElement).href.replace(
            /^.*\//,
            './',
          ),
          themes: [...document.querySelectorAll('link[href*="themes"]')].map((link) =>
            link.getAttribute('href'),
          ),
        }
        head()
        const choice = (THEME_CHOICES as readonly string[]).includes(stored ?? '')
          ? (stored as ThemeChoice)
          : 'system'
        applyTheme(resolveTheme(choice))
        expect(painted).toEqual({
          theme: root.dataset.theme,
          contrast: root.dataset.contrast,
          color: document.querySelector('meta[name="theme-color"]')!.getAttribute('content'),
          manifest: document.querySelector('link[rel="manifest"]')!.getAttribute('href'),
          themes: [...document.querySelectorAll('link[href*="themes"]')].map((link) =>
            link.getAttribute('href'),
          ),
        })
      }
    })
  }
})

describe('the current choice', () => {
  it('is already the new one when listeners hear of a change', () => {
    const heard: string[] = []
    const stop = subscribeTheme(() => heard.push(currentThemeChoice()))
    setThemeChoice('dark')
    setThemeChoice('contrast')
    stop()
    expect(heard).toEqual(['dark', 'contrast'])
  })
})
