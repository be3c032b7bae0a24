// Build time only (the login-shell Vite plugin runs this in Node): the login as static HTML for
// index.html, so the form is on screen and typable at the first paint, before any script runs.
// The app replaces it when it starts and carries over what was typed (take-over.ts).
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { App } from '@/app/App'
import { DEFAULT_CONFIG } from '@/config/config'
import { setRuntimeConfig } from '@/config/runtime'
import { LOGIN_SHELL_ATTRIBUTE, LOGIN_SHELL_WHOLE_ATTRIBUTE } from './shell-markers'
import { DEFAULT_OFFERED, LANGUAGE_CODES, SOURCE_LANGUAGE } from '@/lib/i18n/languages'
import { offerLanguages, setLanguage } from '@/lib/i18n/runtime'
import { APP_TEXTS } from '@/app/app-texts'

// Links come from config.json, which operators edit after the build: the shell renders these
// stand-ins and drops them, so no link in it can lead somewhere the deployment did not choose.
const LINK_STAND_IN = 'https://login-shell.invalid/'

export function renderLoginShell(): string {
  // Live mode: the demo's extras (banner, demo accounts) are lazy chunks either way.
  const links = { chat: LINK_STAND_IN, store: LINK_STAND_IN, map: LINK_STAND_IN, wiki: LINK_STAND_IN }
  setRuntimeConfig({ ...DEFAULT_CONFIG, mode: 'live', links, apiDocsUrl: LINK_STAND_IN })
  // The switcher lists every shipped language: an operator's shorter list applies when the app runs.
  offerLanguages(DEFAULT_OFFERED)
  const markup = renderToStaticMarkup(
    <Router ssrPath="/">
      <App />
    </Router>,
  )
  // The browser may paint a page it has parsed in part: the last element tells the stylesheet
  // the login is whole, so it never shows piece by piece.
  const whole = `<span ${LOGIN_SHELL_WHOLE_ATTRIBUTE} hidden></span>`
  return `<div ${LOGIN_SHELL_ATTRIBUTE}>${withoutLinksOrSubmit(markup)}${whole}</div>`
}

/**
 * The shell must not act before the app runs: its links lose their stand-in targets (and the
 * new-tab attributes that went with them), and its form becomes a plain element, so pressing
 * Enter can never send the typed password in a URL.
 */
function withoutLinksOrSubmit(markup: string): string {
  const forms = markup.match(/<form\b/g)?.length ?? 0
  if (forms !== 1) throw new Error(`The login shell should hold one form, found ${forms}.`)
  return markup
    .replaceAll(` href="${LINK_STAND_IN}"`, '')
    .replaceAll(' target="_blank" rel="noopener noreferrer"', '')
    .replace(/<form\b[^>]*?(\sclass="[^"]*")[^>]*>/, '<div$1>')
    .replace('</form>', '</div>')
}

/** The texts of the static login, in the order they appear: text nodes and the attributes people read. */
const textsOf = (markup: string) =>
  [...markup.matchAll(/>([^<]+)<|\s(?:placeholder|aria-label|title)="([^"]*)"/g)].map((m) =>
    (m[1] ?? m[2]).trim(),
  )

/**
 * The static login's texts in every other shipped language, as replacements of its English texts:
 * index.html's start-up script applies the player's before the first paint (a few hundred bytes
 * per language). The login is rendered in each language and compared with the English one.
 * Called by .config/login-shell-plugin.ts through Vite's module loader, which knip cannot follow.
 * @public
 */
export async function renderLoginShellTexts(): Promise<Record<string, Record<string, string>>> {
  const english = textsOf(renderLoginShell())
  const startLoading = APP_TEXTS.startLoading
  const all: Record<string, Record<string, string>> = {}
  for (const language of LANGUAGE_CODES) {
    if (language === SOURCE_LANGUAGE) continue
    await setLanguage(language)
    const translated = textsOf(renderLoginShell())
    if (translated.length !== english.length)
      throw new Error(`The ${language} login differs in shape: ${JSON.stringify([english, translated])}`)
    const texts: Record<string, string> = {}
    english.forEach((text, index) => {
      if (text && translated[index] !== text) texts[text] = translated[index]
    })
    // index.html's loading state for a returning player, outside the login itself.
    if (APP_TEXTS.startLoading !== startLoading) texts[startLoading] = APP_TEXTS.startLoading
    if (Object.keys(texts).length) all[language] = texts
  }
  await setLanguage(SOURCE_LANGUAGE)
  return all
}
