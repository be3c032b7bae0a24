// A dependency-free static file server for built output (dist/, storybook-static/).
// Used by the test harness; `overrides` lets a test serve a different /config.json without
// touching the build, and `spa` answers unknown paths with index.html like any SPA host should.
import { createServer } from 'node:http'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

/**
 * @param {{ dir: string, port?: number, host?: string, spa?: boolean,
 *           overrides?: Record<string, { body: string, type?: string }> }} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function serveStatic({ dir, port = 0, host = '127.0.0.1', spa = false, overrides = {} }) {
  const root = resolve(dir)
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const override = overrides[path]
    if (override) {
      res.writeHead(200, { 'content-type': override.type ?? 'application/json', 'cache-control': 'no-store' })
      res.end(override.body)
      return
    }
    let file = normalize(join(root, path))
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end()
      return
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) {
      if (spa && !extname(path)) file = join(root, 'index.html')
      else {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
        return
      }
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
    })
    createReadStream(file).pipe(res)
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port
      resolvePromise({
        url: `http://${host}:${actual}`,
        port: actual,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.()
            server.close(() => done())
          }),
      })
    })
  })
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort() {
  const { createServer: netServer } = await import('node:net')
  return new Promise((resolvePromise, reject) => {
    const probe = netServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address())
      probe.close(() => resolvePromise(port))
    })
  })
}

// CLI: node .ci/static-server.mjs <dir> [port] [--spa]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '0'] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  const spa = process.argv.includes('--spa')
  const { url } = await serveStatic({ dir, port: Number(port), spa })
  console.log(`Serving ${dir} at ${url}${spa ? ' (SPA fallback)' : ''}`)
}
