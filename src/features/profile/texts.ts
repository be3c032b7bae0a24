import { icu, localised } from '@/lib/i18n/runtime'
import { failureTable } from '@/api/failure'

/** Shown for profile and biography calls that never reached the server (spec section 8). */
export const CONNECT_ERROR = 'Failed to connect to server'

/** Profile and biography calls show the server's `message` (spec section 8). */
const profileCall = (fallback: string) => ({ fallback, field: 'message', unanswered: CONNECT_ERROR }) as const

export const PROFILE_FAILURES = localised(
  'profile',
  'PROFILE_FAILURES',
  failureTable({
    upload: profileCall('Failed to upload profile picture'),
    setUrl: profileCall('Failed to set profile picture'),
    removePicture: profileCall('Failed to remove profile picture'),
    setBiography: profileCall('Failed to set biography'),
    removeBiography: profileCall('Failed to remove biography'),
  }),
)

/** Biography length limit (spec sections 5 and 9). */
export const BIOGRAPHY_MAX = 1000

export const BIOGRAPHY_TEXTS = localised('profile', 'BIOGRAPHY_TEXTS', {
  title: 'Edit biography',
  saved: 'Biography updated',
  removed: 'Biography removed',
  cut: `The pasted text was longer than ${BIOGRAPHY_MAX} characters; only the first ${BIOGRAPHY_MAX} were kept.`,
  description: icu(
    (character: string) => `Tell other players who ${character} is. Plain text only.`,
    'Tell other players who {character} is. Plain text only.',
  ),
  save: 'Save',
  saving: 'Saving...',
  removing: 'Removing...',
  remove: 'Remove biography',
  label: 'Biography',
} as const)

export const PROFILE_PICTURE_TEXTS = localised('profile', 'PROFILE_PICTURE_TEXTS', {
  title: 'Profile picture',
  uploadTab: 'Upload Image',
  urlTab: 'Use URL',
  urlHint: 'Must be a valid HTTP/HTTPS URL ending in .png, .jpg, .jpeg, .gif or .webp',
  uploaded: 'Profile picture updated',
  removed: 'Profile picture removed',
  description: icu(
    (character: string) => `Choose the picture shown for ${character}.`,
    'Choose the picture shown for {character}.',
  ),
  upload: 'Upload',
  saveUrl: 'Save URL',
  uploading: 'Uploading...',
  saving: 'Saving...',
  removing: 'Removing...',
  remove: 'Remove picture',
  preview: 'Preview of the selected image.',
  current: 'Current picture.',
  none: 'No picture set yet.',
  urlLabel: 'Image URL',
} as const)
