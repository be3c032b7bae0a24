// Image uploads (multipart field `image`, PNG/JPEG/WebP by their bytes, at most 5 MB) and the
// files' serving from /uploads/<name> (rules/uploads.ts). The nation icon upload reuses readImageUpload.

import { HttpResponse, http } from 'msw'
import type { ProfilePictureUploadResponse } from '@/api/types'
import { base64ToBytes } from '../db/identity'
import { invalid } from '../rules/errors'
import { editableCharacter, setPicture } from '../rules/profiles'
import {
  findUpload,
  IMAGE_SIZE_TEXT,
  IMAGE_TYPE_TEXT,
  MAX_IMAGE_BYTES,
  saveUpload,
  sniffImage,
  type ImageUpload,
} from '../rules/uploads'
import { API, fail, ok, pathParam, route, withAuth } from './http'

/** Reads the multipart field `image` and checks it: 400 when missing, too large or not an image. */
export async function readImageUpload(request: Request): Promise<ImageUpload> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw invalid('Request must be multipart/form-data with an image field')
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw invalid('Malformed multipart body')
  }
  const file = form.get('image')
  if (!file || typeof file === 'string') throw invalid('image is required')
  if (file.size === 0) throw invalid('image is empty')
  if (file.size > MAX_IMAGE_BYTES) throw invalid(IMAGE_SIZE_TEXT)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffImage(bytes)
  if (!kind) throw invalid(IMAGE_TYPE_TEXT)
  return { bytes, ...kind }
}

export const uploadsHandlers = [
  http.post(
    `${API}/players/:name/profile-picture/upload`,
    withAuth(async ({ request, params, caller }) => {
      const name = pathParam(params, 'name')
      const image = await readImageUpload(request)
      const character = editableCharacter(caller, name)
      const imageUrl = saveUpload(image, character.name, caller.characterName)
      setPicture(character, imageUrl)
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
      const row = findUpload(pathParam(params, 'name'))
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
