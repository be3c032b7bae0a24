// Puts the login, rendered to static HTML by src/app/login-shell/render-shell.tsx, into
// index.html in place of SLOT: the form is on screen at the first paint instead of
// a loading state, and a player can start typing before the app's script has run.
import { createServer, type Plugin, type ViteDevServer } from 'vite'

const SLOT = '<!-- login-shell -->'
const RENDER_MODULE = '/src/app/login-shell/render-shell.tsx'

/** Where index.html's start-up script takes the static login's texts in every other language. */
const TEXTS_SLOT = '/*login-texts*/ {}'

type RenderModule = {
  renderLoginShell: () => string
  renderLoginShellTexts: () => Promise<Record<string, Record<string, string>>>
}

interface Rendered {
  shell: string
  texts: string
}

async function renderWith(server: ViteDevServer): Promise<Rendered> {
  const module = (await server.ssrLoadModule(RENDER_MODULE)) as RenderModule
  const texts = JSON.stringify(await module.renderLoginShellTexts()).replaceAll('<', '\\u003c')
  return { shell: module.renderLoginShell(), texts }
}

/** A build has no dev server: start a throwaway one with the project's config to render. */
async function renderForBuild(): Promise<Rendered> {
  const server = await createServer({
    mode: 'login-shell',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    return await renderWith(server)
  } finally {
    await server.close()
  }
}

/**
 * index.html's comments explain it to its readers; every player would download them with the
 * login (about 1.2 KB gzip). Gone from the page: HTML comments but SLOT, and the inline scripts'
 * whole-line `//` comments (a line that starts with `//` cannot be inside a string there).
 */
export function withoutComments(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, (comment) => (comment === SLOT ? comment : ''))
    .replace(/(<script\b(?![^>]*\ssrc=)[^>]*>)([\s\S]*?)(<\/script>)/g, (_, open, body, close) =>
      [open, body.replace(/^[ \t]*\/\/.*\n/gm, ''), close].join(''),
    )
}

export function loginShell(): Plugin {
  return {
    name: 'statecraft-login-shell',
    // The throwaway server loads this config too; it must not render the page itself.
    apply: (_, env) => env.mode !== 'login-shell',
    async transformIndexHtml(html, context) {
      if (!html.includes(SLOT)) return html
      const { shell, texts } = context.server ? await renderWith(context.server) : await renderForBuild()
      if (!html.includes(TEXTS_SLOT))
        throw new Error(`index.html has no ${TEXTS_SLOT} for the login's texts.`)
      return withoutComments(html)
        .replace(SLOT, shell)
        .replace(TEXTS_SLOT, () => texts)
    },
  }
}
