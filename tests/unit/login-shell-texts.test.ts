// The static login's texts in every other language, which index.html's start-up script applies
// before the first paint (issue 37): only what differs from English, and no language without files.
import { afterAll, describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { renderLoginShellTexts } from '@/app/login-shell/render-shell'
import { setLanguage } from '@/lib/i18n/runtime'

afterAll(() => setLanguage('en'))

describe('the static login in other languages', () => {
  it("replaces each English text of the login with each language's own", async () => {
    const texts = await renderLoginShellTexts()
    const withFiles = readdirSync(join(import.meta.dirname, '../../src/locales')).filter(
      (code) => code !== 'en',
    )
    expect(Object.keys(texts).sort()).toEqual(withFiles.sort())
    expect(texts.de).toMatchObject({
      'Sign in to your account': 'Bei deinem Konto anmelden',
      'Enter your username': 'Benutzername eingeben',
      'Sign In': 'Anmelden',
      'Terms of Service': 'Nutzungsbedingungen',
    })
    expect(texts['zh-CN']['Sign in to your account']).toBe('登录你的账号')
    // The loading state a returning player sees before any script, outside the login itself.
    expect(texts.de['Loading Statecraft Console...']).toBe('Statecraft-Konsole wird geladen...')
    for (const language of withFiles) expect(texts[language]['Sign In'], language).toBeTruthy()
    // Brand and version stay as they are: nothing that does not change is sent.
    expect(Object.keys(texts.de)).not.toContain('Statecraft')
  })
})
