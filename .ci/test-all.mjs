#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure, then a summary with the time
// of each stage. The quick static checks and the build run side by side (`together`): each is
// mostly one core's work, so on a 2-core machine two of them cost little more than one; their
// output is held back and printed whole, one stage after the other. The last line is "Tests: N passed, N failed" (stages without their own test
// counts, such as typecheck or build, count as one check each).
import { spawn, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './static-server.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const reports = join(root, 'reports')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const only = process.argv.slice(2) // optional stage names, e.g. `node .ci/test-all.mjs lint unit`

rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', STORYBOOK_DISABLE_TELEMETRY: '1' }

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8'))
  } catch {
    return null
  }
}

/** Counts from vitest's JSON reporter. */
const vitestCounts = (file) => () => {
  const r = readJson(file)
  return r
    ? {
        passed: r.numPassedTests,
        failed: r.numFailedTests + (r.numFailedTestSuites && !r.numFailedTests ? 1 : 0),
      }
    : null
}

/** Counts from Playwright's JSON reporter. */
const playwrightCounts = (file) => () => {
  const r = readJson(file)
  if (!r?.stats) return null
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }
}

const stages = [
  {
    name: 'chromium',
    title: 'Chromium available',
    run: async () => {
      try {
        env.CHROMIUM_PATH = execFileSync('bash', [join(root, '.ci/ensure-chromium.sh')], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
        }).trim()
        console.log(`Using Chromium at ${env.CHROMIUM_PATH}`)
        return 0
      } catch {
        return 1
      }
    },
  },
  {
    name: 'typecheck',
    title: 'Typecheck (tsc --noEmit)',
    together: true,
    cmd: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'],
  },
  {
    name: 'lint',
    title: 'Lint (eslint)',
    together: true,
    cmd: [bin('eslint'), '--config', '.config/eslint.config.js', '.'],
  },
  {
    // Dead code stays gone: an export, type or file nothing uses fails the run.
    name: 'unused',
    title: 'Unused files, exports and types (knip)',
    together: true,
    cmd: [bin('knip'), '--config', '.config/knip.json', '--no-progress', '--no-config-hints'],
  },
  {
    name: 'format',
    title: 'Formatting (prettier --check)',
    together: true,
    cmd: [bin('prettier'), '--check', '--log-level', 'warn', '.'],
  },
  {
    // Beside the static checks (none of them reads dist/): it is short, and the bundle, e2e and
    // deploy stages read what it writes.
    name: 'build',
    title: 'Production build (vite build)',
    together: true,
    cmd: [bin('vite'), 'build'],
  },
  {
    // Beside the static checks too, rather than inside the stories stage: a build spends much of
    // its time reading and writing files, which the CPU-bound checks beside it barely notice.
    name: 'storybook',
    title: 'Storybook build (storybook build --test)',
    together: true,
    cmd: [bin('storybook'), 'build', '--test', '--quiet', '-o', 'storybook-static', '--disable-telemetry'],
  },
  {
    name: 'unit',
    title: 'Unit, component and fake-backend tests (vitest)',
    cmd: [
      bin('vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/vitest.json',
    ],
    parse: vitestCounts('vitest.json'),
  },
  {
    name: 'bundle',
    title: 'Bundle test (no msw/@msw/data/faker in live mode)',
    cmd: [
      bin('vitest'),
      'run',
      '--config',
      'tests/bundle/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/bundle.json',
    ],
    parse: vitestCounts('bundle.json'),
  },
  {
    name: 'stories',
    title: 'Storybook interaction + axe tests (test-runner)',
    // Reuses what the storybook stage built when it runs in this same run, else builds first.
    cmd: [
      'node',
      '.ci/test-stories.mjs',
      ...(!only.length || only.includes('storybook') ? ['--no-build'] : []),
    ],
    env: () => ({ JEST_SUMMARY_FILE: join(reports, 'storybook.json') }),
    parse: () => readJson('storybook.json'),
  },
  {
    name: 'e2e',
    title: 'End-to-end tests (Playwright, demo + live)',
    cmd: [bin('playwright'), 'test', '-c', 'tests/e2e/playwright.config.ts'],
    env: async () => ({
      E2E_PORT: String(await freePort()),
      E2E_MOCK_PORT: String(await freePort()),
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json'),
    }),
    parse: playwrightCounts('e2e.json'),
  },
  {
    // The build served by Debian's nginx with deploy/nginx.conf (installed like Chromium when
    // missing: .ci/ensure-nginx.sh), at / and /console/, demo and live, under the strict CSP.
    name: 'deploy',
    title: 'Deployment tests (nginx with deploy/nginx.conf, root and /console/)',
    cmd: [bin('playwright'), 'test', '-c', 'tests/deploy/playwright.config.ts'],
    env: async () => ({
      DEPLOY_PORT: String(await freePort()),
      E2E_MOCK_PORT: String(await freePort()),
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'deploy.json'),
    }),
    parse: playwrightCounts('deploy.json'),
  },
]

/**
 * Runs one command. `held`: its output is collected instead of printed (a stage running beside
 * others), and handed back with its exit code.
 */
function runCommand([cmd, ...args], extraEnv, held = false) {
  return new Promise((resolve) => {
    const output = []
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', held ? 'pipe' : 'inherit', held ? 'pipe' : 'inherit'],
    })
    if (held) {
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
    }
    const done = (code) => resolve({ code, output: Buffer.concat(output).toString() })
    child.on('error', (err) => {
      output.push(Buffer.from(`${err.message}\n`))
      done(1)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

// Whole seconds first, so 179.6 s reads "3m 0s", not "2m 60s".
const fmt = (ms) => {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`
}
const results = []
const started = Date.now()
let failedStage = null

/** Runs a stage; `held` as in runCommand. Resolves to its result row and any held output. */
async function runStage(stage, held) {
  const t0 = Date.now()
  const extraEnv = stage.env ? await stage.env() : {}
  const { code, output } = stage.run
    ? { code: await stage.run(), output: '' }
    : await runCommand(stage.cmd, extraEnv, held)
  const ms = Date.now() - t0
  const counts = stage.parse?.() ?? null
  return { ...stage, status: code === 0 ? 'passed' : 'FAILED', ms, code, counts, output }
}

const report = (result) => {
  console.log(`\n\x1b[1m━━ ${result.title} ━━\x1b[0m`)
  if (result.output) process.stdout.write(result.output)
  console.log(`\x1b[1m── ${result.name}: ${result.status} in ${fmt(result.ms)}\x1b[0m`)
}

const selected = stages.filter((stage) => !only.length || only.includes(stage.name))
for (let i = 0; i < selected.length;) {
  // A run of consecutive `together` stages starts at once; any other stage runs alone.
  let end = i + 1
  if (selected[i].together) while (end < selected.length && selected[end].together) end++
  const batch = selected.slice(i, end)
  i = end
  if (failedStage) {
    for (const stage of batch) results.push({ name: stage.name, status: 'not run', ms: 0 })
    continue
  }
  if (batch.length === 1) {
    console.log(`\n\x1b[1m━━ ${batch[0].title} ━━\x1b[0m`)
    const result = await runStage(batch[0], false)
    console.log(`\x1b[1m── ${result.name}: ${result.status} in ${fmt(result.ms)}\x1b[0m`)
    results.push(result)
  } else {
    console.log(`\n\x1b[1m━━ ${batch.map((s) => s.name).join(', ')}: side by side ━━\x1b[0m`)
    // Printed in stage order as soon as each one and those before it are done.
    const running = batch.map((stage) => runStage(stage, true))
    for (const pending of running) {
      const result = await pending
      report(result)
      results.push(result)
    }
  }
  failedStage = results.find((r) => r.status === 'FAILED')?.name ?? null
}

const total = Date.now() - started
let passed = 0
let failed = 0
let skipped = 0
console.log('\n\x1b[1mSummary\x1b[0m')
for (const r of results) {
  let detail = ''
  if (r.counts) {
    passed += r.counts.passed ?? 0
    failed += r.counts.failed ?? 0
    skipped += r.counts.skipped ?? 0
    detail = `${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}`
    // A runner that crashed before reporting still failed the stage.
    if (r.status === 'FAILED' && !r.counts.failed) failed += 1
  } else if (r.status === 'passed') {
    passed += 1
    detail = 'ok'
  } else if (r.status === 'FAILED') {
    failed += 1
    detail = `exit code ${r.code}`
  }
  console.log(`  ${r.status.padEnd(8)} ${r.name.padEnd(10)} ${fmt(r.ms).padStart(8)}  ${detail}`)
}
console.log(`  total time ${fmt(total)}`)
writeFileSync(
  join(reports, 'summary.json'),
  JSON.stringify(
    {
      totalMs: total,
      failedStage,
      stages: results.map(({ name, status, ms, counts }) => ({ name, status, ms, counts })),
    },
    null,
    2,
  ),
)
if (failedStage) console.log(`\nStopped at the first failure: ${failedStage}. Later stages did not run.`)
if (!existsSync(join(root, 'node_modules'))) console.log('(node_modules missing?)')
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failedStage ? 1 : 0)
