// Stands in for `tough-cookie` in the browser build (vite.config.ts aliases it there only).
// msw keeps the Set-Cookie headers of mocked responses in a tough-cookie jar (mirrored in
// localStorage) and hands them to later handlers as `cookies`; tough-cookie brings tldts, about
// 110 KB gzip of public-suffix data. No handler of ours sets or reads a cookie (the API uses bearer
// tokens), so the jar stays empty: handlers still see the Cookie header and document.cookie, but
// a Set-Cookie from a mocked response is not replayed on later mocked requests.

interface CookieLike {
  key: string
  value: string
  toString(): string
}

export class Cookie {
  static fromJSON(): null {
    return null
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {}
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}

  getCookiesSync(): CookieLike[] {
    return []
  }

  async setCookie(): Promise<undefined> {
    return undefined
  }
}
