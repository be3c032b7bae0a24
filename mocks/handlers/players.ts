// The player directory, relations, profile-picture URLs and biographies (rules/profiles.ts).
// A player changes only their own (selected) character; admins may change any character.

import { http } from 'msw'
import type { MessageResponse, PlayerListResponse, RelationRating, RelationsResponse } from '@/api/types'
import { invalid } from '../rules/errors'
import { charactersBySeen } from '../rules/identity'
import {
  checkBiographyLength,
  checkPictureUrl,
  cleanBiography,
  editableCharacter,
  rate,
  relationsOf,
  setPicture,
  unrate,
} from '../rules/profiles'
import {
  API,
  ok,
  pathParam,
  queryInt,
  queryString,
  readJson,
  requireInt,
  requireString,
  withAuth,
} from './http'
import { ownerOf, toPlayer } from './identity-dto'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

const message = (text: string): MessageResponse => ({ success: true, message: text })

export const playersHandlers = [
  http.get(
    `${API}/players`,
    withAuth(({ request, caller }) => {
      const page = queryInt(request.url, 'page', 1, { min: 1 })
      const limit = queryInt(request.url, 'limit', DEFAULT_PAGE_SIZE, { min: 1, max: MAX_PAGE_SIZE })
      const search = queryString(request.url, 'search')
      const matching = charactersBySeen(caller.character?.name ?? null, search, (page - 1) * limit, limit)
      const total = matching.total
      const players = matching.rows.map((c) => toPlayer(c, ownerOf))
      const response: PlayerListResponse = {
        success: true,
        players,
        pagination: { page, limit, totalPages: Math.ceil(total / limit), total },
      }
      return ok({ ...response })
    }),
  ),

  http.get(
    `${API}/players/:name/relations`,
    withAuth(({ params, caller }) => {
      const relations = relationsOf(caller, pathParam(params, 'name')) as Record<string, RelationRating>
      return ok({ success: true, relations } satisfies RelationsResponse)
    }),
  ),

  http.put(
    `${API}/players/:name/relations/:other`,
    withAuth(async ({ request, params, caller }) => {
      const name = pathParam(params, 'name')
      const other = pathParam(params, 'other')
      const rating = requireInt(await readJson(request), 'rating', { min: 1, max: 5 })
      const relation = rate(caller, name, other, rating)
      return ok({ message: 'Relation updated', relation })
    }),
  ),

  http.delete(
    `${API}/players/:name/relations/:other`,
    withAuth(({ params, caller }) => {
      unrate(caller, pathParam(params, 'name'), pathParam(params, 'other'))
      return ok({ ...message('Relation removed') })
    }),
  ),

  http.put(
    `${API}/players/:name/profile-picture`,
    withAuth(async ({ request, params, caller }) => {
      const url = checkPictureUrl(requireString(await readJson(request), 'profilePictureUrl'))
      setPicture(editableCharacter(caller, pathParam(params, 'name')), url)
      return ok({ ...message('Profile picture updated'), profilePictureUrl: url })
    }),
  ),

  http.delete(
    `${API}/players/:name/profile-picture`,
    withAuth(({ params, caller }) => {
      setPicture(editableCharacter(caller, pathParam(params, 'name')), null)
      return ok({ ...message('Profile picture removed') })
    }),
  ),

  http.put(
    `${API}/players/:name/biography`,
    withAuth(async ({ request, params, caller }) => {
      // Counted in code points, as the console counts them (not by String.length).
      const raw = checkBiographyLength(requireString(await readJson(request), 'biography'))
      const biography = cleanBiography(raw)
      if (!biography) throw invalid('biography is required')
      editableCharacter(caller, pathParam(params, 'name')).biography = biography
      return ok({ ...message('Biography updated'), biography })
    }),
  ),

  http.delete(
    `${API}/players/:name/biography`,
    withAuth(({ params, caller }) => {
      editableCharacter(caller, pathParam(params, 'name')).biography = null
      return ok({ ...message('Biography removed') })
    }),
  ),
]
