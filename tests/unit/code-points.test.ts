// @vitest-environment node
// Biographies are counted and cut by code points (issue 40: 999 letters and an emoji were cut in
// the middle of the emoji, storing a lone surrogate).
import { describe, expect, it } from 'vitest'
import { codePointLength, cutToCodePoints } from '@/lib/code-points'

const isWellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)

describe('code points', () => {
  it('counts an emoji as one character', () => {
    expect(codePointLength('🙂')).toBe(1)
    expect(codePointLength('x'.repeat(999) + '🙂')).toBe(1000)
    expect(codePointLength('')).toBe(0)
  })

  it('keeps 999 letters and an emoji whole at 1000', () => {
    const text = 'x'.repeat(999) + '🙂'
    expect(cutToCodePoints(text, 1000)).toBe(text)
  })

  it('cuts before an emoji, never inside it', () => {
    const cut = cutToCodePoints('x'.repeat(999) + '🙂🙂', 1000)
    expect(cut).toBe('x'.repeat(999) + '🙂')
    expect(cutToCodePoints('x'.repeat(1000) + '🙂', 1000)).toBe('x'.repeat(1000))
    expect(isWellFormed(cutToCodePoints('🙂'.repeat(1200), 1000))).toBe(true)
    expect(codePointLength(cutToCodePoints('🙂'.repeat(1200), 1000))).toBe(1000)
  })

  it('every cut of a mixed text near the limit is well formed and at most the limit', () => {
    const pieces = ['a', '🙂', 'é', '👍🏽', '中']
    for (let n = 990; n <= 1010; n++) {
      const text = Array.from({ length: n }, (_, i) => pieces[i % pieces.length]).join('')
      const cut = cutToCodePoints(text, 1000)
      expect(isWellFormed(cut)).toBe(true)
      expect(codePointLength(cut)).toBe(Math.min(codePointLength(text), 1000))
      expect(text.startsWith(cut)).toBe(true)
    }
  })
})
