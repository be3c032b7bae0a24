// The operator's accent colour as the themes' primary palette (src/config/branding.ts loads it).
/**
 * Shades of the primary colour derived from the operator's accent colour: the accent is 500, lighter
 * shades mix in white and darker ones black, so every accent token follows one setting. Each shade
 * is then held to the lightness its uses need in every theme (src/theme.css), so any accent keeps
 * WCAG AA: 100-300 are text on the dark surfaces (OKLCH lightness 0.75 or more: at least 7:1),
 * 400 lines and chart marks there (0.6: 3.8:1), 500-600 fills under white text (at most 0.55 and
 * 0.52: 4.5:1 and 5.1:1), 700-900 text on the light surfaces (0.48 or less: 5.6:1). The
 * contrasts are the worst over every in-gamut hue and chroma at that lightness.
 */
const SHADES: readonly [shade: number, mix: string, lightness?: string][] = [
  [50, 'white 90%'],
  [100, 'white 80%', 'max(l, 0.75)'],
  [200, 'white 65%', 'max(l, 0.75)'],
  [300, 'white 45%', 'max(l, 0.75)'],
  [400, 'white 25%', 'max(l, 0.6)'],
  [500, 'white 0%', 'min(l, 0.55)'],
  [600, 'black 15%', 'min(l, 0.52)'],
  [700, 'black 30%', 'min(l, 0.48)'],
  [800, 'black 45%', 'min(l, 0.42)'],
  [900, 'black 60%', 'min(l, 0.36)'],
  [950, 'black 75%'],
]

/** Relative colour syntax (every current browser): without it the shades are the plain mixes. */
const RELATIVE_COLOR = 'oklch(from red min(l, 0.5) c h)'

/**
 * Sets the shades through the style object (not a style attribute or a <style> element), which a
 * Content-Security-Policy without 'unsafe-inline' allows.
 */
export function applyAccent(accent: string, root: HTMLElement): void {
  const held = CSS.supports('color', RELATIVE_COLOR)
  for (const [shade, mix, lightness] of SHADES) {
    const mixed = `color-mix(in oklab, ${accent}, ${mix})`
    root.style.setProperty(
      `--color-primary-${shade}`,
      held && lightness ? `oklch(from ${mixed} ${lightness} c h)` : mixed,
    )
  }
}
