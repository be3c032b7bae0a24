// @vitest-environment node
// Components colour themselves with the theme's tokens (src/theme.css: bg-surface, text-muted,
// ring-line, bg-accent...), never with Tailwind's palette (bg-slate-950, text-white): a palette
// colour looks right in one theme only. This scans every source file of src/ and index.html.
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

const PALETTE =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|white|black|primary|secondary'
const UTILITIES =
  'bg|text|border|border-[xytrblse]|ring|ring-offset|outline|fill|stroke|from|via|to|divide|placeholder|decoration|shadow|inset-shadow|inset-ring|accent|caret'
/** A palette colour class, with any variants and opacity: `hover:bg-white/10`, `text-rose-300`. */
const RAW_CLASS = new RegExp(
  String.raw`(?<![\w-])(?:[\w\-\[\]&*:]+:)?(?:${UTILITIES})-(?:${PALETTE})(?:-\d+)?(?:\/\d+|\/\[[\d.]+\])?(?![\w-])`,
  'g',
)
/**
 * A palette variable in an arbitrary value: `bg-[linear-gradient(var(--color-rose-400),...)]`.
 * (--color-primary-* is the branding's accent scale, which the accent tokens are made of.)
 */
const RAW_VARIABLE = new RegExp(String.raw`--color-(?:${PALETTE.replace('|primary', '')})(?:-\d+)?\b`, 'g')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(tsx?|html)$/.test(entry.name) ? [path] : []
  })
}

/** Every `--color-*` the theme defines. */
function tokens(): Set<string> {
  const css = readFileSync(join(root, 'src/theme.css'), 'utf8')
  return new Set([...css.matchAll(/(--color-[\w-]+)\s*:/g)].map((match) => match[1]))
}

const files = [...sourceFiles(join(root, 'src')), join(root, 'index.html')]

describe('theme tokens', () => {
  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  it('finds a palette class when there is one (the pattern itself works)', () => {
    const sample = `'bg-slate-950 hover:text-white data-focus:ring-rose-400/30 bg-white/[0.03]' 'text-muted bg-surface to-transparent text-whitespace'`
    expect(sample.match(RAW_CLASS)).toEqual([
      'bg-slate-950',
      'hover:text-white',
      'data-focus:ring-rose-400/30',
      'bg-white/[0.03]',
    ])
    expect('var(--color-rose-400)'.match(RAW_VARIABLE)).toEqual(['--color-rose-400'])
  })

  it('no source file uses a palette colour class or variable', () => {
    const found = files.flatMap((file) => {
      const code = readFileSync(file, 'utf8')
      return [...(code.match(RAW_CLASS) ?? []), ...(code.match(RAW_VARIABLE) ?? [])].map(
        (raw) => `${relative(root, file)}: ${raw}`,
      )
    })
    expect(found).toEqual([])
  })

  it('every colour variable a source file reads is a token the theme defines', () => {
    const defined = tokens()
    const unknown = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--color-[\w-]+)\)/g)]
        .map((match) => match[1])
        .filter((name) => !defined.has(name))
        .map((name) => `${relative(root, file)}: ${name}`),
    )
    expect(unknown).toEqual([])
  })
})
