// Serves src/themes.css (every theme but Dark) beside index.html under two fixed names:
// ./themes-contrast.css, all of it, and ./themes.css, without its sections marked high-contrast
// (a Light player's first download does not carry High contrast's rules). index.html's start-up
// script asks for the one a device needs before the first paint, so Dark's first download carries
// neither. Plain CSS (no Tailwind), minified here.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const SOURCE = fileURLToPath(new URL('../src/themes.css', import.meta.url))
export const THEMES_CSS_FILE = 'themes.css'
const CONTRAST_CSS_FILE = 'themes-contrast.css'

/** src/themes.css without what lies between its high-contrast markers (comments). */
function withoutContrast(css: string): string {
  return css.replace(/\/\* high-contrast: \{[\s\S]*?\/\* \} high-contrast \*\//g, '')
}

/** The two files, by name, from src/themes.css. */
function themeFiles(source: string): Record<string, string> {
  return { [THEMES_CSS_FILE]: withoutContrast(source), [CONTRAST_CSS_FILE]: source }
}

/** Comments and whitespace out: the file is custom properties and simple rules only. */
export function minifyThemes(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .replace(/='([\w-]+)'\]/g, '=$1]')
    .trim()
}

export function themesCss(): Plugin {
  return {
    name: 'statecraft-themes-css',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0].split('/').pop() ?? ''
        if (name !== THEMES_CSS_FILE && name !== CONTRAST_CSS_FILE) return next()
        response.setHeader('Content-Type', 'text/css')
        response.end(themeFiles(readFileSync(SOURCE, 'utf8'))[name])
      })
    },
    generateBundle() {
      for (const [fileName, css] of Object.entries(themeFiles(readFileSync(SOURCE, 'utf8'))))
        this.emitFile({ type: 'asset', fileName, source: minifyThemes(css) })
    },
  }
}
