import { describe, expect, it } from 'vitest'
import { failedScript } from '@/lib/lazy-chunk'

describe('failedScript: the address a failed dynamic import names', () => {
  it('reads Chromium and Firefox messages, without the query a retry added', () => {
    expect(
      failedScript(
        'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/transfers-CEBOjS6y.js',
      ),
    ).toBe('http://127.0.0.1:4173/assets/transfers-CEBOjS6y.js')
    expect(
      failedScript(
        'error loading dynamically imported module: https://console.example.net/console/assets/banking-x1.js?retry=2',
      ),
    ).toBe('https://console.example.net/console/assets/banking-x1.js')
  })

  it('finds none in a message that names no script (Safari, a stylesheet)', () => {
    expect(failedScript('Importing a module script failed.')).toBeNull()
    expect(failedScript('Unable to preload CSS for /assets/index-CgS3WHBv.css')).toBeNull()
  })
})
