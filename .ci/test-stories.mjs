#!/usr/bin/env node
// Storybook interaction + accessibility tests against a static build:
// storybook build -> serve storybook-static on a free port -> test-storybook --url (index.json mode).
// Flags: --no-build reuses an existing storybook-static/. Extra args go to test-storybook.
import { spawn, execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveStatic } from './static-server.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const args = process.argv.slice(2)
const skipBuild = args.includes('--no-build')
const extra = args.filter((a) => a !== '--no-build')

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' }
if (!env.CHROMIUM_PATH) {
  env.CHROMIUM_PATH = execFileSync('bash', [join(root, '.ci/ensure-chromium.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim()
}

function run(cmd, cmdArgs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

if (!skipBuild || !existsSync(join(root, 'storybook-static', 'index.json'))) {
  console.log('[stories] storybook build --test -o storybook-static')
  const code = await run(bin('storybook'), [
    'build',
    '--test',
    '--quiet',
    '-o',
    'storybook-static',
    '--disable-telemetry',
  ])
  if (code !== 0) process.exit(code)
}

const server = await serveStatic({ dir: join(root, 'storybook-static') })
console.log(`[stories] serving storybook-static at ${server.url}`)
const workers = process.env.STORIES_WORKERS ?? '2'
const code = await run(bin('test-storybook'), [
  '--url',
  server.url,
  '--index-json',
  '--maxWorkers',
  workers,
  '--disable-telemetry',
  ...extra,
])
await server.close()
process.exit(code)
