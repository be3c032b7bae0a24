// Reads the production build: which chunks index.html loads up front (script and modulepreload
// tags, followed through static imports) and which chunks carry the fake-backend libraries.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))
export const dist = join(root, 'dist')

/**
 * Strings that survive minification and exist only in each library. The test also asserts that
 * every group is found somewhere in dist/, so a marker that stops matching cannot pass silently.
 */
export const MARKERS: Record<string, string[]> = {
  msw: ['mockServiceWorker', 'INTEGRITY_CHECK_REQUEST', 'MOCKING_ENABLED'],
  '@msw/data': ['FORBIDDEN_UNIQUE_CREATE', 'INVALID_FOREIGN_RECORD', 'FORBIDDEN_UNIQUE_UPDATE'],
  '@faker-js/faker': ['date must be before `to` date', '{{helpers.arrayElement(', 'AppleWebKit/{{number.int'],
}

export function readDist(path: string): string {
  return readFileSync(join(dist, path.replace(/^\//, '')), 'utf8')
}

/** Every .js file in dist/, as a path relative to dist/ with forward slashes. */
export function allChunks(dir = dist, prefix = ''): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) return allChunks(join(dir, entry.name), rel)
    return entry.name.endsWith('.js') && entry.name !== 'mockServiceWorker.js' ? [rel] : []
  })
}

/** Which library groups a file's text contains. */
export function librariesIn(text: string): string[] {
  return Object.entries(MARKERS)
    .filter(([, needles]) => needles.some((needle) => text.includes(needle)))
    .map(([library]) => library)
}

/** Script src and modulepreload href of index.html, relative to dist/. */
export function entryChunks(html: string): string[] {
  const found = new Set<string>()
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/g)) found.add(m[1])
  for (const m of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*>/g)) {
    const href = /\bhref=["']([^"']+)["']/.exec(m[0])
    if (href) found.add(href[1])
  }
  return [...found].filter((src) => !/^[a-z]+:/i.test(src)).map((src) => src.replace(/^\.?\//, ''))
}

/** Inline <script> bodies of index.html. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
}

/**
 * Static imports and re-exports of a minified ES module (`import{a}from"./x.js"`, `import"./x.js"`,
 * `export*from"./x.js"`), resolved against the importing chunk. `import("./x.js")` is lazy and skipped.
 */
export function staticImports(code: string, from: string): string[] {
  const specs = new Set<string>()
  const patterns = [
    /(?:^|[;\n}\s/])import\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s*[\w$]+|\{[^}]*\})?\s*(?:from\s*)?["']([^"']+)["']/g,
    /(?:^|[;\n}\s/])export\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  ]
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) specs.add(m[1])
  return [...specs]
    .filter((spec) => spec.startsWith('.') || spec.startsWith('/'))
    .map((spec) =>
      spec.startsWith('/') ? spec.slice(1) : posix.normalize(posix.join(posix.dirname(from), spec)),
    )
}

/** The chunks index.html loads before any dynamic import runs. */
export function initialClosure(html: string): string[] {
  const seen = new Set<string>()
  const queue = entryChunks(html).filter((p) => p.endsWith('.js'))
  while (queue.length) {
    const chunk = queue.shift()!
    if (seen.has(chunk)) continue
    seen.add(chunk)
    if (!existsSync(join(dist, chunk))) continue
    for (const dep of staticImports(readDist(chunk), chunk)) if (!seen.has(dep)) queue.push(dep)
  }
  return [...seen]
}

/** The chunk `start` statically needs (itself included) beyond `loaded`. */
function closureOf(start: string, loaded: ReadonlySet<string>): string[] {
  const seen = new Set<string>()
  const queue = [start]
  while (queue.length) {
    const chunk = queue.shift()!
    if (seen.has(chunk) || loaded.has(chunk) || !existsSync(join(dist, chunk))) continue
    seen.add(chunk)
    queue.push(...staticImports(readDist(chunk), chunk))
  }
  return [...seen]
}

/** The areas whose tables the login reads (src/features/auth, src/app, src/ui). */
export const LOGIN_AREAS = ['auth', 'app', 'ui']

/**
 * What a login in `language` downloads beyond the English one (issue 37): the reader and ICU
 * formatter chunk (src/lib/i18n/reader.ts) with what it imports, the language's map of its files
 * (src/locales/<language>/index.ts), and its messages of the login's areas, each its own chunk.
 */
export function languageLoginChunks(language: string, initial: string[]): string[] {
  const chunks = allChunks()
  const reader = chunks.find((chunk) => readDist(chunk).includes('matches no text of the console'))
  if (!reader) throw new Error('No reader chunk in dist/ (src/lib/i18n/reader.ts)')
  const files = closureOf(reader, new Set(initial))
  const dir = reader.slice(0, reader.lastIndexOf('/') + 1)
  const importedAs = (code: string, key: string) =>
    new RegExp(
      `"${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}":\\(\\)=>[^\`]*import\\(\`\\./([^\`]+)\``,
    ).exec(code)?.[1]
  const map = importedAs(readDist(reader), `../../locales/${language}/index.ts`)
  if (!map) throw new Error(`The reader chunk does not load src/locales/${language}/index.ts`)
  files.push(dir + map)
  for (const area of LOGIN_AREAS) {
    const chunk = importedAs(readDist(dir + map), `./${area}.json`)
    if (!chunk) throw new Error(`No chunk in dist/ holds src/locales/${language}/${area}.json`)
    files.push(dir + chunk)
  }
  return files
}
