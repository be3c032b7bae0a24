// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cspHashFile, inlineScripts } from '../../.config/csp-hash-plugin'

const page = `<!doctype html><html><head>
<script type="module" crossorigin src="./assets/start.js"></script>
</head><body><script>
  window.started = 1
</script></body></html>`

describe('the CSP hash of the start-up script', () => {
  it('hashes the inline scripts only, byte for byte as the browser does', () => {
    expect(inlineScripts(page)).toEqual(['\n  window.started = 1\n'])
    const expected = createHash('sha256').update('\n  window.started = 1\n').digest('base64')
    expect(cspHashFile(page)).toContain(`set $statecraft_script_hashes "'sha256-${expected}'";`)
  })

  it('refuses a page without an inline script rather than writing an empty allowance', () => {
    expect(() => cspHashFile('<script src="./a.js"></script>')).toThrow(/no inline script/)
  })
})
