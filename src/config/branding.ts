import type { Branding } from './config'

/**
 * Shades of the primary colour derived from the operator's accent colour: the accent is 500, lighter
 * shades mix in white and darker ones black, so every primary-* class follows one setting.
 */
const SHADES: readonly [shade: number, mix: string][] = [
  [50, 'white 90%'],
  [100, 'white 80%'],
  [200, 'white 65%'],
  [300, 'white 45%'],
  [400, 'white 25%'],
  [500, 'white 0%'],
  [600, 'black 15%'],
  [700, 'black 30%'],
  [800, 'black 45%'],
  [900, 'black 60%'],
  [950, 'black 75%'],
]

/** "{name} Console": the page title and the name a phone shows for a saved tab. */
export const consoleTitle = (branding: Branding) => `${branding.name} Console`

/**
 * Puts the brand on the page outside React: the title, and the accent colour as the theme's primary
 * palette. Set through the style object (not a style attribute or a <style> element), which a
 * Content-Security-Policy without 'unsafe-inline' allows. A colour the browser cannot read is ignored.
 */
export function applyBranding(branding: Branding, root: HTMLElement = document.documentElement): void {
  document.title = consoleTitle(branding)
  const accent = branding.accentColor
  if (!accent || typeof CSS === 'undefined' || !CSS.supports('color', accent)) return
  for (const [shade, mix] of SHADES) {
    root.style.setProperty(`--color-primary-${shade}`, `color-mix(in oklab, ${accent}, ${mix})`)
  }
}
