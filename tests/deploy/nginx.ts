// Runs Debian's nginx with deploy/nginx.conf as shipped, for the deploy tests and the Lighthouse
// bench: the placeholders an operator replaces are replaced (the site's directory, a loopback
// port, the API host), and the file is wrapped in a minimal main config whose pid, logs and
// temporary files live in a temporary directory, so nginx runs as the current user.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { userInfo, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))
export const NGINX_TEMPLATE = join(root, 'deploy/nginx.conf')

/** What an operator replaces in deploy/nginx.conf (its header lists them). */
const PLACEHOLDERS = {
  site: '/srv/statecraft-console',
  listen: 'listen 80;',
  apiHost: '"https://api.example.net"',
} as const

export interface SiteOptions {
  /** The directory holding the build (a copy of dist/). */
  site: string
  port: number
  /** The API host for connect-src and img-src (config.json's apiUrl). */
  apiHost: string
}

/** deploy/nginx.conf with the operator's placeholders filled in; fails when one is gone. */
export function nginxSite(template: string, { site, port, apiHost }: SiteOptions): string {
  for (const [name, text] of Object.entries(PLACEHOLDERS)) {
    if (!template.includes(text))
      throw new Error(`deploy/nginx.conf no longer has its ${name} placeholder ${text}`)
  }
  return template
    .replaceAll(PLACEHOLDERS.site, site)
    .replace(PLACEHOLDERS.listen, `listen 127.0.0.1:${port};`)
    .replace(PLACEHOLDERS.apiHost, JSON.stringify(apiHost))
}

/** The main config around the site: everything nginx writes goes to `dir`. */
export function nginxMain(dir: string, site: string): string {
  // As root, nginx's workers would switch to "nobody"; tests run as whoever started them.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : ''
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, `${kind}_temp`)};`)
    .join('\n')
  return `${user}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${join(dir, 'access.log')};
${temp}
  sendfile on;
${site}
}
`
}

export function findNginx(): string {
  return execFileSync('bash', [join(root, '.ci/ensure-nginx.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim()
}

export interface RunningNginx {
  /** http://127.0.0.1:PORT */
  origin: string
  /** The served copy of dist/: tests edit its config.json as an operator would. */
  site: string
  /** Replaces the served config.json (no-store: the next page load reads it). */
  writeConfig: (config: object) => void
  stop: () => Promise<void>
}

async function waitForPort(origin: string, nginx: ChildProcess, dir: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) {
      const log = readFileSync(join(dir, 'error.log'), 'utf8')
      throw new Error(`nginx exited with ${nginx.exitCode}:\n${log}`)
    }
    try {
      await fetch(`${origin}/`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`nginx did not answer at ${origin} within 30 s`)
}

/** Copies `dist` to a temporary site and serves it with deploy/nginx.conf on 127.0.0.1:port. */
export async function startNginx(options: {
  dist: string
  port: number
  apiHost: string
}): Promise<RunningNginx> {
  const nginxPath = findNginx()
  const dir = mkdtempSync(join(tmpdir(), 'statecraft-nginx-'))
  const site = join(dir, 'site')
  cpSync(options.dist, site, { recursive: true })
  const server = nginxSite(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    site,
    port: options.port,
    apiHost: options.apiHost,
  })
  const config = join(dir, 'nginx.conf')
  writeFileSync(config, nginxMain(dir, server))
  execFileSync(nginxPath, ['-t', '-q', '-p', dir, '-c', config], { stdio: ['ignore', 'inherit', 'inherit'] })
  const nginx = spawn(nginxPath, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' })
  const origin = `http://127.0.0.1:${options.port}`
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve))
      // QUIT: finish the requests in flight, then exit with the workers; TERM if that hangs.
      nginx.kill('SIGQUIT')
      const slow = setTimeout(() => nginx.kill('SIGTERM'), 5000)
      await exited
      clearTimeout(slow)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForPort(origin, nginx, dir)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    origin,
    site,
    writeConfig: (value) => writeFileSync(join(site, 'config.json'), JSON.stringify(value, null, 2)),
    stop,
  }
}
