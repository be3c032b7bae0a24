import type { Branding } from './config'

/** "{name} Console": the page title and the name a phone shows for a saved tab. */
export const consoleTitle = (branding: Branding) => `${branding.name} Console`

/**
 * Puts the brand on the page outside React: the title, and the accent colour as the themes' primary
 * palette (src/config/accent.ts: its own chunk, which the default look never downloads; the static
 * login paints before config.json is read anyway). A colour the browser cannot read is ignored.
 */
export async function applyBranding(branding: Branding, root: HTMLElement = document.documentElement) {
  document.title = consoleTitle(branding)
  const accent = branding.accentColor
  if (!accent || typeof CSS === 'undefined' || !CSS.supports('color', accent)) return
  const { applyAccent } = await import('./accent')
  applyAccent(accent, root)
}
