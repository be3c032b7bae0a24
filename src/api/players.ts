import { api, segment } from './client'
import { record, text, UnreadableBody } from './read'
import type { MessageResponse, ProfilePictureUploadResponse } from './auth.types'

const playerPath = (name: string) => `/players/${segment(name)}`

/** `{ success: true, message }`; anything without the success flag is not a confirmation. */
export function readConfirmation(raw: unknown): MessageResponse {
  const r = record(raw)
  if (r.success !== true) throw new UnreadableBody('an answer without success: true')
  return { success: true, message: text(r.message) }
}

function readUpload(raw: unknown): ProfilePictureUploadResponse {
  const { message } = readConfirmation(raw)
  const imageUrl = text(record(raw).imageUrl)
  if (!imageUrl) throw new UnreadableBody('an upload answer without imageUrl')
  return { success: true, imageUrl, message }
}

export const uploadProfilePicture = (name: string, file: File) => {
  const form = new FormData()
  form.append('image', file)
  return api(`${playerPath(name)}/profile-picture/upload`, { method: 'POST', body: form, read: readUpload })
}

export const setProfilePictureUrl = (name: string, profilePictureUrl: string) =>
  api(`${playerPath(name)}/profile-picture`, {
    method: 'PUT',
    body: { profilePictureUrl },
    read: readConfirmation,
  })

export const removeProfilePicture = (name: string) =>
  api(`${playerPath(name)}/profile-picture`, { method: 'DELETE', read: readConfirmation })

export const setBiography = (name: string, biography: string) =>
  api(`${playerPath(name)}/biography`, { method: 'PUT', body: { biography }, read: readConfirmation })

export const removeBiography = (name: string) =>
  api(`${playerPath(name)}/biography`, { method: 'DELETE', read: readConfirmation })

/** Query keys of everything under /players (the directory, relations, a player's accounts). */
export const playerKeys = {
  all: ['players'] as const,
}
