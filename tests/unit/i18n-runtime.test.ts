// The texts.ts tables read in the player's language (issue 37): translated texts and built texts,
// plural forms by CLDR category, numbers and dates in the locale, the operator's own wording.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOGIN_TEXTS } from '@/features/auth/texts'
import { CHARACTER_TEXTS } from '@/features/characters/texts'
import { PANEL_TEXTS } from '@/features/dashboard/texts'
import { BANKING_TEXTS } from '@/features/banking/texts'
import { ADMIN_PANEL_TEXTS } from '@/features/admin/texts'
import { FIRST_CHARACTER_TEXTS } from '@/features/characters/FirstCharacterSteps'
import { formatAmount, formatCount } from '@/lib/format'
import { relativeTime } from '@/lib/time'
import { currentLanguage, setLanguage, startLanguage } from '@/lib/i18n/runtime'

afterEach(async () => {
  vi.restoreAllMocks()
  await startLanguage({ offered: ['en'], fallback: 'en', texts: {} })
})

describe('the tables in German', () => {
  it('read every text, built text and plural in German, and go back to English', async () => {
    await setLanguage('de')
    expect(currentLanguage()).toBe('de')
    expect(document.documentElement.lang).toBe('de')
    expect(LOGIN_TEXTS.signInHeading).toBe('Bei deinem Konto anmelden')
    expect(CHARACTER_TEXTS.subtitle(1250)).toBe('Wähle einen deiner 1.250 Charaktere, um fortzufahren')
    expect(PANEL_TEXTS.since.unchecked(1)).toBe('1 weiteres Konto wurde nicht geprüft.')
    expect(PANEL_TEXTS.since.unchecked(3)).toBe('3 weitere Konten wurden nicht geprüft.')
    await setLanguage('en')
    expect(LOGIN_TEXTS.signInHeading).toBe('Sign in to your account')
    expect(CHARACTER_TEXTS.subtitle(1250)).toBe('Choose from your 1,250 characters to continue')
  })

  it("load an area's messages when its table loads: Banking's nouns and built texts", async () => {
    await setLanguage('de')
    expect(formatCount(1, BANKING_TEXTS.nouns.bank)).toBe('1 Bank')
    expect(formatCount(2, BANKING_TEXTS.nouns.bank)).toBe('2 Banken')
    expect(BANKING_TEXTS.compareLoading(3, 1000)).toBe('Kontoangebote werden geladen: 3 von 1.000 Banken')
  })

  it("read a list's texts through the list's own methods (map, join, length)", async () => {
    await setLanguage('de')
    const steps = FIRST_CHARACTER_TEXTS.steps.map((step) => step)
    expect(steps).toHaveLength(FIRST_CHARACTER_TEXTS.steps.length)
    expect(steps[0]).toBe('Betritt den Statecraft-Server in Minecraft mit diesem Spielkonto.')
    expect(FIRST_CHARACTER_TEXTS.steps.join('|').split('|')).toEqual(steps)
  })

  it('write money, numbers and relative dates as the locale does', async () => {
    await setLanguage('de')
    expect(formatAmount(2404, '$AR')).toBe('2.404\u00a0$AR')
    expect(formatAmount(-6562.5, '$EC')).toBe('\u22126.562,50\u00a0$EC')
    const now = new Date(2026, 2, 10, 12)
    expect(relativeTime(new Date(2026, 2, 7, 12), now)).toBe('Vor 3 Tagen')
    expect(relativeTime(new Date(2026, 2, 9, 12), now)).toBe('Gestern')
  })
})

describe("a list's name inside a sentence", () => {
  it("is each language's own word in its own case, not the tab's label lower-cased", async () => {
    const { entities } = ADMIN_PANEL_TEXTS
    expect(entities.searchPlaceholder('banks')).toBe('Search banks...')
    expect(entities.noMatch('characters', 'Ann')).toBe('No characters match "Ann".')
    await setLanguage('de')
    expect(entities.searchPlaceholder('characters')).toBe('Charaktere suchen...')
    await setLanguage('pl')
    expect(entities.searchPlaceholder('banks')).toBe('Szukaj banków...')
    await setLanguage('ru')
    expect(entities.loadFailed('nations')).toBe('Не удалось загрузить список государств.')
  })
})

describe('plural forms', () => {
  it('follow CLDR categories: Russian has one, few and many', async () => {
    await setLanguage('ru')
    const character = { one: 'персонаж', few: 'персонажа', many: 'персонажей', other: 'персонажа' }
    expect([1, 2, 5].map((n) => formatCount(n, character))).toEqual([
      '1 персонаж',
      '2 персонажа',
      '5 персонажей',
    ])
  })
})

describe("the operator's texts (config.json)", () => {
  it('replace a shipped text, and report a key that matches nothing once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await startLanguage({
      offered: ['en', 'de'],
      fallback: 'en',
      texts: { en: { 'Sign in to your account': 'Enter the realm', 'Nation Managment': 'Kingdom' } },
    })
    expect(LOGIN_TEXTS.signInHeading).toBe('Enter the realm')
    expect(LOGIN_TEXTS.passwordLabel).toBe('Password')
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(warn.mock.calls[0][0]).toBe(
      'config.json texts.en: "Nation Managment" matches no text of the console.',
    )
  })
})
