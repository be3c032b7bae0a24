// @vitest-environment node
// CSV cells, lines and file names (src/lib/csv.ts): what every export writes.
import { describe, expect, it } from 'vitest'
import { csvCell, fileSlug, toCsv } from '@/lib/csv'

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Aurelia Voss')).toBe('Aurelia Voss')
    expect(csvCell(1250)).toBe('1250')
    expect(csvCell(-40)).toBe('-40')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(Number.NaN)).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('ink, parchment')).toBe('"ink, parchment"')
    expect(csvCell('the "good" ink')).toBe('"the ""good"" ink"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('carriage\r\nreturn')).toBe('"carriage\r\nreturn"')
    expect(csvCell(' padded ')).toBe('" padded "')
  })

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['  =1+1', "'  =1+1"],
    ['＝1+1', "'＝1+1"],
  ])('neutralises the formula %j so a spreadsheet shows it as text', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('does not touch operators that do not start the cell', () => {
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell('tax @ 5%')).toBe('tax @ 5%')
  })
})

describe('toCsv', () => {
  it('writes a byte-order mark and CRLF lines', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        [1, null],
      ]),
    ).toBe('\uFEFFa,"b,c"\r\n1,\r\n')
  })
})

describe('fileSlug', () => {
  it('makes names safe for a file name', () => {
    expect(fileSlug('Aurelian Republic')).toBe('aurelian-republic')
    expect(fileSlug('FAB-139256 (Aurelia Voss)')).toBe('fab-139256-aurelia-voss')
    expect(fileSlug('Église de Sainte-Brûlée')).toBe('eglise-de-sainte-brulee')
    expect(fileSlug('../../etc/passwd')).toBe('etc-passwd')
    expect(fileSlug('***', 'entity')).toBe('entity')
  })
})
