import { api } from './client'
import type { MessageResponse, ProfilePictureUploadResponse } from './auth.types'

const playerPath = (name: string) => `/players/${encodeURIComponent(name)}`

export const uploadProfilePicture = (name: string, file: File) => {
  const form = new FormData()
  form.append('image', file)
  return api<ProfilePictureUploadResponse>(`${playerPath(name)}/profile-picture/upload`, {
    method: 'POST',
    body: form,
  })
}

export const setProfilePictureUrl = (name: string, profilePictureUrl: string) =>
  api<MessageResponse>(`${playerPath(name)}/profile-picture`, { method: 'PUT', body: { profilePictureUrl } })

export const removeProfilePicture = (name: string) =>
  api<MessageResponse>(`${playerPath(name)}/profile-picture`, { method: 'DELETE' })

export const setBiography = (name: string, biography: string) =>
  api<MessageResponse>(`${playerPath(name)}/biography`, { method: 'PUT', body: { biography } })

export const removeBiography = (name: string) =>
  api<MessageResponse>(`${playerPath(name)}/biography`, { method: 'DELETE' })
