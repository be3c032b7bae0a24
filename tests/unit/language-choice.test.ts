// index.html's start-up script chooses the player's language before the first paint (issue 37):
// the saved choice, else the best match among the browser's languages; the app then keeps it
// when the operator offers it (src/lib/i18n/runtime.ts startLanguage).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_CODES, LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages'
import { currentLanguage, setLanguage, startLanguage } from '@/lib/i18n/runtime'

const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8')
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1])
  .find((code) => code.includes('statecraft.language'))!

function runStartUp(browser: string[], saved: string | null = null) {
  const root = document.documentElement
  root.removeAttribute('lang')
  delete root.dataset.languageFrom
  delete root.dataset.start
  localStorage.clear()
  if (saved) localStorage.setItem(LANGUAGE_STORAGE_KEY, saved)
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser)
  new Function(script)()
  window.__loginShell?.stop()
  return { lang: root.lang, from: root.dataset.languageFrom }
}

afterEach(async () => {
  vi.restoreAllMocks()
  localStorage.clear()
  delete document.documentElement.dataset.languageFrom
  await setLanguage('en')
})

describe("index.html's start-up script", () => {
  it('knows every language the console ships', () => {
    expect(/const languages = (\[[^\]]*\])/.exec(script)?.[1].replaceAll("'", '"')).toBe(
      JSON.stringify(LANGUAGE_CODES).replaceAll(',', ', '),
    )
  })

  it.each([
    [['de-DE', 'en'], 'de'],
    [['pt'], 'pt-BR'],
    [['pt-PT', 'en'], 'pt-BR'],
    [['zh-Hans'], 'zh-CN'],
    [['zh-CN'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['zh-TW', 'fr-CA'], 'fr'],
    [['en-GB'], 'en'],
    [['ja', 'ru-RU'], 'ru'],
  ])('picks the best match of %j: %s', (browser, expected) => {
    expect(runStartUp(browser)).toEqual({ lang: expected, from: 'browser' })
  })

  it("keeps the player's saved choice over the browser's languages", () => {
    expect(runStartUp(['de-DE'], 'nl')).toEqual({ lang: 'nl', from: 'saved' })
  })

  it("chooses nothing when no browser language is shipped: the operator's default follows", async () => {
    expect(runStartUp(['ja', 'ko']).from).toBeUndefined()
    await startLanguage({ offered: ['en', 'de'], fallback: 'de', texts: {} })
    expect(currentLanguage()).toBe('de')
    expect(document.documentElement.lang).toBe('de')
  })

  it('gives way to the default when the chosen language is not offered', async () => {
    runStartUp(['fr-FR'])
    await startLanguage({ offered: ['en', 'de'], fallback: 'en', texts: {} })
    expect(currentLanguage()).toBe('en')
  })

  it('keeps a chosen language the operator offers', async () => {
    runStartUp(['de-AT'])
    await startLanguage({ offered: ['en', 'de'], fallback: 'en', texts: {} })
    expect(currentLanguage()).toBe('de')
    expect(document.documentElement.dir).toBe('ltr')
  })
})
