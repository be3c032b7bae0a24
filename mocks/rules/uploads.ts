// Stored image files (profile pictures, nation icons): what counts as an image, and where it lives.
// Files are served from /uploads/<name> (handlers/uploads.ts).

import { db, insertRow, removeRow } from '../db'
import { bytesToBase64, randomHex } from '../db/identity'
import { scenarioClock } from '../clock'
import { lookup } from './lookup'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const IMAGE_TYPE_TEXT = 'Please select a PNG, JPEG, or WebP image file.'
export const IMAGE_SIZE_TEXT = 'File size must be less than 5MB.'

export interface ImageUpload {
  bytes: Uint8Array
  contentType: 'image/png' | 'image/jpeg' | 'image/webp'
  extension: 'png' | 'jpg' | 'webp'
}

/** The image type from the file's first bytes (the declared type is not trusted). */
export function sniffImage(bytes: Uint8Array): Pick<ImageUpload, 'contentType' | 'extension'> | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' }
  if (starts([0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' }
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: 'image/webp', extension: 'webp' }
  }
  return null
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'file'

/** Stores an image and returns its URL, `/uploads/<name>`. */
export function saveUpload(image: ImageUpload, baseName: string, uploadedBy: string): string {
  const name = `${slug(baseName)}-${randomHex(6)}.${image.extension}`
  insertRow(db.uploads, {
    name,
    contentType: image.contentType,
    data: bytesToBase64(image.bytes),
    size: image.bytes.length,
    uploadedBy,
    createdAt: scenarioClock.nowIso(),
  })
  return `/uploads/${name}`
}

/** Deletes the stored file behind an `/uploads/<name>` URL (other URLs are ignored). */
export function deleteUploadByUrl(url: string): void {
  const match = /^\/uploads\/([^/?#]+)/.exec(url)
  if (!match) return
  const row = findUpload(decodeURIComponent(match[1]))
  if (row) removeRow(db.uploads, row)
}

const uploads = lookup(
  () => db.uploads.all(),
  (u) => u.name,
)

export const findUpload = (name: string) => uploads.first(name)

/** Replaces an image URL held by a row, deleting an uploaded file it no longer uses. */
export function replaceImage<K extends string>(
  holder: Record<K, string | null>,
  field: K,
  url: string | null,
) {
  const previous = holder[field]
  holder[field] = url
  if (previous && previous !== url) deleteUploadByUrl(previous)
}
