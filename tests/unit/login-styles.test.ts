// @vitest-environment node
// The first download carries src/login.css, which Tailwind builds only from the files its
// @source lines name. Every file the first screen imports statically from src/main.tsx and that
// styles markup must be among them, or the login would render without some of its classes until
// the full stylesheet arrives. This walks the static import graph and checks exactly that.
import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const src = join(root, 'src')

/** Static imports and re-exports of a module; `import type` and `import()` are not loads. */
function staticImports(code: string): string[] {
  const specs: string[] = []
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm
  for (const match of code.matchAll(pattern)) specs.push(match[1])
  return specs
}

function resolveModule(spec: string, from: string): string | null {
  const base = spec.startsWith('@/')
    ? join(src, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null
  if (!base) return null // a package
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  throw new Error(`cannot resolve ${spec} from ${relative(root, from)}`)
}

/** Every source file the first screen loads before any dynamic import. */
function firstScreenModules(): string[] {
  const seen = new Set<string>()
  const queue = [join(src, 'main.tsx')]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue
    seen.add(file)
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(spec, file)
      if (target) queue.push(target)
    }
  }
  return [...seen]
}

/** `@source` paths of login.css as matchers ({a,b} alternatives, folders match what is inside). */
function loginSources(): ((file: string) => boolean)[] {
  const css = readFileSync(join(src, 'login.css'), 'utf8')
  return [...css.matchAll(/@source\s+'([^']+)'/g)].flatMap((m) => {
    const path = m[1]
    const braces = /\{([^}]+)\}/.exec(path)
    const paths = braces ? braces[1].split(',').map((option) => path.replace(braces[0], option)) : [path]
    return paths.map((p) => {
      const target = resolve(src, p)
      return (file: string) => file === target || file.startsWith(target + '/')
    })
  })
}

describe('src/login.css', () => {
  it('builds from every styled file the first screen imports', () => {
    const covered = loginSources()
    const modules = firstScreenModules()
    expect(modules.length).toBeGreaterThan(10)
    const styled = modules.filter((file) => /className=|clsx\(/.test(readFileSync(file, 'utf8')))
    expect(styled.length).toBeGreaterThan(5)
    const missing = styled
      .filter((file) => !covered.some((matches) => matches(file)))
      .map((f) => relative(src, f))
    expect(missing, 'add these to the @source lines of src/login.css').toEqual([])
  })

  it('leaves the screens after the login to the full stylesheet', () => {
    const modules = firstScreenModules().map((f) => relative(src, f))
    for (const later of [
      'features/characters',
      'features/dashboard',
      'app/GameScreen.tsx',
      'features/demo',
    ]) {
      expect(modules.filter((m) => m.startsWith(later))).toEqual([])
    }
  })
})
