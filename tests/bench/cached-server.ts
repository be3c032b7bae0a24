// Serves a built site the way a real host should, so a reload in the bench means what it means
// for players: hashed files under /assets/ are cached for good, everything else is revalidated
// (ETag). Unknown paths without an extension get index.html (single-page fallback).
import { createServer } from 'node:http'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
}

export interface CachedServer {
  url: string
  close: () => Promise<void>
}

/** `overrides` answers a path with a fixed body (the bench's config.json per mode). */
export function serveCached(dir: string, overrides: Record<string, string> = {}): Promise<CachedServer> {
  const root = resolve(dir)
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let body: Buffer
    let type: string
    if (path in overrides) {
      body = Buffer.from(overrides[path])
      type = TYPES['.json']
    } else {
      let file = normalize(join(root, path))
      if (file !== root && !file.startsWith(root + sep)) return void res.writeHead(403).end()
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
      if (!existsSync(file) && !extname(path)) file = join(root, 'index.html')
      if (!existsSync(file)) return void res.writeHead(404).end()
      body = readFileSync(file)
      type = TYPES[extname(file)] ?? 'application/octet-stream'
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    const immutable = path.startsWith('/assets/')
    const headers = {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
    }
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end()
    res.writeHead(200, { ...headers, 'content-length': body.length }).end(body)
  })
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      done({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((closed) => {
            server.closeAllConnections()
            server.close(() => closed())
          }),
      })
    })
  })
}
