import { api } from './client'
import type { LoginResponse, SelectCharacterResponse } from './auth.types'

/** The fixed display name that opens the admin panel. */
export const DIVINE_ENTITY = 'Divine Entity'

export const login = (uuid: string, password: string) =>
  api<LoginResponse>('/auth/login', { method: 'POST', body: { uuid, password }, auth: false })

export const selectCharacter = (uuid: string, password: string, displayName: string) =>
  api<SelectCharacterResponse>('/auth/select-character', {
    method: 'POST',
    body: { uuid, password, displayName },
    auth: false,
  })
