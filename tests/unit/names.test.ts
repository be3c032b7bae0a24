// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nameKey, sameName } from '@/lib/names'

describe('sameName', () => {
  it('matches a name in any case and with spaces around it, as the server does', () => {
    expect(sameName('Aurelia Voss', 'aurelia voss')).toBe(true)
    expect(sameName(' AURELIA VOSS ', 'Aurelia Voss')).toBe(true)
    expect(sameName('Émile', 'émile')).toBe(true)
    expect(nameKey('  Northvale ')).toBe('northvale')
  })

  it('tells different names apart, spaces inside a name included', () => {
    expect(sameName('Aurelia Voss', 'AureliaVoss')).toBe(false)
    expect(sameName('Bob', 'Bobby')).toBe(false)
  })
})
