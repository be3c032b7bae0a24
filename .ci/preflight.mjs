#!/usr/bin/env node
// Installs dependencies when they are missing or older than the lockfile, so `npm start` and
// `npm test` work on a fresh clone. Uses only Node built-ins: it runs before node_modules exists.
import { existsSync, statSync, utimesSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const marker = join(root, 'node_modules', '.package-lock.json')
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0)

function reason() {
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing'
  if (!existsSync(marker)) return 'node_modules looks incomplete'
  const installed = mtime(marker)
  if (mtime(join(root, 'package-lock.json')) > installed)
    return 'package-lock.json changed since the last install'
  if (mtime(join(root, 'package.json')) > installed) return 'package.json changed since the last install'
  for (const bin of ['vite', 'vitest', 'tsc', 'eslint', 'storybook', 'playwright', 'tsx']) {
    if (!existsSync(join(root, 'node_modules', '.bin', bin))) return `node_modules/.bin/${bin} is missing`
  }
  return null
}

const why = reason()
if (why) {
  console.log(`[preflight] ${why}: running npm install --no-audit --no-fund`)
  // `npm ci` can trip over lockfile entries for other platforms' optional binaries here.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('[preflight] npm install failed; fix the error above and run the command again.')
    process.exit(result.status ?? 1)
  }
  // npm leaves the marker alone when nothing changed; touch it so the next run skips the install.
  if (existsSync(marker)) utimesSync(marker, new Date(), new Date())
}

// npm 11 skips unapproved install scripts, so the MSW worker may never have been copied.
if (!existsSync(join(root, 'public', 'mockServiceWorker.js'))) {
  console.log('[preflight] public/mockServiceWorker.js is missing: running npx msw init public --save')
  const result = spawnSync('npx', ['msw', 'init', 'public', '--save'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
