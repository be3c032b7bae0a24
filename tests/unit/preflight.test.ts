// @vitest-environment node
// `npm start` and `npm test` begin with .ci/preflight.mjs: it must notice an install that is
// missing, stale or cut off halfway, and repair it. Checked on throwaway project folders, the
// repair with a stand-in `npm` on the PATH (no registry needed).
import { afterEach, describe, expect, it } from 'vitest'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { installProblems } from '../../.ci/preflight.mjs'

const preflight = resolve(dirname(fileURLToPath(import.meta.url)), '../../.ci/preflight.mjs')
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

interface Pkg {
  version: string
  optional?: boolean
  main?: string
  exports?: unknown
  /** Files written into the package folder (besides package.json). */
  files?: string[]
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

/** A project whose lockfile wants `wanted` and whose node_modules holds `installed`. */
function project(wanted: Record<string, Pkg>, installed: Record<string, Pkg> | null, hiddenLock = true) {
  const root = mkdtempSync(join(tmpdir(), 'preflight-'))
  folders.push(root)
  const entries = (pkgs: Record<string, Pkg>) =>
    Object.fromEntries(
      Object.entries(pkgs).map(([name, p]) => [
        `node_modules/${name}`,
        { version: p.version, ...(p.optional ? { optional: true } : {}) },
      ]),
    )
  write(
    join(root, 'package-lock.json'),
    JSON.stringify({ lockfileVersion: 3, packages: { '': {}, ...entries(wanted) } }),
  )
  write(join(root, 'public/mockServiceWorker.js'), '// worker')
  if (!installed) return root
  mkdirSync(join(root, 'node_modules'))
  if (hiddenLock) {
    write(
      join(root, 'node_modules/.package-lock.json'),
      JSON.stringify({ lockfileVersion: 3, packages: entries(installed) }),
    )
  }
  for (const [name, p] of Object.entries(installed)) {
    const dir = join(root, 'node_modules', name)
    write(
      join(dir, 'package.json'),
      JSON.stringify({ name, version: p.version, main: p.main, exports: p.exports }),
    )
    for (const file of p.files ?? []) write(join(dir, file), '// code')
  }
  return root
}

const good: Pkg = { version: '1.0.0', main: 'index.js', files: ['index.js'] }

/** Shell lines that "install" package a the way npm leaves it: files, then the hidden lockfile. */
const INSTALL_A = `mkdir -p node_modules/a
echo '{"name":"a","version":"1.0.0","main":"index.js"}' > node_modules/a/package.json
echo '// code' > node_modules/a/index.js
echo '{"lockfileVersion":3,"packages":{"node_modules/a":{"version":"1.0.0"}}}' > node_modules/.package-lock.json
`

/** Runs preflight.mjs on `root` with a stand-in `npm` (a shell script) first on the PATH. */
function runPreflight(root: string, npmScript: string, env: Record<string, string> = {}) {
  const bin = join(root, 'fake-bin')
  write(join(bin, 'npm'), `#!/bin/sh\n${npmScript}`)
  chmodSync(join(bin, 'npm'), 0o755)
  return spawnSync(process.execPath, [preflight], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, PREFLIGHT_ROOT: root, ...env },
  })
}

describe('installProblems', () => {
  it('finds nothing wrong with a complete install, skipping optional packages of other platforms', () => {
    const root = project(
      { a: good, '@scope/b': good, 'other-os': { version: '1.0.0', optional: true } },
      { a: good, '@scope/b': good },
    )
    expect(installProblems(root)).toEqual({ reason: null, missing: [], broken: [] })
  })

  it('notices a missing node_modules and an install that never finished', () => {
    expect(installProblems(project({ a: good }, null)).reason).toBe('node_modules is missing')
    expect(installProblems(project({ a: good }, { a: good }, false)).reason).toMatch(/did not finish/)
  })

  it('notices packages missing from node_modules or older than the lockfile', () => {
    const root = project({ a: { ...good, version: '2.0.0' }, c: good }, { a: good })
    const found = installProblems(root)
    expect(found.missing).toEqual(['node_modules/a', 'node_modules/c'])
    expect(found.reason).toMatch(/^2 package\(s\) are missing or older than package-lock\.json/)
  })

  it('notices half-unpacked packages: no package.json, another version, or no main file', () => {
    const root = project(
      { a: good, b: good, c: good, d: good },
      { a: good, b: good, c: { ...good, files: [] }, d: good },
    )
    rmSync(join(root, 'node_modules/a/package.json'))
    writeFileSync(
      join(root, 'node_modules/b/package.json'),
      JSON.stringify({ name: 'b', version: '0.9.0', main: 'index.js' }),
    )
    writeFileSync(join(root, 'node_modules/d/package.json'), '{"name": "d", "vers')
    const found = installProblems(root)
    expect(found.broken).toEqual(['node_modules/a', 'node_modules/b', 'node_modules/c', 'node_modules/d'])
    expect(found.reason).toMatch(/^4 installed package\(s\) are incomplete/)
  })

  it('reads the entry the way Node does: exports (runtime conditions) before main', () => {
    const exportsOnly: Pkg = {
      version: '1.0.0',
      main: 'dist/stale.js',
      exports: { '.': { source: './src/index.ts', types: './x.d.ts', import: './esm/index.mjs' } },
      files: ['esm/index.mjs'],
    }
    expect(installProblems(project({ e: exportsOnly }, { e: exportsOnly })).broken).toEqual([])
    const gone = { ...exportsOnly, files: [] }
    expect(installProblems(project({ e: gone }, { e: gone })).broken).toEqual(['node_modules/e'])
  })
})

describe('preflight.mjs', () => {
  it('removes a half-unpacked package, reinstalls with progress, and checks again', () => {
    const root = project({ a: good }, { a: { ...good, files: [] } })
    // The stand-in npm: fails if the broken package was not removed first, then "installs" it.
    const run = runPreflight(
      root,
      `[ -e node_modules/a ] && { echo "broken package still there"; exit 3; }
echo "fake npm $*"
sleep 1.5
${INSTALL_A}`,
      { PREFLIGHT_PROGRESS_MS: '500' },
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain(
      '[preflight] 1 installed package(s) are incomplete (node_modules/a): repairing with npm install',
    )
    expect(run.stdout).toContain('fake npm install --no-audit --no-fund')
    expect(run.stdout).toMatch(/\[preflight\] installing\.\.\. \d+ s, \d+ packages in node_modules/)
    expect(run.stdout).toContain('[preflight] node_modules is complete')
    expect(existsSync(join(root, 'node_modules/a/index.js'))).toBe(true)
  })

  it('tries the install again when one attempt fails midway, as a stalled registry download does', () => {
    const root = project({ a: good }, null)
    // The stand-in npm: the first run leaves a half-unpacked package and fails like npm's idle
    // timeout; the second run finds that package removed and installs it.
    const run = runPreflight(
      root,
      `if [ ! -e attempted ]; then
  touch attempted
  mkdir -p node_modules/a && echo '{"name":"a","version":"1.0.0","main":"index.js"}' > node_modules/a/package.json
  echo '{"lockfileVersion":3,"packages":{"node_modules/a":{"version":"1.0.0"}}}' > node_modules/.package-lock.json
  echo "npm error code EIDLETIMEOUT"
  exit 1
fi
[ -e node_modules/a ] && { echo "broken package still there"; exit 3; }
${INSTALL_A}`,
      { PREFLIGHT_RETRY_WAIT_MS: '0' },
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('npm error code EIDLETIMEOUT')
    expect(run.stdout).toContain(
      '[preflight] the install did not complete (1 installed package(s) are incomplete (node_modules/a)): trying again (attempt 2 of 3)',
    )
    expect(run.stdout).toContain('[preflight] node_modules is complete')
    expect(existsSync(join(root, 'node_modules/a/index.js'))).toBe(true)
  })

  it('stops with advice when every attempt fails', () => {
    const root = project({ a: good }, null)
    const run = runPreflight(root, 'echo "npm ERR! network timeout"\nexit 1\n', {
      PREFLIGHT_RETRY_WAIT_MS: '0',
    })
    expect(run.status).toBe(1)
    expect(run.stdout).toContain('[preflight] node_modules is missing: repairing with npm install')
    expect(run.stdout.match(/npm ERR! network timeout/g)).toHaveLength(3)
    expect(run.stdout).toContain('trying again (attempt 3 of 3)')
    expect(run.stderr).toContain('[preflight] the install did not succeed after 3 attempt(s)')
    expect(run.stderr).toContain('delete node_modules and run `npm install`')
  })

  it('keeps its settings in the project .npmrc: a stalled download fails in a minute, not five', () => {
    const npmrc = readFileSync(resolve(dirname(preflight), '../.npmrc'), 'utf8')
    expect(npmrc).toMatch(/^fetch-timeout=60000$/m)
    expect(npmrc).toMatch(/^fetch-retries=4$/m)
  })

  it('is quiet and quick when the install is complete', () => {
    const run = spawnSync(process.execPath, [preflight], {
      encoding: 'utf8',
      env: { ...process.env, PREFLIGHT_ROOT: project({ a: good }, { a: good }) },
    })
    expect(run.status).toBe(0)
    expect(run.stdout).toBe('')
  })
})
