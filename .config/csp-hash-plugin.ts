// Writes the Content-Security-Policy hashes of index.html's inline scripts next to the build, so a
// strict policy (no 'unsafe-inline') can still let the start-up script run. The script changes
// with the code, so its hash is computed from the built page, never copied by hand:
// deploy/nginx.conf includes the file, and operators of other hosts copy its value (docs/configuration.md).
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'

export const CSP_HASH_FILE = 'csp-script-hash.conf'

/** The contents of every <script> without a src attribute, exactly as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])
}

export const cspHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

/** An nginx `set` line: a valid nginx include and a value anyone can copy into another host's header. */
export function cspHashFile(html: string): string {
  const hashes = inlineScripts(html).map(cspHash)
  if (hashes.length === 0) throw new Error('index.html has no inline script to hash.')
  return [
    '# Written by `npm run build`: the hash of the start-up script in index.html, for script-src.',
    '# deploy/nginx.conf includes this file; on another host copy the quoted value into the',
    '# Content-Security-Policy header (docs/configuration.md, "Content-Security-Policy"). It changes with every build.',
    `set $statecraft_script_hashes "${hashes.join(' ')}";`,
    '',
  ].join('\n')
}

export function cspHashes(): Plugin {
  return {
    name: 'statecraft-csp-hashes',
    apply: 'build',
    async writeBundle(options, bundle) {
      const page = bundle['index.html']
      if (!page || page.type !== 'asset' || !options.dir) return
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source)
      await writeFile(join(options.dir, CSP_HASH_FILE), cspHashFile(html))
    },
  }
}
