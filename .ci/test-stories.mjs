#!/usr/bin/env node
// Storybook interaction + accessibility tests against a static build:
// storybook build -> serve storybook-static on a free port -> test-storybook --url (index.json mode).
// Flags: --no-build reuses an existing storybook-static/. Other arguments: story file patterns
// (`screens-login` matches the stories titled Screens/Login) and options for test-storybook.
import { spawn, execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveStatic } from './static-server.mjs'
import { batchIndex, splitPatterns } from './story-batches.mjs'

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

const workers = process.env.STORIES_WORKERS ?? '2'
// The runner reads the stories from an index of its own (batched: see story-batches.mjs), served
// under /test-runner/; the browser opens the build itself (STORIES_PREVIEW_URL).
const { patterns, rest } = splitPatterns(extra)
const index = JSON.parse(readFileSync(join(root, 'storybook-static', 'index.json'), 'utf8'))
const batched = batchIndex(index, { patterns, workers: Number(workers) })
if (!Object.keys(batched.entries).length) {
  console.error(`[stories] no story file matches ${patterns.join(' ')}`)
  process.exit(1)
}
const server = await serveStatic({
  dir: join(root, 'storybook-static'),
  overrides: {
    '/test-runner/': { body: 'Story index for the test runner', type: 'text/plain' },
    '/test-runner/index.json': { body: JSON.stringify(batched) },
  },
})
console.log(`[stories] serving storybook-static at ${server.url}`)
env.STORIES_PREVIEW_URL = `${server.url}/`
// Links in the runner's failure messages point at the build.
env.REFERENCE_URL = `${server.url}/`
const code = await run(bin('test-storybook'), [
  '--url',
  `${server.url}/test-runner/`,
  '--index-json',
  '--maxWorkers',
  workers,
  '--disable-telemetry',
  ...rest,
])
await server.close()
process.exit(code)
