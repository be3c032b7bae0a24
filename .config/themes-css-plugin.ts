// Serves src/themes.css (every theme but Dark) as ./themes.css beside index.html, under that
// fixed name: index.html's start-up script asks for it before the first paint on the devices
// that need it, so Dark's first download never carries it. Plain CSS (no Tailwind), minified here.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const SOURCE = fileURLToPath(new URL('../src/themes.css', import.meta.url))
export const THEMES_CSS_FILE = 'themes.css'

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
        if (!request.url?.split('?')[0].endsWith(`/${THEMES_CSS_FILE}`)) return next()
        response.setHeader('Content-Type', 'text/css')
        response.end(readFileSync(SOURCE, 'utf8'))
      })
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: THEMES_CSS_FILE,
        source: minifyThemes(readFileSync(SOURCE, 'utf8')),
      })
    },
  }
}
