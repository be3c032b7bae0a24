// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_CONFIG, loadConfig, parseConfig } from '@/config/config'

describe('parseConfig', () => {
  it('accepts a complete live config and trims a trailing slash from apiUrl', () => {
    const complete = {
      mode: 'live',
      apiUrl: 'https://api.example.org',
      apiDocsUrl: 'https://docs.example.org',
      links: { chat: 'c', store: 's', map: 'm', wiki: 'w' },
      usernameLookup: ['https://a/{username}'],
      idempotencyKeys: true,
      branding: { name: 'Ashfall', logoUrl: 'https://ashfall.example/logo.png', accentColor: '#e11d48' },
      defaultLocale: 'de',
      locales: ['en', 'de'],
      texts: { de: { Nationenverwaltung: 'Königreichsverwaltung' } },
    }
    const { config, problem } = parseConfig({ ...complete, apiUrl: `${complete.apiUrl}/` })
    expect(problem).toBeNull()
    expect(config).toEqual(complete)
  })

  it('offers the shipped languages in English by default, and leaves out unknown ones', () => {
    expect(parseConfig({ mode: 'demo' }).config).toMatchObject({
      defaultLocale: 'en',
      locales: ['en', 'de', 'es', 'fr', 'nl', 'pl', 'pt-BR', 'ru', 'zh-CN'],
      texts: {},
    })
    const odd = parseConfig({ mode: 'demo', locales: ['de', 'xx', 'zh-CN'], defaultLocale: 'fr' }).config
    expect(odd.locales).toEqual(['de', 'zh-CN'])
    // A default that is not offered gives way to the first offered language.
    expect(odd.defaultLocale).toBe('de')
  })

  it("keeps today's look for missing, blank or wrongly typed branding fields", () => {
    expect(parseConfig({ mode: 'demo' }).config.branding).toEqual({
      name: 'Statecraft',
      logoUrl: '',
      accentColor: '',
    })
    const partial = parseConfig({ mode: 'demo', branding: { name: '  ', logoUrl: 7, accentColor: ' teal ' } })
    expect(partial.config.branding).toEqual({ name: 'Statecraft', logoUrl: '', accentColor: 'teal' })
    expect(parseConfig({ mode: 'demo', branding: 'Ashfall' }).config.branding.name).toBe('Statecraft')
  })

  it.each([null, 42, 'demo', []])('falls back to demo defaults with a problem for %j', (raw) => {
    const { config, problem } = parseConfig(raw)
    expect(config.mode).toBe('demo')
    expect(config.links).toEqual(DEFAULT_CONFIG.links)
    expect(problem).toMatch(/not a JSON object/)
  })

  it('reports an unknown mode and runs in demo mode', () => {
    const { config, problem } = parseConfig({ mode: 'production' })
    expect(config.mode).toBe('demo')
    expect(problem).toMatch(/"mode"/)
  })

  it('sends no idempotency keys unless the file turns them on with a boolean true', () => {
    expect(DEFAULT_CONFIG.idempotencyKeys).toBe(false)
    expect(parseConfig({ mode: 'live' }).config.idempotencyKeys).toBe(false)
    expect(parseConfig({ mode: 'live', idempotencyKeys: 'true' }).config.idempotencyKeys).toBe(false)
    expect(parseConfig({ mode: 'live', idempotencyKeys: true }).config.idempotencyKeys).toBe(true)
  })

  it('ships the demo config with idempotency keys on', async () => {
    const { readFile } = await import('node:fs/promises')
    const shipped = JSON.parse(await readFile('public/config.json', 'utf8')) as unknown
    const { config, problem } = parseConfig(shipped)
    expect(problem).toBeNull()
    expect(config.mode).toBe('demo')
    expect(config.idempotencyKeys).toBe(true)
  })

  it('keeps defaults for wrongly typed fields', () => {
    const { config } = parseConfig({ mode: 'demo', links: { chat: 5 }, usernameLookup: [1] })
    expect(config.links.chat).toBe(DEFAULT_CONFIG.links.chat)
    expect(config.usernameLookup).toEqual(DEFAULT_CONFIG.usernameLookup)
  })
})

describe('loadConfig', () => {
  it('reads config.json beside index.html, so a console under a path prefix reads its own', async () => {
    const fetch = vi.fn(async () => new Response('{"mode":"live","apiUrl":"https://api.example.org"}'))
    vi.stubGlobal('fetch', fetch)
    await loadConfig()
    expect(fetch).toHaveBeenCalledWith('config.json', expect.anything())
  })

  afterEach(() => vi.unstubAllGlobals())

  it('falls back with a notice when the file is missing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    )
    const { config, problem } = await loadConfig()
    expect(config.mode).toBe('demo')
    expect(problem).toMatch(/HTTP 404/)
  })

  it('falls back with a notice when the file is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{ mode: live', { status: 200 })),
    )
    const { problem } = await loadConfig()
    expect(problem).toMatch(/not valid JSON/)
  })

  it('falls back with a notice when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const { config, problem } = await loadConfig()
    expect(config.mode).toBe('demo')
    expect(problem).toMatch(/could not be loaded/)
  })
})
