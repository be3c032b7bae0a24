/**
 * The player's theme: System (the default, follows the device's light or dark setting, live),
 * Light, Dark, or High contrast (over the device's light or dark). `prefers-contrast: more`
 * turns High contrast on whatever the choice. Kept on this browser; applied at once to <html>
 * as data-theme and data-contrast, which src/theme.css and src/themes.css read.
 *
 * index.html's start-up script applies the saved choice before the first paint and again as the
 * device's settings or another tab's choice change; this module applies a choice the player
 * makes here, the same way (tests/unit/theme.test.ts runs that script and checks they agree).
 */
export type ThemeChoice = 'system' | 'light' | 'dark' | 'contrast'
export type Scheme = 'light' | 'dark'

export interface ResolvedTheme {
  scheme: Scheme
  contrast: boolean
}

export const THEME_KEY = 'statecraft.theme'
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark', 'contrast']

/** The browser bar's colour per theme (the page's background), and the manifest per scheme. */
export const THEME_COLOR = {
  dark: '#0f172a',
  light: '#f1f5f9',
  'dark-contrast': '#000000',
  'light-contrast': '#ffffff',
}
export const MANIFEST = { dark: './manifest.json', light: './manifest-light.json' }
/**
 * The stylesheet of every theme but Dark, forced colours and reduced motion (src/themes.css), built
 * in two: High contrast's rules only in the second, which also holds all of the first.
 */
const THEMES_CSS = './themes.css'
const CONTRAST_CSS = './themes-contrast.css'

const DARK_QUERY = '(prefers-color-scheme: dark)'
const LIGHT_QUERY = '(prefers-color-scheme: light)'
const CONTRAST_QUERY = '(prefers-contrast: more)'
const FORCED_QUERY = '(forced-colors: active)'
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

const isChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice)

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY)
    return isChoice(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches

/**
 * What a choice shows on this device. System is dark unless the device asks for light: the
 * console's own look, and what a browser that states no preference gets.
 */
export function resolveTheme(
  choice: ThemeChoice,
  device: { light: boolean; moreContrast: boolean } = {
    light: matches(LIGHT_QUERY) && !matches(DARK_QUERY),
    moreContrast: matches(CONTRAST_QUERY),
  },
): ResolvedTheme {
  const scheme: Scheme = choice === 'light' || choice === 'dark' ? choice : device.light ? 'light' : 'dark'
  return { scheme, contrast: choice === 'contrast' || device.moreContrast }
}

export function applyTheme(theme: ResolvedTheme = resolveTheme(readThemeChoice())): void {
  const root = document.documentElement
  const needsThemes =
    theme.scheme === 'light' || theme.contrast || matches(FORCED_QUERY) || matches(REDUCED_MOTION_QUERY)
  const sheet = theme.contrast ? CONTRAST_CSS : THEMES_CSS
  if (needsThemes && !document.querySelector(`link[rel="stylesheet"][href="${sheet}"]`)) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: sheet }))
  }
  root.dataset.theme = theme.scheme
  if (theme.contrast) root.dataset.contrast = 'more'
  else delete root.dataset.contrast
  const color = THEME_COLOR[theme.contrast ? (`${theme.scheme}-contrast` as const) : theme.scheme]
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color)
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFEST[theme.scheme])
  for (const listener of listeners) listener()
}

const listeners = new Set<() => void>()

/** For useSyncExternalStore: called after every change of the choice, here or in another tab. */
export function subscribeTheme(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== null) return
    current = readThemeChoice()
    listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', fromOtherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromOtherTab)
  }
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY)
    else localStorage.setItem(THEME_KEY, choice)
  } catch {
    // Storage refused (private mode): the choice still applies to this page.
  }
  current = choice
  applyTheme(resolveTheme(choice))
}

let current: ThemeChoice | undefined
export const currentThemeChoice = (): ThemeChoice => (current ??= readThemeChoice())
