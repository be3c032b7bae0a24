// Runtime configuration, read from /config.json at start-up so operators can change it in dist/
// without rebuilding. Anything missing or malformed falls back to the demo defaults with a notice.
import { DEFAULT_OFFERED, SOURCE_LANGUAGE, isLanguage, type Language } from '@/lib/i18n/languages'

export type Mode = 'demo' | 'live'

export interface QuickLinks {
  chat: string
  store: string
  map: string
  wiki: string
}

/** The operator's brand; the defaults are the console's own look. */
export interface Branding {
  /** The server's display name: page title ("{name} Console"), header, login and footer. */
  name: string
  /** An image shown instead of the globe badge; '' keeps the badge. */
  logoUrl: string
  /** A CSS colour for buttons, focus rings and highlights; '' keeps the indigo of the spec's theme. */
  accentColor: string
}

export interface AppConfig {
  mode: Mode
  /** API host; '' means the console's own origin. The client appends /api/v1. */
  apiUrl: string
  apiDocsUrl: string
  links: QuickLinks
  /** Profile-lookup proxies tried in order; `{username}` is replaced. */
  usernameLookup: string[]
  /**
   * Send an `Idempotency-Key` header with every transfer, so a retry after a time-out can never
   * move money twice. Off unless the config says so: a header the server's CORS does not allow
   * would make the browser refuse every transfer. The fake backend supports it (demo config: on).
   */
  idempotencyKeys: boolean
  branding: Branding
  /** The language of a player whose browser asks for none of the offered ones. */
  defaultLocale: Language
  /** The languages offered (the switcher lists them); all shipped ones by default. */
  locales: Language[]
  /**
   * The operator's own wording, per language, keyed by the text the console ships in that
   * language: `{ "en": { "Nation Management": "Kingdom Management" } }`.
   */
  texts: Partial<Record<Language, Record<string, string>>>
}

export const DEFAULT_CONFIG: Readonly<AppConfig> = Object.freeze({
  mode: 'demo',
  apiUrl: '',
  apiDocsUrl: 'https://docs.statecraft.example/api',
  links: Object.freeze({
    chat: 'https://discord.gg/statecraft',
    store: 'https://store.statecraft.example',
    map: 'https://map.statecraft.example',
    wiki: 'https://wiki.statecraft.example',
  }),
  usernameLookup: [
    'https://proxy-one.statecraft.example/profile/{username}',
    'https://proxy-two.statecraft.example/profile/{username}',
  ],
  idempotencyKeys: false,
  branding: Object.freeze({ name: 'Statecraft', logoUrl: '', accentColor: '' }),
  defaultLocale: SOURCE_LANGUAGE,
  locales: [...DEFAULT_OFFERED],
  texts: {},
})

export interface LoadedConfig {
  config: AppConfig
  /** Set when the file was missing or malformed and the defaults were used. */
  problem: string | null
}

const isString = (v: unknown): v is string => typeof v === 'string'

/** Validates a parsed config.json; unknown or wrong-typed fields take their default. */
export function parseConfig(raw: unknown): LoadedConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { config: { ...DEFAULT_CONFIG }, problem: 'config.json is not a JSON object' }
  }
  const r = raw as Record<string, unknown>
  const problems: string[] = []
  const mode: Mode = r.mode === 'live' || r.mode === 'demo' ? r.mode : 'demo'
  if (r.mode !== 'live' && r.mode !== 'demo') problems.push('"mode" must be "demo" or "live"')
  const links = { ...DEFAULT_CONFIG.links }
  if (r.links && typeof r.links === 'object') {
    for (const key of Object.keys(links) as (keyof QuickLinks)[]) {
      const value = (r.links as Record<string, unknown>)[key]
      if (isString(value)) links[key] = value
    }
  }
  const lookup =
    Array.isArray(r.usernameLookup) && r.usernameLookup.every(isString)
      ? (r.usernameLookup as string[])
      : [...DEFAULT_CONFIG.usernameLookup]
  const apiUrl = isString(r.apiUrl) ? r.apiUrl.replace(/\/+$/, '') : DEFAULT_CONFIG.apiUrl
  const branding = parseBranding(r.branding)
  if (mode === 'live' && !apiUrl) problems.push('"apiUrl" is empty, using this site as the API host')
  return {
    config: {
      mode,
      apiUrl,
      apiDocsUrl: isString(r.apiDocsUrl) ? r.apiDocsUrl : DEFAULT_CONFIG.apiDocsUrl,
      links,
      usernameLookup: lookup,
      idempotencyKeys: r.idempotencyKeys === true,
      branding,
      ...parseLanguages(r),
    },
    problem: problems.length ? problems.join('; ') : null,
  }
}

/**
 * Languages: unknown codes are left out, and a default that is not offered gives way to the first
 * offered language; `texts` keeps each language's table of replacements as given (the console
 * looks texts up in it, so a wrong-typed value is never shown: it matches no text).
 */
function parseLanguages(r: Record<string, unknown>): Pick<AppConfig, 'defaultLocale' | 'locales' | 'texts'> {
  const known = Array.isArray(r.locales) ? r.locales.filter(isLanguage) : []
  const locales = known.length ? known : [...DEFAULT_CONFIG.locales]
  const defaultLocale = locales.find((code) => code === r.defaultLocale) ?? locales[0]
  const texts = r.texts && typeof r.texts === 'object' ? (r.texts as AppConfig['texts']) : {}
  return { defaultLocale, locales, texts }
}

/** Each branding field on its own: a blank or wrong-typed one keeps the default look. */
function parseBranding(raw: unknown): Branding {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  const text = (value: unknown, fallback: string) =>
    isString(value) && value.trim() ? value.trim() : fallback
  const fallback = DEFAULT_CONFIG.branding
  return {
    name: text(r.name, fallback.name),
    logoUrl: text(r.logoUrl, fallback.logoUrl),
    accentColor: text(r.accentColor, fallback.accentColor),
  }
}

/**
 * Fetches and parses config.json beside index.html (a relative address, so a console served under
 * a path prefix reads its own). Never throws: a failure means demo mode plus a notice.
 */
export async function loadConfig(url = 'config.json'): Promise<LoadedConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' })
    if (!response.ok) {
      return {
        config: { ...DEFAULT_CONFIG },
        problem: `config.json could not be loaded (HTTP ${response.status})`,
      }
    }
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return { config: { ...DEFAULT_CONFIG }, problem: 'config.json is not valid JSON' }
    }
    return parseConfig(parsed)
  } catch {
    return { config: { ...DEFAULT_CONFIG }, problem: 'config.json could not be loaded' }
  }
}
