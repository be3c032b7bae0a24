// A tiny PNG encoder for seeded profile pictures, so the demo shows uploaded images (served from
// /uploads/) without any network or image files in the repo. Stored (uncompressed) deflate keeps
// it a few lines; the images are small.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  out.set(u32(data.length), 0)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  out.set(u32(crc32(out.subarray(4, 8 + data.length))), 8 + data.length)
  return out
}

function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535))
  const out = new Uint8Array(2 + blocks * 5 + raw.length + 4)
  out[0] = 0x78
  out[1] = 0x01
  let at = 2
  for (let i = 0; i < blocks; i++) {
    const block = raw.subarray(i * 65535, (i + 1) * 65535)
    out.set(
      [
        i === blocks - 1 ? 1 : 0,
        block.length & 0xff,
        block.length >>> 8,
        ~block.length & 0xff,
        (~block.length >>> 8) & 0xff,
      ],
      at,
    )
    out.set(block, at + 5)
    at += 5 + block.length
  }
  out.set(u32(adler32(raw)), at)
  return out
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Encodes an RGB image (`pixels` = width*height*3 bytes) as PNG. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const row = 1 + width * 3
  const raw = new Uint8Array(height * row) // each row starts with filter type 0 (none)
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * row + 1)
  const parts = [
    Uint8Array.from(PNG_SIGNATURE),
    chunk('IHDR', Uint8Array.from([...u32(width), ...u32(height), 8, 2, 0, 0, 0])),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array()),
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

function hash(text: string): number {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return h >>> 0
}

/** A symmetric 5x5 identicon for `seed`, `size` pixels square (a multiple of 6 looks best). */
export function identiconPng(seed: string, size = 60): Uint8Array {
  const h = hash(seed)
  const hue = h % 360
  const [r, g, b] = hslToRgb(hue / 360, 0.55, 0.55)
  const cell = Math.floor(size / 6)
  const margin = Math.floor((size - cell * 5) / 2)
  const pixels = new Uint8Array(size * size * 3)
  // 15 bits (3 mirrored columns x 5 rows) from a second hash decide which cells are filled.
  const bits = Math.imul(hash(`${seed}#cells`) ^ 0x9e3779b9, 0x85ebca6b) >>> 0
  const grid: boolean[] = []
  for (let cy = 0; cy < 5; cy++) {
    for (let cx = 0; cx < 5; cx++) grid.push(((bits >>> (cy * 3 + Math.min(cx, 4 - cx) + 7)) & 1) === 1)
  }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const cx = Math.floor((x - margin) / cell)
      const cy = Math.floor((y - margin) / cell)
      const inside = x >= margin && y >= margin && cx < 5 && cy < 5
      const fg = inside && grid[cy * 5 + cx]
      const i = (y * size + x) * 3
      pixels[i] = fg ? r : 30
      pixels[i + 1] = fg ? g : 41
      pixels[i + 2] = fg ? b : 59
    }
  }
  return encodePng(size, size, pixels)
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t
    if (x < 1 / 6) return p + (q - p) * 6 * x
    if (x < 1 / 2) return q
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6
    return p
  }
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)].map((v) => Math.round(v * 255)) as [
    number,
    number,
    number,
  ]
}
