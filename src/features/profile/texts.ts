import { failureTable } from '@/api/failure'

/** Shown for profile and biography calls that never reached the server (spec section 8). */
export const CONNECT_ERROR = 'Failed to connect to server'

/** Profile and biography calls show the server's `message` (spec section 8). */
const profileCall = (fallback: string) => ({ fallback, field: 'message', unanswered: CONNECT_ERROR }) as const

export const PROFILE_FAILURES = failureTable({
  upload: profileCall('Failed to upload profile picture'),
  setUrl: profileCall('Failed to set profile picture'),
  removePicture: profileCall('Failed to remove profile picture'),
  setBiography: profileCall('Failed to set biography'),
  removeBiography: profileCall('Failed to remove biography'),
})
