export interface ImageOptions {
  /** Admin-level treatment: shows content even when UGC is off and adds the session token. */
  admin?: boolean
}

/** The state an address depends on (useImageSrc in state/ passes the live stores). */
export interface ImageContext {
  ugcEnabled: boolean
  ugcUpdatedAt: number
  token: string | null
  apiUrl: string
}

/**
 * The address to load a user image from, or null when a placeholder must be shown instead
 * (no image, UGC switched off for a non-admin, or an address that is not a web image).
 * Uploaded files (/uploads/...) live on the API host and carry `t` so a UGC change busts caches.
 */
export function imageSrc(
  url: string | null | undefined,
  options: ImageOptions = {},
  context: ImageContext,
): string | null {
  const trimmed = url?.trim()
  if (!trimmed) return null
  if (!context.ugcEnabled && !options.admin) return null
  if (trimmed.startsWith('/uploads/')) {
    const params = new URLSearchParams({ t: String(context.ugcUpdatedAt) })
    if (options.admin && context.token) params.set('token', context.token)
    const separator = trimmed.includes('?') ? '&' : '?'
    return `${context.apiUrl}${trimmed}${separator}${params.toString()}`
  }
  // Anything else must be a plain web address; other schemes never reach an <img>.
  return /^https?:\/\//i.test(trimmed) ? trimmed : null
}

// ---------------------------------------------------------------- image files and addresses (spec sections 5, 9)

/** Largest accepted image upload: 5 MB. */
export const MAX_IMAGE_BYTES = 5_242_880

/** Uploads accept PNG, JPEG and WebP only. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

export const IMAGE_MESSAGES = {
  noFile: 'Please select a file',
  badType: 'Please select a PNG, JPEG, or WebP image file.',
  tooLarge: 'File size must be less than 5MB.',
  blankUrl: 'Please enter a valid URL',
} as const

/** Some systems report no MIME type; the file name's extension decides then. */
const EXTENSION_TYPES: Record<string, (typeof IMAGE_MIME_TYPES)[number]> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

/** The first failing check of an image upload (none chosen, type, size), or null. */
export function validateImageFile(
  file: Pick<File, 'type' | 'size' | 'name'> | null | undefined,
): string | null {
  if (!file) return IMAGE_MESSAGES.noFile
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const type = file.type || EXTENSION_TYPES[extension] || ''
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(type)) return IMAGE_MESSAGES.badType
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge
  return null
}

/** The spec only requires a non-blank address; the server judges the rest. */
export function validateImageUrl(url: string): string | null {
  return url.trim() ? null : IMAGE_MESSAGES.blankUrl
}
