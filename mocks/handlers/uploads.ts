// Image uploads (multipart field `image`, PNG/JPEG/WebP by their bytes, at most 5 MB) and the
// files' serving from /uploads/<name>. The nation icon upload reuses readImageUpload/saveUpload.

import { HttpResponse, http } from 'msw'
import type { ProfilePictureUploadResponse } from '@/api/types'
import { db, insertRow, removeRow } from '../db'
import { base64ToBytes, bytesToBase64, randomHex } from '../db/identity'
import { scenarioClock } from '../clock'
import {
  API,
  badRequest,
  fail,
  findCharacter,
  forbidden,
  notFound,
  ok,
  pathParam,
  requireLiving,
  route,
  sameName,
  withAuth,
} from './http'

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

/** Reads the multipart field `image` and checks it: 400 when missing, too large or not an image. */
export async function readImageUpload(request: Request): Promise<ImageUpload> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('Request must be multipart/form-data with an image field')
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw badRequest('Malformed multipart body')
  }
  const file = form.get('image')
  if (!file || typeof file === 'string') throw badRequest('image is required')
  if (file.size === 0) throw badRequest('image is empty')
  if (file.size > MAX_IMAGE_BYTES) throw badRequest(IMAGE_SIZE_TEXT)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffImage(bytes)
  if (!kind) throw badRequest(IMAGE_TYPE_TEXT)
  return { bytes, ...kind }
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
  const row = db.uploads.findFirst((q) => q.where({ name: decodeURIComponent(match[1]) }))
  if (row) removeRow(db.uploads, row)
}

export const uploadsHandlers = [
  http.post(
    `${API}/players/:name/profile-picture/upload`,
    withAuth(async ({ request, params, caller }) => {
      const name = pathParam(params, 'name')
      const image = await readImageUpload(request)
      const character = findCharacter(name)
      if (!character) throw notFound('Player not found')
      const own = caller.character !== null && sameName(caller.character.name, character.name)
      if (!own && !caller.isAdmin) throw forbidden('You can only change your own character')
      requireLiving(caller)
      const imageUrl = saveUpload(image, character.name, caller.characterName)
      const previous = character.profilePictureUrl
      character.profilePictureUrl = imageUrl
      if (previous) deleteUploadByUrl(previous)
      const response: ProfilePictureUploadResponse = {
        success: true,
        imageUrl,
        message: 'Profile picture uploaded',
      }
      return ok({ ...response })
    }),
  ),

  // Images load through <img>, so no token is required; the console may add one (`token`).
  http.get(
    '*/uploads/:name',
    route(({ params }) => {
      const row = db.uploads.findFirst((q) => q.where({ name: pathParam(params, 'name') }))
      if (!row) return fail(404, 'File not found')
      const bytes = base64ToBytes(row.data)
      return new HttpResponse(bytes, {
        headers: {
          'Content-Type': row.contentType,
          'Content-Length': String(bytes.length),
          'Cache-Control': 'public, max-age=3600',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    }),
  ),
]
