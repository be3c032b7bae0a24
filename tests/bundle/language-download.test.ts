// Issue 37: an English player downloads no other language, and another language's login adds at
// most 6 KB gzip to the English first download (the reader, the ICU formatter, its messages).
import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { dist, initialClosure, languageLoginChunks, readDist } from './dist-graph'
import { DEFAULT_OFFERED, SOURCE_LANGUAGE } from '../../src/lib/i18n/languages'

const LANGUAGE_LOGIN_EXTRA_GZIP_BYTES = 6 * 1024

const html = existsSync(join(dist, 'index.html')) ? readDist('index.html') : ''
const initial = html ? initialClosure(html) : []
const initialCode = initial.map((chunk) => readDist(chunk)).join('\n')

describe("the login's languages", () => {
  it('downloads no catalogue and no ICU formatter for an English player', () => {
    expect(initial.length).toBeGreaterThan(0)
    for (const text of ['Bei deinem Konto anmelden', '登录你的账号', 'matches no text of the console'])
      expect(initialCode).not.toContain(text)
  })

  // Every language the console offers unless the operator says otherwise.
  it.each(DEFAULT_OFFERED.filter((code) => code !== SOURCE_LANGUAGE))(
    `adds at most 6 KB gzip in %s`,
    (language) => {
      const files = languageLoginChunks(language, initial)
      const bytes = files.reduce((sum, file) => sum + gzipSync(readDist(file), { level: 9 }).length, 0)
      expect(bytes, `${files.join(', ')}: ${(bytes / 1024).toFixed(2)} KB`).toBeLessThanOrEqual(
        LANGUAGE_LOGIN_EXTRA_GZIP_BYTES,
      )
    },
  )
})
