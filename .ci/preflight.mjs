#!/usr/bin/env node
// Makes sure node_modules is complete and matches package-lock.json before `npm start` and
// `npm test`, and repairs it when it is not: a fresh clone, a lockfile that changed, or an install
// that was cut off halfway (a package half unpacked makes Vite answer every module with 500).
// Uses only Node built-ins: it runs before node_modules exists.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** How often a running install reports; tests shorten it. */
const PROGRESS_EVERY_MS = Number(process.env.PREFLIGHT_PROGRESS_MS ?? 10_000)
/**
 * How many times the install is tried. One stalled download from the registry ends a whole
 * `npm install` (npm does not retry a response body that stops midway), while the packages already
 * fetched stay in npm's cache, so trying again is cheap and usually enough.
 */
const INSTALL_ATTEMPTS = Number(process.env.PREFLIGHT_INSTALL_ATTEMPTS ?? 3)
/** Pause before the next attempt, growing with each one; tests set it to 0. */
const RETRY_WAIT_MS = Number(process.env.PREFLIGHT_RETRY_WAIT_MS ?? 5_000)

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** The file a package's exports map gives Node for its main entry (runtime conditions only). */
function exportsEntry(exports) {
  if (typeof exports === 'string') return exports
  if (Array.isArray(exports)) return exports.map(exportsEntry).find(Boolean) ?? null
  if (!exports || typeof exports !== 'object') return null
  const keys = Object.keys(exports)
  if (keys.some((key) => key.startsWith('.'))) return '.' in exports ? exportsEntry(exports['.']) : null
  for (const condition of ['node', 'import', 'default', 'require']) {
    const found = condition in exports ? exportsEntry(exports[condition]) : null
    if (found) return found
  }
  return null
}

/** The files that must exist for a package to be usable: its main entry (or its types, for @types). */
function entryFiles(pkg) {
  const files = []
  // Node resolves through `exports` when a package has one; `main` may then be stale.
  const fromExports = pkg.exports === undefined ? null : exportsEntry(pkg.exports)
  if (fromExports) {
    if (!fromExports.includes('*')) files.push(fromExports)
  } else if (typeof pkg.main === 'string') files.push(pkg.main)
  if (!files.length && typeof (pkg.types ?? pkg.typings) === 'string') files.push(pkg.types ?? pkg.typings)
  return files
}

const entryExists = (dir, file) =>
  [file, `${file}.js`, `${file}.json`, join(file, 'index.js')].some((candidate) =>
    existsSync(join(dir, candidate)),
  )

/**
 * What is wrong with node_modules compared with package-lock.json.
 * - `missing`: required packages npm has not installed, or installed at another version (stale);
 * - `broken`: packages on disk that are not usable (no or unreadable package.json, another
 *   version than recorded, or their main file is absent: a half-unpacked package).
 * Optional packages for other platforms (esbuild, rolldown binaries) are not required.
 */
export function installProblems(root) {
  const modules = join(root, 'node_modules')
  if (!existsSync(modules)) return { reason: 'node_modules is missing', missing: [], broken: [] }
  const lock = readJson(join(root, 'package-lock.json'))
  const installed = readJson(join(modules, '.package-lock.json'))
  if (!lock?.packages) return { reason: null, missing: [], broken: [] } // nothing to compare with
  if (!installed?.packages) {
    return {
      reason: 'node_modules/.package-lock.json is missing: the last install did not finish',
      missing: [],
      broken: [],
    }
  }
  const missing = []
  for (const [path, wanted] of Object.entries(lock.packages)) {
    if (!path || wanted.link) continue
    const have = installed.packages[path]
    if (!have) {
      if (!wanted.optional) missing.push(path)
    } else if (wanted.version && have.version !== wanted.version) missing.push(path)
  }
  const broken = []
  for (const [path, recorded] of Object.entries(installed.packages)) {
    if (!path || recorded.link) continue
    const dir = join(root, path)
    const pkg = readJson(join(dir, 'package.json'))
    if (!pkg || (recorded.version && pkg.version !== recorded.version)) broken.push(path)
    else if (!entryFiles(pkg).every((file) => entryExists(dir, file))) broken.push(path)
  }
  const reason = broken.length
    ? `${broken.length} installed package(s) are incomplete (${broken.slice(0, 3).join(', ')}${broken.length > 3 ? ', ...' : ''})`
    : missing.length
      ? `${missing.length} package(s) are missing or older than package-lock.json (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''})`
      : null
  return { reason, missing, broken }
}

const packagesIn = (modules) => {
  try {
    return readdirSync(modules).reduce(
      (n, name) =>
        n + (name.startsWith('@') ? readdirSync(join(modules, name)).length : name.startsWith('.') ? 0 : 1),
      0,
    )
  } catch {
    return 0
  }
}

/** npm install, with a line of progress every few seconds (npm itself is silent without a TTY). */
function npmInstall(root) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
    const timer = setInterval(() => {
      const seconds = Math.round((Date.now() - started) / 1000)
      console.log(
        `[preflight] installing... ${seconds} s, ${packagesIn(join(root, 'node_modules'))} packages in node_modules`,
      )
    }, PROGRESS_EVERY_MS)
    child.on('exit', (code, signal) => {
      clearInterval(timer)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** Removes what a cut-off install left half unpacked, so npm fetches it again instead of trusting it. */
function removeBroken(root, broken) {
  for (const path of broken) rmSync(join(root, path), { recursive: true, force: true })
  if (broken.length) rmSync(join(root, 'node_modules', '.package-lock.json'), { force: true })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Installs until node_modules matches the lockfile or the attempts run out; returns the last problem. */
async function repair(root, found) {
  let problem = found
  let code = 0
  for (let attempt = 1; attempt <= INSTALL_ATTEMPTS; attempt++) {
    if (attempt > 1) {
      console.log(
        `[preflight] the install did not complete${problem.reason ? ` (${problem.reason})` : ''}: ` +
          `trying again (attempt ${attempt} of ${INSTALL_ATTEMPTS})`,
      )
      await sleep(RETRY_WAIT_MS * (attempt - 1))
    }
    removeBroken(root, problem.broken)
    code = await npmInstall(root)
    problem = installProblems(root)
    if (code === 0 && !problem.reason) return { code, problem }
  }
  return { code: code || 1, problem }
}

async function main() {
  // PREFLIGHT_ROOT: another project folder (the preflight's own test uses a throwaway one).
  const root = process.env.PREFLIGHT_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..')
  const found = installProblems(root)
  if (found.reason) {
    console.log(`[preflight] ${found.reason}: repairing with npm install`)
    const { code, problem } = await repair(root, found)
    if (code !== 0) {
      console.error(
        `[preflight] the install did not succeed after ${INSTALL_ATTEMPTS} attempt(s)` +
          `${problem.reason ? ` (${problem.reason})` : ''}. ` +
          'Fix the error above, or delete node_modules and run `npm install`, then run the command again.',
      )
      process.exit(code)
    }
    console.log('[preflight] node_modules is complete')
  }

  // npm 11 skips unapproved install scripts, so the MSW worker may never have been copied.
  if (!existsSync(join(root, 'public', 'mockServiceWorker.js'))) {
    console.log('[preflight] public/mockServiceWorker.js is missing: running npx msw init public --save')
    const result = spawnSync('npx', ['msw', 'init', 'public', '--save'], { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
